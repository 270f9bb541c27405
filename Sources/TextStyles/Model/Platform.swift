/// An operating system whose text styles TypeFit knows.
///
/// iOS and iPadOS share one Dynamic Type table (Apple HIG, Typography > Specifications); watchOS
/// has its own nine categories; macOS and tvOS have a single size per style; Android uses the
/// Material 3 type scale with font scales in place of content size categories.
public enum Platform: String, CaseIterable, Sendable, Codable {
    case ios, ipados, watchos, macos, tvos, android

    /// The platform's name as its vendor writes it (`iOS`, `watchOS`, `Android`).
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .ipados: "iPadOS"
        case .watchos: "watchOS"
        case .macos: "macOS"
        case .tvos: "tvOS"
        case .android: "Android"
        }
    }

    /// The platform whose rows in `Tables/` this platform reads (iPadOS reads iOS's rows).
    var tableKey: String {
        self == .ipados ? Platform.ios.rawValue : rawValue
    }

    /// Parses a platform name, ignoring case, spaces and punctuation (`iOS`, `ipados`, `watchOS`).
    ///
    /// - Throws: ``TextStyleError/unknownPlatform(_:valid:suggestion:)`` listing the valid names.
    public static func parse(_ text: String) throws(TextStyleError) -> Platform {
        let key = SpellingKey.normalize(text)
        if let platform = allCases.first(where: { $0.rawValue == key }) { return platform }
        let aliases: [String: Platform] = ["iphone": .ios, "ipad": .ipados, "watch": .watchos, "mac": .macos, "osx": .macos, "appletv": .tvos, "material": .android, "material3": .android]
        if let platform = aliases[key] { return platform }
        let valid = allCases.map(\.rawValue)
        throw .unknownPlatform(text, valid: valid, suggestion: Suggestion.nearest(to: text, among: valid.map { ($0, $0) }))
    }
}
