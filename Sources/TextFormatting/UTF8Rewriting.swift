/// `text` rebuilt from its UTF-8 bytes by `rewrite` when one of them `needsRewrite`; nil when
/// none does, so the caller keeps the text whole (most texts of a report have nothing to
/// escape). The byte-level escapers of the report writers share it: rebuilt scalar by scalar,
/// escaping was a large part of writing a real app's reports (callgrind, issue 14).
func rewrittenUTF8(
    _ text: String, when needsRewrite: (UInt8) -> Bool, _ rewrite: (UnsafeBufferPointer<UInt8>, inout [UInt8]) -> Void
) -> String? {
    var text = text
    let bytes: [UInt8]? = text.withUTF8 { utf8 in
        guard utf8.contains(where: needsRewrite) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 16)
        rewrite(utf8, &out)
        return out
    }
    return bytes.map { String(decoding: $0, as: UTF8.self) }
}

/// Appends `byte` as two upper-case hexadecimal digits: the `0A` of `%0A` and the `1F` of
/// `\u001F`, as the byte-level escapers write them.
func appendHexDigits(of byte: UInt8, to out: inout [UInt8]) {
    func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
    out.append(digit(byte >> 4))
    out.append(digit(byte & 15))
}
