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
    let escapesQuotes = quotes || attribute
    // Byte by byte, runs with nothing to escape copied at once: scalar by scalar, escaping was a
    // third of writing a real app's JUnit report (callgrind, issue 14). Every character replaced
    // is ASCII but U+FFFE and U+FFFF (EF BF BE and EF BF BF), so no byte of another multi-byte
    // sequence can match. Most texts have nothing to escape (no markup character, no control, no
    // U+FFFE/U+FFFF, whose UTF-8 starts with 0xEF): returned whole.
    return rewrittenUTF8(text, when: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF }) { utf8, out in
        var runStart = 0, i = 0
        func replace(_ replacement: StaticString, length: Int = 1) {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
            replacement.withUTF8Buffer { out.append(contentsOf: $0) }
            i += length
            runStart = i
        }
        while i < utf8.count {
            switch utf8[i] {
            case 0x26: replace("&amp;")
            case 0x3C: replace("&lt;")
            case 0x3E: replace("&gt;")
            case 0x22 where escapesQuotes: replace("&quot;")
            case 0x27 where escapesQuotes: replace("&#39;")
            case 0x0A where attribute: replace("&#10;")
            case 0x0D: replace("&#13;")
            case 0x09 where attribute: replace("&#9;")
            case 0x09, 0x0A: i += 1
            case 0x00..<0x20: replace("\u{FFFD}")
            case 0xEF where i + 2 < utf8.count && utf8[i + 1] == 0xBF && (utf8[i + 2] == 0xBE || utf8[i + 2] == 0xBF):
                replace("\u{FFFD}", length: 3)
            default: i += 1
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    } ?? text
}
