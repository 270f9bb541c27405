import Foundation
import Testing
@testable import FitCheck

/// Messages that were wrong on a real Android app (issue 11, item 17).
@Suite("Input messages")
struct InputMessageTotalsTests {
    @Test("An entry with two input errors is one input not read; values-und is said to name no language")
    func inputsNotReadCountEntriesOnce() throws {
        let result = runCheck(paths: [Fixtures.url("Messages")], spec: Spec(), measurer: Fixtures.measurer)
        #expect(result.totals.catalogIssues == 6 + 3)  // two per broken string; 3 missing und translations
        #expect(result.catalogFindings.filter { $0.catalogIssueKind == .malformed }.count == 6)
        #expect(result.totals.inputErrors == 3)
        #expect(result.totals.checked + result.totals.skipped == result.totals.entriesRead)
        #expect(result.notes.contains("locale \"und\" names no language (\"und\" is BCP 47's undetermined language); using Unicode's default (root) rules"))
        #expect(!result.notes.contains { $0.contains("language \"\"") })
    }
}
