import TextFormatting

/// Plain text for a terminal: findings grouped by key, then catalog issues, then totals.
///
/// Per locale it shows the smallest category at which the text stops fitting, the kind, what
/// the user sees and `path:line`. Catalog text is escaped (no control characters reach the
/// terminal); colour only when asked.
public struct TextReportWriter: ReportWriter {
    /// Whether severities and headings are painted with ANSI colours (on a terminal).
    public var usesColor: Bool

    /// A writer, with colours when `usesColor`.
    public init(usesColor: Bool = false) {
        self.usesColor = usesColor
    }

    /// The report of `result`.
    public func write(_ result: CheckResult) -> String {
        var out = ""
        for group in ReportSummary.entriesByKey(result) {
            out += paint(terminalEscaped(group.key), .bold) + "\n"
            for entry in group.entries {
                var label = entry.locale
                if !entry.variantDescription.isEmpty { label += " (\(entry.variantDescription))" }
                var first = entry.firstFailingCategory.map { "stops fitting at \($0.higName)" } ?? "lays out within its slot at every size"
                if let fit = ReportSummary.borderlineFit(entry, before: entry.firstFailingCategory) {
                    first += "; " + ReportSummary.borderlineFitPhrase(fit, rule: result.borderline)
                }
                out += "  \(terminalEscaped(label)): \(first)  \(entry.location), slot from \(terminalEscaped(entry.slotOrigin.description))\n"
                for finding in entry.findings {
                    out += "    \(severityTag(finding.severity)) \(finding.kind.rawValue): \(terminalEscaped(ReportSummary.headline(finding)))\n"
                }
            }
        }
        let borderlineFits = result.entries.filter { $0.findings.isEmpty && ReportSummary.borderlineFit($0, before: nil) != nil }
        if !borderlineFits.isEmpty {
            out += paint("Borderline fits", .bold) + "\n"
            for entry in borderlineFits {
                let fit = ReportSummary.borderlineFit(entry, before: nil)!
                var label = "\(entry.key) [\(entry.locale)]"
                if !entry.variantDescription.isEmpty { label += " (\(entry.variantDescription))" }
                out += "  \(terminalEscaped(label)): \(ReportSummary.borderlineFitPhrase(fit, rule: result.borderline))  \(entry.location)\n"
            }
        }
        if !result.catalogFindings.isEmpty {
            out += paint("Catalog issues", .bold) + "\n"
            for finding in result.catalogFindings {
                out += "  \(finding.location): \(severityTag(finding.severity)) \(terminalEscaped(finding.message))\n"
            }
        }
        let notes = result.notes
        if !notes.isEmpty {
            out += paint("Assumptions", .bold) + "\n"
            for note in notes { out += "  note: \(terminalEscaped(note))\n" }
        }
        let totals = result.totals
        out += paint("Totals", .bold) + "\n"
        out += "  files: \(totals.filesRead), categories: \(summarizeCategories(result.categories)), measurements: \(totals.measurements)\n"
        out += "  \(ReportSummary.totalsSentence(totals))\n"
        out += "  \(ReportSummary.keysSentence(totals))\n"
        out += "  findings: \(ReportSummary.kindsSentence(totals)) (\(ReportSummary.severitySentence(totals)))\n"
        out += "  catalog issues: \(totals.catalogIssues), inputs not read: \(totals.inputErrors)\n"
        if totals.borderlineMeasurements > 0 {
            out += "  \(ReportSummary.borderlineSentence(totals, rule: result.borderline))\n"
        }
        let verdict = ReportSummary.verdict(result)
        out += "  result: " + paint(verdict, result.exitStatus == .success ? .green : .red) + "\n"
        return out
    }

    private func severityTag(_ severity: Severity) -> String {
        switch severity {
        case .error: paint("error", .red)
        case .warning: paint("warning", .yellow)
        case .info: paint("info", .cyan)
        }
    }

    private func paint(_ text: String, _ style: ANSIStyle) -> String {
        ANSIStyle.paint(text, [style], enabled: usesColor)
    }
}
