/// The output formats of `typefit table`.
enum TableFormat: String, CaseIterable, Sendable {
    case text, markdown, csv, json, html, tokens

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
