/// Escapes text for XML and HTML content and attribute values.
///
/// `& < > " '` become references; characters XML 1.0 forbids (most C0 controls, unpaired
/// surrogates cannot occur in Swift strings, U+FFFE/U+FFFF) become U+FFFD; in attributes, tab
/// and line breaks become character references so they survive attribute normalization.
func xmlEscaped(_ text: String, attribute: Bool = false) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        case "\n": out += attribute ? "&#10;" : "\n"
        case "\r": out += "&#13;"
        case "\t": out += attribute ? "&#9;" : "\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                out += "\u{FFFD}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out
}

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
