/// A generated catalog in three parts: the head (the prolog and the `fuzz.before` entry), the
/// middle (the other entries, where damage goes) and the tail (the `fuzz.after` entry and the
/// end of the document).
struct Document {
    var head: String
    var middle: String
    var tail: String

    var text: String { head + middle + tail }

    /// Puts `markup` into the prolog, right after the XML declaration (a DOCTYPE, comments).
    mutating func prolog(_ markup: String) {
        guard let end = head.range(of: "?>\n") else { return head = markup + head }
        head.insert(contentsOf: markup, at: end.upperBound)
    }

    /// Puts `snippet` into the middle at the start of one of its lines.
    mutating func insertLine(_ snippet: String, _ random: inout SeededRandom) {
        let lineStarts = [middle.startIndex] + middle.indices.filter { middle[$0] == "\n" }.map { middle.index(after: $0) }
        let position = random.pick(lineStarts)
        middle.insert(contentsOf: snippet, at: position)
    }
}

/// A damage a reader must recover from: it changes the document and keeps both sentinels
/// readable.
struct Damage {
    var name: String
    var apply: (inout Document, inout SeededRandom) -> Void
}

/// What each generator provides.
protocol CatalogGenerator {
    /// A valid document with `entries` entries in its middle.
    func document(entries: Int, _ random: inout SeededRandom) -> Document
    /// Damage the format lets a reader recover from: the entries around it must be kept.
    var recoverableDamage: [Damage] { get }
    /// Whether a syntax error keeps the entries before it (XML and `.strings` do; a JSON
    /// document is read whole or not at all).
    var keepsEntriesBeforeASyntaxError: Bool { get }
}
