import Testing
import Catalogs
import TextMeasure
import TextStyles
@testable import FitCheck

/// The spec's groups: bars, controls, alerts and cells whose keys are checked together.
@Suite("Groups: bars, controls, alerts, cells")
struct GroupTests {
    /// Entries of our own making, in German and English, by key.
    static let texts: [String: (de: String, en: String)] = [
        "nav.title": ("Reiseübersicht", "Trips"),
        "nav.back": ("Alle gespeicherten Reisen und Buchungen", "All trips"),
        "nav.edit": ("Bearbeiten", "Edit"),
        "tab.trips": ("Meine Reisen", "Trips"),
        "tab.settings": ("Benachrichtigungseinstellungen", "Settings"),
        "tab.search": ("Suche", "Search"),
        "seg.all": ("Alle", "All"),
        "seg.upcoming": ("Bevorstehende", "Upcoming"),
        "tool.share": ("Teilen", "Share"),
        "tool.favorite": ("Zu Favoriten hinzufügen", "Favorite"),
        "tool.export": ("Als PDF exportieren", "Export"),
        "alert.title": ("Reise löschen?", "Delete trip?"),
        "alert.cancel": ("Abbrechen", "Cancel"),
        "alert.delete": ("Diese Reise endgültig löschen", "Delete"),
        "cell.language": ("Sprache", "Language"),
        "cell.value": ("Deutsch", "English"),
    ]

    static func catalogs() -> CatalogSet {
        var entries: [CatalogEntry] = []
        var line = 1
        for key in texts.keys.sorted() {
            entries.append(CatalogEntry(key: key, locale: "de", text: texts[key]!.de, location: SourceLocation(file: "mem.strings", line: line)))
            entries.append(CatalogEntry(key: key, locale: "en", text: texts[key]!.en, location: SourceLocation(file: "mem.strings", line: line + 1)))
            line += 2
        }
        return CatalogSet(files: [CatalogFile(path: "mem.strings", format: .strings, entries: entries)])
    }

    static let groupsJSON = """
    {
      "categories": ["Large", "xxLarge", "AX1", "AX5"],
      "defaultSlot": { "width": 343 },
      "groups": [
        { "kind": "navigationBar", "width": 375, "title": "nav.title", "back": "nav.back", "trailing": ["nav.edit"],
          "backTitle": { "de": "Zurück" } },
        { "kind": "tabBar", "width": 375, "items": ["tab.trips", "tab.search", "tab.settings"], "itemCount": 4 },
        { "kind": "segmentedControl", "width": 300, "segments": ["seg.all", "seg.upcoming"] },
        { "kind": "toolbar", "width": 320, "items": ["tool.share", "tool.favorite", "tool.export"] },
        { "kind": "alert", "title": "alert.title", "buttons": ["alert.cancel", "alert.delete"], "preferred": "alert.delete" },
        { "kind": "tableCell", "width": 375, "cellStyle": "valueCell", "accessory": "disclosureIndicator",
          "text": "cell.language", "secondaryText": "cell.value" }
      ]
    }
    """

    static let spec: Spec = { do { return try Fixtures.spec(groupsJSON) } catch { fatalError("\(error)") } }()

    static let result = runCheck(catalogs: catalogs(), spec: spec, options: CheckOptions(rendersPictures: true), measurer: Fixtures.measurer)

    static func entry(_ key: String, _ locale: String = "de") throws -> EntryResult {
        try #require(result.entries.first { $0.key == key && $0.locale == locale })
    }

    @Test("a group gives each member the slot of its role, with the group's settings")
    func memberSlots() throws {
        let groups = Self.spec.groups
        #expect(groups.map(\.kind) == [.navigationBar, .tabBar, .segmentedControl, .toolbar, .alert, .tableCell])
        let nav = groups[0]
        #expect(nav.members.map(\.role) == [.title, .back, .trailing])
        #expect(nav.members.map(\.slot.component) == [.navTitle, .backButton, .barButton])
        #expect(nav.members[1].slot.backTitle(forLocale: "de-CH") == "Zurück")
        #expect(groups[1].members.allSatisfy { $0.slot.component == .tabItem && $0.slot.options.itemCount == 4 && $0.slot.width == 375 })
        #expect(groups[2].members.allSatisfy { $0.slot.options.itemCount == 2 })
        let alert = groups[4]
        #expect(alert.members.map(\.slot.component) == [.alertTitle, .alertButton, .alertButton])
        #expect(alert.members[0].slot.style == TextStyle(name: "Headline"))
        #expect(alert.members[2].isEmphasized && alert.members[2].slot.emphasized && !alert.members[1].isEmphasized)
        #expect(alert.members[1].slot.options.itemCount == 2)
        #expect(groups[5].members[1].slot.style == TextStyle(name: "Body"))  // a value cell's secondary text
        #expect(groups[0].line == 5 && nav.members[0].line == 5)
    }

    @Test("the totals add up, and every member key is checked in its group")
    func totals() throws {
        #expect(Self.result.totals.addsUp)
        #expect(Self.result.entries.count == Self.texts.count * 2)
        #expect(try Self.entry("tab.settings").slotSummary.contains("tabBar at spec line"))
    }

    @Test("a tab title never grows: truncated at the regular sizes (saying so), the Large Content Viewer at AX sizes (info)")
    func tabTitle() throws {
        let tab = try Self.entry("tab.settings")
        let truncated = try #require(tab.findings.first { $0.kind == .truncated })
        #expect(truncated.categories == [.large, .xxLarge])
        #expect(truncated.message.contains("10 pt; this size never changes with Dynamic Type"))
        #expect(truncated.severity == .error)
        let viewer = try #require(tab.findings.first { $0.kind == .largeContentViewer })
        #expect(viewer.categories == [.ax1, .ax5] && viewer.severity == .info)
        #expect(viewer.message.contains("Large Content Viewer"))
        #expect(try Self.entry("tab.trips").findings.isEmpty)
        #expect(try Self.entry("tab.settings", "en").findings.isEmpty)
    }

    @Test("alert buttons stack from the category where a title no longer fits half the alert: info, not a failure")
    func alertStacking() throws {
        let cancel = try Self.entry("alert.cancel")
        let stacked = try #require(cancel.findings.first)
        #expect(cancel.findings.map(\.kind) == [.stacked])
        #expect(stacked.severity == .info && stacked.categories == [.large, .xxLarge, .ax1, .ax5])
        #expect(stacked.message.contains("stacked at Large (17 pt): a button title does not fit half the alert on one line"))
        #expect(cancel.firstFailingCategory == nil)  // stacked buttons show all their text
        // English fits side by side up to AX1; at AX5 "Cancel" (53 pt) is wider than half the 310 pt alert.
        #expect(try Self.entry("alert.cancel", "en").findings.map(\.categories) == [[.ax5]])
        #expect(try Self.entry("alert.title").findings.isEmpty)
    }

    @Test("a back button too wide beside the title shows \"Back\" in the locale's word, or the chevron: at most a warning")
    func backButton() throws {
        let back = try Self.entry("nav.back")
        let replaced = try #require(back.findings.first { $0.kind == .replaced })
        #expect(replaced.severity == .warning)
        #expect(replaced.message.contains("Zurück") || replaced.message.contains("chevron"))
        #expect(try Self.entry("nav.back", "en").findings.isEmpty)
    }

    @Test("toolbar items that fit alone but not together overflow the bar")
    func toolbar() throws {
        let share = try Self.entry("tool.share")
        let overflow = try #require(share.findings.first { $0.kind == .overflow })
        #expect(overflow.message.contains("the 3 items need"))
        #expect(overflow.severity == .error)
    }

    @Test("a value cell's texts stack at the accessibility sizes")
    func valueCell() throws {
        let cell = try Self.entry("cell.language")
        #expect(cell.findings.map(\.kind) == [.stacked])
        #expect(cell.findings[0].categories == [.ax1, .ax5])
    }

    @Test("pictures draw the component in context: the alert with both buttons, the tab bar with its items")
    func pictures() throws {
        let alert = try #require(try Self.entry("alert.cancel").findings.first?.pictures.first?.svg)
        #expect(alert.contains("<title>Abbrechen</title>") && alert.contains("rx=\"14\""))
        #expect(alert.components(separatedBy: "<g fill=").count - 1 >= 2)  // the other button's text is drawn too
        let tab = try #require(try Self.entry("tab.settings").findings.first?.pictures.first?.svg)
        #expect(tab.components(separatedBy: "rx=\"6\"").count - 1 == 4)  // four icons' places
    }

    @Test("a key in two groups keeps the worst outcome of the two")
    func keyInTwoGroups() throws {
        let spec = try Fixtures.spec("""
        { "categories": ["Large"], "groups": [
          { "kind": "alert", "buttons": ["alert.cancel", "alert.delete"] },
          { "kind": "alert", "buttons": ["alert.cancel", "tool.share"] } ] }
        """)
        let result = runCheck(catalogs: Self.catalogs(), spec: spec, options: CheckOptions(), measurer: Fixtures.measurer)
        let cancel = try #require(result.entries.first { $0.key == "alert.cancel" && $0.locale == "de" })
        #expect(cancel.outcomes.map(\.outcome) == [.fits] && cancel.outcomes.map(\.adaptation) == [.stacked])
        #expect(cancel.slotSummary.contains("and 1 more group"))
    }

    @Test("a group naming a key no catalog has is a spec error at the line that names it")
    func missingKey() throws {
        let spec = try Fixtures.spec("{\n  \"groups\": [\n    { \"kind\": \"tabBar\", \"width\": 375,\n      \"items\": [\"tab.trips\",\n                \"tab.setings\"] }\n  ]\n}")
        #expect {
            try spec.checkGroupKeys(in: Self.catalogs())
        } throws: { error in
            guard let error = error as? SpecError else { return false }
            return error.line == 5 && error.message.contains("\"tab.setings\", which no catalog has; did you mean \"tab.settings\"?")
        }
        let result = runCheck(catalogs: Self.catalogs(), spec: spec, options: CheckOptions(), measurer: Fixtures.measurer)
        #expect(result.notes.contains { $0.contains("tab.setings") })
    }

    /// A bad group, the line its error names and a phrase of its message.
    struct BadGroup: Sendable, CustomStringConvertible {
        var name: String
        var group: String
        var line: Int
        var phrase: String
        var description: String { name }
    }

    static let badGroups: [BadGroup] = [
        BadGroup(name: "no kind", group: "{ \"items\": [\"a\"] }", line: 3, phrase: "has no \"kind\""),
        BadGroup(name: "unknown kind", group: "{ \"kind\": \"tabbar2\", \"items\": [\"a\"] }", line: 3, phrase: "did you mean \"tabBar\""),
        BadGroup(name: "zero items", group: "{ \"kind\": \"tabBar\", \"width\": 375,\n  \"items\": [] }", line: 4, phrase: "is empty"),
        BadGroup(name: "no keys", group: "{ \"kind\": \"alert\" }", line: 3, phrase: "names no keys"),
        BadGroup(name: "no width", group: "{ \"kind\": \"tabBar\", \"items\": [\"a\"] }", line: 3, phrase: "has no \"width\""),
        BadGroup(name: "negative width", group: "{ \"kind\": \"tabBar\",\n  \"width\": -375, \"items\": [\"a\"] }", line: 4, phrase: "must be a positive number"),
        BadGroup(name: "itemCount below the items", group: "{ \"kind\": \"tabBar\", \"width\": 375, \"items\": [\"a\", \"b\"],\n  \"itemCount\": 1 }",
                 line: 4, phrase: "fewer than the 2 keys"),
        BadGroup(name: "zero itemCount", group: "{ \"kind\": \"segmentedControl\", \"width\": 300, \"segments\": [\"a\"],\n  \"itemCount\": 0 }",
                 line: 4, phrase: "must be 1 or more"),
        BadGroup(name: "a preferred key outside the group", group: "{ \"kind\": \"alert\", \"buttons\": [\"a\"],\n  \"preferred\": \"b\" }",
                 line: 4, phrase: "not one of the group's keys"),
        BadGroup(name: "a key twice", group: "{ \"kind\": \"toolbar\", \"width\": 375, \"items\": [\"a\",\n  \"a\"] }", line: 4, phrase: "twice"),
        BadGroup(name: "a key of another kind", group: "{ \"kind\": \"tabBar\", \"width\": 375, \"items\": [\"a\"],\n  \"buttons\": [\"b\"] }",
                 line: 4, phrase: "unknown key \"buttons\""),
        BadGroup(name: "an unknown cell style", group: "{ \"kind\": \"tableCell\", \"width\": 375, \"text\": \"a\",\n  \"cellStyle\": \"value2\" }",
                 line: 4, phrase: "value2 has no published metrics"),
    ]

    @Test("a bad group is a spec error naming its line", arguments: badGroups)
    func badGroup(_ bad: BadGroup) {
        let text = "{\n  \"groups\": [\n    \(bad.group)\n  ]\n}"
        #expect {
            try Fixtures.spec(text)
        } throws: { error in
            guard let error = error as? SpecError else { return false }
            if error.line != bad.line || !(error.message + " " + (error.hint ?? "")).contains(bad.phrase) {
                Issue.record("\(bad.name): got line \(error.line): \(error.message) / \(error.hint ?? "")")
            }
            return true
        }
    }
}
