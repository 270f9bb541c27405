import Foundation
import TextMeasure

/// Reads the text to measure from an argument, a file or standard input.
enum InputText {
    /// The text, and notes about what decoding had to replace.
    struct Decoded {
        var text: String
        var notes: [String]
    }

    /// Decodes `data` read from `name`: UTF-8 (with or without BOM) or UTF-16 with a BOM.
    /// Unpaired UTF-16 surrogates become U+FFFD and are reported; bytes that are not UTF-8
    /// are an error naming the file and the byte offset. One trailing newline is dropped.
    static func decode(_ data: Data, name: String) throws -> Decoded {
        let bytes = [UInt8](data)
        var notes: [String] = []
        var text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var i = 2
            while i + 1 < bytes.count {
                units.append(littleEndian ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
                i += 2
            }
            if bytes.count % 2 == 1 { notes.append("\(name): odd number of bytes in UTF-16 text; the last byte was ignored") }
            let sanitized = TextInputSanitizer.sanitize(utf16: units)
            text = sanitized.text
            if !sanitized.replacedOffsets.isEmpty {
                notes.append("\(name): unpaired surrogates at UTF-16 offsets \(sanitized.replacedOffsets.map(String.init).joined(separator: ", ")) were replaced with U+FFFD")
            }
        } else {
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            guard let decoded = String(validating: body, as: UTF8.self) else {
                let offset = firstInvalidUTF8Offset(body)
                throw UsageError("\(name): not valid UTF-8 (bad byte at offset \(offset))", hint: "save the text as UTF-8, or as UTF-16 with a byte order mark")
            }
            text = decoded
        }
        if text.hasSuffix("\n") { text.removeLast() }
        return Decoded(text: text, notes: notes)
    }

    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += String(scalar).utf8.count
            case .emptyInput: return offset
            case .error: return offset
            }
        }
    }
}
