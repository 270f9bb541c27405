/// The sample values that replace format specifiers before a text is measured.
///
/// Defaults are wide and realistic, so a translation that fits with them fits with most real
/// values: a long name for `%@` and `%s`, `888` for integers (8 is among the widest digits in
/// most fonts), `888.88` for floats (with a written precision, that many 8s after the point),
/// `W` for characters. Overrides apply in this order: per key by position, per key by kind,
/// global by position, global by kind, default.
public struct PlaceholderSamples: Sendable, Hashable {
    /// Samples by kind of specifier.
    public var byKind: [FormatSpecifier.Kind: String]
    /// Samples by 1-based argument position.
    public var byPosition: [Int: String]
    /// Samples for `%#@name@` left unexpanded in a text, by name.
    public var bySubstitution: [String: String]
    /// Overrides for particular keys.
    public var byKey: [String: PlaceholderSamples]

    /// The built-in samples, per kind.
    public static let defaultSamples: [FormatSpecifier.Kind: String] = [
        .object: "Maximilian Hoffmann",
        .integer: "888",
        .float: "888.88",
        .character: "W",
        .cString: "Maximilian Hoffmann",
        .pointer: "0x600000c8a000",
        .percentLiteral: "%",
        .substitution: "888",
        .boolean: "false",
        .dateTime: "28",
        .lineSeparator: "\n",
    ]

    /// Samples for Java's date/time suffixes (`java.util.Formatter`, "Date/Time Conversions"),
    /// written as an English locale formats them, with wide values where the field allows:
    /// a guess at a wide real value, not a measured worst case.
    static let dateTimeSamples: [Unicode.Scalar: String] = [
        "H": "18", "k": "18", "I": "08", "l": "8", "M": "58", "S": "58", "L": "888", "N": "888000000",
        "p": "pm", "z": "+0800", "Z": "WEST", "s": "1800000000", "Q": "1800000000000",
        "B": "September", "b": "Sep", "h": "Sep", "A": "Wednesday", "a": "Wed",
        "C": "20", "Y": "2028", "y": "28", "j": "288", "m": "08", "d": "28", "e": "28",
        "R": "18:58", "T": "18:58:58", "r": "08:58:58 PM", "D": "08/28/28", "F": "2028-08-28",
        "c": "Wed Aug 28 18:58:58 WEST 2028",
    ]

    /// The defaults with no overrides.
    public static let standard = PlaceholderSamples()

    /// Samples by kind, by position and by substitution name; what is not given takes the standard sample.
    public init(byKind: [FormatSpecifier.Kind: String] = [:], byPosition: [Int: String] = [:],
                bySubstitution: [String: String] = [:], byKey: [String: PlaceholderSamples] = [:]) {
        self.byKind = byKind
        self.byPosition = byPosition
        self.bySubstitution = bySubstitution
        self.byKey = byKey
    }

    /// Builds overrides from a spec file's dictionary.
    ///
    /// Keys may name a kind (`object`, `integer`, `float`, `character`, `cString`, `pointer`,
    /// `boolean`, `dateTime`), a
    /// specifier (`%@`, `%d`, `%lld`, `%.2f`: its kind), a position (`1`, `%1$@`), or a
    /// substitution (`%#@files@`).
    public init(overrides: [String: String]) throws(CatalogError) {
        self.init()
        for (selector, sample) in overrides {
            if let kind = FormatSpecifier.Kind(rawValue: selector) {
                byKind[kind] = sample
            } else if let position = Int(selector), position > 0 {
                byPosition[position] = sample
            } else if let specifier = formatSpecifiers(in: selector).first, specifier.text == selector {
                if let name = specifier.substitutionName {
                    bySubstitution[name] = sample
                } else if let position = specifier.explicitPosition {
                    byPosition[position] = sample
                } else {
                    byKind[specifier.kind] = sample
                }
            } else {
                throw CatalogError(.invalidArgument, "placeholder sample key \"\(selector)\" is not a kind (object, integer, float, character, cString, pointer, boolean, dateTime), a position (1, 2, ...) or a specifier (%@, %d, %1$@, %#@name@)")
            }
        }
    }

    /// The sample for `specifier` at argument `position` in the text of `key`.
    public func sample(for specifier: FormatSpecifier, position: Int?, key: String? = nil) -> String {
        if let key, let perKey = byKey[key], let found = perKey.override(for: specifier, position: position) {
            return found
        }
        if let found = override(for: specifier, position: position) { return found }
        return Self.defaultSample(for: specifier)
    }

    private func override(for specifier: FormatSpecifier, position: Int?) -> String? {
        if let name = specifier.substitutionName, let found = bySubstitution[name] { return found }
        if let position, let found = byPosition[position] { return found }
        return byKind[specifier.kind]
    }

    /// The built-in sample, honouring a written precision and width.
    static func defaultSample(for specifier: FormatSpecifier) -> String {
        var sample = defaultSamples[specifier.kind] ?? "888"
        if specifier.kind == .dateTime, let suffix = specifier.text.unicodeScalars.last {
            sample = dateTimeSamples[suffix] ?? sample
        }
        if specifier.kind == .float, let precision = specifier.precision, let digits = Int(precision.isEmpty ? "0" : precision) {
            sample = digits == 0 ? "888" : "888." + String(repeating: "8", count: min(digits, 12))
        }
        if let width = specifier.width, let count = Int(width), sample.count < count, specifier.kind != .object {
            let pad = String(repeating: specifier.flags.contains("0") && !specifier.flags.contains("-") ? "0" : " ",
                             count: count - sample.count)
            sample = specifier.flags.contains("-") ? sample + pad : pad + sample
        }
        return sample
    }
}

/// Replaces every format specifier in `text` with its sample value (`%%` becomes `%`).
///
/// - Parameters:
///   - key: the entry's key, for per-key overrides.
///   - syntax: the format-string language of `text` (`.none`: returned unchanged).
public func substituteSamples(in text: String, samples: PlaceholderSamples = .standard, key: String? = nil,
                              syntax: SpecifierSyntax = .apple) -> String {
    let specifiers = formatSpecifiers(in: text, syntax: syntax)
    guard !specifiers.isEmpty else { return text }
    var positions: [String.Index: Int] = [:]
    for (position, specifier) in argumentPositions(specifiers) { positions[specifier.range.lowerBound] = position }
    // By scalar: a specifier may end inside a grapheme cluster (`%iാം`), where String's own
    // subscripts would round the index down to the cluster's start.
    let scalars = text.unicodeScalars
    var result = String.UnicodeScalarView()
    var cursor = scalars.startIndex
    for specifier in specifiers {
        result.append(contentsOf: scalars[cursor..<specifier.range.lowerBound])
        result.append(contentsOf: samples.sample(for: specifier, position: positions[specifier.range.lowerBound], key: key).unicodeScalars)
        cursor = specifier.range.upperBound
    }
    result.append(contentsOf: scalars[cursor...])
    return String(result)
}
