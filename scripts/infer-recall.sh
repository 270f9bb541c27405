#!/bin/sh
# Recall of `typefit infer` per call shape on real apps' sources (see scripts/infer-recall.py).
# Usage: scripts/infer-recall.sh APP_DIR...   (builds typefit first)
set -e
cd "$(dirname "$0")/.."
swift build --product typefit >/dev/null
exec python3 scripts/infer-recall.py --typefit .build/debug/typefit "$@"
