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
/// Without a BOM, UTF-16 is recognized by its zero bytes: text that is mostly ASCII has a zero
/// in every other byte, at odd offsets for little endian and at even offsets for big endian.
/// A heuristic, stated as one: at least a quarter of the code units must have a zero byte, mostly
/// at one parity; it holds for the Latin keys and syntax every `.strings` file has.
///
/// - Parameter replacingUnpairedSurrogates: replace each unpaired UTF-16 surrogate with U+FFFD
///   and list its line, instead of failing (catalogs fail: a damaged file is a finding; one string
///   to measure is repaired and the repair reported).
public func decodeText(_ data: Data, replacingUnpairedSurrogates: Bool = false) -> Result<DecodedText, DecodingFailure> {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        return decodeUTF8(bytes[3...]).map { DecodedText(text: $0, encoding: .utf8, hadByteOrderMark: true) }
    }
    if bytes.starts(with: [0xFF, 0xFE]) {
        return decodeUTF16(bytes[2...], bigEndian: false, repairing: replacingUnpairedSurrogates)
            .map { DecodedText(text: $0.text, encoding: .utf16LittleEndian, hadByteOrderMark: true, replacedSurrogateLines: $0.replaced) }
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
        return decodeUTF16(bytes[2...], bigEndian: true, repairing: replacingUnpairedSurrogates)
            .map { DecodedText(text: $0.text, encoding: .utf16BigEndian, hadByteOrderMark: true, replacedSurrogateLines: $0.replaced) }
    }
    if let bigEndian = guessUTF16WithoutBOM(bytes) {
        return decodeUTF16(bytes[...], bigEndian: bigEndian, repairing: replacingUnpairedSurrogates).map {
            DecodedText(text: $0.text, encoding: bigEndian ? .utf16BigEndian : .utf16LittleEndian, hadByteOrderMark: false,
                        replacedSurrogateLines: $0.replaced)
        }
    }
    return decodeUTF8(bytes[...]).map { DecodedText(text: $0, encoding: .utf8, hadByteOrderMark: false) }
}

/// Returns `true` (big endian) or `false` (little endian) when the bytes look like BOM-less UTF-16.
private func guessUTF16WithoutBOM(_ bytes: [UInt8]) -> Bool? {
    guard bytes.count >= 2, bytes.count % 2 == 0 else { return nil }
    let sample = bytes.prefix(4096)
    var zerosAtEven = 0, zerosAtOdd = 0
    for (offset, byte) in sample.enumerated() where byte == 0 {
        if offset % 2 == 0 { zerosAtEven += 1 } else { zerosAtOdd += 1 }
    }
    // Text files never contain NUL in UTF-8, so zeros that mostly share one parity mean UTF-16.
    // Non-Latin characters or emoji add zeros at the other parity, hence "mostly".
    let pairs = sample.count / 2
    if zerosAtOdd * 4 >= pairs, zerosAtOdd >= zerosAtEven * 4 { return false }
    if zerosAtEven * 4 >= pairs, zerosAtEven >= zerosAtOdd * 4 { return true }
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
        return .failure(DecodingFailure(line: 1, reason: "UTF-16 text has an odd number of bytes (\(bytes.count)); the file is truncated or not UTF-16"))
    }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index < bytes.endIndex {
        let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
        units.append(bigEndian ? (first << 8 | second) : (second << 8 | first))
        index += 2
    }
    return decodeScalars(units, as: UTF16.self, repairing: repairing,
                         reason: "unpaired UTF-16 surrogate; the file is damaged or not UTF-16")
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
