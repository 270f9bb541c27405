import Foundation
import Testing
import Catalogs
@testable import FitCheck

/// How spec rules select keys (issue 11, items 19-21): globs are case-sensitive unless the rule
/// says `"ignoreCase": true`; a rule can select by the source text's length; a rule that gives no
/// key its slot is a note in every report.
@Suite("Spec rules: case, source length, unused rules")
struct SpecRuleSelectionTests {
    static let spec: Spec = {
        do { return try Spec.load(from: Fixtures.url("SpecRules/spec.json")) } catch { fatalError("\(error)") }
    }()
    static let result = runCheck(paths: [Fixtures.url("SpecRules/App")], spec: spec, measurer: Fixtures.measurer)

    /// The rule that placed `key` (nil: the default slot), from the checked entries.
    func rule(of key: String, locale: String = "de") throws -> Int? {
        let entry = try #require(Self.result.entries.first { $0.key == key && $0.locale == locale })
        return entry.ruleIndex
    }

    @Test("Globs are case-sensitive; ignoreCase matches whatever the case")
    func caseSensitivity() throws {
        #expect(!KeyPattern("*button*").matches("SAVE_BUTTON"))
        #expect(KeyPattern("*button*", ignoresCase: true).matches("SAVE_BUTTON"))
        #expect(KeyPattern("Über*", ignoresCase: true).matches("über_title"))
        #expect(try rule(of: "SAVE_BUTTON") == 1)
        #expect(try rule(of: "CANCEL_BUTTON") == 1)
    }

    @Test("sourceLength selects by the source text's length, in every locale alike")
    func sourceLength() throws {
        // "Photos" and "Delete" are short; the German texts' lengths do not matter.
        #expect(try rule(of: "Photos") == 2)
        #expect(try rule(of: "Photos", locale: "en") == 2)
        #expect(try rule(of: "Delete") == 2)
        #expect(try rule(of: "Are you sure you want to delete this photo? It will be removed from all your devices.") == nil)
        #expect(Self.spec.slot(forKey: "Photos")?.rule == nil, "no source length given: the rule cannot match")
        #expect(Self.spec.slot(forKey: "Photos", sourceLength: 6)?.rule == 2)
        #expect(Self.spec.slot(forKey: "Photos", sourceLength: 21)?.rule == nil)
    }

    @Test("The first rule wins whether it ignores case, selects by length, or names the key")
    func ruleOrder() throws {
        let spec = try Fixtures.spec(#"""
            {"slots": [{"match": "*BUTTON", "ignoreCase": true, "width": 10},
                       {"match": "ok", "sourceLength": {"min": 3}, "width": 20},
                       {"match": ["save_button", "ok"], "width": 30},
                       {"match": "Ok", "ignoreCase": true, "width": 40}]}
            """#)
        #expect(spec.slot(forKey: "save_button", sourceLength: 4)?.rule == 0)
        #expect(spec.slot(forKey: "ok", sourceLength: 2)?.rule == 2, "too short for rule 1: the exact rule after it")
        #expect(spec.slot(forKey: "ok", sourceLength: 8)?.rule == 1)
        #expect(spec.slot(forKey: "OK", sourceLength: 2)?.rule == 3)
        #expect(SlotMatcher(spec).slot(forKey: "OK")?.rule == 3)
    }

    static let notes = [
        "slots[0] (\(Fixtures.url("SpecRules/spec.json").path):4) `*button*` matched no key",
        "slots[3] (\(Fixtures.url("SpecRules/spec.json").path):7) `BUTTON_*` matched no key",
        "slots[4] (\(Fixtures.url("SpecRules/spec.json").path):8) `Delete` matched 1 key, each given its slot by an earlier rule or a group",
    ]

    @Test("A rule that gives no key its slot is a note")
    func unusedRules() {
        for note in Self.notes { #expect(Self.result.notes.contains(note), "\(Self.result.notes)") }
        #expect(!Self.result.notes.contains { $0.hasPrefix("slots[1]") || $0.hasPrefix("slots[2]") })
    }

    @Test("Unused rules are listed in their order in the spec: slots[2] before slots[10]")
    func unusedRulesInOrder() throws {
        let rules = (0..<12).map { #"{"match": "NO_SUCH_KEY_\#($0)", "width": 100}"# }.joined(separator: ",\n")
        let spec = try Fixtures.spec(#"{"slots": [\#(rules)]}"#)
        let result = runCheck(paths: [Fixtures.url("SpecRules/App")], spec: spec, measurer: Fixtures.measurer)
        let indices = result.notes.compactMap { note -> Int? in
            guard note.hasPrefix("slots["), let end = note.firstIndex(of: "]") else { return nil }
            return Int(note[note.index(note.startIndex, offsetBy: 6)..<end])
        }
        #expect(indices == Array(0..<12), "\(result.notes)")
    }

    @Test("The note is in every report format", arguments: ReportFormat.allCases)
    func everyFormat(format: ReportFormat) {
        let report = writeReport(Self.result, format: format)
        // Markdown escapes its punctuation: `BUTTON\_\*`.
        #expect(report.contains(format == .markdown ? #"BUTTON\_\*"# : "BUTTON_*"), "\(format)")
        #expect(report.contains("matched no key"), "\(format)")
    }

    @Test("Bad sourceLength and ignoreCase values are spec errors at their line", arguments: [
        (#"{"slots": [{"match": "a", "sourceLength": {"min": 30, "max": 20}}]}"#, "min 30 above max 20"),
        (#"{"slots": [{"match": "a", "sourceLength": {}}]}"#, "neither \"min\" nor \"max\""),
        (#"{"slots": [{"match": "a", "sourceLength": {"max": -1}}]}"#, "must be 0 or more"),
        (#"{"slots": [{"match": "a", "sourceLength": {"max": 20, "mx": 3}}]}"#, "unknown key \"mx\""),
        (#"{"slots": [{"match": "a", "ignoreCase": "yes"}]}"#, "ignoreCase"),
        (#"{"slots": [{"width": 20}]}"#, "has no \"match\""),
    ])
    func badValues(text: String, phrase: String) {
        #expect(throws: SpecError.self) { try Fixtures.spec(text) }
        do { _ = try Fixtures.spec(text) } catch { #expect(error.message.contains(phrase), "\(error.message)") }
    }
}

extension SpecRuleSelectionTests {
    @Test("Unused rules: a key two patterns match counts once; after 20 notes one counts the rest")
    func unusedRuleLimits() throws {
        let set = readCatalogs(at: [Fixtures.url("SpecRules/App")])
        let shadowed = try Fixtures.spec(#"{"slots": [{"match": "*", "width": 10}, {"match": ["SAVE_*", "*_BUTTON"], "width": 20}]}"#)
        #expect(unusedRuleNotes(shadowed, in: set, sourceLengths: [:])
                == ["slots[1] (test-spec.json:1) `SAVE_*`, `*_BUTTON` matched 2 keys, each given its slot by an earlier rule or a group"])
        let rules = (0..<25).map { #"{"match": "missing.\#($0)", "width": 10}"# }.joined(separator: ",")
        let many = try Fixtures.spec(#"{"slots": ["# + rules + "]}")
        let notes = unusedRuleNotes(many, in: set, sourceLengths: [:])
        #expect(notes.count == 21)
        #expect(notes.last == "5 more rules of the spec give no key their slot")
    }
}
