import Catalogs
import TextStyles
@testable import FitCheck

/// Check results made by hand, for tests of what reports do with many findings (ordering,
/// filters, baselines, size limits) without measuring anything.
enum SyntheticResults {
    /// iOS's twelve categories, xSmall to AX5.
    static let categories = ContentSizeCategory.allCases

    /// A finding's worth of facts: the entry it is about and what is wrong.
    struct Item {
        var key: String
        var locale: String
        var kind: FindingKind = .truncated
        var severity: Severity = .error
        /// Where it starts; nil for a size-independent kind.
        var first: ContentSizeCategory? = .large
        var text = "Some text that does not fit"
        var file = "App/Localizable.xcstrings"
        var line = 10
    }

    /// An entry with one finding as `item` says: it fits below `first`, is cut from `first` on.
    static func entry(_ item: Item) -> EntryResult {
        let location = SourceLocation(file: item.file, line: item.line)
        let outcomes = categories.map { category in
            let fails = item.kind.isLayout && item.first.map { category >= $0 } == true
            return CategoryOutcome(category: category, outcome: fails ? .truncated : .fits, pointSize: 17,
                                   visibleText: fails ? String(item.text.prefix(8)) + "\u{2026}" : item.text, lineCount: 1, neededLineCount: fails ? 2 : 1, height: 20)
        }
        let hit = item.first.map { first in categories.filter { $0 >= first } } ?? []
        var finding = Finding(kind: item.kind, severity: item.severity, key: item.key, locale: item.locale, location: location,
                              categories: hit, message: "\(item.kind.rawValue) of \(item.key)")
        if item.kind.isLayout { finding.visibleText = String(item.text.prefix(8)) + "\u{2026}" }
        return EntryResult(key: item.key, locale: item.locale, variant: nil, location: location, text: item.text, measuredText: item.text,
                           slotSummary: "label Body 343pt wide 1 line tail", ruleIndex: nil, font: "system", outcomes: outcomes, findings: [finding])
    }

    /// A fitting entry.
    static func fitting(key: String, locale: String, line: Int = 1) -> EntryResult {
        let location = SourceLocation(file: "App/Localizable.xcstrings", line: line)
        return EntryResult(key: key, locale: locale, variant: nil, location: location, text: "OK", measuredText: "OK",
                           slotSummary: "label Body 343pt wide 1 line tail", ruleIndex: nil, font: "system",
                           outcomes: categories.map { CategoryOutcome(category: $0, outcome: .fits, pointSize: 17, visibleText: "OK") }, findings: [])
    }

    /// A result of `items` (and `fittingCount` fitting entries), entries in the check's order,
    /// totals that add up.
    static func result(_ items: [Item], fittingCount: Int = 0, catalogFindings: [Finding] = [], platform: Platform = .ios) -> CheckResult {
        var entries = items.map(entry) + (0..<fittingCount).map { fitting(key: "fits.\($0)", locale: "de", line: 1000 + $0) }
        entries.sort(by: entryOrder)
        var totals = CheckTotals(filesRead: 1, entriesRead: entries.count, checked: entries.count)
        totals.fitting = entries.filter(\.fits).count
        totals.withFindings = entries.count - totals.fitting
        for finding in entries.flatMap(\.findings) + catalogFindings {
            totals.findingsByKind[finding.kind, default: 0] += 1
            totals.findingsBySeverity[finding.severity, default: 0] += 1
        }
        totals.catalogIssues = catalogFindings.count
        totals.measurements = entries.count * categories.count
        return CheckResult(platform: platform, categories: categories, specPath: nil, files: ["App/Localizable.xcstrings"],
                           entries: entries, skipped: [], catalogFindings: catalogFindings, totals: totals)
    }
}

extension FindingKind {
    /// Whether the kind is about how the text is laid out (it has a first failing category).
    var isLayout: Bool { [.shrunk, .truncated, .clipped, .wrappedBeyond].contains(self) }
}
