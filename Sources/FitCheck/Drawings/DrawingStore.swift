import Foundation
import TextMeasure

/// The tables every ``Drawing`` of a check refers to: glyph outlines, once per font and glyph
/// (FreeType decomposes each outline once), markup (boxes, group tags), once per text, and glyph
/// scales.
///
/// Thread-safe: entries are measured and drawn in parallel.
public final class DrawingStore: @unchecked Sendable {
    private struct GlyphKey: Hashable {
        let font: Font
        let glyph: UInt32
    }

    private let lock = NSLock()
    private var outlines: [String] = []
    private var outlineOfGlyph: [GlyphKey: Int32?] = [:]
    private var markups: [String] = []
    private var markupIndex: [String: Int32] = [:]
    private var scales: [Float] = []
    private var scaleIndex: [Float: Int32] = [:]

    /// An empty store.
    public init() {}

    /// The number of `glyph` of `font`'s outline, stored on first use; nil for a glyph without one.
    func outline(of glyph: UInt32, in font: Font) -> Int32? {
        let key = GlyphKey(font: font, glyph: glyph)
        lock.lock()
        if let known = outlineOfGlyph[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let path = font.outlinePath(glyph: glyph)  // outside the lock: FreeType has its own
        lock.lock()
        defer { lock.unlock() }
        if let known = outlineOfGlyph[key] { return known }  // another thread was faster
        var number: Int32?
        if let path {
            number = Int32(outlines.count)
            outlines.append(path)
        }
        outlineOfGlyph[key] = number
        return number
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
