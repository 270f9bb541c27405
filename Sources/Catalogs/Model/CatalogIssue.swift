/// A problem found while reading a catalog: what kind, where, and the parser's reason.
public struct CatalogIssue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The kinds of problems readers report.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// The file or an entry does not follow the format's syntax.
        case malformed
        /// A key appears twice in one table; the last one wins.
        case duplicateKey
        /// The bytes are not valid UTF-8 or UTF-16.
        case badEncoding
        /// A quoted string runs to the end of the file.
        case unterminatedString
        /// A locale of the catalog has no translation for a key; the source text is used.
        case missingTranslation
        /// A DOCTYPE with entity declarations was ignored; entities are never resolved.
        case unsafeXML
        /// The file could not be read at all.
        case unreadableFile
        /// The file's extension or content is not a supported catalog format.
        case unsupportedFormat
        /// An entry is well-formed but its content is unusable (for example a plural without `other`).
        case invalidEntry
        /// A storyboard's `.strings` entry names an object or property the storyboard no longer
        /// has: it is never shown (reported by slot inference, `typefit check --infer`). Also a
        /// `Base.lproj` table whose keys disagree with the development language's own folder's.
        case staleTranslation
        /// An Interface Builder value that could not be read (an unknown text style, a scale
        /// that is not a number): a default was assumed (reported by slot inference).
        case unreadableValue
        /// Text Xcode does not export for translation (attributed text in Interface Builder).
        case notLocalizable
        /// A Swift or Objective-C file whose brackets or strings the slot scanner could not
        /// follow: the slots it infers there may be incomplete (reported by slot inference).
        case sourceSyntax
    }

    /// The kind of problem.
    public var kind: Kind
    /// Where it is; whole-file problems are at line 1.
    public var location: SourceLocation
    /// The parser's reason, phrased for the person who will fix the file.
    public var message: String
    /// The key concerned, when there is one.
    public var key: String?

    /// An issue of `kind` at `location`, about `key` when it concerns one entry.
    public init(kind: Kind, location: SourceLocation, message: String, key: String? = nil) {
        self.kind = kind
        self.location = location
        self.message = message
        self.key = key
    }

    /// The file path.
    public var file: String { location.file }
    /// The 1-based line.
    public var line: Int { location.line }
    /// The 1-based column, when known.
    public var column: Int? { location.column }

    /// `path:line: [kind] message`.
    public var description: String { "\(location): [\(kind.rawValue)] \(message)" }
}
