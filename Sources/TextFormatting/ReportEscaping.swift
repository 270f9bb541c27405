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
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".unicodeScalars)
    var encoded = ""
    for byte in path.utf8 {
        let scalar = Unicode.Scalar(byte)
        if byte < 0x80, allowed.contains(scalar) {
            encoded.unicodeScalars.append(scalar)
        } else {
            let hex = String(byte, radix: 16, uppercase: true)
            encoded += "%" + (hex.count < 2 ? "0" : "") + hex
        }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
}
