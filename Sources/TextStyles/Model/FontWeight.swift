/// A font weight, as the HIG names it.
///
/// The numeric values are the CSS / OpenType `wght` scale (100 Ultralight ... 900 Black), which
/// is also how Material 3 writes weights in `Tables/material3_type_scale.csv`.
public enum FontWeight: String, CaseIterable, Sendable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType / CSS weight: 100 for ultraLight through 900 for black.
    public var numericValue: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// The HIG spelling, capitalized: `Regular`, `Semibold`, `Ultralight`.
    public var displayName: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst().lowercased()
    }

    /// Reads a weight from a table cell: a name in any case (`Semibold`, `semiBold`) or a number
    /// 100-900. Nil when it is neither.
    public init?(parsing text: String) {
        let key = SpellingKey.normalize(text)
        if let number = Int(key), number % 100 == 0, (100...900).contains(number) {
            self = FontWeight.allCases[number / 100 - 1]
            return
        }
        guard let weight = FontWeight.bySpelling[key] else { return nil }
        self = weight
    }

    /// Every accepted name, as `SpellingKey` normalizes it: the cases and a few aliases.
    private static let bySpelling: [String: FontWeight] = {
        var names: [String: FontWeight] = ["extralight": .ultraLight, "semi": .semibold, "demibold": .semibold, "extrabold": .heavy, "normal": .regular]
        for weight in FontWeight.allCases { names[weight.rawValue.lowercased()] = weight }
        return names
    }()
}
