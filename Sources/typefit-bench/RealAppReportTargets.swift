import Foundation

/// Issue 10's part of the real-app workloads: R3 (`typefit check` with each report format, as a
/// process) read against R1, the writers timed in process on the same corpus (R3w, see
/// ``ReportWriting``), and the HTML report opened in headless Chromium (R3b, see
/// ``ReportBrowsing``); their targets.
extension RealAppResults {
    /// The R3 run of `format`.
    func r3(_ format: String) -> CheckProcess.Run? { r3.first { $0.format == format }?.run }

    /// CPU time (user + system) of a run, when GNU time measured it.
    static func cpu(_ run: CheckProcess.Run) -> Double? { run.userSeconds.map { $0 + (run.systemSeconds ?? 0) } }

    /// Issue 10's targets (item 7 and the figures of items 1, 2 and 4).
    func reportTargets() -> [Report.Target] {
        var t: [Report.Target] = []
        let mb = 1_048_576.0
        if let html = r3("html") {
            let size = Double(html.reportBytes) / mb
            t.append(.init(name: "HTML report size (R3 --format html)", target: "<= 15 MB", measured: String(format: "%.1f MB", size), met: size <= 15))
        }
        if let w = writing, let html = w.writer("html") {
            let beyond = (w.checkWithDrawings.median - w.check.median) + html.seconds.median
            t.append(.init(name: "HTML written beyond the check (R3w: drawing in the check + the writer)", target: "<= 2 s",
                           measured: String(format: "%.2f s", beyond), met: beyond <= 2))
        }
        if let b = browsing {
            if let paint = b.firstContentfulPaintMs {
                t.append(.init(name: "HTML first paint in headless Chromium (R3b)", target: "<= 3 s", measured: String(format: "%.0f ms", paint), met: paint <= 3000))
            }
            if let worst = b.filterChanges.map(\.ms).max() {
                t.append(.init(name: "HTML filter change, slowest of \(b.filterChanges.count) (R3b)", target: "<= 200 ms", measured: String(format: "%.0f ms", worst), met: worst <= 200))
            }
        }
        if let json = r3("json") {
            let size = Double(json.reportBytes) / mb
            t.append(.init(name: "JSON report size (R3 --format json)", target: "<= 25 MB", measured: String(format: "%.1f MB", size), met: size <= 25))
        }
        if let w = writing, let json = w.writer("json") {
            let share = json.seconds.median / w.check.median
            t.append(.init(name: "JSON writing added to the check (R3w: the writer / the check)", target: "<= 15%",
                           measured: String(format: "%.1f%%", share * 100), met: share <= 0.15))
        }
        if let json = r3("json")?.peakBytes, let text = r1.compactMap(\.peakBytes).max() {
            let ratio = Double(json) / Double(text)
            t.append(.init(name: "JSON peak memory / text run's (R3 json / R1)", target: "<= 1.3x", measured: String(format: "%.2fx", ratio), met: ratio <= 1.3))
        }
        if let characters = markdownCharacters {
            t.append(.init(name: "Markdown comment (R3 --format markdown), UTF-16 units", target: "<= 60,000", measured: grouped(characters), met: characters <= 60_000))
        }
        return t
    }

    /// The section of BENCHMARKS.md: R3 against R1, the writers in process, the browser.
    func reportWritingMarkdown() -> String {
        guard !r3.isEmpty || writing != nil else { return "" }
        var md = "\n### Report writing (issue 10): R3, R3w, R3b\n\n"
        md += "R3 runs `typefit check` once per format as a process (the text run is R1); R3w times each format's writer in process on the "
            + "check's result (the median of \(writing?.check.values.count ?? 0) runs after a warm-up; the check itself: "
            + (writing.map { "\(ms($0.check.median)) without drawings, \(ms($0.checkWithDrawings.median)) with them" } ?? "not run")
            + "); R3b opens the HTML report in headless Chromium.\n\n"
        md += "| format | R3 wall | R3 CPU | R3 - R1 CPU | peak | report | R3w writer | per shown finding |\n|---|---|---|---|---|---|---|---|\n"
        let r1CPU = r1CPUSeconds.values.isEmpty ? nil : r1CPUSeconds.median
        let findings = max(1, writing?.findingsShown ?? totals?.findings ?? 1)
        for format in ["text"] + RealAppRun.reportFormats {
            let run = format == "text" ? r1.first : r3(format)
            let cpu = run.flatMap(Self.cpu)
            let writer = writing?.writer(format)
            let extra = format == "text" ? "-" : zip2(cpu, r1CPU).map { ms($0.0 - $0.1) } ?? "-"
            md += "| \(format) | \(run.map { ms($0.seconds) } ?? "-") | \(cpu.map(ms) ?? "-") | \(extra) | "
                + "\(run?.peakBytes.map { "\($0 / 1_048_576) MB" } ?? "-") | \(run.map { String(format: "%.1f MB", Double($0.reportBytes) / 1_048_576) } ?? "-") | "
                + "\(writer.map { ms($0.seconds.median) } ?? "-") | \(writer.map { String(format: "%.1f µs", $0.seconds.median / Double(findings) * 1e6) } ?? "-") |\n"
        }
        if let b = browsing {
            md += "\nR3b: first contentful paint \(b.firstContentfulPaintMs.map { String(format: "%.0f ms", $0) } ?? "not reported"), "
                + "the page's script done at \(b.readyMs.map { String(format: "%.0f ms", $0) } ?? "-") (both from navigation start); filter changes to the next frame: "
                + b.filterChanges.map { "\($0.filter) \(String(format: "%.0f ms", $0.ms)) (\($0.entriesShown) entries)" }.joined(separator: ", ")
                + "; opening \(b.openedGroups) key groups, \(b.drawings) drawings made: \(b.openGroupsMs.map { String(format: "%.0f ms", $0) } ?? "-").\n"
        } else {
            md += "\nR3b not run: no Chromium on PATH (Debian: apt-get install chromium).\n"
        }
        md += "\n### Targets (issue 10)\n\n| target | goal | measured | met |\n|---|---|---|---|\n"
        for t in reportTargets() {
            md += "| \(t.name) | \(t.target) | \(t.measured) | \(t.met.map { $0 ? "yes" : "**no**" } ?? "not run") |\n"
        }
        return md
    }

    private func zip2(_ a: Double?, _ b: Double?) -> (Double, Double)? {
        guard let a, let b else { return nil }
        return (a, b)
    }
}
