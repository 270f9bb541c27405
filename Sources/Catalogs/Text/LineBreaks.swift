/// `text` with every lone carriage return (classic Mac OS line ends) made a line feed.
///
/// Readers count lines at line feeds; a file whose lines end with CR alone had every issue and
/// entry at line 1. XML already reads a lone CR as a line feed (XML 1.0 §2.11) and JSON as white
/// space, so only `.strings` texts change: a CR alone inside a quoted value becomes a line feed
/// (both break the line in UIKit). CR LF pairs are kept.
///
/// Both are ASCII, so the text's UTF-8 bytes are searched and changed in place of its scalars
/// (callgrind: `text.utf8.contains(13)`, the generic search, was 43M instructions for the 60 files
/// of a real app's catalogs, about 25 a byte; issue 14).
func normalizingLoneCarriageReturns(_ text: String) -> String {
    let carriageReturn = UInt8(ascii: "\r"), lineFeed = UInt8(ascii: "\n")
    var text = text
    let normalized: String? = text.withUTF8 { bytes in
        guard let first = bytes.firstIndex(of: carriageReturn) else { return nil }
        var copy = Array(bytes)
        for index in first..<copy.count where copy[index] == carriageReturn {
            if index + 1 == copy.count || copy[index + 1] != lineFeed { copy[index] = lineFeed }
        }
        return String(decoding: copy, as: UTF8.self)
    }
    return normalized ?? text
}
