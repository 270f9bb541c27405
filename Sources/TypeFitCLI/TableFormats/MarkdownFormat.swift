import TextFormatting

/// The table as GitHub-flavoured Markdown.
enum MarkdownFormat {
    static func render(_ table: StyleTable) -> String {
        var header = ["Style"]
        var alignment = [":--"]
        if table.columns.contains(.weight) { header.append("Weight"); alignment.append(":--") }
        if table.columns.contains(.emphasizedWeight) { header.append("Emphasized"); alignment.append(":--") }
        header += table.settings.map(\.name)
        alignment += table.settings.map { _ in "--:" }

        var lines = ["### " + markdownEscaped(table.title), ""]
        lines.append("| " + header.map(markdownEscaped).joined(separator: " | ") + " |")
        lines.append("| " + alignment.joined(separator: " | ") + " |")
        for style in table.styles {
            var row = [style.name]
            let weights = table.weights(of: style)
            if table.columns.contains(.weight) { row.append(weights.weight?.displayName ?? "") }
            if table.columns.contains(.emphasizedWeight) { row.append(weights.emphasized?.displayName ?? "") }
            row += table.settings.map { table.cell(style, $0).map(table.cellText) ?? "-" }
            lines.append("| " + row.map(markdownEscaped).joined(separator: " | ") + " |")
        }
        lines += ["", markdownEscaped(table.legend) + " " + markdownEscaped(table.source)]
        return lines.joined(separator: "\n") + "\n"
    }
}
