import Testing
import Foundation
import TextFormatting

@Suite("Natural order of notes")
struct NaturalOrderTests {
    @Test("numbers past 1e15 print in their shortest form, never \"inf\" (1e308 scaled by 10^decimals overflowed)")
    func hugeNumbers() {
        #expect(NumberText.short(1e308, decimals: 4) == "1e+308")
        #expect(NumberText.short(-1e20) == "-1e+20")
        #expect(NumberText.short(123_456.789_01, decimals: 2) == "123456.79")
        #expect(NumberText.short(16.333_33) == "16.333")
        #expect(NumberText.scale(1e300) == "1e+300")
        #expect(NumberText.scale(0.7861) == "0.78")
        #expect(JSONValue.number(1e308).rendered() == "1e+308")
    }

    @Test("numbered names sort by their numbers' values, the rest by code units")
    func order() {
        let names = [
            "slots[10] (typefit.json:40) `B` matched no key", "slots[2] (typefit.json:8) `A` matched no key",
            "slots[1] (typefit.json:4) `Z` matched no key", "slots[100] x", "slots[02] y", "slots[2] (typefit.json:8) `A`",
            "Arabic text is not calibrated", "a1", "a01", "a", "b", "", "9 more rules", "10 more rules",
        ]
        let sorted = names.sorted { $0.naturallyPrecedes($1) }
        #expect(sorted == [
            "", "9 more rules", "10 more rules", "Arabic text is not calibrated", "a", "a01", "a1", "b",
            "slots[1] (typefit.json:4) `Z` matched no key", "slots[2] (typefit.json:8) `A`",
            "slots[2] (typefit.json:8) `A` matched no key", "slots[02] y", "slots[10] (typefit.json:40) `B` matched no key",
            "slots[100] x",
        ])
        // A strict order: irreflexive, and exactly one of two different names precedes.
        for x in names {
            #expect(!x.naturallyPrecedes(x))
            for y in names where x != y { #expect(x.naturallyPrecedes(y) != y.naturallyPrecedes(x), "\(x) \(y)") }
        }
    }
}

@Suite("JSON quoting")
struct JSONQuotingTests {
    @Test("appended as bytes, a text quotes exactly as jsonQuoted writes it", arguments: [
        "", "Settings", "Einstellungen für Barrierefreiheit", "say \"hi\"", #"back\slash"#, "line\nbreak\ttab\r",
        "bell\u{7} form\u{C} back\u{8}", "\u{1F}", "👨‍👩‍👧 😀", "مرحبا", "U+2028\u{2028}", "del\u{7F}",
    ])
    func sameAsJSONQuoted(text: String) throws {
        var bytes: [UInt8] = Array("x".utf8)
        appendJSONQuoted(text, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x" + jsonQuoted(text))
        // And it is JSON that reads back as the text.
        let decoded = try JSONDecoder().decode([String].self, from: Data(("[" + jsonQuoted(text) + "]").utf8))
        #expect(decoded == [text])
    }
}
