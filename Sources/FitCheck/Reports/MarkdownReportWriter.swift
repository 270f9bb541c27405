import TextStyles
import Foundation
import TextFormatting

/// Markdown for a pull-request comment: the totals, then one row per finding, most urgent first
/// (errors first, then by first failing category: ``TriageRank``), within a size limit.
///
/// GitHub refuses comments over 65,536 characters; the comment is always at most
/// `maximumCharacters` (counted in UTF-16 code units, which is at least the number of
/// characters) and says how many findings it left out and where the full report is. Catalog text
/// is escaped: HTML is neutralized and Markdown punctuation backslash-escaped, so a translation
/// shows as itself and cannot break the table.
public struct MarkdownReportWriter: ReportWriter {
    /// The most characters the comment may have.
    public var maximumCharacters: Int
    /// Where the full report is (a URL or a path), named when findings are left out.
    public var fullReportLocation: String?
    /// Characters of one table cell at most (a long translation is cut with an ellipsis). Not for
    /// the Where cell: a location cut short cannot be followed (and would depend on how long the
    /// checkout's path is); the comment's own limit still holds, row by row.
    static let cellLimit = 160

    /// A writer keeping the comment within `maximumCharacters`.
    public init(maximumCharacters: Int = 60_000, fullReportLocation: String? = nil) {
        self.maximumCharacters = maximumCharacters
        self.fullReportLocation = fullReportLocation
    }

    /// Writes the comment for `triage`.
    public func write(_ triage: Triage, to output: ReportOutput) {
        var budget = Budget(limit: maximumCharacters)
        let findings = triage.rankedFindings()
        let header = header(triage)
        // The closing line is reserved first, at its longest, so it always fits.
        let reserve = closing(left: findings.count, of: findings.count).utf16.count
        budget.spend(Self.prefix(of: header, utf16Count: max(0, maximumCharacters - reserve)), into: output)
        var shown = 0
        if !findings.isEmpty {
            let table = "| Key | Locale | From | Kind | Severity | The user sees / why | Where |\n|---|---|---|---|---|---|---|\n"
            if budget.canSpend(table.utf16.count + reserve) {
                budget.spend(table, into: output)
                for (entry, finding) in findings {
                    let row = row(entry, finding)
                    guard budget.canSpend(row.utf16.count + reserve) else { break }
                    budget.spend(row, into: output)
                    shown += 1
                }
            }
        }
        if shown < findings.count { budget.spend(closing(left: findings.count - shown, of: findings.count), into: output) }
    }

    /// The verdict, the totals tables, the filter and the baseline.
    private func header(_ triage: Triage) -> String {
        let t = triage.result.totals
        var out = "## TypeFit: \(markdownEscaped(ReportSummary.verdict(triage)))\n\n"
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
        out += "Categories: \(summarizeCategories(triage.result.categories, platform: triage.result.platform)) on \(triage.result.platform.displayName).\n\n"
        if let baseline = triage.baseline {
            out += "**Baseline** `\(markdownEscaped(baseline.path))`: \(baseline.new) new, \(baseline.worse) worse, \(baseline.unchanged) unchanged (suppressed), \(baseline.fixed.count) fixed.\n\n"
        }
        if t.borderlineMeasurements > 0 {
            let sentence = ReportSummary.borderlineSentence(t, rule: triage.result.borderline)
            out += markdownEscaped(sentence.prefix(1).uppercased() + sentence.dropFirst()) + ".\n\n"
        }
        if let shown = ReportSummary.shownSentence(triage) { out += markdownEscaped(shown.prefix(1).uppercased() + shown.dropFirst()) + ".\n\n" }
        for note in triage.result.notes { out += "> Note: \(markdownEscaped(note))\n" }
        if !triage.result.notes.isEmpty { out += "\n" }
        if !triage.result.fonts.isEmpty {
            out += "<details><summary>Fonts: \(markdownEscaped(ReportSummary.fontsSentence(triage.result)))</summary>\n\n"
            for font in triage.result.fonts {
                out += "- \(markdownEscaped(font.file)) (\(markdownEscaped(ReportSummary.fontSourcePhrase(font))))"
                out += ReportSummary.dependentsPhrase(font).map { ": " + markdownEscaped($0) } ?? ""
                out += "\n"
            }
            out += "\n</details>\n\n"
        }
        let count = triage.counts.shown
        if count > 0 { out += "### Findings (\(count)), most urgent first\n\n" }
        return out
    }

    private func row(_ entry: TriagedEntry?, _ shown: TriagedFinding) -> String {
        let finding = shown.finding
        let key = finding.key.map { cell($0) } ?? ""
        let locale = entry.map { cell(ReportSummary.localeLabel($0.entry)) } ?? ""
        var kind = finding.kind.rawValue
        if let tag = ReportSummary.baselineTag(shown.baseline, platform: shown.finding.platform) { kind += " (\(tag))" }
        if finding.isBorderline { kind += " (borderline)" }
        return "| \(key) | \(locale) | \(finding.firstCategory?.columnLabel(on: finding.platform) ?? "all") | \(kind) | \(finding.severity.rawValue) "
            + "| \(cell(ReportSummary.compactMessage(finding, translation: entry?.entry.text, limit: Self.cellLimit))) "
            + "| \(markdownEscaped(finding.location.description + ReportSummary.slotFromSuffix(finding))) |\n"
    }

    private func cell(_ text: String) -> String { markdownEscaped(ReportSummary.clipped(text, to: Self.cellLimit)) }

    /// `… and 120 more findings (of 320) are not shown: ...; the full report: LOCATION.`
    private func closing(left: Int, of all: Int) -> String {
        let location = fullReportLocation.map { "the full report: \(Self.link($0))" }
            ?? "the full report: run `typefit check` with `--format html -o report.html` (or `json`)"
        return "\n\u{2026} and \(left) more \(ReportSummary.plural(left, "finding", "findings")) (of \(all)) not shown: "
            + "a comment holds at most \(maximumCharacters) characters; \(location).\n"
    }
}

extension MarkdownReportWriter {
    /// The longest prefix of `text`, in whole characters, of at most `utf16Count` UTF-16 units.
    static func prefix(of text: String, utf16Count: Int) -> String {
        guard text.utf16.count > utf16Count else { return text }
        var out = ""
        var count = 0
        for character in text {
            count += character.utf16.count
            guard count <= utf16Count else { break }
            out.append(character)
        }
        return out
    }

    /// A URL as an autolink (`<https://...>`), anything else (a path) as code.
    static func link(_ location: String) -> String {
        let plain = !location.contains { $0.isWhitespace || "<>`".contains($0) }
        if plain && location.contains("://") { return "<\(location)>" }
        return "`" + location.replacingOccurrences(of: "`", with: "'") + "`"
    }
}

/// Characters spent of a comment's limit.
private struct Budget {
    let limit: Int
    private(set) var spent = 0

    init(limit: Int) { self.limit = limit }

    func canSpend(_ count: Int) -> Bool { spent + count <= limit }

    mutating func spend(_ text: String, into output: ReportOutput) {
        spent += text.utf16.count
        output.write(text)
    }
}
