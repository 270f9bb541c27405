import Testing
import TextStyles
@testable import FitCheck

/// Markdown for pull-request comments (issue 10, item 4): always within the limit, errors first,
/// and it says how many findings it left out and where the full report is.
@Suite("Markdown stays within a comment's limit")
struct MarkdownBudgetTests {
    typealias Item = SyntheticResults.Item

    /// 3,000 findings with long texts, ten of them specifier mismatches at the end of the key order.
    static let result: CheckResult = {
        var items: [Item] = []
        let long = String(repeating: "Einstellungen für Barrierefreiheit | *wichtig* <b> ", count: 8)
        for i in 0..<3_000 {
            let first = ContentSizeCategory.allCases[i % 12]
            items.append(Item(key: "key.\(i)", locale: ["de", "fi", "ja"][i % 3], severity: first.isAccessibility ? .warning : .error,
                              first: first, text: long + "\(i)", line: i + 1))
        }
        for i in 0..<10 {
            items.append(Item(key: "zz.mismatch.\(i)", locale: "de", kind: .specifierMismatch, severity: .error, first: nil, line: 9_000 + i))
        }
        return SyntheticResults.result(items)
    }()

    @Test("at most the limit, in UTF-16 code units", arguments: [60_000, 20_000, 2_500])
    func limit(_ limit: Int) {
        let text = MarkdownReportWriter(maximumCharacters: limit, fullReportLocation: "https://ci.example.com/artifacts/report.html").write(Triage(Self.result))
        #expect(text.utf16.count <= limit)
        #expect(text.utf16.count > limit * 8 / 10, "the budget is used, not wasted")
        #expect(text.contains("not shown: a comment holds at most \(limit) characters; the full report: <https://ci.example.com/artifacts/report.html>."))
    }

    @Test("the default limit is 60,000 and errors come first: the specifier mismatches lead")
    func errorsFirst() throws {
        let text = MarkdownReportWriter().write(Triage(Self.result))
        #expect(text.utf16.count <= 60_000)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Key") && !$0.hasPrefix("| Entries") && !$0.hasPrefix("| Finding") && $0.contains(" | ") }
        let findingRows = rows.filter { $0.split(separator: "|").count == 7 && $0.contains("Localizable.xcstrings:") }
        #expect(findingRows.prefix(10).allSatisfy { $0.contains("specifier-mismatch") })
        // Then by first failing category, smallest first: every error before every warning.
        let severities = findingRows.dropFirst(10).map { $0.contains(" | error | ") ? 0 : 1 }
        #expect(severities == severities.sorted())
        let left = 3_010 - findingRows.count
        #expect(text.contains("\u{2026} and \(left) more findings (of 3010) not shown"))
        #expect(text.contains("run `typefit check` with `--format html -o report.html`"))
    }

    @Test("a path as the full report's location is shown as code")
    func pathLocation() {
        let text = MarkdownReportWriter(maximumCharacters: 3_000, fullReportLocation: "build/typefit report.html").write(Triage(Self.result))
        #expect(text.contains("the full report: `build/typefit report.html`."))
    }

    @Test("nothing is left out when everything fits")
    func small() {
        let result = SyntheticResults.result([Item(key: "a", locale: "de"), Item(key: "b", locale: "fi", severity: .warning, first: .ax2)])
        let text = MarkdownReportWriter().write(Triage(result))
        #expect(!text.contains("not shown"))
        #expect(text.contains("### Findings (2), most urgent first"))
    }

    /// CI checks out into paths of any length: a location is shown whole (cutting it made the
    /// golden report depend on the checkout's path, and a cut location cannot be followed).
    @Test("the Where cell is never cut, however long the path")
    func longLocation() {
        let file = String(repeating: "deeply/nested/checkout/", count: 12) + "App/Localizable.xcstrings"
        var item = Item(key: "a", locale: "de")
        item.file = file
        item.line = 4_321
        let text = MarkdownReportWriter().write(Triage(SyntheticResults.result([item])))
        #expect(text.contains("| \(file):4321 |") || text.contains("| \(file):4321 ("))
    }
}
