/// Runs of one text already shaped, with what their shaping depended on.
///
/// HarfBuzz's output for a run depends on the whole text (the context), the run's range, the
/// font, the direction, the script and the language, and nothing else. A text and language
/// fix the first and the last; the rest is the key here, so a run found here is exactly what
/// shaping it again would give. The system profile prepares a text twice (the Text and Display
/// cuts); Arabic, Hebrew, Thai, Devanagari and CJK text is set almost entirely in fallback fonts,
/// which are the same for both cuts, so the second preparation shaped the same runs again.
struct ShapedRuns: Sendable {
    struct Run: Sendable {
        var range: Range<Int>
        var font: Font
        var rightToLeft: Bool
        var script: String
        var glyphs: Range<Int>
    }

    private(set) var runs: [Run] = []
    private(set) var glyphs: [RawGlyph] = []

    var isEmpty: Bool { runs.isEmpty }

    /// The glyphs of the run shaped with exactly these settings, if there is one.
    ///
    /// Runs are kept in text order and do not overlap, and a preparation asks for its runs in
    /// text order: `cursor` (start at 0) only moves forward, so finding a text's runs is linear
    /// in their number (a search from the start each time was quadratic: 3 s for a second
    /// preparation of 80,000 characters of mixed Arabic and Latin, review).
    func glyphs(range: Range<Int>, font: Font, rightToLeft: Bool, script: String, cursor: inout Int) -> ArraySlice<RawGlyph>? {
        while cursor < runs.count && runs[cursor].range.lowerBound < range.lowerBound { cursor += 1 }
        guard cursor < runs.count else { return nil }
        let run = runs[cursor]
        guard run.range == range && run.font === font && run.rightToLeft == rightToLeft && run.script == script else { return nil }
        return glyphs[run.glyphs]
    }

    mutating func append(range: Range<Int>, font: Font, rightToLeft: Bool, script: String, glyphs shaped: ArraySlice<RawGlyph>) {
        let start = glyphs.count
        glyphs.append(contentsOf: shaped)
        runs.append(Run(range: range, font: font, rightToLeft: rightToLeft, script: script, glyphs: start..<glyphs.count))
    }
}
