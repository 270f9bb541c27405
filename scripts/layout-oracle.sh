#!/usr/bin/env bash
# Lays out every storyboard and xib under each DIR at its design device and the default category
# and compares x and width with the frames Xcode saved there (typefit layout --verify), one line
# per folder and a total. Usage: scripts/layout-oracle.sh TYPEFIT DIR...
# The real apps measured in docs/layout.md were exported from their repositories outside this one.
set -euo pipefail
typefit=$1; shift
matched=0; compared=0
for dir in "$@"; do
    line=$("$typefit" layout "$dir" --verify | grep '^verified')
    m=$(sed -E 's/.*: ([0-9]+) of ([0-9]+) constrained.*/\1/' <<<"$line")
    c=$(sed -E 's/.*: ([0-9]+) of ([0-9]+) constrained.*/\2/' <<<"$line")
    matched=$((matched + m)); compared=$((compared + c))
    printf '%s: %s of %s\n' "$dir" "$m" "$c"
done
python3 -c "print('total: $matched of $compared constrained views within 1 pt (%.1f%%)' % (100.0 * $matched / max(1, $compared)))"
