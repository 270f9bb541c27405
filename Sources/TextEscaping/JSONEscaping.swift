/// `text` as a JSON string literal (RFC 8259), quotes included: the one JSON quoting every TypeFit
/// writer uses.
///
/// `"` and `\` are escaped, and control characters as `\n`, `\r`, `\t`, `\b`, `\f` or `\u00XX`
/// (upper-case hex, as Xcode writes String Catalogs); everything else, non-ASCII included, is
/// written as is (UTF-8).
public func jsonQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\u{8}": result += "\\b"
        case "\u{C}": result += "\\f"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
