/// `text` as a JSON string literal (RFC 8259), quotes included: the one JSON quoting every TypeFit
/// writer uses.
///
/// `"` and `\` are escaped, and control characters as `\n`, `\r`, `\t`, `\b`, `\f` or `\u00XX`
/// (upper-case hex, as Xcode writes String Catalogs); everything else, non-ASCII included, is
/// written as is (UTF-8).
package func jsonQuoted(_ text: String) -> String {
    // Most texts need no escape: copied whole, not scalar by scalar (the JSON report quotes
    // every text of every entry with findings).
    var text = text
    if text.withUTF8(isPlainJSON) { return "\"" + text + "\"" }
    return jsonEscaped(text)
}

/// `jsonQuoted(text)` appended to UTF-8 `bytes` (the JSON and SARIF writers' objects): a text
/// with nothing to escape is copied between its quotes as it is, no string made of it.
package func appendJSONQuoted(_ text: String, to bytes: inout [UInt8]) {
    var text = text
    let copied = text.withUTF8 { utf8 in
        guard isPlainJSON(utf8) else { return false }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: utf8)
        bytes.append(UInt8(ascii: "\""))
        return true
    }
    if !copied { bytes.append(contentsOf: jsonEscaped(text).utf8) }
}

/// Whether UTF-8 text goes between JSON quotes as it is: no control character, `"` or `\`.
private func isPlainJSON(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    !utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
}

/// `text` quoted with its escapes, scalar by scalar (see `jsonQuoted`).
private func jsonEscaped(_ text: String) -> String {
    quotedLiteral(text) { scalar in
        switch scalar {
        case "\u{8}": return "\\b"
        case "\u{C}": return "\\f"
        default:
            guard scalar.value < 0x20 else { return nil }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}

/// `text` as a `.strings` quoted string: `"`, `\`, line breaks and tabs escaped, as in
/// `jsonQuoted`, and U+0000 as `\U0000`; other characters, controls included, are written as is
/// (Apple's `.strings` parser reads them literally). A NUL byte makes a UTF-8 file look like
/// UTF-16 to a reader that guesses the encoding: a pseudo-localized file with two was read back
/// as UTF-16 (typefit-fuzz).
package func stringsQuoted(_ text: String) -> String {
    quotedLiteral(text) { $0 == "\u{0}" ? "\\U0000" : nil }
}

/// `text` between double quotes, with `"` and `\` escaped and the rest as `backslashEscaped`
/// writes it.
private func quotedLiteral(_ text: String, escape: (Unicode.Scalar) -> String?) -> String {
    "\"" + backslashEscaped(text, quotes: true, escape: escape) + "\""
}

/// `text` with `\n`, `\r` and `\t` written as backslash escapes, the way JSON, `.strings` and
/// Swift spell them; `"` and `\` escaped too when `quotes`; and any other scalar `escape`
/// answers for replaced. The one loop of the JSON, `.strings` and terminal escapers.
func backslashEscaped(_ text: String, quotes: Bool, escape: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"" where quotes: result += "\\\""
        case "\\" where quotes: result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if let escaped = escape(scalar) { result += escaped } else { result.unicodeScalars.append(scalar) }
        }
    }
    return result
}
