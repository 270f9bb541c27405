import Foundation

/// Plural keys of a language that has `Localizable.strings` but no `Localizable.stringsdict` where
/// the development language has one: missing translations, reported like any other.
///
/// Table pairing (`readCatalogs`) links the tables a language has; a language whose folder lacks
/// the `.stringsdict` altogether was silent, though the app shows it the development language's
/// plural text. For each `*.lproj` folder beside the development language's `.stringsdict` that
/// has the same-named `.strings` table but not this one, every key of the table becomes a
/// fallback entry of that locale (`isFallbackToSource`) with a `missingTranslation` issue, as for
/// a key missing from a table. A key the `.strings` table translates is not missing: without a
/// `.stringsdict`, the app shows that (unpluralized) text. The entries join the `.strings` table.
func addMissingStringsDictTables(to files: inout [CatalogFile], options: CatalogReadingOptions) {
    func folder(_ path: String) -> URL { URL(fileURLWithPath: path).deletingLastPathComponent() }
    // Catalog files by the folder that holds them, for *.lproj folders.
    var filesByFolder: [String: [Int]] = [:]
    for index in files.indices where folder(files[index].path).lastPathComponent.hasSuffix(".lproj") {
        filesByFolder[folder(files[index].path).path, default: []].append(index)
    }
    let sources = files.indices.filter { index in
        files[index].format == .stringsdict && isDevelopmentTable(files[index].path, files: files, options: options)
    }
    for sourceIndex in sources {
        let source = URL(fileURLWithPath: files[sourceIndex].path)
        let parent = source.deletingLastPathComponent().deletingLastPathComponent().path
        let tableName = source.deletingPathExtension().lastPathComponent
        for (folderPath, members) in filesByFolder.sorted(by: { $0.key < $1.key }) {
            let folderURL = URL(fileURLWithPath: folderPath)
            guard folderURL.deletingLastPathComponent().path == parent, folderURL.lastPathComponent != "Base.lproj",
                  !members.contains(where: { URL(fileURLWithPath: files[$0].path).lastPathComponent == source.lastPathComponent }),
                  let locale = localeFromPath(folderPath + "/", options: options), locale != options.developmentLanguage
            else { continue }
            // Only a language that has the same-named .strings table (Localizable.strings): one
            // without it has not taken up the table at all, as table pairing treats it.
            guard let target = members.first(where: { URL(fileURLWithPath: files[$0].path).lastPathComponent == tableName + ".strings" })
            else { continue }
            let translated = Set(files[target].entries.filter { !$0.isFallbackToSource }.map(\.key))
            // Keys the .strings table already reports missing (the development .strings has
            // them too): their plural texts replace that fallback, with no second issue.
            let alreadyMissing = Set(files[target].entries.filter { $0.isFallbackToSource && $0.locale == locale }.map(\.key))
            var reported = alreadyMissing
            var issues: [CatalogIssue] = []
            var fallbacks: [CatalogEntry] = []
            for entry in files[sourceIndex].entries where entry.shouldTranslate && !translated.contains(entry.key) {
                var fallback = entry
                fallback.locale = locale
                fallback.isFallbackToSource = true
                fallback.state = .new
                fallbacks.append(fallback)
                if reported.insert(entry.key).inserted {
                    issues.append(CatalogIssue(
                        kind: .missingTranslation, location: entry.location,
                        message: "\"\(entry.key)\" has no \(locale) translation: \(folderURL.lastPathComponent) has no \(source.lastPathComponent); the app shows the \(options.developmentLanguage) text",
                        key: entry.key))
                }
            }
            let replaced = Set(fallbacks.map(\.key)).intersection(alreadyMissing)
            if !replaced.isEmpty {
                files[target].entries.removeAll { $0.isFallbackToSource && $0.locale == locale && replaced.contains($0.key) }
            }
            files[target].entries += fallbacks
            files[target].issues += IssueLimit.cap(issues)
        }
    }
}

/// Whether `path` is the development language's table: in its own `*.lproj` folder, or in
/// `Base.lproj` when that folder has no table of the same name.
private func isDevelopmentTable(_ path: String, files: [CatalogFile], options: CatalogReadingOptions) -> Bool {
    let url = URL(fileURLWithPath: path)
    let folderName = url.deletingLastPathComponent().lastPathComponent
    if folderName == "\(options.developmentLanguage).lproj" { return true }
    guard folderName == "Base.lproj" else { return false }
    let own = url.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("\(options.developmentLanguage).lproj").appendingPathComponent(url.lastPathComponent).path
    return !files.contains { $0.path == own }
}
