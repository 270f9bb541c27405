import TextFormatting

/// The output formats of `typefit table`.
enum TableFormat: String, CaseIterable, Sendable {
    case text, markdown, csv, json, html, tokens

    /// What the name does not say, for the help: `tokens (W3C Design Tokens JSON)`.
    var note: String? {
        self == .tokens ? "W3C Design Tokens JSON" : nil
    }

    /// The names of the formats for `--help`, each with its note.
    static var helpList: String {
        allCases.map { format in format.rawValue + (format.note.map { " (\($0))" } ?? "") }.joinedAsProse("or")
    }

    /// The table written in this format.
    func render(_ table: StyleTable, reporter: Reporter) -> String {
        switch self {
        case .text: TextTableFormat.render(table, reporter: reporter)
        case .markdown: MarkdownFormat.render(table)
        case .csv: CSVFormat.render(table)
        case .json: JSONFormat.render(table)
        case .html: HTMLFormat.render(table)
        case .tokens: DesignTokensFormat.render(table)
        }
    }
}
