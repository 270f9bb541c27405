import Catalogs
import Foundation

extension Spec {
    /// Reads and validates the spec file at `url`; relative font paths are taken from its folder.
    /// Messages and the origins of its rules name the file as given (`url.relativePath`: the
    /// path typed, relative to the working directory when it was relative).
    /// - Throws: ``SpecError`` naming the file, the line and what to do.
    public static func load(from url: URL) throws(SpecError) -> Spec {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SpecError(.unreadable, file: url.relativePath, line: 1, "cannot read the spec file (\(error.localizedDescription))",
                            hint: "check the path given to --spec")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(.unreadable, file: url.relativePath, line: 1, "the spec file is not UTF-8 text", hint: "save it as UTF-8 JSON")
        }
        return try parse(text, path: url.relativePath, baseDirectory: url.deletingLastPathComponent())
    }

    /// Parses spec JSON `text`; `path` names it in errors and `baseDirectory` resolves relative font paths.
    /// - Throws: ``SpecError`` naming `path`, the line and what to do.
    public static func parse(_ text: String, path: String, baseDirectory: URL? = nil) throws(SpecError) -> Spec {
        let root: SpecJSON
        do {
            // A byte order mark is allowed before the JSON, as editors on Windows write one.
            root = try JSONParser.parse(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        } catch {
            throw SpecError(.malformedJSON, file: path, line: error.line, column: error.column,
                            "the spec is not valid JSON: \(error.reason)", hint: "fix the JSON at this position")
        }
        let base = baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return try SpecParser(file: path, baseDirectory: base).spec(from: root)
    }
}
