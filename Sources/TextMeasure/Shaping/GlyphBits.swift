/// A set of glyph ids, one bit each: what a lookup rule's coverages hold (up to a few thousand
/// glyphs; a glyph listed at several positions counts once).
struct GlyphBits {
    private var words: [UInt64] = []

    init() {}

    /// Adds `glyphs` (ids above 0xFFFF, which no font has, are left out).
    mutating func insert(contentsOf glyphs: [Int]) {
        for glyph in glyphs where glyph >= 0 && glyph <= 0xFFFF {
            let word = glyph >> 6
            if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
            words[word] |= 1 << UInt64(glyph & 63)
        }
    }

    func contains(_ glyph: UInt32) -> Bool {
        let word = Int(glyph >> 6)
        return word < words.count && words[word] & (1 << UInt64(glyph & 63)) != 0
    }

    /// How many glyphs it holds.
    var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }
}
