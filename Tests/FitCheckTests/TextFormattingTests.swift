import Fuzzing
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

    @Test("short numbers have the digits String(format:) gives, on chosen and random values")
    func shortAsFormatted() {
        func formatted(_ value: Double, _ decimals: Int) -> String {
            guard value.isFinite, abs(value) < 1e15 else { return String(value) }
            let factor = pow(10, Double(decimals))
            let rounded = (value * factor).rounded() / factor
            if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
            var text = String(format: "%.\(decimals)f", rounded)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text == "-0" ? "0" : text
        }
        var values: [Double] = [0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 0.001, 1.5, -1.5, 2.49, 16.333_33, 0.1 + 0.2,
                                123_456.789_01, 999.9995, -999.9995, 1e11 + 0.123, 4.5e11 + 0.5, 1.1e12 + 0.25, 9.9e14 + 0.5]
        var random = SeededRandom(seed: 0x2545_F491_4F6C_DD1D)
        for _ in 0..<3000 {
            let mantissa = Double(random.next() >> 11) / Double(1 << 53) - 0.5
            values.append(mantissa * pow(10, Double(Int(random.next() >> 60)) - 3))
        }
        for value in values {
            for decimals in 0...4 {
                #expect(NumberText.short(value, decimals: decimals) == formatted(value, decimals), "\(value) \(decimals)")
            }
        }
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

    /// The escapes written scalar by scalar, as the writers did before they escaped bytes: the
    /// oracle the byte-level escaping must equal.
    static func scalarQuoted(_ text: String, forScript: Bool) -> String {
        let quoted = scalarByScalar(text) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "\u{8}": "\\b"
            case "\u{C}": "\\f"
            case "<" where forScript: "\\u003c"
            case ">" where forScript: "\\u003e"
            case "&" where forScript: "\\u0026"
            case "\u{2028}" where forScript: "\\u2028"
            case "\u{2029}" where forScript: "\\u2029"
            default:
                scalar.value < 0x20 ? "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true) : nil
            }
        }
        return "\"" + quoted + "\""
    }

    @Test("JSON and script quoting equal the scalar-by-scalar escapes, on chosen and on random texts")
    func sameAsScalarByScalar() throws {
        var texts = [
            "", "plain", "<svg width=\"3\"><path d=\"M0 0\"/></svg>", "a & b > c < d", "\u{2028}\u{2029}x\u{2028}",
            "\u{2027}\u{202A}\u{E2}\u{80}", "€ ‚ – — … ‘ ’ “ ” • ‰", "\u{0}\u{1}\u{1F}\u{7F}\u{80}", "end\\", "\"",
            "tab\there\r\n", "👨‍👩‍👧<&>\u{2028}", "</script><!--",
        ]
        // Random texts over the characters that matter and their neighbours in UTF-8.
        let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\\", "<", ">", "&", "/", "\n", "\r", "\t", "\u{0}", "\u{8}", "\u{B}", "\u{C}",
                                          "\u{1F}", "\u{7F}", "é", "\u{2028}", "\u{2029}", "\u{2026}", "\u{20AC}", "\u{E280}", "😀", "ب"]
        var random = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
        texts += random.texts(500, over: alphabet)
        for text in texts {
            #expect(jsonQuoted(text) == Self.scalarQuoted(text, forScript: false), "\(text.debugDescription)")
            #expect(scriptQuoted(text) == Self.scalarQuoted(text, forScript: true), "\(text.debugDescription)")
            var bytes: [UInt8] = []
            appendJSONQuoted(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == Self.scalarQuoted(text, forScript: false))
            // Script-quoted text is JSON too, and reads back as the text.
            let decoded = try JSONDecoder().decode([String].self, from: Data(("[" + scriptQuoted(text) + "]").utf8))
            #expect(decoded == [text])
            #expect(!scriptQuoted(text).contains("<") && !scriptQuoted(text).contains("\u{2028}"))
        }
    }
}
