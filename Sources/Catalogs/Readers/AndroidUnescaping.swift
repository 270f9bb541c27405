/// A problem in the text of an Android string resource that was still read.
struct AndroidTextProblem: Equatable {
    /// `malformed` for a text aapt2 cannot read (an unescaped apostrophe, an unbalanced quote);
    /// `invalidEntry` for a broken `\u` escape or half a surrogate pair, which leave the rest of
    /// the text readable (the entry is read and measured, so it is no input that was not read).
    var kind: CatalogIssue.Kind
    var message: String
}

/// Unescapes an Android string resource as aapt2 compiles it.
///
/// The rules are those of Android's "String resources" guide, section "Handling special
/// characters" (developer.android.com/guide/topics/resources/string-resource#escaping_quotes),
/// as implemented by aapt2's `StringBuilder::AppendText` (AOSP `frameworks/base`,
/// `tools/aapt2/ResourceUtils.cpp`):
/// - `\'`, `\"`, `\\`, `\@`, `\?`, `\#` are the character itself; `\n` and `\t` a line feed and a
///   tab; `\uXXXX` the UTF-16 code unit, so a character beyond U+FFFF is written as a surrogate
///   pair of two escapes (`\uD83E\uDDD8` is 🧘) and decodes to the one character. Half a pair
///   alone is read as U+FFFD and reported once (`invalidEntry`): the rest of the text is kept.
/// - White space collapses only where aapt2 collapses it: outside double quotes, a run of ASCII
///   white space (the code points up to U+007F for which C `isspace` holds: space, tab, line
///   feed, vertical tab, form feed, carriage return) becomes one space, and leading and trailing
///   runs are removed. Other white space (U+00A0 NO-BREAK SPACE, U+202F NARROW NO-BREAK SPACE
///   in French `continuer\u202f?`, U+2009 THIN SPACE) is text: it is kept, and so are its width
///   and the line breaks it forbids.
/// - An unescaped `"` opens or closes a quoted run that keeps its white space and is not itself
///   part of the text; an unescaped `'` outside quotes is an error to aapt2 (kept, reported).
func unescapeAndroid(_ raw: String) -> (text: String, problems: [AndroidTextProblem]) {
    var output: [(scalar: Unicode.Scalar, collapsible: Bool)] = []
    var problems: [AndroidTextProblem] = []
    var inQuotes = false
    var surrogates = SurrogateEscapes()
    /// Appends what the surrogate joiner gives: characters, and U+FFFD for half a pair, reported.
    func emit(_ outputs: [SurrogateEscapes.Output]) {
        for item in outputs {
            switch item {
            case .scalar(let scalar): output.append((scalar, false))
            case .lone(let value):
                output.append(("\u{FFFD}", false))
                problems.append(AndroidTextProblem(kind: .invalidEntry, message: SurrogateEscapes.loneMessage(value)))
            }
        }
    }
    let scalars = Array(raw.unicodeScalars)
    var index = 0
    while index < scalars.count {
        let scalar = scalars[index]
        index += 1
        // Only a \u escape may complete a pair; anything else reports a high half left waiting.
        if !(scalar == "\\" && index < scalars.count && scalars[index] == "u") { emit(surrogates.flush()) }
        switch scalar {
        case "\\":
            guard index < scalars.count else {
                problems.append(AndroidTextProblem(kind: .malformed, message: "trailing backslash"))
                continue
            }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "n": output.append(("\n", false))
            case "t": output.append(("\t", false))
            case "u":
                var value: UInt32 = 0
                var digits = 0
                let start = index
                while digits < 4, index < scalars.count, let digit = hexValue(scalars[index]) {
                    value = value * 16 + digit
                    digits += 1
                    index += 1
                }
                guard digits == 4 else {
                    // One issue, also when it was to complete a pair (`\uD83E\uDDZ8`): the entry
                    // is read, the escape dropped, the rest of the text kept.
                    var written = "\\u"
                    written.unicodeScalars.append(contentsOf: scalars[start..<index])
                    var message = "\(written) needs four hexadecimal digits (aapt2 refuses it); the escape is left out, the rest of the text kept"
                    if case .lone(let high)? = surrogates.flush().first {
                        output.append(("\u{FFFD}", false))
                        message = "\\u\(String(high, radix: 16, uppercase: true))\(written): the second half of a surrogate pair needs four"
                            + " hexadecimal digits (aapt2 refuses it); the pair is read as U+FFFD, the rest of the text kept"
                    }
                    problems.append(AndroidTextProblem(kind: .invalidEntry, message: message))
                    continue
                }
                emit(surrogates.add(value))
            default: output.append((escape, false))
            }
        case "\"":
            inQuotes.toggle()
        case _ where !inQuotes && isCollapsibleAndroidSpace(scalar):
            if output.last?.collapsible != true { output.append((" ", true)) }
        case "'" where !inQuotes:
            problems.append(AndroidTextProblem(kind: .malformed, message: "unescaped apostrophe; aapt2 rejects it: write \\' or quote the whole text"))
            output.append((scalar, false))
        default:
            output.append((scalar, false))
        }
    }
    emit(surrogates.flush())
    if inQuotes { problems.append(AndroidTextProblem(kind: .malformed, message: "unbalanced double quote; write \\\" for a literal quote")) }
    while output.first?.collapsible == true { output.removeFirst() }
    while output.last?.collapsible == true { output.removeLast() }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: output.map(\.scalar))
    return (String(text), problems)
}

/// The white space aapt2 collapses: code points up to U+007F for which C `isspace` holds.
private func isCollapsibleAndroidSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r": true
    default: false
    }
}
