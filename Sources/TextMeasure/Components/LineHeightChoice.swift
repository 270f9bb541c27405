/// How tall a line is: the font's own line height, the HIG leading of the style, or a fixed value.
public enum LineHeightChoice: Sendable, Hashable {
    /// `ascender - descender + lineGap` of the font (UILabel's default).
    case font
    /// The leading the HIG table gives the style at each category.
    case hig
    /// A fixed line height in points.
    case fixed(Double)
}
