/// The ASCII bytes of `.strings` syntax, and the classes of ASCII bytes the tokenizer asks about
/// (`StringsFileTokenizer` reads UTF-8 bytes; a byte under 0x80 is a whole character).
enum StringsBytes {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let asterisk = UInt8(ascii: "*")
    static let slash = UInt8(ascii: "/")
    static let equals = UInt8(ascii: "=")
    static let semicolon = UInt8(ascii: ";")

    /// Unicode's White_Space among ASCII (tab, line feed, vertical tab, form feed, carriage
    /// return, space), as `Unicode.Scalar.Properties.isWhitespace` says (a test checks all 128).
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || (0x09...0x0D).contains(byte)
    }

    /// Letters (Unicode's Alphabetic among ASCII is A-Z and a-z; a test checks all 128), digits
    /// and `_.-$:/`: the characters of an unquoted string.
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "$"), UInt8(ascii: ":"), slash:
            return true
        default:
            return false
        }
    }

    /// Whether `byte` ends a run of a quoted string's plain text.
    static func endsPlainRun(_ byte: UInt8) -> Bool {
        byte == quote || byte == backslash || byte == lineFeed
    }

    /// The value of a hexadecimal digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        byte < 0x80 ? Catalogs.hexValue(Unicode.Scalar(byte)) : nil
    }
}
