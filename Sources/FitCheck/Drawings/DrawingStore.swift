import Foundation
import TextMeasure

/// The tables every ``Drawing`` of a check refers to: glyph outlines, once per font and glyph
/// (FreeType decomposes each outline once), markup (boxes, group tags), once per text, and glyph
/// scales.
///
/// Thread-safe: entries are measured and drawn in parallel.
public final class DrawingStore: @unchecked Sendable {
    /// The outline numbers of one font's glyphs, by glyph id: `unknown` until the glyph is first
    /// drawn, then its number or `none`. An array, not a dictionary of (font, glyph) keys: the
    /// hash and lookup per glyph drawn were a fifth of the drawings' work (callgrind, a real
    /// app's HTML report; issue 14). Guarded by the store's lock.
    final class FontOutlines: @unchecked Sendable {
        /// The font whose outlines the table numbers (the first of its file, face and variations
        /// the store was asked about), kept so it lives as long as the store.
        let font: Font
        /// Guarded by the store's lock, so the runtime's exclusivity checks are left out.
        @exclusivity(unchecked) fileprivate var numbers: [Int32]
        fileprivate static let unknown: Int32 = -2
        fileprivate static let none: Int32 = -1

        fileprivate init(font: Font) {
            self.font = font
            numbers = Array(repeating: Self.unknown, count: max(0, font.glyphCount))
        }
    }

    private let lock = NSLock()
    private var outlines: [String] = []
    /// By the font's file, face and variations, not its identity: the threads of a check
    /// measure with fonts of their own (`TextMeasurer.forAnotherThread`), and the same glyph is
    /// drawn with one outline whichever thread drew it.
    private var outlinesOfFont: [FontDescriptor: FontOutlines] = [:]
    private var markups: [String] = []
    private var markupIndex: [String: Int32] = [:]
    private var scales: [Float] = []
    private var scaleIndex: [Float: Int32] = [:]

    /// An empty store.
    public init() {}

    /// The table of `font`'s outline numbers, made on first use (a recorder keeps the last one).
    func outlines(of font: Font) -> FontOutlines {
        lock.lock()
        defer { lock.unlock() }
        if let known = outlinesOfFont[font.descriptor] { return known }
        let made = FontOutlines(font: font)
        outlinesOfFont[font.descriptor] = made
        return made
    }

    /// The number of `glyph`'s outline in `table`'s font, stored on first use; nil for a glyph
    /// without one.
    func outline(of glyph: UInt32, in table: FontOutlines) -> Int32? {
        let index = Int(glyph)
        // OpenType glyph ids are 16-bit: a larger one has no outline (FreeType loads none), and
        // the table is never grown for it.
        guard index <= Int(UInt16.max) else { return nil }
        lock.lock()
        if index < table.numbers.count, table.numbers[index] != FontOutlines.unknown {
            let known = table.numbers[index]
            lock.unlock()
            return known == FontOutlines.none ? nil : known
        }
        lock.unlock()
        let path = table.font.outlinePath(glyph: glyph)  // outside the lock: FreeType has its own
        lock.lock()
        defer { lock.unlock() }
        if index >= table.numbers.count {
            // A glyph id past the font's count (FreeType loads no outline for it): kept all the same.
            table.numbers += Array(repeating: FontOutlines.unknown, count: index + 1 - table.numbers.count)
        }
        if table.numbers[index] != FontOutlines.unknown {  // another thread was faster
            return table.numbers[index] == FontOutlines.none ? nil : table.numbers[index]
        }
        var number = FontOutlines.none
        if let path {
            number = Int32(outlines.count)
            outlines.append(path)
        }
        table.numbers[index] = number
        return number == FontOutlines.none ? nil : number
    }

    /// The number of `text` in the markup table, stored on first use.
    func intern(markup text: String) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let known = markupIndex[text] { return known }
        let number = Int32(markups.count)
        markups.append(text)
        markupIndex[text] = number
        return number
    }

    /// The number of a glyph scale, stored on first use.
    func intern(scale: Float) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let known = scaleIndex[scale] { return known }
        let number = Int32(scales.count)
        scales.append(scale)
        scaleIndex[scale] = number
        return number
    }

    /// Scale number `index`.
    func scale(_ index: Int32) -> Float {
        lock.lock()
        defer { lock.unlock() }
        return scales[Int(index)]
    }

    /// Outline number `index`: SVG path data in font units, y up.
    func outline(_ index: Int32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return outlines[Int(index)]
    }

    /// Markup number `index`.
    func markup(_ index: Int32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return markups[Int(index)]
    }
}
