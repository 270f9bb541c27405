/// The script groups whose widths in the system font's stand-in are calibrated to SF Pro's.
///
/// The reference measured Inter against SF Pro on translated UI strings in Latin, Cyrillic and
/// Greek script (`Tables/system_font_width_calibration.csv`); iOS sets other scripts (Arabic,
/// Hebrew, Thai, Devanagari, CJK...) in other system fonts, which were not measured.
public enum CalibratedScript: Int, CaseIterable, Sendable, Hashable {
    case latin = 1
    case cyrillic = 2
    case greek = 3

    /// The name the tables use: `Latin`, `Cyrillic`, `Greek`.
    public var name: String {
        switch self {
        case .latin: "Latin"
        case .cyrillic: "Cyrillic"
        case .greek: "Greek"
        }
    }

    /// The group of an ISO 15924 script code (`Latn`, `Cyrl`, `Grek`); nil for other scripts.
    public init?(iso15924 code: String) {
        switch code {
        case "Latn": self = .latin
        case "Cyrl": self = .cyrillic
        case "Grek": self = .greek
        default: return nil
        }
    }

    /// The group the tables spell `name`.
    init?(tableName name: String) {
        guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = found
    }
}
