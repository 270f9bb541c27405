import Testing
import TextMeasure
@testable import SlotInference

/// A key assigned to a property of the app's own view whose setter puts it into a view
/// (`Fixtures/Setters`, the shape of simplenote-ios's cells: `var title: String? { set {
/// textLabel?.text = newValue } }`, then `cell.title = NSLocalizedString(...)` in another file).
@Suite("Keys assigned through a property's setter")
struct SetterTests {
    static let app: SlotInferenceResult = inferSlots(at: [Fixtures.url("Setters")])

    @Test("the receiver's type from a cast or from the type a dequeue is told to make", arguments: [("options.markdown", 8), ("options.sort", 15)])
    func aSetterPutsTheKeyIntoItsCell(_ key: String, line: Int) throws {
        let use = try #require(Self.app.uses(key).first)
        #expect(Self.app.uses(key).count == 1)
        #expect(use.location.file.hasSuffix("OptionsViewController.swift") && use.location.line == line)
        #expect(use.component == .label && use.cell?.role == .primary)
        #expect(use.notes.contains { $0.hasPrefix("assigned to `SwitchTableViewCell.title`") })
    }

    @Test func aDidSetPutsTheKeyIntoItsLabel() throws {
        let use = try #require(Self.app.uses("options.saved").first)
        #expect(use.component == .label && use.location.line == 16)
        #expect(use.notes.contains { $0.contains("puts it into `messageLabel.text =`") })
    }

    @Test func aSetterThatShowsItNowhereAndAModelPropertyAreListed() throws {
        let hint = try #require(Self.app.unplaced.first { $0.key.key == "options.markdown.hint" })
        #expect(hint.reason.contains("assigned to `SwitchTableViewCell.hint`") && hint.reason.contains("does not put it into a view"))
        #expect(Self.app.uses("options.model").isEmpty)
        #expect(Self.app.unplaced.contains { $0.key.key == "options.model" && $0.reason.contains("'model' is a Model") })
    }
}
