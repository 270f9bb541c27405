/// Why a spec file cannot be used: what, where (file:line), and what to do.
///
/// A spec error is a usage error: the check does not start until the spec is fixed.
public struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problems a spec can have.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The spec file could not be read.
        case unreadable
        /// The file is not valid JSON.
        case malformedJSON
        /// A key the schema does not have (often a typo).
        case unknownKey
        /// A value of the wrong type (a string where a number belongs).
        case wrongType
        /// A value of the right type that is not allowed (a negative width, scale 4).
        case invalidValue
        /// A text style the platform does not have.
        case unknownStyle
        /// A content size category or range that cannot be read.
        case unknownCategory
        /// A font file that does not exist.
        case missingFont
        /// A required key is absent.
        case missingKey
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The spec file's path as given.
    public var file: String
    /// The 1-based line of the value or key at fault.
    public var line: Int
    /// The 1-based column, when known.
    public var column: Int?
    /// What is wrong.
    public var message: String
    /// What to do about it.
    public var hint: String?

    /// An error of `kind` at `file`:`line`(:`column`), with what to do in `hint`.
    public init(_ kind: Kind, file: String, line: Int, column: Int? = nil, _ message: String, hint: String? = nil) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    /// `path:line[:column]: error: message` and, on a second line, the hint.
    public var description: String {
        var text = "\(file):\(line)"
        if let column { text += ":\(column)" }
        text += ": error: \(message)"
        if let hint { text += "\n  hint: \(hint)" }
        return text
    }
}
