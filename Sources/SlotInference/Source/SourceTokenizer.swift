import Catalogs

/// Splits Swift or Objective-C source into tokens, the step before any pattern is followed.
///
/// What it knows, so that text inside strings and comments is never taken for code:
/// - comments: `//` to the end of the line; `/* */`, nested in Swift (as the Swift grammar
///   says), not in Objective-C (C's rule);
/// - Swift strings: escapes (`\n`, `\u{...}`), interpolation `\( ... )` with anything inside
///   (nested strings, parentheses, comments), multi-line `"""` strings with their indentation
///   removed as the compiler does, raw strings `#"..."#` (escapes and interpolation take the same
///   number of `#`: `\#(x)`), and extended regex literals `#/.../#` (skipped);
/// - Objective-C: `@"..."` and C strings with C escapes, character literals `'a'`;
/// - Kotlin: `"..."` with escapes and templates (`$name`, `${...}` with anything inside), raw
///   `"""..."""` strings (templates, no escapes), character literals, nested block comments;
/// - Java: C strings and character literals, block comments that do not nest.
/// A string that runs to the end of its line (or of the file) is reported and ends there.
struct SourceTokenizer {
    private let bytes: [UInt8]
    private let language: SourceLanguage
    private let path: String
    private var index = 0
    private var line = 1
    private var sawNewline = true
    /// Strings inside interpolations inside strings, now: each level recurses, so a hostile
    /// file nesting `"\(` 50,000 times overflowed the stack. Real code nests two or three.
    private var interpolationDepth = 0
    static let interpolationDepthLimit = 64
    private var stoppedAtNestingLimit = false
    private(set) var issues: [InferenceIssue] = []

    init(text: String, language: SourceLanguage, path: String) {
        // A CR LF or a lone CR ends a line as a line feed does (as the catalog readers count
        // lines): with lone CRs the whole file was one line, and a `//` comment ate the rest.
        bytes = text.utf8.contains(13) ? Self.lineFeeds(text.utf8) : Array(text.utf8)
        self.language = language
        self.path = path
    }

    /// `utf8` with each CR LF and each lone CR made a line feed.
    static func lineFeeds(_ utf8: String.UTF8View) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count)
        var afterCR = false
        for byte in utf8 {
            if byte == 13 {
                result.append(10)
            } else if !(byte == 10 && afterCR) {
                result.append(byte)
            }
            afterCR = byte == 13
        }
        return result
    }

    mutating func tokenize() -> [SourceToken] {
        var tokens: [SourceToken] = []
        while let token = next() { tokens.append(token) }
        return tokens
    }

    // MARK: - Tokens

    private mutating func next() -> SourceToken? {
        skipTrivia()
        guard index < bytes.count else { return nil }
        let startsLine = sawNewline
        sawNewline = false
        let start = index, startLine = line
        let byte = bytes[index]
        var token = SourceToken(kind: .punctuation, text: "", line: startLine, startsLine: startsLine)
        switch byte {
        case UInt8(ascii: "\""):
            token.kind = .string
            switch language {
            case .swift: token.pieces = scanSwiftString(hashes: 0)
            case .objectiveC, .java: token.pieces = scanCString()
            case .kotlin: token.pieces = scanKotlinString()
            }
        case UInt8(ascii: "#") where language == .swift && isRawStringStart():
            token.kind = .string
            var hashes = 0
            while bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
            token.pieces = scanSwiftString(hashes: hashes)
        case UInt8(ascii: "#") where language == .swift && peek(1) == UInt8(ascii: "/"):
            skipRegexLiteral()
            token.kind = .operator
        case UInt8(ascii: "@") where language == .objectiveC && peek(1) == UInt8(ascii: "\""):
            index += 1
            token.kind = .string
            token.pieces = scanCString()
        case UInt8(ascii: "'") where language != .swift:
            token.kind = .character
            scanCharacterLiteral()
        case UInt8(ascii: "`"):
            index += 1
            let nameStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 10 { index += 1 }
            token.kind = .identifier
            token.text = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
            return token
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            token.kind = .number
            scanNumber()
        case _ where isIdentifierStart(byte), UInt8(ascii: "@") where peekIsIdentifierStart(1),
             UInt8(ascii: "#") where peekIsIdentifierStart(1):
            token.kind = .identifier
            index += 1
            while index < bytes.count, isIdentifierPart(bytes[index]) { index += 1 }
        case _ where Self.operatorBytes.contains(byte):
            token.kind = .operator
            while index < bytes.count, Self.operatorBytes.contains(bytes[index]) {
                // `/*` and `//` start comments even right after an operator.
                if bytes[index] == UInt8(ascii: "/"), index > start, peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
                index += 1
            }
        default:
            index += 1
        }
        if token.text.isEmpty { token.text = String(decoding: bytes[start..<index], as: UTF8.self) }
        return token
    }

    private static let operatorBytes: Set<UInt8> = Set("=+-*/%<>!&|^~?".utf8)

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    private func peekIsIdentifierStart(_ offset: Int) -> Bool {
        peek(offset).map(isIdentifierStart) ?? false
    }

    /// `#"`, `##"`, `#"""`: a raw string (a `#` before anything else is a directive).
    private func isRawStringStart() -> Bool {
        var offset = 0
        while let byte = peek(offset), byte == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    private mutating func scanNumber() {
        while index < bytes.count {
            let byte = bytes[index]
            if isIdentifierPart(byte) {
                let isExponent = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")
                index += 1
                if isExponent, let sign = peek(0), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { index += 1 }
            } else if byte == UInt8(ascii: "."), let after = peek(1), after >= 0x30, after <= 0x39 {
                index += 1
            } else {
                return
            }
        }
    }

    // MARK: - Trivia

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 {
                line += 1
                sawNewline = true
                index += 1
            } else if byte == 32 || byte == 9 || byte == 13 || byte == 11 || byte == 12 {
                index += 1
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 10 { index += 1 }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    /// Swift and Kotlin block comments nest; C's and Java's end at the first `*/`.
    private mutating func skipBlockComment() {
        let startLine = line
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*"), depth == 0 || language == .swift || language == .kotlin {
                // In C and Java a `/*` inside a comment is text: `/*////*/` ends at its `*/`.
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == 10 { line += 1; sawNewline = true }
                index += 1
            }
        }
        report(line: startLine, "a /* comment is not closed before the end of the file")
    }

    private mutating func skipRegexLiteral() {
        index += 2
        while index < bytes.count, !(bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "#")) {
            if bytes[index] == 10 { line += 1 }
            index += 1
        }
        index = min(index + 2, bytes.count)
    }

    /// Records a problem at `line`, once: strings nested in interpolations that a file leaves
    /// open each end at its end, on the same line, with the same message.
    mutating func report(line: Int, _ message: String) {
        let issue = InferenceIssue(kind: .malformed, location: SourceLocation(file: path, line: line), message: message)
        if let last = issues.last, last.location == issue.location, last.message == message { return }
        // Once reading stopped at the nesting limit, the strings it was inside are not "not closed".
        if stoppedAtNestingLimit { return }
        issues.append(issue)
    }

    // MARK: - Strings

    /// A Swift string after its leading `#`s: single-line or multi-line, escapes and
    /// interpolations taking `hashes` `#`s after the backslash.
    private mutating func scanSwiftString(hashes: Int) -> [StringPiece] {
        let startLine = line
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        var raw: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), closes(isMultiline: isMultiline, hashes: hashes) {
                index += (isMultiline ? 3 : 1) + hashes
                return SwiftStringDecoder(hashes: hashes).pieces(raw: raw, isMultiline: isMultiline)
            }
            if byte == 10 {
                guard isMultiline else {
                    report(line: startLine, "a string literal is not closed on its line; it is read up to the line's end")
                    return SwiftStringDecoder(hashes: hashes).pieces(raw: raw, isMultiline: false)
                }
                line += 1
            }
            if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1), peek(1 + hashes) == UInt8(ascii: "(") {
                guard interpolationDepth < Self.interpolationDepthLimit else {
                    report(line: line, "string interpolations are nested more than \(Self.interpolationDepthLimit) deep; the rest of the file is not read")
                    stoppedAtNestingLimit = true
                    index = bytes.count
                    return SwiftStringDecoder(hashes: hashes).pieces(raw: raw, isMultiline: isMultiline)
                }
                index += 2 + hashes
                interpolationDepth += 1
                skipEmbeddedCode()
                interpolationDepth -= 1
                raw.append(SwiftStringDecoder.interpolationMark)
                continue
            }
            if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1), let escaped = peek(1 + hashes) {
                // Keep the escape for the decoder, and step over the escaped character so an
                // escaped quote does not end the string.
                raw.append(contentsOf: bytes[index...(index + 1 + hashes)])
                if escaped == 10 { line += 1 }
                index += 2 + hashes
                continue
            }
            raw.append(byte)
            index += 1
        }
        report(line: startLine, "a string literal is not closed before the end of the file")
        return SwiftStringDecoder(hashes: hashes).pieces(raw: raw, isMultiline: isMultiline)
    }

    private func hasHashes(_ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return bytes[position..<(position + count)].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    private func closes(isMultiline: Bool, hashes: Int) -> Bool {
        let quotes = isMultiline ? 3 : 1
        guard index + quotes + hashes <= bytes.count else { return false }
        for offset in 0..<quotes where bytes[index + offset] != UInt8(ascii: "\"") { return false }
        return hasHashes(hashes, at: index + quotes)
    }

    /// Skips a Swift interpolation `\( ... )` or a Kotlin template `${ ... }` after its opening
    /// bracket: tokens until the matching `close`, so strings, comments and brackets inside are
    /// handled like any code.
    private mutating func skipEmbeddedCode(open: String = "(", close: String = ")") {
        var depth = 1
        let wasNewline = sawNewline
        while depth > 0, let token = next() {
            if token.isPunctuation(open) { depth += 1 } else if token.isPunctuation(close) { depth -= 1 }
        }
        sawNewline = wasNewline
    }

    /// A C string after its `"` position (`@` already skipped): escapes decoded, one line.
    private mutating func scanCString() -> [StringPiece] {
        let startLine = line
        index += 1
        var raw: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return [.text(CStringDecoder.decode(raw))]
            }
            if byte == 10 { break }
            if byte == UInt8(ascii: "\\"), let next = peek(1) {
                raw.append(byte)
                raw.append(next)
                if next == 10 { line += 1 }
                index += 2
                continue
            }
            raw.append(byte)
            index += 1
        }
        report(line: startLine, "a string literal is not closed on its line; it is read up to the line's end")
        return [.text(CStringDecoder.decode(raw))]
    }

    /// A Kotlin string at its opening quote: `"..."` (one line, escapes) or `"""..."""` (raw,
    /// any lines); templates (`$name`, `${ ... }`) are interpolations.
    private mutating func scanKotlinString() -> [StringPiece] {
        let quote = UInt8(ascii: "\""), dollar = UInt8(ascii: "$")
        let startLine = line
        let isRaw = peek(1) == quote && peek(2) == quote
        index += isRaw ? 3 : 1
        var pieces: [StringPiece] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote, !isRaw {
                index += 1
                flush()
                return pieces
            }
            if byte == quote, peek(1) == quote, peek(2) == quote {
                // A raw string ends at the last three of a run of quotes.
                var end = index + 3
                while end < bytes.count, bytes[end] == quote { end += 1 }
                text.append(contentsOf: repeatElement(quote, count: end - index - 3))
                index = end
                flush()
                return pieces
            }
            if byte == 10 {
                guard isRaw else {
                    report(line: startLine, "a string literal is not closed on its line; it is read up to the line's end")
                    flush()
                    return pieces
                }
                line += 1
            }
            if byte == dollar, peek(1) == UInt8(ascii: "{") {
                guard interpolationDepth < Self.interpolationDepthLimit else {
                    report(line: line, "string templates are nested more than \(Self.interpolationDepthLimit) deep; the rest of the file is not read")
                    stoppedAtNestingLimit = true
                    index = bytes.count
                    flush()
                    return pieces
                }
                index += 2
                interpolationDepth += 1
                skipEmbeddedCode(open: "{", close: "}")
                interpolationDepth -= 1
                flush()
                pieces.append(.interpolation)
                continue
            }
            if byte == dollar, let next = peek(1), isIdentifierStart(next) {
                index += 1
                while index < bytes.count, isIdentifierPart(bytes[index]) { index += 1 }
                flush()
                pieces.append(.interpolation)
                continue
            }
            if byte == UInt8(ascii: "\\"), !isRaw, let next = peek(1) {
                index += 2
                switch next {
                case UInt8(ascii: "n"): text.append(10)
                case UInt8(ascii: "t"): text.append(9)
                case UInt8(ascii: "r"): text.append(13)
                case UInt8(ascii: "b"): text.append(8)
                case UInt8(ascii: "u"):
                    let end = min(index + 4, bytes.count)
                    if let value = UInt32(String(decoding: bytes[index..<end], as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(value) {
                        text.append(contentsOf: Array(String(Character(scalar)).utf8))
                        index = end
                    }
                case 10:
                    line += 1
                default: text.append(next)
                }
                continue
            }
            text.append(byte)
            index += 1
        }
        report(line: startLine, "a string literal is not closed before the end of the file")
        flush()
        return pieces
    }

    private mutating func scanCharacterLiteral() {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "'"), bytes[index] != 10 {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "'") { index += 1 }
    }
}
