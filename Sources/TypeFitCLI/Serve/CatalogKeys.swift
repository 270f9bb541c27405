import Catalogs
import Foundation
import TextFormatting

/// `GET /keys`: the keys of the catalogs given with `--catalog` and their text per locale,
/// read once at start by the readers `typefit check` uses.
struct CatalogKeys: Sendable {
    /// The answer, rendered once.
    let json: String
    /// Keys (with their variants) read.
    let keyCount: Int
    /// Texts read, over every locale.
    let entryCount: Int
    /// What the readers had to say about the files (`file:line: [kind] message`).
    let issues: [String]

    /// The catalogs at `paths` (files or folders). A path that cannot be read at all is an
    /// error; problems inside a file are `issues`, shown by `/keys` and printed at start.
    init(paths: [String]) throws(RuntimeError) {
        let set = readCatalogs(at: paths.map { URL(fileURLWithPath: $0) })
        if let unreadable = set.pathIssues.first {
            throw RuntimeError(message: unreadable.description, hint: "give --catalog a catalog file or a folder of them")
        }
        struct Group {
            var key: String
            var variant: String?
            var texts: [CatalogEntry] = []
        }
        var groups: [String: Group] = [:]
        for entry in set.entries {
            let variant = entry.variant?.description
            let id = entry.key + "\u{0}" + (variant ?? "")
            groups[id, default: Group(key: entry.key, variant: variant)].texts.append(entry)
        }
        let ordered = groups.values.sorted { ($0.key, $0.variant ?? "") < ($1.key, $1.variant ?? "") }
        issues = set.issues.map(\.description)
        keyCount = ordered.count
        entryCount = set.entries.count
        json = JSONValue.object([
            ("catalogs", .array(paths.map(JSONValue.string))),
            ("locales", .array(set.locales.map(JSONValue.string))),
            ("keys", .array(ordered.map { group in
                .object([
                    ("key", .string(group.key)),
                    ("variant", group.variant.map(JSONValue.string) ?? .null),
                    ("texts", .array(group.texts.sorted { $0.locale < $1.locale }.map { entry in
                        .object([
                            ("locale", .string(entry.locale)), ("text", .string(entry.text)),
                            ("file", .string(entry.location.file)), ("line", .integer(entry.location.line)),
                        ])
                    })),
                ])
            })),
            ("issues", .array(issues.map(JSONValue.string))),
        ]).rendered() + "\n"
    }
}
