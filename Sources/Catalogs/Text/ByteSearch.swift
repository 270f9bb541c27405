import Foundation

/// Whether `text`'s UTF-8 has `byte` (an ASCII character: it encodes nothing else), by `memchr`
/// over the string's own storage.
///
/// `text.utf8.contains(byte)` walks the view byte by byte through its generic iterator: about
/// 10 instructions a byte, and format specifiers are looked for this way in every text a check
/// measures, twice (callgrind, a real app's check; issue 14).
func utf8Contains(_ text: String, _ byte: UInt8) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
    }
}
