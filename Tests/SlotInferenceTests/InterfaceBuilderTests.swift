import Foundation
import Catalogs
import Testing
import TextStyles
@testable import SlotInference

@Suite("Interface Builder")
struct InterfaceBuilderTests {
    let app = Fixtures.app

    @Test func labelWithTextStyleWrappingAndWidth() throws {
        let label = try #require(app.inference("lbl-00-001.text", in: "Main.storyboard"))
        #expect(label.key == KeyReference(key: "lbl-00-001.text", table: "Main"))
        #expect(label.component == .label)
        #expect(label.font == InferredFont(style: TextStyle(name: "Headline"), dynamicType: .scales))
        #expect(label.lines == 2)
        #expect(label.lineBreak == .word)
        #expect(label.minimumScaleFactor == 0)
        #expect(label.width == 361)
        #expect(label.confidence == .exact)
        #expect(label.source == .interfaceBuilder)
        #expect(label.location.line == 43)
        #expect(label.sourceText == "Accessibility settings")
        #expect(label.notes.contains { $0.contains("retina6_12") && $0.contains("constraints are not solved") })
    }

    @Test("fonts: system with weight, text style without adjusting, custom", arguments: [
        ("lbl-00-002.text", InferredFont(pointSize: 15, weight: .semibold, dynamicType: .fixed)),
        ("lbl-00-003.text", InferredFont(style: TextStyle(name: "Footnote"), dynamicType: .scalesAtLoad)),
        ("lbl-00-004.text", InferredFont(face: .custom(name: "Avenir-Heavy"), pointSize: 20, dynamicType: .fixed)),
        ("lbl-00-009.text", InferredFont(pointSize: 17, dynamicType: .fixed)),
    ])
    func fonts(_ key: String, expected: InferredFont) throws {
        #expect(try #require(app.inference(key, in: "Main.storyboard")).font == expected)
    }

    @Test func defaultsAndAutoShrink() throws {
        let version = try #require(app.inference("lbl-00-002.text", in: "Main.storyboard"))
        #expect(version.lines == 1)
        #expect(version.lineBreak == .tail)
        #expect(version.minimumScaleFactor == 0.5)
        #expect(version.width == 120)
        #expect(try #require(app.inference("lbl-00-003.text", in: "Main.storyboard")).lineBreak == .middle)
    }

    @Test func legacyAndConfigurationButtons() throws {
        let legacy = try #require(app.inference("btn-00-001.normalTitle", in: "Main.storyboard"))
        #expect(legacy.component == .button)
        #expect(!legacy.usesButtonConfiguration)
        #expect(legacy.lines == 1)
        #expect(legacy.lineBreak == .middle)
        #expect(legacy.width == 240)
        let configured = try #require(app.inference("btn-00-002.configuration.title", in: "Main.storyboard"))
        #expect(configured.usesButtonConfiguration)
        #expect(configured.lines == 0)
        #expect(configured.font == InferredFont(style: TextStyle(name: "Headline"), dynamicType: .scales))
        let highlighted = try #require(app.inference("wlc-00-002.highlightedTitle", in: "Welcome.xib"))
        #expect(highlighted.font == InferredFont(pointSize: 17, weight: .bold, dynamicType: .fixed))
    }

    @Test func textFieldsTextAndPlaceholder() throws {
        let placeholder = try #require(app.inference("txf-00-001.placeholder", in: "Main.storyboard"))
        #expect(placeholder.component == .textField)
        #expect(placeholder.textField == TextFieldTraits(borderStyle: "roundedRect", hasClearButton: true))
        #expect(placeholder.font?.dynamicType == .scales)
        // An empty text has no key in .strings, so no inference.
        #expect(app.inference("txf-00-001.text", in: "Main.storyboard") == nil)
        let guest = try #require(app.inference("wlc-00-003.text", in: "Welcome.xib"))
        #expect(guest.textField == TextFieldTraits(borderStyle: "bezel", hasClearButton: false))
        #expect(guest.minimumScaleFactor == 0.75)
        #expect(app.inference("wlc-00-003.placeholder", in: "Welcome.xib")?.sourceText == "Name")
    }

    @Test func textViewsWithAttributeOrChildText() throws {
        let terms = try #require(app.inference("txv-00-001.text", in: "Main.storyboard"))
        #expect(terms.component == .textView)
        #expect(terms.lines == 0)
        let long = try #require(app.inference("wlc-00-004.text", in: "Welcome.xib"))
        #expect(long.sourceText?.hasPrefix("A longer text") == true)
        #expect(long.font == InferredFont(style: TextStyle(name: "Callout"), dynamicType: .scalesAtLoad))
    }

    @Test func segmentedControlIsOneGroup() throws {
        let first = try #require(app.inference("sgc-00-001.segmentTitles[0]", in: "Main.storyboard"))
        #expect(first.component == .segment)
        let group = try #require(app.group(of: first))
        #expect(group.kind == .segmentedControl)
        #expect(group.members.map(\.key) == ["sgc-00-001.segmentTitles[0]", "sgc-00-001.segmentTitles[1]", "sgc-00-001.segmentTitles[2]"])
        #expect(group.itemCount == 4)
        #expect(group.width == 300)
        let byContent = try #require(app.group(of: app.inference("wlc-00-005.segmentTitles[1]", in: "Welcome.xib")))
        #expect(byContent.notes.contains { $0.contains("apportionsSegmentWidthsByContent") })
    }

    @Test func navigationItemsLargeOrInlineWithTheirBarButtons() throws {
        let root = try #require(app.inference("nvi-00-001.title", in: "Main.storyboard"))
        #expect(root.component == .largeTitle)
        #expect(app.inference("nvi-00-003.title", in: "Main.storyboard")?.component == .largeTitle)
        #expect(app.inference("nvi-00-002.title", in: "Main.storyboard")?.component == .navTitle)
        let bar = try #require(app.group(of: root))
        #expect(bar.kind == .navigationBar)
        #expect(bar.members.map(\.key) == ["nvi-00-001.title", "bbi-00-001.title"])
        #expect(bar.width == 393)
        let save = try #require(app.inference("bbi-00-001.title", in: "Main.storyboard"))
        #expect(save.component == .barButton)
        #expect(save.isProminent)
        #expect(save.barPosition == .trailing)
        // The back item is shown on the bar of the screen pushed from this one (Details), beside
        // its title, not in its own bar.
        let back = try #require(app.inference("bbi-00-002.title", in: "Main.storyboard"))
        #expect(back.component == .backButton)
        let details = try #require(app.group(of: back))
        #expect(details.members.map(\.key) == ["nvi-00-003.title", "bbi-00-002.title"])
        // A navigation bar outside a controller (xib): inline, with its items; a system item has no key.
        let welcome = try #require(app.group(of: app.inference("wni-00-001.title", in: "Welcome.xib")))
        #expect(welcome.members.map(\.key) == ["wni-00-001.title", "wbb-00-001.title", "wbb-00-002.title"])
        #expect(app.inference("wbb-00-001.title", in: "Welcome.xib")?.barPosition == .leading)
        #expect(app.inference("wbb-00-002.title", in: "Welcome.xib")?.barPosition == .trailing)
    }

    @Test func toolbarItemsExceptSpaces() throws {
        let share = try #require(app.inference("bbi-00-012.title", in: "Main.storyboard"))
        #expect(share.component == .toolbarItem)
        #expect(share.isProminent)
        let toolbar = try #require(app.group(of: share))
        #expect(toolbar.kind == .toolbar)
        #expect(toolbar.members.map(\.key) == ["bbi-00-010.title", "bbi-00-012.title"])
        #expect(toolbar.itemCount == 2)
    }

    @Test func tabBarItemsOfOneTabBarController() throws {
        let settings = try #require(app.inference("tab-00-001.title", in: "Main.storyboard"))
        #expect(settings.component == .tabItem)
        let bar = try #require(app.group(of: settings))
        #expect(bar.kind == .tabBar)
        #expect(bar.members.map(\.key) == ["tab-00-001.title", "tab-00-002.title"])
        #expect(bar.itemCount == 2)
        #expect(bar.width == 393)
        #expect(bar.location.line == 11)
        // A standalone tab bar: three items, one a system item without a title.
        let standalone = try #require(app.group(of: app.inference("wti-00-001.title", in: "Welcome.xib")))
        #expect(standalone.itemCount == 3)
        #expect(standalone.members.count == 2)
    }

    @Test func tableViewCellLabelsKnowTheirRole() throws {
        #expect(app.inference("lbl-00-020.text", in: "Main.storyboard")?.cell == CellContext(style: .rightDetail, role: .primary, width: 353))
        #expect(app.inference("lbl-00-021.text", in: "Main.storyboard")?.cell == CellContext(style: .rightDetail, role: .secondary, width: 353))
    }

    @Test func textsWithoutAComponentAreUnplacedNotDropped() throws {
        let header = try #require(app.unplaced.first { $0.key.key == "sec-00-001.headerTitle" })
        #expect(header.reason.contains("section header"))
        #expect(!header.isNotDisplayed)
        let accessibility = try #require(app.unplaced.first { $0.key.key == "btn-00-003.accessibilityLabel" })
        #expect(accessibility.isNotDisplayed)
        #expect(app.unplaced.contains { $0.key.key == "wlc-00-006.placeholder" })
        let attributed = try #require(app.issues.first { $0.kind == .notLocalizable })
        #expect(attributed.location.line == 92)
        #expect(attributed.message.contains("lbl-00-005"))
    }
}

@Suite("Interface Builder translations")
struct InterfaceBuilderTranslationTests {
    let app = Fixtures.app

    @Test func objectWithoutTranslationNamesEveryLocaleMissing() throws {
        let missing = app.issues.filter { $0.kind == .missingTranslation }
        #expect(missing.map(\.key) == ["btn-00-001.normalTitle", "lbl-00-009.text"])
        let untranslated = try #require(missing.first { $0.key == "lbl-00-009.text" })
        #expect(untranslated.location.file.hasSuffix("Base.lproj/Main.storyboard"))
        #expect(untranslated.location.line == 96)
        #expect(untranslated.message.contains("de (") && untranslated.message.contains("fr ("))
        #expect(untranslated.message.contains("\"Untranslated\""))
        let frenchOnly = try #require(missing.first { $0.key == "btn-00-001.normalTitle" })
        #expect(frenchOnly.message.contains("fr (") && !frenchOnly.message.contains("de ("))
    }

    @Test func entryForADeletedObjectIsStale() throws {
        let stale = try #require(app.issues.first { $0.kind == .staleTranslation })
        #expect(stale.key == "old-00-999.text")
        #expect(stale.location.file.hasSuffix("de.lproj/Main.strings"))
        #expect(stale.location.line == 74)
        // Entries for objects that exist are never stale, read or not (section header, accessibility).
        #expect(app.issues.filter { $0.kind == .staleTranslation }.count == 1)
    }

    @Test func xibTranslationsAreComplete() {
        #expect(!app.issues.contains { $0.location.file.hasSuffix("Welcome.xib") })
    }
}

@Suite("Interface Builder with a String Catalog")
struct InterfaceBuilderStringCatalogTests {
    @Test func translationsInAStringCatalogOfTheSameName() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("slot-inference-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <objects>
                <label text="Hello" id="lbl-1"/>
                <label text="Bye" id="lbl-2"/>
            </objects>
        </document>
        """
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "lbl-1.text" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } } } },
            "lbl-2.text" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Au revoir" } } } },
            "gone-1.text" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Weg" } } } }
          },
          "version" : "1.0"
        }
        """
        try storyboard.write(to: root.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try catalog.write(to: root.appendingPathComponent("Main.xcstrings"), atomically: true, encoding: .utf8)
        let result = inferSlots(at: [root.appendingPathComponent("Base.lproj/Main.storyboard")])
        let missing = result.issues.filter { $0.kind == .missingTranslation }
        #expect(missing.map(\.key) == ["lbl-1.text", "lbl-2.text"])
        #expect(missing.allSatisfy { $0.location.file.hasSuffix("Main.storyboard") })
        #expect(missing[0].message.contains("fr (") && !missing[0].message.contains("de ("))
        #expect(result.issues.filter { $0.kind == .staleTranslation }.map(\.key) == ["gone-1.text"])
    }

    @Test func aTitleIsTheBackButtonOfTheScreensPushedFromIt() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="vc-a">
                        <view key="view" id="v-a"><rect key="frame" x="0.0" y="0.0" width="375" height="812"/></view>
                        <navigationItem key="navigationItem" title="My trips" id="nvi-a"/>
                        <connections><segue destination="vc-b" kind="show" id="sg-1"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="vc-b">
                        <view key="view" id="v-b"><rect key="frame" x="0.0" y="0.0" width="375" height="812"/></view>
                        <navigationItem key="navigationItem" title="Trip details" backButtonTitle="Trip" id="nvi-b"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
        let batch = Fixtures.scan(storyboard, name: "Trips.storyboard")
        let bars = batch.groups.filter { $0.kind == .navigationBar }
        #expect(bars.count == 2)
        // B's bar: its title, and A's title as its back button (A has no back title of its own).
        let barB = try #require(bars.first { $0.members.contains(KeyReference(key: "nvi-b.title", table: "Trips")) })
        #expect(barB.members.map(\.key) == ["nvi-b.title", "nvi-a.title"])
        let back = try #require(batch.inferences.first { $0.key.key == "nvi-a.title" && $0.component == .backButton })
        #expect(back.groupID == barB.id)
        // B's own back title: nothing is pushed from B, so it is a slot of its own.
        let lone = try #require(batch.inference("nvi-b.backButtonTitle"))
        #expect(lone.component == .backButton && lone.groupID == nil)
        #expect(lone.notes.contains { $0.contains("none is pushed in this file") })
    }
}
