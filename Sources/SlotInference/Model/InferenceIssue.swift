import Catalogs

/// A problem in the app's files found while inferring slots: what, where, and why.
///
/// Inference never stops at a bad file: the issue is reported and the rest is read.
public struct InferenceIssue: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Kind: String, CaseIterable, Sendable, Hashable, Codable {
        /// The file does not follow its syntax (malformed XML, an unterminated string, brackets
        /// that do not balance).
        case malformed
        /// A DOCTYPE with entity declarations was ignored; entities are never resolved.
        case unsafeXML
        /// The file or folder could not be read.
        case unreadableFile
        /// The bytes are not UTF-8 or UTF-16.
        case badEncoding
        /// An Interface Builder object's text has no entry in a locale's `.strings` file.
        case missingTranslation
        /// A `.strings` entry names an object or property the Interface Builder file lacks.
        case staleTranslation
        /// A value could not be read (an unknown text style, a font that is not a number).
        case unreadableValue
        /// Text that cannot be localized through `.strings` (attributed text in Interface Builder).
        case notLocalizable
    }

    public var kind: Kind
    public var location: SourceLocation
    public var message: String
    public var key: String?

    public init(kind: Kind, location: SourceLocation, message: String, key: String? = nil) {
        self.kind = kind
        self.location = location
        self.message = message
        self.key = key
    }

    /// `path:line: [kind] message`.
    public var description: String { "\(location): [\(kind.rawValue)] \(message)" }
}

extension InferenceIssue {
    /// The same problem as a catalog reader reports it (safe XML reader, `.strings` reader).
    init(_ issue: CatalogIssue) {
        let kind: Kind = switch issue.kind {
        case .unsafeXML: .unsafeXML
        case .unreadableFile, .unsupportedFormat: .unreadableFile
        case .badEncoding: .badEncoding
        case .missingTranslation: .missingTranslation
        // Everything else (malformed entries, duplicate keys, unterminated strings, and kinds
        // the catalog readers may add) is a syntax problem of the file.
        default: .malformed
        }
        self.init(kind: kind, location: issue.location, message: issue.message, key: issue.key)
    }
}
