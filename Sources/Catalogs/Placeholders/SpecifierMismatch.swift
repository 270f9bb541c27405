import Foundation

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
        /// A `.stringsdict` format declares `%#@name@` and its dict has no variable `name`.
        case substitutionUndefined
    }

    /// How the specifiers differ.
    public var kind: Kind
    /// The 1-based argument position concerned, when there is one.
    public var position: Int?
    /// The source's specifier.
    public var expected: String?
    /// What the translation has instead.
    public var found: String?
    /// Why it matters here, when the kind alone does not say (a plural form shown for 21 too).
    public var note: String?

    /// A mismatch of `kind` at `position` (1-based), with what the source has and what the translation has.
    public init(kind: Kind, position: Int? = nil, expected: String? = nil, found: String? = nil) {
        self.kind = kind
        self.position = position
        self.expected = expected
        self.found = found
    }

    /// A sentence for reports.
    public var description: String {
        guard let note else { return sentence }
        return "\(sentence) (\(note))"
    }

    private var sentence: String {
        let at = position.map { " (argument \($0))" } ?? ""
        switch kind {
        case .missing: return "translation drops \(expected ?? "a specifier")\(at)"
        case .extra: return "translation adds \(found ?? "a specifier")\(at) that the source does not have"
        case .typeChanged: return "translation formats argument\(at) as \(found ?? "?") but the source uses \(expected ?? "?")"
        case .malformed:
            if let expected { return "malformed specifier \"\(found ?? "")\" where the source has \(expected)\(at)" }
            if found?.hasPrefix("%") == true {
                return "malformed specifier \"\(found ?? "")\" (a percent sign in a formatted text is written %%)"
            }
            return "malformed specifier \"\(found ?? "")\""
        case .substitutionMissing: return "translation drops the substitution \(expected ?? "")"
        case .substitutionExtra: return "translation adds the substitution \(found ?? "")"
        case .substitutionUndefined:
            let name = found.map { String($0.dropFirst(3).dropLast()) } ?? ""
            return "the format declares \(found ?? "") but its dict has no \"\(name)\" variable"
        }
    }
}

/// Compares the specifiers of `source` and `translation`, both written in `syntax`.
///
/// Arguments are compared by position, so a translation that reorders them with `%2$@ %1$@`
/// is not a mismatch. Types are compared by kind, and integers also by width (`%d` is 32-bit,
/// `%ld`/`%lld` 64-bit). Malformed, each reported in place of the missing specifier it was
/// meant to be (issue 11, item 3, from real apps):
/// - `٪` (U+066A, Arabic percent sign) or `％` (U+FF05) followed by a conversion (`٪1$s`);
/// - when the source formats arguments (so the translation is formatted too, where a lone `%`
///   is not text): a `%` followed by a space and a conversion (`% d`, `% s`: a crash in Java)
///   where the source has no space flag, or by a space and a word (`% publicacions` for
///   `%d publicacions`), which the source does not have;
/// - a positional remnant without its `%` (`2$@`) where the source has that position (`%2$@`).
/// When the source formats nothing, a `% word` of the translation is prose (`100 % sûr`).
public func specifierMismatches(source: String, translation: String, syntax: SpecifierSyntax = .apple) -> [SpecifierMismatch] {
    // Most UI strings have no percent sign of any kind: one byte scan of each says there is
    // nothing to compare (every syntax's specifiers start with `%`, and a remnant needs the
    // source's; a real app's check spent 4.5% of its time here before; issue 14).
    guard mayHoldSpecifiers(source) || mayHoldSpecifiers(translation) else { return [] }
    let sourceSpecifiers = formatSpecifiers(in: source, syntax: syntax)
    var translationSpecifiers = formatSpecifiers(in: translation, syntax: syntax)
    let sourceUsesSpaceFlag = sourceSpecifiers.contains { $0.flags.contains(" ") }
    let sourceFormats = sourceSpecifiers.contains(where: \.consumesArgument)

    var sourceByPosition: [Int: FormatSpecifier] = [:]
    for (position, specifier) in argumentPositions(sourceSpecifiers) where sourceByPosition[position] == nil {
        sourceByPosition[position] = specifier
    }
    var malformed: [(found: String, position: Int?)] = lookalikePercentSpecifiers(in: translation).map { ($0, nil) }
    if !sourceUsesSpaceFlag {
        translationSpecifiers.removeAll { specifier in
            guard specifier.flags.contains(" ") else { return false }
            if sourceFormats { malformed.append((specifier.text, nil)) }
            return true
        }
    }
    if sourceFormats {
        let sourceWords = Set(percentWords(in: source, syntax: syntax))
        malformed += percentWords(in: translation, syntax: syntax).filter { !sourceWords.contains($0) }.map { ($0, nil) }
    }
    malformed += positionalRemnants(in: translation, syntax: syntax).filter { sourceByPosition[$0.position]?.explicitPosition != nil }
        .map { ($0.text, $0.position) }

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
    // Remnants of a position first, so that the others do not take the position they replace.
    for (found, position) in malformed.filter({ $0.position != nil }) + malformed.filter({ $0.position == nil }) {
        if let position {
            // A remnant of a position: it replaces that position when the translation lacks it.
            missing.removeAll { $0.position == position }
            mismatches.append(SpecifierMismatch(kind: .malformed, position: position, expected: sourceByPosition[position]?.text, found: found))
        } else if !missing.isEmpty {
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
    var text = text
    return text.withUTF8 { bytes in
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        // `memchr` per lead byte (vectorized) instead of a loop over every byte: most texts have
        // none of the three, and this ran for each of a check's texts (issue 14).
        if memchr(base, 0x25, bytes.count) != nil { return true }
        func follows(_ lead: UInt8, _ rest: [UInt8]) -> Bool {
            var from = 0
            while from < bytes.count, let found = memchr(base + from, Int32(lead), bytes.count - from) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if at + rest.count < bytes.count, rest.indices.allSatisfy({ bytes[at + 1 + $0] == rest[$0] }) { return true }
                from = at + 1
            }
            return false
        }
        return follows(0xD9, [0xAA]) || follows(0xEF, [0xBC, 0x85])
    }
}

/// Sequences like `٪ d`, `٪@`, `％d`: a look-alike percent sign, optional spaces, a conversion.
private func lookalikePercentSpecifiers(in text: String) -> [String] {
    guard mayHoldSpecifiers(text) else { return [] }
    var found: [String] = []
    let characters = Array(text.unicodeScalars)
    var index = 0
    while index < characters.count {
        defer { index += 1 }
        guard characters[index] == "\u{066A}" || characters[index] == "\u{FF05}" else { continue }
        var cursor = index + 1
        while cursor < characters.count, characters[cursor] == " " || characters[cursor] == "\u{00A0}" { cursor += 1 }
        while cursor < characters.count, characters[cursor].isASCII, ("0"..."9").contains(characters[cursor]) || characters[cursor] == "$" || characters[cursor] == "." { cursor += 1 }
        while cursor < characters.count, "lhqzjt".unicodeScalars.contains(characters[cursor]) { cursor += 1 }
        if cursor < characters.count, "@dDiuUxXoOfFeEgGcCsSp".unicodeScalars.contains(characters[cursor]) {
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: characters[index...cursor])
            found.append(String(piece))
            index = cursor
        }
    }
    return found
}

/// `%` followed by spaces and a word (`% publicacions`, `% de`): the `%`, the spaces and the
/// word, as written; not those that are specifiers (`% d`, judged by their flag). A lone `%`
/// like this in a formatted string is not text: it must be `%%`.
private func percentWords(in text: String, syntax: SpecifierSyntax) -> [String] {
    guard utf8Contains(text, UInt8(ascii: "%")) else { return [] }
    let scalars = Array(text.unicodeScalars)
    var found: [String] = []
    var index = 0
    while index < scalars.count {
        defer { index += 1 }
        guard scalars[index] == "%" else { continue }
        if index + 1 < scalars.count, scalars[index + 1] == "%" { index += 1; continue }
        var cursor = index + 1
        while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
        guard cursor > index + 1 else { continue }
        var end = cursor
        while end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end].properties.generalCategory == .spacingMark
            || scalars[end].properties.generalCategory == .nonspacingMark { end += 1 }
        guard end > cursor else { continue }
        var context = String.UnicodeScalarView()
        context.append(contentsOf: scalars[index..<min(end + 1, scalars.count)])
        let candidate = String(context)
        if parseSpecifier(in: candidate, at: candidate.startIndex, syntax: syntax) != nil { continue }
        var piece = String.UnicodeScalarView()
        piece.append(contentsOf: scalars[index..<min(end, cursor + 24)])
        found.append(String(piece))
        index = end - 1
    }
    return found
}

/// `2$@`, `1$s`: a positional specifier whose `%` was lost, with its position. Digits that
/// follow a `%`, another digit or a letter do not start one (`%2$@` itself, `US$5`).
private func positionalRemnants(in text: String, syntax: SpecifierSyntax) -> [(text: String, position: Int)] {
    guard syntax != .none, utf8Contains(text, UInt8(ascii: "$")) else { return [] }
    let scalars = text.unicodeScalars
    var found: [(String, Int)] = []
    var previous: Unicode.Scalar?
    var index = scalars.startIndex
    while index < scalars.endIndex {
        let scalar = scalars[index]
        defer { previous = scalar; index = scalars.index(after: index) }
        guard ("1"..."9").contains(scalar), previous.map({ !"%\u{066A}\u{FF05}".unicodeScalars.contains($0) && !("0"..."9").contains($0) && !$0.properties.isAlphabetic }) ?? true
        else { continue }
        var candidate = "%"
        candidate.unicodeScalars.append(contentsOf: scalars[index...].prefix(16))
        guard let specifier = parseSpecifier(in: candidate, at: candidate.startIndex, syntax: syntax),
              let position = specifier.explicitPosition else { continue }
        found.append((String(specifier.text.dropFirst()), position))
        index = scalars.index(index, offsetBy: specifier.text.unicodeScalars.count - 2)
    }
    return found
}
