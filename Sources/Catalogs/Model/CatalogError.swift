/// An error from the Catalogs layer, with what failed, where, and what to do.
///
/// Readers do not throw: they turn problems into `CatalogIssue`s. Errors are for operations
/// that cannot produce a partial result, such as writing a pseudo-localized file.
public struct CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of failures.
    public enum Kind: String, Sendable, Hashable {
        case unreadable, unsupportedFormat, malformed, writeFailed, invalidArgument
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// Where, when a file is concerned.
    public var location: SourceLocation?
    /// Why, and what to do.
    public var message: String

    /// An error of `kind`, at `location` when it has one.
    public init(_ kind: Kind, at location: SourceLocation? = nil, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// Wraps the first blocking issue of a file read (used by writers that need a clean parse).
    init(issue: CatalogIssue) {
        self.init(.malformed, at: issue.location, issue.message)
    }

    public var description: String {
        if let location { return "\(location): error: \(message)" }
        return "error: \(message)"
    }
}
