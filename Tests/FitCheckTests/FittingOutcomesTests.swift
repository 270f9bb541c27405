import Testing
@testable import FitCheck

/// `typefit check` does not keep the outcomes of entries that fit everywhere (issue 10): no
/// report shows them. The findings, the totals and every report stay the same.
@Suite("Fitting entries' outcomes")
struct FittingOutcomesTests {
    @Test func droppedOnlyForFittingEntriesAndReportsUnchanged() {
        let paths = [Fixtures.url("App/Localizable.xcstrings")]
        let kept = runCheck(paths: paths, spec: Fixtures.appSpec, options: CheckOptions(), measurer: Fixtures.measurer)
        let dropped = runCheck(paths: paths, spec: Fixtures.appSpec, options: CheckOptions(keepsFittingOutcomes: false), measurer: Fixtures.measurer)
        #expect(kept.totals == dropped.totals)
        #expect(dropped.totals.measurements == dropped.totals.checked * 12)
        #expect(dropped.entries.filter(\.fits).allSatisfy { $0.outcomes.isEmpty })
        #expect(dropped.entries.filter { !$0.fits }.allSatisfy { $0.outcomes.count == 12 })
        #expect(kept.entries.allSatisfy { $0.outcomes.count == 12 })
        for format in ReportFormat.allCases {
            #expect(writeReport(kept, format: format) == writeReport(dropped, format: format), "\(format)")
        }
        let json = JSONReportWriter(includesFitting: true)
        #expect(json.write(kept) == json.write(dropped))
    }
}
