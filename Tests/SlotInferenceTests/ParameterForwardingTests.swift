import Foundation
import Testing
import TextMeasure
import Catalogs
@testable import SlotInference

/// Keys passed to the app's own functions, initializers and views, followed to where the body
/// puts the parameter (the shapes met in duckduckgo, IceCubes, simplenote and vlc: a settings
/// row view, a `makeLabel(title:)` helper, alert helpers calling helpers, a header's
/// `configure(title:)`).
@Suite("Keys followed through the app's parameters")
struct ParameterForwardingTests {
    static let app: SlotInferenceResult = inferSlots(at: [Fixtures.url("Forwarded")])

    @Test("a key passed to an app's callable is placed at the call, in the view its body uses", arguments: [
        // (key, line in Screens.swift or Rows.swift, component, callee named in the note, file of the view)
        ("forwarded.sync", "Screens.swift", 7, Component.label, "`SettingsRow(title:detail:)`", "Rows.swift:11"),
        ("forwarded.theme.detail", "Screens.swift", 8, .label, "`SettingsRow(title:detail:)`", "Rows.swift:15"),
        ("forwarded.banner", "Screens.swift", 10, .label, "`Banner(message:)`", "Rows.swift:30"),
        ("stats.posts", "Rows.swift", 37, .label, "`makeInfoLabel(title:count:)`", "Rows.swift:45"),
        ("forwarded.error.title", "Screens.swift", 19, .alertTitle, "`show(title:message:on:)`", "Helpers.swift:16"),
        ("forwarded.error.message", "Screens.swift", 20, .alertMessage, "`show(title:message:on:)`", "Helpers.swift:16"),
        ("forwarded.cancel", "Screens.swift", 22, .alertButton, "`addCancelActionWithTitle(_:handler:)`", "Helpers.swift:9"),
        // An `@State` property, and one typed by its string literal (`var caption = ""`), left
        // out properties with values (`isOn`) and a trailing closure.
        ("forwarded.about.rate", "StateRows.swift", 32, .button, "`AboutRow(mainText:secondaryText:action:)`", "StateRows.swift:13"),
        ("forwarded.about.caption", "StateRows.swift", 33, .label, "`CaptionRow(caption:isOn:)`", "StateRows.swift:25"),
    ])
    func placed(_ key: String, file: String, line: Int, component: Component, callee: String, view: String) throws {
        let uses = Self.app.uses(key)
        let use = try #require(uses.first)
        #expect(uses.count == 1)
        #expect(use.location.file.hasSuffix(file) && use.location.line == line)
        #expect(use.component == component)
        let note = try #require(use.notes.first)
        #expect(note.contains("to \(callee)"))
        #expect(note.contains("into") && note.contains(view))
    }

    @Test func aCellsPropertyIsTheOneOfTheCellDeclaredInThatFunction() throws {
        // Two functions each declare a `cell` of another type: the second's `cell.title` is a
        // ButtonRowCell's, whose setter makes it a button title, not the first's label.
        let label = try #require(Self.app.uses("forwarded.cell.switch").first)
        #expect(label.component == .label)
        #expect(label.notes.first?.contains("`SwitchRowCell.title`") == true)
        let button = try #require(Self.app.uses("forwarded.cell.button").first)
        #expect(button.component == .button, "\(button.notes)")
        #expect(button.notes.first?.contains("`ButtonRowCell.title`") == true)
    }

    @Test func theViewsSlotComesWithIt() throws {
        // `Text(title).font(.headline).lineLimit(1)` in the row's body.
        let row = try #require(Self.app.uses("forwarded.sync").first)
        #expect(row.font?.description.contains("Headline") == true)
        #expect(row.lines == 1)
        #expect(try #require(Self.app.uses("stats.followers").first).font?.description.contains("Footnote") == true)
    }

    @Test func aHelperCallingAHelperIsFollowedAndNamed() throws {
        let cancel = try #require(Self.app.uses("forwarded.cancel").first)
        #expect(cancel.notes[0].contains("which passes it to `addActionWithTitle(_:style:handler:)`"))
    }

    @Test func anAlertHelpersKeysAreOneAlertAtTheCall() throws {
        let title = try #require(Self.app.uses("forwarded.error.title").first)
        let message = try #require(Self.app.uses("forwarded.error.message").first)
        let id = try #require(title.groupID)
        #expect(message.groupID == id)
        let group = try #require(Self.app.groups.first { $0.id == id })
        #expect(group.kind == .alert)
        // The helper's own action is in the alert shown at the call.
        #expect(Set(group.members.map(\.key)) == ["forwarded.ok", "forwarded.error.title", "forwarded.error.message"])
    }

    @Test func aLiteralToAStringParameterIsShownVerbatimNotAKey() {
        // `detail: "forwarded.verbatim"` is a `String`: SwiftUI's Text shows it as written.
        #expect(Self.app.uses("forwarded.verbatim").isEmpty)
        #expect(!Self.app.unplaced.contains { $0.key.key == "forwarded.verbatim" })
        // A bare literal to a LocalizedStringKey parameter is a key.
        #expect(Self.app.uses("forwarded.plain").count == 1)
    }

    @Test("what is not placed says why", arguments: [
        ("forwarded.ambiguous", "2 declarations of the app take this call, and they put the text into different views"),
        ("forwarded.logged", "Helpers.swift:38), which does not put it into a view TypeFit reads"),
        // `self.title = title` in a struct nested in a view controller is the struct's property.
        ("forwarded.configuration", "assigned to a `title` whose owner is not a view controller"),
    ])
    func unplaced(_ key: String, reason: String) throws {
        #expect(Self.app.uses(key).isEmpty)
        let entry = try #require(Self.app.unplaced.first { $0.key.key == key })
        #expect(entry.location.file.hasSuffix("Screens.swift"))
        #expect(entry.reason.contains(reason), "\(entry.reason)")
    }

    @Test func noPlaceholderLeaks() {
        #expect(!Self.app.inferences.contains { ParameterForwarding.parameter(of: $0.key) != nil })
        #expect(!Self.app.unplaced.contains { ParameterForwarding.parameter(of: $0.key) != nil })
        #expect(!Self.app.groups.contains { $0.members.contains { ParameterForwarding.parameter(of: $0) != nil } })
    }

    @Test func oneFileAloneFollowsItsOwnCallables() throws {
        let batch = Fixtures.scan("""
        import UIKit
        final class HeaderView: UIView {
            private let titleLabel = UILabel()
            func configure(title: String) { titleLabel.text = title }
        }
        func build(_ header: HeaderView) {
            header.configure(title: NSLocalizedString("single.title", comment: ""))
        }
        """)
        let use = try #require(batch.inferences.first { $0.key.key == "single.title" })
        #expect(use.component == .label)
        #expect(use.location.line == 7)
    }

    @Test("an Objective-C method's NSString parameters are followed into its body (vlc's vlc_showAlertWithTitle:message:buttonTitle:)", arguments: [
        ("objc.disk.full.title", Component.alertTitle, 6), ("objc.disk.full.message", .alertMessage, 7), ("objc.ok", .alertButton, 8),
    ])
    func objectiveCMethodParameters(_ key: String, component: Component, line: Int) throws {
        let uses = Self.app.uses(key)
        let use = try #require(uses.first)
        #expect(uses.count == 1)
        #expect(use.location.file.hasSuffix("DownloadController.m") && use.location.line == line && use.component == component)
        #expect(use.notes.contains { $0.contains("`app_showAlertWithTitle:message:buttonTitle:`") })
    }

    @Test("Objective-C calls an app's Swift method by the selector Swift gives it (vlc's alertViewManagerWithTitle:errorMessage:viewController:)", arguments: [
        ("objc.protocol.missing", Component.alertTitle, 6), ("objc.protocol.hint", .alertMessage, 7),
    ])
    func objectiveCCallsASwiftMethod(_ key: String, component: Component, line: Int) throws {
        let use = try #require(Self.app.uses(key).first)
        #expect(use.location.file.hasSuffix("LoginController.m") && use.location.line == line && use.component == component)
        #expect(use.notes.contains { $0.contains("`alertViewManagerWithTitle:errorMessage:viewController:`") })
    }

    @Test func objectiveCSelectorsOfSwiftCallables() {
        func callable(_ name: String, type: String?, labels: [String?]) -> Callable {
            Callable(id: 0, name: name, parameters: labels.map { .init(label: $0, name: "p", takesKey: false, isText: true, hasDefault: false) },
                     location: Catalogs.SourceLocation(file: "A.swift", line: 1), opener: 0, isMemberwise: false, typeName: type)
        }
        #expect(KeyDefinitions.objectiveCSelector(of: callable("alertViewManager", type: "A", labels: ["title", "errorMessage", "viewController"]))
            == "alertViewManagerWithTitle:errorMessage:viewController:")
        #expect(KeyDefinitions.objectiveCSelector(of: callable("A", type: "A", labels: ["title", "action"])) == "initWithTitle:action:")
        #expect(KeyDefinitions.objectiveCSelector(of: callable("show", type: "A", labels: [nil, "animated"])) == "show:animated:")
        #expect(KeyDefinitions.objectiveCSelector(of: callable("Row", type: nil, labels: ["title"])) == nil)
    }

    @Test func anObjectiveCMethodThatShowsNoViewListsTheKey() throws {
        #expect(Self.app.uses("objc.logged").isEmpty)
        let entry = try #require(Self.app.unplaced.first { $0.key.key == "objc.logged" })
        #expect(entry.location.line == 9 && entry.reason.contains("app_logTitle:count:"))
    }

    @Test func parameterDeclarationsAreRead() {
        var tokenizer = SourceTokenizer(text: "func f(_ key: String, for state: UIControl.State, title: LocalizedStringKey = \"x\", count: Int?) {}",
                                        language: .swift, path: "T.swift")
        let stream = TokenStream(tokens: tokenizer.tokenize(), path: "T.swift")
        let open = (0..<stream.count).first { stream.isPunctuation($0, "(") }!
        let parameters = ParameterForwarding.parameters(of: open, in: stream)
        #expect(parameters.map(\.label) == [nil, "for", "title", "count"])
        #expect(parameters.map(\.name) == ["key", "state", "title", "count"])
        #expect(parameters.map(\.isText) == [true, false, true, false])
        #expect(parameters.map(\.takesKey) == [false, false, true, false])
        #expect(parameters.map(\.hasDefault) == [false, false, true, false])
    }
}
