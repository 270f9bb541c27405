import Testing
@testable import Catalogs

/// aapt2's escapes and white-space rules as `unescapeAndroid` applies them (issue 11, items 11
/// and 12).
@Suite("Android unescaping: surrogate pairs and white space")
struct AndroidUnescapingTests {
    @Test("escaped surrogate pairs are one character; half a pair is U+FFFD and one invalidEntry problem", arguments: [
        ("\\uD83E\\uDDD8 Yoga", "\u{1F9D8} Yoga", 0),
        ("\\ud83e\\uddd8", "\u{1F9D8}", 0),
        ("a\\uD83Eb", "a\u{FFFD}b", 1),
        ("a\\uDDD8b", "a\u{FFFD}b", 1),
        ("end \\uD83E", "end \u{FFFD}", 1),
        ("\\uD83E\\uD83E\\uDDD8", "\u{FFFD}\u{1F9D8}", 1),
        ("\\uD83E\\u0041", "\u{FFFD}A", 1),
        ("\\uD83E\\nx", "\u{FFFD}\nx", 1),
    ])
    func surrogates(raw: String, text: String, problems: Int) {
        let result = unescapeAndroid(raw)
        #expect(result.text == text)
        #expect(result.problems.count == problems)
        #expect(result.problems.allSatisfy { $0.kind == .invalidEntry && $0.message.contains("half of a surrogate pair") })
    }

    @Test("a \\u without four hexadecimal digits is one invalidEntry problem (the entry is read), also inside a pair", arguments: [
        ("a\\u12Gb", "aGb", "\\u12 needs four hexadecimal digits"),
        ("\\uD83E\\uDDZ8 Yoga", "\u{FFFD}Z8 Yoga", "\\uD83E\\uDD: the second half of a surrogate pair needs four hexadecimal digits"),
    ])
    func shortEscape(raw: String, text: String, message: String) throws {
        let result = unescapeAndroid(raw)
        #expect(result.text == text)
        let problem = try #require(result.problems.first)
        #expect(result.problems.count == 1)
        #expect(problem.kind == .invalidEntry && problem.message.hasPrefix(message))
    }

    @Test("only ASCII white space collapses, outside quotes; other spaces are text", arguments: [
        ("continuer\u{202F}?", "continuer\u{202F}?"),
        ("10\u{00A0}\u{00A0}km", "10\u{00A0}\u{00A0}km"),
        ("a\u{2009}b", "a\u{2009}b"),
        ("\u{00A0}lead", "\u{00A0}lead"),
        ("  a \t\n\u{0B}\u{0C}\r b  ", "a b"),
        ("a \u{00A0} b", "a \u{00A0} b"),
        ("\"  kept  \"", "  kept  "),
    ])
    func whiteSpace(raw: String, text: String) {
        #expect(unescapeAndroid(raw).text == text)
    }

    @Test("a .strings half pair is an invalidEntry issue (the entry is read), a pair is one character")
    func stringsFileSurrogates() throws {
        let file = readCatalog(text: "\"yoga\" = \"\\uD83E\\uDDD8\";\n\"half\" = \"a\\uD83E b\";\n", path: "s.strings", format: .strings)
        #expect(file.entries.map(\.text) == ["\u{1F9D8}", "a\u{FFFD} b"])
        let issue = try #require(file.issues.first)
        #expect(file.issues.count == 1)
        #expect(issue.kind == .invalidEntry && issue.line == 2 && issue.key == "half")
    }
}
