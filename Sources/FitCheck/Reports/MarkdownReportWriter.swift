import TextFormatting

/// Markdown for a pull-request comment: a summary table, findings by kind, then the details.
///
/// Catalog text is escaped: HTML is neutralized and Markdown punctuation backslash-escaped, so a
/// translation shows as itself and cannot break the tables.
public struct MarkdownReportWriter: ReportWriter {
    /// Rows of the findings table at most (GitHub comments hold 65,536 characters); the rest
    /// are counted in a last line.
    public var maximumRows: Int

    /// A writer showing at most `maximumRows` finding rows.
    public init(maximumRows: Int = 200) {
        self.maximumRows = maximumRows
    }

    /// The report of `result`.
    public func write(_ result: CheckResult) -> String {
        let t = result.totals
        var out = "## TypeFit: \(markdownEscaped(ReportSummary.verdict(result)))\n\n"
        out += "| Entries read | Checked | Fitting | With findings | Skipped | Catalog issues | Inputs not read |\n"
        out += "|---:|---:|---:|---:|---:|---:|---:|\n"
        out += "| \(t.entriesRead) | \(t.checked) | \(t.fitting) | \(t.withFindings) | \(t.skipped) | \(t.catalogIssues) | \(t.inputErrors) |\n\n"
        let kinds = FindingKind.allCases.filter { t.findingsByKind[$0, default: 0] > 0 }
        if !kinds.isEmpty {
            out += "| Finding | Count |\n|---|---:|\n"
            for kind in kinds { out += "| \(kind.title) | \(t.findingsByKind[kind]!) |\n" }
            out += "\n"
        }
        let skipReasons = SkipReason.allCases.filter { t.skippedByReason[$0, default: 0] > 0 }
        if !skipReasons.isEmpty {
            out += "Skipped: " + skipReasons.map { "\(t.skippedByReason[$0]!) \(markdownEscaped($0.explanation))" }.joined(separator: "; ") + "\n\n"
        }
        out += "Categories: \(summarizeCategories(result.categories)) on \(result.platform.displayName).\n\n"
        for note in result.notes { out += "> Note: \(markdownEscaped(note))\n" }
        if !result.notes.isEmpty { out += "\n" }
        let groups = ReportSummary.entriesByKey(result)
        if !groups.isEmpty {
            out += "<details open><summary>Findings (\(result.entries.flatMap(\.findings).count))</summary>\n\n"
            out += "| Key | Locale | From | Kind | Severity | The user sees / why | Where |\n"
            out += "|---|---|---|---|---|---|---|\n"
            var rows = 0
            for group in groups {
                for entry in group.entries {
                    var locale = entry.locale
                    if !entry.variantDescription.isEmpty { locale += " (\(entry.variantDescription))" }
                    for finding in entry.findings {
                        rows += 1
                        guard rows <= maximumRows else { continue }
                        var what = markdownEscaped(finding.message)
                        if let visible = finding.visibleText, finding.kind != .missingGlyphs {
                            what = "\u{201C}\(markdownEscaped(visible))\u{201D}"
                            if finding.kind == .shrunk, let scale = finding.shrinkScale { what += " at scale \(NumberText.scale(scale))" }
                        }
                        out += "| \(markdownEscaped(entry.key)) | \(markdownEscaped(locale)) | \(finding.firstCategory?.higName ?? "all") "
                            + "| \(finding.kind.rawValue) | \(finding.severity.rawValue) | \(what) | \(markdownEscaped(finding.location.description)) |\n"
                    }
                }
            }
            if rows > maximumRows {
                out += "\n\u{2026} and \(rows - maximumRows) more findings (see the full report).\n"
            }
            out += "\n</details>\n\n"
        }
        if !result.catalogFindings.isEmpty {
            out += "<details><summary>Catalog issues (\(result.catalogFindings.count))</summary>\n\n"
            out += "| Where | Severity | Problem |\n|---|---|---|\n"
            for finding in result.catalogFindings.prefix(maximumRows) {
                out += "| \(markdownEscaped(finding.location.description)) | \(finding.severity.rawValue) | \(markdownEscaped(finding.message)) |\n"
            }
            if result.catalogFindings.count > maximumRows {
                out += "\n\u{2026} and \(result.catalogFindings.count - maximumRows) more catalog issues.\n"
            }
            out += "\n</details>\n"
        }
        return out
    }
}
