/// The source texts of XLIFF translations as entries of their own, each once.
///
/// An XLIFF file for `de` carries the English source of every unit, and the app shows that text
/// in English. Nothing else may provide it (an export folder has only XLIFF files), so the source
/// text becomes an entry in the file's source language, measured like any other: once per key
/// and variant, however many XLIFF files repeat it, and not at all when another file read (a
/// template `en.xliff`, `en.lproj`, a String Catalog) already has the key in that language. The
/// entry belongs to the first XLIFF file (in path order) that has the unit, at the unit's line.
func addXLIFFSourceEntries(to files: inout [CatalogFile]) {
    struct Identity: Hashable {
        var locale: String
        var key: String
        var variant: EntryVariant?
    }
    func normalized(_ locale: String) -> String { locale.lowercased().replacingAll("_", with: "-") }
    // Only the XLIFF files' source languages matter: without XLIFF nothing is hashed (callgrind,
    // a 4,000-entry .strings corpus: 27M instructions, 0.6% of the check, before this guard).
    let sourceLanguages = Set(files.lazy.filter { $0.format == .xliff }.compactMap { $0.sourceLanguage.map(normalized) })
    guard !sourceLanguages.isEmpty else { return }
    var present = Set<Identity>()
    var normalizedLocales: [String: String] = [:]  // a file's entries share a few locales
    for file in files {
        for entry in file.entries where !entry.isFallbackToSource {
            let locale = normalizedLocales[entry.locale] ?? normalized(entry.locale)
            normalizedLocales[entry.locale] = locale
            guard sourceLanguages.contains(locale) else { continue }
            present.insert(Identity(locale: locale, key: entry.key, variant: entry.variant))
        }
    }
    for index in files.indices where files[index].format == .xliff {
        guard let sourceLanguage = files[index].sourceLanguage else { continue }
        let source = normalized(sourceLanguage)
        var added: [CatalogEntry] = []
        for entry in files[index].entries where normalized(entry.locale) != source {
            let identity = Identity(locale: source, key: entry.key, variant: entry.variant)
            guard present.insert(identity).inserted else { continue }
            var sourceEntry = entry
            sourceEntry.locale = sourceLanguage
            sourceEntry.text = entry.sourceText ?? entry.text
            sourceEntry.sourceText = sourceEntry.text
            sourceEntry.state = .translated
            sourceEntry.isFallbackToSource = false
            added.append(sourceEntry)
        }
        files[index].entries += added
    }
}
