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
        if lower.hasSuffix(".xcstrings") { self = .stringCatalog }
        else if lower.hasSuffix(".stringsdict") { self = .stringsdict }
        else if lower.hasSuffix(".strings") { self = .strings }
        else if lower.hasSuffix(".xliff") || lower.hasSuffix(".xlf") { self = .xliff }
        else if lower.hasSuffix(".xml") { self = .androidStrings }
        else { return nil }
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
