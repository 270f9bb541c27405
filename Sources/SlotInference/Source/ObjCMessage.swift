/// An Objective-C message send `[receiver part:argument part:argument]` read from tokens.
///
/// The receiver is a name path (`self.navigationItem`), a nested message, or a class; each
/// selector part is a name followed by `:` at the top level of the brackets. A unary message
/// (`[UILabel new]`) has one part with an empty range. Array subscripts and literals
/// (`items[0]`, `@[a, b]`) are not messages.
struct ObjCMessage {
    let open: Int
    /// The receiver's tokens.
    let receiver: Range<Int>
    /// `setTitle:forState:`, or `new` for a unary message.
    let selector: String
    let parts: [(name: String, range: Range<Int>)]

    init?(stream: TokenStream, open: Int) {
        guard stream.isPunctuation(open, "["), !Self.isSubscriptOrLiteral(stream, open) else { return nil }
        let close = min(stream.partner[open], stream.count)
        var cursor = open + 1
        // The receiver: a bracket group or a name, then `.name` property steps.
        guard let first = stream[cursor], cursor < close else { return nil }
        if first.isPunctuation("[") || first.isPunctuation("(") {
            cursor = stream.after(cursor)
        } else if first.kind == .identifier {
            cursor += 1
        } else {
            return nil
        }
        while stream.isPunctuation(cursor, "."), stream[cursor + 1]?.kind == .identifier { cursor += 2 }
        receiver = (open + 1)..<cursor
        guard cursor < close, let name = stream[cursor], name.kind == .identifier else { return nil }
        if cursor + 1 == close {
            self.open = open
            selector = name.text
            parts = [(name.text, close..<close)]
            return
        }
        var parts: [(String, Range<Int>)] = []
        var partName = name.text
        guard stream.isPunctuation(cursor + 1, ":") else { return nil }
        var argumentStart = cursor + 2
        var index = argumentStart
        while index < close {
            if stream.enclosing[index] == open, let token = stream[index], token.kind == .identifier,
               stream.isPunctuation(index + 1, ":"), index > argumentStart {
                parts.append((partName, argumentStart..<index))
                partName = token.text
                argumentStart = index + 2
                index += 2
                continue
            }
            index = stream.partner[index] > index ? stream.partner[index] + 1 : index + 1
        }
        parts.append((partName, argumentStart..<close))
        self.open = open
        self.parts = parts
        selector = parts.map { $0.0 + ":" }.joined()
    }

    /// The receiver as a name path without `self` (`navigationItem`, `titleLabel`), or nil when
    /// it is not a plain path.
    func receiverName(in stream: TokenStream) -> String? {
        ReceiverPath.name(of: receiver, in: stream)
    }

    /// `items[0]` (after a name or a closing bracket) and `@[...]` are not messages.
    private static func isSubscriptOrLiteral(_ stream: TokenStream, _ open: Int) -> Bool {
        guard let previous = stream[open - 1] else { return false }
        if previous.isPunctuation("@") { return true }
        if previous.kind == .identifier {
            // `return [x y]` and `@selector`-free keywords start messages.
            return !["return", "in", "case", "else", "do"].contains(previous.text)
        }
        return previous.isPunctuation(")") || previous.isPunctuation("]")
    }
}

/// Receiver name paths: `self.titleLabel` -> `titleLabel`, `cell.textLabel?` -> `cell.textLabel`,
/// `_titleLabel` (an Objective-C instance variable) -> `titleLabel`.
enum ReceiverPath {
    static func name(of range: Range<Int>, in stream: TokenStream) -> String? {
        var names: [String] = []
        for index in range {
            guard let token = stream[index] else { return nil }
            switch token.kind {
            case .identifier: names.append(token.text)
            case .punctuation where token.text == ".": continue
            case .operator where token.text == "?" || token.text == "!": continue
            default: return nil
            }
        }
        if names.first == "self" { names.removeFirst() }
        guard !names.isEmpty else { return nil }
        if names.count == 1, names[0].hasPrefix("_"), names[0].count > 1 { names[0].removeFirst() }
        return names.joined(separator: ".")
    }
}
