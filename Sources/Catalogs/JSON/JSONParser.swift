/// A syntax error in JSON text, at a 1-based line and column.
package struct JSONSyntaxError: Error, Sendable {
    package var line: Int
    package var column: Int
    package var reason: String
}

/// A small recursive-descent JSON parser (RFC 8259) that records positions.
///
/// Works on Unicode scalars so columns count characters, not bytes. Nesting is limited to
/// `maximumDepth` so hostile input cannot exhaust the stack.
package struct JSONParser {
    static let maximumDepth = 512

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Parses one JSON document; anything but whitespace after it is an error.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(text)
        parser.skipWhitespace()
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.scalars.count {
            throw parser.error("unexpected '\(parser.scalars[parser.index])' after the end of the JSON document")
        }
        return node
    }

    private var column: Int { index - lineStart + 1 }

    private func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: column, reason: reason)
    }

    private mutating func skipWhitespace() {
        while index < scalars.count {
            switch scalars[index] {
            case "\n":
                index += 1
                line += 1
                lineStart = index
            case " ", "\t", "\r":
                index += 1
            default:
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < Self.maximumDepth else { throw error("JSON nested deeper than \(Self.maximumDepth) levels") }
        guard index < scalars.count else { throw error("unexpected end of file; a value was expected") }
        let startLine = line, startColumn = column
        let value: JSONNode.Value
        switch scalars[index] {
        case "{": value = try parseObject(depth: depth)
        case "[": value = try parseArray(depth: depth)
        case "\"": value = .string(try parseString())
        case "t": try expectWord("true"); value = .bool(true)
        case "f": try expectWord("false"); value = .bool(false)
        case "n": try expectWord("null"); value = .null
        case "-", "0"..."9": value = .number(try parseNumber())
        default: throw error("unexpected '\(scalars[index])'; a value was expected")
        }
        return JSONNode(value: value, line: startLine, column: startColumn)
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        index += 1
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if index < scalars.count, scalars[index] == "}" {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < scalars.count else { throw error("unexpected end of file inside an object; a '}' is missing") }
            guard scalars[index] == "\"" else { throw error("expected a quoted key, found '\(scalars[index])'") }
            let keyLine = line, keyColumn = column
            let key = try parseString()
            skipWhitespace()
            guard index < scalars.count, scalars[index] == ":" else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONNode.Member(key: key, line: keyLine, column: keyColumn, value: value))
            skipWhitespace()
            guard index < scalars.count else { throw error("unexpected end of file inside an object; a '}' is missing") }
            if scalars[index] == "," { index += 1; continue }
            if scalars[index] == "}" { index += 1; return .object(members) }
            throw error("expected ',' or '}' after the value of \"\(key)\", found '\(scalars[index])'")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        index += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if index < scalars.count, scalars[index] == "]" {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < scalars.count else { throw error("unexpected end of file inside an array; a ']' is missing") }
            if scalars[index] == "," { index += 1; continue }
            if scalars[index] == "]" { index += 1; return .array(items) }
            throw error("expected ',' or ']' in an array, found '\(scalars[index])'")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        for expected in word.unicodeScalars {
            guard index < scalars.count, scalars[index] == expected else { throw error("invalid literal; expected '\(word)'") }
            index += 1
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if scalars[index] == "-" { index += 1 }
        // RFC 8259: no leading zeros (`01` is not JSON; a reader could take it for octal).
        if index + 1 < scalars.count, scalars[index] == "0", ("0"..."9").contains(scalars[index + 1]) {
            throw error("a number cannot start with 0 followed by digits; write 1, not 01")
        }
        func digits() -> Int {
            let first = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            return index - first
        }
        guard digits() > 0 else { throw error("a number needs digits") }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            guard digits() > 0 else { throw error("a number needs digits after '.'") }
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
            guard digits() > 0 else { throw error("a number needs digits in its exponent") }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<index])
        return String(text)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var result = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        while true {
            guard index < scalars.count else { throw error("unterminated string; a closing '\"' is missing") }
            let scalar = scalars[index]
            switch scalar {
            case "\"":
                index += 1
                if pendingHighSurrogate != nil { result.append("\u{FFFD}") }
                return String(result)
            case "\n":
                throw error("unterminated string; a line break must be written as \\n inside a JSON string")
            case "\\":
                index += 1
                guard index < scalars.count else { throw error("unterminated escape at the end of the file") }
                let escape = scalars[index]
                index += 1
                var decoded: Unicode.Scalar?
                switch escape {
                case "\"": decoded = "\""
                case "\\": decoded = "\\"
                case "/": decoded = "/"
                case "b": decoded = "\u{8}"
                case "f": decoded = "\u{C}"
                case "n": decoded = "\n"
                case "r": decoded = "\r"
                case "t": decoded = "\t"
                case "u":
                    let value = try parseHex4()
                    if (0xD800...0xDBFF).contains(value) {
                        if pendingHighSurrogate != nil { result.append("\u{FFFD}") }
                        pendingHighSurrogate = value
                        continue
                    }
                    if (0xDC00...0xDFFF).contains(value), let high = pendingHighSurrogate {
                        pendingHighSurrogate = nil
                        decoded = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
                    } else {
                        decoded = Unicode.Scalar(value) ?? "\u{FFFD}"
                    }
                default:
                    index -= 1
                    throw error("invalid escape '\\\(escape)' in a string")
                }
                if pendingHighSurrogate != nil { result.append("\u{FFFD}"); pendingHighSurrogate = nil }
                if let decoded { result.append(decoded) }
            default:
                if scalar.value < 0x20 { throw error("control character U+\(String(scalar.value, radix: 16, uppercase: true)) must be escaped in a string") }
                if pendingHighSurrogate != nil { result.append("\u{FFFD}"); pendingHighSurrogate = nil }
                result.append(scalar)
                index += 1
            }
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < scalars.count, let digit = hexValue(scalars[index]) else {
                throw error("\\u needs four hexadecimal digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}

/// The value of a hexadecimal digit, or `nil`.
func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": return scalar.value - 48
    case "a"..."f": return scalar.value - 87
    case "A"..."F": return scalar.value - 55
    default: return nil
    }
}
