import Foundation

/// The case an app puts a text in before showing it: `L10n.settings.localizedUppercase`,
/// `[text uppercaseString]`, SwiftUI's `.textCase(.uppercase)`. The check measures the text as
/// shown, cased with the entry's locale's rules (German `ß` becomes `SS`, Turkish `i` becomes
/// `İ`), after the format's samples are put in (the whole shown string is cased).
public enum TextCase: String, Sendable, CaseIterable, Codable {
    case uppercase
    case lowercase
    /// Each word's first letter upper case, the rest lower (`capitalized`).
    case capitalized

    /// `text` as shown in `locale` (a BCP 47 or Apple locale identifier).
    public func apply(to text: String, locale: String) -> String {
        let locale = Locale(identifier: locale)
        switch self {
        case .uppercase: return text.uppercased(with: locale)
        case .lowercase: return text.lowercased(with: locale)
        case .capitalized: return text.capitalized(with: locale)
        }
    }
}

extension Optional where Wrapped == TextCase {
    /// `text` cased, or as it is when no case is set.
    func apply(to text: String, locale: String) -> String {
        map { $0.apply(to: text, locale: locale) } ?? text
    }
}
