import Foundation

/// The real-app section of BENCHMARKS.md and of the short table (issue 14).
extension Report {
    func realAppMarkdown() -> String {
        guard let r = realApp else { return "" }
        let c = r.corpus
        let tables = c.entriesByTable.keys.sorted().map { "\($0) \(grouped(c.entriesByTable[$0]!))" }.joined(separator: ", ")
        var md = """

            ## Real-app corpus (issue 14): R1-R3, F, P1, P2

            `typefit-bench --write-real-app-corpus DIR [--entries N] [--locales N]` writes it (`Sources/typefit-bench/RealAppCorpus.swift`, seed `\(c.seed)`):
            \(grouped(c.entries)) entries of \(grouped(c.keys)) keys in \(c.locales) locales, \(c.files) UTF-16 `.strings` files with a byte order mark
            (\(String(format: "%.1f", Double(c.bytes) / 1_048_576)) MB) in four tables per locale (\(tables)). Lengths in characters: mean \(String(format: "%.1f", c.meanLength)),
            median \(c.medianLength), 98th percentile \(c.percentile98Length), \(String(format: "%.2f%%", c.over200Percent)) over 200, longest \(grouped(c.maximumLength)); \(grouped(c.multiLine)) entries with line breaks,
            \(grouped(c.withSpecifiers)) with format specifiers; \(grouped(c.missingTranslations)) missing translations, \(c.duplicateKeys) duplicate keys. Every key is in one slot
            (`DIR/typefit.json`): a two-line Body label 343 pt wide, word wrap, truncating the tail, at xSmall...AX5, the system
            font; CJK text in the fonts fontconfig gives (as `typefit check` runs by default).

            """
        if let t = r.totals {
            md += "The check: \(grouped(t.entriesRead)) entries read, \(grouped(t.checked)) checked, \(grouped(t.withFindings)) with findings (\(String(format: "%.1f%%", 100 * Double(t.withFindings) / Double(max(1, t.checked)))) of those checked), \(grouped(t.skipped)) skipped (missing translations); \(grouped(t.findings)) findings, \(grouped(t.catalogIssues)) of them catalog issues; \(grouped(t.measurements)) measurements.\n"
        }
        md += "\n| workload | median | min | max | peak memory | what |\n|---|---|---|---|---|---|\n"
        func peak(_ runs: [CheckProcess.Run]) -> String {
            runs.compactMap(\.peakBytes).max().map { "\($0 / 1_048_576) MB" } ?? "-"
        }
        if !r.r1.isEmpty {
            let s = r.r1Seconds
            md += "| R1 `\(r.commands["R1"] ?? "")` | \(ms(s.median)) | \(ms(s.min)) | \(ms(s.max)) | \(peak(r.r1)) | whole process, \(r.r1.count) runs; \(grouped(Int(Double(r.layouts) / 12 / s.median))) entries/s |\n"
        }
        if !r.r2.isEmpty {
            let s = r.r2Seconds
            md += "| R2 `\(r.commands["R2"] ?? "")` | \(ms(s.median)) | \(ms(s.min)) | \(ms(s.max)) | \(peak(r.r2)) | whole process, \(r.r2.count) runs |\n"
        }
        if !r.r1Pairs.isEmpty {
            let s = Samples(values: r.r1Pairs.flatMap { $0.map(\.seconds) })
            md += "| R1 twice at once: two R1 processes started together | \(ms(s.median)) | \(ms(s.min)) | \(ms(s.max)) | - | each run's wall time, \(s.values.count) runs; they share no memory, so this is the machine's own cost of two busy cores |\n"
        }
        if !r.a1.isEmpty {
            let s = Samples(values: r.a1.map(\.seconds))
            let what = r.androidTotals.map { "\(grouped($0.checked)) entries checked at 7 font scales, \(grouped($0.measurements)) measurements" } ?? "totals not read"
            md += "| A1 `\(r.commands["A1"] ?? "")` (issue 38: the same texts as an Android app's `res/values*/strings.xml`) | \(ms(s.median)) | \(ms(s.min)) | \(ms(s.max)) | \(peak(r.a1)) | whole process, \(r.a1.count) runs; \(what) |\n"
        }
        if !r.r1Seven.isEmpty {
            let s = Samples(values: r.r1Seven.map(\.seconds))
            md += "| R1-7 `\(r.commands["R1-7"] ?? "")` (A1's iOS twin: as many columns) | \(ms(s.median)) | \(ms(s.min)) | \(ms(s.max)) | \(peak(r.r1Seven)) | whole process, \(r.r1Seven.count) runs |\n"
        }
        for f in r.r3 {
            md += "| R3 `--format \(f.format)` | \(ms(f.run.seconds)) | - | - | \(peak([f.run])) | 1 run, report \(String(format: "%.1f", Double(f.run.reportBytes) / 1_048_576)) MB |\n"
        }
        if let f = r.floor {
            md += "| F floor: read the catalogs, fill specifiers, ICU's analysis once, HarfBuzz once per font instance | \(ms(f.seconds.median)) | \(ms(f.seconds.min)) | \(ms(f.seconds.max)) | - | in process; \(grouped(f.strings)) strings, \(grouped(f.shapings)) shapings, \(grouped(f.glyphs)) glyphs |\n"
        }
        if let p = r.p1 {
            md += "| P1 Pango, layout only (no line limit, ellipsis or attributes) | \(ms(p.seconds.median)) | - | - | - | 1 run, timed inside pango-check; \(grouped(p.layouts)) layouts\(beside(p)) |\n"
        }
        if let p = r.p2 {
            md += "| P2 Pango, W3's check (2 lines, ellipsis, tracking, language) | \(ms(p.seconds.median)) | - | - | - | 1 run, timed inside pango-check; \(grouped(p.layouts)) layouts\(beside(p)) |\n"
        }
        md += ratios(r)
        if !r.notes.isEmpty {
            md += "\n" + r.notes.map { "- \($0)\n" }.joined()
        }
        md += "\n### Targets (issue 14, item 2)\n\n| target | goal | measured | met |\n|---|---|---|---|\n"
        for t in r.targets() {
            md += "| \(t.name) | \(t.target) | \(t.measured) | \(t.met.map { $0 ? "yes" : "**no**" } ?? "not run") |\n"
        }
        return md + r.reportWritingMarkdown()
    }

    /// `; R1 run right before it: 4850.0 ms` for a Pango peer with an R1 run beside it.
    private func beside(_ p: RealAppResults.Pango) -> String {
        p.r1Beside.map { "; R1 run right before it: \(ms($0.seconds)) (the ratio to R1 uses it)" } ?? ""
    }

    /// Per-layout times and the ratios between the workloads (and to W1 through the full checker).
    private func ratios(_ r: RealAppResults) -> String {
        guard !r.r1.isEmpty, r.layouts > 0 else { return "" }
        let r1 = r.r1Seconds.median
        let perLayout = r1 / Double(r.layouts)
        var parts = ["R1 \(String(format: "%.2f µs", perLayout * 1e6)) per layout (\(grouped(r.layouts)) layouts: the checked entries at 12 categories)"]
        if let p = r.p1 { parts.append("P1 \(String(format: "%.2f µs", p.seconds.median / Double(max(1, p.layouts)) * 1e6))") }
        if let p = r.p2 { parts.append("P2 \(String(format: "%.2f µs", p.seconds.median / Double(max(1, p.layouts)) * 1e6))") }
        var md = "\n" + parts.joined(separator: ", ") + ".\n"
        if let f = r.floor { md += "R1 / F \(String(format: "%.2fx", r1 / f.seconds.median)); " }
        if !r.r2.isEmpty { md += "R1 / R2 \(String(format: "%.2fx", r1 / r.r2Seconds.median)); " }
        md += roundRatios(r)
        if let json = r.r3.first(where: { $0.format == "json" }) { md += "R3 json / R1 \(String(format: "%.2fx", json.run.seconds / r1)); " }
        if let full = w1Full, let w1 {
            let w1PerEntry = full.threads1.median / Double(w1.entries)
            let rPerEntry = r1 / (Double(r.layouts) / 12)
            md += "time per entry: R1 \(String(format: "%.1f µs", rPerEntry * 1e6)), W1 through the full checker \(String(format: "%.1f µs", w1PerEntry * 1e6)) (\(String(format: "%.2fx", rPerEntry / w1PerEntry)); W1's corpus is kinder)."
        }
        md += "\n" + cpuRatios(r)
        if let t = r.totals {
            var sanity: [String] = []
            if let p = r.p1 { sanity.append("P1 counts \(grouped(p.entriesFailing)) entries needing more than 2 lines at some category") }
            if let p = r.p2 { sanity.append("P2 \(grouped(p.entriesFailing)) ellipsized at some category") }
            if !sanity.isEmpty { md += "\nAgainst TypeFit's \(grouped(t.withFindings)) entries with findings: " + sanity.joined(separator: ", ") + ".\n" }
        }
        return md
    }

    /// The ratios taken within each round (see `RealAppResults.perRound`), and the ceiling two
    /// cores set for R2 here.
    private func roundRatios(_ r: RealAppResults) -> String {
        func list(_ s: Samples) -> String { s.values.map { String(format: "%.2fx", $0) }.joined(separator: ", ") }
        var parts: [String] = []
        if !r.r1OverFloorPerRound.values.isEmpty {
            parts.append("R1 / F \(list(r.r1OverFloorPerRound)) (median \(String(format: "%.2fx", r.r1OverFloorPerRound.median)))")
        }
        if !r.r1OverR2PerRound.values.isEmpty {
            parts.append("R1 / R2 \(list(r.r1OverR2PerRound)) (median \(String(format: "%.2fx", r.r1OverR2PerRound.median)))")
        }
        var md = parts.isEmpty ? "" : "round by round, " + parts.joined(separator: "; ") + "; "
        if !r.parallelCeiling.values.isEmpty {
            md += "two R1 runs at once took on average \(r.pairSlowdownPercent.values.map { String(format: "%.0f%%", $0) }.joined(separator: ", ")) longer than R1 alone in their round, "
                + "so R1 / R2 could reach at most \(list(r.parallelCeiling)) here (median \(String(format: "%.2fx", r.parallelCeiling.median))) with nothing serial; "
        }
        return md
    }

    /// The same ratios in CPU time: on a shared machine, waiting for a core inflates wall time
    /// (and differently for runs minutes apart), CPU time much less.
    private func cpuRatios(_ r: RealAppResults) -> String {
        let r1 = r.r1CPUSeconds
        guard !r1.values.isEmpty, r.layouts > 0 else { return "" }
        var parts = ["R1 \(ms(r1.median))"]
        if let f = r.floor, !f.cpuSeconds.values.isEmpty {
            parts.append("F \(ms(f.cpuSeconds.median)) (R1 / F \(String(format: "%.2fx", r1.median / f.cpuSeconds.median)))")
        }
        for (name, p) in [("P1", r.p1), ("P2", r.p2)] {
            guard let p, !p.cpuSeconds.values.isEmpty else { continue }
            let ratio = (p.cpuSeconds.median / Double(max(1, p.layouts))) / (r1.median / Double(r.layouts))
            parts.append("\(name) \(ms(p.cpuSeconds.median)) (R1 \(String(format: "%.1fx", ratio)) faster per layout)")
        }
        return "\nIn CPU time (user + system; R1 from GNU time, F from its thread's clock, P1 and P2 from pango-check's process clock): " + parts.joined(separator: ", ") + ".\n"
    }

    /// Rows of the short table printed at the end of a run.
    func realAppTableRows() -> [(String, String, String)] {
        guard let r = realApp else { return [] }
        var rows: [(String, String, String)] = []
        if !r.r1.isEmpty { rows.append(("R1 typefit check, 1 job", ms(r.r1Seconds.median), "peak \(r.r1.compactMap(\.peakBytes).max().map { "\($0 / 1_048_576) MB" } ?? "n/a")")) }
        if !r.r2.isEmpty { rows.append(("R2 typefit check, 2 jobs", ms(r.r2Seconds.median), "")) }
        if !r.a1.isEmpty { rows.append(("A1 typefit check --platform android, 1 job", ms(Samples(values: r.a1.map(\.seconds)).median), "same texts as strings.xml")) }
        for f in r.r3 { rows.append(("R3 --format \(f.format)", ms(f.run.seconds), "peak \(f.run.peakBytes.map { "\($0 / 1_048_576) MB" } ?? "n/a")")) }
        for format in ["json", "html"] {
            if let w = r.writing?.writer(format) { rows.append(("R3w \(format) writer, in process", ms(w.seconds.median), "\(w.bytes / 1_048_576) MB")) }
        }
        if let b = r.browsing, let paint = b.firstContentfulPaintMs {
            rows.append(("R3b HTML first paint (Chromium)", String(format: "%.0f ms", paint), String(format: "filter change <= %.0f ms", b.filterChanges.map(\.ms).max() ?? 0)))
        }
        if let f = r.floor { rows.append(("F real-app floor", ms(f.seconds.median), "")) }
        if let p = r.p1 { rows.append(("P1 Pango layout only", ms(p.seconds.median), "")) }
        if let p = r.p2 { rows.append(("P2 Pango W3 check", ms(p.seconds.median), "")) }
        return rows
    }
}
