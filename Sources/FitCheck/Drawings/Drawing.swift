import TextFormatting
import TextMeasure

/// A drawing of a slot (``SVGRenderer``'s), kept compactly: its markup and its glyphs refer to
/// tables in a ``DrawingStore`` shared by every drawing of a check, so an outline is stored once
/// per font and glyph however many drawings use it (DESIGN.md, decision 7).
public struct Drawing: Sendable, Hashable {
    /// One step of the drawing.
    enum Step: Sendable, Hashable {
        /// Markup number `index` of the store.
        case markup(Int32)
        /// The scale of the glyphs that follow (font units to points).
        case scale(Float)
        /// Glyph outline number `glyph` of the store with its origin at (`x`, `y`).
        case glyph(Int32, x: Float, y: Float)
    }

    /// Width, in points.
    public internal(set) var width: Double
    /// Height, in points.
    public internal(set) var height: Double
    /// The text drawn (what the user sees), the drawing's title.
    public internal(set) var title = ""
    var steps: [Step]
    /// The store the steps refer to.
    public let store: DrawingStore

    /// A self-contained `<svg>` of the drawing, outlines in its `<defs>`.
    public var svg: String {
        var definitions: [Int32: Bool] = [:]
        var body = ""
        var scale: Float = 1
        for step in steps {
            switch step {
            case .markup(let index): body += store.markup(index)
            case .scale(let value): scale = value
            case .glyph(let glyph, let x, let y):
                definitions[glyph] = true
                body += "<use xlink:href=\"#o\(glyph)\" transform=\"translate(\(svgNumber(Double(x))) \(svgNumber(Double(y)))) scale(\(svgNumber(Double(scale), 6)) \(svgNumber(-Double(scale), 6)))\"/>\n"
            }
        }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\" viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\">\n"
        svg += "<title>\(xmlEscaped(title))</title>\n<defs>\n"
        for glyph in definitions.keys.sorted() { svg += "<path id=\"o\(glyph)\" d=\"\(store.outline(glyph))\"/>\n" }
        return svg + "</defs>\n" + body + "</svg>\n"
    }

    public static func == (a: Drawing, b: Drawing) -> Bool {
        a.store === b.store && a.width == b.width && a.height == b.height && a.steps == b.steps
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(store))
        hasher.combine(steps)
    }
}

/// Records what ``SVGRenderer`` draws into a ``Drawing``, outlines and markup interned in a store.
struct DrawingRecorder: SVGCanvas {
    let store: DrawingStore
    private(set) var drawing: Drawing
    private var scale: Float = .nan

    init(store: DrawingStore) {
        self.store = store
        drawing = Drawing(width: 0, height: 0, steps: [], store: store)
    }

    mutating func begin(width: Double, height: Double, title: String) {
        drawing.width = width
        drawing.height = height
        drawing.title = title
    }

    mutating func markup(_ text: String) { drawing.steps.append(.markup(store.intern(markup: text))) }

    @discardableResult
    mutating func glyph(_ glyph: UInt32, of font: Font, id: GlyphID, x: Double, y: Double, scale: Double) -> Bool {
        guard let outline = store.outline(of: glyph, in: font) else { return false }
        if Float(scale) != self.scale {
            self.scale = Float(scale)
            drawing.steps.append(.scale(Float(scale)))
        }
        drawing.steps.append(.glyph(outline, x: Float(x), y: Float(y)))
        return true
    }

    mutating func end() {}
}
