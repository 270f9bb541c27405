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
        // Where `Tab.title` returns it is not a use: placed at line 22, it is not also listed there.
        #expect(!Self.app.unplaced.contains { $0.key.key == "tab.home" })
    }

    @Test func aChoiceNoUseShowsIsListedAtItsValuesSayingSo() throws {
        for (key, line) in [("filter.archived.mention", 47), ("filter.archived.follow", 48)] {
            let entry = try #require(Self.app.unplaced.first { $0.key.key == key })
            #expect(entry.location.file.hasSuffix("NotificationFilter.swift") && entry.location.line == line)
            #expect(entry.reason.hasPrefix("returned by `FilterType.archivedLabel`, and no use of it found puts it into a view"))
            #expect(!Self.app.inferences.contains { $0.key.key == key })
        }
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

    @Test("a local's values are its declaration's and every assignment's before a use (vlc's empty view, openfoodfacts' picture cell)", arguments: [
        ("empty.title.library", "EmptyStateView.m", 21, Component.label), ("empty.title.folder", "EmptyStateView.m", 21, .label),
        ("empty.detail.default", "EmptyStateView.m", 22, .label), ("empty.detail.folder", "EmptyStateView.m", 22, .label),
        ("picture.take.front", "PictureModel.swift", 25, .button), ("picture.take.back", "PictureModel.swift", 25, .button),
    ])
    func localAssigned(_ key: String, file: String, line: Int, component: Component) throws {
        let uses = Self.app.uses(key)
        let use = try #require(uses.first)
        #expect(uses.count == 1)
        #expect(use.location.file.hasSuffix(file) && use.location.line == line && use.component == component)
        #expect(use.notes.contains { $0.contains("assigned to `") })
        // The assignment itself is not listed as a text put into no view.
        #expect(!Self.app.unplaced.contains { $0.key.key == key && $0.reason.contains("not put into a view in the same expression") })
    }

    @Test func anObjectiveCLocalIsFollowedToItsUse() throws {
        // `NSString *alertTitle = NSLocalizedString(...); [UIAlertController alertControllerWithTitle:alertTitle ...]`.
        let use = try #require(Self.app.uses("note.deleted.title").first)
        #expect(use.component == .alertTitle && use.location.line == 28)
        // A plain string in a local is not a key.
        #expect(!Self.app.inferences.contains { $0.key.key == "not a key" })
    }

    @Test func aReturnedConditionalOfLocalsGivesBoth() throws {
        // `let selectLabel = ...; let deselectLabel = ...; return deselect ? deselectLabel : selectLabel`.
        for key in ["selection.all", "selection.none"] {
            let use = try #require(Self.app.uses(key).first)
            #expect(use.component == .button && use.location.file.hasSuffix("PictureModel.swift") && use.location.line == 26)
        }
    }

    @Test("a member declared -> LocalizedStringKey returns its bare literals as keys, through `?.` and `??` with a literal (IceCubesApp's filter title)", arguments: [
        "filter.menu.mention", "filter.menu.follow", "filter.menu.all",
    ])
    func keyTypedBranches(_ key: String) throws {
        let uses = Self.app.uses(key)
        let use = try #require(uses.first)
        #expect(uses.count == 1)
        #expect(use.location.file.hasSuffix("NotificationFilter.swift") && use.location.line == 35 && use.component == .navTitle)
    }

    @Test("what an initializer's calls pass for a property is shown where a receiver of the type shows it, through `if let` too (openfoodfacts' picture cell)", arguments: [
        ("photo.take.front", 34, Component.button), ("photo.take.back", 34, .button),
        ("photo.took.front", 36, .label), ("photo.took.back", 36, .label),
    ])
    func passedToTheInitializer(_ key: String, line: Int, component: Component) throws {
        let uses = Self.app.uses(key)
        let use = try #require(uses.first)
        #expect(uses.count == 1)
        #expect(use.location.file.hasSuffix("PhotoViewModel.swift") && use.location.line == line && use.component == component)
    }

    @Test func anArgumentFollowedIntoItsViewIsNotAlsoTheViewsOwnProperty() throws {
        // `Caption(text: ...)` with `label.text = text` in Caption: placed once, at the call, by the forwarding.
        let uses = Self.app.uses("photo.caption")
        #expect(uses.count == 1)
        #expect(uses.first?.location.line == 48)
        #expect(uses.first?.notes.contains { $0.contains("passed as `text:`") } == true)
    }

    @Test func explainingACatalogKeyShowsThePatternThatCoversIt() throws {
        // `let key = "tricks.category.\(category)"; Text(NSLocalizedString(key, comment: ""))`.
        let explanation = try #require(KeyExplanation.explain("tricks.category.games", in: Self.app).first)
        #expect(explanation.key.key == "tricks.category.*" && explanation.key.isPattern)
        #expect(explanation.chosen?.component == .tabItem && explanation.chosen?.location.line == 12)
        #expect(KeyExplanation.explain("tricks.unknown", in: Self.app).isEmpty)
    }

    @Test func bareLiteralsOfAStringMemberAreNotKeys() {
        // `func trackingName() -> String`: `Text(x?.trackingName() ?? "filter.menu.none")` shows a verbatim String.
        for key in ["filter.menu.mention.tracking", "filter.menu.follow.tracking", "filter.menu.none"] {
            #expect(!Self.app.inferences.contains { $0.key.key == key })
        }
    }

    @Test func rawStringsReturnedAreNotKeys() {
        // `analyticsName` returns plain literals: not a choice of keys.
        #expect(!Self.app.inferences.contains { $0.key.key == "date_added" || $0.key.key == "custom" })
    }
}
