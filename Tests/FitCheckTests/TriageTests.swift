import Testing
import TextStyles
@testable import FitCheck

/// What reports show and in which order (issue 10, item 3): grouped by key, errors first, then by
/// first failing category smallest first; filters that leave totals whole.
@Suite("Triage: grouping, ranking and filters")
struct TriageTests {
    typealias Item = SyntheticResults.Item

    static let items: [Item] = [
        Item(key: "a.late", locale: "de", severity: .warning, first: .ax4),
        Item(key: "a.late", locale: "fi", severity: .warning, first: .ax2),
        Item(key: "b.early", locale: "de", severity: .error, first: .medium),
        Item(key: "b.early", locale: "ja", severity: .warning, first: .ax1),
        Item(key: "c.mismatch", locale: "fr", kind: .specifierMismatch, severity: .error, first: nil),
        Item(key: "d.small", locale: "ru", severity: .error, first: .xSmall),
        Item(key: "e.info", locale: "de", kind: .shrunk, severity: .info, first: .ax5),
        Item(key: "f.glyphs", locale: "ko", kind: .missingGlyphs, severity: .warning, first: .ax1),
    ]
    static let result = SyntheticResults.result(items, fittingCount: 5)

    @Test("groups by key: errors first, defects before layout, then the smallest first category")
    func groupOrder() {
        let triage = Triage(Self.result)
        #expect(triage.groups.map(\.key) == ["c.mismatch", "d.small", "b.early", "f.glyphs", "a.late", "e.info"])
        #expect(triage.counts.shownKeys == 6)
        #expect(triage.counts.shownEntries == 8)
    }

    @Test("within a key, entries are ranked too: de (error, Medium) before ja (warning, AX1); fi (AX2) before de (AX4)")
    func entryOrder() throws {
        let triage = Triage(Self.result)
        let early = try #require(triage.groups.first { $0.key == "b.early" })
        #expect(early.entries.map(\.entry.locale) == ["de", "ja"])
        let late = try #require(triage.groups.first { $0.key == "a.late" })
        #expect(late.entries.map(\.entry.locale) == ["fi", "de"])
    }

    @Test("the top entries across keys, most urgent first")
    func topEntries() {
        let top = Triage(Self.result).topEntries(4)
        #expect(top.map { "\($0.entry.key)/\($0.entry.locale)" } == ["c.mismatch/fr", "d.small/ru", "b.early/de", "f.glyphs/ko"])
        #expect(Triage(Self.result).topEntries(100).count == 8)
    }

    @Test("the top entries are the first of all entries sorted by urgency, for every count", arguments: 0...9)
    func topEntriesArePrefixOfTheSortedEntries(count: Int) {
        let triage = Triage(Self.result)
        let sorted = triage.groups.flatMap(\.entries).sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }
        #expect(triage.topEntries(count).map(\.order) == sorted.prefix(count).map(\.order))
    }

    @Test("ranked findings for Markdown: entries and catalog issues in one order")
    func rankedFindings() {
        let broken = Finding(kind: .catalogIssue, severity: .error, location: .init(file: "Broken.xcstrings", line: 3), message: "[malformed] bad")
        let missing = Finding(kind: .catalogIssue, severity: .warning, key: "x", location: .init(file: "App.xcstrings", line: 9), message: "[missingTranslation] no de")
        let result = SyntheticResults.result(Self.items, catalogFindings: [missing, broken])
        let ranked = Triage(result).rankedFindings().map { $0.finding.finding.key ?? $0.finding.finding.location.file }
        // Errors (defects first), then warnings (defects first: the missing translation does not
        // depend on the size), then info.
        #expect(ranked == ["c.mismatch", "Broken.xcstrings", "d.small", "b.early", "x", "f.glyphs", "b.early", "a.late", "a.late", "e.info"])
    }

    @Test("--kind shows only those kinds; the totals still count every finding", arguments: [
        (Set<FindingKind>([.truncated]), 5),
        (Set<FindingKind>([.specifierMismatch, .missingGlyphs]), 2),
        (Set<FindingKind>([.clipped]), 0),
    ])
    func kindFilter(_ kinds: Set<FindingKind>, _ shown: Int) {
        let triage = Triage(Self.result, filter: FindingFilter(kinds: kinds))
        #expect(triage.counts.shown == shown)
        #expect(triage.counts.filteredOut == 8 - shown)
        #expect(triage.counts.all == triage.result.totals.findings)
        #expect(triage.groups.allSatisfy { $0.entries.allSatisfy { $0.findings.allSatisfy { kinds.contains($0.finding.kind) } } })
        #expect(triage.result.totals.withFindings == 8, "the result itself is not filtered")
    }

    @Test("--min-severity shows that severity and above", arguments: [(Severity.error, 3), (.warning, 7), (.info, 8)])
    func severityFilter(_ minimum: Severity, _ shown: Int) {
        let triage = Triage(Self.result, filter: FindingFilter(minimumSeverity: minimum))
        #expect(triage.counts.shown == shown)
        #expect(triage.counts.shown + triage.counts.filteredOut == 8)
    }

    @Test("the exit status follows the findings shown; input errors still give 2")
    func exitStatus() {
        #expect(Triage(Self.result).exitStatus == .failing)
        #expect(Triage(Self.result, filter: FindingFilter(minimumSeverity: .error)).exitStatus == .failing)
        #expect(Triage(Self.result, filter: FindingFilter(kinds: [.shrunk])).exitStatus == .success)
        var broken = Self.result
        broken.totals.inputErrors = 1
        #expect(Triage(broken, filter: FindingFilter(kinds: [.shrunk])).exitStatus == .inputError)
    }

    @Test("the filter is described in every text format, and what it left out is counted")
    func filterIsSaid() {
        let triage = Triage(Self.result, filter: FindingFilter(kinds: [.truncated, .shrunk], minimumSeverity: .warning))
        #expect(triage.filter.description == "kinds shrunk, truncated; severity warning or higher")
        let text = TextReportWriter().write(triage)
        #expect(text.contains("shown: 5 of 8 findings (3 left out by the filter: kinds shrunk, truncated; severity warning or higher)"))
        #expect(text.contains("8 with findings"), "totals count everything")
        #expect(!text.contains("c.mismatch"))
        for format in [ReportFormat.markdown, .github, .html] {
            #expect(reportWriter(for: format).write(triage).contains("left out by the filter"), "\(format)")
        }
        #expect(JUnitReportWriter().write(triage).contains("<property name=\"filter\" value=\"kinds shrunk, truncated; severity warning or higher\"/>"))
        #expect(SARIFReportWriter().write(triage).contains("\"filteredOut\":3"))
        #expect(JSONReportWriter().write(triage).contains("\"findingsFilteredOut\":3"))
    }

    @Test("text: grouped by key in triage order, each entry with its first failing category")
    func textOrder() {
        let text = TextReportWriter().write(Triage(Self.result))
        let keys = ["c.mismatch", "d.small", "b.early", "f.glyphs", "a.late", "e.info"]
        let positions = keys.compactMap { key in text.range(of: "\n\(key)\n").map(\.lowerBound) ?? (text.hasPrefix(key + "\n") ? text.startIndex : nil) }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
        #expect(text.contains("b.early\n  de: stops fitting at Medium  App/Localizable.xcstrings:10, slot from the built-in default slot\n    error truncated: truncated of b.early [Medium...AX5]\n  ja: stops fitting at AX1"))
    }

    @Test("the summary lists at most 20 entries, most urgent first, and points at the report")
    func summary() {
        let many = (0..<40).map { Item(key: "k\($0 < 10 ? "0" : "")\($0)", locale: "de", severity: $0 % 2 == 0 ? .error : .warning, first: .large) }
        let triage = Triage(SyntheticResults.result(many + Self.items))
        let summary = TextSummaryWriter(reportLocation: "out/report.html").write(triage)
        let lines = summary.split(separator: "\n")
        #expect(lines.first == "Top findings (20 of 48 entries with findings shown; all of them in out/report.html)")
        let listed = lines.dropFirst().prefix { $0.hasPrefix("  ") && !$0.hasPrefix("  files:") }
        #expect(listed.count == 20)
        #expect(listed.first?.contains("c.mismatch [fr]") == true)
        #expect(listed.dropFirst(2).allSatisfy { $0.hasPrefix("  error ") })
        #expect(summary.contains("Totals\n"))
        #expect(summary.count < 4_000)
    }
}
