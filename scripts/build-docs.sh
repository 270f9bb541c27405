#!/usr/bin/env bash
# `make docs`: the DocC catalogs of the library products (Sources/<Module>/<Module>.docc) built
# with the toolchain's own docc, without the swift-docc-plugin package (SwiftPM cannot fetch it
# here): symbol graphs extracted from the debug build's modules with swift-symbolgraph-extract,
# then `docc convert` per catalog into .build/docs/<Module>.doccarchive.
#
# Fails when docc reports an error or a link to a symbol that does not exist ("'X' doesn't
# exist at ..."); other warnings (undocumented parameters) are counted, not fatal.
#
# TYPEFIT_DOCS_BIN=DIR uses the modules already built in DIR (the tests pass theirs) instead of
# running `swift build` first.
set -euo pipefail
cd "$(dirname "$0")/.."

swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
docc="${DOCC:-$swift_bin/docc}"
extract="$swift_bin/swift-symbolgraph-extract"
for tool in "$docc" "$extract"; do
  [ -x "$tool" ] || { echo "build-docs: $tool not found (it comes with the Swift toolchain)" >&2; exit 1; }
done

if [ -n "${TYPEFIT_DOCS_BIN:-}" ]; then
  bin="$TYPEFIT_DOCS_BIN"
else
  swift build >&2
  bin=$(swift build --show-bin-path)
fi
[ -d "$bin/Modules" ] || { echo "build-docs: no built modules in $bin/Modules (run swift build)" >&2; exit 1; }

# The C modules the Swift modules import: their module maps and header paths.
clang=()
for map in Sources/C*/module.modulemap "$bin"/CUnicodeShim.build/module.modulemap; do
  [ -f "$map" ] && clang+=(-Xcc "-fmodule-map-file=$map")
done
for flag in $(pkg-config --cflags-only-I freetype2 harfbuzz fontconfig icu-uc); do clang+=(-Xcc "$flag"); done
clang+=(-Xcc -ISources/CUnicodeShim/include)

out=.build/docs
mkdir -p "$out"
status=0
for catalog in Sources/*/*.docc; do
  module=$(basename "$catalog" .docc)
  graphs="$out/$module.symbols"
  rm -rf "$graphs" "$out/$module.doccarchive"
  mkdir -p "$graphs"
  "$extract" -module-name "$module" -I "$bin/Modules" -target "$(uname -m)-unknown-linux-gnu" \
    -minimum-access-level public -output-dir "$graphs" "${clang[@]}"
  log="$out/$module.log"
  if ! "$docc" convert "$catalog" --additional-symbol-graph-dir "$graphs" --output-path "$out/$module.doccarchive" \
      --fallback-display-name "$module" --fallback-bundle-identifier "typefit.$module" >"$log" 2>&1; then
    echo "build-docs: docc convert failed for $catalog (see $log)" >&2
    status=1
  fi
  missing=$(grep -cE "^warning: .* doesn't exist at " "$log" || true)
  errors=$(grep -cE "^error:" "$log" || true)
  other=$(grep -cE "^warning:" "$log" || true)
  echo "$module: $out/$module.doccarchive; $missing links to missing symbols, $errors errors, $((other - missing)) other warnings ($log)"
  if [ "$missing" -gt 0 ] || [ "$errors" -gt 0 ]; then
    grep -E -A3 "^(warning: .* doesn't exist at |error:)" "$log" >&2
    status=1
  fi
done
exit $status
