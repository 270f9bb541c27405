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

extension CatalogEntry {
    /// The specifier mismatches between `sourceText` and `text`; empty for source-language
    /// entries, fallbacks and entries without a known source.
    ///
    /// A zero, one or two plural form may leave out its integer count ("راكب واحد", "one
    /// passenger" written as "a passenger"): CLDR's forms for exactly those numbers commonly
    /// spell the number out, and String Catalogs accept it. Only that omission is forgiven.
    public var specifierMismatches: [SpecifierMismatch] {
        guard let sourceText, !isFallbackToSource, sourceText != text else { return [] }
        let mismatches = Catalogs.specifierMismatches(source: sourceText, translation: text)
        guard let plural = variant?.plural, [.zero, .one, .two].contains(plural) else { return mismatches }
        return mismatches.filter { mismatch in
            guard mismatch.kind == .missing, let expected = mismatch.expected,
                  let specifier = formatSpecifiers(in: expected).first else { return true }
            return specifier.kind != .integer
        }
    }
}
