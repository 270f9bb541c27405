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
    @Test(arguments: [0, 1, 2, 3])
    func inPlaceSortIsStable(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let keys = ["a", "b", "c"], locales = ["de", "fr"]
        var results = (0..<200).map { index in
            var entry = SyntheticResults.entry(SyntheticResults.Item(
                key: keys[Int(generator.next() % 3)], locale: locales[Int(generator.next() % 2)], line: Int(generator.next() % 4)))
            entry.text = "position \(index)"
            return entry
        }
        results.shuffle(using: &generator)
        let expected = results.enumerated().sorted { a, b in
            entryOrder(a.element, b.element) || (!entryOrder(b.element, a.element) && a.offset < b.offset)
        }.map(\.element.text)
        sortInEntryOrder(&results)
        #expect(results.map(\.text) == expected)
    }
}

/// A seeded generator, so the shuffles are the same on every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
