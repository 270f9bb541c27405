import Testing
import TextMeasure
import TextStyles
@testable import SlotInference

@Suite("UIKit sources")
struct UIKitScanTests {
    let app = Fixtures.app

    func use(_ key: String) throws -> Inference {
        try #require(app.inference(key, in: "ProfileViewController.swift"))
    }

    @Test("components and confidence", arguments: [
        ("profile.title", Component.navTitle, InferenceConfidence.likely, 20),
        ("common.done", .barButton, .likely, 21),
        ("profile.name", .label, .guess, 23),
        ("profile.status", .label, .guess, 24),
        ("profile.save", .button, .likely, 25),
        ("profile.segment.saved", .segment, .likely, 26),
        ("tab.profile", .tabItem, .likely, 27),
        ("profile.toolbar.archive", .toolbarItem, .likely, 30),
        ("profile.alert.title", .alertTitle, .likely, 34),
        ("profile.alert.message", .alertMessage, .likely, 35),
        ("alert.cancel", .alertButton, .likely, 37),
        ("profile.alert.ok", .alertButton, .likely, 38),
    ])
    func component(_ key: String, component: Component, confidence: InferenceConfidence, line: Int) throws {
        let inference = try use(key)
        #expect(inference.component == component)
        #expect(inference.confidence == confidence)
        #expect(inference.location.line == line)
    }

    @Test func labelFontFromNearbyAssignment() throws {
        let name = try use("profile.name")
        #expect(name.font == InferredFont(pointSize: 17, weight: .medium, dynamicType: .fixed))
        #expect(name.notes.contains { $0.contains("nameLabel") && $0.contains("line 22") })
    }

    @Test func labelFontFromItsInitializerClosure() throws {
        let status = try use("profile.status")
        #expect(status.font == InferredFont(style: TextStyle(name: "Subheadline"), dynamicType: .scales))
        #expect(status.lines == 0)
    }

    @Test func doneBarButtonIsProminent() throws {
        #expect(try use("common.done").isProminent)
    }

    @Test func alertGroupCollectsInlineAndVariableActions() throws {
        let alert = try #require(app.group(of: use("profile.alert.title")))
        #expect(alert.kind == .alert)
        #expect(alert.members.map(\.key) == ["profile.alert.title", "profile.alert.message", "profile.alert.ok", "alert.cancel"])
        #expect(try use("alert.cancel").isProminent)
    }

    @Test func segmentsOfOneControlAcrossCalls() throws {
        let segments = try #require(app.group(of: use("profile.segment.saved")))
        #expect(segments.members.map(\.key) == ["profile.segment.posts", "profile.segment.likes", "profile.segment.saved"])
    }

    @Test func keyPutNowhereIsUnplacedWithItsReason() throws {
        let unused = try #require(app.unplaced.first { $0.key.key == "profile.unused" })
        #expect(unused.location.line == 28)
        #expect(unused.reason.contains("not put into a view"))
    }

    @Test("text assignments", arguments: [
        ("let l = UILabel()\nl.text = NSLocalizedString(\"k\", comment: \"\")", Component.label, InferenceConfidence.likely),
        ("var f: UITextField!\nf.placeholder = NSLocalizedString(\"k\", comment: \"\")", .textField, .likely),
        ("let v = UITextView()\nv.text = NSLocalizedString(\"k\", comment: \"\")", .textView, .likely),
        ("titleLabel.text = NSLocalizedString(\"k\", comment: \"\")", .label, .guess),
        ("cell.textLabel?.text = NSLocalizedString(\"k\", comment: \"\")", .label, .likely),
        ("var content = cell.defaultContentConfiguration()\ncontent.secondaryText = String(localized: \"k\")", .label, .likely),
        ("var config = UIButton.Configuration.filled()\nconfig.title = String(localized: \"k\")", .button, .likely),
        ("var config = UIButton.Configuration.filled()\nconfig.subtitle = String(localized: \"k\")", .button, .likely),
        ("let b = UIButton(configuration: .filled())\nb.configuration?.title = String(localized: \"k\")", .button, .likely),
        ("navigationItem.backButtonTitle = NSLocalizedString(\"k\", comment: \"\")", .backButton, .likely),
        ("class A: UITableViewController { func f() { title = NSLocalizedString(\"k\", comment: \"\") } }", .navTitle, .guess),
        ("let a = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)\na.addAction(UIAlertAction(title: String(format: NSLocalizedString(\"k\", comment: \"\"), 3), style: .default))", .alertButton, .likely),
        ("let s = UISegmentedControl()\ns.setTitle(NSLocalizedString(\"k\", comment: \"\"), forSegmentAt: 0)", .segment, .likely),
        ("item = UITabBarItem(title: NSLocalizedString(\"k\", comment: \"\"), image: nil, tag: 0)", .tabItem, .likely),
    ])
    func textAssignments(_ source: String, component: Component, confidence: InferenceConfidence) throws {
        let inference = try #require(Fixtures.scan(source).inference("k"))
        #expect(inference.component == component)
        #expect(inference.confidence == confidence)
    }

    @Test func cellsKnowTheirRole() throws {
        let primary = try #require(Fixtures.scan("cell.textLabel?.text = NSLocalizedString(\"k\", comment: \"\")").inference("k"))
        #expect(primary.cell == CellContext(style: .unknown, role: .primary))
        let secondary = try #require(Fixtures.scan("var c = UIListContentConfiguration.valueCell()\nc.secondaryText = NSLocalizedString(\"k\", comment: \"\")").inference("k"))
        #expect(secondary.cell?.role == .secondary)
    }

    @Test("UIButton.Configuration titles and subtitles, set on the configuration or through the button, are configuration buttons")
    func configurationButtons() throws {
        let sources = [
            "var config = UIButton.Configuration.plain()\nconfig.title = String(localized: \"k\")",
            "var config = UIButton.Configuration.plain()\nconfig.subtitle = String(localized: \"k\")",
            "let b = UIButton(configuration: .filled())\nb.configuration?.subtitle = String(localized: \"k\")",
            "var b: UIButton!\nb.configuration!.title = NSLocalizedString(\"k\", comment: \"\")",
        ]
        for source in sources {
            let inference = try #require(Fixtures.scan(source).inference("k"), "\(source)")
            #expect(inference.component == .button && inference.usesButtonConfiguration, "\(source)")
            #expect(inference.notes.contains { $0.contains("subtitle, measured as its title") } == source.contains("subtitle"), "\(source)")
        }
        // Something else's configuration, or a subtitle on something that is not a button's configuration: not placed, with the reason.
        for source in ["let v = UIView()\nv.configuration?.title = String(localized: \"k\")", "let l = UILabel()\nl.subtitle = String(localized: \"k\")"] {
            let batch = Fixtures.scan(source)
            #expect(batch.inferences.isEmpty, "\(source)")
            #expect(batch.unplaced.first?.reason.contains("not a view TypeFit knows") == true, "\(source)")
        }
    }

    @Test func receiverOfUnknownTypeIsUnplaced() throws {
        let batch = Fixtures.scan("thing.text = NSLocalizedString(\"k\", comment: \"\")")
        #expect(batch.inferences.isEmpty)
        #expect(try #require(batch.unplaced.first).reason.contains("not declared in this file"))
    }

    @Test func minimumScaleWithoutShrinkingIsNoted() throws {
        let source = "let l = UILabel()\nl.minimumScaleFactor = 0.5\nl.text = NSLocalizedString(\"k\", comment: \"\")"
        let inference = try #require(Fixtures.scan(source).inference("k"))
        #expect(inference.minimumScaleFactor == 0)
        #expect(inference.notes.contains { $0.contains("adjustsFontSizeToFitWidth") })
    }

    @Test func largeTitleFromDisplayMode() throws {
        let source = "navigationItem.largeTitleDisplayMode = .always\nnavigationItem.title = NSLocalizedString(\"k\", comment: \"\")"
        #expect(Fixtures.scan(source).inference("k")?.component == .largeTitle)
    }
}
