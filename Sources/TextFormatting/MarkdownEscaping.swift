/// Escapes text for Markdown inline content and table cells, the one rule of every Markdown
/// TypeFit writes (the check report, `typefit table --format markdown`): HTML is neutralized
/// (`& < >` as references), Markdown punctuation (`\ ` * _ [ ] | ~`) is backslash-escaped so
/// it cannot format or end a cell, and line breaks and other controls are written as escapes
/// (see `terminalEscaped`), so a cell stays on one line.
package func markdownEscaped(_ text: String) -> String {
    var out = ""
    for scalar in terminalEscaped(text).unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\\", "`", "*", "_", "[", "]", "|", "~":
            out += "\\" + String(scalar)
        default:
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}
