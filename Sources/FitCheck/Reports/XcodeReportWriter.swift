import TextFormatting

/// Diagnostics in the form Xcode reads from a Run Script build phase's output: one
/// `path:line:column: error|warning|note: message` line per shown finding, most urgent first.
///
/// The form is clang's (and swiftc's) diagnostic line, which Xcode turns into an issue in its
/// issue navigator with a jump to the line; SwiftLint's `xcode` reporter prints the same. A
/// finding whose reader knows no column is put at column 1 (clang always prints one), and one
/// with no line (a file that could not be read) at line 1. Severities
/// map as in the other formats: error and warning as themselves, info as `note`. After the
/// findings: one `note:` line per note (the result's assumptions), one per font fontconfig found
/// (the results it set depend on the machine's fonts), and the totals last. Those lines carry no
/// location: Xcode lists an unlocated `warning:` or `note:` line under the build phase.
///
/// The path is written as the result holds it: `typefit check --format xcode` keeps the readers'
/// absolute paths (Xcode opens only paths it can resolve, and a Run Script phase's working
/// folder is not always the project's). Messages and paths are one line each: line breaks and
/// other control characters in a translation are written as `\n`-style escapes
/// (`terminalEscaped`), so a text cannot end a diagnostic early or start a forged one.
public struct XcodeReportWriter: ReportWriter {
    /// A writer (it has no settings).
    public init() {}

    /// Writes the report of `triage`.
    public func write(_ triage: Triage, to output: ReportOutput) {
        for group in triage.groups {
            for entry in group.entries {
                for shown in entry.findings { output.write(diagnostic(shown)) }
            }
        }
        for shown in triage.catalogFindings { output.write(diagnostic(shown)) }
        for note in triage.result.notes {
            output.write("note: TypeFit: \(terminalEscaped(note))\n")
        }
        for font in triage.result.fonts where font.source == .fontconfig {
            let message = ReportSummary.fontconfigMessage(font)
            output.write("note: TypeFit font found through fontconfig: \(terminalEscaped(message))\n")
        }
        let summary = ReportSummary.oneLineTotals(triage)
        output.write("note: TypeFit totals: \(terminalEscaped(summary))\n")
    }

    /// `path:line:column: severity: [kind] key [locale]: message (slot from ...)`.
    private func diagnostic(_ shown: TriagedFinding) -> String {
        let finding = shown.finding
        let severity: String
        switch finding.severity {
        case .error: severity = "error"
        case .warning: severity = "warning"
        case .info: severity = "note"
        }
        var subject = "[\(finding.kind.rawValue)]"
        if let key = finding.key { subject += " \(key)" + (finding.locale.map { " [\($0)]" } ?? "") }
        if let baseline = ReportSummary.baselineTag(shown.baseline) { subject += " (\(baseline))" }
        let location = "\(terminalEscaped(finding.location.file)):\(max(finding.location.line, 1)):\(finding.location.column ?? 1)"
        let message = subject + ": " + ReportSummary.headline(finding) + ReportSummary.slotFromSuffix(finding)
        return "\(location): \(severity): \(terminalEscaped(message))\n"
    }
}
