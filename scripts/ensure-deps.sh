#!/usr/bin/env bash
# Installs the Debian packages TypeFit needs, when they are missing.
# Usage: scripts/ensure-deps.sh [--optional] PACKAGE...
# As root on Debian/Ubuntu it runs apt-get (after apt-get update); otherwise it prints the exact
# command and fails, or, with --optional (packages TypeFit works without, such as the fonts of
# the fallback cascade), prints it as a warning and succeeds.
set -euo pipefail

optional=false
if [ "${1:-}" = "--optional" ]; then
    optional=true
    shift
fi

if [ "$(uname -s)" = "Darwin" ]; then
    # macOS has its own emoji and CJK fonts; the optional packages are Debian's.
    $optional && exit 0
    for formula in pkg-config freetype harfbuzz fontconfig icu4c libmicrohttpd; do
        brew list --formula "$formula" >/dev/null 2>&1 || {
            echo "typefit: missing Homebrew formula '$formula'. Run: brew install pkg-config freetype harfbuzz fontconfig icu4c libmicrohttpd" >&2
            exit 1
        }
    done
    exit 0
fi

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "typefit: not a Debian-based system; install the development packages for: $* (pkg-config names: freetype2 harfbuzz fontconfig icu-uc icu-i18n)" >&2
    exit 0
fi

missing=()
for package in "$@"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [ "$status" = "install ok installed" ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    echo "typefit: installing ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    if $optional; then
        # Optional packages never stop the build: a machine without the mirror still tests.
        { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; } ||
            echo "typefit: warning: could not install the optional packages ${missing[*]}; what needs them depends on this machine (fonts) or is skipped (the browser test)" >&2
    else
        apt-get update -qq
        apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
elif $optional; then
    echo "typefit: warning: missing optional packages (${missing[*]}); what needs them depends on this machine (fonts) or is skipped (the browser test). Run:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
else
    echo "typefit: missing system packages. Run:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
fi
