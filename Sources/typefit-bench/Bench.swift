import FitCheck
import Foundation
import TextMeasure
import TextStyles
import TypeFitCLI

/// The benchmark's entry point: parses the arguments, runs the workloads, writes the report.
enum Bench {
    static func main(_ arguments: [String]) -> Int32 {
        do {
            let options = try BenchOptions.parse(arguments)
            switch options.mode {
            case .help: print(BenchOptions.usage)
            case .browseReport(let path): try ReportBrowsing.command(path, options: options)
            case .browseServe(let url): try ServeBrowsing.command(url, options: options)
            case .serveLatency: try ServeLatency.command(options)
            case .reportWriting(let path): try ReportWriting.command(path, options: options)
            case .rewriteReport(let path): try ReportRewrite.run(path, options: options)
            case .smoke: try Smoke.run(options)
            case .screens(let paths): try ScreenLayoutCost.run(paths, options: options)
            case .systemFontAgreement: try SystemFontAgreement.main(options)
            case .child(let entries, let threads, let repeats): try ScalingChild.run(options, entries: entries, threads: threads, repeats: repeats)
            case .writeRealAppCorpus(let directory): try RealAppCorpusCommand.run(options, directory: directory)
            case .writeAndroidCorpus(let directory):
                let corpus = RealAppCorpus(entries: options.entries ?? RealAppCorpus.defaultEntries, locales: options.localeCount ?? RealAppLocales.all.count)
                try RealAppAndroidWriter(corpus: corpus).write(to: URL(fileURLWithPath: directory))
                progress("wrote the Android corpus under \(directory)/res; check it with: typefit check \(directory) --spec \(directory)/typefit.json")
            case .full:
                if options.profileOnly {
                    try profile(options)
                } else {
                    try FullRun(options: options).run()
                }
            }
            return ExitStatus.success.rawValue
        } catch let error as UsageError {
            FileHandle.standardError.write(Data("typefit-bench: error: \(error.message)\nhint: \(error.hint ?? "see 'typefit-bench --help'")\n".utf8))
            return ExitStatus.usage.rawValue
        } catch {
            FileHandle.standardError.write(Data("typefit-bench: \(error)\n".utf8))
            return ExitStatus.failing.rawValue
        }
    }

    /// The library every workload measures with: bundled fonts and the CJK test subsets, no
    /// system fonts (so results depend only on the repository).
    static func library(_ options: BenchOptions) throws -> FontLibrary {
        try FontLibrary(fontsDirectory: try locateFonts(options.fontsDirectory), usesSystemFallback: false, usesTestFonts: true)
    }

    /// `--profile`: W1 once on one thread, for callgrind.
    static func profile(_ options: BenchOptions) throws {
        if options.profilesRealAppFloor {
            try RealAppProfile.floor(options)
            return
        }
        let library = try library(options)
        let check = try CoreCheck(entries: Corpus.generate(count: options.entries ?? 300))
        if options.profilesLayouts {
            let layouts = try LayoutThroughput(check: check, measurer: TextMeasurer(library: library))
            var lines = 0
            for _ in 0..<20 { lines &+= layouts.pass() }
            print("profiled W4: \(20 * layouts.layoutsPerPass) layouts, \(lines) lines")
            return
        }
        if options.profilesFloor {
            let floor = try ShapingFloor(
                entries: check.entries, fontsDirectory: try locateFonts(options.fontsDirectory), sizes: check.sizes,
                perFontInstance: options.profilesFloorPerInstance)
            let shaped = floor.run()
            print("profiled W2\(options.profilesFloorPerInstance ? "b" : ""): \(floor.jobs.count) strings, \(shaped.glyphs) glyphs, advance sum \(shaped.advance)")
            return
        }
        let outcomes: [CheckOutcome]
        if options.profilesFullChecker {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-bench-profile-\(getpid())")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            outcomes = try FullChecker(check: check, scratch: scratch).run(library: library, threads: options.profileThreads)
        } else {
            let metrics = options.profilesOneCut ? SystemFontMetrics.ios.withDisplayCut(fromPointSize: .infinity) : .ios
            outcomes = check.run(library: library, threads: options.profileThreads, systemMetrics: metrics)
        }
        print("profiled W1\(options.profilesFullChecker ? " (full checker)" : options.profilesOneCut ? "c (one cut)" : ""): \(check.entries.count) entries, \(outcomes.count) checks, digest \(CoreCheck.digest(outcomes))")
    }
}

/// `--smoke`: the benchmark code on a tiny corpus. Prints one JSON object; writes no files.
enum Smoke {
    static func run(_ options: BenchOptions) throws {
        let library = try Bench.library(options)
        let fonts = try locateFonts(options.fontsDirectory)
        let entries = Corpus.generate(count: options.entries ?? 30)
        let check = try CoreCheck(entries: entries)
        let one = check.run(library: library, threads: 1)
        let two = check.run(library: library, threads: 2)
        let floor = try ShapingFloor(entries: entries, fontsDirectory: fonts, sizes: check.sizes)
        let shaped = floor.run()
        let floorPerInstance = try ShapingFloor(entries: entries, fontsDirectory: fonts, sizes: check.sizes, perFontInstance: true)
        let shapedPerInstance = floorPerInstance.run()
        let analysisFloor = try AnalysisFloor(entries: entries, fontsDirectory: fonts, sizes: check.sizes)
        let analyzed = analysisFloor.run()
        // W1c: one font instance. Below the Display cut's size both set the same font, so the
        // outcomes there must be W1's.
        let systemMetrics = SystemFontMetrics.ios
        let oneCut = check.run(library: library, threads: 1, systemMetrics: systemMetrics.withDisplayCut(fromPointSize: .infinity))
        var belowCut = 0
        var belowCutSame = 0
        for (i, entry) in entries.enumerated() {
            for (c, setting) in check.sizes.table[entry.style]!.enumerated() where setting.size < systemMetrics.displayCutFromPointSize {
                belowCut += 1
                if one[i * check.checksPerEntry + c] == oneCut[i * check.checksPerEntry + c] { belowCutSame += 1 }
            }
        }
        let layout = try LayoutThroughput(check: check, measurer: TextMeasurer(library: library))
        let pangoInput = PangoPeer.input(for: check)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-bench-smoke-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let full = try FullChecker(check: check, scratch: scratch)
        let fullOne = try full.run(library: library, threads: 1)
        let fullTwo = try full.run(library: library, threads: 2)
        let realApp = try RealAppSmoke.summary(fonts: fonts, scratch: scratch)
        let summary: [String: Any] = [
            "mode": "smoke",
            "realApp": realApp,
            "entries": entries.count,
            "locales": Array(Set(entries.map(\.locale))).sorted(),
            "checksPerEntry": check.checksPerEntry,
            "w1": [
                "checks": one.count,
                "fits": one.filter(\.fits).count,
                "truncated": one.filter(\.isTruncated).count,
                "errors": one.filter(\.isError).count,
                "missingGlyphs": one.filter(\.hasMissingGlyphs).count,
                "digestThreads1": CoreCheck.digest(one),
                "digestThreads2": CoreCheck.digest(two),
                "identical": one == two,
            ],
            "w1Full": [
                "rules": full.ruleCount,
                "sameAsCore": FullChecker.agreement(core: one, full: fullOne),
                "identical": fullOne == fullTwo,
            ],
            "w1c": ["checks": oneCut.count, "errors": oneCut.filter(\.isError).count, "belowDisplayCut": belowCut, "belowDisplayCutSame": belowCutSame],
            "w2": ["strings": floor.jobs.count, "glyphs": shaped.glyphs],
            "w2b": ["strings": floorPerInstance.jobs.count, "glyphs": shapedPerInstance.glyphs],
            "w2c": ["strings": analysisFloor.texts.count, "glyphs": analyzed.glyphs, "breaks": analyzed.breaks],
            "w3": ["inputLines": pangoInput.split(separator: "\n").count],
            "w4": ["layoutsPerPass": layout.layoutsPerPass, "lineSum": layout.pass()],
        ]
        let data = try JSONSerialization.data(withJSONObject: summary, options: [.sortedKeys, .prettyPrinted])
        print(String(decoding: data, as: UTF8.self))
    }
}

/// W6's child process: W1 at one size and thread count, alone in its process so its peak
/// memory is its own. Prints one JSON line.
enum ScalingChild {
    struct Result: Codable {
        var entries: Int
        var threads: Int
        var seconds: [Double]
        /// Peak of the child's own address space (`VmHWM`, see `ownPeakMemoryBytes`).
        var peakBytes: Int
        /// `getrusage(RUSAGE_SELF).ru_maxrss`, which on Linux includes the parent's peak.
        var maxRSSBytes: Int
        var digest: String
    }

    static func run(_ options: BenchOptions, entries: Int, threads: Int, repeats: Int) throws {
        let library = try Bench.library(options)
        let check = try CoreCheck(entries: Corpus.generate(count: entries))
        // Load the fonts outside the timing, as the main run's warm-up does.
        _ = try CoreCheck(entries: Corpus.generate(count: 50)).run(library: library, threads: 1)
        var seconds: [Double] = []
        var digest = ""
        for _ in 0..<repeats {
            let (outcomes, s) = Clock.time { check.run(library: library, threads: threads) }
            seconds.append(s)
            digest = CoreCheck.digest(outcomes)
        }
        let result = Result(entries: entries, threads: threads, seconds: seconds, peakBytes: ownPeakMemoryBytes(), maxRSSBytes: peakMemoryBytes(), digest: digest)
        print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
    }
}
