import Catalogs
import Testing
@testable import FitCheck

/// What the check builds only where a report shows it (issue 14): without
/// `CheckOptions.keepsOutcomeDetails` (how `typefit check` runs for every format but JSON), only
/// the first category of each kind of outcome is measured in full. Findings, totals, the entries'
/// fonts and notes, and every report but JSON stay the same.
@Suite("Outcome details only where shown")
struct OutcomeDetailsTests {
    @Test func reportsUnchangedWithoutDetails() {
        let paths = [Fixtures.url("App/Localizable.xcstrings")]
        let detailed = CheckOptions(rendersPictures: true, keepsFittingOutcomes: false)
        var lean = detailed
        lean.keepsOutcomeDetails = false
        let full = runCheck(paths: paths, spec: Fixtures.appSpec, options: detailed, measurer: Fixtures.measurer)
        let fast = runCheck(paths: paths, spec: Fixtures.appSpec, options: lean, measurer: Fixtures.measurer)
        #expect(full.totals == fast.totals)
        // Findings without their pictures (each check draws into its own store, which numbers
        // outlines its own way), then where the pictures are; the HTML report below compares
        // what they draw.
        func withoutPictures(_ result: CheckResult) -> [[Finding]] {
            result.entries.map { $0.findings.map { var f = $0; f.pictures = []; return f } }
        }
        func pictures(_ result: CheckResult) -> [String] {
            result.entries.flatMap(\.findings).flatMap(\.pictures).map {
                "\($0.category) \($0.drawing.width) \($0.drawing.height) \($0.drawing.title)"
            }
        }
        #expect(withoutPictures(full) == withoutPictures(fast))
        #expect(pictures(full) == pictures(fast))
        #expect(!pictures(fast).isEmpty)
        #expect(full.entries.map(\.fontFiles) == fast.entries.map(\.fontFiles))
        #expect(full.entries.map(\.notes) == fast.entries.map(\.notes))
        #expect(full.entries.map { $0.outcomes.map(\.outcome) } == fast.entries.map { $0.outcomes.map(\.outcome) })
        #expect(full.entries.map { $0.outcomes.map(\.isBorderline) } == fast.entries.map { $0.outcomes.map(\.isBorderline) })
        // The lines a cut text needs: exact but at truncated categories, where the lean check
        // keeps a lower bound (findings, compared above, have the exact count of their first).
        for (a, b) in zip(full.entries.flatMap(\.outcomes), fast.entries.flatMap(\.outcomes)) {
            if b.outcome == .truncated {
                #expect(b.neededLineCount <= a.neededLineCount && b.neededLineCount > b.lineCount)
            } else {
                #expect(b.neededLineCount == a.neededLineCount)
            }
        }
        // Not vacuous: the fixture has failing categories after the first of their kind, and the
        // lean check left their text out.
        let skipped = fast.entries.flatMap(\.outcomes).filter { $0.outcome != .fits && $0.outcome != .error && $0.visibleText.isEmpty }
        #expect(skipped.count > 10)
        #expect(full.entries.flatMap(\.outcomes).allSatisfy { $0.outcome == .fits || $0.outcome == .error || !$0.visibleText.isEmpty })
        for format in ReportFormat.allCases where format != .json {
            #expect(writeReport(full, format: format) == writeReport(fast, format: format), "\(format)")
        }
    }

    /// Results are sorted in place by key, locale, variant, file and line, ties in the order they
    /// were checked: the same as a stable sort.
    @Test(arguments: [1, 7, 31, 101])
    func inPlaceSortIsStable(step: Int) {
        let keys = ["a", "b", "c"], locales = ["de", "fr"]
        // 200 results in an order scrambled by `step` (coprime with 200), with many ties.
        let results = (0..<200).map { position in
            let index = position * step % 200
            var entry = SyntheticResults.entry(SyntheticResults.Item(
                key: keys[index * 13 % 3], locale: locales[index * 17 % 2], line: index * 7 % 4))
            entry.text = "position \(position)"
            return entry
        }
        let expected = results.enumerated().sorted { a, b in
            entryOrder(a.element, b.element) || (!entryOrder(b.element, a.element) && a.offset < b.offset)
        }.map(\.element.text)
        var sorted = results
        sortInEntryOrder(&sorted)
        #expect(sorted.map(\.text) == expected)
        #expect(Set(sorted.map(\.text)).count == 200)
    }
}
