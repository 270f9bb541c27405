import Foundation
import TextMeasure
import TextStyles

/// The real-app workloads of a full run (issue 14): the corpus written, then R1, R2 and F
/// interleaved, R3 once per report format, P1 and P2.
///
/// Repetitions are scaled to keep the whole benchmark near ten minutes on two cores: R1, R2 and
/// F three times each, every R3 format and each Pango peer once (P2 and the HTML report alone
/// take minutes).
struct RealAppRun {
    let options: BenchOptions
    let fonts: URL
    let repository: URL
    let scratch: URL

    static let reportFormats = ["json", "junit", "sarif", "github", "markdown", "html"]

    /// 50,000 entries in 60 locales; with `--quick`, 2,000 in the first 20 (100 keys, so the
    /// lengths still spread; the quick run stays under a minute).
    var entryCount: Int { options.realAppEntries ?? (options.quick ? 2_000 : RealAppCorpus.defaultEntries) }
    var localeCount: Int { options.localeCount ?? (options.quick ? 20 : RealAppLocales.all.count) }

    func run() throws -> RealAppResults {
        let corpus = RealAppCorpus(entries: entryCount, locales: localeCount)
        let directory = scratch.appendingPathComponent("real-app")
        let statistics = try RealAppCorpusWriter(corpus: corpus).write(to: directory)
        var results = RealAppResults(corpus: statistics)
        progress("real-app corpus: \(statistics.entries) entries, \(statistics.locales) locales, \(statistics.files) files")

        // F, with the fonts the CLI uses (bundled fonts, then fontconfig); set up untimed.
        let library = try FontLibrary(fontsDirectory: fonts, usesSystemFallback: true)
        let sizes = try StyleSizes(styles: [RealAppCorpusWriter.slotStyle]).table[RealAppCorpusWriter.slotStyle]!
        let floor = try RealAppFloor(corpus: corpus, resources: directory.appendingPathComponent("Resources"), measurer: TextMeasurer(library: library), sizes: sizes)
        var output = floor.run()  // warm-up: ICU's break iterators and dictionaries opened
        var floorSeconds: [Double] = [], floorCPU: [Double] = []
        func timeFloor() {
            let cpu = threadCPUSeconds()
            let (o, s) = Clock.time { floor.run() }
            floorCPU.append(threadCPUSeconds() - cpu)
            floorSeconds.append(s)
            output = o
        }

        let typefit = executableDirectory().appendingPathComponent("typefit")
        if FileManager.default.isExecutableFile(atPath: typefit.path) {
            let android = scratch.appendingPathComponent("real-app-android")
            try RealAppAndroidWriter(corpus: corpus).write(to: android)
            try runProcesses(CheckProcess(typefit: typefit, corpus: directory), android: CheckProcess(typefit: typefit, corpus: android),
                             into: &results, between: timeFloor)
            // R3w (issue 10): each format's writer in process, on the same corpus.
            progress("R3w: the check and every report writer in process")
            results.writing = try ReportWriting(corpus: directory, fonts: fonts, scratch: scratch.appendingPathComponent("report-writing"),
                                                repeats: min(options.repeatCount, 3)).run()
        } else {
            results.notes.append("R1-R3 not run: no release `typefit` next to typefit-bench (make bench builds it: swift build -c release --static-swift-stdlib --product typefit)")
            for _ in 0..<options.repeatCount { timeFloor() }
        }
        results.floor = .init(
            seconds: Samples(values: floorSeconds), cpuSeconds: Samples(values: floorCPU), strings: output.strings, shapings: output.shapings, glyphs: output.glyphs,
            breaks: output.breaks, fontFiles: floor.filesByLocale)
        progress("F: \(ms(Samples(values: floorSeconds).median)) for \(output.strings) strings, \(output.shapings) shapings")
        if let totals = results.totals, totals.checked != output.strings {
            results.notes.append("F measured \(output.strings) strings where the check measured \(totals.checked) entries")
        }

        if options.runsPango {
            do {
                let r1Beside: () -> CheckProcess.Run? = {
                    guard FileManager.default.isExecutableFile(atPath: typefit.path) else { return nil }
                    return try? CheckProcess(typefit: typefit, corpus: directory)
                        .run(jobs: 1, format: "text", output: scratch.appendingPathComponent("real-app-reports/report.txt"))
                }
                try runPango(floor: floor, sizes: sizes, r1Beside: r1Beside, into: &results)
            } catch {
                results.notes.append("P1 and P2 not run: \(error)")
            }
        } else {
            results.notes.append("P1 and P2 not run (--no-pango)")
        }
        return results
    }

    /// R1, R2, two R1 runs at once and F (`between`) interleaved, five rounds after a warm-up
    /// (three with `--quick`), so drift on a shared machine hits them alike; then R3. Five, not
    /// three: on this 2-core machine R1 moved by up to half from one round to the next (phase 13
    /// of `Benchmarks/NOTES.md`), and the targets are read from medians.
    private func runProcesses(_ process: CheckProcess, android: CheckProcess, into results: inout RealAppResults, between: () -> Void) throws {
        let reports = scratch.appendingPathComponent("real-app-reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        let text = reports.appendingPathComponent("report.txt")
        results.commands["R1"] = process.command(jobs: 1, format: "text")
        results.commands["R2"] = process.command(jobs: 2, format: "text")
        results.commands["R3"] = process.command(jobs: 1, format: "FORMAT")
        results.commands["A1"] = android.command(jobs: 1, format: "text").replacingOccurrences(of: "CORPUS", with: "ANDROID_CORPUS")
        // R1 at seven categories: as many columns as A1's seven font scales, so that the two
        // share their per-entry costs (reading, analysis, shaping) over as many measurements.
        var sevenColumns = process
        sevenColumns.extraArguments += ["--categories", "xSmall...xxxLarge"]
        results.commands["R1-7"] = sevenColumns.command(jobs: 1, format: "text")
        _ = try process.run(jobs: 1, format: "text", output: text)
        // A1's totals (its measurements) from one JSON run, untimed, which also warms it up.
        let androidJSON = reports.appendingPathComponent("android.json")
        _ = try android.run(jobs: 1, format: "json", output: androidJSON)
        results.androidTotals = Self.totals(ofJSONReport: androidJSON)
        try? FileManager.default.removeItem(at: androidJSON)
        let repeats = min(options.repeatCount, 5)
        for r in 0..<repeats {
            let one = try process.run(jobs: 1, format: "text", output: text)
            let two = try process.run(jobs: 2, format: "text", output: text)
            let pair = try process.runTwoAtOnce(in: reports)
            let androidRun = try android.run(jobs: 1, format: "text", output: text)
            results.a1.append(androidRun)
            results.r1Seven.append(try sevenColumns.run(jobs: 1, format: "text", output: text))
            between()
            results.r1.append(one)
            results.r2.append(two)
            results.r1Pairs.append(pair)
            progress("R1/R2 run \(r + 1)/\(repeats): \(ms(one.seconds)) (1 job), \(ms(two.seconds)) (2 jobs), \(ms(pair[0].seconds)) and \(ms(pair[1].seconds)) (two 1-job runs at once); peak \(mb(one.peakBytes)), \(mb(two.peakBytes)); A1 (Android) \(ms(androidRun.seconds))")
        }
        for format in Self.reportFormats {
            let output = reports.appendingPathComponent("report.\(format)")
            let run = try process.run(jobs: 1, format: format, output: output)
            results.r3.append(.init(format: format, run: run))
            progress("R3 \(format): \(ms(run.seconds)), peak \(mb(run.peakBytes)), report \(run.reportBytes / 1_048_576) MB")
            if format == "json" { results.totals = Self.totals(ofJSONReport: output) }
            readReport(format, at: output, into: &results)
            try? FileManager.default.removeItem(at: output)
        }
    }

    /// What issue 10 reads of an R3 report before it is removed: the Markdown comment's length,
    /// and the HTML report opened in headless Chromium (R3b) when there is one.
    private func readReport(_ format: String, at output: URL, into results: inout RealAppResults) {
        if format == "markdown", let text = try? String(contentsOf: output, encoding: .utf8) {
            results.markdownCharacters = text.utf16.count
        }
        guard format == "html" else { return }
        guard let browser = HeadlessBrowser.find() else {
            results.notes.append("R3b not run: no Chromium on PATH")
            return
        }
        do {
            let browsing = try ReportBrowsing.measure(output, browser: browser, keepsDOM: false)
            results.browsing = browsing
            progress("R3b: first paint \(browsing.firstContentfulPaintMs.map { String(format: "%.0f ms", $0) } ?? "n/a"), slowest filter change \(String(format: "%.0f ms", browsing.filterChanges.map(\.ms).max() ?? 0))")
        } catch {
            results.notes.append("R3b failed: \(error)")
        }
    }

    /// The `totals` object of a JSON report, read without parsing the (large) rest: the last
    /// `"totals"` key outside a string value, and its braces.
    static func totals(ofJSONReport url: URL) -> RealAppResults.Totals? {
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return nil }
        let bytes = [UInt8]("\"totals\"".utf8)
        guard let at = data.range(of: Data(bytes), options: .backwards), at.lowerBound > 0, data[at.lowerBound - 1] != UInt8(ascii: "\\"),
              let open = data[at.upperBound...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
        var depth = 0
        var end = open
        for i in open..<data.endIndex {
            if data[i] == UInt8(ascii: "{") { depth += 1 }
            if data[i] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 {
                    end = i
                    break
                }
            }
        }
        return try? JSONDecoder().decode(RealAppResults.Totals.self, from: data[open...end])
    }

    /// P1 and P2, each right after an R1 run (`r1Beside`) that their ratios to R1 use.
    private func runPango(floor: RealAppFloor, sizes: [(size: Double, weight: FontWeight)], r1Beside: () -> CheckProcess.Run?,
                          into results: inout RealAppResults) throws {
        let peer = PangoPeer(repository: repository, buildDirectory: executableDirectory())
        try peer.build()
        let pango = RealAppPango(peer: peer, scratch: scratch)
        let configuration = try pango.configuration(fonts: fonts, floor: floor)
        let texts = RealAppFloor.checkedTexts(resources: floor.resources)
        let input = RealAppPango.input(texts: texts, sizes: sizes, trackedLocales: floor.systemFontLocales)
        let layouts = texts.count * sizes.count
        results.commands["P1"] = "Benchmarks/pango-check real-app-fonts.conf INPUT 1 layout"
        results.commands["P2"] = "Benchmarks/pango-check real-app-fonts.conf INPUT 1"
        let r1BesideP1 = r1Beside()
        progress("P1: pango-check (layout only) over \(texts.count) entries, after R1 \(r1BesideP1.map { ms($0.seconds) } ?? "n/a")")
        let p1 = try peer.run(input: input, checks: layouts, repeats: 1, scratch: scratch, configuration: configuration, layoutOnly: true, name: "real-app-pango.tsv")
        results.p1 = .init(seconds: p1.seconds, cpuSeconds: p1.cpuSeconds, layouts: layouts, entriesFailing: Self.failingEntries(p1.results, per: sizes.count) { $0.lines > RealAppCorpusWriter.slotLines },
                          r1Beside: r1BesideP1)
        progress("P1: \(ms(p1.seconds.median))")
        let r1BesideP2 = r1Beside()
        progress("P2: pango-check (ellipsis, tracking) over \(texts.count) entries, after R1 \(r1BesideP2.map { ms($0.seconds) } ?? "n/a")")
        let p2 = try peer.run(input: input, checks: layouts, repeats: 1, scratch: scratch, configuration: configuration, name: "real-app-pango.tsv")
        results.p2 = .init(seconds: p2.seconds, cpuSeconds: p2.cpuSeconds, layouts: layouts, entriesFailing: Self.failingEntries(p2.results, per: sizes.count) { $0.ellipsized },
                          r1Beside: r1BesideP2)
        progress("P2: \(ms(p2.seconds.median))")
    }

    /// Entries with at least one check for which `fails` holds.
    static func failingEntries(_ results: [(lines: Int, ellipsized: Bool)], per: Int, _ fails: ((lines: Int, ellipsized: Bool)) -> Bool) -> Int {
        stride(from: 0, to: results.count, by: per).filter { start in results[start..<min(results.count, start + per)].contains(where: fails) }.count
    }

    /// CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`).
    func threadCPUSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    func mb(_ bytes: Int?) -> String { bytes.map { "\($0 / 1_048_576) MB" } ?? "n/a" }
}
