/// The drawings of an HTML report, written compactly for the page to draw when a group is opened:
/// outlines and markup once per page, each drawing a string of base-64 numbers.
///
/// A drawing's string holds ``VLQ`` numbers: its width and height in tenths of a point, then the
/// steps of its `DrawingCode` with the page's numbers and a palette:
///
/// | step | numbers | meaning |
/// |---|---|---|
/// | 0 | m | markup `m` of the page's table |
/// | 1 | s | the glyphs that follow are scaled by the page's scale `s` |
/// | 2 | n, g1...gn | the drawing's palette: outlines `g1...gn` of the page's table, most used first |
/// | 3 | y | the baseline of the glyphs that follow is `y`; x starts again at 0 |
/// | 4 | n, then n times p, dx (dy) | glyphs: palette entry `p / 2` at x + dx; when `p` is odd, dy below the baseline follows |
///
/// Coordinates are in tenths of a point, each rounded on its own, so rounding never adds up
/// along a line (a tenth of a point is far below what a screen shows at this size).
struct DrawingEncoder {
    /// Outline path data by page number.
    private(set) var outlines: [String] = []
    /// Markup by page number.
    private(set) var markup: [String] = []
    /// Glyph scales by page number.
    private(set) var scales: [Double] = []
    /// Per store, the page number of each of its outlines (-1: not on the page yet): an array
    /// read by the store's number, where a dictionary of (store, number) keys hashed every glyph
    /// (callgrind: 53M instructions for a real app's 212,000 glyphs drawn; issue 14).
    private var outlineNumbers: [ObjectIdentifier: [Int]] = [:]
    private var markupNumber: [StoreKey: Int] = [:]
    private var scaleNumber: [Float: Int] = [:]

    /// A table entry of a drawing store.
    private struct StoreKey: Hashable {
        let store: ObjectIdentifier
        let index: Int32
    }

    /// Per page outline, scratch for one drawing: uses, first use, palette entry (-1: none).
    private var uses: [Int] = []
    private var firstUse: [Int] = []
    private var paletteEntry: [Int] = []

    /// The string of `drawing`, its outlines, markup and scales added to the page's tables.
    mutating func encode(_ drawing: Drawing) -> String {
        let store = ObjectIdentifier(drawing.store)
        var out = VLQ()
        out.append(unsigned: Int((drawing.width * 10).rounded()))
        out.append(unsigned: Int((drawing.height * 10).rounded()))
        // The glyphs as page outlines, and the palette: most used first so they take one
        // character, ties in order of first use (deterministic whatever thread drew first).
        let steps = drawing.steps
        var glyphs: [Int] = []
        var numbers = outlineNumbers.removeValue(forKey: store) ?? []
        for step in steps {
            guard case .glyph(let glyph, _, _) = step else { continue }
            let index = Int(glyph)
            if index >= numbers.count { numbers += Array(repeating: -1, count: index + 1 - numbers.count) }
            if numbers[index] < 0 {
                outlines.append(drawing.store.outline(glyph))
                numbers[index] = outlines.count - 1
            }
            glyphs.append(numbers[index])
        }
        outlineNumbers[store] = numbers
        if uses.count < outlines.count {
            let more = outlines.count - uses.count
            uses += Array(repeating: 0, count: more)
            firstUse += Array(repeating: 0, count: more)
            paletteEntry += Array(repeating: -1, count: more)
        }
        var palette: [Int] = []
        for (position, glyph) in glyphs.enumerated() {
            if uses[glyph] == 0 {
                firstUse[glyph] = position
                palette.append(glyph)
            }
            uses[glyph] += 1
        }
        palette.sort { (uses[$0], firstUse[$1]) > (uses[$1], firstUse[$0]) }
        for (index, glyph) in palette.enumerated() { paletteEntry[glyph] = index }
        defer {
            for glyph in palette {
                uses[glyph] = 0
                paletteEntry[glyph] = -1
            }
        }
        if !palette.isEmpty {
            out.append(unsigned: 2)
            out.append(unsigned: palette.count)
            for glyph in palette { out.append(unsigned: glyph) }
        }
        var writer = DrawingCode.Writer(after: out)
        var nextGlyph = 0
        for step in steps {
            switch step {
            case .markup(let index): writer.markup(pageMarkup(store, index, drawing.store))
            case .scale(let scale): writer.scale(pageScale(scale))
            case .glyph(_, let x, let y):
                writer.glyph(paletteEntry[glyphs[nextGlyph]], x: x, y: y)
                nextGlyph += 1
            }
        }
        return writer.finish().text
    }

    private mutating func pageMarkup(_ store: ObjectIdentifier, _ index: Int32, _ source: DrawingStore) -> Int {
        Self.number(of: StoreKey(store: store, index: index), in: &markupNumber, table: &markup) { source.markup(index) }
    }

    /// The page number of `key`: known, or `value()` appended to `table`.
    private static func number<Key: Hashable>(of key: Key, in numbers: inout [Key: Int], table: inout [String], _ value: () -> String) -> Int {
        if let number = numbers[key] { return number }
        table.append(value())
        numbers[key] = table.count - 1
        return table.count - 1
    }

    private mutating func pageScale(_ scale: Float) -> Int {
        if let number = scaleNumber[scale] { return number }
        scales.append(Double(scale))
        scaleNumber[scale] = scales.count - 1
        return scales.count - 1
    }
}
