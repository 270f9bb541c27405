import TextStyles

/// Reading option values that are not text: choices and numbers, with usage errors that name
/// the option.
enum OptionValues {
    /// `text` as one of `choices`, or a usage error listing them.
    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ text: String, option: String, as type: Choice.Type
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
        if let choice = Choice(rawValue: text.lowercased()) { return choice }
        let valid = Choice.allCases.map(\.rawValue)
        let suggestion = Suggestion.nearest(to: text, among: valid).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("unknown value '\(text)' for '--\(option)' (valid: \(valid.joined(separator: ", ")))\(suggestion)", hint: "write for example '--\(option) \(valid[0])'")
    }

    /// The largest size accepted, in points: far beyond any real text, small enough that
    /// scaling stays finite.
    static let largest = 100_000.0

    /// `text` as a finite number from 0 to ``largest`` (a trailing `pt` is allowed), or a usage error.
    static func nonNegativeNumber(_ text: String, name: String) throws(UsageError) -> Double {
        var body = text.lowercased().trimmingCharacters(in: " ")
        if body.hasSuffix("pt") { body.removeLast(2) }
        guard let value = parseDecimal(body), value.isFinite else {
            throw UsageError("\(name) must be a number, not '\(text)'", hint: "write a size in points, for example 17")
        }
        guard value >= 0 else {
            throw UsageError("\(name) must not be negative (got \(text))", hint: "write a size in points, for example 17")
        }
        guard value <= largest else {
            throw UsageError("\(name) is too large (got \(text); at most \(Int(largest)))", hint: "write a size in points, for example 17")
        }
        return value
    }
}

extension String {
    /// The string without leading and trailing `character`s.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var result = Substring(self)
        while result.first == character { result.removeFirst() }
        while result.last == character { result.removeLast() }
        return String(result)
    }
}
