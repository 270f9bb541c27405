import Foundation
import TextMeasure
import TextStyles

/// Every workload in one run, so the ratios hold on a noisy machine; then the report.
struct FullRun {
    let options: BenchOptions

    /// What every workload of a run shares.
    private struct Setup {
        let fonts: URL
        let repository: URL
        let library: FontLibrary
        let repeats: Int
        let entries: [CorpusEntry]
        let check: CoreCheck
    }

    func run() throws {
        let fonts = try locateFonts(options.fontsDirectory)
        let repository = fonts.deletingLastPathComponent()
        let output = options.outputDirectory.map { URL(fileURLWithPath: $0) } ?? repository
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let library = try Bench.library(options)
        let repeats = options.repeatCount
        var report = Report(machine: .current(repository: repository), quick: options.quick, repeats: repeats)

        // The corpus.
        let entries = Corpus.generate(count: options.entryCount)
        let check = try CoreCheck(entries: entries)
        report.corpus = .init(entries: entries, seed: Corpus.defaultSeed, checksPerEntry: check.checksPerEntry)
        progress("corpus: \(entries.count) entries, \(entries.count * check.checksPerEntry) checks")
        let setup = Setup(fonts: fonts, repository: repository, library: library, repeats: repeats, entries: entries, check: check)

        // Warm-up: fonts loaded once and shared by every run (as a long-lived checker has them).
        _ = check.run(library: library, threads: 1)

        let coreOutcomes = try runCoreAndFloors(setup, into: &report)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-bench-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        runFullChecker(setup, coreOutcomes: coreOutcomes, scratch: scratch, into: &report)
        runPango(setup, coreOutcomes: coreOutcomes, scratch: scratch, into: &report)
        try runLayoutAndColdStart(setup, into: &report)
        try runScaling(setup, into: &report)
        runServe(setup, into: &report)

        // R1-R3, F, P1, P2 on the real-app corpus (issue 14).
        if options.runsRealApp {
            do {
                report.realApp = try RealAppRun(options: options, fonts: fonts, repository: repository, scratch: scratch).run()
            } catch {
                report.notes.append("Real-app workloads not run: \(error)")
            }
        }

        report.loadAtEnd = loadAverages()
        try write(report, to: output)
    }

    /// W1 (one and two threads), W2, W2b, W1c and W2c, interleaved so drift on a shared machine
    /// hits them alike; returns W1's outcomes (one thread) for the workloads that compare with it.
    private func runCoreAndFloors(_ setup: Setup, into report: inout Report) throws -> [CheckOutcome] {
        let (library, check, entries, fonts, repeats) = (setup.library, setup.check, setup.entries, setup.fonts, setup.repeats)
        let floor = try ShapingFloor(entries: entries, fontsDirectory: fonts, sizes: check.sizes)
        let floorPerInstance = try ShapingFloor(entries: entries, fontsDirectory: fonts, sizes: check.sizes, perFontInstance: true)
        _ = floor.run()
        _ = floorPerInstance.run()
        // W1c: the same check with one font instance (the Text cut at every size), to show what
        // DESIGN.md decision 4 costs; not the product's behaviour.
        let oneCut = SystemFontMetrics.ios.withDisplayCut(fromPointSize: .infinity)
        _ = check.run(library: library, threads: 1, systemMetrics: oneCut)
        let analysisFloor = try AnalysisFloor(entries: entries, fontsDirectory: fonts, sizes: check.sizes)
        _ = analysisFloor.run()
        var w1one: [Double] = [], w1two: [Double] = [], w2: [Double] = [], w2b: [Double] = [], w1c: [Double] = [], w2c: [Double] = []
        var outcomes1: [CheckOutcome] = [], outcomes2: [CheckOutcome] = []
        for r in 0..<repeats {
            let (o1, s1) = Clock.time { check.run(library: library, threads: 1) }
            let (o2, s2) = Clock.time { check.run(library: library, threads: 2) }
            let (_, s3) = Clock.time { floor.run() }
            let (_, s4) = Clock.time { floorPerInstance.run() }
            let (_, s5) = Clock.time { check.run(library: library, threads: 1, systemMetrics: oneCut) }
            let (_, s6) = Clock.time { analysisFloor.run() }
            w1one.append(s1)
            w1two.append(s2)
            w2.append(s3)
            w2b.append(s4)
            w1c.append(s5)
            w2c.append(s6)
            outcomes1 = o1
            outcomes2 = o2
            progress("W1/W2 run \(r + 1)/\(repeats): W1 \(ms(s1)) (1 thread), \(ms(s2)) (2 threads); W2 \(ms(s3)); W2b \(ms(s4)); W1c \(ms(s5)); W2c \(ms(s6))")
        }
        report.w1OneCut = Samples(values: w1c)
        report.w2c = .init(strings: analysisFloor.texts.count, seconds: Samples(values: w2c), glyphs: analysisFloor.run().glyphs)
        report.w1 = .init(
            entries: entries.count, checks: outcomes1.count, threads1: Samples(values: w1one), threads2: Samples(values: w1two),
            digestThreads1: CoreCheck.digest(outcomes1), digestThreads2: CoreCheck.digest(outcomes2),
            identical: outcomes1 == outcomes2, peakBytes: peakMemoryBytes(),
            fits: outcomes1.filter(\.fits).count, truncated: outcomes1.filter(\.isTruncated).count,
            errors: outcomes1.filter(\.isError).count, missingGlyphs: outcomes1.filter(\.hasMissingGlyphs).count)
        report.w2 = .init(strings: floor.jobs.count, seconds: Samples(values: w2), glyphs: floor.run().glyphs)
        report.w2b = .init(strings: floorPerInstance.jobs.count, seconds: Samples(values: w2b), glyphs: floorPerInstance.run().glyphs)
        return outcomes1
    }

    /// W1 through the full checker (FitCheck.runCheck over .strings catalogs and a spec).
    private func runFullChecker(_ setup: Setup, coreOutcomes: [CheckOutcome], scratch: URL, into report: inout Report) {
        let (library, repeats) = (setup.library, setup.repeats)
        do {
            let full = try FullChecker(check: setup.check, scratch: scratch)
            _ = try full.run(library: library, threads: 1)
            var f1: [Double] = [], f2: [Double] = []
            var fullOutcomes1: [CheckOutcome] = [], fullOutcomes2: [CheckOutcome] = []
            for r in 0..<repeats {
                let (o1, s1) = try Clock.time { try full.run(library: library, threads: 1) }
                let (o2, s2) = try Clock.time { try full.run(library: library, threads: 2) }
                f1.append(s1)
                f2.append(s2)
                fullOutcomes1 = o1
                fullOutcomes2 = o2
                progress("W1 full checker run \(r + 1)/\(repeats): \(ms(s1)) (1 thread), \(ms(s2)) (2 threads)")
            }
            report.w1Full = .init(
                rules: full.ruleCount, threads1: Samples(values: f1), threads2: Samples(values: f2),
                sameAsCore: FullChecker.agreement(core: coreOutcomes, full: fullOutcomes1),
                identical: CoreCheck.digest(fullOutcomes1) == CoreCheck.digest(fullOutcomes2))
        } catch {
            report.notes.append("W1 through the full checker not run: \(error)")
        }
    }

    /// W3: Pango, on the same checks.
    private func runPango(_ setup: Setup, coreOutcomes: [CheckOutcome], scratch: URL, into report: inout Report) {
        guard options.runsPango else {
            report.notes.append("W3 not run (--no-pango)")
            return
        }
        do {
            let peer = PangoPeer(repository: setup.repository, buildDirectory: executableDirectory())
            try peer.build()
            // Pango takes about 100 times W1's time: three runs keep the full run under 10 minutes.
            let pangoRepeats = min(setup.repeats, 3)
            progress("W3: pango-check over \(setup.entries.count) entries, \(pangoRepeats) runs")
            let out = try peer.run(setup.check, repeats: pangoRepeats, scratch: scratch)
            report.w3 = .init(seconds: out.seconds, agreement: Agreement(check: setup.check, typefit: coreOutcomes, pango: out.results))
        } catch {
            report.notes.append("W3 not run: \(error)")
        }
    }

    /// W4 (layout alone) and W5 (cold start of `typefit measure`).
    private func runLayoutAndColdStart(_ setup: Setup, into report: inout Report) throws {
        let layout = try LayoutThroughput(check: setup.check, measurer: TextMeasurer(library: setup.library))
        _ = layout.measure(minimumSeconds: 0.05)
        var rates: [Double] = []
        for _ in 0..<setup.repeats { rates.append(layout.measure(minimumSeconds: options.quick ? 0.2 : 0.5).rate) }
        report.w4 = .init(layoutsPerPass: layout.layoutsPerPass, preparedTexts: layout.groups.count, layoutsPerSecond: Samples(values: rates))
        progress("W4: \(Int(Samples(values: rates).median)) layouts/s")

        let typefit = executableDirectory().appendingPathComponent("typefit")
        if FileManager.default.isExecutableFile(atPath: typefit.path) {
            report.w5 = .init(
                command: "typefit " + ColdStart.arguments.joined(separator: " "),
                seconds: try ColdStart.run(typefit: typefit, fonts: setup.fonts, repeats: max(setup.repeats, 10)))
        } else {
            report.notes.append("W5 not run: no release `typefit` next to typefit-bench (make bench builds it: swift build -c release --static-swift-stdlib --product typefit)")
        }
    }

    /// S1: `typefit serve` (issue 37): /measure's round trip and, with Chromium, keystroke to drawings.
    private func runServe(_ setup: Setup, into report: inout Report) {
        let typefit = executableDirectory().appendingPathComponent("typefit")
        guard FileManager.default.isExecutableFile(atPath: typefit.path) else {
            report.notes.append("S1 not run: no release `typefit` next to typefit-bench")
            return
        }
        do {
            let serve = try ServeLatency.run(typefit: typefit, fonts: setup.fonts, requests: options.quick ? 20 : 100, keystrokes: options.quick ? 5 : 10)
            report.serve = serve
            if let note = serve.browserNote { report.notes.append(note) }
            progress("S1: /measure \(String(format: "%.1f ms", serve.roundTrip.median * 1000))" + (serve.keystrokeMs.map { String(format: ", keystroke to drawings %.1f ms", $0.median) } ?? ""))
        } catch {
            report.notes.append("S1 (typefit serve) failed: \(error)")
        }
    }

    /// W6: scaling, each size and thread count in its own process.
    private func runScaling(_ setup: Setup, into report: inout Report) throws {
        let sizes = options.quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
        for size in sizes {
            for threads in [1, 2] {
                let runs = size >= 100_000 ? 1 : size >= 10_000 ? min(setup.repeats, 3) : setup.repeats
                let result = try runChild(entries: size, threads: threads, repeats: runs)
                report.w6.append(result)
                progress("W6: \(size) entries, \(threads) thread(s): \(ms(Samples(values: result.seconds).median)), peak \(result.peakBytes / 1_048_576) MB")
            }
        }
    }

    /// BENCHMARKS.md and BENCHMARKS.json in `output`, and the summary table on stdout.
    private func write(_ report: Report, to output: URL) throws {
        let markdown = report.markdown()
        print(report.table())
        try markdown.write(to: output.appendingPathComponent("BENCHMARKS.md"), atomically: true, encoding: .utf8)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(report).write(to: output.appendingPathComponent("BENCHMARKS.json"))
        progress("wrote \(output.appendingPathComponent("BENCHMARKS.md").path) and BENCHMARKS.json")
    }

    func runChild(entries: Int, threads: Int, repeats: Int) throws -> ScalingChild.Result {
        var arguments = ["--child-check", "--entries", String(entries), "--threads", String(threads), "--repeats", String(repeats)]
        if let fonts = options.fontsDirectory { arguments += ["--fonts", fonts] }
        let result = try runProcess(executableDirectory().appendingPathComponent("typefit-bench").path, arguments)
        guard result.status == 0, let line = result.output.split(separator: "\n").last else {
            throw BenchError("W6 child (\(entries) entries, \(threads) threads) failed: \(result.error)")
        }
        return try JSONDecoder().decode(ScalingChild.Result.self, from: Data(line.utf8))
    }
}

func progress(_ message: String) {
    FileHandle.standardError.write(Data("typefit-bench: \(message)\n".utf8))
}

func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
