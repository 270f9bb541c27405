/// Escapes text for one line of terminal output: control characters (an ESC could recolour
/// or move the cursor) become `\u{1B}`-style escapes, line breaks `\n`.
package func terminalEscaped(_ text: String) -> String {
    // Most texts have no control character: copied whole, not scalar by scalar (callgrind, a
    // real app's text report: this escaping was 60% of writing it; issue 14). U+0080...U+009F
    // are C2 80...C2 9F in UTF-8, so a text without C2 has none of them.
    // Over the bytes themselves: `utf8.contains(where:)` called the closure per byte.
    var copy = text
    if !copy.withUTF8({ bytes in bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 } }) {
        return copy
    }
    return backslashEscaped(text, quotes: false) { scalar in
        guard scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) else { return nil }
        return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
