import Catalogs
import FitCheck

extension SlotInferenceResult {
    /// `catalogs` with what inference read that a check needs besides the rules: the
    /// development-language texts of Interface Builder documents that have no `.strings` (or
    /// String Catalog entry) in the development language, and the problems found in the files.
    ///
    /// Xcode keeps a localized storyboard's development-language text in `Base.lproj` itself;
    /// many projects never export it to `en.lproj/Main.strings`. Each such text becomes an entry
    /// of the development language at its object's line (one file per document, read as a
    /// `.strings` table would be), so it is checked like any other source text. Translations
    /// missing for it are reported at the object's line; for keys the catalogs do have in the
    /// development language, the catalog readers report them, so inference's report is dropped.
    /// The other problems become catalog issues of the same kind (a Swift or Objective-C file
    /// the scanner could not follow: `sourceSyntax`, a warning).
    public func addingInputs(to catalogs: CatalogSet, developmentLanguage: String) -> CatalogSet {
        var set = catalogs
        var developmentKeys = Set<String>()
        for file in catalogs.files {
            for entry in file.entries where LocaleFilter.tag(developmentLanguage, covers: entry.locale) && !entry.isFallbackToSource {
                developmentKeys.insert(entry.key)
            }
        }
        var entriesOfDocument: [String: [CatalogEntry]] = [:]
        var added = Set<String>()
        for inference in inferences where inference.source == .interfaceBuilder {
            guard let text = inference.sourceText, !developmentKeys.contains(inference.key.key),
                  added.insert(inference.key.key).inserted else { continue }
            entriesOfDocument[inference.location.file, default: []].append(CatalogEntry(
                key: inference.key.key, locale: developmentLanguage, text: text, location: inference.location,
                comment: "the Base text of \(inference.location.file) (no \(developmentLanguage) table has this key)"))
        }
        for path in entriesOfDocument.keys.sorted() {
            let entries = entriesOfDocument[path]!.sorted { $0.location.line < $1.location.line }
            set.files.append(CatalogFile(path: path, format: .strings, sourceLanguage: developmentLanguage, entries: entries))
        }
        set.files.sort { $0.path < $1.path }
        for issue in issues where issue.kind != .missingTranslation || added.contains(issue.key ?? "") {
            set.pathIssues.append(CatalogIssue(issue))
        }
        return set
    }
}

extension CatalogIssue {
    /// An inference issue as a catalog issue, which reports count and list with the catalogs'.
    public init(_ issue: InferenceIssue) {
        let file = issue.location.file.lowercased()
        let isSource = file.hasSuffix(".swift") || file.hasSuffix(".m") || file.hasSuffix(".mm")
        let kind: CatalogIssue.Kind = switch issue.kind {
        case .malformed: isSource ? .sourceSyntax : .malformed
        case .unsafeXML: .unsafeXML
        case .unreadableFile: .unreadableFile
        case .badEncoding: .badEncoding
        case .missingTranslation: .missingTranslation
        case .staleTranslation: .staleTranslation
        case .unreadableValue: .unreadableValue
        case .notLocalizable: .notLocalizable
        }
        self.init(kind: kind, location: issue.location, message: issue.message, key: issue.key)
    }
}
