#!/usr/bin/env bash
# Counts the instructions of one `typefit check` run under callgrind, as Benchmarks/NOTES.md's
# instruction counts were taken: one job, text report, huge pages off (the restart that asks for
# them would be a second process), on a stripped copy of the binary (callgrind reads its symbols,
# not the debug information, far faster).
#
#   Benchmarks/tools/callgrind-check.sh BINARY CORPUS OUT.callgrind
#
# The notes' slice: `typefit-bench --write-real-app-corpus DIR --entries 12850 --locales 15`.
# Read the result with callgrind_annotate --inclusive=yes, or callgrind-edges.py for who calls
# what. Needs valgrind.
set -euo pipefail

if [ "$#" -ne 3 ]; then sed -n '2,11p' "$0" >&2; exit 2; fi
binary="$1" corpus="$2" out="$3"
command -v valgrind >/dev/null || { echo "callgrind-check: valgrind is missing: apt-get install valgrind" >&2; exit 2; }
[ -f "$corpus/typefit.json" ] || { echo "callgrind-check: no typefit.json in $corpus" >&2; exit 2; }
fonts="$(cd "$(dirname "$0")/../.." && pwd)/Fonts"
# Run from the corpus's parent folder, so the report names its files alike wherever this is
# called from (`typefit check` shows paths relative to the current folder).
corpus="$(cd "$corpus" && pwd)"
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/typefit"
strip --strip-debug "$work/typefit"
status=0
(cd "$(dirname "$corpus")" && TYPEFIT_HUGE_PAGES=0 valgrind --tool=callgrind --callgrind-out-file="$out" "$work/typefit" \
    check "$(basename "$corpus")" --spec "$corpus/typefit.json" --jobs 1 --fonts "$fonts" -o "$work/report.txt" \
    >/dev/null 2>"$work/stderr") || status=$?
if [ "$status" -gt 1 ]; then
    echo "callgrind-check: typefit check exited $status:" >&2
    tail -5 "$work/stderr" >&2
    exit 1
fi
grep "refs:" "$work/stderr"
echo "report sha256: $(sha256sum < "$work/report.txt" | cut -d' ' -f1)"
