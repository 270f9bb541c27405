import Catalogs

/// The texts of the keys groups name, by key and locale, for measuring each member with the
/// others beside it.
///
/// A member's text in a locale is its entry's there (with format specifiers replaced by the
/// spec's samples); where a key has several variants (plural forms), the longest text stands
/// for it, since the widest form is the one that crowds its neighbors. A locale without the key
/// takes its language's (`de-CH` -> `de`), then the development language's: what the app shows.
struct GroupTexts: Sendable {
    private var texts: [String: [String: (text: String, isFallback: Bool)]] = [:]
    private let developmentLanguage: String

    /// The texts of `keys` in `set`; with `options.pseudo`, the pseudo-localized source texts
    /// under the pseudo locale, as the check measures them.
    init(set: CatalogSet, keys: Set<String>, spec: Spec, options: CheckOptions) {
        developmentLanguage = options.developmentLanguage
        guard !keys.isEmpty else { return }
        for file in set.files {
            let sourceLanguage = file.sourceLanguage ?? options.developmentLanguage
            let products = AndroidProductSelection(file: file, product: spec.androidProduct)
            for entry in file.entries where keys.contains(entry.key) && products.selects(entry) {
                var locale = entry.locale
                var text = entry.text
                if let mode = options.pseudo {
                    guard LocaleFilter.tag(sourceLanguage, covers: entry.locale), !entry.isFallbackToSource else { continue }
                    text = pseudoLocalize(text, mode: mode, keeping: entry.untranslatableParts)
                    locale = options.pseudoLocale ?? mode.defaultLocale
                }
                let measured = substituteSamples(in: text, samples: spec.placeholders, key: entry.key, syntax: entry.specifierSyntax)
                let known = texts[entry.key]?[locale]
                // A translation beats a fallback to the source; among equals, the longest form.
                if let known, known.isFallback == entry.isFallbackToSource ? known.text.count >= measured.count : !known.isFallback {
                    continue
                }
                texts[entry.key, default: [:]][locale] = (measured, entry.isFallbackToSource)
            }
        }
    }

    /// The text of `key` shown in `locale`, or nil when no catalog has the key.
    func text(_ key: String, locale: String) -> String? {
        guard let byLocale = texts[key] else { return nil }
        var tag = locale.replacingOccurrences(of: "_", with: "-")
        while true {
            if let found = byLocale[tag] { return found.text }
            guard let dash = tag.lastIndex(of: "-") else { break }
            tag = String(tag[..<dash])
        }
        return byLocale[developmentLanguage]?.text
    }
}
