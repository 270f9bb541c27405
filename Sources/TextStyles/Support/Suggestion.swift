/// Finds the known spelling nearest to a mistyped one, for "did you mean" hints.
///
/// Distance is the Levenshtein edit distance between normalized spellings (see
/// ``SpellingKey``). Ties go to the candidate whose trailing number is closest (`AX6` suggests
/// `AX5`, not `AX1`), then to the earlier candidate. A suggestion is only made when at most about
/// a third of the typed text must change.
package enum Suggestion {
    /// The display name of the candidate nearest to `text`, if one is near enough.
    /// - Parameter candidates: pairs of (spelling to compare with, name to show).
    package static func nearest(to text: String, among candidates: [(spelling: String, display: String)]) -> String? {
        let typed = SpellingKey.normalize(text)
        guard !typed.isEmpty else { return nil }
        let typedNumber = trailingNumber(typed)
        var best: (distance: Int, numberGap: Int, display: String)?
        for candidate in candidates {
            let spelling = SpellingKey.normalize(candidate.spelling)
            guard !spelling.isEmpty else { continue }
            let distance = editDistance(typed, spelling)
            var gap = Int.max
            if let a = typedNumber, let b = trailingNumber(spelling) { gap = abs(a - b) }
            if best == nil || distance < best!.distance || (distance == best!.distance && gap < best!.numberGap) {
                best = (distance, gap, candidate.display)
            }
        }
        guard let best else { return nil }
        let allowed = max(1, (typed.count + 2) / 3)
        return best.distance <= allowed ? best.display : nil
    }

    /// The Levenshtein distance between two strings, by Unicode scalar.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The number the text ends with, if any (`ax6` -> 6).
    private static func trailingNumber(_ text: String) -> Int? {
        let digits = text.unicodeScalars.reversed().prefix { ("0"..."9").contains($0) }
        return digits.isEmpty ? nil : Int(String(String.UnicodeScalarView(digits.reversed())))
    }
}

extension Suggestion {
    /// The entry of `candidates` nearest to `text`, if one is near enough (for option names,
    /// subcommands and formats).
    package static func nearest(to text: String, among candidates: [String]) -> String? {
        nearest(to: text, among: candidates.map { (spelling: $0, display: $0) })
    }
}
