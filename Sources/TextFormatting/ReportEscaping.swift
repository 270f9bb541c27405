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
