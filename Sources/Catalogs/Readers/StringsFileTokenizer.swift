/// A token of a `.strings` file, with the 1-based line and column where it starts.
struct StringsToken {
    enum Kind: Equatable {
        /// A quoted or unquoted string, with escapes decoded.
        case string(String)
        case equals
        case semicolon
        /// A `/* */` or `//` comment's text, trimmed.
        case comment(String)
        /// A quoted string with no closing quote; the tokenizer resumed on the next line.
        case unterminatedString
        /// A character that cannot start a token.
        case unexpected(Character)
        /// A `/*` comment with no `*/`.
        case unterminatedComment
    }

    var kind: Kind
    var line: Int
    /// Counted in Unicode scalars: `é` (U+00E9) is one column, `😀` one.
    var column: Int
    /// Problems inside a string that was still read (a lone surrogate escape, read as U+FFFD).
    var problems: [String] = []
}

/// Splits the text of a `.strings` file into tokens.
///
/// The old-style property-list syntax Apple uses for `.strings`: quoted strings with C-like
/// escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\uXXXX` and `\UXXXX`, surrogate pairs joined by
/// `SurrogateEscapes`; half a pair alone, high or low, is read as U+FFFD and reported),
/// unquoted strings of letters, digits and `_.-$:/`, `=`, `;`, `/* */` and `//` comments.
///
/// Recovery from an unterminated string is a heuristic: quoted strings may span lines, so when a
/// string's next line starts like a new entry (`"key" =`) or a comment, or the file ends, the
/// string is reported unterminated at the line it opened and tokenizing resumes on the next line.
///
/// Linear time, whatever the text: whether a string that starts at a given place ends before
/// the end of the file depends only on that place, so places from which a string was already
/// seen to run to the end are remembered, and a later string that reaches one stops there. A
/// file of 64,000 lines of `\"` (each line opens a string that runs to the end) took over a
/// minute when each string was scanned to the end again (issue 12).
///
/// It reads the text's own UTF-8 bytes, borrowed from the `String` (no copy): all of the syntax
/// is ASCII, so a token's text is a run of bytes copied at once, and a scalar is decoded only
/// where a non-ASCII byte must be classified (white space, a letter of an unquoted string, an
/// unexpected character). Columns are counted in scalars, lazily: from the last token on the
/// same line to the next, so each byte is counted once. Reading scalar by scalar (an array of
/// `Unicode.Scalar`, each appended to the token's text) was 288M of the 581M instructions of
/// reading a real app's catalogs (callgrind, 15 locales, 60 UTF-16 files); bytes take 68M
/// (issue 14).
struct StringsFileTokenizer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var columns = ScalarColumns()
    /// Places inside a string (not after a backslash) from which the string runs to the end of
    /// the file; allocated when the first such string is found.
    private var runsToEndOfFile: [Bool] = []

    /// A tokenizer of `bytes`, valid UTF-8, which must outlive it (see `tokenize`).
    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// All tokens of the text.
    static func tokenize(_ text: String) -> [StringsToken] {
        var text = text
        // A native String is contiguous UTF-8 already: `withUTF8` lends its storage.
        return text.withUTF8 { bytes in
            var tokenizer = StringsFileTokenizer(bytes: bytes)
            var tokens: [StringsToken] = []
            while let token = tokenizer.next() { tokens.append(token) }
            return tokens
        }
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// The text of the bytes in `range`, which start and end at scalar boundaries.
    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Moves past the line feed at `index`.
    private mutating func passLineFeed() {
        index += 1
        line += 1
        lineStart = index
    }

    mutating func next() -> StringsToken? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        let startLine = line
        let startColumn = columns.column(of: index, lineStart: lineStart, in: bytes)
        func token(_ kind: StringsToken.Kind) -> StringsToken { StringsToken(kind: kind, line: startLine, column: startColumn) }

        switch first {
        case StringsBytes.equals:
            index += 1
            return token(.equals)
        case StringsBytes.semicolon:
            index += 1
            return token(.semicolon)
        case StringsBytes.slash where byte(at: index + 1) == StringsBytes.asterisk:
            return token(blockComment())
        case StringsBytes.slash where byte(at: index + 1) == StringsBytes.slash:
            let start = index + 2
            index = start
            while index < bytes.count, bytes[index] != StringsBytes.lineFeed { index += 1 }
            return token(.comment(trimmedText(start..<index)))
        case StringsBytes.quote:
            return quotedString(line: startLine, column: startColumn)
        default:
            let end = unquotedStringEnd()
            if end > index {
                let start = index
                index = end
                return token(.string(text(start..<end)))
            }
            let (scalar, length) = bytes.scalar(at: index)
            index += length
            return token(.unexpected(Character(scalar)))
        }
    }

    /// Skips white space (Unicode's, as `Unicode.Scalar.Properties.isWhitespace` says) and byte
    /// order marks between tokens.
    private mutating func skipWhitespace() {
        while index < bytes.count {
            let current = bytes[index]
            if current < 0x80 {
                guard StringsBytes.isWhitespace(current) else { return }
                if current == StringsBytes.lineFeed { passLineFeed() } else { index += 1 }
            } else {
                let (scalar, length) = bytes.scalar(at: index)
                guard scalar.properties.isWhitespace || scalar == "\u{FEFF}" else { return }
                index += length
            }
        }
    }

    /// Where the run of unquoted-string characters at `index` ends (`index` when there is none).
    private func unquotedStringEnd() -> Int {
        var end = index
        while end < bytes.count {
            let current = bytes[end]
            if current < 0x80 {
                guard StringsBytes.isUnquotedCharacter(current) else { break }
                end += 1
            } else {
                let (scalar, length) = bytes.scalar(at: end)
                guard scalar.properties.isAlphabetic else { break }
                end += length
            }
        }
        return end
    }

    /// A `/* */` comment at `index`.
    private mutating func blockComment() -> StringsToken.Kind {
        let start = index + 2
        index = start
        while index < bytes.count {
            switch bytes[index] {
            case StringsBytes.asterisk where byte(at: index + 1) == StringsBytes.slash:
                let end = index
                index += 2
                return .comment(trimmedText(start..<end))
            case StringsBytes.lineFeed:
                passLineFeed()
            default:
                index += 1
            }
        }
        return .unterminatedComment
    }

    /// The text of `range` without leading and trailing white space.
    private func trimmedText(_ range: Range<Int>) -> String {
        var start = range.lowerBound, end = range.upperBound
        while start < end, StringsBytes.isWhitespace(bytes[start]) { start += 1 }
        while end > start, StringsBytes.isWhitespace(bytes[end - 1]) { end -= 1 }
        let trimmed = text(start..<end)
        // White space beyond ASCII (a no-break space, an ideographic space) at either end.
        if start < end, bytes[start] >= 0x80 || bytes[end - 1] >= 0x80 { return trimmed.trimmingWhitespace() }
        return trimmed
    }

    private mutating func quotedString(line startLine: Int, column startColumn: Int) -> StringsToken {
        index += 1
        var body = QuotedStringBody(source: bytes)
        // The places this string visits, and where its next line starts (to resume there).
        var visited: [Int] = []
        var resume: (index: Int, line: Int)?
        while index < bytes.count {
            if !runsToEndOfFile.isEmpty {
                if runsToEndOfFile[index] { break }
                visited.append(index)
            }
            switch bytes[index] {
            case StringsBytes.quote:
                index += 1
                body.flushPendingSurrogate()
                return StringsToken(kind: .string(body.text), line: startLine, column: startColumn, problems: body.problems)
            case StringsBytes.backslash:
                index += 1
                readEscape(into: &body)
            case StringsBytes.lineFeed:
                body.flushPendingSurrogate()
                if nextLineStartsNewEntry() {
                    skipToNextLine()
                    return StringsToken(kind: .unterminatedString, line: startLine, column: startColumn)
                }
                body.extend(index..<index + 1)
                passLineFeed()
                if resume == nil { resume = (index, line) }
            default:
                // A run of plain bytes at once, kept as a range of the file; none of them is a
                // line break, so the line count stays.
                body.flushPendingSurrogate()
                let end = plainRunEnd(visited: &visited)
                body.extend(index..<end)
                index = end
            }
        }
        // End of file inside the string (or a place known to lead there): remember the places
        // visited, and resume on the line after the opening quote.
        // The first such string's places are not known (recording every string's places would
        // slow every file down); the second records its own, and later ones stop at them.
        if runsToEndOfFile.isEmpty { runsToEndOfFile = [Bool](repeating: false, count: bytes.count + 1) }
        for offset in visited { runsToEndOfFile[offset] = true }
        if let resume {
            index = resume.index
            line = resume.line
            lineStart = resume.index
        } else {
            skipToNextLine()
        }
        return StringsToken(kind: .unterminatedString, line: startLine, column: startColumn)
    }

    /// Where the run of bytes at `index` that are neither a quote, a backslash nor a line feed
    /// ends, or the first place in it known to run to the end of the file (each place after the
    /// first visited).
    private func plainRunEnd(visited: inout [Int]) -> Int {
        var end = index + 1
        if runsToEndOfFile.isEmpty {
            while end < bytes.count, !StringsBytes.endsPlainRun(bytes[end]) { end += 1 }
            return end
        }
        while end < bytes.count, !StringsBytes.endsPlainRun(bytes[end]), !runsToEndOfFile[end] {
            visited.append(end)
            end += 1
        }
        return end
    }

    /// Reads the escape after a backslash: `\n`, `\t` and the other C escapes, `\uXXXX` (and
    /// `\U`, up to four digits; surrogate pairs joined), or the character itself.
    private mutating func readEscape(into body: inout QuotedStringBody) {
        guard index < bytes.count else { return }
        let (escape, length) = bytes.scalar(at: index)
        if escape == "\n" { passLineFeed() } else { index += length }
        let isUnicodeEscape = (escape == "u" || escape == "U") && byte(at: index).flatMap(StringsBytes.hexValue) != nil
        if !isUnicodeEscape { body.flushPendingSurrogate() }
        switch escape {
        case "n": body.append("\n")
        case "t": body.append("\t")
        case "r": body.append("\r")
        case "0": body.append("\u{0}")
        case "a": body.append("\u{7}")
        case "b": body.append("\u{8}")
        case "f": body.append("\u{C}")
        case "v": body.append("\u{B}")
        case "u", "U":
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, let next = byte(at: index), let digit = StringsBytes.hexValue(next) {
                value = value * 16 + digit
                digits += 1
                index += 1
            }
            if digits == 0 {
                body.append(escape)
            } else {
                body.emit(body.surrogates.add(value))
            }
        default:
            body.append(escape)
        }
    }

    /// Whether the line after the line feed at `index` looks like `"key" =`, `key =` or a comment.
    private func nextLineStartsNewEntry() -> Bool {
        var cursor = index + 1
        func at(_ offset: Int, _ value: UInt8) -> Bool { offset < bytes.count && bytes[offset] == value }
        func skipBlanks() { while at(cursor, StringsBytes.space) || at(cursor, StringsBytes.tab) { cursor += 1 } }
        skipBlanks()
        if at(cursor, StringsBytes.slash), at(cursor + 1, StringsBytes.asterisk) || at(cursor + 1, StringsBytes.slash) { return true }
        guard at(cursor, StringsBytes.quote) else { return false }
        cursor += 1
        // A byte after a backslash is skipped; the rest of a multi-byte character after it is no
        // quote and no line feed, so it is skipped too.
        while cursor < bytes.count, bytes[cursor] != StringsBytes.quote, bytes[cursor] != StringsBytes.lineFeed {
            if bytes[cursor] == StringsBytes.backslash { cursor += 1 }
            cursor += 1
        }
        guard at(cursor, StringsBytes.quote) else { return false }
        cursor += 1
        skipBlanks()
        return at(cursor, StringsBytes.equals)
    }

    private mutating func skipToNextLine() {
        while index < bytes.count {
            if bytes[index] == StringsBytes.lineFeed {
                passLineFeed()
                return
            }
            index += 1
        }
    }
}

extension String {
    /// The string without leading and trailing whitespace and newlines.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
