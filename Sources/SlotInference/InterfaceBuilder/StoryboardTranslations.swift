import Catalogs
import Foundation

/// Matches an Interface Builder document's keys with its translations, as Xcode does: the
/// `.strings` file of the same name in each sibling `*.lproj` folder (`de.lproj/Main.strings`
/// for `Base.lproj/Main.storyboard`), or a String Catalog of the same name (`Main.xcstrings`)
/// beside the document or its `.lproj` folder.
///
/// Reports, at the object's line, displayed text with no translation in a locale (the app
/// shows the development-language text there), and, at the entry's line, translations whose
/// object no longer exists in the document. Entries for properties inference does not read
/// (tool tips, custom keys) are not reported.
struct StoryboardTranslations {
    let documentPath: String
    let table: String
    let developmentLanguage: String

    /// The translation files found, in path order.
    func files() -> [URL] {
        let document = URL(fileURLWithPath: documentPath)
        let folder = document.deletingLastPathComponent()
        var found: [URL] = []
        let manager = FileManager.default
        if folder.lastPathComponent.hasSuffix(".lproj") {
            let parent = folder.deletingLastPathComponent()
            let siblings = (try? manager.contentsOfDirectory(atPath: parent.path)) ?? []
            for name in siblings.sorted() where name.hasSuffix(".lproj") && name != folder.lastPathComponent {
                let candidate = parent.appendingPathComponent(name).appendingPathComponent("\(table).strings")
                if manager.fileExists(atPath: candidate.path) { found.append(candidate) }
            }
            let catalog = parent.appendingPathComponent("\(table).xcstrings")
            if manager.fileExists(atPath: catalog.path) { found.append(catalog) }
        }
        let beside = folder.appendingPathComponent("\(table).xcstrings")
        if manager.fileExists(atPath: beside.path), !found.contains(beside) { found.append(beside) }
        return found
    }

    /// The issues of the translation files and of matching them with the document.
    func check(displayedKeys: [(key: String, line: Int, text: String)], objectIDs: Set<String>) -> [InferenceIssue] {
        var issues: [InferenceIssue] = []
        var keysByLocale: [String: Set<String>] = [:]
        var fileOfLocale: [String: String] = [:]
        for url in files() {
            let file = readCatalog(at: url, options: CatalogReadingOptions(developmentLanguage: developmentLanguage))
            // Missing translations are reported below, at the object's line, for every format.
            issues += file.issues.filter { $0.kind != .missingTranslation }.map(InferenceIssue.init)
            // A `.strings` file with no entries still names its locale: every key is missing there.
            if url.pathExtension == "strings", let locale = localeFromPath(url.path), locale != developmentLanguage {
                keysByLocale[locale, default: []].formUnion([])
                fileOfLocale[locale] = fileOfLocale[locale] ?? url.path
            }
            for entry in file.entries where entry.locale != developmentLanguage && !entry.isFallbackToSource {
                keysByLocale[entry.locale, default: []].insert(entry.key)
                fileOfLocale[entry.locale] = fileOfLocale[entry.locale] ?? url.path
            }
            var reported: Set<String> = []
            for entry in file.entries {
                let objectID = entry.key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? entry.key
                // A String Catalog holds a key once per locale: report it once.
                guard !objectIDs.contains(objectID), reported.insert(entry.key).inserted else { continue }
                issues.append(InferenceIssue(
                    kind: .staleTranslation, location: entry.location,
                    message: "\"\(entry.key)\" names object '\(objectID)', which \(documentPath) does not have (deleted or replaced); the entry is never shown. Remove it or export the strings again",
                    key: entry.key))
            }
        }
        let locales = keysByLocale.keys.sorted()
        guard !locales.isEmpty else { return issues }
        for item in displayedKeys {
            let missing = locales.filter { !(keysByLocale[$0]?.contains(item.key) ?? false) }
            guard !missing.isEmpty else { continue }
            let places = missing.map { "\($0) (\(fileOfLocale[$0] ?? "?"))" }.joined(separator: ", ")
            issues.append(InferenceIssue(
                kind: .missingTranslation, location: SourceLocation(file: documentPath, line: item.line),
                message: "\"\(item.key)\" (\"\(item.text)\") has no translation in \(places); the app shows the development-language text there",
                key: item.key))
        }
        return issues
    }
}
