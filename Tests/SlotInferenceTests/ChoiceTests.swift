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
        #expect(use.component == .label && use.location.line == 17)
        #expect(use.confidence != .guess)
        #expect(use.notes.contains { $0.contains("the text `LibrarySort.description` returns for this case") })
        // The other cases' keys are not shown there.
        #expect(Self.app.uses("sort.title").isEmpty && Self.app.uses("sort.date_added").isEmpty)
    }

    @Test("a receiver shows every key the member returns: its type read from the file's declaration, else a guess by a name declared once", arguments: [
        ("badge.builtin", 18, Component.button, false), ("badge.custom", 18, .button, false),
        ("tab.home", 22, .label, false), ("tab.feed", 22, .label, false),
        ("region.korea", 19, .navTitle, true), ("region.spain", 19, .navTitle, true),
    ])
    func everyBranch(_ key: String, line: Int, component: Component, isGuess: Bool) throws {
        let uses = Self.app.uses(key)
        let use = try #require(uses.first)
        #expect(uses.count == 1)
        #expect(use.location.line == line && use.component == component)
        #expect((use.confidence == .guess) == isGuess)
        #expect(use.notes.contains { $0.contains("one of the 2 texts") })
    }

    @Test func aLocalConditionalOfKeysGivesBoth() throws {
        // `let selectTitle = selected ? NSLocalizedString("select.none") : NSLocalizedString("select.all")`.
        for key in ["select.none", "select.all"] {
            let use = try #require(Self.app.uses(key).first)
            #expect(use.component == .button && use.location.line == 24)
        }
    }

    @Test func aTopLevelFunctionsReturnsAreItsKeys() throws {
        for key in ["status.on", "status.off"] {
            let use = try #require(Self.app.uses(key).first)
            #expect(use.component == .label && use.location.line == 20)
            #expect(use.confidence != .guess)
        }
    }

    @Test func aMemberOfAnotherTypeWithTheSameNameIsNotTheChoice() throws {
        // `banner.title` (a `Banner`'s stored property) is not `Tab.title`: only line 22 shows tab keys.
        #expect(Self.app.uses("tab.home").map(\.location.line) == [22])
        #expect(!Self.app.inferences.contains { $0.location.line == 21 && $0.location.file.hasSuffix("SortController.swift") })
        let entry = try #require(Self.app.unplaced.first { $0.key.key == "tab.home" })
        #expect(entry.reason.contains("returned by `Tab.title`"))
        #expect(entry.location.line == 61)
    }

    @Test("a property's values are what the assignments in its type's bodies give it", arguments: [
        ("status.header.on", 32), ("status.header.off", 32), ("status.detail.on", 33), ("status.detail.off", 33),
    ])
    func assigned(_ key: String, line: Int) throws {
        let uses = Self.app.uses(key)
        let use = try #require(uses.first)
        #expect(uses.count == 1)
        #expect(use.location.file.hasSuffix("StatusModel.swift") && use.location.line == line && use.component == .label)
        #expect(use.notes.contains { $0.contains("texts assigned to `StatusModel.") })
    }

    @Test func aLocalNamedTitleIsNotTheControllersTitle() {
        // `var title = ""; title = NSLocalizedString(...)` in a view controller's method, and
        // Objective-C's `NSString *title; title = ...` (vlc's delete alert): not the navigation title.
        #expect(!Self.app.uses("confirm.local.title").contains { $0.component == .navTitle })
        #expect(!Fixtures.app.uses("legacy.local.title").contains { $0.component == .navTitle })
    }

    @Test func rawStringsReturnedAreNotKeys() {
        // `analyticsName` returns plain literals: not a choice of keys.
        #expect(!Self.app.inferences.contains { $0.key.key == "date_added" || $0.key.key == "custom" })
    }
}
