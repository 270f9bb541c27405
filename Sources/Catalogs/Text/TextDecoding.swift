import Foundation

/// The result of decoding a file's bytes: the text, the encoding found, or where decoding failed.
public struct DecodedText: Sendable {
    /// The encodings `decodeText` recognizes.
    public enum Encoding: String, Sendable { case utf8, utf16LittleEndian, utf16BigEndian }

    /// The decoded text, without the byte order mark.
    public var text: String
    /// The encoding found.
    public var encoding: Encoding
    /// Whether the bytes began with a byte order mark.
    public var hadByteOrderMark: Bool
    /// Lines on which an unpaired UTF-16 surrogate was replaced with U+FFFD (only when asked).
    public var replacedSurrogateLines: [Int] = []
}

/// Why bytes could not be decoded, with the line of the first bad byte.
public struct DecodingFailure: Error, Sendable {
    /// The 1-based line of the first bad byte.
    public var line: Int
    /// What is wrong with it.
    public var reason: String
}

/// Decodes UTF-8 or UTF-16 (little or big endian, with or without a byte order mark).
///
/// Without a BOM, UTF-16 is recognized by its zero bytes: every ASCII character has one, at odd
/// offsets for little endian and at even offsets for big endian, and UTF-8 text has none. A
/// heuristic, stated as one: in the first 4,096 bytes, zeros at one parity at least twice those
/// at the other (U+4E00, common in Chinese, is 4E 00), and in at least one code unit of 64 (the Latin keys and syntax of any
/// catalog give far more, even around long Chinese texts). Such a file that does not decode as
/// UTF-16 is a failure that says it looks like UTF-16 without a byte order mark (before, it was
/// read as UTF-8 and every zero byte was an "unexpected character").
///
/// - Parameter replacingUnpairedSurrogates: replace each unpaired UTF-16 surrogate with U+FFFD
///   and list its line, instead of failing (catalogs fail: a damaged file is a finding; one string
///   to measure is repaired and the repair reported).
public func decodeText(_ data: Data, replacingUnpairedSurrogates: Bool = false) -> Result<DecodedText, DecodingFailure> {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        return decodeUTF8(bytes[3...]).map { DecodedText(text: $0, encoding: .utf8, hadByteOrderMark: true) }
    }
    for (mark, bigEndian) in [([UInt8]([0xFF, 0xFE]), false), ([0xFE, 0xFF], true)] where bytes.starts(with: mark) {
        return decodeUTF16(bytes[2...], bigEndian: bigEndian, repairing: replacingUnpairedSurrogates)
            .map {
                DecodedText(text: $0.text, encoding: bigEndian ? .utf16BigEndian : .utf16LittleEndian, hadByteOrderMark: true,
                            replacedSurrogateLines: $0.replaced)
            }
            .mapError { DecodingFailure(line: $0.line, reason: "the file is UTF-16 (its byte order mark says so), but \($0.reason)") }
    }
    if let bigEndian = guessUTF16WithoutBOM(bytes) {
        return decodeUTF16(bytes[...], bigEndian: bigEndian, repairing: replacingUnpairedSurrogates)
            .map {
                DecodedText(text: $0.text, encoding: bigEndian ? .utf16BigEndian : .utf16LittleEndian, hadByteOrderMark: false,
                            replacedSurrogateLines: $0.replaced)
            }
            .mapError { failure in
                DecodingFailure(line: failure.line, reason: "the file looks like UTF-16 (\(bigEndian ? "big" : "little") endian) without a byte order mark, but \(failure.reason); save it as UTF-8, or as UTF-16 with a byte order mark")
            }
    }
    return decodeUTF8(bytes[...]).map { DecodedText(text: $0, encoding: .utf8, hadByteOrderMark: false) }
}

/// Returns `true` (big endian) or `false` (little endian) when the bytes look like BOM-less UTF-16.
private func guessUTF16WithoutBOM(_ bytes: [UInt8]) -> Bool? {
    guard bytes.count >= 2 else { return nil }
    let sample = bytes.prefix(4096)
    var zerosAtEven = 0, zerosAtOdd = 0
    for (offset, byte) in sample.enumerated() where byte == 0 {
        if offset % 2 == 0 { zerosAtEven += 1 } else { zerosAtOdd += 1 }
    }
    // Text files never contain NUL in UTF-8, so zeros that mostly share one parity mean UTF-16.
    // Non-Latin characters add zeros at the other parity (U+4E00 is 4E 00), hence "mostly"; a
    // stray NUL or two in a UTF-8 file is not enough (it stays an "unexpected character"), nor
    // are a few in a small file: at least 8 (a UTF-16 catalog's syntax alone has more).
    let enough = max(8, sample.count / 2 / 64)
    if zerosAtOdd >= enough, zerosAtOdd >= zerosAtEven * 2 { return false }
    if zerosAtEven >= enough, zerosAtEven >= zerosAtOdd * 2 { return true }
    return nil
}

private func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> Result<String, DecodingFailure> {
    // Valid files (nearly all) in one validating pass; the scalar loop below only to find the
    // line of an error. callgrind: decoding scalar by scalar was a third of reading a catalog.
    if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
    return decodeScalars(bytes, as: UTF8.self, repairing: false,
                  reason: "invalid UTF-8 byte sequence; save the file as UTF-8 or UTF-16").map(\.text)
}

private func decodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, repairing: Bool) -> Result<(text: String, replaced: [Int]), DecodingFailure> {
    guard bytes.count % 2 == 0 else {
        let lines = 1 + stride(from: bytes.startIndex + (bigEndian ? 1 : 0), to: bytes.endIndex - 1, by: 2).count {
            bytes[$0] == 0x0A && bytes[$0 + (bigEndian ? -1 : 1)] == 0
        }
        return .failure(DecodingFailure(line: lines, reason: "it has an odd number of bytes (\(bytes.count)): the last character is cut in half (the file is truncated)"))
    }
    // Valid files (nearly all) transcoded to UTF-8 in one pass, as UTF-8 is above; appending
    // scalar by scalar was half of reading a real app's UTF-16 catalogs, and the standard
    // library's generic `String(validating:as: UTF16.self)` still 430M instructions for 60 files
    // (issue 14). The loop below only finds the line of an error, or repairs.
    if let text = transcodedFromUTF16(bytes, bigEndian: bigEndian) { return .success((text, [])) }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index < bytes.endIndex {
        let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
        units.append(bigEndian ? (first << 8 | second) : (second << 8 | first))
        index += 2
    }
    return decodeScalars(units, as: UTF16.self, repairing: repairing,
                         reason: "it has an unpaired surrogate (half of a character beyond U+FFFF): it is damaged")
}

/// The UTF-16 code units in `bytes` (an even count) as a String, or nil when they are not valid
/// UTF-16 (an unpaired surrogate). Written straight into the String's storage, read straight
/// from the file's bytes: building an array of code units first, then an array of UTF-8 bytes
/// copied into the String, was 67M instructions for the 60 files of a real app (issue 14).
private func transcodedFromUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String? {
    let unitCount = bytes.count / 2
    var valid = true
    let text = bytes.withUnsafeBufferPointer { source in
        // At most 3 UTF-8 bytes per code unit (a surrogate pair, 2 units, takes 4).
        String(unsafeUninitializedCapacity: unitCount * 3) { output in
            func codeUnit(_ offset: Int) -> UInt32 {
                let first = UInt32(source[2 * offset]), second = UInt32(source[2 * offset + 1])
                return bigEndian ? first << 8 | second : second << 8 | first
            }
            var written = 0
            func put(_ byte: UInt32) {
                output[written] = UInt8(truncatingIfNeeded: byte)
                written += 1
            }
            var offset = 0
            while offset < unitCount {
                let unit = codeUnit(offset)
                offset += 1
                switch unit {
                case 0..<0x80:
                    put(unit)
                case 0x80..<0x800:
                    put(0xC0 | unit >> 6)
                    put(0x80 | unit & 0x3F)
                case 0xD800..<0xDC00:
                    guard offset < unitCount, case let low = codeUnit(offset), (0xDC00..<0xE000).contains(low) else {
                        valid = false
                        return 0
                    }
                    let scalar = 0x10000 + ((unit - 0xD800) << 10 | (low - 0xDC00))
                    offset += 1
                    put(0xF0 | scalar >> 18)
                    put(0x80 | scalar >> 12 & 0x3F)
                    put(0x80 | scalar >> 6 & 0x3F)
                    put(0x80 | scalar & 0x3F)
                case 0xDC00..<0xE000:
                    valid = false
                    return 0
                default:
                    put(0xE0 | unit >> 12)
                    put(0x80 | unit >> 6 & 0x3F)
                    put(0x80 | unit & 0x3F)
                }
            }
            return written
        }
    }
    return valid ? text : nil
}

/// Decodes `units` with `codec`, counting lines so a failure can say where. With `repairing`,
/// an invalid sequence becomes U+FFFD and its line is listed instead.
private func decodeScalars<Units: Sequence, Codec: UnicodeCodec>(
    _ units: Units, as codec: Codec.Type, repairing: Bool, reason: String
) -> Result<(text: String, replaced: [Int]), DecodingFailure> where Units.Element == Codec.CodeUnit {
    var scalars = String.UnicodeScalarView()
    var decoder = Codec()
    var iterator = units.makeIterator()
    var line = 1
    var replaced: [Int] = []
    loop: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
            if scalar == "\n" { line += 1 }
            scalars.append(scalar)
        case .emptyInput:
            break loop
        case .error:
            guard repairing else { return .failure(DecodingFailure(line: line, reason: reason)) }
            scalars.append("\u{FFFD}")
            replaced.append(line)
        }
    }
    return .success((String(scalars), replaced))
}
