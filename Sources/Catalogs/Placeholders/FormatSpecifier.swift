/// A printf / `NSString` format specifier found in a text, such as `%@`, `%1$lld`, `%.2f`,
/// `%%` or `%#@files@`; or, in Android resources, a `java.util.Formatter` one (`%1$tH`, `%n`).
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
        /// Java `%b %B`: a boolean.
        case boolean
        /// Java `%tH`, `%1$tY`, ...: a field of a date or time (the suffix names it).
        case dateTime
        /// Java `%n`: the line separator, no argument.
        case lineSeparator
    }

    /// The specifier exactly as written.
    public var text: String
    /// Where it is in the text it was found in, on Unicode scalar boundaries: it may end inside
    /// a grapheme cluster (`%iാം`), so slice the text's `unicodeScalars` with it.
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
    /// The conversion character (`@`, `d`, `f`, ...); `@` for substitutions, `%` for `%%`, `t`
    /// or `T` for Java dates (the suffix is the text's last character).
    public var conversion: Character
    /// What kind of value the specifier takes (which sample replaces it).
    public var kind: Kind
    /// The name of a `%#@name@` substitution.
    public var substitutionName: String?

    public var description: String { text }

    /// Whether it consumes an argument (everything but `%%` and substitutions, whose argument is
    /// accounted for by the specifiers inside their forms).
    public var consumesArgument: Bool { kind != .percentLiteral && kind != .substitution && kind != .lineSeparator }

    /// Integers: 64 for `l ll q z t j`, 32 otherwise; `nil` for other kinds.
    var integerBits: Int? {
        guard kind == .integer else { return nil }
        return ["l", "ll", "q", "z", "t", "j"].contains(lengthModifier) ? 64 : 32
    }
}

/// Finds the format specifiers in `text`, in order, as `syntax` reads them.
///
/// A `%` that does not start a valid specifier (for example at the end of the text) is left as
/// text. printf allows a space flag, so `% d` is a specifier here; whether it is a translator's
/// mistake is judged by `specifierMismatches(source:translation:)`. A space-flagged conversion
/// letter that starts a word (`100% sure`, `50 % de réduction`) is prose, not a specifier.
///
/// Specifiers are read by Unicode scalar, not by grapheme cluster: in Malayalam `%iാം` the vowel
/// sign joins the `i` into one cluster, yet `%i` is the specifier (`String(format:)` and
/// `java.util.Formatter` read code units too). A specifier's `range` may so end inside a cluster.
public func formatSpecifiers(in text: String, syntax: SpecifierSyntax = .apple) -> [FormatSpecifier] {
    // Most UI strings have no `%` at all: a byte scan says so without walking the text's
    // grapheme clusters (callgrind, the full checker: 28,000 instructions per entry before).
    guard syntax != .none, utf8Contains(text, UInt8(ascii: "%")) else { return [] }
    var result: [FormatSpecifier] = []
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while let percent = scalars[index...].firstIndex(of: "%") {
        if let specifier = parseSpecifier(in: text, at: percent, syntax: syntax) {
            result.append(specifier)
            index = specifier.range.upperBound
        } else {
            index = scalars.index(after: percent)
        }
    }
    return result
}

private let conversions: [Unicode.Scalar: FormatSpecifier.Kind] = [
    "@": .object, "d": .integer, "i": .integer, "u": .integer, "o": .integer, "x": .integer, "X": .integer,
    "D": .integer, "U": .integer, "O": .integer,
    "f": .float, "F": .float, "e": .float, "E": .float, "g": .float, "G": .float, "a": .float, "A": .float,
    "c": .character, "C": .character, "s": .cString, "S": .cString, "p": .pointer,
]

/// `java.util.Formatter`'s conversions (its class documentation, "Conversions"); `t`/`T` take
/// a date/time suffix, read separately.
private let javaConversions: [Unicode.Scalar: FormatSpecifier.Kind] = [
    "b": .boolean, "B": .boolean, "h": .integer, "H": .integer, "s": .cString, "S": .cString,
    "c": .character, "C": .character, "d": .integer, "o": .integer, "x": .integer, "X": .integer,
    "e": .float, "E": .float, "f": .float, "g": .float, "G": .float, "a": .float, "A": .float,
    "n": .lineSeparator,
]

/// The suffixes of `%t`/`%T` (`java.util.Formatter`, "Date/Time Conversions").
let javaDateTimeSuffixes: Set<Unicode.Scalar> = Set("HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc".unicodeScalars)

/// Parses the specifier that starts at `start` (a `%`), or returns `nil`.
func parseSpecifier(in text: String, at start: String.Index, syntax: SpecifierSyntax = .apple) -> FormatSpecifier? {
    guard syntax != .none else { return nil }
    let scalars = text.unicodeScalars
    let java = syntax == .java
    var cursor = scalars.index(after: start)
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        var index = cursor
        for _ in 0..<offset where index < scalars.endIndex { index = scalars.index(after: index) }
        return index < scalars.endIndex ? scalars[index] : nil
    }
    func advance() { cursor = scalars.index(after: cursor) }
    func digits() -> String {
        var found = ""
        while let scalar = peek(), ("0"..."9").contains(scalar) { found.unicodeScalars.append(scalar); advance() }
        return found
    }
    func make(_ kind: FormatSpecifier.Kind, conversion: Character, position: Int? = nil, flags: String = "",
              width: String? = nil, precision: String? = nil, length: String = "", name: String? = nil) -> FormatSpecifier {
        FormatSpecifier(text: String(scalars[start..<cursor]), range: start..<cursor, explicitPosition: position, flags: flags,
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
    if !java, peek() == "#", peek(1) == "@" {
        let nameStart = scalars.index(cursor, offsetBy: 2)
        if let end = scalars[nameStart...].firstIndex(of: "@"), end > nameStart,
           scalars[nameStart..<end].allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0) }) {
            cursor = scalars.index(after: end)
            return make(.substitution, conversion: "@", position: position, name: String(scalars[nameStart..<end]))
        }
    }
    var flags = ""
    let flagSet = java ? "-+ #0,(" : "-+ #0'"
    while let scalar = peek(), flagSet.unicodeScalars.contains(scalar) { flags.unicodeScalars.append(scalar); advance() }
    var width: String?
    if !java, peek() == "*" {
        advance()
        width = "*"
    } else {
        let found = digits()
        if !found.isEmpty { width = found }
    }
    var precision: String?
    if peek() == "." {
        advance()
        if !java, peek() == "*" { advance(); precision = "*" } else { precision = digits() }
    }
    var length = ""
    if !java {
        for candidate in ["hh", "h", "ll", "l", "q", "L", "z", "t", "j"] where scalars[cursor...].starts(with: candidate.unicodeScalars) {
            length = candidate
            cursor = scalars.index(cursor, offsetBy: candidate.unicodeScalars.count)
            break
        }
    }
    guard let conversion = peek() else { return nil }
    let kind: FormatSpecifier.Kind
    if java, conversion == "t" || conversion == "T" {
        guard let suffix = peek(1), javaDateTimeSuffixes.contains(suffix) else { return nil }
        advance()
        kind = .dateTime
    } else if let found = (java ? javaConversions : conversions)[conversion] {
        kind = found
    } else {
        return nil
    }
    advance()
    // `100% sure`, `50 % de`: a space-flagged letter that goes on as a word is prose.
    if flags.contains(" "), let next = peek(), next.properties.isAlphabetic { return nil }
    return make(kind, conversion: Character(conversion), position: position, flags: flags, width: width, precision: precision,
                length: length)
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
