/// Columns in Unicode scalars over UTF-8 bytes, counted from the last place asked on the same
/// line: a token's column costs the bytes since the previous token's, never the whole line again
/// (a 1 MB file on one line stays linear).
struct ScalarColumns {
    private var lineStart = 0
    private var offset = 0
    private var scalars = 0

    /// The 1-based column of the byte at `target` on the line that starts at `start`.
    mutating func column(of target: Int, lineStart start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if start != lineStart || target < offset {
            lineStart = start
            offset = start
            scalars = 0
        }
        // Every byte but a continuation byte (10xxxxxx) starts a scalar.
        var count = 0
        for position in offset..<target where bytes[position] & 0xC0 != 0x80 { count += 1 }
        scalars += count
        offset = target
        return scalars + 1
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The scalar whose UTF-8 encoding starts at `offset`, and the length of that encoding. The
    /// bytes must be valid UTF-8 (a `String`'s), read from a scalar's first byte.
    func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(self[offset])
        func continuation(_ index: Int) -> UInt32 { UInt32(self[offset + index]) & 0x3F }
        let value: UInt32, length: Int
        switch lead {
        case 0..<0x80: return (Unicode.Scalar(UInt8(lead)), 1)
        case 0x80..<0xE0: (value, length) = ((lead & 0x1F) << 6 | continuation(1), 2)
        case 0xE0..<0xF0: (value, length) = ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        default: (value, length) = ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
