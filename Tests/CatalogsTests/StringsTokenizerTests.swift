import Testing
@testable import Catalogs

/// The `.strings` tokenizer reads UTF-8 bytes (issue 14): what it reports must be what reading
/// scalar by scalar reported, where a character is more than one byte.
@Suite(".strings tokenizer on UTF-8 bytes")
struct StringsTokenizerTests {
    /// Each token as `kind@line:column`.
    static func tokens(_ text: String) -> [String] {
        StringsFileTokenizer.tokenize(text).map { token in
            let kind: String
            switch token.kind {
            case .string(let text): kind = "s(\(text))"
            case .comment(let text): kind = "c(\(text))"
            case .unexpected(let character): kind = "?(\(character))"
            case .equals: kind = "="
            case .semicolon: kind = ";"
            case .unterminatedString: kind = "unterminated"
            case .unterminatedComment: kind = "unterminatedComment"
            }
            return "\(kind)@\(token.line):\(token.column)"
        }
    }

    /// Columns count characters (scalars), not bytes: é and ß are 2 bytes, 👍 and 🏽 4 each.
    @Test func columnsAfterMultiByteCharactersOnTheLine() throws {
        #expect(Self.tokens("\"Größe 👍🏽\" = \"x\";") == ["s(Größe 👍🏽)@1:1", "=@1:12", "s(x)@1:14", ";@1:17"])
        let file = readCatalog(text: "\"Größe 👍🏽\" = \"x\" @\n\"b\" = \"y\";\n", path: "c.strings", format: .strings)
        let issue = try #require(file.issues.first)
        #expect(issue.line == 1 && issue.column == 18)
        #expect(file.entries.map(\.key) == ["b"])
    }

    /// A string that spans lines: the token after it is counted from its own line's start.
    @Test func columnsAfterAMultiLineString() {
        #expect(Self.tokens("\"k\" = \"ä\nyé\"; x") == ["s(k)@1:1", "=@1:5", "s(ä\nyé)@1:7", ";@2:4", "s(x)@2:6"])
    }

    /// A 4-byte letter (U+10400, Deseret) is an unquoted string's character; a 4-byte symbol
    /// (U+1F600) is one unexpected character, one column.
    @Test func fourByteScalars() {
        #expect(Self.tokens("𐐀𐐁 = 😀 x") == ["s(𐐀𐐁)@1:1", "=@1:4", "?(😀)@1:6", "s(x)@1:8"])
    }

    /// Characters beyond ASCII that start no token: each one unexpected, read whole.
    @Test(arguments: ["«", "١", "\u{200B}", "€", "😀", "\u{0301}"])
    func unexpectedNonASCIICharacter(character: String) throws {
        #expect(Self.tokens("a \(character) b") == ["s(a)@1:1", "?(\(character))@1:3", "s(b)@1:5"])
        let file = readCatalog(text: "\"a\" = \"x\" \(character)\n\"b\" = \"y\";\n", path: "u.strings", format: .strings)
        let issue = try #require(file.issues.first)
        #expect(issue.column == 11)
        #expect(file.entries.map(\.key) == ["b"])
    }

    /// White space beyond ASCII and byte order marks between tokens are skipped, one column each;
    /// a comment's own is trimmed.
    @Test func nonASCIIWhiteSpace() {
        #expect(Self.tokens("\u{FEFF}a\u{00A0}=\u{3000}\u{2028}b\u{FEFF};") == ["s(a)@1:2", "=@1:4", "s(b)@1:7", ";@1:9"])
        #expect(Self.tokens("/*\u{3000} note \u{00A0}*/ // \u{2003}é\u{2003}") == ["c(note)@1:1", "c(é)@1:14"])
        #expect(Self.tokens("/* \u{00A0}\u{3000} */") == ["c()@1:1"])
    }

    /// Escapes of characters beyond ASCII, escaped line breaks, surrogate pairs and halves.
    @Test func escapesBeyondASCII() throws {
        let tokens = StringsFileTokenizer.tokenize("\"\\é\\😀\\u00e9\\uD83D\\uDE00\\\nx\\uD800ü\" ;")
        #expect(tokens.first?.kind == .string("é😀é😀\nx\u{FFFD}ü"))
        #expect(tokens.first?.problems.count == 1)
        #expect(tokens.last.map { [$0.line, $0.column] } == [2, 11])
    }

    /// A string that runs to the end of the file is reported where it opened, and reading
    /// resumes on its next line, with columns counted from that line's start.
    @Test func unterminatedStringResumesWithColumns() {
        #expect(Self.tokens("\"k\" = \"open é\n  ü = 😀\n") == ["s(k)@1:1", "=@1:5", "unterminated@1:7", "s(ü)@2:3", "=@2:5", "?(😀)@2:7"])
        #expect(Self.tokens("é \"k\" = \"é\n\"b\" = \"c\";") == ["s(é)@1:1", "s(k)@1:3", "=@1:7", "unterminated@1:9", "s(b)@2:1", "=@2:5", "s(c)@2:7", ";@2:10"])
    }

    /// The tokenizer's ASCII classes are Unicode's: White_Space, and Alphabetic or a digit or
    /// `_.-$:/` for an unquoted string's characters.
    @Test func asciiClassesMatchUnicodeProperties() {
        for byte in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(byte)
            #expect(StringsBytes.isWhitespace(byte) == scalar.properties.isWhitespace, "\(byte)")
            let unquoted = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-$:/".unicodeScalars.contains(scalar)
            #expect(StringsBytes.isUnquotedCharacter(byte) == unquoted, "\(byte)")
        }
    }

    /// CR LF pairs are kept and a lone CR becomes a line feed, beyond ASCII around them too.
    @Test func loneCarriageReturnsOnBytes() {
        #expect(normalizingLoneCarriageReturns("é\rü\r\nß\r") == "é\nü\r\nß\n")
        #expect(normalizingLoneCarriageReturns("no returns é") == "no returns é")
    }
}
