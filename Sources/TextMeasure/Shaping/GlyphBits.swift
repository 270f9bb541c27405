/// A set of glyph ids, one bit each: what a lookup rule's coverages hold (up to a few thousand
/// glyphs; a glyph listed at several positions counts once).
struct GlyphBits {
    private var words: [UInt64] = []

    init() {}

    /// Adds `glyphs` (ids above 0xFFFF, which no font has, are left out).
    ///
    /// The words are grown once, to the highest glyph, and the bits set through the buffer: set
    /// one by one through the array, each glyph checked that the array was not shared (a font's
    /// coverages are thousands of glyphs; callgrind, a check of 60 locales: the coverage rules
    /// of every analysed font 34M -> 25M instructions, issue 14).
    mutating func insert(contentsOf glyphs: [Int]) {
        var highest = -1
        for glyph in glyphs where glyph <= 0xFFFF && glyph > highest { highest = glyph }
        guard highest >= 0 else { return }
        let needed = (highest >> 6) + 1
        if needed > words.count { words.append(contentsOf: repeatElement(0, count: needed - words.count)) }
        words.withUnsafeMutableBufferPointer { words in
            for glyph in glyphs where glyph >= 0 && glyph <= 0xFFFF { words[glyph >> 6] |= 1 << UInt64(glyph & 63) }
        }
    }

    func contains(_ glyph: UInt32) -> Bool {
        let word = Int(glyph >> 6)
        return word < words.count && words[word] & (1 << UInt64(glyph & 63)) != 0
    }

    /// How many glyphs it holds.
    var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }
}
