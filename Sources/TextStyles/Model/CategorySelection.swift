/// A user's choice of content size categories: named ones and ranges, kept apart.
///
/// The difference matters on a platform that lacks some categories: watchOS has no Medium, so
/// `Medium` there is an error, while the range `Small...Large` simply skips it.
public struct CategorySelection: Sendable, Equatable {
    /// One comma-separated part of a selection.
    public enum Part: Sendable, Equatable {
        /// A category named on its own.
        case single(ContentSizeCategory)
        /// Every category from the first through the second.
        case range(ContentSizeCategory, ContentSizeCategory)
    }

    /// The parts in the order given.
    public let parts: [Part]

    /// Every selected category, smallest first, without repeats.
    public var categories: [ContentSizeCategory] {
        ContentSizeCategory.allCases.filter { category in
            parts.contains { part in
                switch part {
                case .single(let single): single == category
                case .range(let lower, let upper): lower <= category && category <= upper
                }
            }
        }
    }

    /// Parses `all`, lists, and ranges (`L...AX5`, `L-AX5`, `Large..<AX1`, `AX1...`, `...Large`).
    public static func parse(_ text: String) throws(TextStyleError) -> CategorySelection {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { throw .invalidSelection(text, reason: "it is empty") }
        var parts: [Part] = []
        for piece in trimmed.split(separator: ",", omittingEmptySubsequences: false).map({ String($0).trimmingSpaces }) {
            guard !piece.isEmpty else { throw .invalidSelection(text, reason: "it has an empty item") }
            parts.append(try parsePart(piece, in: text))
        }
        return CategorySelection(parts: parts)
    }

    /// The selected categories among `available`: a named category that is not available is an
    /// error listing the available ones; ranges keep only available categories.
    public func resolve(among available: [ContentSizeCategory], platform: Platform) throws(TextStyleError) -> [ContentSizeCategory] {
        for case .single(let category) in parts where !available.contains(category) {
            throw .unavailableCategory(category.higName, platform: platform, valid: available.map(\.higName))
        }
        let chosen = categories.filter(available.contains)
        if chosen.isEmpty {
            throw .unavailableCategory(parts.description, platform: platform, valid: available.map(\.higName))
        }
        return chosen
    }

    private static func parsePart(_ piece: String, in text: String) throws(TextStyleError) -> Part {
        let first = ContentSizeCategory.allCases.first!, last = ContentSizeCategory.allCases.last!
        let key = SpellingKey.normalize(piece)
        if key == "all" || key == "every" { return .range(first, last) }
        if key == "accessibility" || key == "ax" { return .range(.ax1, last) }
        for separator in ["..<", "...", "..", "-"] {
            guard let range = piece.firstRange(of: separator) else { continue }
            // A hyphen may belong to a name (`x-small`); dots never do.
            if separator == "-", let category = try? ContentSizeCategory.parse(piece) { return .single(category) }
            let lowerText = String(piece[..<range.lowerBound]).trimmingSpaces
            let upperText = String(piece[range.upperBound...]).trimmingSpaces
            let lower = lowerText.isEmpty ? first : try ContentSizeCategory.parse(lowerText)
            var upper = upperText.isEmpty ? last : try ContentSizeCategory.parse(upperText)
            if separator == "..<" {
                guard upper > first, let below = ContentSizeCategory(rawValue: upper.rawValue - 1) else {
                    throw .invalidSelection(text, reason: "'\(piece)' is empty")
                }
                upper = below
            }
            guard lower <= upper else {
                throw .invalidSelection(text, reason: "'\(piece)' runs backwards; write '\(upper.higName)...\(lower.higName)'")
            }
            return .range(lower, upper)
        }
        return .single(try ContentSizeCategory.parse(piece))
    }
}

extension [CategorySelection.Part] {
    fileprivate var description: String {
        map { part in
            switch part {
            case .single(let category): category.higName
            case .range(let lower, let upper): "\(lower.higName)...\(upper.higName)"
            }
        }.joined(separator: ",")
    }
}
