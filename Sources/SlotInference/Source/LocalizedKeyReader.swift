/// A localization key found in code: the key, the token the expression starts at, its line.
struct KeyMatch {
    var key: KeyReference
    /// The index of the token the key expression starts with (its call, or the literal).
    var start: Int
    var line: Int
}

/// Reads the key of an expression that yields localized text.
///
/// Swift: `NSLocalizedString("key", tableName: "T", comment: "")`, `String(localized: "key",
/// table: "T")`, `LocalizedStringKey("key")`, `LocalizedStringResource("key", table: "T")`,
/// `Bundle.main.localizedString(forKey: "key", value: nil, table: "T")`, and in SwiftUI
/// initializers that take a `LocalizedStringKey`, a bare literal. Objective-C:
/// `NSLocalizedString(@"key", ...)`, `NSLocalizedStringFromTable(@"key", @"T", ...)`,
/// `NSLocalizedStringFromTableInBundle`, `NSLocalizedStringWithDefaultValue`, and
/// `[bundle localizedStringForKey:@"key" value:... table:@"T"]`. A format around a key
/// (`String(format: NSLocalizedString(...), n)`, `[NSString stringWithFormat:...]`) is seen
/// through. Only the expression's head is read: what follows it is not followed.
struct LocalizedKeyReader {
    let stream: TokenStream
    let language: SourceLanguage

    /// The key of the expression in `range`; `bareLiteral` when the context takes a
    /// `LocalizedStringKey` (SwiftUI), so that `"key"` alone is a key.
    func read(_ range: Range<Int>, bareLiteral: Bool = false) -> KeyMatch? {
        guard let first = stream[range.lowerBound], range.count > 0 else { return nil }
        var start = range.lowerBound
        // `@` of an Objective-C boxed expression or `(` of a cast/parenthesized expression.
        if first.isPunctuation("("), stream.partner[start] > start + 1 { return read((start + 1)..<stream.partner[start], bareLiteral: bareLiteral) }
        if first.kind == .string {
            guard bareLiteral else { return nil }
            return literal(at: start, table: nil)
        }
        if language == .objectiveC, first.isPunctuation("[") { return objectiveCMessage(at: start) }
        guard first.kind == .identifier else { return nil }
        // Go to the end of a qualifying path: `Bundle.main.localizedString`, `SwiftUI.LocalizedStringKey`.
        while stream.isPunctuation(start + 1, "."), let next = stream[start + 2], next.kind == .identifier, start + 2 < range.upperBound {
            start += 2
        }
        guard let name = stream[start]?.text, stream.isPunctuation(start + 1, "(") else { return nil }
        return call(name: name, at: start, open: start + 1, bareLiteral: bareLiteral)
    }

    /// The names a key expression can start with (for finding every key in a file).
    static let callNames: Set<String> = [
        "NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource", "localizedString",
        "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle", "NSLocalizedStringWithDefaultValue",
        "localizedStringWithFormat",
    ]

    private func call(name: String, at start: Int, open: Int, bareLiteral: Bool) -> KeyMatch? {
        let arguments = stream.arguments(of: open)
        func labeled(_ label: String) -> Argument? { arguments.first { $0.label == label } }
        func table(_ argument: Argument?) -> String? { argument.flatMap { stream[$0.range.lowerBound]?.plainString } }
        var match: KeyMatch?
        switch name {
        case "NSLocalizedString" where language == .swift:
            match = literal(in: arguments.first, table: table(labeled("tableName")))
        case "NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle", "NSLocalizedStringWithDefaultValue":
            let tableArgument = name == "NSLocalizedString" || arguments.count < 2 ? nil : arguments[1]
            match = literal(in: arguments.first, table: table(tableArgument))
        case "String" where labeled("localized") != nil:
            match = literal(in: labeled("localized"), table: table(labeled("table")))
        case "String" where labeled("format") != nil:
            return labeled("format").flatMap { read($0.range, bareLiteral: false) }
        case "localizedStringWithFormat":
            return arguments.first.flatMap { read($0.range, bareLiteral: false) }
        case "LocalizedStringKey", "LocalizedStringResource":
            match = literal(in: arguments.first, table: table(labeled("table")))
        case "localizedString" where labeled("forKey") != nil:
            match = literal(in: labeled("forKey"), table: table(labeled("table")))
        default:
            return nil
        }
        match?.start = start
        return match
    }

    private func literal(in argument: Argument?, table: String?) -> KeyMatch? {
        guard let argument, argument.label == nil || ["localized", "forKey"].contains(argument.label!) else { return nil }
        return literal(at: argument.range.lowerBound, table: table)
    }

    /// A string literal (Objective-C: adjacent literals joined) as a key.
    private func literal(at index: Int, table: String?) -> KeyMatch? {
        guard let token = stream[index], token.kind == .string else { return nil }
        var pieces = token.pieces
        var next = index + 1
        while language == .objectiveC, let following = stream[next], following.kind == .string {
            pieces += following.pieces
            next += 1
        }
        let hasInterpolation = pieces.contains(.interpolation)
        let key = hasInterpolation
            ? KeyReference.pattern(pieces: pieces, table: table)
            : KeyReference(key: pieces.map { if case .text(let text) = $0 { text } else { "" } }.joined(), table: table)
        return KeyMatch(key: key, start: index, line: token.line)
    }

    /// `[bundle localizedStringForKey:@"k" value:... table:@"T"]`, `[NSString stringWithFormat:...]`.
    private func objectiveCMessage(at open: Int) -> KeyMatch? {
        guard let message = ObjCMessage(stream: stream, open: open) else { return nil }
        switch message.selector {
        case "localizedStringForKey:value:table:":
            var match = literal(at: message.parts[0].range.lowerBound, table: stream[message.parts[2].range.lowerBound]?.plainString)
            match?.start = open
            return match
        case _ where message.selector.hasPrefix("stringWithFormat:") || message.selector.hasPrefix("localizedStringWithFormat:"):
            let format = message.parts[0].range
            let end = (format.lowerBound..<format.upperBound).first { stream.enclosing[$0] == open && stream.isPunctuation($0, ",") } ?? format.upperBound
            return read(format.lowerBound..<end)
        default:
            return nil
        }
    }
}
