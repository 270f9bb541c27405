#!/usr/bin/env bash
# `make tsan`: ThreadSanitizer over the code that runs on `--jobs` threads. Builds TypeFit with
# --sanitize=thread in its own build folder (the flag rebuilds the whole package), runs the test
# suite, then `typefit check` on the example app with 2, 4 and 8 jobs in every report format, with
# pseudo-localization and with `--infer`. Fails when ThreadSanitizer reports anything (it makes a process exit
# 66), when a test fails, or when a check ends in an error (exit 2 or more; 1 only says that the
# example app's text does not fit, which it is made to).
set -uo pipefail

swift="${SWIFT:-swift}"
scratch=".build/tsan"
export TSAN_OPTIONS="halt_on_error=0 exitcode=66 ${TSAN_OPTIONS:-}"

"$swift" test --sanitize=thread --scratch-path "$scratch" || { echo "tsan: the test suite failed (or ThreadSanitizer reported)" >&2; exit 1; }
"$swift" build --sanitize=thread --scratch-path "$scratch" --product typefit || exit 1
typefit="$("$swift" build --sanitize=thread --scratch-path "$scratch" --show-bin-path)/typefit"

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
failed=0
run() {
    local name="$1"
    shift
    "$typefit" check Examples/TravelApp "$@" -o "$out/report" >/dev/null 2>"$out/$name.err"
    local status=$?
    if [ "$status" -gt 1 ]; then
        echo "tsan: typefit check $* exited $status" >&2
        grep -m 40 -A 30 "WARNING: ThreadSanitizer" "$out/$name.err" >&2 || tail -5 "$out/$name.err" >&2
        failed=1
    fi
}
for jobs in 2 4 8; do
    for format in text json junit sarif github markdown html; do
        run "$jobs-$format" --spec Examples/TravelApp/typefit.json --jobs "$jobs" --format "$format"
    done
done
run pseudo --spec Examples/TravelApp/typefit.json --jobs 4 --pseudo double --format html
run infer --jobs 4 --infer Examples/TravelApp --format json
if [ "$failed" -ne 0 ]; then exit 1; fi
echo "tsan: no reports (the test suite and 23 checks of the example app)"
