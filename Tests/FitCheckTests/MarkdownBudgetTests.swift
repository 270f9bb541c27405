import Testing
import TextStyles
@testable import FitCheck

/// Markdown for pull-request comments (issue 10, item 4; issue 36): always within the limit, for
/// any number of findings; defects first, each a row; then the other errors grouped by key, then
/// the warnings grouped by key, worst first;
/// and a last line that counts what it left out (adding up to the totals) and says where the full
/// report is.
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

    /// An app's worth of findings: keys failing in up to 20 locales, almost all warnings (cut at
    /// an accessibility size), one in 60 an error spread through the keys: specifier mismatches,
    /// empty translations and text cut at Large. Some keys carry Markdown and HTML.
    static func app(_ count: Int) -> [Item] {
        let locales = ["de", "fi", "ja", "fr", "es", "it", "nl", "pt", "ru", "pl", "sv", "da", "nb", "tr", "cs", "hu", "el", "ko", "zh", "ar"]
        return (0..<count).map { i in
            let k = i / 20
            let key = k % 97 == 0 ? "evil|`\(k)`<b>" : "screen\(k % 40).label.\(k)"
            var item = Item(key: key, locale: locales[(i * 7 + k) % 20], severity: .warning,
                            first: ContentSizeCategory.allCases[7 + (i + k) % 5], text: "Einstellungen für Barrierefreiheit \(i)", line: i + 1)
            if i % 60 == 7 {
                item.severity = .error
                switch (i / 60) % 3 {
                case 0: (item.kind, item.first) = (.specifierMismatch, nil)
                case 1: (item.kind, item.first) = (.emptyTranslation, nil)
                default: item.first = .large
                }
            }
            return item
        }
    }

    /// The numbers of the last line, `… and N more findings (M keys[, W without a key]) not
    /// shown, of T: E errors, ...`.
    static func leftOut(_ text: String) -> (findings: Int, keys: Int, of: Int, errors: Int)? {
        guard let match = text.firstMatch(of: #/\n… and (\d+) more findings? \((\d+) keys?\) not shown, of (\d+): (\d+) errors?, /#) else { return nil }
        return (Int(match.output.1)!, Int(match.output.2)!, Int(match.output.3)!, Int(match.output.4)!)
    }

    /// The cells of the table rows of `text` that start after `heading` (up to the next blank line).
    static func rows(_ text: String, after heading: String) -> [[String]] {
        guard let start = text.range(of: heading) else { return [] }
        let lines = text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst(1)
        return lines.drop { $0.isEmpty }.dropFirst(2).prefix { $0.hasPrefix("| ") }.map { line in
            // Cells split at bars that are not escaped.
            var cells: [String] = [], cell = "", escaped = false
            for c in line.dropFirst(2) {
                if c == "|" && !escaped { cells.append(cell.trimmingCharacters(in: .whitespaces)); cell = "" } else { cell.append(c) }
                escaped = c == "\\" && !escaped
            }
            return cells
        }
    }

    /// `evil\|\`1\`&lt;b&gt;` back to `evil|`1`<b>`.
    static func unescaped(_ cell: String) -> String {
        var out = "", escaped = false
        for c in cell.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&") {
            if c == "\\" && !escaped { escaped = true; continue }
            escaped = false
            out.append(c)
        }
        return out
    }

    /// At 20,000 findings the 334 errors (222 defects, 112 text cut at Large) fit and the
    /// warnings follow by key; at 50,000 the 556 defects do not all fit (nor anything after them).
    @Test("20,000 and 50,000 findings: within 60,000 characters, defects a row each, then errors by key, then warnings by key, and the last line adds up",
          arguments: [(20_000, true), (50_000, false)])
    func scale(_ count: Int, defectsFit: Bool) throws {
        let items = Self.app(count)
        let triage = Triage(SyntheticResults.result(items))
        let text = MarkdownReportWriter(fullReportLocation: "https://ci.example.com/run/1").write(triage)
        #expect(text.utf16.count <= 60_000)
        #expect(text.utf16.count > 55_000, "the budget is used, not wasted")
        let errors = items.filter { $0.severity == .error }
        let defects = errors.filter { $0.kind != .truncated }
        #expect(errors.count > 300 && defects.count > 200)

        // Every defect is listed (or as many as fit), specifier mismatches first, before any
        // layout error and any warning.
        let defectRows = Self.rows(text, after: "### Errors wrong at every size (\(defects.count)), a row each")
        #expect(defectRows.allSatisfy { $0[4] == "error" && ["specifier-mismatch", "empty-translation"].contains($0[3]) })
        let specifiers = items.filter { $0.kind == .specifierMismatch }.count
        #expect(defectRows.prefix(specifiers).allSatisfy { $0[3] == "specifier-mismatch" })
        guard defectsFit else {
            #expect(defectRows.count > 300 && defectRows.count < defects.count)
            #expect(text.contains("\n\u{2026} and \(defects.count - defectRows.count) more errors not shown.\n"))
            #expect(!text.contains("### Warnings") && !text.contains("### Layout errors"))
            let left = try #require(Self.leftOut(text))
            #expect(defectRows.count + left.findings == count)
            #expect(left.errors == errors.count - defectRows.count)
            let listed = Set(defectRows.map { "\(Self.unescaped($0[0]))|\($0[1])" })
            #expect(left.keys == Set(items.filter { !listed.contains("\($0.key)|\($0.locale)") }.map(\.key)).count)
            print("Markdown comment at \(count) findings: \(text.utf16.count) UTF-16 units, \(text.count) characters, "
                  + "\(defectRows.count) of \(defects.count) defects listed, \(left.findings) findings in \(left.keys) keys left out")
            return
        }
        #expect(defectRows.count == defects.count)

        // Then the errors that depend on the size, by key; then the warnings, by key.
        let layoutHeading = try #require(text.range(of: "### Layout errors by key ("))
        let warningsHeading = try #require(text.range(of: "### Warnings by key ("))
        #expect(layoutHeading.lowerBound < warningsHeading.lowerBound)
        let errorGroupRows = Self.rows(text, after: "### Layout errors by key (")
        let errorsByKey = Dictionary(grouping: errors.filter { $0.kind == .truncated }, by: \.key)
        #expect(errorGroupRows.count == errorsByKey.count)
        for row in errorGroupRows {
            let expected = try #require(errorsByKey[Self.unescaped(row[0])], "\(row[0])")
            #expect(Int(row[1]) == expected.count && row[3] == "Large" && row[4] == "truncated \(expected.count)")
        }
        let groupRows = Self.rows(text, after: "### Warnings by key (")
        #expect(!groupRows.isEmpty)
        let warningsByKey = Dictionary(grouping: items.filter { $0.severity == .warning }, by: \.key)
        for row in groupRows {
            let key = Self.unescaped(row[0])
            let expected = try #require(warningsByKey[key], "\(key)")
            #expect(Int(row[1]) == expected.count, "\(key)")
            #expect(row[2].hasPrefix("\(Set(expected.map(\.locale)).count): "), "\(key)")
            #expect(row[3] == expected.compactMap(\.first).min()!.columnLabel(on: .ios), "\(key)")
            #expect(row[4] == "truncated \(expected.count)")
        }
        let listedCounts = groupRows.map { Int($0[1])! }
        #expect(listedCounts == listedCounts.sorted(by: >))
        #expect(text.contains("evil\\|\\`"), "keys with Markdown are escaped")
        #expect(!text.contains("<b>"))
        for row in groupRows + errorGroupRows + defectRows { #expect(row.count == 7, "\(row)") }

        // The last line: what is listed plus what it counts is every finding; its keys are the
        // keys of the findings it did not list.
        let left = try #require(Self.leftOut(text))
        let listedKeys = Set(groupRows.map { Self.unescaped($0[0]) })
        #expect(defectRows.count + errorGroupRows.count + listedCounts.reduce(0, +) + left.findings == count)
        #expect(left.of == count)
        #expect(left.errors == 0)
        let notListed = items.filter { $0.severity == .warning && !listedKeys.contains($0.key) }
        #expect(left.findings == notListed.count)
        #expect(left.keys == Set(notListed.map(\.key)).count)
        #expect(text.hasSuffix("a comment holds at most 60000 characters; the full report: <https://ci.example.com/run/1>.\n"))
        print("Markdown comment at \(count) findings: \(text.utf16.count) UTF-16 units, \(text.count) characters, "
              + "\(defectRows.count) defects, \(errorGroupRows.count) keys with errors and \(groupRows.count) keys with warnings listed, "
              + "\(left.findings) findings in \(left.keys) keys left out")
    }

    @Test("defects alone over the limit: as many as fit, a line counting the rest, no layout error or warning, and the last line adds up")
    func errorsOverflow() throws {
        let items = (0..<2_000).map { i in
            Item(key: "k\(i)", locale: "de", kind: i % 2 == 0 ? .specifierMismatch : .truncated, severity: .error,
                 first: i % 2 == 0 ? nil : .large, text: String(repeating: "lang ", count: 30), line: i + 1)
        } + (0..<500).map { Item(key: "w\($0)", locale: "fi", severity: .warning, first: .ax2, line: 5_000 + $0) }
        let text = MarkdownReportWriter().write(Triage(SyntheticResults.result(items)))
        #expect(text.utf16.count <= 60_000)
        let rows = Self.rows(text, after: "### Errors wrong at every size (1000), a row each")
        #expect(rows.count > 100 && rows.count < 1_000)
        #expect(rows.allSatisfy { $0[3] == "specifier-mismatch" }, "only the 1,000 mismatches")
        #expect(text.contains("\n\u{2026} and \(1_000 - rows.count) more errors not shown.\n"))
        #expect(!text.contains("### Warnings") && !text.contains("### Layout errors"))
        let left = try #require(Self.leftOut(text))
        #expect(left.findings == 2_500 - rows.count)
        #expect(left.errors == 2_000 - rows.count)
        #expect(left.keys == 2_500 - rows.count, "a key each")
        #expect(text.contains("the full report: run `typefit check` with `--format html -o report.html`"))
    }

    @Test("layout errors over the limit: every defect, then as many keys with errors as fit, no warning, and the last line adds up")
    func layoutErrorsOverflow() throws {
        // 40 keys with a specifier mismatch; 3,000 keys cut at Large in 1 to 3 locales; warnings.
        var items: [Item] = (0..<40).map { Item(key: "m\($0)", locale: "de", kind: .specifierMismatch, severity: .error, first: nil, line: $0 + 1) }
        for k in 0..<3_000 {
            for l in 0..<(1 + k % 3) {
                items.append(Item(key: "cut\(k)", locale: ["de", "fi", "ja"][l], severity: .error, first: .large,
                                  text: "Einstellungen \(k)", line: 100 + 3 * k + l))
            }
        }
        items += (0..<200).map { Item(key: "w\($0)", locale: "fi", severity: .warning, first: .ax2, line: 20_000 + $0) }
        let text = MarkdownReportWriter().write(Triage(SyntheticResults.result(items)))
        #expect(text.utf16.count <= 60_000)
        let defectRows = Self.rows(text, after: "### Errors wrong at every size (40), a row each")
        #expect(defectRows.count == 40)
        let groupRows = Self.rows(text, after: "### Layout errors by key (6000 in 3000 keys)")
        #expect(groupRows.count > 100 && groupRows.count < 3_000)
        let counts = groupRows.map { Int($0[1])! }
        #expect(counts == counts.sorted(by: >), "the keys failing in the most locales first")
        #expect(counts.first == 3)
        #expect(!text.contains("### Warnings"))
        let left = try #require(Self.leftOut(text))
        #expect(40 + counts.reduce(0, +) + left.findings == items.count)
        #expect(left.errors == 6_040 - 40 - counts.reduce(0, +))
        #expect(left.keys == 3_000 - groupRows.count + 200)
    }

    @Test("at most the limit, in UTF-16 code units", arguments: [60_000, 20_000, 2_500])
    func limit(_ limit: Int) throws {
        let text = MarkdownReportWriter(maximumCharacters: limit, fullReportLocation: "https://ci.example.com/artifacts/report.html").write(Triage(Self.result))
        #expect(text.utf16.count <= limit)
        #expect(text.utf16.count > limit * 8 / 10, "the budget is used, not wasted")
        #expect(text.contains("a comment holds at most \(limit) characters; the full report: <https://ci.example.com/artifacts/report.html>."))
        #expect(try #require(Self.leftOut(text)).of == 3_010)
    }

    @Test("the default limit is 60,000 and errors come first: the specifier mismatches lead, then the keys cut at the smallest sizes")
    func errorsFirst() throws {
        let text = MarkdownReportWriter().write(Triage(Self.result))
        #expect(text.utf16.count <= 60_000)
        // The 10 mismatches, then 1,750 truncations at xSmall...xxxLarge (a key each) are errors.
        let rows = Self.rows(text, after: "### Errors wrong at every size (10), a row each")
        #expect(rows.count == 10 && rows.allSatisfy { $0[3] == "specifier-mismatch" })
        let groups = Self.rows(text, after: "### Layout errors by key (1750 in 1750 keys)")
        #expect(groups.count > 50 && groups.count < 1_750)
        // Then by first failing category, smallest first.
        let categories = groups.map { row in ContentSizeCategory.allCases.firstIndex { $0.columnLabel(on: .ios) == row[3] }! }
        #expect(categories == categories.sorted())
        let left = try #require(Self.leftOut(text))
        #expect(left.errors == 1_750 - groups.count)
        #expect(left.findings == 3_010 - 10 - groups.count)
        #expect(text.contains("run `typefit check` with `--format html -o report.html`"))
    }

    @Test("a path as the full report's location is shown as code")
    func pathLocation() {
        let text = MarkdownReportWriter(maximumCharacters: 3_000, fullReportLocation: "build/typefit report.html").write(Triage(Self.result))
        #expect(text.contains("the full report: `build/typefit report.html`."))
    }

    @Test("nothing is left out when everything fits: one table, a row per finding")
    func small() {
        let result = SyntheticResults.result([Item(key: "a", locale: "de"), Item(key: "b", locale: "fi", severity: .warning, first: .ax2)])
        let text = MarkdownReportWriter().write(Triage(result))
        #expect(!text.contains("not shown"))
        #expect(text.contains("### Findings (2), most urgent first"))
        #expect(Self.rows(text, after: "### Findings (2)").map { $0[0] } == ["a", "b"])
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
