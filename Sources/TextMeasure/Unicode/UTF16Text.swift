/// A text as UTF-16 code units, the unit of every offset in TypeFit's Unicode analysis.
///
/// ICU, HarfBuzz's UTF-16 input and UIKit (NSString) all count in UTF-16 code units, so break
/// opportunities, runs and clusters use those offsets; the helpers here map them to `String.Index`
/// and to Unicode scalar offsets.
///
/// A Swift `String` cannot hold an unpaired surrogate, but UTF-16 read from a file or from bytes
/// can. `init(sanitizing:)` replaces each one with U+FFFD (as Swift's own decoding does, and as
/// UIKit would draw it) and records where, so that a caller can report them instead of failing.
/// The replacement keeps every offset unchanged: one bad code unit becomes one U+FFFD code unit.
package struct UTF16Text: Sendable, Equatable {
    /// The text as a Swift string; its `utf16` view equals `units`.
    package let string: String
    /// The UTF-16 code units, always well-formed (no unpaired surrogates).
    package let units: [UInt16]
    /// UTF-16 offsets at which an unpaired surrogate was replaced with U+FFFD, ascending.
    package let replacedSurrogateOffsets: [Int]

    /// The number of UTF-16 code units.
    package var count: Int { units.count }

    /// A text from a Swift string (which is always well-formed).
    package init(_ string: String) {
        self.string = string
        self.units = Self.utf16Units(of: string)
        self.replacedSurrogateOffsets = []
    }

    /// `Array(string.utf16)`, transcoded from the string's UTF-8 storage in one pass when it has
    /// one (native strings always do). The view's iterator decodes scalar by scalar through
    /// index arithmetic (callgrind: 3,300 instructions for a UI string).
    static func utf16Units(of string: String) -> [UInt16] {
        let transcoded: [UInt16]? = string.utf8.withContiguousStorageIfAvailable { utf8 in
            // Never more UTF-16 units than UTF-8 bytes.
            [UInt16](capacity: utf8.count) { out, initialized in
                var i = 0
                var o = 0
                let n = utf8.count
                while i < n {
                    let b0 = UInt32(utf8[i])
                    if b0 < 0x80 {
                        out[o] = UInt16(b0)
                        i += 1
                        o += 1
                        continue
                    }
                    // A Swift string holds valid UTF-8, so the continuation bytes are there.
                    let scalar: UInt32
                    if b0 < 0xE0 {
                        scalar = (b0 & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F)
                        i += 2
                    } else if b0 < 0xF0 {
                        scalar = (b0 & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6 | UInt32(utf8[i + 2] & 0x3F)
                        i += 3
                    } else {
                        scalar = (b0 & 0x07) << 18 | UInt32(utf8[i + 1] & 0x3F) << 12 | UInt32(utf8[i + 2] & 0x3F) << 6
                            | UInt32(utf8[i + 3] & 0x3F)
                        i += 4
                    }
                    if scalar < 0x10000 {
                        out[o] = UInt16(scalar)
                        o += 1
                    } else {
                        out[o] = UInt16(0xD800 + ((scalar - 0x10000) >> 10))
                        out[o + 1] = UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF))
                        o += 2
                    }
                }
                initialized = o
            }
        }
        return transcoded ?? Array(string.utf16)
    }

    /// A text from UTF-16 code units that may hold unpaired surrogates; each one becomes U+FFFD.
    package init(sanitizing codeUnits: some Sequence<UInt16>) {
        var units = Array(codeUnits)
        var replaced: [Int] = []
        var i = 0
        while i < units.count {
            let unit = units[i]
            if UTF16.isLeadSurrogate(unit) {
                if i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
                    i += 2
                    continue
                }
                units[i] = 0xFFFD
                replaced.append(i)
            } else if UTF16.isTrailSurrogate(unit) {
                units[i] = 0xFFFD
                replaced.append(i)
            }
            i += 1
        }
        self.string = String(decoding: units, as: UTF16.self)
        self.units = units
        self.replacedSurrogateOffsets = replaced
    }

    /// The string index at a UTF-16 offset (0...count). An offset inside a surrogate pair gives
    /// the index of that pair's trailing half, as `String.UTF16View` does.
    package func stringIndex(atUTF16Offset offset: Int) -> String.Index {
        precondition(offset >= 0 && offset <= units.count, "UTF-16 offset \(offset) outside 0...\(units.count)")
        return string.utf16.index(string.utf16.startIndex, offsetBy: offset)
    }

    /// The UTF-16 offset of a string index of `string`.
    package func utf16Offset(of index: String.Index) -> Int {
        string.utf16.distance(from: string.utf16.startIndex, to: index)
    }

    /// The text between two UTF-16 offsets (both must lie on scalar boundaries).
    package func substring(_ range: Range<Int>) -> Substring {
        string[stringIndex(atUTF16Offset: range.lowerBound)..<stringIndex(atUTF16Offset: range.upperBound)]
    }

    /// The number of Unicode scalars before a UTF-16 offset (an offset inside a surrogate pair
    /// counts the pair's scalar as not yet passed).
    package func unicodeScalarOffset(atUTF16Offset offset: Int) -> Int {
        precondition(offset >= 0 && offset <= units.count, "UTF-16 offset \(offset) outside 0...\(units.count)")
        var scalars = 0
        for unit in units[..<offset] where !UTF16.isTrailSurrogate(unit) {
            scalars += 1
        }
        if offset > 0, offset < units.count, UTF16.isLeadSurrogate(units[offset - 1]) {
            scalars -= 1
        }
        return scalars
    }

    /// The UTF-16 offset of the Unicode scalar with the given index (0...number of scalars).
    package func utf16Offset(atUnicodeScalarOffset scalarOffset: Int) -> Int {
        precondition(scalarOffset >= 0, "negative scalar offset \(scalarOffset)")
        var scalars = 0
        var i = 0
        while i < units.count, scalars < scalarOffset {
            i += UTF16.isLeadSurrogate(units[i]) && i + 1 < units.count ? 2 : 1
            scalars += 1
        }
        precondition(scalars == scalarOffset, "scalar offset \(scalarOffset) past the end (\(scalars) scalars)")
        return i
    }
}
