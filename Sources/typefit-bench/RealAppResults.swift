import Foundation

/// Every figure of the real-app workloads (issue 14), as BENCHMARKS.json holds them under
/// `realApp` and BENCHMARKS.md shows them.
struct RealAppResults: Codable {
    /// The check's totals, from R3's JSON report.
    struct Totals: Codable {
        var entriesRead: Int
        var checked: Int
        var fitting: Int
        var withFindings: Int
        var skipped: Int
        var findings: Int
        var catalogIssues: Int
        var measurements: Int
    }

    struct FormatRun: Codable {
        var format: String
        var run: CheckProcess.Run
    }

    struct Floor: Codable {
        var seconds: Samples
        /// CPU time of the calling thread (F runs on one thread).
        var cpuSeconds: Samples
        var strings: Int
        var shapings: Int
        var glyphs: Int
        var breaks: Int
        /// The font files of each locale's instances.
        var fontFiles: [String: [String]]
    }

    struct Pango: Codable {
        var seconds: Samples
        var cpuSeconds: Samples
        var layouts: Int
        /// Entries whose text takes more lines than the slot's at some size (P1), or that Pango
        /// ellipsizes at some size (P2): its count of failing entries, beside TypeFit's.
        var entriesFailing: Int
        /// R1 run right before this peer, so the two are compared under the same conditions:
        /// this machine's speed drifts by a third over minutes, and P1 took 23.7 s in one full
        /// run and 33.5 s in the next with the same input, minutes after R1's runs.
        var r1Beside: CheckProcess.Run?

        /// R1's time per layout to compare this peer with: the run beside it, else R1's median.
        func r1Seconds(otherwise median: Double) -> Double { r1Beside?.seconds ?? median }
    }

    var corpus: RealAppCorpusStatistics
    var totals: Totals?
    var r1: [CheckProcess.Run] = []
    var r2: [CheckProcess.Run] = []
    /// Each round's two one-job runs started together (`CheckProcess.runTwoAtOnce`).
    var r1Pairs: [[CheckProcess.Run]] = []
    var r3: [FormatRun] = []
    /// A1 (issue 38): the same texts checked as an Android app's resources, one per round.
    var a1: [CheckProcess.Run] = []
    /// R1 at seven categories (xSmall...xxxLarge), run beside each A1: the same number of columns.
    var r1Seven: [CheckProcess.Run] = []
    var androidTotals: Totals?
    var floor: Floor?
    var p1: Pango?
    var p2: Pango?
    /// Issue 10: the writers timed in process (R3w), the HTML report in a browser (R3b), and the
    /// Markdown report's length in UTF-16 code units.
    var writing: ReportWriting.Results?
    var browsing: ReportBrowsing?
    var markdownCharacters: Int?
    /// The command of each workload, `CORPUS` standing for the corpus folder.
    var commands: [String: String] = [:]
    var notes: [String] = []

    init(corpus: RealAppCorpusStatistics) {
        self.corpus = corpus
    }

    /// Reads a saved report; the workloads added after it was written (A1 and R1 at seven
    /// categories, issue 38) are empty when absent, so an older BENCHMARKS.json still renders.
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        corpus = try c.decode(RealAppCorpusStatistics.self, forKey: .corpus)
        totals = try c.decodeIfPresent(Totals.self, forKey: .totals)
        r1 = try c.decodeIfPresent([CheckProcess.Run].self, forKey: .r1) ?? []
        r2 = try c.decodeIfPresent([CheckProcess.Run].self, forKey: .r2) ?? []
        r1Pairs = try c.decodeIfPresent([[CheckProcess.Run]].self, forKey: .r1Pairs) ?? []
        r3 = try c.decodeIfPresent([FormatRun].self, forKey: .r3) ?? []
        a1 = try c.decodeIfPresent([CheckProcess.Run].self, forKey: .a1) ?? []
        r1Seven = try c.decodeIfPresent([CheckProcess.Run].self, forKey: .r1Seven) ?? []
        androidTotals = try c.decodeIfPresent(Totals.self, forKey: .androidTotals)
        floor = try c.decodeIfPresent(Floor.self, forKey: .floor)
        p1 = try c.decodeIfPresent(Pango.self, forKey: .p1)
        p2 = try c.decodeIfPresent(Pango.self, forKey: .p2)
        writing = try c.decodeIfPresent(ReportWriting.Results.self, forKey: .writing)
        browsing = try c.decodeIfPresent(ReportBrowsing.self, forKey: .browsing)
        markdownCharacters = try c.decodeIfPresent(Int.self, forKey: .markdownCharacters)
        commands = try c.decodeIfPresent([String: String].self, forKey: .commands) ?? [:]
        notes = try c.decodeIfPresent([String].self, forKey: .notes) ?? []
    }

    var r1Seconds: Samples { Samples(values: r1.map(\.seconds)) }
    /// R1's CPU time (user + system) per run, when GNU time measured it.
    var r1CPUSeconds: Samples { Samples(values: r1.compactMap { run in run.userSeconds.map { $0 + (run.systemSeconds ?? 0) } }) }
    var r2Seconds: Samples { Samples(values: r2.map(\.seconds)) }
    /// Per round, R1 / F, R1 / R2 and the parallel ceiling: ratios within a round, so drift in
    /// the machine's speed between rounds cancels (the medians of the ratios, beside the ratios
    /// of the medians the targets use).
    func perRound(_ ratio: (Int) -> Double?) -> Samples {
        Samples(values: r1.indices.compactMap(ratio))
    }
    var r1OverFloorPerRound: Samples {
        perRound { i in floor.flatMap { i < $0.seconds.values.count ? r1[i].seconds / $0.seconds.values[i] : nil } }
    }
    var r1OverR2PerRound: Samples { perRound { i in i < r2.count ? r1[i].seconds / r2[i].seconds : nil } }

    /// What two cores give here: two one-job runs at once share no memory, so each one's slowdown
    /// against R1 alone is the machine's (caches, memory bandwidth, the host). Splitting R1's work
    /// perfectly over two threads under the same slowdown would take half a pair run's time, so
    /// R1 / R2 cannot exceed 2 R1 / (pair run), per round.
    var parallelCeiling: Samples { perRound { i in pairMean(i).map { 2 * r1[i].seconds / $0 } } }
    /// How much longer, on average, a pair's two runs took than R1 alone in their round, in percent.
    var pairSlowdownPercent: Samples { perRound { i in pairMean(i).map { 100 * ($0 / r1[i].seconds - 1) } } }
    /// The mean wall time of round `i`'s two runs at once, when that round has them.
    private func pairMean(_ i: Int) -> Double? {
        guard i < r1Pairs.count, !r1Pairs[i].isEmpty else { return nil }
        return r1Pairs[i].map(\.seconds).reduce(0, +) / Double(r1Pairs[i].count)
    }

    /// Layouts each workload does: every checked entry at the twelve categories.
    var layouts: Int { (totals?.checked ?? floor?.strings ?? 0) * 12 }

    /// The highest peak of any `typefit check` run, with its format.
    var peak: (bytes: Int, what: String)? {
        var runs: [(Int, String)] = r1.compactMap { $0.peakBytes.map { ($0, "text, 1 job") } }
        runs += r2.compactMap { $0.peakBytes.map { ($0, "text, 2 jobs") } }
        runs += r3.compactMap { r in r.run.peakBytes.map { ($0, r.format) } }
        return runs.max { $0.0 < $1.0 }.map { (bytes: $0.0, what: $0.1) }
    }

    // MARK: Targets (issue 14, item 2)

    /// Median user CPU seconds per measurement of A1 and of R1 at seven categories (the same
    /// entries and as many columns, so as many measurements), and A1 / R1-7. User time: the
    /// system time of these 1-2 s runs moved by up to 0.3 s from run to run here.
    var androidPerMeasurementRatio: (android: Double, ios: Double, ratio: Double)? {
        let cpu = { (runs: [CheckProcess.Run]) in Samples(values: runs.compactMap(\.userSeconds)) }
        let a = cpu(a1), i = cpu(r1Seven)
        guard !a.values.isEmpty, !i.values.isEmpty, let am = androidTotals?.measurements, am > 0, let checked = androidTotals?.checked else { return nil }
        let android = a.median / Double(am), ios = i.median / Double(checked * 7)
        return (android, ios, android / ios)
    }

    func targets() -> [Report.Target] {
        var t: [Report.Target] = []
        let r1 = r1Seconds.median
        if !self.r1.isEmpty, let floor {
            let ratio = r1 / floor.seconds.median
            t.append(.init(name: "R1 / F (floor), 1 thread", target: "<= 1.5x", measured: String(format: "%.2fx", ratio), met: ratio <= 1.5))
        }
        if !self.r1.isEmpty, let p1 {
            let ratio = (p1.seconds.median / Double(max(1, p1.layouts))) / (p1.r1Seconds(otherwise: r1) / Double(max(1, layouts)))
            t.append(.init(name: "R1 vs P1 (Pango, layout only), per layout, 1 thread, R1 run beside P1", target: ">= 6x faster", measured: String(format: "%.1fx", ratio), met: ratio >= 6))
        }
        if !self.r1.isEmpty, let p2 {
            let ratio = (p2.seconds.median / Double(max(1, p2.layouts))) / (p2.r1Seconds(otherwise: r1) / Double(max(1, layouts)))
            t.append(.init(name: "R1 vs P2 (Pango, W3's check), per layout, 1 thread, R1 run beside P2", target: ">= 25x faster", measured: String(format: "%.1fx", ratio), met: ratio >= 25))
        }
        if !self.r1.isEmpty && !r2.isEmpty {
            let ratio = r1 / r2Seconds.median
            let ceiling = parallelCeiling.values.isEmpty ? "" : String(format: " (this machine's ceiling: %.2fx)", parallelCeiling.median)
            t.append(.init(name: "R2 (--jobs 2) vs R1", target: ">= 1.7x faster", measured: String(format: "%.2fx", ratio) + ceiling, met: ratio >= 1.7))
        }
        if let ratio = androidPerMeasurementRatio {
            t.append(.init(name: "A1 (check --platform android) user CPU per measurement / R1 at 7 categories (issue 38)", target: "<= 1.15x",
                           measured: String(format: "%.2fx (%.1f us vs %.1f us)", ratio.ratio, ratio.android * 1e6, ratio.ios * 1e6), met: ratio.ratio <= 1.15))
        }
        if let peak {
            let mb = Double(peak.bytes) / 1_048_576
            t.append(.init(name: "peak memory of `typefit check`, any report format", target: "<= 300 MB", measured: "\(String(format: "%.0f", mb)) MB (\(peak.what))", met: mb <= 300))
        } else if !self.r1.isEmpty {
            t.append(.init(name: "peak memory of `typefit check`, any report format", target: "<= 300 MB", measured: "not measured (no /usr/bin/time)", met: nil))
        }
        return t
    }
}
