import TextFormatting

/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per finding,
/// located at its catalog file and line, then a notice with the totals.
///
/// Messages escape `%`, CR and LF; properties also `:` and `,` (GitHub's workflow command rules),
/// so a translation cannot end the command early or inject another one.
public struct GitHubReportWriter: ReportWriter {
    /// A writer (it has no settings).
    public init() {}

    /// The report of `result`.
    public func write(_ result: CheckResult) -> String {
        var out = ""
        for finding in result.findings {
            let command: String
            switch finding.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            var title = "TypeFit \(finding.kind.rawValue)"
            if let key = finding.key { title += ": \(key)" + (finding.locale.map { " [\($0)]" } ?? "") }
            var properties = "file=\(workflowPropertyEscaped(finding.location.file)),line=\(finding.location.line)"
            if let column = finding.location.column { properties += ",col=\(column)" }
            properties += ",title=\(workflowPropertyEscaped(title))"
            out += "::\(command) \(properties)::\(workflowMessageEscaped(ReportSummary.headline(finding)))\n"
        }
        let summary = ReportSummary.totalsSentence(result.totals) + "; findings: " + ReportSummary.kindsSentence(result.totals)
            + "; " + ReportSummary.verdict(result)
        out += "::notice title=TypeFit totals::\(workflowMessageEscaped(summary))\n"
        return out
    }
}
