import Foundation
import Testing
@testable import Catalogs

@Suite("Strings file reader")
struct StringsFileReaderTests {
    let file = Fixtures.read("Strings/Localizable.strings", locale: "de")

    @Test func readsEntriesWithLinesAndComments() throws {
        let title = try #require(file.entry("settings.title", "de"))
        #expect(title.text == "Einstellungen")
        #expect(title.location.line == 2)
        #expect(title.location.column == 1)
        #expect(title.comment == "Title of the settings screen")
        let subtitle = try #require(file.entry("settings.subtitle", "de"))
        #expect(subtitle.text == "Für alle Geräte")
        #expect(subtitle.comment == "trailing comment after the entry")
        let escapes = try #require(file.entry("escapes", "de"))
        #expect(escapes.comment == "A line comment before the entry")
        #expect(escapes.location.line == 6)
    }

    @Test func decodesEscapes() throws {
        let escapes = try #require(file.entry("escapes", "de"))
        #expect(escapes.text == "Tab:\t Quote:\" Backslash:\\ Newline:\n Return:\r U:é u:ü pair:😀")
    }

    @Test func readsUnquotedAndMultiLineStrings() throws {
        #expect(file.entry("unquoted_key", "de")?.text == "unquoted.value")
        let multi = try #require(file.entry("multi.line", "de"))
        #expect(multi.text == "Erste Zeile\nzweite Zeile")
        #expect(multi.location.line == 8)
    }

    @Test func duplicateKeyLastWinsAndIsReported() throws {
        let duplicates = file.entries.filter { $0.key == "duplicate" }
        #expect(duplicates.map(\.text) == ["zweiter Wert"])
        #expect(duplicates.first?.location.line == 11)
        let issue = try #require(file.issues.first { $0.kind == .duplicateKey })
        #expect(issue.line == 11)
        #expect(issue.message.contains("line 10"))
    }

    @Test func unterminatedStringIsReportedAndReadingContinues() throws {
        let issue = try #require(file.issues.first { $0.kind == .unterminatedString })
        #expect(issue.line == 13)
        #expect(file.entry("broken", "de") == nil)
        #expect(file.entry("after.broken", "de")?.text == "still read")
        #expect(file.entry("after.broken", "de")?.location.line == 14)
        #expect(file.entry("after.comment", "de")?.comment == "a comment with \"quotes\" and = signs")
        #expect(file.entry("arabic", "de")?.location.line == 16)
        #expect(file.issues.count == 2, "\(file.issues)")
    }

    @Test func keepsMarkupVerbatim() {
        #expect(file.entry("markup", "de")?.text == "<script>alert(1)</script> ]]> \"x\"")
    }

    @Test func unterminatedAtEndOfFile() throws {
        let file = Fixtures.read("Strings/Unterminated.strings", locale: "de")
        #expect(file.entries.isEmpty)
        let issue = try #require(file.issues.first)
        #expect(issue.kind == .unterminatedString)
        #expect(issue.line == 1)
        #expect(issue.column == 10)
    }

    @Test func recoversFromMissingSemicolonAndStrayTokens() {
        let file = Fixtures.read("Strings/Recovery.strings", locale: "de")
        #expect(file.entries.map(\.key) == ["missing.semicolon", "next", "last"])
        #expect(file.entries.map(\.location.line) == [1, 2, 4])
        #expect(file.issues.map(\.kind) == [.malformed, .malformed])
        #expect(file.issues.map(\.line) == [2, 3])
    }

    static let sample = "/* note */\n\"hello\" = \"Grüße 😀\";\n\"second\" = \"zwei\";\n"

    /// The sample in UTF-16 with the given byte order, optionally with a BOM.
    static func utf16(bigEndian: Bool, bom: Bool) -> Data {
        var bytes: [UInt8] = []
        if bom { bytes += bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE] }
        for unit in sample.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return Data(bytes)
    }

    @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
    func readsUTF16(bigEndian: Bool, bom: Bool) throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(directory) }
        let url = directory.appendingPathComponent("UTF16.strings")
        try Self.utf16(bigEndian: bigEndian, bom: bom).write(to: url)
        let file = readCatalog(at: url, locale: "de")
        #expect(file.issues.isEmpty, "\(file.issues)")
        #expect(file.entries.map(\.text) == ["Grüße 😀", "zwei"])
        #expect(file.entries.map(\.location.line) == [2, 3])
        #expect(file.entries.first?.comment == "note")
    }

    @Test func readsUTF8WithBOM() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(directory) }
        let url = directory.appendingPathComponent("BOM.strings")
        try Data([0xEF, 0xBB, 0xBF] + Array(Self.sample.utf8)).write(to: url)
        #expect(readCatalog(at: url, locale: "de").entries.count == 2)
    }

    @Test func badEncodingIsAnIssueWithALine() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(directory) }
        let url = directory.appendingPathComponent("Bad.strings")
        try Data(Array("\"a\" = \"ok\";\n\"b\" = \"".utf8) + [0xC3, 0x28] + Array("\";\n".utf8)).write(to: url)
        let file = readCatalog(at: url, locale: "de")
        #expect(file.entries.isEmpty)
        #expect(file.issues.map(\.kind) == [.badEncoding])
        #expect(file.issues.first?.line == 2)
    }

    @Test("UTF-8 is validated in one pass: text is kept exactly; an encoded surrogate or a bad byte fails at its line")
    func utf8Decoding() throws {
        let text = "\"k\" = \"Größe 👍🏽 نص\\n\\\"q\\\" \\U00e9\";\n"
        let decoded = try decodeText(Data(text.utf8)).get()
        #expect(decoded.text == text)
        let entries = readCatalogText(text)
        #expect(entries == ["Größe 👍🏽 نص\n\"q\" é"])
        // U+D800 encoded as UTF-8 (ED A0 80) is not UTF-8.
        guard case .failure(let failure) = decodeText(Data(Array("a\nb\n".utf8) + [0xED, 0xA0, 0x80])) else {
            Issue.record("an encoded surrogate was accepted")
            return
        }
        #expect(failure.line == 3)
    }

    /// A NUL escaped as `\U0000` reads back as U+0000; a small UTF-8 file with a few raw NULs
    /// at one parity is still UTF-8 (two made a pseudo-localized file read as UTF-16; fuzz).
    @Test("a few NUL bytes do not make a small UTF-8 file UTF-16; \\U0000 reads as NUL")
    func nulBytes() throws {
        #expect(readCatalogText("\"nul\" = \"a\\U0000b\";\n") == ["a\u{0}b"])
        let text = "\"fuzz.before\" = \"Before\";\n\"nul\" = \"\u{202E}a\u{0}b\u{0}c\u{202C}\";\n"
        let decoded = try decodeText(Data(text.utf8)).get()
        #expect(decoded.encoding == .utf8)
        // UTF-16 without a byte order mark is still recognized from 8 zeros at one parity.
        var bytes: [UInt8] = []
        for unit in "\"k\" = \"v\";\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try decodeText(Data(bytes)).get().encoding == .utf16LittleEndian)
    }

    /// UTF-16 is transcoded in one pass (issue 14): every BMP character and a spread of the
    /// others, in both byte orders, come back exactly; an unpaired surrogate, high or low, at the
    /// end or before another character, still fails at its line.
    @Test("UTF-16 is transcoded in one pass: every character kept; an unpaired surrogate fails at its line")
    func utf16Decoding() throws {
        var scalars = String.UnicodeScalarView()
        for value in stride(from: UInt32(1), through: 0x10FFFF, by: 1) where value < 0x10000 || value % 97 == 0 {
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        let text = String(scalars)
        for bigEndian in [false, true] {
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in text.utf16 { bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            let decoded = try decodeText(Data(bytes)).get()
            #expect(decoded.text.unicodeScalars.elementsEqual(text.unicodeScalars))
        }
        for damage: [UInt16] in [[0xD800], [0xDC00, 0x41], [0xD83D, 0x41], [0x41, 0xDE00]] {
            var bytes: [UInt8] = [0xFF, 0xFE]
            for unit in Array("a\nb\n".utf16) + damage { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            guard case .failure(let failure) = decodeText(Data(bytes)) else {
                Issue.record("an unpaired surrogate was accepted: \(damage)")
                continue
            }
            #expect(failure.line == 3)
            #expect(failure.reason.contains("unpaired surrogate"))
        }
    }

    /// The values of a .strings text, in order.
    func readCatalogText(_ text: String) -> [String] {
        guard let directory = try? Fixtures.temporaryDirectory() else { return [] }
        defer { Fixtures.cleanUp(directory) }
        let url = directory.appendingPathComponent("T.strings")
        guard (try? Data(text.utf8).write(to: url)) != nil else { return [] }
        return readCatalog(at: url, locale: "de").entries.map(\.text)
    }

    @Test func unreadableFileIsAnIssue() {
        let file = readCatalog(at: URL(fileURLWithPath: "/nonexistent/de.lproj/Localizable.strings"))
        #expect(file.issues.map(\.kind) == [.unreadableFile])
        #expect(file.issues.first?.line == 1)
    }

    @Test func keyAloneMeansValueIsKey() {
        let file = readCatalog(text: "\"Done\";\nOK;\n", path: "a.strings", format: .strings, locale: "en")
        #expect(file.entries.map(\.text) == ["Done", "OK"])
        #expect(file.issues.isEmpty)
    }
}

@Suite("Line endings and encoding round trips")
struct LineEndingTests {
    @Test func crlfLineNumbersInStringsAndCatalogs() {
        let strings = readCatalog(text: "/* a */\r\n\"a\" = \"1\";\r\n\r\n\"b\" = \"2\";\r\n", path: "x.strings", format: .strings, locale: "de")
        #expect(strings.entries.map(\.location.line) == [2, 4])
        #expect(strings.entries.first?.comment == "a")
        let catalog = readCatalog(
            text: "{\r\n  \"sourceLanguage\" : \"en\",\r\n  \"strings\" : {\r\n    \"k\" : {\r\n    }\r\n  }\r\n}\r\n",
            path: "x.xcstrings", format: .stringCatalog)
        #expect(catalog.entries.map(\.location.line) == [4])
    }

    @Test func entriesAndIssuesEncodeAsJSON() throws {
        let file = Fixtures.read("Strings/Localizable.strings", locale: "de")
        let data = try JSONEncoder().encode(file)
        let decoded = try JSONDecoder().decode(CatalogFile.self, from: data)
        #expect(decoded == file)
    }
}

/// Recovery after damage in `.strings` (issue 12, item 5): the next line that starts an entry is
/// read, whatever the damage before it.
@Suite(".strings recovery")
struct StringsRecoveryTests {
    /// Every character the audit found that lost the next entry, after a value with no `;`.
    static let unexpected: [String] = ["@", "+", "%", "!", "(", ")", "{", "}", "[", "]", "<", ">", "#", "&", "*", "?",
                                       "\\", "^", "|", "~", ",", "'", "\u{0}"]

    @Test("\"a\" = \"x\" <c> then \"b\" = \"y\";: b is read", arguments: unexpected)
    func nextLineEntryIsKept(character: String) throws {
        let text = "\"a\" = \"x\" \(character)\n\"b\" = \"y\";\n\"c\" = \"z\";\n"
        let file = readCatalog(text: text, path: "r.strings", format: .strings, locale: "de")
        #expect(file.entries.map(\.key) == ["b", "c"])
        #expect(file.entries.map(\.text) == ["y", "z"])
        let issue = try #require(file.issues.first)
        #expect(file.issues.count == 1)
        #expect(issue.kind == .malformed && issue.line == 1 && issue.column == 11)
        #expect(issue.message.contains("\"a\""))
    }

    /// A NUL is named by its code point, never written raw into a report.
    @Test func unprintableCharacterIsNamedByCodePoint() throws {
        let file = readCatalog(text: "\"a\" = \"x\" \u{0}\n\"b\" = \"y\";\n", path: "r.strings", format: .strings)
        #expect(try #require(file.issues.first).message.contains("U+0000"))
        #expect(!file.issues.contains { $0.message.unicodeScalars.contains("\u{0}") })
    }

    /// Damage in the middle of a line still skips to the `;`: an entry is only started by a
    /// string that comes first on its line and is followed by `=`.
    @Test func resynchronizesOnlyAtALineStart() {
        let text = "\"a\" = @ \"k\" = \"v\";\n\"b\" = \"y\";\n"
        let file = readCatalog(text: text, path: "r.strings", format: .strings)
        #expect(file.entries.map(\.key) == ["b"])
        #expect(file.issues.map(\.line) == [1])
    }
}

/// Smaller findings of the audit (issue 12, item 11).
@Suite("Audit: smaller reading issues")
struct SmallReadingIssueTests {
    /// `"a" "x";` made an entry x = x; `"key";` on a line of its own is still that form.
    @Test func keyFollowedByAStringIsNotAnEntry() {
        let file = readCatalog(text: "\"a\" \"x\";\n\"b\";\n\"c\" = \"C\";\n", path: "k.strings", format: .strings)
        #expect(file.entries.map(\.key) == ["b", "c"])
        #expect(file.entries.map(\.text) == ["b", "C"])
        #expect(file.issues.map(\.line) == [1])
    }

    /// A lone `\uD800` was dropped silently and a lone `\uDC00` became U+FFFD; both are U+FFFD
    /// with an issue now, and pairs are still joined.
    @Test(arguments: [
        ("x\\uD800y", "x\u{FFFD}y", 1), ("x\\uDC00y", "x\u{FFFD}y", 1), ("x\\uD800", "x\u{FFFD}", 1),
        ("\\uD800\\uD800\\uDC00", "\u{FFFD}\u{10000}", 1), ("\\uD83D\\uDE00", "😀", 0), ("\\uD800\\n", "\u{FFFD}\n", 1),
        ("\\uDBFF\\u0041", "\u{FFFD}A", 1),
    ])
    func loneSurrogates(escaped: String, text: String, issues: Int) throws {
        let file = readCatalog(text: "\"k\" = \"\(escaped)\";\n", path: "s.strings", format: .strings)
        #expect(file.entries.first?.text == text)
        #expect(file.issues.count == issues)
        if issues > 0 { #expect(try #require(file.issues.first).message.contains("half of a surrogate pair")) }
    }

    /// A `.stringsdict` or String Catalog use of an undefined `%#@nope@` raised no issue.
    @Test func undefinedVariableIsAnIssue() throws {
        let dict = """
            <plist version="1.0"><dict>
            <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@nope@ in %#@files@</string>
            <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict></dict>
            </dict></plist>
            """
        let read = readCatalog(text: dict, path: "u.stringsdict", format: .stringsdict, locale: "en")
        let issue = try #require(read.issues.first)
        #expect(read.issues.count == 1)
        #expect(issue.kind == .invalidEntry && issue.line == 2 && issue.message.contains("%#@nope@"))
        #expect(read.entries.map(\.text) == ["%#@nope@ in %d file", "%#@nope@ in %d files"])

        let catalog = """
            {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {
              "stringUnit": {"state": "translated", "value": "%#@nope@"}}}}}}
            """
        let file = readCatalog(text: catalog, path: "u.xcstrings", format: .stringCatalog)
        #expect(file.issues.map(\.line) == [2])
        #expect(file.issues.first?.message.contains("%#@nope@") == true)
    }
}
