import Foundation
import TextFormatting

/// A pseudo-localization: a fake translation that shows, without translators, how the UI
/// copes with accents, longer text, truncation and right-to-left text.
///
/// The first four follow Xcode's pseudolanguages (Accented, Double-Length, Bounded String,
/// Right-to-Left); `expand` pads by a ratio, for the usual "German is 30-40% longer" check.
public enum PseudoMode: Sendable, Hashable, CustomStringConvertible {
    /// ASCII letters become accented look-alikes of the same length (`Settings` -> `Šéţţîñĝš`).
    case accented
    /// Each run of text is repeated once, separated by a space (`Settings` -> `Settings Settings`).
    case doubleLength
    /// The text is wrapped in `[# ` and ` #]`, so clipped ends are obvious.
    case bounded
    /// Each run of text is wrapped in RIGHT-TO-LEFT OVERRIDE (U+202E) ... POP DIRECTIONAL
    /// FORMATTING (U+202C), so it lays out right to left; placeholders stay left to right.
    case rightToLeft
    /// The text is padded with `~` to `ceil(length * ratio)` characters.
    case expand(ratio: Double)

    /// The spellings `init(argument:)` reads, for messages and help.
    package static let argumentNames = ["accented", "double", "bounded", "rtl", "expand:RATIO"]

    /// Parses `accented`, `double`, `bounded`, `rtl` or `expand:RATIO` (`expand:1.4`).
    public init(argument: String) throws(CatalogError) {
        switch argument.lowercased() {
        case "accented": self = .accented
        case "double", "double-length", "doublelength": self = .doubleLength
        case "bounded": self = .bounded
        case "rtl", "right-to-left": self = .rightToLeft
        case let value where value.hasPrefix("expand"):
            let ratioText = value.dropFirst("expand".count).drop { $0 == ":" || $0 == "=" }
            guard let ratio = Double(ratioText), ratio.isFinite, ratio >= 1, ratio <= 10 else {
                throw CatalogError(.invalidArgument, "pseudo mode \"\(argument)\": expand needs a ratio from 1 to 10, for example expand:1.4")
            }
            self = .expand(ratio: ratio)
        default:
            throw CatalogError(.invalidArgument, "unknown pseudo mode \"\(argument)\"; use \(PseudoMode.argumentNames.joinedAsProse("or")) (for example expand:1.4)")
        }
    }

    /// The argument spelling, `expand:1.4` for expansion.
    public var description: String {
        switch self {
        case .accented: return "accented"
        case .doubleLength: return "double"
        case .bounded: return "bounded"
        case .rightToLeft: return "rtl"
        case .expand(let ratio): return "expand:\(ratio)"
        }
    }

    /// The locale a pseudo-localization is written as when none is given: `ar-XB` for
    /// right-to-left and `en-XA` otherwise (Android's pseudo-locales, private-use regions).
    public var defaultLocale: String {
        if case .rightToLeft = self { return "ar-XB" }
        return "en-XA"
    }
}
