/// Escapes a GitHub Actions workflow command message: `%`, CR and LF.
package func workflowMessageEscaped(_ text: String) -> String {
    percentEncoded(text, alsoSeparators: false)
}

/// Escapes a GitHub Actions workflow command property value: also `:` and `,`.
package func workflowPropertyEscaped(_ text: String) -> String {
    percentEncoded(text, alsoSeparators: true)
}

/// `text` with `%`, CR and LF (and with `alsoSeparators`, `:` and `,`) as `%XX`, byte by byte:
/// with a table built per call and the text rebuilt scalar by scalar, escaping was most of
/// writing a real app's GitHub annotations (20,000 instructions a text; callgrind, issue 14).
/// Only ASCII is replaced, so no byte of a multi-byte sequence can match.
private func percentEncoded(_ text: String, alsoSeparators: Bool) -> String {
    func replaces(_ byte: UInt8) -> Bool {
        byte == 0x25 || byte == 0x0D || byte == 0x0A || (alsoSeparators && (byte == 0x3A || byte == 0x2C))
    }
    return rewrittenUTF8(text, when: replaces) { utf8, out in
        for byte in utf8 {
            if replaces(byte) {
                out.append(UInt8(ascii: "%"))
                appendHexDigits(of: byte, to: &out)
            } else {
                out.append(byte)
            }
        }
    } ?? text
}

/// A SARIF `artifactLocation.uri` for a path as the readers give it: relative paths stay
/// relative (percent-encoded, RFC 3986 unreserved characters and `/` kept), absolute paths
/// become `file://` URIs.
package func sarifURI(_ path: String) -> String {
    // Byte by byte into bytes: with a set of the allowed characters made per call and the
    // string built scalar by scalar, a path took 52,000 instructions (callgrind, a real app's
    // SARIF report: over two fifths of its writing; issue 14).
    var encoded: [UInt8] = []
    encoded.reserveCapacity(path.utf8.count + 8)
    if path.hasPrefix("/") { encoded.append(contentsOf: "file://".utf8) }
    for byte in path.utf8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            encoded.append(byte)
        default:
            encoded.append(UInt8(ascii: "%"))
            appendHexDigits(of: byte, to: &encoded)
        }
    }
    return String(decoding: encoded, as: UTF8.self)
}
