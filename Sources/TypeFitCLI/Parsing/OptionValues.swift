import Catalogs
import TextMeasure
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

    /// A slot setting read by `SlotValues` (the one reader the spec shares), its error as a usage error.
    static func slotValue<Value>(_ read: () throws(SlotValueError) -> Value) throws(UsageError) -> Value {
        do throws(SlotValueError) {
            return try read()
        } catch {
            throw UsageError(error.message, hint: error.hint)
        }
    }

    /// `--scale`, the device scale (3 when not given), as `SlotValues` reads it.
    static func displayScale(_ text: String?) throws(UsageError) -> Int {
        try slotValue { () throws(SlotValueError) in try SlotValues.displayScale(text ?? "3", name: "--scale") }
    }

    /// `--band`: which percentile of the stand-in's error band decides borderline.
    static func bandPercentile(_ text: String) throws(UsageError) -> BandPercentile {
        guard let percentile = BandPercentile(name: text) else {
            throw UsageError("unknown value '\(text)' for '--band' (valid: p95, p99)", hint: "p95 marks about 1.8% of answers borderline, p99 about 2.8%")
        }
        return percentile
    }

    /// A pseudo-localization mode (`--pseudo` of check, `--mode` of pseudo).
    static func pseudoMode(_ text: String) throws(UsageError) -> PseudoMode {
        do throws(CatalogError) {
            return try PseudoMode(argument: text)
        } catch {
            throw UsageError("unknown pseudo mode '\(text)' (valid: \(PseudoMode.argumentNames.joined(separator: ", ")))",
                             hint: "expand takes a ratio above 1, e.g. expand:1.4")
        }
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
