import Foundation
import Testing
import TextMeasure
@testable import SlotInference

/// Members that return one of several keys (`KeyDefinitions.Choice`): the shapes of
/// pocket-casts-ios's `LibrarySort.description` and `String.localized` switches and of
/// duckduckgo's switch expressions, found missing by the hand audit (scripts/infer-audit).
@Suite("Keys returned by a member's branches")
struct ChoiceTests {
    static let app: SlotInferenceResult = inferSlots(at: [Fixtures.url("Choices")])

    @Test func aCaseNamedWithItsTypeShowsThatCasesKeyOnly() throws {
        let use = try #require(Self.app.uses("sort.custom").first)
        #expect(use.component == .label && use.location.line == 14)
        #expect(use.confidence != .guess)
        #expect(use.notes.contains { $0.contains("the text `LibrarySort.description` returns for this case") })
        // The other cases' keys are not shown there.
        #expect(Self.app.uses("sort.title").isEmpty && Self.app.uses("sort.date_added").isEmpty)
    }

    @Test("a receiver of unknown type shows every key the member returns, as a guess", arguments: [
        ("badge.builtin", 15, Component.button), ("badge.custom", 15, .button),
        ("region.korea", 16, .navTitle), ("region.spain", 16, .navTitle),
    ])
    func everyBranch(_ key: String, line: Int, component: Component) throws {
        let uses = Self.app.uses(key)
        let use = try #require(uses.first)
        #expect(uses.count == 1)
        #expect(use.location.line == line && use.component == component)
        #expect(use.confidence == .guess)
        #expect(use.notes.contains { $0.contains("one of the 2 texts") })
    }

    @Test func aTopLevelFunctionsReturnsAreItsKeys() throws {
        for key in ["status.on", "status.off"] {
            let use = try #require(Self.app.uses(key).first)
            #expect(use.component == .label && use.location.line == 17)
            #expect(use.confidence != .guess)
        }
    }

    @Test func aMemberNameDeclaredTwiceIsNotFollowedOnAnUnknownReceiver() throws {
        // `banner.title`: `Tab.title` returns keys, but `Banner.title` is a stored property.
        #expect(Self.app.uses("tab.home").isEmpty)
        let entry = try #require(Self.app.unplaced.first { $0.key.key == "tab.home" })
        #expect(entry.reason.contains("returned by `Tab.title`"))
        #expect(entry.location.line == 61)
    }

    @Test func rawStringsReturnedAreNotKeys() {
        // `analyticsName` returns plain literals: not a choice of keys.
        #expect(!Self.app.inferences.contains { $0.key.key == "date_added" || $0.key.key == "custom" })
    }
}
