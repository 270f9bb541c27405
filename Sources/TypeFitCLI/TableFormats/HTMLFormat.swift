import TextFormatting
import TextStyles

/// The table as one self-contained HTML page a designer can open offline: inline CSS, no
/// scripts, no external resources, every text escaped.
enum HTMLFormat {
    static func render(_ table: StyleTable) -> String {
        let showWeight = table.columns.contains(.weight)
        let showEmphasized = table.columns.contains(.emphasizedWeight)
        // A constant, written into the style element as is (CSS there is not entity-decoded).
        let fontStack = table.platform == .android
            ? "Roboto, system-ui, sans-serif"
            : "-apple-system, BlinkMacSystemFont, 'SF Pro Text', system-ui, sans-serif"
        let preview = table.settings.first { $0 == .category(.default) || $0 == .fontScale(1.0) || $0 == .fixed } ?? table.settings.first

        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="typefit \(TypeFit.version)">
            <title>\(escape(table.title))</title>
            <style>
            body { font: 14px/1.4 system-ui, -apple-system, sans-serif; margin: 2rem; color: #1d1d1f; background: #fff; }
            h1 { font-size: 1.5rem; }
            table { border-collapse: collapse; }
            th, td { padding: 0.35rem 0.6rem; border-bottom: 1px solid #e5e5ea; text-align: right; white-space: nowrap; }
            th[scope=row], td.text, thead th.text { text-align: left; }
            thead th { position: sticky; top: 0; background: #f5f5f7; }
            td.default, th.default { background: #eef4ff; }
            .preview { font-family: \(fontStack); text-align: left; }
            .note { color: #6e6e73; max-width: 60rem; }
            @media (prefers-color-scheme: dark) {
              body { color: #f5f5f7; background: #1c1c1e; }
              thead th { background: #2c2c2e; }
              th, td { border-color: #3a3a3c; }
              td.default, th.default { background: #1f2a44; }
            }
            </style>
            </head>
            <body>
            <h1>\(escape(table.title))</h1>
            <p class="note">\(escape(table.legend))</p>
            <table>
            <thead>
            <tr><th class="text">Style</th>
            """
        if showWeight { html += "<th class=\"text\">Weight</th>" }
        if showEmphasized { html += "<th class=\"text\">Emphasized</th>" }
        for setting in table.settings {
            html += "<th\(setting == preview ? " class=\"default\"" : "")>\(escape(setting.name))</th>"
        }
        if preview != nil { html += "<th class=\"text\">Preview (\(escape(preview!.name)))</th>" }
        html += "</tr>\n</thead>\n<tbody>\n"
        for style in table.styles {
            let weights = table.weights(of: style)
            html += "<tr><th scope=\"row\">\(escape(style.name))</th>"
            if showWeight { html += "<td class=\"text\">\(escape(weights.weight?.displayName ?? ""))</td>" }
            if showEmphasized { html += "<td class=\"text\">\(escape(weights.emphasized?.displayName ?? ""))</td>" }
            for setting in table.settings {
                let text = table.cell(style, setting).map(table.cellText) ?? "-"
                html += "<td\(setting == preview ? " class=\"default\"" : "")>\(escape(text))</td>"
            }
            if let preview, let cell = table.cell(style, preview) {
                var css = "font-size: \(NumberText.short(cell.size))px;"
                if let leading = cell.leading { css += " line-height: \(NumberText.short(leading))px;" }
                if let weight = cell.weight { css += " font-weight: \(weight.numericValue);" }
                html += "<td class=\"preview\" style=\"\(escape(css))\">\(escape(style.name))</td>"
            }
            html += "</tr>\n"
        }
        html += """
            </tbody>
            </table>
            <p class="note">\(escape(table.source))</p>
            <p class="note">Made by typefit \(escape(TypeFit.version)). The preview uses this computer's system font, which may not be the platform's.</p>
            </body>
            </html>

            """
        return html
    }

    /// `text` with the HTML special characters escaped.
    static func escape(_ text: String) -> String { xmlEscaped(text) }
}
