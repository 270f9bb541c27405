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
    /// Draws `glyph` of `font` (the prepared text's font number `fontIndex`) with its origin at
    /// (`x`, `y`), scaled by `scale` (font units to points; font units point up). Returns false,
    /// drawing nothing, for a glyph without an outline (a space, a colour bitmap).
    @discardableResult
    mutating func glyph(_ glyph: UInt32, of font: Font, fontIndex: Int, x: Double, y: Double, scale: Double) -> Bool
    /// Ends the drawing.
    mutating func end()
}

/// One self-contained SVG document: the glyphs' outlines in `<defs>` (each once, named
/// `<prefix><font number>_<glyph>`) and `<use>` elements placing them.
public struct StandaloneSVG: SVGCanvas {
    /// Prefix of glyph ids.
    public let idPrefix: String
    private var header = ""
    private var body = ""
    private var definitions: [String: String] = [:]
    /// Glyphs without an outline, so FreeType is asked once per glyph.
    private var blank: Set<String> = []

    /// A canvas naming its glyph outlines `<idPrefix>0_123`.
    public init(idPrefix: String = "g") {
        self.idPrefix = idPrefix
    }

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
    public mutating func glyph(_ glyph: UInt32, of font: Font, fontIndex: Int, x: Double, y: Double, scale: Double) -> Bool {
        let id = "\(idPrefix)\(fontIndex)_\(glyph)"
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
