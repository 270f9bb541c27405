import TextFormatting

/// The table for a terminal: styles down, sizes across, columns aligned.
enum TextTableFormat {
    static func render(_ table: StyleTable, reporter: Reporter) -> String {
        var header = ["Style"]
        let showWeights = table.columns.contains(.weight)
        let showEmphasized = table.columns.contains(.emphasizedWeight)
        if showWeights { header.append("Weight") }
        if showEmphasized { header.append("Emphasized") }
        let leadingColumns = header.count
        header += table.settings.map(\.name)

        var rows: [[String]] = []
        for style in table.styles {
            var row = [style.name]
            let weights = table.weights(of: style)
            if showWeights { row.append(weights.weight?.displayName ?? "") }
            if showEmphasized { row.append(weights.emphasized?.displayName ?? "") }
            row += table.settings.map { setting in table.cell(style, setting).map(table.cellText) ?? "-" }
            rows.append(row)
        }

        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String], bold: Bool) -> String {
            var parts: [String] = []
            for (column, text) in cells.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - text.count)
                let aligned = column < leadingColumns ? text + padding : padding + text
                parts.append(bold ? reporter.styled(aligned, .bold) : aligned)
            }
            var result = parts.joined(separator: "  ")
            while result.hasSuffix(" ") { result.removeLast() }
            return result
        }

        var lines = [reporter.styled(table.title, .bold), ""]
        lines.append(line(header, bold: true))
        lines += rows.map { line($0, bold: false) }
        if case .customFont = table.kind {
            lines += ["", "Multipliers:"]
            for style in table.styles {
                let values = table.settings.compactMap { table.cell(style, $0)?.multiplier }.map { NumberText.fixed($0, decimals: 4) }
                lines.append("  " + style.name + ": " + values.joined(separator: " "))
            }
        }
        lines += ["", table.legend, reporter.styled(table.source, .dim)]
        return lines.joined(separator: "\n") + "\n"
    }
}
