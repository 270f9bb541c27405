/// The review state of a translation, normalized across formats.
///
/// String Catalogs spell these `translated`, `needs_review`, `stale` and `new`; XLIFF 1.2 uses
/// `translated`, `needs-review-translation`, `final`, `signed-off`, `new` and others; XLIFF 2
/// uses `initial`, `translated`, `reviewed`, `final`. Formats without states give `unknown`.
public enum TranslationState: String, Sendable, Hashable, CaseIterable, Codable {
    case translated
    case needsReview
    case stale
    case new
    case unknown

    /// Maps a state spelled by String Catalogs or XLIFF to a `TranslationState`.
    public init(catalogSpelling raw: String?) {
        guard let raw else { self = .unknown; return }
        switch raw.lowercased() {
        case "translated", "final", "signed-off", "reviewed":
            self = .translated
        case "needs_review", "needs-review-translation", "needs-review-l10n", "needs-review-adaptation",
            "needs-translation", "needs-l10n", "needs-adaptation":
            self = .needsReview
        case "stale":
            self = .stale
        case "new", "initial":
            self = .new
        default:
            self = .unknown
        }
    }
}
