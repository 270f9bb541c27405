import Catalogs

/// Tokens with their bracket structure: which `(`, `[` or `{` closes where, and which one
/// encloses each token. Patterns are followed on this, never on raw text.
struct TokenStream {
    let tokens: [SourceToken]
    /// For an opening bracket, the index of its closing one (`tokens.count` when never closed);
    /// for a closing bracket, its opening one; -1 for other tokens and stray closers.
    private(set) var partner: [Int]
    /// The innermost opening bracket enclosing each token, or -1 at the top level.
    private(set) var enclosing: [Int]
    private(set) var issues: [InferenceIssue] = []

    init(tokens: [SourceToken], path: String) {
        self.tokens = tokens
        partner = Array(repeating: -1, count: tokens.count)
        enclosing = Array(repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (index, token) in tokens.enumerated() {
            enclosing[index] = stack.last ?? -1
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[", "{":
                stack.append(index)
            case ")", "]", "}":
                let opener = Self.opener(of: token.text)
                if let top = stack.last, tokens[top].text == opener {
                    stack.removeLast()
                    partner[top] = index
                    partner[index] = top
                    enclosing[index] = stack.last ?? -1
                } else if let found = stack.lastIndex(where: { tokens[$0].text == opener }) {
                    // Close the brackets left open inside, reporting each.
                    for open in stack[(found + 1)...] { report(open, path: path) }
                    for open in stack[found...] { partner[open] = index }
                    partner[index] = stack[found]
                    stack.removeSubrange(found...)
                    enclosing[index] = stack.last ?? -1
                } else {
                    issues.append(InferenceIssue(kind: .malformed, location: SourceLocation(file: path, line: token.line),
                                                 message: "'\(token.text)' closes no bracket; the code around it may be read wrongly"))
                }
            default:
                break
            }
        }
        for open in stack {
            report(open, path: path)
            partner[open] = tokens.count
        }
    }

    private static func opener(of closer: String) -> String {
        switch closer {
        case ")": "("
        case "]": "["
        default: "{"
        }
    }

    private mutating func report(_ open: Int, path: String) {
        issues.append(InferenceIssue(kind: .malformed, location: SourceLocation(file: path, line: tokens[open].line),
                                     message: "'\(tokens[open].text)' is never closed; the code after it may be read wrongly"))
    }

    var count: Int { tokens.count }

    subscript(index: Int) -> SourceToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    func isPunctuation(_ index: Int, _ text: String) -> Bool { self[index]?.isPunctuation(text) ?? false }
    func isIdentifier(_ index: Int, _ text: String) -> Bool { self[index]?.isIdentifier(text) ?? false }
    func isOperator(_ index: Int, _ text: String) -> Bool { self[index]?.isOperator(text) ?? false }

    /// The index just after the bracket group opened at `open`.
    func after(_ open: Int) -> Int { min(partner[open], tokens.count - 1) + 1 }

    /// The openers enclosing `index`, innermost first.
    func enclosingOpeners(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = enclosing[index]
        while current >= 0 {
            result.append(current)
            current = enclosing[current]
        }
        return result
    }

    /// The top-level comma-separated parts of the bracket group opened at `open`, each with
    /// its Swift argument label (`title:`) or Objective-C nothing.
    func arguments(of open: Int) -> [Argument] {
        let close = min(partner[open], tokens.count)
        guard close > open + 1 else { return [] }
        var result: [Argument] = []
        var start = open + 1
        var index = open + 1
        while index < close {
            if enclosing[index] == open, tokens[index].isPunctuation(",") {
                if index > start { result.append(argument(start..<index)) }
                start = index + 1
                index += 1
            } else {
                // Step over a nested bracket group whole (its partner is after it).
                index = partner[index] > index ? partner[index] + 1 : index + 1
            }
        }
        if close > start { result.append(argument(start..<close)) }
        return result
    }

    private func argument(_ range: Range<Int>) -> Argument {
        if range.count >= 2, let first = self[range.lowerBound], first.kind == .identifier,
           isPunctuation(range.lowerBound + 1, ":") {
            return Argument(label: first.text, range: (range.lowerBound + 2)..<range.upperBound)
        }
        return Argument(label: nil, range: range)
    }

    /// The trailing closures after `index` (the index after a call's `)` or after a name):
    /// `{ ... }` then any `label: { ... }`, as `(label, opener)`; the first has no label.
    func trailingClosures(from index: Int) -> [(label: String?, open: Int)] {
        var closures: [(String?, Int)] = []
        var cursor = index
        if isPunctuation(cursor, "{") {
            closures.append((nil, cursor))
            cursor = after(cursor)
        } else {
            return []
        }
        while let name = self[cursor], name.kind == .identifier, isPunctuation(cursor + 1, ":"), isPunctuation(cursor + 2, "{") {
            closures.append((name.text, cursor + 2))
            cursor = after(cursor + 2)
        }
        return closures
    }
}

/// One argument of a call: its label, if any, and its tokens.
struct Argument {
    var label: String?
    var range: Range<Int>
}
