/// A face's vertical metrics in font units, as UIKit reads them (the `hhea` table).
///
/// `UIFont.lineHeight = ascender - descender + leading`, with the `hhea` values (see the
/// reference README, "UIFont.lineHeight").
public struct FaceMetrics: Sendable, Hashable, Codable {
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
    public var pointSize: Double
    public var ascender: Double
    public var descender: Double
    public var lineGap: Double
    public var capHeight: Double?
    public var xHeight: Double?
    /// `ascender - descender + lineGap`: `UIFont.lineHeight`.
    public var lineHeight: Double { ascender - descender + lineGap }
}
