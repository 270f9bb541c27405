import Foundation

/// Where `Base.lproj` and the development language's own folder (`en.lproj`) both have a table,
/// the keys they disagree on, as issues of the Base table.
///
/// Both folders hold the development language's text, and TypeFit reads both as that language.
/// At run time a table is loaded from the first folder of the language that has it, so for `en`
/// users `en.lproj` wins: a key only in `Base.lproj` is never shown to them (stale, usually left
/// behind when the key was renamed; one issue per key, at its line), and keys only in `en.lproj`
/// are missing from the Base table (one issue for all of them, at the Base table's first line).
func baseDisagreement(base: CatalogFile, development: CatalogFile) -> [CatalogIssue] {
    guard URL(fileURLWithPath: base.path).deletingLastPathComponent().lastPathComponent == "Base.lproj" else { return [] }
    let developmentKeys = Set(development.entries.map(\.key))
    let baseKeys = Set(base.entries.map(\.key))
    let developmentName = shortTablePath(development.path), baseName = shortTablePath(base.path)
    var issues: [CatalogIssue] = []
    var reported = Set<String>()
    for entry in base.entries where !developmentKeys.contains(entry.key) && reported.insert(entry.key).inserted {
        issues.append(CatalogIssue(
            kind: .staleTranslation, location: entry.location,
            message: "\"\(entry.key)\" is in \(baseName) but not in \(developmentName): the app loads \(developmentName) for its language, so this text is never shown there (a stale key?)",
            key: entry.key))
    }
    let onlyDevelopment = developmentKeys.subtracting(baseKeys).sorted()
    if !onlyDevelopment.isEmpty {
        let shown = onlyDevelopment.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
        let more = onlyDevelopment.count > 5 ? " and \(onlyDevelopment.count - 5) more" : ""
        issues.append(CatalogIssue(
            kind: .staleTranslation, location: SourceLocation(file: base.path, line: 1),
            message: "\(baseName) lacks \(onlyDevelopment.count) key\(onlyDevelopment.count == 1 ? "" : "s") that \(developmentName) has (\(shown)\(more)): the two tables of the development language disagree"))
    }
    return IssueLimit.cap(issues)
}

/// `Base.lproj/Localizable.strings`: the locale folder and the file name.
private func shortTablePath(_ path: String) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
}
