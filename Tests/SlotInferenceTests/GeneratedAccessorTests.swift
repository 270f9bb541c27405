import Foundation
import Testing
import TextMeasure
@testable import SlotInference

/// Accessors generated at build time, whose file is not in the tree (kiwix-apple's
/// `LocalString.common_button_done`): taken for the catalog key their name spells, as a guess.
@Suite("Keys through accessors generated at build time")
struct GeneratedAccessorTests {
    static let keys: Set<KeyReference> = ["library.section.title", "common.button.done", "library.navigation.title",
                                          "home.directory", "file.name"].reduce(into: []) { $0.insert(KeyReference(key: $1)) }
    static let app = inferSlots(at: [Fixtures.url("Generated")], options: SlotInferenceOptions(catalogKeys: keys))

    @Test("a generated accessor's key is placed where it is used", arguments: [
        ("library.section.title", 9, Component.label), ("common.button.done", 10, .button), ("library.navigation.title", 12, .largeTitle),
    ])
    func placed(_ key: String, line: Int, component: Component) throws {
        let use = try #require(Self.app.uses(key).first)
        #expect(use.location.line == line && use.component == component)
        #expect(use.confidence == .guess)
        #expect(use.notes.contains { $0.contains("defined in no file read: taken for a generated accessor") })
    }

    @Test func withoutTheCatalogsKeysNothingIsGuessed() {
        let bare = inferSlots(at: [Fixtures.url("Generated")])
        #expect(bare.uses("common.button.done").isEmpty)
    }

    @Test func aNameTheFilesDeclareOrOneWordIsNotAnAccessor() {
        // `URL.homeDirectory(for: 1).path` (an SDK call with a member after it, as duckduckgo's
        // `URL.duckPlayer(id).absoluteString`) and `Reader.fileName` (declared in the fixture)
        // spell keys, but are not generated accessors.
        #expect(Self.app.uses("home.directory").isEmpty)
        #expect(Self.app.uses("file.name").isEmpty)
    }
}
