/// Escapes text for one line of terminal output: control characters (an ESC could recolour
/// or move the cursor) become `\u{1B}`-style escapes, line breaks `\n`.
package func terminalEscaped(_ text: String) -> String {
    // Most texts have no control character: copied whole, not scalar by scalar (callgrind, a
    // real app's text report: this escaping was 60% of writing it; issue 14).
    // Over the bytes themselves: `utf8.contains(where:)` called the closure per byte.
    var copy = text
    if !copy.withUTF8(hasTerminalControl) { return copy }
    return backslashEscaped(text, quotes: false) { scalar in
        guard scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) else { return nil }
        return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}

/// `terminalEscaped(text)` appended to `bytes` as UTF-8: a text with nothing to escape (nearly
/// every one) is copied straight from its storage, with no string made (the text report's lines
/// are built as bytes; issue 14).
package func appendTerminalEscaped(_ text: String, to bytes: inout [UInt8]) {
    var copy = text
    let copied = copy.withUTF8 { utf8 in
        guard !hasTerminalControl(utf8) else { return false }
        bytes.append(contentsOf: utf8)
        return true
    }
    if !copied { bytes.append(contentsOf: terminalEscaped(text).utf8) }
}

/// Whether UTF-8 text has a character `terminalEscaped` escapes: a C0 control, DEL, or one of
/// U+0080...U+009F, which are C2 80...C2 9F (a no-break space, C2 A0, is common in French and
/// is kept: telling it apart here spares its text the scalar-by-scalar rebuild).
private func hasTerminalControl(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    while i < utf8.count {
        let byte = utf8[i]
        if byte < 0x20 || byte == 0x7F { return true }
        if byte == 0xC2, i + 1 < utf8.count, utf8[i + 1] < 0xA0 { return true }
        i += 1
    }
    return false
}
