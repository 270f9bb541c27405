/// Escapes text for one line of terminal output: control characters (an ESC could recolour
/// or move the cursor) become `\u{1B}`-style escapes, line breaks `\n`.
func terminalEscaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out
}

/// Escapes text for Markdown inline content and table cells: HTML is neutralized, Markdown
/// punctuation is backslash-escaped, `|` cannot end a cell, and line breaks become spaces.
func markdownEscaped(_ text: String) -> String {
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

/// Escapes a GitHub Actions workflow command message: `%`, CR and LF.
func workflowMessageEscaped(_ text: String) -> String {
    text.replacingPercentEncoded(["%": "%25", "\r": "%0D", "\n": "%0A"])
}

/// Escapes a GitHub Actions workflow command property value: also `:` and `,`.
func workflowPropertyEscaped(_ text: String) -> String {
    text.replacingPercentEncoded(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
}

extension String {
    fileprivate func replacingPercentEncoded(_ table: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in unicodeScalars {
            if let replacement = table[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}

/// A SARIF `artifactLocation.uri` for a path as the readers give it: relative paths stay
/// relative (percent-encoded), absolute paths become `file://` URIs.
func sarifURI(_ path: String) -> String {
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".unicodeScalars)
    var encoded = ""
    for byte in path.utf8 {
        let scalar = Unicode.Scalar(byte)
        if byte < 0x80, allowed.contains(scalar) {
            encoded.unicodeScalars.append(scalar)
        } else {
            encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
}
