#!/usr/bin/env bash
# Times the Cassowary solver on screen-shaped systems (docs/cassowary.md): compiles
# Benchmarks/Cassowary/main.swift with Sources/Cassowary and the test target's
# ScreenShapedSystem.swift (without its import) in one optimized module, then runs it.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${TMPDIR:-/tmp}/cassowary-bench"
mkdir -p "$work"
sed '/^import Cassowary$/d' "$root/Tests/CassowaryTests/ScreenShapedSystem.swift" > "$work/ScreenShapedSystem.swift"
swiftc -O -wmo -module-name CassowaryBench $(find "$root/Sources/Cassowary" -name '*.swift' | sort) \
    "$work/ScreenShapedSystem.swift" "$root/Benchmarks/Cassowary/main.swift" -o "$work/cassowary-bench"
"$work/cassowary-bench"
# The same screens in kiwisolver through Python, for scale (skipped without python3-kiwisolver).
if /usr/bin/python3 -c 'import kiwisolver' 2>/dev/null; then
    /usr/bin/python3 "$root/Benchmarks/Cassowary/kiwi_screen.py"
fi
