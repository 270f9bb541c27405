/// The user setting a platform's text sizes vary with: one column of a type scale table.
///
/// iOS, iPadOS and watchOS vary with the content size category; Android with the font scale
/// (1.0, 1.15, ... 2.0); macOS and tvOS have a single size per style.
public enum SizeSetting: Hashable, Sendable {
    /// A Dynamic Type content size category.
    case category(ContentSizeCategory)
    /// An Android font scale (Settings > Font size), 1.0 being the default.
    case fontScale(Double)
    /// The one size of a platform without Dynamic Type (macOS, tvOS).
    case fixed

    /// The column's name: `Large`, `AX1`, `1.15x`, `default`.
    public var name: String {
        switch self {
        case .category(let category): category.higName
        case .fontScale(let scale): Self.formatScale(scale) + "x"
        case .fixed: "default"
        }
    }

    /// The category, when this column is one.
    public var category: ContentSizeCategory? {
        if case .category(let category) = self { category } else { nil }
    }

    /// A font scale without trailing zeros: 1.0 -> "1.0", 1.15 -> "1.15".
    public static func formatScale(_ scale: Double) -> String {
        var text = String(scale)
        if text.hasSuffix(".0") { return text }
        if !text.contains(".") { text += ".0" }
        return text
    }
}
