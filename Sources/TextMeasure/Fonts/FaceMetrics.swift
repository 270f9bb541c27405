/// A face's vertical metrics in font units, as UIKit reads them (the `hhea` table).
///
/// `UIFont.lineHeight = ascender - descender + leading`, with the `hhea` values (see the
/// reference README, "UIFont.lineHeight").
public struct FaceMetrics: Sendable, Hashable, Codable {
    /// Font units per em (`head.unitsPerEm`).
    public var unitsPerEm: Int
    /// `hhea.ascender` (positive, above the baseline).
    public var ascender: Int
    /// `hhea.descender` (negative, below the baseline).
    public var descender: Int
    /// `hhea.lineGap` (UIKit's `leading`).
    public var lineGap: Int
    /// `OS/2.sCapHeight`, when the table has it.
    public var capHeight: Int?
    /// `OS/2.sxHeight`, when the table has it.
    public var xHeight: Int?

    /// Metrics with the given values, in font units.
    public init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int? = nil, xHeight: Int? = nil) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// `ascender - descender + lineGap`, in font units.
    public var lineHeight: Int { ascender - descender + lineGap }

    /// The metrics in points at `pointSize`.
    public func scaled(to pointSize: Double) -> ScaledFaceMetrics {
        let k = pointSize / Double(unitsPerEm)
        return ScaledFaceMetrics(
            pointSize: pointSize,
            ascender: Double(ascender) * k,
            descender: Double(descender) * k,
            lineGap: Double(lineGap) * k,
            capHeight: capHeight.map { Double($0) * k },
            xHeight: xHeight.map { Double($0) * k })
    }

    /// Line height in em (per point of size).
    var lineHeightEm: Double { Double(lineHeight) / Double(unitsPerEm) }
}

/// A face's vertical metrics in points at one size.
public struct ScaledFaceMetrics: Sendable, Equatable, Codable {
    /// The size the metrics are scaled to.
    public var pointSize: Double
    /// Above the baseline, in points.
    public var ascender: Double
    /// Below the baseline, in points (negative).
    public var descender: Double
    /// Extra room between lines, in points.
    public var lineGap: Double
    /// The height of capital letters, in points, when the font says.
    public var capHeight: Double?
    /// The height of lower-case x, in points, when the font says.
    public var xHeight: Double?
    /// `ascender - descender + lineGap`: `UIFont.lineHeight`.
    public var lineHeight: Double { ascender - descender + lineGap }
}
