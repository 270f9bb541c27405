import Foundation
import Testing
import TextMeasure
@testable import SlotInference

/// Keys that reach a view through the app's own names: constants, helper functions, a macro,
/// a `String` extension and enum raw values, defined in one file and used in others.
@Suite("Keys followed through the app's definitions")
struct FollowedKeyTests {
    static let app: SlotInferenceResult = inferSlots(at: [Fixtures.url("Followed")])

    @Test("each shape of definition, followed to its use", arguments: [
        // (key, file, line, component, what the note names)
        ("followed.done", "EditorViewController.swift", 9, Component.barButton, "`Strings.doneTitle`"),
        ("followed.done", "ShareView.swift", 10, .largeTitle, "`Strings.doneTitle`"),
        ("followed.delete", "EditorViewController.swift", 17, .alertButton, "`Strings.deleteTitle`"),
        ("followed.delete", "ShareView.swift", 11, .alertTitle, "`Strings.deleteTitle`"),
        ("followed.share", "EditorViewController.swift", 18, .alertButton, "`Strings.shareTitle`"),
        ("followed.share", "ShareView.swift", 8, .button, "`Strings.shareTitle`"),
        ("followed.save", "EditorViewController.swift", 10, .button, "`L`"),
        ("followed.keep", "ShareView.swift", 12, .alertButton, "`L`"),
        ("followed.delete.message", "EditorViewController.swift", 16, .alertMessage, "`message`"),
        ("followed.delete.title", "EditorViewController.swift", 16, .alertTitle, "`String.localizedText`"),
        ("followed.section.general", "EditorViewController.swift", 8, .navTitle, "`Section.general.title`"),
        ("followed.section.privacy", "EditorViewController.swift", 11, .tabItem, "`Section.privacy.rawValue`"),
        ("legacy.macro.title", "LegacyAlerts.m", 6, .alertTitle, "`AppLocalizedString` (" ),
        ("legacy.macro.ok", "LegacyAlerts.m", 9, .alertButton, "`AppLocalizedString` ("),
        ("legacy.macro.retry", "LegacyAlerts.m", 10, .button, "`AppLocalizedString` ("),
    ])
    func followed(_ key: String, file: String, line: Int, component: Component, via: String) throws {
        let use = try #require(Self.app.inferences.first { $0.key.key == key && $0.location.file.hasSuffix(file) && $0.location.line == line })
        #expect(use.component == component)
        #expect(use.notes.contains { $0.hasPrefix("the key reaches here through \(via)") })
    }

    @Test func helperThroughHelperKeepsItsTable() throws {
        // `tr("Sharing", ...)` calls `lookUp(key, table)`, which localizes: the table is the literal passed.
        let share = try #require(Self.app.uses("followed.share").first)
        #expect(share.key.table == "Sharing")
        // "Localizable" is the default table.
        #expect(try #require(Self.app.uses("followed.delete").first).key.table == nil)
    }

    @Test func macroAndItsCancelStyle() throws {
        let ok = try #require(Self.app.uses("legacy.macro.ok").first)
        #expect(ok.isProminent)
        #expect(ok.source == .objectiveC)
    }

    @Test func aConstantNoUseFollowedIsListedAtItsDefinition() throws {
        let unused = try #require(Self.app.unplaced.first { $0.key.key == "followed.unused" })
        #expect(unused.location.file.hasSuffix("Strings.swift") && unused.location.line == 8)
        #expect(unused.reason.contains("`Strings.neverShown`"))
        // The followed constants' own definitions are not listed as unplaced uses.
        #expect(!Self.app.unplaced.contains { $0.key.key == "followed.done" || $0.key.key == "followed.delete" })
    }

    @Test func totalsAddUp() throws {
        // Every key expression in the fixture is a use or an unplaced entry: 12 keys placed, 1 unplaced.
        #expect(Set(Self.app.placements.map(\.key.key)).count == 12)
        #expect(Self.app.unplaced.map(\.key.key) == ["followed.unused"])
    }

    @Test func aKeyInTwoComponentsKeepsTheTighterAndExplainSaysSo() throws {
        let explanation = try #require(KeyExplanation.explain("followed.done", in: Self.app).first)
        #expect(explanation.uses.count == 2)
        #expect(explanation.chosen?.component == .barButton)
        #expect(explanation.why.hasPrefix("2 components; the tighter slot (barButton prominent) kept."))
        #expect(explanation.text.contains("* \(explanation.uses[0].location.file):9  UIBarButtonItem  barButton prominent  (likely)"))
    }

    @Test func explainGlobAndUnplacedOnlyKeys() throws {
        let all = KeyExplanation.explain("followed.*", in: Self.app)
        #expect(all.count == 10)
        let unused = try #require(all.first { $0.key.key == "followed.unused" })
        #expect(unused.chosen == nil && unused.unplaced.count == 1)
        #expect(unused.text.contains("not placed: defined as `Strings.neverShown` here"))
    }

    @Test func aLocalConstantIsFollowedOnlyInItsOwnBody() throws {
        let batch = Fixtures.scan("""
            import UIKit
            final class A: UIViewController {
                func one() {
                    let title = NSLocalizedString("local.title", comment: "")
                    present(UIAlertController(title: title, message: nil, preferredStyle: .alert), animated: true)
                }
                func two() {
                    present(UIAlertController(title: title, message: nil, preferredStyle: .alert), animated: true)
                }
            }
            """)
        #expect(batch.inferences.map(\.location.line) == [5])
        #expect(batch.inference("local.title")?.component == .alertTitle)
    }

    @Test func pickerTitleInAFormIsALabelElsewhereUnplaced() throws {
        let batch = Fixtures.scan("""
            import SwiftUI
            struct S: View {
                @State var choice = 0
                var body: some View {
                    Form { Picker("picker.in.form", selection: $choice) { Text("a").tag(0) } }
                }
                var loose: some View { Picker("picker.loose", selection: $choice) { Text("b").tag(0) } }
            }
            """)
        let inForm = try #require(batch.inference("picker.in.form"))
        #expect(inForm.component == .label && inForm.confidence == .guess)
        #expect(batch.unplaced.first { $0.key.key == "picker.loose" }?.reason.contains("outside a Form or List") == true)
    }

    @Test func menuContextMenuAndSwipeActionItemsAreListedWithTheirReason() throws {
        let batch = Fixtures.scan("""
            import SwiftUI
            struct R: View {
                @State var picked: Set<Int> = []
                var body: some View {
                    Text("row.title")
                        .contextMenu { Button("row.reply") {} }
                        .swipeActions { Button(role: .destructive) {} label: { Label("row.delete", systemImage: "trash") } }
                    List(selection: $picked) { Text("row.item") }
                        .contextMenu(forSelectionType: Int.self, menu: { _ in Button("row.edit") {} })
                    Menu("row.more") { Button("row.share") {} }
                }
            }
            """)
        func reason(_ key: String) -> String? { batch.unplaced.first { $0.key.key == key }?.reason }
        #expect(reason("row.reply") == "a context menu item (no component for it yet)")
        #expect(reason("row.edit") == "a context menu item (no component for it yet)")
        #expect(reason("row.delete") == "a swipe action's title (no component for it yet)")
        #expect(reason("row.share") == "a menu item (no component for it yet)")
        #expect(batch.inference("row.more")?.component == .button)
        #expect(batch.inference("row.title")?.component == .label)
    }

    /// A conditional of plain literals is no key, in Swift (`Text(title)` of a `String`) and in
    /// Objective-C (simplenote's tracking event names passed to a method of its own).
    @Test func aConditionalOfPlainLiteralsIsNoKey() {
        let swift = Fixtures.scan("""
            import UIKit
            final class C {
                let label = UILabel()
                func f(on: Bool) {
                    let title = on ? "plain.on" : "plain.off"
                    label.text = title
                }
            }
            """)
        #expect(swift.inferences.isEmpty && swift.unplaced.isEmpty)
        let objc = Fixtures.scan("""
            @implementation T
            - (void)show:(NSString *)name
            {
                self.label.text = name;
            }
            - (void)run:(BOOL)isOn
            {
                NSString *name = isOn ? @"plain.on" : @"plain.off";
                [self show:name];
            }
            @end
            """, name: "T.m")
        #expect(objc.inferences.isEmpty && objc.unplaced.isEmpty)
    }

    /// Whisky's tab titles: `let key = "winetricks.category.\(...)"; Text(NSLocalizedString(key, comment: ""))`.
    @Test func aLocalLiteralPassedToNSLocalizedStringIsTheKey() throws {
        let batch = Fixtures.scan("""
            import SwiftUI
            struct Tricks: View {
                let categories: [String]
                var body: some View {
                    TabView {
                        ForEach(categories, id: \\.self) { category in
                            Text("tricks.body")
                                .tabItem {
                                    let key = "tricks.category.\\(category)"
                                    Text(NSLocalizedString(key, comment: ""))
                                }
                        }
                    }
                }
                func other(key: String) -> some View { Text(NSLocalizedString(key, comment: "")) }
            }
            """)
        let tab = try #require(batch.inferences.first { $0.key.isPattern })
        #expect(tab.component == .tabItem && tab.location.line == 10)
        #expect(tab.key.key == "tricks.category.*")
        #expect(tab.notes.contains { $0.contains("`key` (the literal it is given at line 9)") })
        // A parameter named `key` is not the local of another body.
        #expect(batch.inferences.filter { $0.key.isPattern }.count == 1)
    }

    /// kiwix's `BookmarkButton` (a view used in a toolbar of another file), IceCubes' `saveButton`
    /// (a view property used in `.toolbar`), duckduckgo's `.navigationBarItems(trailing: Button(...))`:
    /// bar buttons; a view also used elsewhere keeps its buttons.
    @Test func viewsUsedOnlyInToolbarsShowBarButtons() throws {
        let batch = Fixtures.scan("""
            import SwiftUI

            struct BookmarkButton: View {
                let bookmarked: Bool
                var body: some View {
                    Button(bookmarked ? "bookmark.remove" : "bookmark.add") {}
                }
            }

            struct Page: View {
                var body: some View {
                    List { Button("page.row") {} }
                        .toolbar {
                            ToolbarItemGroup(placement: .primaryAction) {
                                BookmarkButton(bookmarked: true)
                                saveButton
                            }
                        }
                        .navigationBarItems(trailing: Button("page.done") {})
                }

                var saveButton: some View {
                    Button("page.save") {}
                }
            }
            struct Elsewhere: View {
                var body: some View { List { ShareRow() } .toolbar { ShareRow() } }
            }
            struct ShareRow: View {
                var body: some View { Button("share.row") {} }
            }
            """)
        for key in ["bookmark.add", "bookmark.remove", "page.save", "page.done"] {
            #expect(batch.inference(key)?.component == .barButton, "\(key)")
        }
        #expect(batch.inference("bookmark.add")?.notes.contains { $0.contains("`BookmarkButton`, which the app uses only in toolbars (Test.swift:15)") } == true)
        #expect(batch.inference("page.row")?.component == .button)
        #expect(batch.inference("share.row")?.component == .button)
    }

    /// kiwix's `ArticleShortcutButtons`: a `Menu`'s label in a view property (`mainArticle`)
    /// of a view used only in toolbars is a bar button; the property's own use is in that view.
    @Test func aViewPropertyOfAToolbarOnlyViewShowsBarButtons() throws {
        let batch = Fixtures.scan("""
            import SwiftUI

            struct ShortcutButtons: View {
                var body: some View { mainArticle }

                private var mainArticle: some View {
                    Menu {
                        Button("shortcut.item") {}
                    } label: {
                        Label("shortcut.main", systemImage: "house")
                    }
                }
            }
            struct Browser: View {
                var body: some View {
                    Text("browser.body")
                        .toolbar { ToolbarItemGroup(placement: .primaryAction) { ShortcutButtons() } }
                }
            }
            struct Other: View {
                var body: some View { List { row } }
                private var row: some View { Button("other.row") {} }
            }
            """)
        #expect(batch.inference("shortcut.main")?.component == .barButton)
        #expect(batch.inference("shortcut.main")?.notes.contains { $0.contains("`ShortcutButtons`, which the app uses only in toolbars (Test.swift:17)") } == true)
        #expect(batch.inference("other.row")?.component == .button)
    }

    /// IceCubes' `AppTab.label` (`var label: some View { Label(title, ...) }`), shown by
    /// `Tab(value: tab) { ... } label: { tab.label }` and also as a picker's row: its texts are
    /// tab items, the tighter slot; another type's `label` property is not.
    @Test func aViewPropertyShownAsATabsLabelIsATabItem() throws {
        let batch = Fixtures.scan("""
            import SwiftUI

            enum AppTab: Hashable, CaseIterable {
                case timeline, settings
                var label: some View { Label(title, systemImage: "house") }
                var title: LocalizedStringKey {
                    switch self {
                    case .timeline: "tab.timeline"
                    case .settings: "tab.settings"
                    }
                }
            }
            struct Prompt: View {
                var body: some View { label }
                var label: some View { Label("prompt.label", systemImage: "x") }
            }
            struct AppView: View {
                @State var selected: AppTab = .timeline
                var body: some View {
                    TabView(selection: $selected) {
                        let tab = AppTab.timeline
                        Tab(value: tab) {
                            Text("timeline.body")
                        } label: {
                            tab.label
                        }
                    }
                }
            }
            """)
        #expect(batch.inference("tab.timeline")?.component == .tabItem)
        #expect(batch.inference("tab.settings")?.component == .tabItem)
        #expect(batch.inference("tab.settings")?.notes.contains { $0.contains("`AppTab.label`, which the app shows as a tab's label (Test.swift:25)") } == true)
        #expect(batch.inference("prompt.label")?.component == .label)
        #expect(batch.inference("timeline.body")?.component == .label)
    }

    /// kiwix's library: `List(categories) { category in ... .navigationTitle(category.name) }`
    /// with `var categories: [Category]`: the closure's parameter has the element's type, so
    /// every text `Category.name` returns is a navigation title.
    @Test func aClosureOverADeclaredArrayHasItsElementType() throws {
        let batch = Fixtures.scan("""
            import SwiftUI

            enum Category: String {
                case wikipedia, ted
                var name: String {
                    switch self {
                    case .wikipedia: return NSLocalizedString("enum.category.wikipedia", comment: "")
                    case .ted: return NSLocalizedString("enum.category.ted", comment: "")
                    }
                }
            }
            struct ZimFile { let name: String }
            struct Library: View {
                @State private var categories: [Category]
                var body: some View {
                    List(categories) { category in
                        NavigationLink {
                            Text("library.body").navigationTitle(category.name).navigationBarTitleDisplayMode(.inline)
                        } label: {
                            Text("library.row")
                        }
                    }
                }
            }
            """)
        #expect(batch.inference("enum.category.wikipedia")?.component == .navTitle)
        #expect(batch.inference("enum.category.ted")?.component == .navTitle)
    }

    /// IceCubes' font picker: `ForEach(FontState.allCases) { Text(fontState.title) }` in a menu
    /// picker lists every text the choice returns, not only the first.
    @Test func everyTextOfAChoiceInAPickerIsListed() throws {
        let batch = Fixtures.scan("""
            import SwiftUI

            enum FontState: Int, CaseIterable {
                case system, dyslexic, rounded
                var title: LocalizedStringKey {
                    switch self {
                    case .system: "font.system"
                    case .dyslexic: "Open Dyslexic"
                    case .rounded: "SF Rounded"
                    }
                }
            }
            struct Settings: View {
                @State var font: FontState = .system
                var body: some View {
                    Picker("font.picker", selection: $font) {
                        ForEach(FontState.allCases, id: \\.rawValue) { fontState in
                            Text(fontState.title).tag(fontState)
                        }
                    }
                }
            }
            """)
        let listed = Set(batch.unplaced.filter { $0.reason.contains("an option of a picker") }.map(\.key.key))
        #expect(listed == ["font.system", "Open Dyslexic", "SF Rounded"])
    }

    /// openfoodfacts' BulletinBoard pages: `page.alternativeButtonTitle = "generic.close".localized`
    /// on a third-party view is listed with the property it is assigned to, not dropped; a
    /// `.localized` literal in a label is still placed.
    @Test func aLocalizedLiteralAssignedToAnUnknownPropertyIsListed() throws {
        let batch = Fixtures.scan("""
            import UIKit

            final class AnalysisView: UIView {
                let titleLabel = UILabel()
                func show() {
                    let page = BLTNPageItem(title: "x")
                    page.alternativeButtonTitle = "generic.close".localized
                    titleLabel.text = "analysis.title".localized
                    print("analysis.logged".localized)
                }
            }
            """)
        let close = try #require(batch.unplaced.first { $0.key.key == "generic.close" })
        #expect(close.location.line == 7)
        #expect(close.reason.contains("assigned to `page.alternativeButtonTitle`"))
        #expect(batch.unplaced.first { $0.key.key == "analysis.logged" }?.reason.contains("not put into a view in the same expression") == true)
        #expect(batch.inference("analysis.title")?.component == .label)
        #expect(!batch.unplaced.contains { $0.key.key == "analysis.title" })
    }

    /// pocket-casts-ios's previews (`struct X_Previews: PreviewProvider` with a view nested in it),
    /// `#Preview`, and IceCubesApp's `.accessibilityRepresentation { Menu(title) {} }`: not drawn
    /// in the app, so listed with the reason, not placed.
    @Test func previewsAndAccessibilityRepresentationsAreNotPlaced() throws {
        let batch = Fixtures.scan("""
            import SwiftUI
            struct Header: View {
                var body: some View {
                    Text("header.title")
                        .accessibilityRepresentation { Menu("header.menu") {} }
                }
            }
            struct Header_Previews: PreviewProvider {
                static var previews: some View { Content() }
                struct Content: View {
                    var body: some View { Button("preview.button") {} }
                }
            }
            #Preview {
                Text("preview.macro").navigationTitle("preview.title")
            }
            """)
        #expect(batch.inference("header.title")?.component == .label)
        func reason(_ key: String) -> String? { batch.unplaced.first { $0.key.key == key }?.reason }
        #expect(reason("header.menu") == "inside .accessibilityRepresentation: read by VoiceOver, not drawn")
        #expect(reason("preview.button") == "in an Xcode preview (PreviewProvider), not in the app's UI")
        #expect(reason("preview.macro") == "in an Xcode preview (#Preview), not in the app's UI")
        #expect(reason("preview.title") == "in an Xcode preview (#Preview), not in the app's UI")
        #expect(!batch.inferences.contains { $0.key.key.hasPrefix("preview.") || $0.key.key == "header.menu" })
    }

    /// pocket-casts-ios declares `class ThemeableLabel: UILabel` in one file and assigns 69 keys
    /// to outlets of that type in others: an app's view subclass is its UIKit view wherever the
    /// files read declare it, through subclasses of subclasses; a class that is no view stays
    /// unplaced with its reason.
    @Test func anAppsViewSubclassDeclaredInAnotherFileIsItsUIKitView() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-subclass-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            import UIKit
            class ThemeableLabel: UILabel {}
            class Headline: ThemeableLabel {}
            final class ThemeableTextField<Style>: UITextField, UITextFieldDelegate {}
            class Unrelated: NSObject {}
            """.write(to: folder.appendingPathComponent("Themeable.swift"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            final class Cell: UITableViewCell {
                @IBOutlet var titleLabel: ThemeableLabel!
                @IBOutlet var headline: Headline!
                @IBOutlet var searchField: ThemeableTextField!
                @IBOutlet var other: Unrelated!
                func configure() {
                    titleLabel.text = NSLocalizedString("sub.title", comment: "")
                    headline.text = NSLocalizedString("sub.headline", comment: "")
                    searchField.placeholder = NSLocalizedString("sub.search", comment: "")
                    other.text = NSLocalizedString("sub.other", comment: "")
                }
            }
            """.write(to: folder.appendingPathComponent("Cell.swift"), atomically: true, encoding: .utf8)
        let result = inferSlots(at: [folder])
        func use(_ key: String) -> Inference? { result.inferences.first { $0.key.key == key } }
        let title = try #require(use("sub.title"))
        #expect(title.component == .label && title.location.line == 8)
        #expect(title.notes.contains { $0.hasPrefix("'titleLabel' is a ThemeableLabel, which the app declares as a UILabel subclass (") && $0.hasSuffix("Themeable.swift:2)") })
        #expect(use("sub.headline")?.component == .label)
        #expect(use("sub.search")?.component == .textField)
        #expect(use("sub.other") == nil)
        #expect(result.unplaced.first { $0.key.key == "sub.other" }?.reason.contains("'other' is a Unrelated, not a view TypeFit knows") == true)
    }

    /// SwiftGen writes each format string as a function (pocket-casts-ios has 207): its body's
    /// key is followed to `L10n.episodes(n)`, and the key in the body is not a use of its own. A
    /// function whose one expression draws a text (`Text(...)`) is not taken for a constant.
    @Test func aSwiftGenFormatFunctionIsFollowedToItsCall() throws {
        let batch = Fixtures.scan("""
            import SwiftUI
            import UIKit
            internal enum L10n {
                internal static func episodes(_ p1: Any) -> String {
                    return L10n.tr("Localizable", "episodes_count", String(describing: p1))
                }
                internal static func neverShown(_ p1: Any) -> String { L10n.tr("Localizable", "never_shown", String(describing: p1)) }
                private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                    let format = Bundle.main.localizedString(forKey: key, value: nil, table: table)
                    return String(format: format, locale: Locale.current, arguments: args)
                }
            }
            final class C: UIViewController {
                @IBOutlet var countLabel: UILabel!
                func show(n: Int) { countLabel.text = L10n.episodes(n) }
            }
            struct V: View {
                func header() -> some View { Text("swiftui.header") }
                var body: some View { header() }
            }
            """)
        let episodes = try #require(batch.inference("episodes_count"))
        #expect(episodes.component == .label && episodes.location.line == 15)
        #expect(episodes.notes.contains { $0.hasPrefix("the key reaches here through `L10n.episodes` (") })
        #expect(batch.inferences.filter { $0.key.key == "episodes_count" }.count == 1)
        #expect(batch.inference("swiftui.header")?.location.line == 18)
        #expect(batch.unplaced.first { $0.key.key == "never_shown" }?.reason.hasPrefix("defined as `L10n.neverShown` here") == true)
    }
}
