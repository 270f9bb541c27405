import Testing
import TextMeasure
import TextStyles
@testable import SlotInference

@Suite("SwiftUI sources")
struct SwiftUIScanTests {
    let app = Fixtures.app

    func use(_ key: String) throws -> Inference {
        try #require(app.inference(key, in: "SettingsView.swift"))
    }

    @Test func textWithItsModifierChain() throws {
        let header = try use("settings.header")
        #expect(header.component == .label)
        #expect(header.font == InferredFont(style: TextStyle(name: "Headline"), dynamicType: .scales))
        #expect(header.lines == 2)
        #expect(header.minimumScaleFactor == 0.5)
        #expect(header.width == 200)
        #expect(header.confidence == .likely)
        #expect(header.source == .swift)
        #expect(header.location.line == 14)
    }

    @Test func interpolatedTextIsAPattern() throws {
        let greeting = try use("greeting %*!")
        #expect(greeting.key.isPattern)
        #expect(greeting.font == InferredFont(pointSize: 15, weight: .semibold, dynamicType: .fixed))
        #expect(greeting.lines == 0)
        #expect(greeting.notes.contains { $0.contains("wraps") })
    }

    @Test func tablesTruncationAndCustomFonts() throws {
        let footer = try use("settings.footer")
        #expect(footer.key.table == "Settings")
        #expect(footer.lineBreak == .middle)
        #expect(footer.font?.style?.name == "Footnote")
        let custom = try use("settings.custom")
        #expect(custom.font == InferredFont(face: .custom(name: "Avenir-Heavy"), style: TextStyle(name: "Title 3"), pointSize: 20, dynamicType: .scales))
    }

    @Test("components", arguments: [
        ("common.done", Component.button), ("settings.signout", .button), ("period.day", .segment), ("period.week", .segment),
        ("settings.email", .textField), ("settings.notifications", .label), ("settings.title", .navTitle),
        ("toolbar.share", .toolbarItem), ("toolbar.delete", .toolbarItem), ("toolbar.add", .barButton),
        ("alert.delete.title", .alertTitle), ("alert.delete.confirm", .alertButton), ("alert.cancel", .alertButton),
        ("alert.delete.message", .alertMessage), ("tab.settings", .tabItem), ("tab.profile", .tabItem),
        ("tab.profile.content", .label),
    ])
    func component(_ key: String, expected: Component) throws {
        #expect(try use(key).component == expected)
    }

    @Test func buttonLabelTextKeepsItsWeight() throws {
        #expect(try use("settings.signout").font?.weight == .semibold)
    }

    @Test func groups() throws {
        let segments = try #require(app.group(of: use("period.day")))
        #expect(segments.kind == .segmentedControl)
        #expect(segments.members.map(\.key) == ["period.day", "period.week"])
        let toolbar = try #require(app.group(of: use("toolbar.share")))
        #expect(toolbar.kind == .toolbar)
        #expect(toolbar.members.map(\.key) == ["toolbar.share", "toolbar.delete"])
        let alert = try #require(app.group(of: use("alert.delete.title")))
        #expect(alert.kind == .alert)
        #expect(Set(alert.members.map(\.key)) == ["alert.delete.title", "alert.delete.confirm", "alert.cancel", "alert.delete.message"])
        #expect(try use("alert.cancel").isProminent)
        #expect(try !use("alert.delete.confirm").isProminent)
        let tabs = try #require(app.group(of: use("tab.settings")))
        #expect(tabs.kind == .tabBar)
        #expect(tabs.members.map(\.key) == ["tab.settings", "tab.profile"])
    }

    @Test func titlesWithoutAComponentAreUnplaced() throws {
        let unplaced = app.unplaced.filter { $0.location.file.hasSuffix("SettingsView.swift") }
        #expect(unplaced.map(\.key.key) == ["settings.period", "settings.section"])
        #expect(unplaced[0].isNotDisplayed)
    }

    @Test("navigation title display modes", arguments: [
        ("List {}.navigationTitle(\"k\").navigationBarTitleDisplayMode(.inline)", Component.navTitle),
        ("List {}.navigationBarTitleDisplayMode(.inline).navigationTitle(\"k\")", .navTitle),
        ("List {}.navigationTitle(\"k\").navigationBarTitleDisplayMode(.large)", .largeTitle),
        ("List {}.navigationTitle(\"k\")", .largeTitle),
        ("List {}.navigationTitle(Text(\"k\")).navigationBarTitleDisplayMode(.inline)", .navTitle),
    ])
    func navigationTitles(_ source: String, expected: Component) throws {
        let batch = Fixtures.scan(source)
        #expect(batch.inference("k")?.component == expected)
    }

    @Test("more places", arguments: [
        ("Menu(\"m\") { Button(\"k\") {} }", nil as Component?),
        ("Menu { Button(\"x\") {} } label: { Text(\"k\") }", .button),
        ("Picker(\"p\", selection: $s) { Text(\"k\") }", nil),
        ("TabView { Tab(\"k\", systemImage: \"house\") { Text(\"content\") } }", .tabItem),
        ("Alert(title: Text(\"t\"), message: Text(\"m\"), dismissButton: .default(Text(\"k\")))", .alertButton),
        (".confirmationDialog(\"k\", isPresented: $x, titleVisibility: .visible) { }", .alertTitle),
        (".toolbar { ToolbarItem(placement: .principal) { Text(\"k\") } }", .navTitle),
        ("TextField(\"f\", text: $t, prompt: Text(\"k\"))", .textField),
        ("Text(\"k\", tableName: \"T\")", .label),
        // An app's own button view's label or content closure (IceCubes' AsyncButton, kiwix's OpenFileButton).
        ("AsyncButton { await follow() } label: { Text(\"k\") }", .button),
        ("OpenFileButton(context: .welcome) { HStack { Text(\"k\") } }", .button),
        // In a toolbar it is a bar button (kiwix's hotspot `AsyncButton` in a `ToolbarItem`).
        ("List {}.toolbar { ToolbarItem(placement: .primaryAction) { AsyncButton { await go() } label: { Text(\"k\").bold() } } }", .barButton),
        ("Menu { AsyncButton { await go() } label: { Text(\"k\") } } label: { Text(\"m\") }", nil),
        ("FollowView { Text(\"k\") }", .label),
    ])
    func morePlaces(_ source: String, expected: Component?) {
        let batch = Fixtures.scan(source)
        #expect(batch.inference("k")?.component == expected)
        if expected == nil { #expect(batch.unplaced.contains { $0.key.key == "k" }) }
    }

    @Test func localizedStringKeyValuesAreFoundButUnplaced() {
        let batch = Fixtures.scan("let subtitle: LocalizedStringKey = \"k\"\nlet other = LocalizedStringKey(\"j\")")
        #expect(batch.unplaced.map(\.key.key) == ["k", "j"])
        #expect(batch.inferences.isEmpty)
    }

    @Test("A title and the toolbar buttons of one view's chain are one navigation bar, each button on the side its placement says")
    func navigationBarOfOneChain() throws {
        let batch = Fixtures.scan("""
            VStack { }
                .navigationTitle("title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("cancel") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("share") {} }
                    ToolbarItem { Button("more") {} }
                }
            List { }.navigationTitle("alone")
            """)
        let title = try #require(batch.inference("title"))
        #expect(title.component == .navTitle)
        let bar = try #require(batch.groups.first { $0.id == title.groupID })
        #expect(bar.kind == .navigationBar)
        #expect(bar.members.map(\.key) == ["title", "cancel", "share", "more"])
        #expect(batch.inference("cancel")?.barPosition == .leading)
        #expect(batch.inference("share")?.barPosition == .trailing)
        #expect(batch.inference("more")?.barPosition == nil)
        // A title with nothing beside it in its chain is a slot of its own.
        #expect(batch.inference("alone")?.groupID == nil)
        #expect(batch.groups.count == 1)
    }
}
