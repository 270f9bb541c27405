/// Escapes a GitHub Actions workflow command message: `%`, CR and LF.
package func workflowMessageEscaped(_ text: String) -> String {
    text.replacingPercentEncoded(["%": "%25", "\r": "%0D", "\n": "%0A"])
}

/// Escapes a GitHub Actions workflow command property value: also `:` and `,`.
package func workflowPropertyEscaped(_ text: String) -> String {
    text.replacingPercentEncoded(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
}

extension String {
    fileprivate func replacingPercentEncoded(_ table: [Unicode.Scalar: String]) -> String {
        // Only ASCII characters are replaced: a text without any of them is returned whole.
        var low: UInt64 = 0, high: UInt64 = 0
        for key in table.keys where key.value < 128 {
            if key.value < 64 { low |= 1 << UInt64(key.value) } else { high |= 1 << UInt64(key.value - 64) }
        }
        let replaces = { (byte: UInt8) -> Bool in
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
        }
        guard utf8.contains(where: replaces) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            if let replacement = table[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}

/// A SARIF `artifactLocation.uri` for a path as the readers give it: relative paths stay
/// relative (percent-encoded, RFC 3986 unreserved characters and `/` kept), absolute paths
/// become `file://` URIs.
package func sarifURI(_ path: String) -> String {
    // Byte by byte into bytes: with a set of the allowed characters made per call and the
    // string built scalar by scalar, a path took 52,000 instructions (callgrind, a real app's
    // SARIF report: half of its writing; issue 14).
    let hex = Array("0123456789ABCDEF".utf8)
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
            encoded.append(hex[Int(byte >> 4)])
            encoded.append(hex[Int(byte & 15)])
        }
    }
    return String(decoding: encoded, as: UTF8.self)
}
