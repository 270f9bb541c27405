import Foundation
import TextFormatting

/// What ``SVGRenderer`` draws on: SVG markup for the slot's box and captions, and glyphs by
/// reference (a font and a glyph id at a position), which the canvas writes out as it likes.
///
/// ``StandaloneSVG`` writes one self-contained `<svg>` with the outlines in its `<defs>`; a page
/// of many drawings stores each outline once (the HTML report's `DrawingRecorder`).
public protocol SVGCanvas {
    /// Starts a drawing of `width` x `height` points whose text is `title`.
    mutating func begin(width: Double, height: Double, title: String)
    /// An element or a group's start or end tag, as SVG text, its text content escaped.
    mutating func markup(_ text: String)
    /// Draws `glyph` of `font` with its origin at (`x`, `y`), scaled by `scale` (font units to
    /// points; font units point up); `id` names it in a standalone document. Returns false,
    /// drawing nothing, for a glyph without an outline (a space, a colour bitmap).
    @discardableResult
    mutating func glyph(_ glyph: UInt32, of font: Font, id: GlyphID, x: Double, y: Double, scale: Double) -> Bool
    /// Ends the drawing.
    mutating func end()
}

/// How a standalone document names a glyph's outline: `<prefix><font number>_<glyph>`, the font
/// numbered within its prepared text (so texts drawn together take different prefixes).
public struct GlyphID: Sendable, Hashable {
    /// The drawing's (or a neighbor text's) prefix.
    public var prefix: String
    /// The font's number in the prepared text.
    public var fontIndex: Int
}

/// One self-contained SVG document: the glyphs' outlines in `<defs>` (each once, named by their
/// ``GlyphID``) and `<use>` elements placing them.
public struct StandaloneSVG: SVGCanvas {
    private var header = ""
    private var body = ""
    private var definitions: [String: String] = [:]
    /// Glyphs without an outline, so FreeType is asked once per glyph.
    private var blank: Set<String> = []

    /// An empty document.
    public init() {}

    /// The finished document.
    public var document: String {
        var svg = header + "<defs>\n"
        for key in definitions.keys.sorted() {
            svg += "<path id=\"\(key)\" d=\"\(definitions[key]!)\"/>\n"
        }
        return svg + "</defs>\n" + body + "</svg>\n"
    }

    public mutating func begin(width: Double, height: Double, title: String) {
        header = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\" viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\">\n"
        header += "<title>\(xmlEscaped(title))</title>\n"
    }

    public mutating func markup(_ text: String) { body += text }

    @discardableResult
    public mutating func glyph(_ glyph: UInt32, of font: Font, id glyphID: GlyphID, x: Double, y: Double, scale: Double) -> Bool {
        let id = "\(glyphID.prefix)\(glyphID.fontIndex)_\(glyph)"
        if definitions[id] == nil {
            guard !blank.contains(id), let path = font.outlinePath(glyph: glyph) else {
                blank.insert(id)
                return false
            }
            definitions[id] = path
        }
        body += "<use xlink:href=\"#\(id)\" transform=\"translate(\(svgNumber(x)) \(svgNumber(y))) scale(\(svgNumber(scale, 6)) \(svgNumber(-scale, 6)))\"/>\n"
        return true
    }

    public mutating func end() {}
}

/// What is drawn on a canvas, kept to be drawn again on another (a scene collects its parts
/// before the drawing's size is known).
struct SVGRecording: SVGCanvas {
    private enum Step {
        case markup(String)
        case glyph(UInt32, Font, GlyphID, x: Double, y: Double, scale: Double)
    }

    private var steps: [Step] = []

    mutating func begin(width: Double, height: Double, title: String) {}
    mutating func markup(_ text: String) { steps.append(.markup(text)) }

    /// Records a glyph that has an outline (the renderer draws a placeholder for one without);
    /// FreeType is asked here and again on replay, which only scenes pay (a few texts a drawing).
    @discardableResult
    mutating func glyph(_ glyph: UInt32, of font: Font, id: GlyphID, x: Double, y: Double, scale: Double) -> Bool {
        guard font.outlinePath(glyph: glyph) != nil else { return false }
        steps.append(.glyph(glyph, font, id, x: x, y: y, scale: scale))
        return true
    }

    mutating func end() {}

    /// Draws what was recorded on `canvas` (its `begin` and `end` are the caller's).
    func replay<Canvas: SVGCanvas>(on canvas: inout Canvas) {
        for step in steps {
            switch step {
            case .markup(let text): canvas.markup(text)
            case .glyph(let glyph, let font, let id, let x, let y, let scale):
                canvas.glyph(glyph, of: font, id: id, x: x, y: y, scale: scale)
            }
        }
    }
}

/// A coordinate as the drawings write it: rounded to at most `digits` decimals (half away from
/// zero), no trailing zeros, never `-0`.
///
/// Integer arithmetic, not `String(format:)`: formatting through Foundation took 8 µs a number
/// on Linux, most of the time of drawing every finding of a real app (perf, issue 10).
package func svgNumber(_ value: Double, _ digits: Int = 3) -> String {
    let factor = (0..<digits).reduce(1.0) { value, _ in value * 10 }
    guard value.isFinite, abs(value) * factor < 9e15 else { return String(value) }
    let units = Int64((abs(value) * factor).rounded())
    guard units != 0 else { return "0" }
    let scale = Int64(factor)
    var text = (value < 0 ? "-" : "") + String(units / scale)
    var fraction = units % scale
    if fraction != 0 {
        var places = digits
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        let decimals = String(fraction)
        text += "." + String(repeating: "0", count: places - decimals.count) + decimals
    }
    return text
}
