/// A localization key as an app's files name it: the key (or a glob over keys), and its table.
public struct KeyReference: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The key; when `isPattern`, a glob in the spec's `match` syntax (`*`, `?`, `\`).
    public var key: String
    /// `true` for keys built from interpolated literals (`Text("Hello \(name)")`): the part
    /// the compiler turns into a format specifier is written `%*`, since its type (`%@`,
    /// `%lld`) is not known to a scanner; literal `*`, `?` and `\` are escaped.
    public var isPattern: Bool
    /// The strings table: `Main` for `Main.storyboard`, `tableName:`/`table:` in code; `nil` is
    /// the default table (`Localizable`).
    public var table: String?

    public init(key: String, isPattern: Bool = false, table: String? = nil) {
        self.key = key
        self.isPattern = isPattern
        self.table = table
    }

    /// The table's name, `Localizable` when none is given.
    public var tableName: String { table ?? "Localizable" }

    /// `key` or `key (table Main)`.
    public var description: String {
        table.map { "\(key) (table \($0))" } ?? key
    }

    /// A pattern for a literal built from text and interpolations: literal pieces escaped,
    /// each interpolation `%*` (the format specifier a `LocalizedStringKey` or `String(localized:)`
    /// key has there), or `*` when the literal is the key itself, built at run time
    /// (`NSLocalizedString("category.\(name)", comment: "")`).
    static func pattern(pieces: [StringPiece], table: String?, interpolation: String = "%*") -> KeyReference {
        var key = ""
        for piece in pieces {
            switch piece {
            case .text(let text):
                for character in text {
                    if character == "*" || character == "?" || character == "\\" { key.append("\\") }
                    key.append(character)
                }
            case .interpolation:
                key += interpolation
            }
        }
        return KeyReference(key: key, isPattern: true, table: table)
    }
}

/// A piece of a string literal: text (escapes decoded), or an interpolation `\(...)`.
enum StringPiece: Sendable, Hashable {
    case text(String)
    case interpolation
}
