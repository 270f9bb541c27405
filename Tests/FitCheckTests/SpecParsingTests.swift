import Foundation
import Testing
import Catalogs
import TextMeasure
import TextStyles
@testable import FitCheck

@Suite("Spec parsing")
struct SpecParsingTests {
    @Test("an empty spec gives the documented defaults")
    func defaults() throws {
        let spec = try Fixtures.spec("{}")
        #expect(spec.platform == .ios)
        #expect(spec.categories == ContentSizeCategory.allCases)
        #expect(spec.displayScale == 3)
        #expect(spec.font == .system)
        #expect(spec.defaultSlot == SlotSpec.builtInDefault)
        #expect(spec.severity == .standard)
        #expect(spec.onlySpecified == false)
        #expect(spec.slots.isEmpty)
    }

    @Test("the example app spec: slots inherit from the default slot, first match wins")
    func appSpec() throws {
        let spec = Fixtures.appSpec
        #expect(spec.slots.count == 4)
        let settings = try #require(spec.slot(forKey: "settings.title"))
        #expect(settings.rule == 0)
        #expect(settings.slot.style == TextStyle(name: "Headline"))
        #expect(settings.slot.width == 240)
        let onboarding = try #require(spec.slot(forKey: "onboarding.body"))
        #expect(onboarding.rule == 1)
        #expect(onboarding.slot.lines == 2)
        #expect(onboarding.slot.lineBreakMode == .wordWrapping)
        let button = try #require(spec.slot(forKey: "button.continue"))
        #expect(button.slot.minimumScaleFactor == 0.5)
        #expect(button.slot.width == 200)
        #expect(button.slot.lines == 1)  // inherited from defaultSlot
        let fallback = try #require(spec.slot(forKey: "profile.edit"))
        #expect(fallback.rule == nil)
        #expect(fallback.slot.width == 343)
        let title = try #require(spec.slot(forKey: "welcome_title"))
        #expect(title.rule == 3)
        #expect(title.slot.style == TextStyle(name: "Title 1"))
        #expect(title.slot.width == 343)
    }

    @Test("every option of the schema is read")
    func everyOption() throws {
        let fontPath = Fixtures.fontsDirectory.appendingPathComponent("Inter/Inter-Regular.otf").path
        let spec = try Fixtures.spec("""
        {
          "platform": "iPadOS",
          "categories": ["Large", "AX1...AX3"],
          "scale": 2,
          "font": "system",
          "fontsByLocale": { "de": { "path": "\(fontPath)", "trackingEm": -0.01 } },
          "defaultSlot": { "component": "textField", "style": "callout", "width": 200, "borderStyle": "line",
                           "clearButton": true, "leftViewWidth": 20, "rightViewWidth": 10, "minimumHeight": 40,
                           "insets": { "top": 1, "left": 2, "bottom": 3, "right": 4 } },
          "slots": [
            { "match": ["a.*", "b?"], "component": "button", "weight": "bold", "emphasized": true, "size": 15,
              "scalesWithStyle": false, "lineHeight": 22, "maxHeight": 100, "maximumPointSize": 30 },
            { "match": "c", "component": "textView", "lineHeight": "hig", "insets": 8, "lines": 0 }
          ],
          "placeholders": { "samples": { "%@": "Bartholomew", "integer": "12345" },
                            "keys": { "inbox.count": { "1": "1" } } },
          "severity": { "fail": "Large", "warn": ["AX1", "AX2"] },
          "locales": { "include": ["de", "fr"], "exclude": "de-AT" },
          "onlySpecified": true
        }
        """)
        #expect(spec.platform == .ipados)
        #expect(spec.categories == [.large, .ax1, .ax2, .ax3])
        #expect(spec.displayScale == 2)
        #expect(spec.font(forLocale: "de-DE") == .custom(FontDescriptor(path: fontPath), trackingEm: -0.01))
        #expect(spec.font(forLocale: "fr") == .system)
        let field = spec.defaultSlot
        #expect(field.component == .textField)
        #expect(field.style == TextStyle(name: "Callout"))
        #expect(field.borderStyle == .line)
        #expect(field.hasClearButton && field.leftViewWidth == 20 && field.rightViewWidth == 10 && field.minimumHeight == 40)
        #expect(field.insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let button = spec.slots[0].slot
        #expect(spec.slots[0].patterns.map(\.pattern) == ["a.*", "b?"])
        #expect(button.component == .button && button.weight == .bold && button.emphasized)
        #expect(button.size == 15 && button.scalesWithStyle == false && button.maximumPointSize == 30)
        #expect(button.lineHeight == .fixed(22) && button.maxHeight == 100)
        #expect(button.width == 200)  // inherited
        let view = spec.slots[1].slot
        #expect(view.lineHeight == .hig && view.lines == 0 && view.insets == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(spec.slots[0].line == 11 && spec.slots[1].line == 13)
        #expect(spec.placeholders.byKind[.object] == "Bartholomew")
        #expect(spec.placeholders.byKind[.integer] == "12345")
        #expect(spec.placeholders.byKey["inbox.count"]?.byPosition[1] == "1")
        #expect(spec.severity.severity(at: .large) == .error)
        #expect(spec.severity.severity(at: .ax2) == .warning)
        #expect(spec.severity.severity(at: .ax3) == .info)
        #expect(spec.locales.allows("de-DE") && !spec.locales.allows("de-AT") && !spec.locales.allows("ja"))
        #expect(spec.onlySpecified)
        #expect(spec.slot(forKey: "zzz") == nil)
        #expect(spec.slot(forKey: "bx")?.rule == 0)
    }

    @Test("a relative font path is taken from the spec's folder")
    func relativeFontPath() throws {
        let spec = try Spec.parse(#"{"font": "Inter/Inter-Bold.otf"}"#, path: "spec.json", baseDirectory: Fixtures.fontsDirectory)
        guard case .custom(let descriptor, nil) = spec.font else {
            Issue.record("expected a custom font, got \(spec.font)")
            return
        }
        #expect(descriptor.path.hasSuffix("Fonts/Inter/Inter-Bold.otf"))
    }

    /// A bad spec, the error kind and line it must give, and a phrase of its message.
    struct BadSpec: Sendable, CustomStringConvertible {
        var name: String
        var text: String
        var kind: SpecError.Kind
        var line: Int
        var phrase: String
        var description: String { name }
    }

    static let badSpecs: [BadSpec] = [
        BadSpec(name: "unknown top-level key", text: "{\n  \"platform\": \"ios\",\n  \"slotz\": []\n}",
                kind: .unknownKey, line: 3, phrase: "did you mean \"slots\""),
        BadSpec(name: "unknown style", text: "{\n  \"slots\": [\n    { \"match\": \"a\",\n      \"style\": \"bodyy\" }\n  ]\n}",
                kind: .unknownStyle, line: 4, phrase: "bodyy"),
        BadSpec(name: "negative width", text: "{\n  \"defaultSlot\": {\n    \"width\": -20\n  }\n}",
                kind: .invalidValue, line: 3, phrase: "defaultSlot.width must be a positive number"),
        BadSpec(name: "missing font", text: "{\n\n  \"font\": { \"path\": \"Nope/Missing.ttf\" }\n}",
                kind: .missingFont, line: 3, phrase: "no font file"),
        BadSpec(name: "missing font for a locale", text: "{\n  \"fontsByLocale\": {\n    \"ja\": \"missing.otf\"\n  }\n}",
                kind: .missingFont, line: 3, phrase: "fontsByLocale.ja"),
        BadSpec(name: "unknown key in a slot", text: "{\n  \"slots\": [\n    {\n      \"match\": \"a\",\n      \"widht\": 10\n    }\n  ]\n}",
                kind: .unknownKey, line: 5, phrase: "did you mean \"width\""),
        BadSpec(name: "wrong type", text: "{\n  \"scale\": \"3\"\n}", kind: .wrongType, line: 2, phrase: "scale must be a number"),
        BadSpec(name: "scale out of range", text: "{\n  \"scale\": 4\n}", kind: .invalidValue, line: 2, phrase: "1, 2 or 3"),
        BadSpec(name: "unknown category", text: "{\n  \"severity\": {\n    \"fail\": \"xSmall...AX9\"\n  }\n}",
                kind: .unknownCategory, line: 3, phrase: "severity.fail"),
        BadSpec(name: "slot without match", text: "{\n  \"slots\": [\n    { \"width\": 10 }\n  ]\n}",
                kind: .missingKey, line: 3, phrase: "has no \"match\""),
        BadSpec(name: "bad line break mode", text: "{\n  \"defaultSlot\": { \"lineBreakMode\": \"ellipsis\" }\n}",
                kind: .invalidValue, line: 2, phrase: "line break mode"),
        BadSpec(name: "unknown text case", text: "{\n  \"slots\": [\n    { \"match\": \"a\",\n      \"textCase\": \"upper\" }\n  ]\n}",
                kind: .invalidValue, line: 4, phrase: "slots[0].textCase: unknown case \"upper\""),
        BadSpec(name: "minimum scale factor above 1", text: "{\n  \"defaultSlot\": {\n\"minimumScaleFactor\": 1.5 }\n}",
                kind: .invalidValue, line: 3, phrase: "between 0 and 1"),
        BadSpec(name: "platform without categories", text: "{\n  \"platform\": \"macOS\"\n}",
                kind: .invalidValue, line: 2, phrase: "no Dynamic Type categories"),
        BadSpec(name: "bad placeholder selector", text: "{\n  \"placeholders\": {\n    \"samples\": {\n      \"%q\": \"x\"\n    }\n  }\n}",
                kind: .invalidValue, line: 4, phrase: "placeholder sample key"),
        BadSpec(name: "negative lines", text: "{\"defaultSlot\": {\"lines\": -1}}", kind: .invalidValue, line: 1, phrase: "lines must be 0"),
        BadSpec(name: "duplicate key in a slot", text: "{\n  \"defaultSlot\": {\n    \"width\": 1,\n    \"width\": 2\n  }\n}",
                kind: .invalidValue, line: 4, phrase: "appears twice in defaultSlot"),
        BadSpec(name: "duplicate key", text: "{\n  \"scale\": 2,\n  \"scale\": 3\n}", kind: .invalidValue, line: 3, phrase: "appears twice"),
        // Issue 12, item 8: numbers that overflowed layout and reports (1e308 was accepted), and
        // item 10: 1e999 was "width must be a number, not a number".
        BadSpec(name: "size 1e308", text: "{\n  \"defaultSlot\": {\n    \"size\": 1e308\n  }\n}",
                kind: .invalidValue, line: 3, phrase: "defaultSlot.size is out of range (1e308)"),
        BadSpec(name: "lineHeight 1e308", text: "{\"slots\": [{\"match\": \"a\",\n \"lineHeight\": 1e308}]}",
                kind: .invalidValue, line: 2, phrase: "slots[0].lineHeight is out of range"),
        BadSpec(name: "width 1e999", text: "{\"defaultSlot\": {\"width\": 1e999}}",
                kind: .invalidValue, line: 1, phrase: "defaultSlot.width is out of range (1e999)"),
        // A whole number too large was "must be a whole number (got 1000000000)".
        BadSpec(name: "lines 1e9", text: "{\"defaultSlot\": {\"lines\": 1000000000}}",
                kind: .invalidValue, line: 1, phrase: "defaultSlot.lines is out of range (got 1000000000)"),
        BadSpec(name: "lines 2.5", text: "{\"defaultSlot\": {\"lines\": 2.5}}",
                kind: .wrongType, line: 1, phrase: "defaultSlot.lines must be a whole number (got 2.5)"),
        BadSpec(name: "width beyond any screen", text: "{\"defaultSlot\": {\"width\": 200000}}",
                kind: .invalidValue, line: 1, phrase: "defaultSlot.width is too large"),
        BadSpec(name: "insets 1e300", text: "{\"defaultSlot\": {\"insets\": 1e300}}",
                kind: .invalidValue, line: 1, phrase: "out of range"),
        BadSpec(name: "maximumPointSize 1e20", text: "{\"defaultSlot\": {\"maximumPointSize\": 1e20}}",
                kind: .invalidValue, line: 1, phrase: "out of range"),
        BadSpec(name: "tracking beyond an em", text: "{\"font\": {\"path\": \"\(Fixtures.fontsDirectory.path)/Inter/Inter-Regular.otf\", \"trackingEm\": 5}}",
                kind: .invalidValue, line: 1, phrase: "trackingEm must be between -1 and 1"),
        BadSpec(name: "unknown confidence", text: "{\n  \"slots\": [\n    { \"match\": \"a\",\n      \"confidence\": \"sure\" }\n  ]\n}",
                kind: .invalidValue, line: 4, phrase: "unknown confidence \"sure\""),
        BadSpec(name: "empty from", text: "{\n  \"slots\": [ { \"match\": \"a\", \"from\": \" \" } ]\n}",
                kind: .invalidValue, line: 2, phrase: "from is empty"),
        BadSpec(name: "uninferred not a list", text: "{\n  \"uninferred\": \"a\"\n}", kind: .wrongType, line: 2, phrase: "uninferred must be an array"),
        BadSpec(name: "from in defaultSlot", text: "{\n  \"defaultSlot\": { \"from\": \"x:1\" }\n}", kind: .unknownKey, line: 2,
                phrase: "unknown key \"from\" in defaultSlot"),
    ]

    @Test("a rule or group typefit infer wrote keeps its from, confidence and notes; uninferred keys are accepted")
    func inferredOrigins() throws {
        let spec = try Fixtures.spec("""
            {
              "slots": [
                { "match": "a", "width": 100 },
                { "match": "b", "from": "App/Settings.storyboard:123", "confidence": "exact", "width": 200,
                  "notes": ["width is the frame at the design size"] }
              ],
              "groups": [
                { "kind": "tabBar", "from": "App/V.swift:10", "confidence": "likely", "width": 375, "items": ["t1", "t2"] }
              ],
              "uninferred": [{ "key": "c", "reason": "no use found" }, "d"]
            }
            """)
        #expect(spec.slots[0].origin == SlotOrigin(source: .spec, specLocation: "test-spec.json:3"))
        #expect(spec.slots[0].origin.description == "test-spec.json:3")
        let inferred = spec.slots[1].origin
        #expect(inferred.source == .spec && inferred.inferredFrom == "App/Settings.storyboard:123" && inferred.confidence == "exact")
        #expect(inferred.from == "App/Settings.storyboard:123")
        #expect(inferred.description == "App/Settings.storyboard:123 (exact), rule at test-spec.json:4")
        #expect(spec.slots[1].notes == ["width is the frame at the design size"])
        #expect(spec.groups[0].origin.description == "App/V.swift:10 (tabBar, likely), group at test-spec.json:8")
        #expect(spec.defaultSlotOrigin == .builtInDefault)
        #expect(try Fixtures.spec("{\n  \"defaultSlot\": { \"width\": 300 }\n}").defaultSlotOrigin.description == "test-spec.json:2 (defaultSlot)")
    }

    @Test("a bad spec names its line and what to do", arguments: badSpecs)
    func badSpec(_ bad: BadSpec) {
        do {
            _ = try Fixtures.spec(bad.text)
            Issue.record("\(bad.name): parsed without error")
        } catch {
            #expect(error.kind == bad.kind, "\(error)")
            #expect(error.line == bad.line, "\(error)")
            #expect(error.file == "test-spec.json")
            #expect(error.description.contains(bad.phrase), "\(error)")
            #expect(error.description.hasPrefix("test-spec.json:\(bad.line)"))
        }
    }

    @Test("slot values are read by the reader typefit measure uses: the same message and hint, the valid values from the type",
          arguments: [
            ("lineBreakMode", "\"tial\""), ("borderStyle", "\"rounded\""), ("component", "\"lable\""), ("weight", "\"semibld\""),
            ("lineHeight", "\"tall\""), ("minimumScaleFactor", "1.5"), ("lines", "-1"),
          ])
    func slotValuesShareOneReader(_ key: String, _ value: String) throws {
        let expected: SlotValueError
        do throws(SlotValueError) {
            switch key {
            case "lineBreakMode": _ = try SlotValues.lineBreakMode("tial", in: "defaultSlot")
            case "borderStyle": _ = try SlotValues.borderStyle("rounded", in: "defaultSlot")
            case "component": _ = try SlotValues.component("lable", in: "defaultSlot")
            case "weight": _ = try SlotValues.weight("semibld", in: "defaultSlot")
            case "lineHeight": _ = try SlotValues.lineHeight("tall", name: "defaultSlot.lineHeight")
            case "minimumScaleFactor": _ = try SlotValues.minimumScaleFactor("1.5", name: "defaultSlot.minimumScaleFactor")
            default: _ = try SlotValues.lines("-1", name: "defaultSlot.lines")
            }
            Issue.record("\(key): SlotValues accepted the value")
            return
        } catch {
            expected = error
        }
        let error = #expect(throws: SpecError.self) { try Fixtures.spec("{\"defaultSlot\": {\"\(key)\": \(value)}}") }
        #expect(error?.message == expected.message)
        #expect(error?.hint == expected.hint)
        #expect(error?.kind == .invalidValue)
    }

    @Test("a slot value's valid names come from its type")
    func validNamesFromTheType() {
        let error = #expect(throws: SpecError.self) { try Fixtures.spec("{\"defaultSlot\": {\"lineBreakMode\": \"tial\"}}") }
        #expect(error?.message == "unknown line break mode 'tial' in defaultSlot (valid: \(LineBreakMode.allCases.map(\.name).joined(separator: ", "))); did you mean 'tail'?")
    }

    @Test("malformed JSON gives the parser's line and column", arguments: [
        ("{\n  \"scale\": 3,\n}", 3, 1),
        ("{\n  \"a\": [1, 2\n", 3, 1),
        ("{\n  \"platform\": \"ios\n}", 2, 19),
        ("{\n  // comment\n}", 2, 3),
        // Issue 12, item 11: a leading zero is not JSON (RFC 8259).
        ("{\n  \"scale\": 01\n}", 2, 12),
    ])
    func malformedJSON(_ text: String, _ line: Int, _ column: Int) {
        do {
            _ = try Fixtures.spec(text)
            Issue.record("parsed without error")
        } catch {
            #expect(error.kind == .malformedJSON)
            #expect(error.line == line, "\(error)")
            #expect(error.column == column, "\(error)")
        }
    }

    @Test("a font file that is not a font is a spec error at its line, once fonts are loaded")
    func notAFont() throws {
        let spec = try Fixtures.spec("{\n  \"fontsByLocale\": {\n    \"de\": { \"path\": \"App/spec.json\" }\n  }\n}")
        #expect(spec.customFonts.count == 1)
        do {
            try spec.checkFonts(with: Fixtures.measurer.library)
            Issue.record("a JSON file was accepted as a font")
        } catch {
            #expect(error.kind == .missingFont)
            #expect(error.line == 3)
            #expect(error.description.contains("not a font file"), "\(error)")
        }
        let good = try Spec.parse(#"{"font": "Inter/Inter-Regular.otf"}"#, path: "s.json", baseDirectory: Fixtures.fontsDirectory)
        try good.checkFonts(with: Fixtures.measurer.library)
    }

    @Test("a spec file that does not exist is a spec error")
    func unreadable() {
        #expect(throws: SpecError.self) { try Spec.load(from: Fixtures.url("nope.json")) }
    }

    @Test("JSON escapes and surrogate pairs are decoded")
    func stringEscapes() throws {
        let spec = try Fixtures.spec(#"{"slots": [{"match": "caf\u00e9.\ud83d\ude00\t\"q\""}]}"#)
        #expect(spec.slots[0].patterns[0].pattern == "café.😀\t\"q\"")
    }
}
