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
        var bytes: [UInt8] = []
        appendDescription(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `description` appended to `bytes` as UTF-8, with no string made: the text report writes a
    /// location per entry line (issue 14).
    public func appendDescription(to bytes: inout [UInt8]) {
        var file = file
        file.withUTF8 { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: String(line).utf8)
        if let column {
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: String(column).utf8)
        }
    }
}
