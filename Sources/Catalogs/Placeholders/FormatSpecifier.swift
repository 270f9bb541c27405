/// A printf / `NSString` format specifier found in a text, such as `%@`, `%1$lld`, `%.2f`,
/// `%%` or `%#@files@`.
public struct FormatSpecifier: Sendable, Hashable, CustomStringConvertible {
    /// What kind of argument a specifier formats, which decides its sample value.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// `%@`: an object, in UI text almost always a string such as a name.
        case object
        /// `%d %i %u %o %x %X` with any length modifier.
        case integer
        /// `%f %F %e %E %g %G %a %A`.
        case float
        /// `%c %C`.
        case character
        /// `%s %S`: a C string.
        case cString
        /// `%p`.
        case pointer
        /// `%%`: a literal percent sign, no argument.
        case percentLiteral
        /// `%#@name@`: a String Catalog substitution or `.stringsdict` variable.
        case substitution
    }

    /// The specifier exactly as written.
    public var text: String
    /// Where it is in the text it was found in.
    public var range: Range<String.Index>
    /// The explicit argument position (`%2$@` -> 2), if written.
    public var explicitPosition: Int?
    /// Flags among `-+ #0'`.
    public var flags: String
    /// The width (`5`, `*`), if written.
    public var width: String?
    /// The precision after `.` (`2`, `*`, or empty for a bare `.`), if written.
    public var precision: String?
    /// The length modifier: `hh h l ll q L z t j`, or empty.
    public var lengthModifier: String
    /// The conversion character (`@`, `d`, `f`, ...); `@` for substitutions, `%` for `%%`.
    public var conversion: Character
    /// What kind of value the specifier takes (which sample replaces it).
    public var kind: Kind
    /// The name of a `%#@name@` substitution.
    public var substitutionName: String?

    public var description: String { text }

    /// Whether it consumes an argument (everything but `%%` and substitutions, whose argument is
    /// accounted for by the specifiers inside their forms).
    public var consumesArgument: Bool { kind != .percentLiteral && kind != .substitution }

    /// Integers: 64 for `l ll q z t j`, 32 otherwise; `nil` for other kinds.
    var integerBits: Int? {
        guard kind == .integer else { return nil }
        return ["l", "ll", "q", "z", "t", "j"].contains(lengthModifier) ? 64 : 32
    }
}

/// Finds the format specifiers in `text`, in order.
///
/// A `%` that does not start a valid specifier (for example at the end of the text) is left as
/// text. Note that printf allows a space flag, so `% d` is a valid specifier here; whether it is
/// a translator's mistake is judged by `specifierMismatches(source:translation:)`.
public func formatSpecifiers(in text: String) -> [FormatSpecifier] {
    // Most UI strings have no `%` at all: a byte scan says so without walking the text's
    // grapheme clusters (callgrind, the full checker: 28,000 instructions per entry before).
    guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
    var result: [FormatSpecifier] = []
    var index = text.startIndex
    while let percent = text[index...].firstIndex(of: "%") {
        if let specifier = parseSpecifier(in: text, at: percent) {
            result.append(specifier)
            index = specifier.range.upperBound
        } else {
            index = text.index(after: percent)
        }
    }
    return result
}

private let conversions: [Character: FormatSpecifier.Kind] = [
    "@": .object, "d": .integer, "i": .integer, "u": .integer, "o": .integer, "x": .integer, "X": .integer,
    "D": .integer, "U": .integer, "O": .integer,
    "f": .float, "F": .float, "e": .float, "E": .float, "g": .float, "G": .float, "a": .float, "A": .float,
    "c": .character, "C": .character, "s": .cString, "S": .cString, "p": .pointer,
]

/// Parses the specifier that starts at `start` (a `%`), or returns `nil`.
func parseSpecifier(in text: String, at start: String.Index) -> FormatSpecifier? {
    var cursor = text.index(after: start)
    func peek() -> Character? { cursor < text.endIndex ? text[cursor] : nil }
    func advance() { cursor = text.index(after: cursor) }
    func digits() -> String {
        var found = ""
        while let character = peek(), character.isASCII, character.isNumber { found.append(character); advance() }
        return found
    }
    func make(_ kind: FormatSpecifier.Kind, conversion: Character, position: Int? = nil, flags: String = "",
              width: String? = nil, precision: String? = nil, length: String = "", name: String? = nil) -> FormatSpecifier {
        FormatSpecifier(text: String(text[start..<cursor]), range: start..<cursor, explicitPosition: position, flags: flags,
                        width: width, precision: precision, lengthModifier: length, conversion: conversion, kind: kind,
                        substitutionName: name)
    }

    if peek() == "%" {
        advance()
        return make(.percentLiteral, conversion: "%")
    }
    var position: Int?
    let afterPercent = cursor
    let leading = digits()
    if !leading.isEmpty, peek() == "$", leading.first != "0" {
        advance()
        position = Int(leading)
    } else {
        cursor = afterPercent
    }
    // %#@name@ (optionally positional).
    if peek() == "#", text[text.index(after: cursor)...].first == "@" {
        let nameStart = text.index(cursor, offsetBy: 2)
        if let end = text[nameStart...].firstIndex(of: "@"), end > nameStart,
           text[nameStart..<end].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) {
            cursor = text.index(after: end)
            return make(.substitution, conversion: "@", position: position, name: String(text[nameStart..<end]))
        }
    }
    var flags = ""
    while let character = peek(), "-+ #0'".contains(character) { flags.append(character); advance() }
    var width: String?
    if peek() == "*" {
        advance()
        width = "*"
    } else {
        let found = digits()
        if !found.isEmpty { width = found }
    }
    var precision: String?
    if peek() == "." {
        advance()
        if peek() == "*" { advance(); precision = "*" } else { precision = digits() }
    }
    var length = ""
    for candidate in ["hh", "h", "ll", "l", "q", "L", "z", "t", "j"] where text[cursor...].hasPrefix(candidate) {
        length = candidate
        cursor = text.index(cursor, offsetBy: candidate.count)
        break
    }
    guard let conversion = peek(), let kind = conversions[conversion] else { return nil }
    advance()
    return make(kind, conversion: conversion, position: position, flags: flags, width: width, precision: precision, length: length)
}

/// Pairs each argument-consuming specifier with its 1-based argument position: its explicit
/// `n$`, or the next position in order.
func argumentPositions(_ specifiers: [FormatSpecifier]) -> [(position: Int, specifier: FormatSpecifier)] {
    var next = 1
    var result: [(Int, FormatSpecifier)] = []
    for specifier in specifiers where specifier.consumesArgument {
        if let explicit = specifier.explicitPosition {
            result.append((explicit, specifier))
        } else {
            result.append((next, specifier))
            next += 1
        }
    }
    return result
}
