import Testing
import TextMeasure
@testable import SlotInference

/// Texts a view model holds, put into views through a variable of its type
/// (`Fixtures/ViewModels`, Rocket.Chat's shape: `private let viewModel = ProfileViewModel()`
/// after the outlets whose `didSet` use it).
@Suite("Keys followed through a view model's members")
struct ViewModelTests {
    static let app: SlotInferenceResult = inferSlots(at: [Fixtures.url("ViewModels")])

    @Test("a member of the variable's declared type", arguments: [
        ("vm.profile.name_placeholder", 26, Component.textField, "`viewModel.namePlaceholder`: `ProfileViewModel.namePlaceholder`"),
        ("vm.profile.title", 33, .navTitle, "`self.viewModel.title`: `ProfileViewModel.title`"),
        ("vm.profile.editing_title", 38, .navTitle, "`viewModel.editingTitle`: `ProfileViewModel.editingTitle`"),
    ])
    func followed(_ key: String, line: Int, component: Component, via: String) throws {
        let use = try #require(Self.app.uses(key).first, "\(Self.app.unplaced.filter { $0.key.key == key })")
        #expect(use.location.line == line)
        #expect(use.component == component)
        #expect(use.notes.contains { $0.contains("the key reaches here through \(via)") }, "\(use.notes)")
        #expect(use.confidence != .guess)
    }

    @Test func aMemberAssignedTwiceKeepsBothTexts() throws {
        // `status` holds either text: both reach the label, the declaration's and the one
        // `goOffline()` assigns, and the declaration is not listed as used nowhere.
        for key in ["vm.profile.status.online", "vm.profile.status.offline"] {
            let use = try #require(Self.app.uses(key).first, "\(key)")
            #expect(use.location.line == 34 && use.component == .label)
            #expect(!Self.app.unplaced.contains { $0.key.key == key }, "\(key)")
        }
    }

    @Test func aReceiverOfNoDeclaredTypeIsNotGuessed() throws {
        // `model` is a ServersViewModel; `current` is declared nowhere, so its
        // `addServerTitle` is not taken for ServersViewModel's (though no other type has one).
        let uses = Self.app.uses("vm.servers.add")
        #expect(uses.map(\.location.line) == [55])
        #expect(uses.first?.component == .button)
        // `navigationItem.title = viewModel.editingTitle` is not a use of ProfileViewModel.title.
        #expect(!Self.app.unplaced.contains { $0.key.key == "vm.profile.title" })
    }
}
