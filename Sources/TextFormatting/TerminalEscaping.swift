/// Escapes text for one line of terminal output: control characters (an ESC could recolour
/// or move the cursor) become `\u{1B}`-style escapes, line breaks `\n`.
package func terminalEscaped(_ text: String) -> String {
    backslashEscaped(text, quotes: false) { scalar in
        guard scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) else { return nil }
        return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
