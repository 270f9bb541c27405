/// `text` with every lone carriage return (classic Mac OS line ends) made a line feed.
///
/// Readers count lines at line feeds; a file whose lines end with CR alone had every issue and
/// entry at line 1. XML already reads a lone CR as a line feed (XML 1.0 §2.11) and JSON as white
/// space, so only `.strings` texts change: a CR alone inside a quoted value becomes a line feed
/// (both break the line in UIKit). CR LF pairs are kept.
func normalizingLoneCarriageReturns(_ text: String) -> String {
    guard text.utf8.contains(13) else { return text }
    var scalars = Array(text.unicodeScalars)
    for index in scalars.indices where scalars[index] == "\r" {
        if index + 1 == scalars.count || scalars[index + 1] != "\n" { scalars[index] = "\n" }
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
}
