import TextFormatting
import TextMeasure

/// A drawing of a slot (`SVGRenderer`'s), kept compactly: its markup, scales and glyph outlines
/// are numbers into tables of a ``DrawingStore`` shared by every drawing of a check, so an outline
/// is stored once per font and glyph however many drawings use it (DESIGN.md, decision 7), and
/// its steps are a few bytes a glyph (`DrawingCode`), coordinates in tenths of a point.
public struct Drawing: Sendable, Hashable {
    /// One step of the drawing, as `DrawingCode` reads it back.
    enum Step: Sendable, Hashable {
        /// Markup number `index` of the store.
        case markup(Int32)
        /// The scale of the glyphs that follow (font units to points).
        case scale(Float)
        /// Glyph outline number `glyph` of the store with its origin at (`x`, `y`), in tenths of
        /// a point.
        case glyph(Int32, x: Int, y: Int)
    }

    /// Width, in points.
    public internal(set) var width: Double
    /// Height, in points.
    public internal(set) var height: Double
    /// The text drawn (what the user sees), the drawing's title.
    public internal(set) var title = ""
    /// The steps, encoded (`DrawingCode`).
    var code: [UInt8] = []
    /// The store the code refers to.
    public let store: DrawingStore

    /// The steps, decoded.
    var steps: [Step] { DrawingCode.steps(of: code, scales: store.scale) }

    /// A self-contained `<svg>` of the drawing, outlines in its `<defs>`.
    public var svg: String {
        var definitions: Set<Int32> = []
        var body = ""
        var scale: Float = 1
        for step in steps {
            switch step {
            case .markup(let index): body += store.markup(index)
            case .scale(let value): scale = value
            case .glyph(let glyph, let x, let y):
                definitions.insert(glyph)
                body += "<use xlink:href=\"#o\(glyph)\" transform=\"translate(\(svgNumber(Double(x) / 10)) \(svgNumber(Double(y) / 10))) scale(\(svgNumber(Double(scale), 6)) \(svgNumber(-Double(scale), 6)))\"/>\n"
            }
        }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\" viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\">\n"
        svg += "<title>\(xmlEscaped(title))</title>\n<defs>\n"
        for glyph in definitions.sorted() { svg += "<path id=\"o\(glyph)\" d=\"\(store.outline(glyph))\"/>\n" }
        return svg + "</defs>\n" + body + "</svg>\n"
    }

    public static func == (a: Drawing, b: Drawing) -> Bool {
        a.store === b.store && a.width == b.width && a.height == b.height && a.code == b.code
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(store))
        hasher.combine(code)
    }
}

/// Records what `SVGRenderer` draws into a ``Drawing``: markup, scales and outlines interned in
/// the store, the steps encoded as they come.
struct DrawingRecorder: SVGCanvas {
    let store: DrawingStore
    private(set) var drawing: Drawing
    private var writer = DrawingCode.Writer()
    private var scale: Float = .nan
    /// The last font drawn and its outline table: a line's glyphs are mostly in one font. (The
    /// table's own font may be another object of the same face: see `DrawingStore`.)
    private var fontOutlines: (font: Font, table: DrawingStore.FontOutlines)?

    init(store: DrawingStore) {
        self.store = store
        drawing = Drawing(width: 0, height: 0, store: store)
    }

    mutating func begin(width: Double, height: Double, title: String) {
        drawing.width = width
        drawing.height = height
        drawing.title = title
    }

    mutating func markup(_ text: String) { writer.markup(Int(store.intern(markup: text))) }

    @discardableResult
    mutating func glyph(_ glyph: UInt32, of font: Font, id: GlyphID, x: Double, y: Double, scale: Double) -> Bool {
        let table: DrawingStore.FontOutlines
        if let last = fontOutlines, last.font === font {
            table = last.table
        } else {
            table = store.outlines(of: font)
            fontOutlines = (font, table)
        }
        guard let outline = store.outline(of: glyph, in: table) else { return false }
        if Float(scale) != self.scale {
            self.scale = Float(scale)
            writer.scale(Int(store.intern(scale: Float(scale))))
        }
        writer.glyph(Int(outline), x: Int((x * 10).rounded()), y: Int((y * 10).rounded()))
        return true
    }

    mutating func end() { drawing.code = writer.finish().bytes }
}
