/// The spec rule's `"sourceLength": {"min": N, "max": M}`: the rule selects only keys whose source
/// text is that long, counted in characters (grapheme clusters) as written, format specifiers
/// included; a key with plural or device variants counts its longest source text.
///
/// Keys are often the English text itself, and the short ones are buttons, tabs and titles: a
/// rule `{"match": "*", "sourceLength": {"max": 20}, "component": "button"}` says so without
/// naming them.
public struct SourceLengthRange: Sendable, Hashable, CustomStringConvertible {
    /// The fewest characters (inclusive); nil for no lower bound.
    public var min: Int?
    /// The most characters (inclusive); nil for no upper bound.
    public var max: Int?

    /// A range; at least one bound should be given.
    public init(min: Int? = nil, max: Int? = nil) {
        self.min = min
        self.max = max
    }

    /// Whether a source text of `length` characters is in the range.
    public func contains(_ length: Int) -> Bool {
        (min.map { length >= $0 } ?? true) && (max.map { length <= $0 } ?? true)
    }

    /// `8...20 characters`, `at most 20 characters`, `at least 8 characters`.
    public var description: String {
        switch (min, max) {
        case let (min?, max?): "\(min)...\(max) characters"
        case let (nil, max?): "at most \(max) characters"
        case let (min?, nil): "at least \(min) characters"
        case (nil, nil): "any length"
        }
    }
}
