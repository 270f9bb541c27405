/// A JSON value of a spec file, with the line and column where it starts.
///
/// The spec is parsed by hand (not with `JSONDecoder`) so that every error can name the line of
/// the value or key at fault.
struct SpecJSON: Sendable {
    /// One member of an object, with the position of its key.
    struct Member: Sendable {
        var key: String
        var line: Int
        var value: SpecJSON
    }

    enum Value: Sendable {
        case object([Member])
        case array([SpecJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    var value: Value
    var line: Int
    var column: Int

    /// A short name of the value's type, for messages (`a string`, `an object`).
    var typeName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}

/// Where and why a spec file is not valid JSON.
struct SpecJSONSyntaxError: Error {
    var line: Int
    var column: Int
    var reason: String
}

/// A small JSON parser that records positions (RFC 8259; no comments, no trailing commas).
struct SpecJSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(text: String) {
        bytes = Array(text.utf8)
    }

    /// Parses the whole text as one value.
    mutating func parse() throws(SpecJSONSyntaxError) -> SpecJSON {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count { throw fail("unexpected text after the end of the JSON value") }
        return value
    }

    private var column: Int { index - lineStart + 1 }

    private func fail(_ reason: String) -> SpecJSONSyntaxError {
        SpecJSONSyntaxError(line: line, column: column, reason: reason)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            default:
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(SpecJSONSyntaxError) -> SpecJSON {
        guard depth < 64 else { throw fail("values are nested more than 64 deep") }
        guard index < bytes.count else { throw fail("the file ends where a value was expected") }
        let startLine = line, startColumn = column
        let value: SpecJSON.Value
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try parseObject(depth: depth)
        case UInt8(ascii: "["): value = try parseArray(depth: depth)
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): try expect("true"); value = .bool(true)
        case UInt8(ascii: "f"): try expect("false"); value = .bool(false)
        case UInt8(ascii: "n"): try expect("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        default:
            throw fail("unexpected character '\(String(decoding: [bytes[index]], as: UTF8.self))' where a value was expected")
        }
        return SpecJSON(value: value, line: startLine, column: startColumn)
    }

    private mutating func expect(_ word: String) throws(SpecJSONSyntaxError) {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw fail("unexpected text where '\(word)' or another value was expected")
        }
        index += utf8.count
    }

    private mutating func parseObject(depth: Int) throws(SpecJSONSyntaxError) -> SpecJSON.Value {
        index += 1
        var members: [SpecJSON.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw fail("expected a quoted key (JSON allows no trailing comma and no comments)")
            }
            let keyLine = line
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw fail("expected ':' after the key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(SpecJSON.Member(key: key, line: keyLine, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw fail("the file ends inside an object; a '}' is missing") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw fail("expected ',' or '}' after a member of an object")
        }
    }

    private mutating func parseArray(depth: Int) throws(SpecJSONSyntaxError) -> SpecJSON.Value {
        index += 1
        var items: [SpecJSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw fail("the file ends inside an array; a ']' is missing") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw fail("expected ',' or ']' after an item of an array")
        }
    }

    private mutating func parseNumber() throws(SpecJSONSyntaxError) -> Double {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else { throw fail("'\(text)' is not a number") }
        return number
    }

    private mutating func parseString() throws(SpecJSONSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run.removeAll() }
        }
        while true {
            guard index < bytes.count else { throw fail("the file ends inside a string; a '\"' is missing") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\n"):
                throw fail("a string runs past the end of its line; a '\"' is missing")
            case UInt8(ascii: "\\"):
                flush()
                index += 1
                guard index < bytes.count else { throw fail("the file ends inside an escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("an unpaired surrogate in a \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw fail("an unpaired surrogate in a \\u escape") }
                    scalars.append(scalar)
                default:
                    throw fail("unknown escape '\\\(String(decoding: [escape], as: UTF8.self))' in a string")
                }
            default:
                if byte < 0x20 { throw fail("a control character inside a string must be escaped") }
                run.append(byte)
                index += 1
            }
        }
    }

    private mutating func hex4() throws(SpecJSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("a \\u escape needs four hex digits") }
        var code: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte) - 48
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte) - 87
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte) - 55
            default: throw fail("a \\u escape needs four hex digits")
            }
            code = code * 16 + digit
        }
        index += 4
        return code
    }
}
