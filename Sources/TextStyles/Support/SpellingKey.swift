/// The comparison key for names users type: lowercase letters and digits only.
///
/// `Large Title`, `large-title`, `largeTitle` and `.largeTitle` all become `largetitle`.
enum SpellingKey {
    /// `text` lowercased, with everything but ASCII letters and digits removed.
    static func normalize(_ text: String) -> String {
        String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter {
            ("a"..."z").contains($0) || ("0"..."9").contains($0)
        }))
    }
}
