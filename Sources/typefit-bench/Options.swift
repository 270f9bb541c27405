import Foundation

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
        /// `--write-real-app-corpus DIR`: the real-app corpus written to DIR (issue 14), its
        /// statistics printed as JSON.
        case writeRealAppCorpus(directory: String)
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
    /// `--threads N` with a profile mode: W1 on N threads (for perf; callgrind wants 1).
    var profileThreads = 1
    /// `--profile-real-app-floor`: F once on the real-app corpus (`--entries`, default 12,000).
    var profilesRealAppFloor = false
    /// `--locales N`: the real-app corpus's first N locales (default all 60; 20 with `--quick`).
    var localeCount: Int?
    /// `--real-app-entries N`: the real-app corpus's size in a full run (default 50,000).
    var realAppEntries: Int?
    /// `--no-real-app`: skip R1-R3, F, P1 and P2.
    var runsRealApp = true

    static let usage = """
        USAGE: typefit-bench [--quick] [--entries N] [--repeats N] [--no-pango] [--fonts DIR] [--out DIR]
               typefit-bench --smoke
               typefit-bench --write-real-app-corpus DIR [--entries N] [--locales N]
               typefit-bench --profile | --profile-full | --profile-one-cut | --profile-floor | --profile-floor-instances
                             | --profile-real-app-floor
                             [--entries N] [--threads N]

        Runs TypeFit's benchmark (issues 5 and 14) and writes BENCHMARKS.md and BENCHMARKS.json to --out
        (default: the repository, the folder above the fonts).
          --quick      a small run for development (under a minute)
          --smoke      a tiny run that checks the benchmark code itself; prints JSON, writes nothing
          --profile    only W1 on one thread, once (for valgrind --tool=callgrind)
          --profile-full  the same through the full checker (FitCheck.runCheck)
          --profile-one-cut  W1c: --profile with the Text cut at every size (one font instance)
          --profile-floor W2 once on the same corpus (HarfBuzz alone), to compare with --profile
          --profile-floor-instances  W2b (each string once per font instance) likewise
          --profile-real-app-floor  F once on the real-app corpus (--entries, default 12000), to
                       compare with `typefit check` on the same corpus under callgrind
          --threads N  with --profile or --profile-full: on N threads (for perf)
          --entries N  corpus size for W1-W4 (default 10000; 1000 with --quick); with
                       --write-real-app-corpus, about N entries (default 50000)
          --repeats N  timed runs per figure (default 5; 3 with --quick)
          --no-pango   skip W3, P1 and P2
          --write-real-app-corpus DIR  write the real-app corpus (issue 14; default 50,000 entries
                       in 60 locales) as DIR/Resources/<locale>.lproj/*.strings (UTF-16) with its
                       spec DIR/typefit.json; check it with `typefit check DIR --spec DIR/typefit.json`
          --locales N  the real-app corpus's first N of its 60 locales (default 60; 20 with --quick)
          --real-app-entries N  the real-app corpus's size for R1-R3, F, P1, P2 (default 50000;
                       2000 with --quick)
          --no-real-app  skip the real-app workloads
        """

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var i = 0
        func value(_ name: String) throws -> String {
            i += 1
            guard i < arguments.count else { throw BenchError("\(name) needs a value\n\n\(usage)") }
            return arguments[i]
        }
        func number(_ name: String) throws -> Int {
            let text = try value(name)
            guard let n = Int(text), n > 0 else { throw BenchError("\(name) needs a positive number, got '\(text)'") }
            return n
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--quick": options.quick = true
            case "--smoke": options.mode = .smoke
            case "--profile": options.profileOnly = true
            case "--profile-full":
                options.profileOnly = true
                options.profilesFullChecker = true
            case "--profile-floor":
                options.profileOnly = true
                options.profilesFloor = true
            case "--profile-one-cut":
                options.profileOnly = true
                options.profilesOneCut = true
            case "--profile-floor-instances":
                options.profileOnly = true
                options.profilesFloor = true
                options.profilesFloorPerInstance = true
            case "--no-pango": options.runsPango = false
            case "--profile-real-app-floor":
                options.profileOnly = true
                options.profilesRealAppFloor = true
            case "--no-real-app": options.runsRealApp = false
            case "--write-real-app-corpus": options.mode = .writeRealAppCorpus(directory: try value("--write-real-app-corpus"))
            case "--locales": options.localeCount = try number("--locales")
            case "--real-app-entries": options.realAppEntries = try number("--real-app-entries")
            case "--entries": options.entries = try number("--entries")
            case "--repeats": options.repeats = try number("--repeats")
            case "--threads": options.profileThreads = try number("--threads")
            case "--fonts": options.fontsDirectory = try value("--fonts")
            case "--out": options.outputDirectory = try value("--out")
            case "--child-check":
                let entries = try number("--child-check")
                let threads = try number("--child-check")
                let repeats = try number("--child-check")
                options.mode = .child(entries: entries, threads: threads, repeats: repeats)
            case "-h", "--help":
                print(usage)
                exit(0)
            default:
                throw BenchError("unknown argument '\(arguments[i])'\n\n\(usage)")
            }
            i += 1
        }
        return options
    }

    var entryCount: Int { entries ?? (quick ? 1_000 : 10_000) }
    var repeatCount: Int { repeats ?? (quick ? 3 : 5) }
}

/// The bundled fonts: `--fonts`, `TYPEFIT_FONTS`, or a `Fonts` folder above the executable or
/// the working directory (the repository's, for a `swift build` binary).
func locateFonts(_ option: String?) throws -> URL {
    var candidates: [URL] = []
    if let option { candidates.append(URL(fileURLWithPath: option)) }
    if let env = ProcessInfo.processInfo.environment["TYPEFIT_FONTS"], !env.isEmpty {
        candidates.append(URL(fileURLWithPath: env))
    }
    var up = executableDirectory()
    for _ in 0..<6 {
        candidates.append(up.appendingPathComponent("Fonts"))
        up = up.deletingLastPathComponent()
    }
    candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Fonts"))
    for url in candidates where FileManager.default.fileExists(atPath: url.appendingPathComponent("fallback.json").path) {
        return url.standardizedFileURL
    }
    throw BenchError("cannot find TypeFit's Fonts folder (pass --fonts DIR or set TYPEFIT_FONTS)")
}
