/// The system font's measured vertical metrics, in font units, from `Tables/system_font_metrics.csv`.
///
/// UIKit's `UIFont.lineHeight` is `ascender - descender + leading`; for the iOS system font these
/// are 1950, -494 and 0 per 2048 em (measured at 10, 15, 17 and 20 pt), so 17 pt gives a line
/// height of 20.287109375. TypeFit's system profile measures heights with these values whatever
/// stand-in font draws the glyphs, so heights match UIKit exactly.
public struct SystemFontMetrics: Sendable, Equatable {
    /// The font the metrics are Apple's for (`SF Pro`).
    public let font: String
    /// Font units per em.
    public let unitsPerEm: Int
    /// Above the baseline, in font units.
    public let ascender: Int
    /// Below the baseline, in font units (negative).
    public let descender: Int
    /// Extra room between lines, in font units.
    public let lineGap: Int
    /// The height of capital letters, in font units.
    public let capHeight: Int
    /// The height of lower-case x, in font units.
    public let xHeight: Int
    /// From this size up the system font used its Display cut (SF Pro Display) until iOS 13.
    public let displayCutFromPointSize: Double

    /// The iOS system font (SF Pro), parsed from the embedded table.
    public static let ios: SystemFontMetrics = {
        do {
            return try SystemFontMetrics(platform: "ios")
        } catch {
            fatalError("TypeFit's embedded tables are malformed: \(error)")
        }
    }()

    /// System font metrics given directly (in font units of `unitsPerEm`).
    public init(
        font: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int, xHeight: Int,
        displayCutFromPointSize: Double
    ) {
        self.font = font
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.displayCutFromPointSize = displayCutFromPointSize
    }

    /// The same metrics with the Display cut taking over from `pointSize` (`.infinity`: never,
    /// one cut at every size).
    public func withDisplayCut(fromPointSize pointSize: Double) -> SystemFontMetrics {
        SystemFontMetrics(
            font: font, unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap,
            capHeight: capHeight, xHeight: xHeight, displayCutFromPointSize: pointSize)
    }

    init(platform: String) throws(TextStyleError) {
        let table = try CSVTable.embedded("system_font_metrics.csv")
        guard let row = table.rows.first(where: { $0["platform"] == platform }) else {
            throw .malformedTable(file: table.name, line: 0, reason: "no row for platform '\(platform)'")
        }
        font = row["font"]
        unitsPerEm = Int(try row.number("units_per_em"))
        ascender = Int(try row.number("ascender"))
        descender = Int(try row.number("descender"))
        lineGap = Int(try row.number("line_gap"))
        capHeight = Int(try row.number("cap_height"))
        xHeight = Int(try row.number("x_height"))
        displayCutFromPointSize = try row.number("display_cut_from_pt")
    }

    /// `UIFont.lineHeight` of the system font at `pointSize`.
    public func lineHeight(pointSize: Double) -> Double {
        Double(ascender - descender + lineGap) * pointSize / Double(unitsPerEm)
    }
}
