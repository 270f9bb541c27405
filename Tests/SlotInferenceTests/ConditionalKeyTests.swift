import FitCheck
import Testing
import TextMeasure
@testable import SlotInference

/// A title chosen by a condition (`done ? L10n.close : L10n.cancel`, `name ?? L10n.untitled`,
/// Objective-C's `a ?: b`): each branch the control can show is placed in it.
@Suite("Keys in the branches of a conditional")
struct ConditionalKeyTests {
    static let strings = """
    enum L10n {
        static let close = NSLocalizedString("cond.close", comment: "")
        static let cancel = NSLocalizedString("cond.cancel", comment: "")
        static let untitled = NSLocalizedString("cond.untitled", comment: "")
    }
    """

    static func scan(_ source: String, name: String = "Test.swift") -> InferenceBatch {
        var definitions = KeyDefinitions()
        definitions.collect(text: strings, path: "Strings.swift", language: .swift)
        definitions.resolve()
        return inferSlots(inText: source, path: name, kind: name.hasSuffix(".m") ? .objectiveC : .swift, options: .init(), definitions: definitions)
    }

    @Test("both branches are the control's", arguments: [
        ("Button(isDone ? L10n.close : L10n.cancel) { dismiss() }", Component.button),
        ("button.setTitle(isDone ? L10n.close : L10n.cancel, for: .normal)", .button),
        ("label.text = isDone ? L10n.close : L10n.cancel", .label),
        ("let item = UIBarButtonItem(title: isDone ? L10n.close : L10n.cancel, style: .plain, target: nil, action: nil)", .barButton),
        ("alert.addAction(UIAlertAction(title: count > 1 ? L10n.close : L10n.cancel, style: .default))", .alertButton),
        ("Text(isDone\n    ? L10n.close\n    : L10n.cancel)", .label),
        (".navigationTitle(isDone ? L10n.close : L10n.cancel)", .largeTitle),
    ])
    func bothBranches(_ source: String, component: Component) throws {
        let source = source.hasPrefix("label.") ? "let label = UILabel()\n" + source : source.hasPrefix("button.") ? "let button = UIButton()\n" + source : source
        let batch = Self.scan(source)
        #expect(batch.inferences.map(\.key.key).sorted() == ["cond.cancel", "cond.close"], "\(source)")
        #expect(batch.inferences.allSatisfy { $0.component == component }, "\(source)")
        #expect(batch.inferences.allSatisfy { $0.notes.contains { $0.hasPrefix("the key reaches here through `L10n.") } }, "\(source)")
        #expect(batch.unplaced.isEmpty, "\(source)")
    }

    @Test func nestedTernariesAndCoalescing() throws {
        let nested = Self.scan("Button(a ? L10n.close : b ? L10n.cancel : L10n.untitled) {}")
        #expect(nested.inferences.map(\.key.key).sorted() == ["cond.cancel", "cond.close", "cond.untitled"])
        let inThen = Self.scan("Button(a ? (b ? L10n.close : L10n.cancel) : L10n.untitled) {}")
        #expect(inThen.inferences.map(\.key.key).sorted() == ["cond.cancel", "cond.close", "cond.untitled"])
        // `??` shows the right side when the left is nil; its left side here is no key.
        let coalesced = Self.scan("let label = UILabel()\nlabel.text = episode.title ?? L10n.untitled")
        #expect(coalesced.inferences.map(\.key.key) == ["cond.untitled"])
        #expect(coalesced.inferences.first?.component == .label)
    }

    @Test func theConditionIsNotText() throws {
        // Optional chaining, `as?` and `try?` before the `?` are not a ternary's; a key in the condition is not shown.
        let batch = Self.scan("Button(item?.isDone == true ? L10n.close : L10n.cancel) {}")
        #expect(batch.inferences.map(\.key.key).sorted() == ["cond.cancel", "cond.close"])
        let cast = Self.scan("let label = UILabel()\nlabel.text = (value as? Bool) == true ? L10n.close : L10n.cancel")
        #expect(cast.inferences.map(\.key.key).sorted() == ["cond.cancel", "cond.close"])
    }

    @Test func swiftUILiteralsAreKeysOnlyWhenEveryBranchIsALiteral() throws {
        // Both literals: a LocalizedStringKey, localized.
        let keys = Self.scan("Button(isOn ? \"Stop\" : \"Start\") {}")
        #expect(keys.inferences.map(\.key.key).sorted() == ["Start", "Stop"])
        // A String beside the literal makes the whole a String, which SwiftUI shows verbatim.
        let verbatim = Self.scan("Text(episode.title ?? \"Untitled\")")
        #expect(verbatim.inferences.isEmpty && verbatim.unplaced.isEmpty)
        let mixed = Self.scan("Text(isDone ? L10n.close : \"Later\")")
        #expect(mixed.inferences.map(\.key.key) == ["cond.close"])
    }

    @Test func objectiveCTernaryAndElvis() throws {
        let source = """
        - (void)viewDidLoad {
            [self.button setTitle:(done ? NSLocalizedString(@"objc.close", nil) : NSLocalizedString(@"objc.cancel", nil)) forState:UIControlStateNormal];
            self.label.text = name ?: NSLocalizedString(@"objc.untitled", nil);
        }
        """
        let batch = Self.scan(source, name: "Test.m")
        #expect(batch.inferences.filter { $0.component == .button }.map(\.key.key).sorted() == ["objc.cancel", "objc.close"])
        #expect(batch.inferences.filter { $0.component == .label }.map(\.key.key) == ["objc.untitled"])
        #expect(batch.unplaced.isEmpty)
    }
}

/// `L10n.x.localizedUppercase` and its kin: the key is followed through the case, and the slot
/// says the text is shown in it, so the check measures "EINSTELLUNGEN", not "Einstellungen".
@Suite("Keys shown in another case")
struct TextCaseKeyTests {
    @Test("each way of casing a key", arguments: [
        ("let label = UILabel()\nlabel.text = L10n.close.localizedUppercase", "cond.close", TextCase.uppercase),
        ("let button = UIButton()\nbutton.setTitle(L10n.cancel.uppercased(), for: .normal)", "cond.cancel", .uppercase),
        ("let label = UILabel()\nlabel.text = L10n.untitled.localizedCapitalized", "cond.untitled", .capitalized),
        ("let label = UILabel()\nlabel.text = NSLocalizedString(\"plain.key\", comment: \"\").localizedLowercase", "plain.key", .lowercase),
        ("Text(L10n.close.uppercased(with: .current))", "cond.close", .uppercase),
        ("Text(\"swiftui.key\").textCase(.uppercase)", "swiftui.key", .uppercase),
        ("Button(isOn ? L10n.close.localizedUppercase : L10n.close) {}", "cond.close", .uppercase),
    ])
    func cased(_ source: String, key: String, textCase: TextCase) throws {
        let use = try #require(ConditionalKeyTests.scan(source).inferences.first { $0.key.key == key }, "\(source)")
        #expect(use.textCase == textCase, "\(source)")
        #expect(use.slotSummary.contains(textCase.rawValue))
    }

    @Test func objectiveCMessagesAndProperties() throws {
        let source = """
        - (void)viewDidLoad {
            [self.button setTitle:[NSLocalizedString(@"objc.upper", nil) uppercaseString] forState:UIControlStateNormal];
            UILabel *label = [[UILabel alloc] init];
            label.text = NSLocalizedString(@"objc.capital", nil).localizedCapitalizedString;
        }
        """
        let batch = ConditionalKeyTests.scan(source, name: "Test.m")
        #expect(batch.inference("objc.upper")?.textCase == .uppercase)
        #expect(batch.inference("objc.upper")?.component == .button)
        #expect(batch.inference("objc.capital")?.textCase == .capitalized)
    }

    @Test func textCaseNilAndUncasedKeysAreAsWritten() throws {
        #expect(ConditionalKeyTests.scan("Text(\"k\").textCase(nil)").inference("k")?.textCase == nil)
        #expect(ConditionalKeyTests.scan("let label = UILabel()\nlabel.text = L10n.close").inference("cond.close")?.textCase == nil)
    }

    @Test func theSpecSaysTheCaseAndUpperCaseIsTheTighterSlot() throws {
        let source = "let label = UILabel()\nlabel.text = L10n.close.localizedUppercase\nlet other = UILabel()\nother.text = L10n.close"
        let batch = ConditionalKeyTests.scan(source)
        let result = SlotInferenceResult(inferences: batch.inferences, placements: PlacementResolver.resolve(batch.inferences),
                                         groups: [], unplaced: [], issues: [])
        let written = inferredSpec(from: result)
        let spec = try Spec.parse(written.json, path: "typefit.json")
        #expect(spec.slots.first?.slot.textCase == .uppercase, "\(written.json)")
        let explanation = try #require(KeyExplanation.explain("cond.close", in: result).first)
        #expect(explanation.chosen?.textCase == .uppercase)
        #expect(explanation.why.contains("upper case is wider"))
    }

    @Test func anEmptyLiteralIsNoKey() {
        let batch = ConditionalKeyTests.scan("TextField(\"\", text: $name)\nButton(\"\") {}\nText(\"\")")
        #expect(batch.inferences.isEmpty && batch.unplaced.isEmpty)
    }

    @Test("a font size the files do not give is none", arguments: [
        ("Text(\"k\").font(.custom(\"DM Sans\", size: geometry.size.height * 0.018))", nil as Double?),
        ("Text(\"k\").font(.custom(\"DM Sans\", size: 18))", 18),
        ("Text(\"k\").font(.system(size: base + 2))", nil),
        ("let label = UILabel()\nlabel.font = UIFont.systemFont(ofSize: 15)\nlabel.text = NSLocalizedString(\"k\", comment: \"\")", 15),
    ])
    func fontSizes(_ source: String, size: Double?) throws {
        let use = try #require(ConditionalKeyTests.scan(source).inference("k"), "\(source)")
        #expect(use.font?.pointSize == size, "\(source)")
    }
}
