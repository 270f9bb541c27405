/// A difference between the format specifiers of a source text and of its translation.
///
/// These make apps crash or show garbage at run time (`%@` given an integer), so they are a
/// finding of their own.
public struct SpecifierMismatch: Sendable, Hashable, CustomStringConvertible {
    /// How a translation's specifiers differ from the source's.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// The source has an argument the translation does not use.
        case missing
        /// The translation uses an argument the source does not have.
        case extra
        /// The same argument is formatted as another type (`%@` for `%d`, `%d` for `%lld`).
        case typeChanged
        /// Something that was meant to be a specifier and is not (`٪ d`, `% d`).
        case malformed
        /// A `%#@name@` of the source is missing from the translation.
        case substitutionMissing
        /// The translation has a `%#@name@` the source does not.
        case substitutionExtra
    }

    /// How the specifiers differ.
    public var kind: Kind
    /// The 1-based argument position concerned, when there is one.
    public var position: Int?
    /// The source's specifier.
    public var expected: String?
    /// What the translation has instead.
    public var found: String?

    /// A mismatch of `kind` at `position` (1-based), with what the source has and what the translation has.
    public init(kind: Kind, position: Int? = nil, expected: String? = nil, found: String? = nil) {
        self.kind = kind
        self.position = position
        self.expected = expected
        self.found = found
    }

    /// A sentence for reports.
    public var description: String {
        let at = position.map { " (argument \($0))" } ?? ""
        switch kind {
        case .missing: return "translation drops \(expected ?? "a specifier")\(at)"
        case .extra: return "translation adds \(found ?? "a specifier")\(at) that the source does not have"
        case .typeChanged: return "translation formats argument\(at) as \(found ?? "?") but the source uses \(expected ?? "?")"
        case .malformed:
            if let expected { return "malformed specifier \"\(found ?? "")\" where the source has \(expected)\(at)" }
            return "malformed specifier \"\(found ?? "")\""
        case .substitutionMissing: return "translation drops the substitution \(expected ?? "")"
        case .substitutionExtra: return "translation adds the substitution \(found ?? "")"
        }
    }
}

/// Compares the specifiers of `source` and `translation`.
///
/// Arguments are compared by position, so a translation that reorders them with `%2$@ %1$@`
/// is not a mismatch. Types are compared by kind, and integers also by width (`%d` is 32-bit,
/// `%ld`/`%lld` 64-bit). `٪` (U+066A, Arabic percent sign) or `％` (U+FF05) followed by a
/// conversion, and a `%` followed by a space where the source has no space flag, are malformed;
/// each is reported in place of the missing specifier it was meant to be.
public func specifierMismatches(source: String, translation: String) -> [SpecifierMismatch] {
    // Most UI strings have no percent sign of any kind: one byte scan of each says there is
    // nothing to compare (a real app's check spent 4.5% of its time here before; issue 14).
    guard mayHoldSpecifiers(source) || mayHoldSpecifiers(translation) else { return [] }
    let sourceSpecifiers = formatSpecifiers(in: source)
    var translationSpecifiers = formatSpecifiers(in: translation)
    let sourceUsesSpaceFlag = sourceSpecifiers.contains { $0.flags.contains(" ") }

    var malformed: [String] = lookalikePercentSpecifiers(in: translation)
    if !sourceUsesSpaceFlag {
        translationSpecifiers.removeAll { specifier in
            guard specifier.flags.contains(" ") else { return false }
            malformed.append(specifier.text)
            return true
        }
    }

    var sourceByPosition: [Int: FormatSpecifier] = [:]
    for (position, specifier) in argumentPositions(sourceSpecifiers) where sourceByPosition[position] == nil {
        sourceByPosition[position] = specifier
    }
    var translationByPosition: [Int: FormatSpecifier] = [:]
    for (position, specifier) in argumentPositions(translationSpecifiers) where translationByPosition[position] == nil {
        translationByPosition[position] = specifier
    }

    var mismatches: [SpecifierMismatch] = []
    var missing: [SpecifierMismatch] = []
    for position in Set(sourceByPosition.keys).union(translationByPosition.keys).sorted() {
        switch (sourceByPosition[position], translationByPosition[position]) {
        case let (expected?, nil):
            missing.append(SpecifierMismatch(kind: .missing, position: position, expected: expected.text))
        case let (nil, found?):
            mismatches.append(SpecifierMismatch(kind: .extra, position: position, found: found.text))
        case let (expected?, found?):
            if expected.kind != found.kind || expected.integerBits != found.integerBits {
                mismatches.append(SpecifierMismatch(kind: .typeChanged, position: position, expected: expected.text, found: found.text))
            }
        case (nil, nil):
            break
        }
    }
    for found in malformed {
        if !missing.isEmpty {
            let replaced = missing.removeFirst()
            mismatches.append(SpecifierMismatch(kind: .malformed, position: replaced.position, expected: replaced.expected, found: found))
        } else {
            mismatches.append(SpecifierMismatch(kind: .malformed, found: found))
        }
    }
    mismatches += missing

    let sourceNames = Set(sourceSpecifiers.compactMap(\.substitutionName))
    let translationNames = Set(translationSpecifiers.compactMap(\.substitutionName))
    for name in sourceNames.subtracting(translationNames).sorted() {
        mismatches.append(SpecifierMismatch(kind: .substitutionMissing, expected: "%#@\(name)@"))
    }
    for name in translationNames.subtracting(sourceNames).sorted() {
        mismatches.append(SpecifierMismatch(kind: .substitutionExtra, found: "%#@\(name)@"))
    }
    return mismatches.sorted { ($0.position ?? .max, $0.kind.rawValue) < ($1.position ?? .max, $1.kind.rawValue) }
}

/// Whether `text` has `%`, `٪` (U+066A) or `％` (U+FF05), found in its UTF-8 bytes: `D9 AA` and
/// `EF BC 85` encode nothing else, since UTF-8 never starts a character inside another.
private func mayHoldSpecifiers(_ text: String) -> Bool {
    var before: UInt8 = 0, twoBefore: UInt8 = 0
    for byte in text.utf8 {
        if byte == UInt8(ascii: "%") || (byte == 0xAA && before == 0xD9) || (byte == 0x85 && before == 0xBC && twoBefore == 0xEF) {
            return true
        }
        twoBefore = before
        before = byte
    }
    return false
}

/// Sequences like `٪ d`, `٪@`, `％d`: a look-alike percent sign, optional spaces, a conversion.
private func lookalikePercentSpecifiers(in text: String) -> [String] {
    guard mayHoldSpecifiers(text) else { return [] }
    var found: [String] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
        defer { index += 1 }
        guard characters[index] == "\u{066A}" || characters[index] == "\u{FF05}" else { continue }
        var cursor = index + 1
        while cursor < characters.count, characters[cursor] == " " || characters[cursor] == "\u{00A0}" { cursor += 1 }
        while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber || characters[cursor] == "$" || characters[cursor] == "." { cursor += 1 }
        while cursor < characters.count, "lhqzjt".contains(characters[cursor]) { cursor += 1 }
        if cursor < characters.count, "@dDiuUxXoOfFeEgGcCsSp".contains(characters[cursor]) {
            found.append(String(characters[index...cursor]))
            index = cursor
        }
    }
    return found
}
