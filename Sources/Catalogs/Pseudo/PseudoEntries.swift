/// Pseudo-localized entries for checking without writing files (`typefit check --pseudo MODE`).
extension CatalogSet {
    /// One pseudo entry per source text: each key and variant of each file, in the pseudo locale.
    ///
    /// A file with entries in its source language (`developmentLanguage` for files that name
    /// none) contributes those; a file of translations only (XLIFF) contributes their
    /// `sourceText`s; other translated tables are skipped, as their development-language table
    /// gives the same sources. Keys marked not to be
    /// translated are left out. Entries keep the source's location, so findings point at the
    /// text a developer would change.
    /// - Parameters:
    ///   - locale: the pseudo locale; `mode.defaultLocale` when `nil`.
    public func pseudoLocalized(mode: PseudoMode, locale: String? = nil,
                                developmentLanguage: String = "en") -> [CatalogEntry] {
        let locale = locale ?? mode.defaultLocale
        var result: [CatalogEntry] = []
        for file in files {
            let sourceLanguage = file.sourceLanguage ?? developmentLanguage
            // Files holding source-language entries (String Catalogs, development-language
            // tables) give their texts; translation-only files (XLIFF) give their sources.
            let hasSourceEntries = file.entries.contains { $0.locale == sourceLanguage }
            // A translated table (de.lproj, values-de) repeats its development-language table.
            if !hasSourceEntries, file.format != .xliff { continue }
            var seen: Set<[String]> = []
            for entry in file.entries where entry.shouldTranslate && (!hasSourceEntries || entry.locale == sourceLanguage) {
                let source = entry.sourceText ?? (entry.locale == sourceLanguage ? entry.text : nil)
                guard let source else { continue }
                let identity = [entry.key, entry.variant?.description ?? ""]
                guard seen.insert(identity).inserted else { continue }
                var pseudo = entry
                pseudo.locale = locale
                pseudo.text = pseudoLocalize(source, mode: mode, keeping: entry.untranslatableParts)
                pseudo.sourceText = source
                pseudo.state = .translated
                pseudo.isFallbackToSource = false
                result.append(pseudo)
            }
        }
        return result
    }
}
