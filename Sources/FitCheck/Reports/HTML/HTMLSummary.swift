import TextStyles
import TextFormatting

/// The top of the HTML report, written as plain HTML so it shows before any script runs: the
/// verdict, the totals, what was left out, a locale x category heat map of the entries that stop
/// fitting, the keys that fail in the most locales, and the findings by kind.
///
/// Every count carries a `data-total` (or `data-count`) attribute naming what it counts, so a
/// test reading the page back can compare it with the report's totals.
struct HTMLSummary {
    let triage: Triage

    /// Keys listed in "fails in the most locales".
    static let topKeyCount = 20

    func write(to output: ReportOutput) {
        let result = triage.result
        let t = result.totals
        output.write("<header>\n<h1>TypeFit report</h1>\n")
        output.write("<p class=\"verdict status-\(triage.exitStatus.rawValue)\" id=\"verdict\">\(esc(ReportSummary.verdict(triage)))</p>\n")
        output.write("<p class=\"scope\">\(t.filesRead) catalog \(ReportSummary.plural(t.filesRead, "file", "files")), categories \(esc(summarizeCategories(result.categories, platform: result.platform))) on \(esc(result.platform.displayName))"
                     + (result.specPath.map { ", spec <code>\(esc($0))</code>" } ?? "") + ".</p>\n</header>\n")
        output.write("<section id=\"summary\">\n<h2>Summary</h2>\n<table class=\"totals\">\n<tr>")
        let cells: [(String, String, Int)] = [
            ("entriesRead", "Entries read", t.entriesRead), ("checked", "Checked", t.checked), ("fitting", "Fitting", t.fitting),
            ("withFindings", "With findings", t.withFindings), ("skipped", "Skipped", t.skipped), ("findings", "Findings", t.findings),
            ("errors", "Errors", t.findingsBySeverity[.error, default: 0]), ("warnings", "Warnings", t.findingsBySeverity[.warning, default: 0]),
            ("info", "Info", t.findingsBySeverity[.info, default: 0]), ("catalogIssues", "Catalog issues", t.catalogIssues),
            ("inputErrors", "Inputs not read", t.inputErrors),
        ]
        output.write(cells.map { "<th>\($0.1)</th>" }.joined() + "</tr>\n<tr>")
        output.write(cells.map { "<td data-total=\"\($0.0)\">\($0.2)</td>" }.joined() + "</tr>\n</table>\n")
        output.write("<p>\(esc(ReportSummary.totalsSentence(t))).</p>\n")
        if t.borderlineMeasurements > 0 {
            let sentence = ReportSummary.borderlineSentence(t, rule: result.borderline)
            output.write("<p class=\"borderline\" data-count=\"borderline\">\(esc(sentence.prefix(1).uppercased() + sentence.dropFirst())).</p>\n")
        }
        if let shown = ReportSummary.shownSentence(triage) { output.write("<p class=\"shown\">\(esc(shown.prefix(1).uppercased() + shown.dropFirst())).</p>\n") }
        if let baseline = triage.baseline {
            output.write("<p class=\"baseline\">Baseline <code>\(esc(baseline.path))</code>: ")
            let counts = [("new", baseline.new), ("worse", baseline.worse), ("unchanged", baseline.unchanged), ("fixed", baseline.fixed.count)]
            output.write(counts.map { "<span data-count=\"baseline-\($0.0)\">\($0.1)</span> \($0.0)" }.joined(separator: ", "))
            output.write(" (unchanged findings are suppressed; new and worse ones decide the exit status).</p>\n")
        }
        writeHeatMap(to: output)
        writeTopKeys(to: output)
        writeKinds(to: output)
        output.write("</section>\n")
    }

    /// Rows: locales with shown entries, most such entries first; columns: the category at which
    /// an entry stops fitting (and "any size" for entries whose findings do not depend on size).
    private func writeHeatMap(to output: ReportOutput) {
        let categories = triage.result.categories
        var byLocale: [String: [Int]] = [:]
        for group in triage.groups {
            for item in group.entries {
                var row = byLocale[item.entry.locale] ?? Array(repeating: 0, count: categories.count + 1)
                let column = item.entry.firstFailingCategory.flatMap { categories.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                row[column] += 1
                byLocale[item.entry.locale] = row
            }
        }
        guard !byLocale.isEmpty else { return }
        let locales = byLocale.keys.sorted { (-byLocale[$0]!.reduce(0, +), $0) < (-byLocale[$1]!.reduce(0, +), $1) }
        let largest = byLocale.values.flatMap { $0 }.max() ?? 1
        output.write("<h3>Where text stops fitting</h3>\n<p class=\"hint\">Entries with shown findings, by locale and the category at which each stops fitting. Click a cell to list them.</p>\n")
        output.write("<div class=\"scroll\"><table class=\"heatmap\" id=\"heatmap\">\n<tr><th>Locale</th><th title=\"findings that do not depend on the size\">any size</th>")
        output.write(categories.map { "<th>\(esc($0.columnLabel(on: triage.result.platform)))</th>" }.joined() + "<th>All</th></tr>\n")
        for locale in locales {
            let row = byLocale[locale]!
            output.write("<tr><th>\(esc(locale))</th>")
            for (column, count) in row.enumerated() {
                let alpha = count == 0 ? 0 : 0.12 + 0.88 * Double(count) / Double(max(1, largest))
                let style = count == 0 ? "" : " style=\"background:rgba(207,34,46,\(NumberText.short(alpha, decimals: 2)))\(alpha > 0.55 ? ";color:#fff" : "")\""
                output.write("<td data-locale=\"\(esc(locale))\" data-first=\"\(column - 1)\"\(style)>\(count == 0 ? "" : "\(count)")</td>")
            }
            output.write("<td data-locale=\"\(esc(locale))\" data-first=\"all\">\(row.reduce(0, +))</td></tr>\n")
        }
        output.write("</table></div>\n")
    }

    /// The keys with shown findings in the most locales.
    private func writeTopKeys(to output: ReportOutput) {
        let counted = triage.groups.map { group in (group: group, locales: Set(group.entries.map(\.entry.locale)).count) }
        guard !counted.isEmpty else { return }
        let top = counted.enumerated().sorted { ($0.element.locales, -$0.offset) > ($1.element.locales, -$1.offset) }.prefix(Self.topKeyCount)
        output.write("<h3>Keys failing in the most locales</h3>\n<table class=\"topkeys\" id=\"topkeys\">\n<tr><th>Key</th><th>Locales</th><th>Worst</th><th>From</th></tr>\n")
        for (_, item) in top {
            let first = item.group.entries.compactMap(\.entry.firstFailingCategory).min()
            output.write("<tr><td><a href=\"#findings\" data-key=\"\(esc(item.group.key))\"><code>\(esc(item.group.key))</code></a></td><td>\(item.locales)</td>")
            output.write("<td class=\"sev-\(item.group.rank.severity.rawValue)\">\(item.group.rank.severity.rawValue)</td><td>\(esc(first?.columnLabel(on: triage.result.platform) ?? "any size"))</td></tr>\n")
        }
        output.write("</table>\n")
    }

    /// Shown findings by kind and severity.
    private func writeKinds(to output: ReportOutput) {
        var counts: [FindingKind: [Severity: Int]] = [:]
        for group in triage.groups {
            for item in group.entries {
                for shown in item.findings { counts[shown.finding.kind, default: [:]][shown.finding.severity, default: 0] += 1 }
            }
        }
        for shown in triage.catalogFindings { counts[shown.finding.kind, default: [:]][shown.finding.severity, default: 0] += 1 }
        guard !counts.isEmpty else {
            output.write("<p class=\"none\">No findings to show.</p>\n")
            return
        }
        output.write("<h3>Shown findings by kind</h3>\n<table class=\"kinds\">\n<tr><th>Kind</th><th>Errors</th><th>Warnings</th><th>Info</th></tr>\n")
        for kind in FindingKind.allCases {
            guard let row = counts[kind] else { continue }
            output.write("<tr><td><a href=\"#findings\" data-kind=\"\(kind.rawValue)\" title=\"\(esc(kind.explanation))\">\(esc(kind.title))</a></td>")
            output.write(Severity.allCases.map { "<td data-count=\"\(kind.rawValue)-\($0.rawValue)\">\(row[$0, default: 0])</td>" }.joined() + "</tr>\n")
        }
        output.write("</table>\n")
    }

    private func esc(_ text: some StringProtocol) -> String { xmlEscaped(String(text), attribute: true) }
}
