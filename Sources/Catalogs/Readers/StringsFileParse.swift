/// The state of one `.strings` read: `StringsFileReader` feeds it the tokens in order.
///
/// A small state machine over the tokens (key, `=` or `;`, value, `;`), with the recovery
/// rules `StringsFileReader` documents: resynchronize at the next `;` or at the next line that
/// starts an entry.
struct StringsFileParse {
    enum Expecting { case key, equalsOrSemicolon, value, semicolon, skipToSemicolon }

    let path: String
    let locale: String
    let tokens: [StringsToken]
    private(set) var file: CatalogFile
    private var state = Expecting.key
    private var pendingComment: String?
    private var key: (text: String, line: Int, column: Int)?
    private var value: String?
    private var lastEntryLine = 0
    private var supersession = Supersession()

    init(path: String, locale: String, tokens: [StringsToken]) {
        self.path = path
        self.locale = locale
        self.tokens = tokens
        self.file = CatalogFile(path: path, format: .strings)
    }

    /// Reads the token at `index`.
    mutating func consume(_ index: Int) {
        let token = tokens[index]
        // Half a surrogate pair: the entry is read (with U+FFFD), so not an input not read.
        for problem in token.problems { issue(.invalidEntry, token, problem) }
        if consumeOutsideGrammar(token) { return }
        switch state {
        case .skipToSemicolon: skipping(token, index)
        case .key: expectingKey(token)
        case .equalsOrSemicolon: expectingEqualsOrSemicolon(token, index)
        case .value: expectingValue(token)
        case .semicolon: expectingSemicolon(token)
        }
    }

    /// Keeps an entry whose `;` the file never reached, and applies duplicate-key supersession.
    mutating func finish() {
        if let current = key, state == .semicolon || state == .equalsOrSemicolon {
            file.issues.append(CatalogIssue(kind: .malformed, location: location(current.line, current.column),
                                            message: "missing ';' at the end of the file after \"\(current.text)\"; the entry is kept",
                                            key: current.text))
            finishEntry()
        }
        file.entries = supersession.apply(to: file.entries)
    }

    /// Comments and damaged tokens, which any state handles the same way; true when consumed.
    private mutating func consumeOutsideGrammar(_ token: StringsToken) -> Bool {
        switch token.kind {
        case .comment(let body):
            if state == .key, token.line == lastEntryLine, let last = file.entries.indices.last,
               file.entries[last].comment == nil, pendingComment == nil {
                file.entries[last].comment = body
            } else if state == .key {
                pendingComment = body
            }
        case .unterminatedComment:
            issue(.malformed, token, "comment opened with /* is never closed with */")
        case .unterminatedString:
            issue(.unterminatedString, token, "string opened here has no closing quote; this entry is skipped")
            key = nil
            value = nil
            state = .key
        case .unexpected(let character):
            let entry = key.map { " in the entry \"\($0.text)\"; the entry is skipped" } ?? ""
            issue(.malformed, token,
                  "unexpected character \(StringsFileReader.describe(character))\(entry); expected \"key\" = \"value\";")
            key = nil
            value = nil
            state = .skipToSemicolon
        default:
            return false
        }
        return true
    }

    private mutating func skipping(_ token: StringsToken, _ index: Int) {
        if token.kind == .semicolon {
            state = .key
        } else if startsEntry(index), case .string(let text) = token.kind {
            key = (text, token.line, token.column)
            state = .equalsOrSemicolon
        }
    }

    private mutating func expectingKey(_ token: StringsToken) {
        switch token.kind {
        case .string(let text):
            key = (text, token.line, token.column)
            state = .equalsOrSemicolon
        case .semicolon:
            issue(.malformed, token, "stray ';' where a key was expected")
        default:
            issue(.malformed, token, "expected a key, found '='")
            state = .skipToSemicolon
        }
    }

    private mutating func expectingEqualsOrSemicolon(_ token: StringsToken, _ index: Int) {
        switch token.kind {
        case .equals:
            state = .value
        case .semicolon:
            finishEntry()
            lastEntryLine = token.line
            state = .key
        case .string(let text):
            issue(.malformed, token, "expected '=' or ';' after key \"\(key?.text ?? "")\"; the key is dropped")
            // A new entry on the next line is read; "a" "x"; on one line is not an entry x = x.
            if startsEntry(index) {
                key = (text, token.line, token.column)
                state = .equalsOrSemicolon
            } else {
                key = nil
                state = .skipToSemicolon
            }
        default:
            state = .skipToSemicolon
        }
    }

    private mutating func expectingValue(_ token: StringsToken) {
        if case .string(let text) = token.kind {
            value = text
            state = .semicolon
            return
        }
        issue(.malformed, token, "expected a value after '=' for key \"\(key?.text ?? "")\"")
        key = nil
        state = token.kind == .semicolon ? .key : .skipToSemicolon
    }

    private mutating func expectingSemicolon(_ token: StringsToken) {
        switch token.kind {
        case .semicolon:
            finishEntry()
            lastEntryLine = token.line
            state = .key
        case .string(let text):
            issue(.malformed, token, "missing ';' after the value of \"\(key?.text ?? "")\"; the entry is kept")
            finishEntry()
            key = (text, token.line, token.column)
            state = .equalsOrSemicolon
        default:
            issue(.malformed, token, "expected ';' after the value of \"\(key?.text ?? "")\", found '='")
            key = nil
            value = nil
            state = .skipToSemicolon
        }
    }

    /// Whether the token at `index` starts an entry: a string, first on its line, then `=` (or
    /// `;`, the `"key";` form).
    private func startsEntry(_ index: Int) -> Bool {
        guard case .string = tokens[index].kind, index + 1 < tokens.count,
              tokens[index + 1].kind == .equals || tokens[index + 1].kind == .semicolon else { return false }
        return index == 0 || tokens[index - 1].line < tokens[index].line
    }

    private mutating func finishEntry() {
        guard let current = key else { return }
        let text = value ?? current.text
        // The key's earlier definition, if any, is the entry at the offset supersession returns.
        if let previous = supersession.define(current.text, offsets: [file.entries.count])?.first {
            file.issues.append(CatalogIssue(
                kind: .duplicateKey, location: location(current.line, current.column),
                message: "key \"\(current.text)\" was already defined at line \(file.entries[previous].location.line); this later value wins",
                key: current.text))
        }
        file.entries.append(CatalogEntry(key: current.text, locale: locale, text: text,
                                         location: location(current.line, current.column), comment: pendingComment))
        pendingComment = nil
        lastEntryLine = current.line
        key = nil
        value = nil
    }

    private mutating func issue(_ kind: CatalogIssue.Kind, _ token: StringsToken, _ message: String) {
        file.issues.append(CatalogIssue(kind: kind, location: location(token.line, token.column), message: message, key: key?.text))
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}
