/// `text` as a JSON string literal (RFC 8259), quotes included: the one JSON quoting every TypeFit
/// writer uses.
///
/// `"` and `\` are escaped, and control characters as `\n`, `\r`, `\t`, `\b`, `\f` or `\u00XX`
/// (upper-case hex, as Xcode writes String Catalogs); everything else, non-ASCII included, is
/// written as is (UTF-8).
package func jsonQuoted(_ text: String) -> String {
    // Most texts need no escape: copied whole, not rebuilt (the JSON report quotes every text of
    // every entry with findings).
    rewrittenUTF8(text, when: needsJSONEscape) { utf8, out in appendQuoted(utf8, to: &out, forScript: false) }
        ?? "\"" + text + "\""
}

/// `jsonQuoted(text)` made safe to write inside an HTML `<script>` element: `<`, `>` and `&`
/// also escaped (`\u003c`, `\u003e`, `\u0026`: no `</script>` or comment can end the element
/// early), and U+2028 and U+2029 (`\u2028`, `\u2029`: line terminators in older JavaScript).
package func scriptQuoted(_ text: String) -> String {
    rewrittenUTF8(text, when: { needsJSONEscape($0) || $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0xE2 }) { utf8, out in
        appendQuoted(utf8, to: &out, forScript: true)
    } ?? "\"" + text + "\""
}

/// `jsonQuoted(text)` appended to UTF-8 `bytes` (the JSON and SARIF writers' objects), no
/// string made of it.
package func appendJSONQuoted(_ text: String, to bytes: inout [UInt8]) {
    var text = text
    text.withUTF8 { appendQuoted($0, to: &bytes, forScript: false) }
}

/// Whether a UTF-8 byte makes a text need JSON escapes: a control character, `"` or `\`.
private func needsJSONEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
}

/// UTF-8 `text` between quotes, with `appendJSONEscaped`'s escapes.
private func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, to out: inout [UInt8], forScript: Bool) {
    out.append(UInt8(ascii: "\""))
    appendJSONEscaped(text, to: &out, forScript: forScript)
    out.append(UInt8(ascii: "\""))
}

/// UTF-8 `text` with `jsonQuoted`'s escapes (and with `forScript`, `scriptQuoted`'s), quotes
/// not included, appended to `out`: byte by byte, runs with nothing to escape copied at once
/// (scalar by scalar, the HTML report's quoting was a twentieth of its whole `typefit check`;
/// callgrind, issue 14). Every escaped character is ASCII but U+2028 and U+2029 (E2 80 A8 and
/// A9), so no other byte of a multi-byte sequence can match.
private func appendJSONEscaped(_ text: UnsafeBufferPointer<UInt8>, to out: inout [UInt8], forScript: Bool) {
    var runStart = 0
    var i = 0
    func escape(_ replacement: String, skipping length: Int = 1) {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<i]))
        out.append(contentsOf: replacement.utf8)
        i += length
        runStart = i
    }
    while i < text.count {
        let byte = text[i]
        switch byte {
        case 0x22: escape("\\\"")
        case 0x5C: escape("\\\\")
        case 0x0A: escape("\\n")
        case 0x0D: escape("\\r")
        case 0x09: escape("\\t")
        case 0x08: escape("\\b")
        case 0x0C: escape("\\f")
        case 0x00..<0x20:
            out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<i]))
            out.append(contentsOf: "\\u00".utf8)
            appendHexDigits(of: byte, to: &out)
            i += 1
            runStart = i
        case 0x3C where forScript: escape("\\u003c")
        case 0x3E where forScript: escape("\\u003e")
        case 0x26 where forScript: escape("\\u0026")
        case 0xE2 where forScript && i + 2 < text.count && text[i + 1] == 0x80 && (text[i + 2] == 0xA8 || text[i + 2] == 0xA9):
            escape(text[i + 2] == 0xA8 ? "\\u2028" : "\\u2029", skipping: 3)
        default:
            i += 1
        }
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<text.count]))
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
