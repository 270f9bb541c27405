import Foundation
import Testing
@testable import FitCheck

/// A slot's `textCase`: the text is measured as the app shows it, cased with the entry's
/// locale's rules after the samples are put in.
@Suite("Text case")
struct TextCaseTests {
    static func check(_ tables: [String: String], spec: String) throws -> CheckResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-textcase-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (locale, text) in tables {
            let lproj = folder.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try text.write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        return runCheck(paths: [folder], spec: try Fixtures.spec(spec), options: CheckOptions(categories: [.large], rendersPictures: false),
                        measurer: Fixtures.measurer)
    }

    @Test func casedWithTheLocalesRulesAfterTheSamples() throws {
        let result = try Self.check([
            "en": "\"street\" = \"Street %@\";\n\"city\" = \"istanbul\";\n\"plain\" = \"Street\";\n\"title\" = \"new episodes\";",
            "de": "\"street\" = \"Straße %@\";\n\"plain\" = \"Straße\";",
            "tr": "\"city\" = \"istanbul\";",
        ], spec: """
        {"defaultSlot": {"width": 2000},
         "placeholders": {"samples": {"%@": "Ilse"}},
         "slots": [{"match": ["street", "city"], "textCase": "uppercase"}, {"match": "title", "textCase": "capitalized"}]}
        """)
        func measured(_ key: String, _ locale: String) -> String? {
            result.entries.first { $0.key == key && $0.locale == locale }?.measuredText
        }
        #expect(measured("street", "de") == "STRASSE ILSE")
        #expect(measured("street", "en") == "STREET ILSE")
        #expect(measured("city", "tr") == "İSTANBUL")
        #expect(measured("city", "en") == "ISTANBUL")
        #expect(measured("title", "en") == "New Episodes")
        // No textCase: as written.
        #expect(measured("plain", "de") == "Straße")
        let rule = try #require(result.entries.first { $0.key == "street" && $0.locale == "de" })
        #expect(rule.slotSummary.contains("uppercase"))
    }

    @Test func upperCaseTakesMoreRoom() throws {
        // "settings" as written and upper-cased, each in slots 30 to 120 pt wide: the narrowest
        // that holds it on one line is wider for upper case.
        let widths = Array(stride(from: 30, through: 120, by: 2))
        let table = widths.map { "\"l\($0)\" = \"settings\";\n\"u\($0)\" = \"settings\";" }.joined(separator: "\n")
        let rules = widths.map { #"{"match": "l\#($0)", "width": \#($0)}, {"match": "u\#($0)", "width": \#($0), "textCase": "uppercase"}"# }
        let result = try Self.check(["en": table], spec: #"{"slots": [\#(rules.joined(separator: ", "))]}"#)
        func narrowest(_ prefix: String) -> Int? {
            widths.first { width in result.entries.first { $0.key == "\(prefix)\(width)" }?.findings.isEmpty == true }
        }
        let lower = try #require(narrowest("l")), upper = try #require(narrowest("u"))
        #expect(upper > lower + 10, "settings fits from \(lower) pt, SETTINGS from \(upper) pt")
        #expect(result.entries.first { $0.key == "u\(upper)" }?.measuredText == "SETTINGS")
    }
}
