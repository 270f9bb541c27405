/// A user's choice of Android font scales: `1.3`, `1.0,1.5`, `130%`, `1.15x`, `1.0...1.5`, `all`.
public enum FontScaleSelection {
    /// The selected scales, ascending without repeats. Ranges and `all` take scales from
    /// `standard` (the ones Android's Settings offers); a single scale may be any positive number
    /// up to 10 (sizes between tables are interpolated).
    public static func parse(_ text: String, standard: [Double]) throws(TextStyleError) -> [Double] {
        var scales: [Double] = []
        let pieces = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard !text.trimmingSpaces.isEmpty, !pieces.contains(where: \.isEmpty) else {
            throw .invalidFontScale(text, reason: "it has an empty item")
        }
        for piece in pieces {
            if piece.lowercased() == "all" {
                scales += standard
                continue
            }
            var handled = false
            for separator in ["...", "..", "-"] {
                guard let range = piece.firstRange(of: separator), range.lowerBound != piece.startIndex || separator != "-" else { continue }
                let lowerText = String(piece[..<range.lowerBound]), upperText = String(piece[range.upperBound...])
                let lower = lowerText.trimmingSpaces.isEmpty ? (standard.first ?? 1) : try number(lowerText, in: text)
                let upper = upperText.trimmingSpaces.isEmpty ? (standard.last ?? 1) : try number(upperText, in: text)
                guard lower <= upper else { throw .invalidFontScale(text, reason: "'\(piece)' runs backwards") }
                scales += standard.filter { lower <= $0 && $0 <= upper }
                handled = true
                break
            }
            if !handled { scales.append(try number(piece, in: text)) }
        }
        guard !scales.isEmpty else { throw .invalidFontScale(text, reason: "no font scale of Android's (\(standard.map { String($0) }.joined(separator: ", "))) is in it") }
        return Array(Set(scales)).sorted()
    }

    private static func number(_ piece: String, in text: String) throws(TextStyleError) -> Double {
        var body = piece.trimmingSpaces.lowercased()
        var divisor = 1.0
        if body.hasSuffix("%") { body.removeLast(); divisor = 100 } else if body.hasSuffix("x") { body.removeLast() }
        guard let value = parseDecimal(body.trimmingSpaces).map({ $0 / divisor }) else {
            throw .invalidFontScale(text, reason: "'\(piece)' is not a number")
        }
        guard value.isFinite, value > 0, value <= 10 else {
            throw .invalidFontScale(text, reason: "'\(piece)' is not a font scale between 0 and 10")
        }
        return value
    }
}
