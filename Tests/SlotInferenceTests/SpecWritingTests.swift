import Catalogs
import FitCheck
import Foundation
import Testing
import TextMeasure
import TextStyles
@testable import SlotInference

/// Writing a spec from inferences: each component's and group's mapping, read back through the
/// spec parser, so what is tested is what `typefit check` will measure.
@Suite("Writing a spec from inferences")
struct SpecWritingTests {
    static func inference(_ key: String, _ component: Component, font: InferredFont? = nil, lines: Int? = nil,
                          lineBreak: TextLineBreak? = nil, minimumScaleFactor: Double? = nil, width: Double? = nil,
                          prominent: Bool = false, configuration: Bool = false, cell: CellContext? = nil,
                          textField: TextFieldTraits? = nil, group: String? = nil, position: BarPosition? = nil,
                          line: Int = 10, file: String = "App/Main.storyboard", pattern: Bool = false) -> Inference {
        Inference(key: KeyReference(key: key, isPattern: pattern), component: component, font: font, lines: lines, lineBreak: lineBreak,
                  minimumScaleFactor: minimumScaleFactor, width: width, isProminent: prominent, usesButtonConfiguration: configuration,
                  cell: cell, textField: textField, groupID: group, barPosition: position, location: SourceLocation(file: file, line: line),
                  confidence: file.hasSuffix(".storyboard") ? .exact : .likely, source: file.hasSuffix(".storyboard") ? .interfaceBuilder : .swift)
    }

    static func result(_ inferences: [Inference], groups: [InferredGroup] = [], unplaced: [UnplacedKey] = [],
                       issues: [InferenceIssue] = []) -> SlotInferenceResult {
        SlotInferenceResult(inferences: inferences, placements: PlacementResolver.resolve(inferences), groups: groups,
                            unplaced: unplaced, issues: issues)
    }

    /// The written spec, parsed as `typefit check --spec` parses it.
    static func parsed(_ written: InferredSpec) throws -> Spec {
        try Spec.parse(written.json, path: "typefit.json")
    }

    /// The one rule written for `inference`, parsed, with its notes.
    static func slot(of inference: Inference) throws -> (slot: SlotSpec, notes: [String]) {
        let written = inferredSpec(from: result([inference]))
        let rule = try #require(written.rules.first)
        let spec = try parsed(written)
        #expect(spec.slots.count == 1)
        #expect(spec.slots[0].origin.inferredFrom == "\(inference.location.file):\(inference.location.line)")
        #expect(spec.slots[0].origin.confidence == inference.confidence.rawValue)
        return (spec.slots[0].slot, rule.notes)
    }

    // MARK: - Components

    /// Inference and the spec share one `Component`: whatever component an inference carries,
    /// the written spec names it so that `typefit check` reads back the same component, whose
    /// definition carries that name. A segment is written in its control's group.
    @Test("Every component an inference can carry is written as itself and reads back through the spec parser", arguments: Component.allCases)
    func componentRoundTrips(_ component: Component) throws {
        let groupID = "App/Main.storyboard:9"
        let inference = Self.inference("k", component, group: component == .segment ? groupID : nil)
        let groups = component == .segment
            ? [InferredGroup(id: groupID, kind: .segmentedControl, members: [inference.key], itemCount: 2,
                             location: SourceLocation(file: "App/Main.storyboard", line: 9), confidence: .exact)]
            : []
        let written = inferredSpec(from: Self.result([inference], groups: groups))
        #expect(written.uninferred.isEmpty)
        let spec = try Self.parsed(written)
        let slots = spec.slots.map(\.slot) + spec.groups.flatMap(\.members).map(\.slot)
        let slot = try #require(slots.first)
        #expect(slots.count == 1)
        #expect(slot.component == component)
        #expect(slot.component.definition.name == component.rawValue)
    }

    @Test("Inference names the view; only the spec writer makes a configuration button or a cell's text, from what the files said")
    func refinedComponentsAreNeverInferred() throws {
        let refined: Set<Component> = [.configurationButton, .cellText, .cellSecondaryText]
        let copy = Fixtures.materialize("App")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let result = inferSlots(at: [copy])
        #expect(!result.inferences.isEmpty)
        #expect(result.inferences.allSatisfy { !refined.contains($0.component) })
        // The fixture app has each of them, told by the flags the readers set.
        let written = inferredSpec(from: result)
        #expect(refined.isSubset(of: Set(written.rules.map(\.component))))
        let spec = try Self.parsed(written)
        #expect(spec.slots.map(\.slot.component) == written.rules.map(\.component))
    }

    @Test func labelFromInterfaceBuilder() throws {
        let font = InferredFont(style: TextStyle(name: "Headline"), dynamicType: .scales)
        let (slot, notes) = try Self.slot(of: Self.inference("lbl.text", .label, font: font, lines: 2, lineBreak: .word, width: 361))
        #expect(slot.component == .label)
        #expect(slot.style.name == "Headline")
        #expect(slot.size == nil)
        #expect(slot.lines == 2)
        #expect(slot.lineBreakMode == .wordWrapping)
        #expect(slot.width == 361)
        #expect(notes.isEmpty)
    }

    @Test func fixedSystemFontWithWeightAndShrinking() throws {
        let font = InferredFont(pointSize: 15, weight: .semibold, dynamicType: .fixed)
        let (slot, _) = try Self.slot(of: Self.inference("v.text", .label, font: font, lines: 1, lineBreak: .tail, minimumScaleFactor: 0.5, width: 120))
        #expect(slot.size == 15)
        #expect(!slot.scalesWithStyle)
        #expect(slot.weight == .semibold)
        #expect(slot.minimumScaleFactor == 0.5)
    }

    @Test("A text style without adjustsFontForContentSizeCategory scales, with a note; a fixed text style is its Large size")
    func scalesAtLoadAndFixedStyles() throws {
        let atLoad = try Self.slot(of: Self.inference("a.text", .label, font: InferredFont(style: TextStyle(name: "Footnote"), dynamicType: .scalesAtLoad)))
        #expect(atLoad.slot.style.name == "Footnote" && atLoad.slot.size == nil && atLoad.slot.scalesWithStyle)
        #expect(atLoad.notes.contains { $0.contains("the category the app starts at") })
        let fixed = try Self.slot(of: Self.inference("b.text", .label, font: InferredFont(style: TextStyle(name: "Body"), dynamicType: .fixed)))
        #expect(fixed.slot.size == 17 && !fixed.slot.scalesWithStyle)
    }

    @Test("A custom font keeps its size and scaling; the face is noted as not measured")
    func customFont() throws {
        let font = InferredFont(face: .custom(name: "Avenir-Heavy"), style: TextStyle(name: "Title 3"), pointSize: 20, dynamicType: .scales)
        let (slot, notes) = try Self.slot(of: Self.inference("brand", .label, font: font, file: "App/View.swift"))
        #expect(slot.size == 20 && slot.scalesWithStyle && slot.style.name == "Title 3")
        #expect(notes.contains { $0.contains("custom font \"Avenir-Heavy\" is not measured") })
        let italic = try Self.slot(of: Self.inference("i", .label, font: InferredFont(style: TextStyle(name: "Body"), italic: true, dynamicType: .scales)))
        #expect(italic.notes.contains { $0.contains("italic is not measured") })
    }

    @Test func buttonsLegacyAndConfiguration() throws {
        let legacy = try Self.slot(of: Self.inference("b.normalTitle", .button, lines: 1, lineBreak: .middle, width: 240))
        #expect(legacy.slot.component == .button && legacy.slot.width == 240)
        let configuration = try Self.slot(of: Self.inference("c.configuration.title", .button, lines: 0, lineBreak: .word, configuration: true))
        #expect(configuration.slot.component == .configurationButton)
        #expect(configuration.slot.lines == 0 && configuration.slot.lineBreakMode == .wordWrapping)
    }

    @Test("Text fields: border style by UIKit's name (Objective-C's too) and the clear button")
    func textFields() throws {
        let ib = try Self.slot(of: Self.inference("t.placeholder", .textField, textField: TextFieldTraits(borderStyle: "roundedRect", hasClearButton: true)))
        #expect(ib.slot.borderStyle == .roundedRect && ib.slot.hasClearButton)
        let objc = try Self.slot(of: Self.inference("t2", .textField, textField: TextFieldTraits(borderStyle: "UITextBorderStyleBezel", hasClearButton: false),
                                                    file: "App/V.m"))
        #expect(objc.slot.borderStyle == .bezel && !objc.slot.hasClearButton)
        let odd = try Self.slot(of: Self.inference("t3", .textField, textField: TextFieldTraits(borderStyle: "wobbly", hasClearButton: false)))
        #expect(odd.notes.contains { $0.contains("border style 'wobbly'") })
    }

    @Test("Table view cells: the cell's texts by its style and width; a left-detail or custom cell's label stays a label")
    func cells() throws {
        let value = try Self.slot(of: Self.inference("c.text", .label, width: 100, cell: CellContext(style: .rightDetail, role: .primary, width: 353)))
        #expect(value.slot.component == .cellText && value.slot.options.cellStyle == .valueCell && value.slot.width == 353)
        let detail = try Self.slot(of: Self.inference("c.detail", .label, cell: CellContext(style: .subtitle, role: .secondary, width: 375)))
        #expect(detail.slot.component == .cellSecondaryText && detail.slot.options.cellStyle == .subtitleCell)
        let left = try Self.slot(of: Self.inference("c.left", .label, width: 90, cell: CellContext(style: .leftDetail, role: .primary)))
        #expect(left.slot.component == .label && left.slot.width == 90)
        #expect(left.notes.contains { $0.contains("value2") })
        let code = try Self.slot(of: Self.inference("c.code", .label, cell: CellContext(style: .unknown, role: .primary), file: "App/V.swift"))
        #expect(code.slot.component == .cellText && code.notes.contains { $0.contains("the default cell is assumed") })
    }

    @Test("Bar items: prominent is emphasized; a font set on a bar item is not applied; alerts keep their own width")
    func barsAndAlerts() throws {
        let done = try Self.slot(of: Self.inference("done", .barButton, prominent: true, file: "App/V.swift"))
        #expect(done.slot.component == .barButton && done.slot.emphasized)
        #expect(done.notes.contains { $0.contains("the width is not in the files: the default slot's (343 pt)") })
        #expect(done.slot.width == 343)
        let title = try Self.slot(of: Self.inference("t", .navTitle, font: InferredFont(style: TextStyle(name: "Headline"), dynamicType: .scales)))
        #expect(title.notes.contains { $0.contains("is not applied: a navTitle takes its own") })
        let alert = try Self.slot(of: Self.inference("ok", .alertButton, file: "App/V.swift"))
        #expect(alert.slot.component == .alertButton && alert.slot.width == nil)
        #expect(alert.notes.contains { $0.contains("measured as the alert's only button") })
    }

    @Test("A tab item with no tab bar in its file: 5 items, said; a segment with no control: uninferred")
    func itemsWithoutTheirControl() throws {
        let tab = try Self.slot(of: Self.inference("tab", .tabItem, file: "App/V.swift"))
        #expect(tab.slot.options.itemCount == 5)
        #expect(tab.notes.contains { $0.contains("5 items, the most an iPhone tab bar shows") })
        let written = inferredSpec(from: Self.result([Self.inference("seg", .segment, file: "App/V.swift")]))
        #expect(written.rules.isEmpty)
        #expect(written.uninferred.map(\.key) == ["seg"])
        #expect(written.uninferred[0].reason.contains("segmentedControl group"))
    }

    @Test("An interpolated key becomes a glob that matches the catalog's key")
    func interpolatedKeys() throws {
        let written = inferredSpec(from: Self.result([Self.inference("Hello %*!", .label, file: "App/V.swift", pattern: true)]))
        let spec = try Self.parsed(written)
        #expect(spec.slot(forKey: "Hello %@!")?.rule == 0)
        #expect(spec.slot(forKey: "Hello %lld!")?.rule == 0)
        #expect(spec.slot(forKey: "Hello")?.rule == nil)
        // A plain key with the glob's characters (SwiftUI keys are often sentences) names itself only.
        let question = inferredSpec(from: Self.result([Self.inference("Delete *all* trips?", .alertTitle, file: "App/V.swift")]))
        #expect(question.rules.first?.match == "Delete \\*all\\* trips\\?")
        let exact = try Self.parsed(question)
        #expect(exact.slot(forKey: "Delete *all* trips?")?.rule == 0)
        #expect(exact.slot(forKey: "Delete *all* trips!")?.rule == nil)
        #expect(exact.slot(forKey: "Delete all the trips?")?.rule == nil)
    }

    @Test("A key used in two kinds of slot: one rule, the tighter, and both uses in its notes")
    func keyInTwoKindsOfSlot() throws {
        let uses = [Self.inference("common.done", .button, width: 200, line: 26, file: "App/Settings.swift"),
                    Self.inference("common.done", .barButton, prominent: true, line: 21, file: "App/Profile.swift")]
        let written = inferredSpec(from: Self.result(uses))
        #expect(written.rules.count == 1)
        let rule = try #require(written.rules.first)
        #expect(rule.component == .barButton)
        let note = try #require(rule.notes.first { $0.contains("two kinds of slot") })
        #expect(note.contains("(App/Settings.swift:26)") && note.contains("(App/Profile.swift:21)"))
        #expect(note.contains("Checked as barButton"))
    }

    // MARK: - Groups

    @Test("A navigation bar: title (large), back, the items on the side the file says, prominent items")
    func navigationBar() throws {
        let id = "App/Main.storyboard:40"
        let group = InferredGroup(id: id, kind: .navigationBar, members: [], width: 393, location: SourceLocation(file: "App/Main.storyboard", line: 40),
                                  confidence: .exact)
        let members = [Self.inference("t", .largeTitle, group: id), Self.inference("back", .backButton, group: id),
                       Self.inference("cancel", .barButton, group: id, position: .leading),
                       Self.inference("save", .barButton, prominent: true, group: id, position: .trailing),
                       Self.inference("more", .barButton, group: id)]
        var bar = group
        bar.members = members.map(\.key)
        let written = inferredSpec(from: Self.result(members, groups: [bar]))
        #expect(written.rules.isEmpty)
        let writtenGroup = try #require(written.groups.first)
        #expect(writtenGroup.notes.contains { $0.contains("does not say which side of the title \"more\" is on") })
        let spec = try Self.parsed(written)
        let parsed = try #require(spec.groups.first)
        #expect(parsed.kind == .navigationBar)
        #expect(parsed.origin.inferredFrom == "App/Main.storyboard:40" && parsed.origin.group == "navigationBar")
        let roles = Dictionary(uniqueKeysWithValues: parsed.members.map { ($0.key, $0) })
        #expect(roles["t"]?.role == .title && roles["t"]?.slot.component == .largeTitle && roles["t"]?.slot.width == 393)
        #expect(roles["back"]?.role == .back && roles["back"]?.slot.component == .backButton)
        #expect(roles["cancel"]?.role == .leading)
        #expect(roles["save"]?.role == .trailing && roles["save"]?.isEmphasized == true)
        #expect(roles["more"]?.role == .trailing)
    }

    @Test("Tab bars and segmented controls: the item count when more items than keys; the width")
    func tabBarsAndSegments() throws {
        let tabID = "App/Main.storyboard:11", segmentID = "App/Main.storyboard:81"
        let tabs = [Self.inference("tab.a", .tabItem, group: tabID, line: 12), Self.inference("tab.b", .tabItem, group: tabID, line: 13)]
        let segments = [Self.inference("seg.a", .segment, group: segmentID, line: 82)]
        let groups = [
            InferredGroup(id: tabID, kind: .tabBar, members: tabs.map(\.key), itemCount: 3, width: 393,
                          location: SourceLocation(file: "App/Main.storyboard", line: 11), confidence: .exact),
            InferredGroup(id: segmentID, kind: .segmentedControl, members: segments.map(\.key), itemCount: 1,
                          location: SourceLocation(file: "App/Main.storyboard", line: 81), confidence: .exact),
        ]
        let written = inferredSpec(from: Self.result(tabs + segments, groups: groups))
        let spec = try Self.parsed(written)
        let tabBar = try #require(spec.groups.first { $0.kind == .tabBar })
        #expect(tabBar.members.map(\.key) == ["tab.a", "tab.b"])
        #expect(tabBar.members[0].slot.options.itemCount == 3 && tabBar.members[0].slot.width == 393)
        let control = try #require(spec.groups.first { $0.kind == .segmentedControl })
        #expect(control.members[0].slot.options.itemCount == 1)
        // No width in the files: the default slot's, said.
        #expect(control.members[0].slot.width == 343)
        #expect(written.groups.first { $0.kind == .segmentedControl }?.notes.contains { $0.contains("the control's width is not in the files") } == true)
    }

    @Test("Alerts and action sheets: title, message, buttons, the preferred (prominent) action")
    func alerts() throws {
        let id = "App/V.swift:47#3", sheet = "App/V.swift:60#9"
        let parts = [Self.inference("a.title", .alertTitle, group: id, line: 47, file: "App/V.swift"),
                     Self.inference("a.message", .alertMessage, group: id, line: 51, file: "App/V.swift"),
                     Self.inference("a.cancel", .alertButton, prominent: true, group: id, line: 48, file: "App/V.swift"),
                     Self.inference("a.ok", .alertButton, group: id, line: 49, file: "App/V.swift"),
                     Self.inference("s.delete", .alertButton, group: sheet, line: 61, file: "App/V.swift")]
        let groups = [InferredGroup(id: id, kind: .alert, members: parts[0..<4].map(\.key), location: SourceLocation(file: "App/V.swift", line: 47), confidence: .likely),
                      InferredGroup(id: sheet, kind: .actionSheet, members: [parts[4].key], location: SourceLocation(file: "App/V.swift", line: 60), confidence: .likely)]
        let spec = try Self.parsed(inferredSpec(from: Self.result(parts, groups: groups)))
        let alert = try #require(spec.groups.first { $0.kind == .alert })
        #expect(alert.members.map(\.role) == [.title, .message, .button, .button])
        #expect(alert.members.first { $0.key == "a.cancel" }?.isEmphasized == true)
        #expect(alert.members[2].slot.options.itemCount == 2)
        let actionSheet = try #require(spec.groups.first { $0.kind == .actionSheet })
        #expect(actionSheet.members[0].slot.options.actionSheet == true && actionSheet.members[0].slot.width == 343)
    }

    @Test("A group member no catalog has is left out of its group, said, and gets a rule of its own")
    func memberNotInCatalogs() throws {
        let id = "App/Main.storyboard:100"
        let items = [Self.inference("bar.edit", .toolbarItem, group: id, line: 101), Self.inference("bar.gone", .toolbarItem, group: id, line: 102)]
        let toolbar = InferredGroup(id: id, kind: .toolbar, members: items.map(\.key), itemCount: 2, width: 393,
                                    location: SourceLocation(file: "App/Main.storyboard", line: 100), confidence: .exact)
        let catalogKeys = ["bar.edit": SourceLocation(file: "App/de.lproj/Main.strings", line: 1)]
        let written = inferredSpec(from: Self.result(items, groups: [toolbar]), options: InferredSpecOptions(catalogKeys: catalogKeys))
        #expect(written.groups.first?.keys == ["bar.edit"])
        #expect(written.groups.first?.notes.contains { $0.contains("\"bar.gone\" (App/Main.storyboard:102) is left out: no catalog read has this key") } == true)
        #expect(written.rules.map(\.match) == ["bar.gone"])
        #expect(written.rules.first?.component == .toolbarItem)
        let spec = try Self.parsed(written)
        #expect(spec.slots.first?.slot.width == 393)
    }

    // MARK: - Uninferred keys, order, round trip

    @Test("Uninferred: catalog keys nothing places and keys found without a slot; never-drawn and stale keys are not")
    func uninferred() throws {
        let location = SourceLocation(file: "App/V.swift", line: 5)
        let unplaced = [UnplacedKey(key: KeyReference(key: "joined"), location: location, source: .swift, reason: "not put into a view"),
                        UnplacedKey(key: KeyReference(key: "hint"), location: location, source: .swift, reason: "accessibility", isNotDisplayed: true),
                        UnplacedKey(key: KeyReference(key: "shown"), location: location, source: .swift, reason: "a variable")]
        let stale = InferenceIssue(kind: .staleTranslation, location: SourceLocation(file: "App/de.lproj/Main.strings", line: 9), message: "stale", key: "old.text")
        let catalog = ["shown": location, "hint": location, "old.text": location, "lonely": SourceLocation(file: "App/en.lproj/Localizable.strings", line: 3),
                       "Hello %@": location]
        let written = inferredSpec(from: Self.result([Self.inference("shown", .label, file: "App/V.swift"),
                                                      Self.inference("Hello %*", .label, file: "App/V.swift", pattern: true)],
                                                     unplaced: unplaced, issues: [stale]),
                                   options: InferredSpecOptions(catalogKeys: catalog))
        #expect(written.uninferred.map(\.key) == ["joined", "lonely"])
        #expect(written.uninferred[1].from == "App/en.lproj/Localizable.strings:3")
        #expect(written.uninferred[1].reason == "no use found in the files read")
        // The spec reader accepts the list and ignores its content.
        #expect(try Self.parsed(written).slots.count == 2)
    }

    @Test("The written spec is deterministic, ordered by file and line, and every rule of the fixture app reads back")
    func fixtureAppRoundTrip() throws {
        let copy = Fixtures.materialize("App")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let options = SlotInferenceOptions(pathsRelativeTo: copy.deletingLastPathComponent())
        let result = inferSlots(at: [copy], options: options)
        let catalogs = readCatalogs(at: [copy]).withPaths(relativeTo: copy.deletingLastPathComponent())
        let written = inferredSpec(from: result, options: InferredSpecOptions(catalogs: catalogs))
        #expect(written.json == inferredSpec(from: inferSlots(at: [copy], options: options), options: InferredSpecOptions(catalogs: catalogs)).json)
        #expect(written.json.hasPrefix("{\n  \"slots\": [\n    {\n      \"match\": "))
        let froms = written.rules.map(\.from)
        #expect(froms.first?.hasPrefix("App/Base.lproj/Main.storyboard:") == true)
        let spec = try Self.parsed(written)
        #expect(spec.slots.count == written.rules.count)
        #expect(spec.groups.count == written.groups.count)
        #expect(!written.groups.isEmpty)
        #expect(written.rules.allSatisfy { !$0.from.hasPrefix("/") })
    }

    // MARK: - Inputs for a check

    @Test("Base texts become development-language entries only where no development-language table has the key")
    func baseTexts() throws {
        let inferences = [Self.inference("a.text", .label), Self.inference("b.text", .label, line: 12)]
        var withText = inferences
        withText[0].sourceText = "Alpha"
        withText[1].sourceText = "Beta"
        let missing = [InferenceIssue(kind: .missingTranslation, location: SourceLocation(file: "App/Main.storyboard", line: 10), message: "m", key: "a.text"),
                       InferenceIssue(kind: .missingTranslation, location: SourceLocation(file: "App/Main.storyboard", line: 12), message: "m", key: "b.text"),
                       InferenceIssue(kind: .malformed, location: SourceLocation(file: "App/V.swift", line: 3), message: "unbalanced")]
        let catalogs = CatalogSet(files: [CatalogFile(path: "App/en.lproj/Main.strings", format: .strings, entries: [
            CatalogEntry(key: "b.text", locale: "en", text: "Beta", location: SourceLocation(file: "App/en.lproj/Main.strings", line: 1)),
        ])])
        let inputs = Self.result(withText, issues: missing).addingInputs(to: catalogs, developmentLanguage: "en")
        let base = try #require(inputs.files.first { $0.path == "App/Main.storyboard" })
        #expect(base.entries.map(\.key) == ["a.text"])
        #expect(base.entries[0].locale == "en" && base.entries[0].text == "Alpha" && base.entries[0].location.line == 10)
        #expect(inputs.pathIssues.map(\.key) == ["a.text", nil])
        #expect(inputs.pathIssues.last?.kind == .sourceSyntax)
    }

    @Test("After a spec: the person's rule wins, and inferred groups leave out keys the spec places")
    func personsRuleWins() throws {
        let id = "App/Main.storyboard:11"
        let tabs = [Self.inference("tab.a", .tabItem, group: id), Self.inference("tab.b", .tabItem, group: id),
                    Self.inference("title", .label, width: 60, line: 30)]
        let group = InferredGroup(id: id, kind: .tabBar, members: [tabs[0].key, tabs[1].key], width: 375,
                                  location: SourceLocation(file: "App/Main.storyboard", line: 11), confidence: .exact)
        let written = inferredSpec(from: Self.result(tabs, groups: [group]))
        let person = try Spec.parse("{\n  \"slots\": [\n    { \"match\": \"tab.a\", \"width\": 200 },\n    { \"match\": \"title\", \"width\": 300 }\n  ]\n}\n",
                                    path: "spec.json")
        let merged = try person.addingInferred(json: written.json)
        let title = try #require(merged.slot(forKey: "title"))
        #expect(title.slot.width == 300 && title.rule == 1)
        #expect(merged.slots[1].origin.source == .spec && merged.slots[1].origin.specLocation == "spec.json:4")
        #expect(merged.slots[2].origin.source == .interfaceBuilder && merged.slots[2].origin.inferredFrom == "App/Main.storyboard:30")
        #expect(merged.groups.count == 1)
        #expect(merged.groups[0].members.map(\.key) == ["tab.b"])
        #expect(merged.groups[0].origin.description == "App/Main.storyboard:11 (tabBar, inferred, exact)")
    }
}
