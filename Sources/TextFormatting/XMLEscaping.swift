/// Escapes text for XML and HTML content and attribute values: the one escaping every TypeFit
/// writer of XML, HTML and SVG uses.
///
/// `& < > " '` become references; characters XML 1.0 forbids (C0 controls other than tab, line
/// feed and carriage return, and U+FFFE/U+FFFF) become U+FFFD, so a hostile translation can never
/// make a report ill-formed. In attributes, tab and line breaks become character references so
/// they survive attribute-value normalization; in content a carriage return does too.
///
/// - Parameter quotes: escape `"` and `'` (always in attributes). Content may keep them, which
///   is what files people read and commit want (an Android `"  kept  "` string stays readable).
package func xmlEscaped(_ text: String, attribute: Bool = false, quotes: Bool = true) -> String {
    // Most texts have nothing to escape (no markup character, no control, no U+FFFE/U+FFFF,
    // whose UTF-8 starts with 0xEF): returned whole, not rebuilt scalar by scalar.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF }) {
        return text
    }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    let escapesQuotes = quotes || attribute
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"" where escapesQuotes: out += "&quot;"
        case "'" where escapesQuotes: out += "&#39;"
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
