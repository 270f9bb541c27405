# TypeFit. The two commands a newcomer needs: `make demo` and `make test`.
# Both install missing system packages first (apt-get as root; otherwise the command is printed).

SWIFT    ?= swift
PREFIX   ?= /usr/local
SHAREDIR  = $(PREFIX)/share/typefit
# Build packages: C libraries through pkg-config (libmicrohttpd: the HTTP server of `typefit serve`).
APT_BUILD = pkg-config libfreetype-dev libharfbuzz-dev libicu-dev libfontconfig-dev libmicrohttpd-dev
# The benchmark's peer (Pango) and HarfBuzz's command-line tools; for the real-app workloads
# (issue 14), CJK fonts for its Chinese, Japanese and Korean text and GNU time for the peak
# memory of `typefit check`.
APT_BENCH = libpango1.0-dev libharfbuzz-bin fonts-noto-cjk time
# The fonts the fallback cascade finds through fontconfig for what the bundled fonts lack: emoji
# and CJK (issue 11, item 10: without an emoji font every emoji is a missing glyph, so results
# depended on the machine). Reports name each font file and flag results that used them. Tests
# never use them (fontconfig is off in tests); demo, test and install make sure they are there.
APT_FONTS = fonts-noto-color-emoji fonts-noto-cjk
# Headless Chromium, in which the HTML report is opened: `HTMLReportBrowserTests` in `make test`
# (skipped, and saying so, where it cannot be installed) and R3b in `make bench`.
APT_BROWSER = chromium
# The oracle the Cassowary solver's tests compare with (Tests/CassowaryTests/Oracle): Debian's
# kiwisolver, run by /usr/bin/python3. Without it those tests fail, saying to install it. And
# python3 with its YAML reader, with which `ActionTests` reads action.yml (the GitHub Action).
APT_TEST = python3 python3-yaml python3-kiwisolver
# Every release build links the Swift runtime and Foundation statically: the binary `make install`
# installs is the one the benchmark measures. On the real-app corpus it ran `typefit check` about
# 10% faster in wall time than the dynamically linked build (alternating rounds with one and two
# jobs; Benchmarks/NOTES.md, phase 16) for only 1.4% fewer instructions. One set of flags for every
# release build: a change of flags rebuilds the whole package.
RELEASE = $(SWIFT) build -c release --static-swift-stdlib

.PHONY: all deps fonts browser build release demo test tsan fuzz install uninstall bench bench-quick docs clean

all: build

deps:
	@scripts/ensure-deps.sh $(APT_BUILD)

build: deps
	$(SWIFT) build

release: deps
	$(RELEASE)

fonts:
	@scripts/ensure-deps.sh --optional $(APT_FONTS)

browser:
	@scripts/ensure-deps.sh --optional $(APT_BROWSER)

# The main job on the bundled example: check the example app, print the summary, write the
# HTML report. The example overflows on purpose, so `typefit check` exits 1; demo does not fail.
demo: build fonts
	@echo "== typefit check Examples/TravelApp --spec Examples/TravelApp/typefit.json --format html -o report.html"
	@"$$($(SWIFT) build --show-bin-path)/typefit" check Examples/TravelApp --spec Examples/TravelApp/typefit.json \
		--format html -o report.html; status=$$?; \
	if [ $$status -gt 1 ]; then exit $$status; fi; \
	echo "== open report.html in a browser (exit status $$status: 1 means some text does not fit)"

test: deps fonts browser
	@scripts/ensure-deps.sh $(APT_TEST)
	$(SWIFT) test

# ThreadSanitizer over what runs on `--jobs` threads: the test suite and `typefit check` on the
# example app with 2-8 jobs in every format, built in .build/tsan (scripts/tsan.sh; 11-13
# minutes here, so not part of `make test`). Fails on any report.
tsan: deps fonts
	@SWIFT="$(SWIFT)" scripts/tsan.sh

# The fuzz harness (issue 12): a few thousand generated hostile inputs for every catalog format
# and the spec, plus the audit's full-size reproductions, against the release typefit; a summary
# table at the end, exit 1 when any input failed. FUZZFLAGS passes options (--seed N, --count N,
# --jobs N, --keep DIR, --replay NAME); a small subset runs in `make test`.
FUZZFLAGS ?=
fuzz: deps
	$(RELEASE) --product typefit
	$(RELEASE) --product typefit-fuzz
	"$$($(RELEASE) --show-bin-path)/typefit-fuzz" $(FUZZFLAGS)

install: deps fonts
	$(RELEASE)
	install -d "$(PREFIX)/bin" "$(SHAREDIR)"
	install -m 755 "$$($(RELEASE) --show-bin-path)/typefit" "$(PREFIX)/bin/typefit"
	rm -rf "$(SHAREDIR)/Fonts" "$(SHAREDIR)/Tables"
	cp -R Fonts Tables "$(SHAREDIR)/"
	@echo "installed $(PREFIX)/bin/typefit (fonts and tables in $(SHAREDIR))"

uninstall:
	rm -f "$(PREFIX)/bin/typefit"
	rm -rf "$(SHAREDIR)"

# The benchmark (issue 5): writes BENCHMARKS.json and BENCHMARKS.md (the latest run; it links
# Benchmarks/NOTES.md, the history; `typefit-bench --rewrite-report BENCHMARKS.json` renders it
# again without a run). W5 times the release
# `typefit` next to typefit-bench, so both are built; the Pango peer is built by the bench.
bench: deps browser
	@scripts/ensure-deps.sh $(APT_BENCH)
	$(RELEASE) --product typefit-bench
	$(RELEASE) --product typefit
	"$$($(RELEASE) --show-bin-path)/typefit-bench"
	@echo "== screens: solving at 12 categories x 3 devices against the text measurement it needs (Benchmarks/screens.json)"
	"$$($(RELEASE) --show-bin-path)/typefit-bench" --screens Tests/ScreenLayoutTests/Fixtures --screens Examples | tee Benchmarks/screens.json

bench-quick: deps browser
	@scripts/ensure-deps.sh $(APT_BENCH)
	$(RELEASE) --product typefit-bench
	$(RELEASE) --product typefit
	"$$($(RELEASE) --show-bin-path)/typefit-bench" --quick --out "$${TMPDIR:-/tmp}/typefit-bench-quick"

# The DocC catalogs of the library products (Sources/*/*.docc) with the toolchain's docc, into
# .build/docs/<Module>.doccarchive; fails on a link to a symbol that does not exist.
docs: deps
	scripts/build-docs.sh

clean:
	rm -rf .build .build-plugin-consumer
