import TextStyles

/// A font as an app's files set it: a text style, a system font of a size and weight, or a
/// custom font by name, and whether it follows Dynamic Type.
public struct InferredFont: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Which family: the system font, or a custom font by its PostScript or family name.
    public enum Face: Sendable, Hashable, Codable {
        case system
        case custom(name: String)
    }

    public var face: Face
    /// The text style whose size the font takes (`UICTFontTextStyleBody`, `.headline`), or the
    /// style a fixed-size font is scaled with (`UIFontMetrics(forTextStyle:)`, SwiftUI's
    /// `relativeTo:`, Body for SwiftUI's `.custom(_:size:)`).
    public var style: TextStyle?
    /// A point size given instead of the style's (at the Large category when it scales).
    public var pointSize: Double?
    /// A weight given instead of the style's.
    public var weight: FontWeight?
    public var italic: Bool
    public var dynamicType: DynamicTypeBehavior

    public init(face: Face = .system, style: TextStyle? = nil, pointSize: Double? = nil, weight: FontWeight? = nil,
                italic: Bool = false, dynamicType: DynamicTypeBehavior) {
        self.face = face
        self.style = style
        self.pointSize = pointSize
        self.weight = weight
        self.italic = italic
        self.dynamicType = dynamicType
    }

    /// `Headline`, `system 15pt Semibold fixed`, `Avenir-Book 17pt scaled with Body`.
    public var description: String {
        var parts: [String] = []
        if case .custom(let name) = face { parts.append(name) } else if style == nil || pointSize != nil { parts.append("system") }
        if let pointSize { parts.append("\(formatNumber(pointSize))pt") }
        if let weight { parts.append(weight.displayName) }
        if italic { parts.append("Italic") }
        if let style {
            parts.append(pointSize == nil && face == .system ? style.name : "scaled with \(style.name)")
        }
        switch dynamicType {
        case .fixed: parts.append("fixed")
        case .scalesAtLoad: parts.append("(size at load)")
        case .scales: break
        }
        return parts.joined(separator: " ")
    }
}

/// How a font follows the content size category.
public enum DynamicTypeBehavior: String, Sendable, Hashable, Codable {
    /// Follows the category, also when it changes while the app runs
    /// (`adjustsFontForContentSizeCategory`, SwiftUI).
    case scales
    /// Takes the category's size when the view is created (a text-style font without
    /// `adjustsFontForContentSizeCategory`): right at launch, stale after a change in Settings
    /// until the view is made again. Checked like `scales`, with a note.
    case scalesAtLoad
    /// One size at every category (`systemFont(ofSize:)`, IB's `type="system" pointSize="17"`,
    /// SwiftUI's `.system(size:)`).
    case fixed
}

/// A number without a trailing `.0`.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e12 { return String(Int(value)) }
    return String(value)
}
