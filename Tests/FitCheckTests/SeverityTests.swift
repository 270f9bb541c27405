import Testing
import TextStyles
@testable import FitCheck

@Suite("Severity")
struct SeverityTests {
    @Test("the standard policy fails up to xxxLarge and warns at AX sizes", arguments: ContentSizeCategory.allCases)
    func standard(_ category: ContentSizeCategory) {
        #expect(SeverityPolicy.standard.severity(at: category) == (category.isAccessibility ? .warning : .error))
    }

    @Test("categories outside both sets are info; a category in both fails")
    func outside() {
        let policy = SeverityPolicy(fail: [.large, .ax1], warn: [.ax1, .ax2])
        #expect(policy.severity(at: .xSmall) == .info)
        #expect(policy.severity(at: .ax1) == .error)
        #expect(policy.severity(at: .ax2) == .warning)
        #expect(policy.severity(at: [.xSmall, .ax2]) == .warning)
        #expect(policy.severity(at: []) == .info)
    }

    @Test("severities are ordered")
    func order() {
        #expect(Severity.info < .warning && Severity.warning < .error)
    }

    @Test("an overflow only at info categories passes the run")
    func infoDoesNotFail() throws {
        var spec = Fixtures.appSpec
        spec.severity = SeverityPolicy(fail: [], warn: [])
        let result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings")], spec: spec,
                              options: CheckOptions(rendersPictures: false), measurer: Fixtures.measurer)
        let layout = result.entries.flatMap(\.findings).filter { $0.kind != .specifierMismatch }
        #expect(!layout.isEmpty)
        #expect(layout.allSatisfy { $0.severity == .info })
        // The specifier mismatch still fails: it does not depend on the size.
        #expect(result.exitStatus == .failing)
    }
}
