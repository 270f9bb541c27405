import Testing
import TextMeasure
@testable import SlotInference

/// A bare `name = value` in a member's body where `name` is the type's own stored property
/// (`Fixtures/BareAssignments`, the shape of IceCubesApp's AddAccountsView: `@State private var
/// instanceFetchError: LocalizedStringKey?`, assigned a literal in a task, shown by
/// `if let instanceFetchError { Text(instanceFetchError) }`).
@Suite("Keys assigned to a stored property without self")
struct BareAssignmentTests {
    static let app: SlotInferenceResult = inferSlots(at: [Fixtures.url("BareAssignments")])

    @Test func aLiteralAssignedToALocalizedStringKeyPropertyIsAKeyShownWhereThePropertyIs() throws {
        let use = try #require(Self.app.uses("account.add.error.instance-not-supported").first)
        #expect(Self.app.uses("account.add.error.instance-not-supported").count == 1)
        #expect(use.component == .label && use.location.line == 15)
        #expect(use.notes.contains { $0.contains("assigned to `AddAccountView.instanceFetchError`") && $0.contains("AddAccountView.swift:28") })
    }

    @Test func aLocalizedStringAssignedToAStringPropertyIsShownWhereThePropertyIs() throws {
        let use = try #require(Self.app.uses("account.add.status.searching").first)
        #expect(use.component == .label && use.location.line == 18)
        #expect(!Self.app.unplaced.contains { $0.key.key == "account.add.status.searching" })
    }

    @Test func aLocalOfTheSameNameIsNotTheProperty() {
        // `var instanceFetchError = "not.a.key"` in reset() shadows the property; a literal
        // assigned to a String is not a key in any case.
        for key in ["not.a.key", "still.not.a.key"] {
            #expect(Self.app.uses(key).isEmpty)
            #expect(!Self.app.unplaced.contains { $0.key.key == key })
        }
    }
}
