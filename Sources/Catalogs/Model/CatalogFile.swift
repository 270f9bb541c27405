import TextFormatting

/// The localization file formats the readers understand.
public enum CatalogFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// Xcode String Catalog (`.xcstrings`, JSON).
    case stringCatalog
    /// Legacy `.strings` table.
    case strings
    /// `.stringsdict` plural rules (XML property list).
    case stringsdict
    /// XLIFF 1.2 (as Xcode exports it) or 2.x.
    case xliff
    /// Android `res/values*/strings.xml`.
    case androidStrings

    /// The format a path's extension names, or `nil` when no reader handles it.
    ///
    /// Any `.xml` file is taken to be Android resources; the reader reports files whose root is
    /// not `<resources>`.
    public init?(path: String) {
        let lower = path.lowercased()
        guard let format = CatalogFormat.allCases.first(where: { $0.extensions.contains(where: lower.hasSuffix) }) else { return nil }
        self = format
    }

    /// The endings of the format's file names, lowercase.
    var extensions: [String] {
        switch self {
        case .stringCatalog: [".xcstrings"]
        case .strings: [".strings"]
        case .stringsdict: [".stringsdict"]
        case .xliff: [".xliff", ".xlf"]
        case .androidStrings: [".xml"]
        }
    }

    /// How the format's files are named, for messages: `.xcstrings`, `.xliff/.xlf`, `Android strings.xml`.
    package var fileNames: String {
        switch self {
        case .androidStrings: "Android strings.xml"
        default: extensions.joined(separator: "/")
        }
    }

    /// Every format's file names, for messages: `.xcstrings, .strings, .stringsdict, .xliff/.xlf
    /// or Android strings.xml` (with `conjunction` "or").
    package static func fileNameList(_ conjunction: String) -> String {
        allCases.map(\.fileNames).joinedAsProse(conjunction)
    }
}

/// One file as read: its entries and every issue found in it.
public struct CatalogFile: Sendable, Hashable, Codable {
    /// The path as given.
    public var path: String
    /// The format it was read as.
    public var format: CatalogFormat
    /// The development language, when the file or its location says (String Catalog, XLIFF).
    public var sourceLanguage: String?
    /// The entries, in file order.
    public var entries: [CatalogEntry]
    /// Problems found; a file that could not be parsed at all has one issue and no entries.
    public var issues: [CatalogIssue]

    /// A file as read (readers make these; see `readCatalog(at:locale:options:)`).
    public init(path: String, format: CatalogFormat, sourceLanguage: String? = nil,
                entries: [CatalogEntry] = [], issues: [CatalogIssue] = []) {
        self.path = path
        self.format = format
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.issues = issues
    }
}

/// Everything read from a set of paths: the files in sorted path order, and issues for paths
/// that are not catalogs at all.
public struct CatalogSet: Sendable, Hashable, Codable {
    /// The files read, sorted by path.
    public var files: [CatalogFile]
    /// Issues that belong to no file that could be read (a missing path, an unknown extension).
    public var pathIssues: [CatalogIssue]

    /// A set of files and path issues (see `readCatalogs`).
    public init(files: [CatalogFile] = [], pathIssues: [CatalogIssue] = []) {
        self.files = files
        self.pathIssues = pathIssues
    }

    /// All entries of all files, in file order.
    public var entries: [CatalogEntry] { files.flatMap(\.entries) }
    /// All issues: path issues first, then each file's issues in file order.
    public var issues: [CatalogIssue] { pathIssues + files.flatMap(\.issues) }
    /// The locales of all entries, sorted.
    public var locales: [String] { Set(entries.map(\.locale)).sorted() }
}
