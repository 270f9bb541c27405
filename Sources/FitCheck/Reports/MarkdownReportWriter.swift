import TextStyles
import Foundation
import TextFormatting

/// Markdown for a pull-request comment: the totals, then the findings, most urgent first, within
/// a size limit that holds for any number of findings.
///
/// GitHub refuses comments over 65,536 characters (its REST API answers 422 "Body is too long
/// (maximum is 65536 characters)", as reported in danger/danger#424 and
/// telia-oss/github-pr-resource#259); the comment is always at most
/// `maximumCharacters` (counted in UTF-16 code units, which is at least the number of
/// characters). A report that fits is one table with a row per finding (errors first, then by
/// first failing category: ``TriageRank``). One that does not fit is condensed
/// (`MarkdownKeySummary`): every error-severity defect a row (specifier mismatches, missing
/// placeholders, empty translations, missing glyphs, unreadable catalogs: wrong at every size),
/// and when even those do not fit, as many as fit and a line counting the rest; then the other
/// errors (text cut or clipped at some size) grouped by key, worst key first, a row each; then
/// the warnings and info grouped the same way; then one line saying how many findings and keys it
/// left out and where the full report is. Catalog text is escaped: HTML is neutralized and
/// Markdown punctuation backslash-escaped, so a translation shows as itself and cannot break the
/// table.
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

    static let findingsTableHead = "| Key | Locale | From | Kind | Severity | The user sees / why | Where |\n|---|---|---|---|---|---|---|\n"

    /// Writes the comment for `triage`.
    public func write(_ triage: Triage, to output: ReportOutput) {
        let findings = triage.rankedFindings()
        let summary = summary(triage)
        if let whole = wholeReport(summary, findings, triage: triage) {
            output.write(whole)
        } else {
            condensed(summary, findings, triage: triage, to: output)
        }
    }

    /// The report with every finding a row, or nil when it is longer than the limit (found out
    /// by building rows only until the limit is passed).
    private func wholeReport(_ summary: String, _ findings: some RandomAccessCollection<(entry: TriagedEntry?, finding: TriagedFinding)>,
                             triage: Triage) -> String? {
        var text = summary
        if !findings.isEmpty {
            text += "### Findings (\(triage.counts.shown)), most urgent first\n\n" + Self.findingsTableHead
        }
        var count = text.utf16.count
        guard count <= maximumCharacters else { return nil }
        for (entry, finding) in findings {
            let row = row(entry, finding)
            count += row.utf16.count
            guard count <= maximumCharacters else { return nil }
            text += row
        }
        return text
    }

    /// The defects one by one, then the other errors grouped by key, then the warnings and info
    /// grouped by key, then what was left out: lines are written while they fit with the closing
    /// lines' room (reserved at their longest) kept. A part is started only when the one before
    /// it was shown whole, so no warning comes before an error.
    private func condensed(_ summary: String, _ findings: some RandomAccessCollection<(entry: TriagedEntry?, finding: TriagedFinding)>,
                           triage: Triage, to output: ReportOutput) {
        let keys = MarkdownKeySummary(findings, triage: triage, writer: self)
        var budget = Budget(limit: maximumCharacters)
        let reserve = closing(keys.leftOut(.init())).utf16.count + moreErrors(keys.defects.count).utf16.count
        budget.spend(Self.prefix(of: summary, utf16Count: max(0, maximumCharacters - reserve)), into: output)

        var listed = MarkdownKeySummary.Listed()
        var separator = ""
        if !keys.defects.isEmpty {
            listed.defects = table(keys.defectsHeading, head: Self.findingsTableHead, rows: keys.defects.lazy.map { self.row($0.entry, $0.finding) },
                                   reserve: reserve, budget: &budget, output: output)
            if listed.defects < keys.defects.count { budget.spend(moreErrors(keys.defects.count - listed.defects), into: output) }
            separator = "\n"
        }
        if listed.defects == keys.defects.count && !keys.errorGroups.isEmpty {
            listed.errorGroups = table(separator + keys.errorsHeading, head: MarkdownKeySummary.tableHead, rows: keys.errorGroups.lazy.map(keys.row),
                                       reserve: reserve, budget: &budget, output: output)
            separator = "\n"
        }
        if listed.defects == keys.defects.count && listed.errorGroups == keys.errorGroups.count && !keys.groups.isEmpty {
            listed.groups = table(separator + keys.heading, head: MarkdownKeySummary.tableHead, rows: keys.groups.lazy.map(keys.row),
                                  reserve: reserve, budget: &budget, output: output)
        }
        budget.spend(closing(keys.leftOut(listed)), into: output)
    }

    /// Writes `heading`, the table head and then `rows` while they fit with `reserve` characters
    /// kept; the number of rows written (none, and no heading, when not even the first fits).
    private func table(_ heading: String, head: String, rows: some Sequence<String>, reserve: Int,
                       budget: inout Budget, output: ReportOutput) -> Int {
        let start = heading + "\n\n" + head
        var written = 0
        for row in rows {
            let needed = row.utf16.count + reserve + (written == 0 ? start.utf16.count : 0)
            guard budget.canSpend(needed) else { break }
            if written == 0 { budget.spend(start, into: output) }
            budget.spend(row, into: output)
            written += 1
        }
        return written
    }

    /// The verdict, the totals tables, the filter and the baseline.
    private func summary(_ triage: Triage) -> String {
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
        return out
    }

    /// A finding's row of the findings table.
    func row(_ entry: TriagedEntry?, _ shown: TriagedFinding) -> String {
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

    func cell(_ text: String) -> String { markdownEscaped(ReportSummary.clipped(text, to: Self.cellLimit)) }

    /// `… and 12 more errors not shown (the last line says where the full report is).`
    private func moreErrors(_ count: Int) -> String {
        "\n\u{2026} and \(count) more \(ReportSummary.plural(count, "error", "errors")) not shown.\n"
    }

    /// `… and 120 more findings (45 keys) not shown, of 320: 12 errors, 108 warnings and info; a
    /// comment holds at most 60000 characters; the full report: LOCATION.`
    private func closing(_ left: MarkdownKeySummary.LeftOut) -> String {
        let location = fullReportLocation.map { "the full report: \(Self.link($0))" }
            ?? "the full report: run `typefit check` with `--format html -o report.html` (or `json`, `sarif`)"
        var keys = "\(left.keys) \(ReportSummary.plural(left.keys, "key", "keys"))"
        if left.withoutKey > 0 { keys += ", \(left.withoutKey) without a key" }
        return "\n\u{2026} and \(left.findings) more \(ReportSummary.plural(left.findings, "finding", "findings")) (\(keys)) not shown, of \(left.of): "
            + "\(left.errors) \(ReportSummary.plural(left.errors, "error", "errors")), \(left.findings - left.errors) warnings and info; "
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
