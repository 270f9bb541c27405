/// Where an entry or an issue comes from: a file path, a 1-based line and an optional column.
///
/// Whole-file problems (an unreadable file, an unknown format) are reported at line 1 so that
/// every location can be shown as `path:line` and used in SARIF, which requires a line.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file path as it was given to the reader.
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, when the reader knows it.
    public var column: Int?

    /// A place in `file`: a 1-based line, and a 1-based column when known.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line` or `path:line:column`.
    public var description: String {
        if let column { return "\(file):\(line):\(column)" }
        return "\(file):\(line)"
    }
}
