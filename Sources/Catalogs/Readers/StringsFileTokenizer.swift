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
struct StringsFileTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Places inside a string (not after a backslash) from which the string runs to the end of
    /// the file; allocated when the first such string is found.
    private var runsToEndOfFile: [Bool] = []

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// All tokens of the text.
    static func tokenize(_ text: String) -> [StringsToken] {
        var tokenizer = StringsFileTokenizer(text)
        var tokens: [StringsToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    mutating func next() -> StringsToken? {
        while let scalar = peek(), scalar.properties.isWhitespace || scalar == "\u{FEFF}" { advance() }
        guard let scalar = peek() else { return nil }
        let startLine = line, startColumn = index - lineStart + 1
        func token(_ kind: StringsToken.Kind) -> StringsToken { StringsToken(kind: kind, line: startLine, column: startColumn) }

        switch scalar {
        case "=":
            advance()
            return token(.equals)
        case ";":
            advance()
            return token(.semicolon)
        case "/" where peek(1) == "*":
            advance(); advance()
            var body = String.UnicodeScalarView()
            while let current = peek() {
                if current == "*", peek(1) == "/" {
                    advance(); advance()
                    return token(.comment(String(body).trimmingWhitespace()))
                }
                body.append(current)
                advance()
            }
            return token(.unterminatedComment)
        case "/" where peek(1) == "/":
            var body = String.UnicodeScalarView()
            advance(); advance()
            while let current = peek(), current != "\n" {
                body.append(current)
                advance()
            }
            return token(.comment(String(body).trimmingWhitespace()))
        case "\"":
            return quotedString(line: startLine, column: startColumn)
        default:
            if Self.isUnquotedCharacter(scalar) {
                var body = String.UnicodeScalarView()
                while let current = peek(), Self.isUnquotedCharacter(current) {
                    body.append(current)
                    advance()
                }
                return token(.string(String(body)))
            }
            advance()
            return token(.unexpected(Character(scalar)))
        }
    }

    private static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return true }
        return "_.-$:/".unicodeScalars.contains(scalar)
    }

    private mutating func quotedString(line startLine: Int, column startColumn: Int) -> StringsToken {
        advance()
        var body = QuotedStringBody()
        // The places this string visits, and where its next line starts (to resume there).
        var visited: [Int] = []
        var resume: (index: Int, line: Int)?
        while let scalar = peek() {
            if !runsToEndOfFile.isEmpty {
                if runsToEndOfFile[index] { break }
                visited.append(index)
            }
            switch scalar {
            case "\"":
                advance()
                body.flushPendingSurrogate()
                return StringsToken(kind: .string(body.text), line: startLine, column: startColumn, problems: body.problems)
            case "\\":
                advance()
                readEscape(into: &body)
            case "\n":
                body.flushPendingSurrogate()
                if nextLineStartsNewEntry() {
                    skipToNextLine()
                    return StringsToken(kind: .unterminatedString, line: startLine, column: startColumn)
                }
                body.append(scalar)
                advance()
                if resume == nil { resume = (index, line) }
            default:
                // A run of plain characters at once; none of them is a line break, so the line
                // count stays.
                body.flushPendingSurrogate()
                var end = index
                while end < scalars.count {
                    let next = scalars[end]
                    if next == "\"" || next == "\\" || next == "\n" { break }
                    if !runsToEndOfFile.isEmpty, end > index {
                        if runsToEndOfFile[end] { break }
                        visited.append(end)
                    }
                    body.append(next)
                    end += 1
                }
                index = end
            }
        }
        // End of file inside the string (or a place known to lead there): remember the places
        // visited, and resume on the line after the opening quote.
        // The first such string's places are not known (recording every string's places would
        // slow every file down); the second records its own, and later ones stop at them.
        if runsToEndOfFile.isEmpty { runsToEndOfFile = [Bool](repeating: false, count: scalars.count + 1) }
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

    /// Reads the escape after a backslash: `\n`, `\t` and the other C escapes, `\uXXXX` (and
    /// `\U`, up to four digits; surrogate pairs joined), or the character itself.
    private mutating func readEscape(into body: inout QuotedStringBody) {
        guard let escape = peek() else { return }
        advance()
        let isUnicodeEscape = (escape == "u" || escape == "U") && peek().flatMap(hexValue) != nil
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
            while digits < 4, let next = peek(), let digit = hexValue(next) {
                value = value * 16 + digit
                digits += 1
                advance()
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

    /// Whether the line after the newline at `index` looks like `"key" =`, `key =` or a comment.
    private func nextLineStartsNewEntry() -> Bool {
        var cursor = index + 1
        while cursor < scalars.count, scalars[cursor] == " " || scalars[cursor] == "\t" { cursor += 1 }
        guard cursor < scalars.count else { return false }
        if scalars[cursor] == "/", cursor + 1 < scalars.count, scalars[cursor + 1] == "*" || scalars[cursor + 1] == "/" { return true }
        guard scalars[cursor] == "\"" else { return false }
        cursor += 1
        while cursor < scalars.count, scalars[cursor] != "\"", scalars[cursor] != "\n" {
            if scalars[cursor] == "\\" { cursor += 1 }
            cursor += 1
        }
        guard cursor < scalars.count, scalars[cursor] == "\"" else { return false }
        cursor += 1
        while cursor < scalars.count, scalars[cursor] == " " || scalars[cursor] == "\t" { cursor += 1 }
        return cursor < scalars.count && scalars[cursor] == "="
    }

    private mutating func skipToNextLine() {
        while let scalar = peek() {
            advance()
            if scalar == "\n" { return }
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

/// The text of a quoted string as it is read: UTF-8 bytes, turned into a String once
/// (callgrind: appending to a String's scalar view, one scalar or a run at a time, was a third
/// of reading a .strings file), escaped surrogate halves joined, problems collected.
private struct QuotedStringBody {
    private var bytes: [UInt8] = []
    var surrogates = SurrogateEscapes()
    private(set) var problems: [String] = []

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { bytes.append($0) }
    }

    /// Appends what the surrogate joiner gives; half a pair is U+FFFD, reported.
    mutating func emit(_ outputs: [SurrogateEscapes.Output]) {
        for item in outputs {
            switch item {
            case .scalar(let scalar): append(scalar)
            case .lone(let value):
                append("\u{FFFD}")
                problems.append(SurrogateEscapes.loneMessage(value))
            }
        }
    }

    /// A high surrogate not followed by a low one is alone.
    mutating func flushPendingSurrogate() { emit(surrogates.flush()) }
}
