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
        self.units = Array(string.utf16)
        self.replacedSurrogateOffsets = []
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
