import Testing
import TextMeasure
import TextStyles
@testable import SlotInference

@Suite("Objective-C sources")
struct ObjectiveCScanTests {
    let app = Fixtures.app

    func use(_ key: String) throws -> Inference {
        try #require(app.inference(key, in: "LegacyViewController.m"))
    }

    @Test("messages and properties", arguments: [
        ("legacy.title", Component.navTitle, InferenceConfidence.guess, 14),
        ("profile.name", .label, .guess, 17),
        ("legacy.done", .button, .likely, 19),
        ("legacy.alert.title", .alertTitle, .likely, 20),
        ("legacy.alert.delete", .alertButton, .likely, 23),
        ("legacy.edit", .barButton, .likely, 24),
        ("legacy.segment", .segment, .likely, 26),
    ])
    func component(_ key: String, component: Component, confidence: InferenceConfidence, line: Int) throws {
        let inference = try use(key)
        #expect(inference.component == component)
        #expect(inference.confidence == confidence)
        #expect(inference.location.line == line)
        #expect(inference.source == .objectiveC)
    }

    @Test func labelPropertiesFromDotSyntax() throws {
        let name = try use("profile.name")
        #expect(name.font == InferredFont(style: TextStyle(name: "Body"), dynamicType: .scalesAtLoad))
        #expect(name.lines == 2)
    }

    @Test func tableFromNSLocalizedStringFromTable() throws {
        #expect(try use("legacy.done").key.table == "Legacy")
    }

    @Test func actionSheetGroup() throws {
        let sheet = try #require(app.group(of: use("legacy.alert.title")))
        #expect(sheet.kind == .actionSheet)
        #expect(sheet.members.map(\.key) == ["legacy.alert.title", "legacy.alert.delete"])
        #expect(try !use("legacy.edit").isProminent)
    }

    @Test func adjacentLiteralsJoinAndPlainLiteralsAreNotKeys() throws {
        let joined = try #require(app.unplaced.first { $0.key.key == "legacy.joined" })
        #expect(joined.location.line == 27)
        #expect(!app.inferences.contains { $0.key.key == "Not localized" })
        #expect(!app.inferences.contains { $0.key.key == "commented.out" })
    }

    @Test("more messages", arguments: [
        ("UISegmentedControl *c = [[UISegmentedControl alloc] initWithItems:@[NSLocalizedString(@\"k\", nil), @\"x\"]];", Component.segment),
        ("UITabBarItem *t = [[UITabBarItem alloc] initWithTitle:NSLocalizedString(@\"k\", nil) image:nil tag:0];", .tabItem),
        ("UILabel *l = [UILabel new];\n[l setText:NSLocalizedString(@\"k\", nil)];", .label),
        ("self.tabBarItem.title = [[NSBundle mainBundle] localizedStringForKey:@\"k\" value:@\"\" table:nil];", .tabItem),
        ("[s setTitle:NSLocalizedString(@\"k\", nil) forSegmentAtIndex:0];", .segment),
    ])
    func moreMessages(_ source: String, expected: Component) {
        #expect(Fixtures.scan(source, name: "T.m").inference("k")?.component == expected)
    }
}
