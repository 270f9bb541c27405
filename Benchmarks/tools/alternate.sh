#!/usr/bin/env bash
# Times `typefit check` builds against each other on one corpus, in alternating order, the way
# Benchmarks/NOTES.md's before/after numbers were taken on a noisy 2-core machine: each round
# runs every binary once, the round's first binary rotating, so drift in the machine's speed
# hits them alike. Prints each binary's medians, its per-round ratios to the first binary, and
# whether every report it wrote is byte-identical to the first binary's (each run's times go to
# standard error as it ends).
#
#   Benchmarks/tools/alternate.sh [-r ROUNDS] [-j JOBS] [-f FORMAT] CORPUS BINARY...
#
# CORPUS is a folder with a typefit.json spec (`typefit-bench --write-real-app-corpus DIR`).
# The binaries are `typefit` executables (copy each build aside first); the fonts are this
# repository's. Needs GNU time (`make bench` installs it) and python3.
set -euo pipefail

rounds=6 jobs=1 format=text
while getopts "r:j:f:" option; do
    case "$option" in
        r) rounds="$OPTARG" ;;
        j) jobs="$OPTARG" ;;
        f) format="$OPTARG" ;;
        *) sed -n '2,12p' "$0" >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
if [ "$#" -lt 2 ]; then sed -n '2,12p' "$0" >&2; exit 2; fi
corpus="$1"
shift
binaries=("$@")
[ -f "$corpus/typefit.json" ] || { echo "alternate: no typefit.json in $corpus" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "alternate: GNU time (/usr/bin/time) is missing: apt-get install time" >&2; exit 2; }
command -v python3 >/dev/null || { echo "alternate: python3 is missing: apt-get install python3" >&2; exit 2; }
for binary in "${binaries[@]}"; do
    [ -x "$binary" ] || { echo "alternate: $binary is not an executable" >&2; exit 2; }
done
fonts="$(cd "$(dirname "$0")/../.." && pwd)/Fonts"
# Run from the corpus's parent folder, so the reports name their files alike wherever this is
# called from (`typefit check` shows paths relative to the current folder).
corpus="$(cd "$corpus" && pwd)"
for i in "${!binaries[@]}"; do
    case "${binaries[$i]}" in /*) ;; *) binaries[$i]="$PWD/${binaries[$i]}" ;; esac
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

count=${#binaries[@]}
for ((round = 0; round < rounds; round++)); do
    for ((k = 0; k < count; k++)); do
        index=$(((round + k) % count))
        binary="${binaries[$index]}"
        report="$work/report-$index-$round"
        status=0
        (cd "$(dirname "$corpus")" && /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$binary" check "$(basename "$corpus")" \
            --spec "$corpus/typefit.json" --jobs "$jobs" --format "$format" --fonts "$fonts" -o "$report" \
            >/dev/null 2>"$work/stderr") || status=$?
        # typefit check exits 1 when some text does not fit: only 2 and above are failures.
        if [ "$status" -gt 1 ]; then
            echo "alternate: $binary exited $status:" >&2
            tail -5 "$work/stderr" >&2
            exit 1
        fi
        read -r wall user system peak < <(tail -1 "$work/time")
        echo "$index $round $wall $user $system $peak" >> "$work/runs"
        echo "round $((round + 1))/$rounds: $binary ${wall} s wall, ${user} s user, ${system} s system, $((peak / 1024)) MB" >&2
    done
done

python3 - "$work" "${binaries[@]}" <<'PYTHON'
import filecmp, os, statistics, sys
work, binaries = sys.argv[1], sys.argv[2:]
runs = {}
for line in open(os.path.join(work, "runs")):
    index, round_, wall, user, system, peak = line.split()
    runs[(int(index), int(round_))] = (float(wall), float(user) + float(system), int(peak))
rounds = sorted({r for _, r in runs})
for index, binary in enumerate(binaries):
    mine = [runs[(index, r)] for r in rounds]
    print(f"{binary}")
    print(f"  wall median {statistics.median(w for w, _, _ in mine):.3f} s, CPU median {statistics.median(c for _, c, _ in mine):.3f} s, "
          f"peak median {statistics.median(p for _, _, p in mine) / 1024:.0f} MB")
    print("  wall by round: " + " ".join(f"{w:.2f}" for w, _, _ in mine))
    if index == 0:
        continue
    walls = [runs[(index, r)][0] / runs[(0, r)][0] for r in rounds]
    cpus = [runs[(index, r)][1] / runs[(0, r)][1] for r in rounds]
    faster = sum(1 for x in walls if x < 1)
    print(f"  against the first: wall ratio median {statistics.median(walls):.3f} (faster in {faster} of {len(walls)} rounds), "
          f"CPU ratio median {statistics.median(cpus):.3f}")
    print("  wall ratio by round: " + " ".join(f"{x:.3f}" for x in walls))
    same = all(filecmp.cmp(os.path.join(work, f"report-0-{r}"), os.path.join(work, f"report-{index}-{r}"), shallow=False)
               for r in rounds)
    print("  reports: " + ("byte-identical to the first binary's" if same else "DIFFERENT from the first binary's"))
PYTHON
