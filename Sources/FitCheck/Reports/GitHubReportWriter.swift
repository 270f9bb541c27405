import TextStyles
import TextFormatting

/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per shown
/// finding, located at its catalog file and line, most urgent first, one notice with the notes
/// (the result's assumptions, a line each), then a notice with the totals (and what the filter
/// and the baseline left out), and one per font fontconfig found (the results it set depend on
/// the runner's fonts).
///
/// Messages escape `%`, CR and LF; properties also `:` and `,` (GitHub's workflow command rules),
/// so a translation cannot end the command early or inject another one.
public struct GitHubReportWriter: ReportWriter {
    /// A writer (it has no settings).
    public init() {}

    /// Writes the report of `triage`.
    public func write(_ triage: Triage, to output: ReportOutput) {
        for group in triage.groups {
            for entry in group.entries {
                for shown in entry.findings { output.write(command(shown)) }
            }
        }
        for shown in triage.catalogFindings { output.write(command(shown)) }
        // The assumptions and the spec's unused rules, as the other formats list them: one
        // notice, a line each (GitHub shows few annotations per step; findings come first).
        let notes = triage.result.notes
        if !notes.isEmpty {
            output.write("::notice title=TypeFit notes::\(workflowMessageEscaped(notes.joined(separator: "\n")))\n")
        }
        let summary = ReportSummary.oneLineTotals(triage)
        output.write("::notice title=TypeFit totals::\(workflowMessageEscaped(summary))\n")
        // Results that depend on the runner's fonts: a CI log should say so.
        for font in triage.result.fonts where font.source == .fontconfig {
            let message = ReportSummary.fontconfigMessage(font)
            output.write("::notice title=TypeFit font found through fontconfig::\(workflowMessageEscaped(message))\n")
        }
    }

    private func command(_ shown: TriagedFinding) -> String {
        let finding = shown.finding
        let command: String
        switch finding.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .info: command = "notice"
        }
        var title = "TypeFit \(finding.kind.rawValue)"
        if let key = finding.key { title += ": \(key)" + (finding.locale.map { " [\($0)]" } ?? "") }
        if let baseline = ReportSummary.baselineTag(shown.baseline, platform: shown.finding.platform) { title += " (\(baseline))" }
        var properties = "file=\(workflowPropertyEscaped(finding.location.file)),line=\(finding.location.line)"
        if let column = finding.location.column { properties += ",col=\(column)" }
        properties += ",title=\(workflowPropertyEscaped(title))"
        return "::\(command) \(properties)::\(workflowMessageEscaped(ReportSummary.headline(finding) + ReportSummary.slotFromSuffix(finding)))\n"
    }
}
