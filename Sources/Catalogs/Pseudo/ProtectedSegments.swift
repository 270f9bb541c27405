/// A piece of a text for pseudo-localization: text to transform, or something to keep as is.
struct TextSegment: Equatable {
    enum Kind: Equatable {
        /// Letters and punctuation the user reads.
        case plain
        /// A written escape (`\n`, `\'`) or character reference (`&amp;`): kept verbatim, but
        /// part of the surrounding run of text when a mode repeats or wraps runs.
        case escape
        /// A format specifier, `%#@name@`, `%arg`, a tag or a `{placeholder}`: kept verbatim and
        /// separating runs of text.
        case placeholder
    }

    var text: String
    var kind: Kind

    /// Whether a mode must leave this piece's characters alone.
    var isProtected: Bool { kind != .plain }
}

/// `protectedSegments(text)`, with the first occurrence of each of `kept` in turn (searched
/// after the previous one) protected as a placeholder too.
func protectedSegments(_ text: String, keeping kept: [String]) -> [TextSegment] {
    guard !kept.isEmpty else { return protectedSegments(text) }
    var segments: [TextSegment] = []
    var rest = text[...]
    for part in kept where !part.isEmpty {
        guard let range = rest.range(of: part) else { continue }
        segments += protectedSegments(String(rest[..<range.lowerBound]))
        segments.append(TextSegment(text: part, kind: .placeholder))
        rest = rest[range.upperBound...]
    }
    return segments + protectedSegments(String(rest))
}

/// Splits `text` into plain runs and protected runs that pseudo-localization must not change.
///
/// Protected: format specifiers (`%@`, `%1$lld`, `%.2f`, `%%`, `%#@name@`; Java's `%1$tH`, `%n`,
/// `%2$,d`, `%3$b`, as a text may be either), String Catalog
/// substitution arguments (`%arg`), tags (`<b>`, `</b>`, `<br/>`, `<x id="1"/>`), braces
/// (`{name}`, `{0}`), backslash escapes written in the text (`\n`, `\"`, `\'`, `\u00A0`),
/// and XML/HTML character references (`&amp;`, `&#8230;`).
///
/// Linear in the text: a search for the end of a tag or a brace stops at the next `<` or `{`,
/// where the next search starts (searching to the end for each `<` was quadratic: 90,000
/// characters of `&<é` took over two minutes).
func protectedSegments(_ text: String) -> [TextSegment] {
    var segments: [TextSegment] = []
    var plain = ""
    func flush() {
        if !plain.isEmpty { segments.append(TextSegment(text: plain, kind: .plain)) }
        plain = ""
    }
    func protect(_ piece: Substring, as kind: TextSegment.Kind) {
        flush()
        segments.append(TextSegment(text: String(piece), kind: kind))
    }
    var index = text.startIndex
    while index < text.endIndex {
        let character = text[index]
        let rest = text[index...]
        var end: String.Index?
        var kind = TextSegment.Kind.placeholder
        switch character {
        case "%":
            if rest.hasPrefix("%arg") {
                end = text.index(index, offsetBy: 4)
            } else if let specifier = longestSpecifier(in: text, at: index) {
                // A specifier may end inside a cluster (`%iാം`): keep the cluster whole.
                end = specifier.range.upperBound.samePosition(in: text)
                    ?? text.index(after: specifier.range.upperBound)
            }
        case "<":
            if let next = rest.dropFirst().first, next.isLetter || next == "/" || next == "!" || next == "?",
               let close = rest.dropFirst().firstIndex(where: { $0 == ">" || $0 == "<" }), rest[close] == ">" {
                end = text.index(after: close)
            }
        case "{":
            if let close = rest.dropFirst().firstIndex(where: { $0 == "}" || $0 == "{" }), rest[close] == "}",
               close > rest.index(after: rest.startIndex) {
                end = text.index(after: close)
            }
        case "\\":
            kind = .escape
            let after = rest.dropFirst()
            if let escaped = after.first {
                if escaped == "u" || escaped == "U", after.dropFirst().prefix(4).allSatisfy(\.isHexDigit), after.dropFirst().prefix(4).count == 4 {
                    end = text.index(index, offsetBy: 6)
                } else {
                    end = text.index(index, offsetBy: 2)
                }
            }
        case "&":
            kind = .escape
            if let semicolon = rest.prefix(12).firstIndex(of: ";") {
                let name = rest[rest.index(after: rest.startIndex)..<semicolon]
                if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "#" }) {
                    end = text.index(after: semicolon)
                }
            }
        default:
            break
        }
        if let end {
            protect(text[index..<end], as: kind)
            index = end
        } else {
            plain.append(character)
            index = text.index(after: index)
        }
    }
    flush()
    return segments
}

/// The longer of the Apple and the Java specifier that starts at `start`, if either does.
private func longestSpecifier(in text: String, at start: String.Index) -> FormatSpecifier? {
    let apple = parseSpecifier(in: text, at: start, syntax: .apple)
    guard let java = parseSpecifier(in: text, at: start, syntax: .java) else { return apple }
    guard let apple else { return java }
    return java.range.upperBound > apple.range.upperBound ? java : apple
}
