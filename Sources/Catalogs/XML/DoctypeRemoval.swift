/// An XML text with its document type declaration blanked out, found as the XML grammar finds it.
///
/// XML 1.0 (§2.8, "Prolog and Document Type Declaration"):
///
///     prolog      ::= XMLDecl? Misc* (doctypedecl Misc*)?
///     Misc        ::= Comment | PI | S
///     doctypedecl ::= '<!DOCTYPE' S Name (S ExternalID)? S? ('[' intSubset ']' S?)? '>'
///     intSubset   ::= (markupdecl | PEReference | S)*
///     markupdecl  ::= elementdecl | AttlistDecl | EntityDecl | NotationDecl | PI | Comment
///
/// So the DOCTYPE is the first thing after the XML declaration, comments, processing
/// instructions and white space; `<!DOCTYPE` inside a comment is text, and a quote inside a
/// comment of the internal subset opens nothing. The declaration is replaced with spaces (line
/// breaks kept, so every line number stays right); the parser never sees a DTD.
///
/// References to the general entities the internal subset declared (`&xxe;`) are replaced with
/// `marker`, a noncharacter absent from the text, so the tree builder can tell which elements
/// used one: those are incomplete, because TypeFit does not expand entities.
struct DoctypeRemoval {
    /// The text handed to the parser.
    var text: String
    /// The 1-based line of `<!DOCTYPE`.
    var line: Int
    /// Whether the declaration had an internal subset (`[ ... ]`), where entities are declared.
    var hasInternalSubset: Bool
    /// The general entities it declared, in order.
    var entityNames: [String]
    /// References to those entities in the document: the line and the name of each.
    var references: [(line: Int, name: String)]
    /// `false` when the text ends inside the declaration.
    var isTerminated: Bool
    /// The lines of further DOCTYPEs in the prolog (XML allows one); removed the same way.
    var extraLines: [Int] = []
    /// What replaced each reference; `nil` (references removed) only when the text holds every
    /// noncharacter U+FDD0...U+FDEF, which no real catalog does.
    var marker: Unicode.Scalar?

    /// The text without its DOCTYPE, or `nil` when it has none.
    init?(_ source: String) {
        // Fast path: no declaration can start without these letters.
        // (On UTF-8 bytes: Foundation's `contains` folded the whole file as an NSString, and the
        // standard library's generic search walks it index by index.)
        guard utf8Contains(source, "<!DOCTYPE") else { return nil }
        var scanner = Scanner(Array(source.unicodeScalars))
        guard let start = scanner.skipProlog(), scanner.hasPrefix("<!DOCTYPE") else { return nil }
        line = scanner.line(at: start)
        let declaration = scanner.scanDoctype()
        hasInternalSubset = declaration.hasInternalSubset
        entityNames = declaration.entityNames
        isTerminated = declaration.isTerminated
        scanner.blank(start..<scanner.index)
        // A second DOCTYPE is an error, but the parser must not see its declarations either.
        var known = Set(entityNames)
        while isTerminated, let next = scanner.skipProlog(), scanner.hasPrefix("<!DOCTYPE") {
            extraLines.append(scanner.line(at: next))
            let extra = scanner.scanDoctype()
            hasInternalSubset = hasInternalSubset || extra.hasInternalSubset
            for name in extra.entityNames where known.insert(name).inserted { entityNames.append(name) }
            isTerminated = extra.isTerminated
            scanner.blank(next..<scanner.index)
        }
        let used = Set(source.unicodeScalars.lazy.filter { (0xFDD0...0xFDEF).contains($0.value) })
        marker = (0xFDD0...0xFDEF).lazy.compactMap(Unicode.Scalar.init).first { !used.contains($0) }
        references = scanner.markReferences(to: Set(entityNames), with: marker)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scanner.scalars)
        text = String(view)
    }
}

/// A cursor over the scalars of an XML text, with the pieces of the grammar above.
private struct Scanner {
    var scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    func hasPrefix(_ literal: String, at position: Int? = nil) -> Bool {
        var cursor = position ?? index
        for expected in literal.unicodeScalars {
            guard cursor < scalars.count, scalars[cursor] == expected else { return false }
            cursor += 1
        }
        return true
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    mutating func skipSpace() {
        while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
    }

    /// Moves past `terminator`; to the end of the text when it never comes.
    mutating func skip(past terminator: String) {
        let first = terminator.unicodeScalars.first!
        while index < scalars.count {
            if scalars[index] == first, hasPrefix(terminator) {
                index += terminator.unicodeScalars.count
                return
            }
            index += 1
        }
    }

    /// Skips a comment or a processing instruction that starts at `index`; `false` when none does.
    mutating func skipCommentOrInstruction() -> Bool {
        if hasPrefix("<!--") {
            index += 4
            skip(past: "-->")
        } else if hasPrefix("<?") {
            index += 2
            skip(past: "?>")
        } else {
            return false
        }
        return true
    }

    /// Skips the XML declaration, comments, processing instructions and white space; returns
    /// where the next construct starts, or `nil` at the end of the text.
    mutating func skipProlog() -> Int? {
        if index < scalars.count, scalars[index] == "\u{FEFF}" { index += 1 }
        while true {
            skipSpace()
            guard index < scalars.count else { return nil }
            if !skipCommentOrInstruction() { return index }
        }
    }

    /// Scans `<!DOCTYPE ... >` from `index`, leaving `index` after it.
    mutating func scanDoctype() -> (hasInternalSubset: Bool, entityNames: [String], isTerminated: Bool) {
        index += "<!DOCTYPE".unicodeScalars.count
        var hasInternalSubset = false
        var names: [String] = []
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" || scalar == "'" {
                skipQuoted()
            } else if scalar == "[" {
                hasInternalSubset = true
                index += 1
                scanInternalSubset(into: &names)
            } else if scalar == ">" {
                index += 1
                return (hasInternalSubset, names, true)
            } else {
                index += 1
            }
        }
        return (hasInternalSubset, names, false)
    }

    /// Skips a quoted literal, quotes included.
    mutating func skipQuoted() {
        let quote = scalars[index]
        index += 1
        while index < scalars.count, scalars[index] != quote { index += 1 }
        if index < scalars.count { index += 1 }
    }

    /// Scans the internal subset up to and past its `]`, collecting general entity names.
    mutating func scanInternalSubset(into names: inout [String]) {
        while index < scalars.count {
            if skipCommentOrInstruction() {
                continue
            } else if hasPrefix("<!") {
                if hasPrefix("<!ENTITY"), let name = entityName(after: index + 8) { names.append(name) }
                index += 2
                // A markup declaration: up to its '>', quoted literals skipped whole.
                while index < scalars.count, scalars[index] != ">" {
                    if scalars[index] == "\"" || scalars[index] == "'" { skipQuoted() } else { index += 1 }
                }
                if index < scalars.count { index += 1 }
            } else if scalars[index] == "]" {
                index += 1
                return
            } else {
                index += 1
            }
        }
    }

    /// The name declared by `<!ENTITY name` (a general entity; parameter entities, `% name`,
    /// are only used inside the DTD, which is never read).
    func entityName(after position: Int) -> String? {
        var cursor = position
        guard cursor < scalars.count, Self.isSpace(scalars[cursor]) else { return nil }
        while cursor < scalars.count, Self.isSpace(scalars[cursor]) { cursor += 1 }
        guard cursor < scalars.count, scalars[cursor] != "%" else { return nil }
        var name = String.UnicodeScalarView()
        while cursor < scalars.count, !Self.isSpace(scalars[cursor]), scalars[cursor] != ">", scalars[cursor] != "\"", scalars[cursor] != "'" {
            name.append(scalars[cursor])
            cursor += 1
        }
        return name.isEmpty ? nil : String(name)
    }

    /// Replaces `range` with spaces, keeping line breaks.
    mutating func blank(_ range: Range<Int>) {
        for offset in range where scalars[offset] != "\n" && scalars[offset] != "\r" { scalars[offset] = " " }
    }

    /// Where lines were last counted to, so counting goes on from there (callers ask for
    /// positions further on; counting from the start each time was quadratic in DOCTYPEs).
    private var counted = (position: 0, line: 1)

    /// The 1-based line of `position`.
    mutating func line(at position: Int) -> Int {
        if position < counted.position { counted = (0, 1) }
        counted.line += scalars[counted.position..<position].lazy.filter { $0 == "\n" }.count
        counted.position = position
        return counted.line
    }

    /// Replaces `&name;` for every name in `names` after `index` with `marker` (in content and
    /// attribute values; comments, CDATA sections and processing instructions are left alone).
    mutating func markReferences(to names: Set<String>, with marker: Unicode.Scalar?) -> [(line: Int, name: String)] {
        guard !names.isEmpty else { return [] }
        var references: [(line: Int, name: String)] = []
        var output: [Unicode.Scalar] = Array(scalars[..<index])
        output.reserveCapacity(scalars.count)
        var line = self.line(at: index)
        while index < scalars.count {
            let start = index
            if hasPrefix("<![CDATA[") {
                index += 9
                skip(past: "]]>")
            } else if skipCommentOrInstruction() {
                // Left as it is.
            } else if scalars[index] == "&", let (name, end) = reference(at: index), names.contains(name) {
                references.append((line, name))
                if let marker { output.append(marker) }
                index = end
                continue
            } else {
                index += 1
            }
            for scalar in scalars[start..<index] {
                if scalar == "\n" { line += 1 }
                output.append(scalar)
            }
        }
        scalars = output
        return references
    }

    /// The name of the entity reference `&name;` at `position`, and where it ends.
    func reference(at position: Int) -> (String, Int)? {
        var cursor = position + 1
        var name = String.UnicodeScalarView()
        while cursor < scalars.count {
            let scalar = scalars[cursor]
            if scalar == ";" { return name.isEmpty ? nil : (String(name), cursor + 1) }
            if Self.isSpace(scalar) || scalar == "&" || scalar == "<" || scalar == ">" || scalar == "\"" || scalar == "'" { return nil }
            name.append(scalar)
            cursor += 1
        }
        return nil
    }
}

/// Whether `text`'s UTF-8 holds `needle`'s bytes: a plain byte search over the string's
/// contiguous storage.
func utf8Contains(_ text: String, _ needle: String) -> Bool {
    var text = text
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return true }
    return text.withUTF8 { haystack in
        guard haystack.count >= pattern.count else { return false }
        var index = 0
        let last = haystack.count - pattern.count
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < pattern.count, haystack[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return true }
            }
            index += 1
        }
        return false
    }
}
