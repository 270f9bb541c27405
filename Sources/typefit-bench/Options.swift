import Foundation
import TypeFitCLI

/// What a run of the benchmark does, from its arguments.
struct BenchOptions {
    enum Mode {
        /// Every workload, the report written (`--quick` makes it small).
        case full
        /// A tiny corpus through the benchmark code, a JSON summary on stdout, no files, no timing
        /// worth reading (the smoke test of `make test`).
        case smoke
        /// W6's child: check `entries` entries with `threads` threads and print one JSON line.
        case child(entries: Int, threads: Int, repeats: Int)
        /// `--help`: the usage, nothing run.
        case help
        /// `--browse-report FILE`: an HTML report opened in headless Chromium, timed (issue 10).
        case browseReport(String)
        /// `--report-writing DIR`: every format's writer timed on a corpus folder (issue 10).
        case reportWriting(String)
        /// `--sf-agreement`: the stand-in's decisions against SF Pro's on the user's strings.
        case systemFontAgreement
        /// `--write-real-app-corpus DIR`: the real-app corpus written to DIR (issue 14), its
        /// statistics printed as JSON.
        case writeRealAppCorpus(directory: String)
        /// `--write-android-corpus DIR`: the same corpus as an Android app's resources (A1, issue 38).
        case writeAndroidCorpus(directory: String)
        /// `--browse-serve URL`: `typefit serve`'s page opened in headless Chromium and typed
        /// into (issue 37), its keystroke latencies and drawings printed as JSON.
        case browseServe(String)
        /// `--serve-latency`: S1 alone (`typefit serve`'s round trip and keystroke latency), as JSON.
        case serveLatency
        /// `--screens PATH`: the cost of solving Interface Builder screens at 12 categories x 3
        /// devices against the text measurement they need (issue 35), printed as JSON.
        case screens([String])
        /// `--rewrite-report FILE`: BENCHMARKS.md rendered again from a saved BENCHMARKS.json.
        case rewriteReport(String)
    }

    var mode: Mode = .full
    var quick = false
    var entries: Int?
    var repeats: Int?
    var fontsDirectory: String?
    var outputDirectory: String?
    var runsPango = true
    var profileOnly = false
    /// `--profile-full`: profile W1 through the full checker instead of the core check.
    var profilesFullChecker = false
    /// `--profile-floor`: profile W2 (HarfBuzz alone) on the same corpus, to compare counts.
    var profilesFloor = false
    /// `--profile-floor-instances`: profile W2b (once per font instance) instead.
    var profilesFloorPerInstance = false
    /// `--profile-one-cut`: profile W1c (W1 with one font instance) instead.
    var profilesOneCut = false
    /// `--profile-layouts`: profile W4 (layouts over prepared text) instead.
    var profilesLayouts = false
    /// `--threads N` with a profile mode: W1 on N threads (for perf; callgrind wants 1).
    var profileThreads = 1
    /// `--dom` with `--browse-report`: print the page's DOM too.
    var printsDOM = false
    /// `--type TEXT` and `--prefix TEXT` for `--browse-serve`.
    var serveTyped: String?
    var servePrefix: String?
    /// `--key KEY` and `--locale LOCALE` for `--browse-serve`: a catalog key picked first.
    var serveKey: String?
    var serveLocale: String?
    /// `--system-font PATH` for `--sf-agreement`.
    var systemFont: String?
    /// `--strings FILE` (repeatable) for `--sf-agreement`.
    var strings: [String] = []
    /// `--json`: `--sf-agreement` prints JSON.
    var json = false
    /// `--profile-real-app-floor`: F once on the real-app corpus (`--entries`, default 12,000).
    var profilesRealAppFloor = false
    /// `--locales N`: the real-app corpus's first N locales (default all 60; 20 with `--quick`).
    var localeCount: Int?
    /// `--real-app-entries N`: the real-app corpus's size in a full run (default 50,000).
    var realAppEntries: Int?
    /// `--no-real-app`: skip R1-R3, F, P1 and P2.
    var runsRealApp = true

    /// The arguments, read by the CLI's parser (`--opt value`, `--opt=value`, errors with a
    /// did-you-mean).
    static let signature = CommandSignature(options: [
        .flag("quick", help: "A small run for development (under a minute)."),
        .init(name: "screens", valueName: "path", help: "Time solving the storyboards and xibs under PATH at 12 categories x 3 devices against the text measurement they need (repeatable).", isRepeatable: true),
        .flag("smoke", help: "A tiny run that checks the benchmark code itself; prints JSON, writes nothing."),
        .flag("profile", help: "Only W1 on one thread, once (for valgrind --tool=callgrind)."),
        .flag("profile-full", help: "The same through the full checker (FitCheck.runCheck)."),
        .flag("profile-one-cut", help: "W1c: --profile with the Text cut at every size (one font instance)."),
        .flag("profile-layouts", help: "W4: 20 passes of its layouts over prepared text (for callgrind)."),
        .flag("profile-floor", help: "W2 once on the same corpus (HarfBuzz alone), to compare with --profile."),
        .flag("profile-floor-instances", help: "W2b (each string once per font instance) likewise."),
        .flag("profile-real-app-floor", help: "F once on the real-app corpus (--entries, default 12000; --locales), to compare with `typefit check` on it under callgrind; with --repeats N, then N timed runs."),
        .init(name: "entries", valueName: "n", help: "Corpus size for W1-W4 (default 10000; 1000 with --quick); with --write-real-app-corpus, about N entries (default 50000)."),
        .init(name: "repeats", valueName: "n", help: "Timed runs per figure (default 5; 3 with --quick)."),
        .init(name: "threads", valueName: "n", help: "With a profile mode: W1 on N threads (for perf); with --child-check, the child's threads."),
        .flag("no-pango", help: "Skip W3, P1 and P2."),
        .init(name: "write-real-app-corpus", valueName: "dir", help: "Write the real-app corpus (issue 14) as DIR/Resources/<locale>.lproj/*.strings (UTF-16) with its spec DIR/typefit.json; check it with `typefit check DIR --spec DIR/typefit.json`."),
        .init(name: "write-android-corpus", valueName: "dir", help: "Write the real-app corpus as an Android app's DIR/res/values*/strings.xml with its spec DIR/typefit.json (A1, issue 38); check it with `typefit check DIR --spec DIR/typefit.json`."),
        .init(name: "locales", valueName: "n", help: "The real-app corpus's first N of its 60 locales (default 60; 20 with --quick)."),
        .init(name: "real-app-entries", valueName: "n", help: "The real-app corpus's size for R1-R3, F, P1 and P2 (default 50000; 2000 with --quick)."),
        .flag("no-real-app", help: "Skip the real-app workloads (R1-R3, F, P1, P2)."),
        .init(name: "fonts", valueName: "dir", help: "TypeFit's fonts folder (default: found as typefit finds it, or TYPEFIT_FONTS)."),
        .init(name: "out", valueName: "dir", help: "Where BENCHMARKS.md and BENCHMARKS.json go (default: the folder above the fonts)."),
        .flag("child-check", help: "W6's child (run by the benchmark itself): --entries, --threads, --repeats; one JSON line."),
        .init(name: "browse-report", valueName: "file", help: "Open an HTML report in headless Chromium; print its timings (and with --dom its DOM) as JSON."),
        .init(name: "browse-serve", valueName: "url", help: "Open `typefit serve`'s page in headless Chromium, type --type into it one keystroke at a time; print the latencies and drawings as JSON."),
        .flag("serve-latency", help: "S1 alone: start the `typefit` beside the benchmark with `serve`, time /measure and (with Chromium) keystrokes; print JSON."),
        .init(name: "type", valueName: "text", help: "With --browse-serve: the characters typed, one keystroke each."),
        .init(name: "prefix", valueName: "text", help: "With --browse-serve: the text area's text before typing (default: the page's sample)."),
        .init(name: "key", valueName: "key", help: "With --browse-serve: pick this catalog key in the page first (the server was given --catalog)."),
        .init(name: "locale", valueName: "locale", help: "With --key: the locale to pick (default: the first)."),
        .flag("dom", help: "With --browse-report: include the page's DOM after it opened its first groups."),
        .init(name: "report-writing", valueName: "dir", help: "Time the check and every report format's writer on a corpus folder with its DIR/typefit.json; print JSON."),
        .flag("sf-agreement", help: "Compare the stand-in's fit decisions with SF Pro's on --strings (needs --system-font)."),
        .init(name: "system-font", valueName: "path", help: "With --sf-agreement: Apple's SF-Pro.ttf, its static cuts, or their folder."),
        .init(name: "strings", valueName: "file", help: "With --sf-agreement: catalogs, or a .tsv/.txt of locale<TAB>text lines (repeatable).", isRepeatable: true),
        .flag("json", help: "With --sf-agreement: print the numbers as JSON."),
        .init(name: "rewrite-report", valueName: "file", help: "Render BENCHMARKS.md again from a saved BENCHMARKS.json (nothing run); written beside FILE, or to --out."),
    ])

    static let usage = """
        USAGE: typefit-bench [--quick] [--entries N] [--repeats N] [--no-pango] [--fonts DIR] [--out DIR]
               typefit-bench --smoke
               typefit-bench --browse-report FILE [--dom]
               typefit-bench --serve-latency [--quick]
               typefit-bench --browse-serve URL --type TEXT [--prefix TEXT] [--key KEY [--locale LOCALE]]
               typefit-bench --rewrite-report BENCHMARKS.json [--out DIR]
               typefit-bench --report-writing DIR [--repeats N]
               typefit-bench --sf-agreement --system-font PATH --strings FILE... [--json]
               typefit-bench --write-real-app-corpus DIR [--entries N] [--locales N]
               typefit-bench --write-android-corpus DIR [--entries N] [--locales N]
               typefit-bench --profile | --profile-full | --profile-one-cut | --profile-floor | --profile-floor-instances | --profile-layouts
                             | --profile-real-app-floor [--entries N] [--locales N] [--repeats N] [--threads N]

        Runs TypeFit's benchmark (issues 5 and 14) and writes BENCHMARKS.md and BENCHMARKS.json to --out
        (default: the repository, the folder above the fonts).

        OPTIONS:
        """ + "\n" + HelpFormatter.optionRows(signature).joined(separator: "\n")

    static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        let parsed = try ArgumentParser(signature: signature, commandName: "typefit-bench").parse(Token.tokenize(arguments))
        func number(_ name: String) throws(UsageError) -> Int? {
            guard let text = parsed.value(name) else { return nil }
            guard let n = Int(text), n > 0 else { throw UsageError("--\(name) needs a positive number, not '\(text)'", hint: "write for example '--\(name) 2'") }
            return n
        }
        var options = BenchOptions()
        options.quick = parsed.flag("quick")
        options.entries = try number("entries")
        options.repeats = try number("repeats")
        options.profileThreads = try number("threads") ?? 1
        options.runsPango = !parsed.flag("no-pango")
        options.fontsDirectory = parsed.value("fonts")
        options.outputDirectory = parsed.value("out")
        options.profilesFullChecker = parsed.flag("profile-full")
        options.profilesOneCut = parsed.flag("profile-one-cut")
        options.profilesLayouts = parsed.flag("profile-layouts")
        options.profilesFloorPerInstance = parsed.flag("profile-floor-instances")
        options.profilesFloor = parsed.flag("profile-floor") || options.profilesFloorPerInstance
        options.profilesRealAppFloor = parsed.flag("profile-real-app-floor")
        options.profileOnly = parsed.flag("profile") || options.profilesFullChecker || options.profilesOneCut || options.profilesFloor
            || options.profilesLayouts || options.profilesRealAppFloor
        options.localeCount = try number("locales")
        options.realAppEntries = try number("real-app-entries")
        options.runsRealApp = !parsed.flag("no-real-app")
        if parsed.flag("smoke") { options.mode = .smoke }
        if !parsed.values("screens").isEmpty { options.mode = .screens(parsed.values("screens")) }
        options.printsDOM = parsed.flag("dom")
        if let report = parsed.value("browse-report") { options.mode = .browseReport(report) }
        if let url = parsed.value("browse-serve") { options.mode = .browseServe(url) }
        if parsed.flag("serve-latency") { options.mode = .serveLatency }
        options.serveTyped = parsed.value("type")
        options.servePrefix = parsed.value("prefix")
        options.serveKey = parsed.value("key")
        options.serveLocale = parsed.value("locale")
        if let corpus = parsed.value("report-writing") { options.mode = .reportWriting(corpus) }
        if let saved = parsed.value("rewrite-report") { options.mode = .rewriteReport(saved) }
        if parsed.flag(CommandSignature.helpFlag.name) { options.mode = .help }
        options.systemFont = parsed.value("system-font")
        options.strings = parsed.values("strings")
        options.json = parsed.flag("json")
        if parsed.flag("sf-agreement") { options.mode = .systemFontAgreement }
        if let directory = parsed.value("write-real-app-corpus") { options.mode = .writeRealAppCorpus(directory: directory) }
        if let directory = parsed.value("write-android-corpus") { options.mode = .writeAndroidCorpus(directory: directory) }
        if parsed.flag("child-check") {
            options.mode = .child(entries: options.entryCount, threads: options.profileThreads, repeats: options.repeatCount)
        }
        return options
    }

    var entryCount: Int { entries ?? (quick ? 1_000 : 10_000) }
    var repeatCount: Int { repeats ?? (quick ? 3 : 5) }
}

/// The bundled fonts, found as `typefit` finds them (`--fonts`, `TYPEFIT_FONTS`, beside or
/// above the executable).
func locateFonts(_ option: String?) throws -> URL {
    try ResourceLocator.fontsDirectory(option: option, environment: ProcessInfo.processInfo.environment)
}
