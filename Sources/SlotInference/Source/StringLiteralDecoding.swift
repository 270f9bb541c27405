/// Turns the raw bytes of a Swift string literal into its text, as the compiler does.
///
/// Rules from The Swift Programming Language, "Strings and Characters": in a multi-line
/// literal the line after the opening `"""` starts the text, the line of the closing `"""`
/// ends it, and that line's indentation is removed from every line; a backslash at the end of
/// a line joins it with the next. Escapes are `\0 \\ \t \n \r \" \'` and `\u{n}`, written
/// `\#n` and so on in a raw string with one `#`.
struct SwiftStringDecoder {
    /// Stands for an interpolation in the raw bytes (a control character source text lacks).
    static let interpolationMark: UInt8 = 0x01

    let hashes: Int

    func pieces(raw: [UInt8], isMultiline: Bool) -> [StringPiece] {
        let text = decodeEscapes(isMultiline ? removingIndentation(raw) : raw)
        var pieces: [StringPiece] = []
        var current: [UInt8] = []
        for byte in text {
            if byte == Self.interpolationMark {
                if !current.isEmpty { pieces.append(.text(String(decoding: current, as: UTF8.self))) }
                current = []
                pieces.append(.interpolation)
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty || pieces.isEmpty { pieces.append(.text(String(decoding: current, as: UTF8.self))) }
        return pieces
    }

    private func removingIndentation(_ raw: [UInt8]) -> [UInt8] {
        guard let firstNewline = raw.firstIndex(of: 10), let lastNewline = raw.lastIndex(of: 10) else { return raw }
        let indentation = raw[(lastNewline + 1)...]
        guard firstNewline < lastNewline else { return [] }
        let body = raw[(firstNewline + 1)..<lastNewline]
        var result: [UInt8] = []
        for (number, line) in body.split(separator: 10, omittingEmptySubsequences: false).enumerated() {
            if number > 0 { result.append(10) }
            if line.starts(with: indentation) {
                result += line.dropFirst(indentation.count)
            } else {
                // A whitespace-only line shorter than the indentation becomes empty.
                result += line.allSatisfy({ $0 == 32 || $0 == 9 }) ? [] : Array(line)
            }
        }
        return result
    }

    private func decodeEscapes(_ raw: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            let escapeEnd = index + 1 + hashes
            guard byte == UInt8(ascii: "\\"), escapeEnd < raw.count,
                  raw[(index + 1)..<escapeEnd].allSatisfy({ $0 == UInt8(ascii: "#") }) else {
                result.append(byte)
                index += 1
                continue
            }
            let escaped = raw[escapeEnd]
            index = escapeEnd + 1
            switch escaped {
            case UInt8(ascii: "n"): result.append(10)
            case UInt8(ascii: "t"): result.append(9)
            case UInt8(ascii: "r"): result.append(13)
            case UInt8(ascii: "0"): result.append(0)
            case 10:
                // Line continuation: the newline is dropped.
                break
            case UInt8(ascii: "u") where index < raw.count && raw[index] == UInt8(ascii: "{"):
                let close = raw[index...].firstIndex(of: UInt8(ascii: "}")) ?? raw.count
                let hex = String(decoding: raw[(index + 1)..<min(close, raw.count)], as: UTF8.self)
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    result += Array(String(Character(scalar)).utf8)
                }
                index = min(close + 1, raw.count)
            default:
                result.append(escaped)
            }
        }
        return result
    }
}

/// Decodes C and Objective-C string escapes: `\n \t \r \a \b \f \v \\ \" \' \?`, octal `\ooo`,
/// hex `\xHH`, `\uXXXX` and `\UXXXXXXXX`, and a backslash-newline that joins lines.
enum CStringDecoder {
    static func decode(_ raw: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        let text = Array(String(decoding: raw, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < text.count {
            let scalar = text[index]
            guard scalar == "\\", index + 1 < text.count else {
                scalars.append(scalar)
                index += 1
                continue
            }
            let escaped = text[index + 1]
            index += 2
            switch escaped {
            case "n": scalars.append("\n")
            case "t": scalars.append("\t")
            case "r": scalars.append("\r")
            case "a": scalars.append("\u{7}")
            case "b": scalars.append("\u{8}")
            case "f": scalars.append("\u{C}")
            case "v": scalars.append("\u{B}")
            case "\n": break
            case "x": appendNumber(from: text, at: &index, radix: 16, maxDigits: 2, into: &scalars)
            case "u": appendNumber(from: text, at: &index, radix: 16, maxDigits: 4, into: &scalars)
            case "U": appendNumber(from: text, at: &index, radix: 16, maxDigits: 8, into: &scalars)
            case "0"..."7":
                index -= 1
                appendNumber(from: text, at: &index, radix: 8, maxDigits: 3, into: &scalars)
            default: scalars.append(escaped)
            }
        }
        return String(scalars)
    }

    private static func appendNumber(from text: [Unicode.Scalar], at index: inout Int, radix: Int, maxDigits: Int,
                                     into scalars: inout String.UnicodeScalarView) {
        var digits = ""
        while digits.count < maxDigits, index < text.count, text[index].isASCII, Int(String(text[index]), radix: radix) != nil {
            digits.unicodeScalars.append(text[index])
            index += 1
        }
        if let value = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
    }
}
