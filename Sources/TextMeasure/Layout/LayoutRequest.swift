import TextStyles

/// How tall each line is.
public enum LineHeightRule: Sendable, Hashable, Codable {
    /// The font's line height, `ascender - descender + lineGap` (UILabel's default); a line that
    /// falls back to a taller font takes that font's line height.
    case font
    /// A fixed line height in points (the HIG leading, or a designer's value).
    case fixed(Double)
}

/// The slot and the font size one layout is made for.
public struct LayoutRequest: Sendable, Hashable {
    /// Width available to the text, in points.
    public var width: Double
    /// Font size in points.
    public var pointSize: Double
    /// Points added after every grapheme cluster set in the primary font (see `tracking`).
    ///
    /// Tracking is added after every cluster, the last one on a line included, as CoreText adds
    /// a kern or tracking value after each character. Fallback fonts are not tracked.
    public var tracking: Double
    /// Maximum number of lines; 0 means unlimited (UIKit's `numberOfLines`).
    public var numberOfLines: Int
    /// How lines break and truncate (`NSLineBreakMode`).
    public var lineBreakMode: LineBreakMode
    /// How tall a line is.
    public var lineHeight: LineHeightRule
    /// Factors the advances of clusters set in the primary font are multiplied by, per
    /// calibrated script group, before tracking is added: the system font's stand-in calibrated
    /// to SF Pro's widths at this size (`ResolvedFont.widthFactors`); identity for other fonts.
    public var widthFactors: WidthFactors
    /// A further factor on the primary font's advances (1 but while `PreparedText.fitMargin`
    /// asks how far they could change before the outcome does).
    var widthScale = 1.0

    /// A request with the given settings.
    public init(
        width: Double, pointSize: Double, tracking: Double = 0, numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .truncatingTail, lineHeight: LineHeightRule = .font,
        widthFactors: WidthFactors = .identity
    ) {
        self.width = width
        self.pointSize = pointSize
        self.tracking = tracking
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.lineHeight = lineHeight
        self.widthFactors = widthFactors
    }

    /// A request set in `font`: its point size, tracking and width factors.
    public init(
        width: Double, font: ResolvedFont, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .truncatingTail,
        lineHeight: LineHeightRule = .font
    ) {
        self.init(
            width: width, pointSize: font.pointSize, tracking: font.tracking, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, lineHeight: lineHeight, widthFactors: font.widthFactors)
    }

    /// Takes the point size, tracking and width factors of `font`.
    public mutating func apply(_ font: ResolvedFont) {
        pointSize = font.pointSize
        tracking = font.tracking
        widthFactors = font.widthFactors
    }
}

/// Rounds `value` up to the device pixel, `ceil(value * scale) / scale`, as UIKit sizes labels.
///
/// Measured on a @3x device: text 37.378 x 20.287 gives a label of 37.6667 x 20.3333 (reference
/// README). The rounding rule itself lives in `TextStyles.PixelRounding`.
func roundUpToPixel(_ value: Double, scale: Int) -> Double {
    PixelRounding.up(value, scale: Double(scale))
}
