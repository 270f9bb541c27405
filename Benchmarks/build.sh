#!/usr/bin/env bash
# Builds Benchmarks/pango-check (W3, the Pango peer) against Debian's libpango1.0-dev.
# Usage: Benchmarks/build.sh OUTPUT   (typefit-bench calls it; `make bench` installs the package)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/pango-check}"
if ! pkg-config --exists pangocairo pangofc fontconfig; then
    echo "pango-check: pkg-config cannot find pangocairo (install libpango1.0-dev: scripts/ensure-deps.sh libpango1.0-dev)" >&2
    exit 1
fi
cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -o "$out" "$here/pango-check.c" \
    $(pkg-config --cflags --libs pangocairo pangofc fontconfig)
