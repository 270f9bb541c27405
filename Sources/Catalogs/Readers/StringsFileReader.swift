/// Reads a legacy `.strings` table (`"key" = "value";`) into entries.
///
/// Duplicate keys: the last one wins, as in Foundation, and each repeat is a `duplicateKey`
/// issue. A comment before an entry becomes its `comment`; a comment on the same line after an
/// entry's `;` becomes that entry's comment when it has none. `"key";` alone means the value
/// is the key. On a syntax error the reader reports it and resynchronizes at the next `;`, or
/// at the next line that starts an entry (`"key" =` or `"key";` first on its line), whichever
/// comes first, so one bad entry never hides the rest.
struct StringsFileReader {
    let path: String
    let locale: String

    func read(_ text: String) -> CatalogFile {
        var file = CatalogFile(path: path, format: .strings)
        let tokens = StringsFileTokenizer.tokenize(text)

        enum Expecting { case key, equalsOrSemicolon, value, semicolon, skipToSemicolon }
        var state = Expecting.key
        var pendingComment: String?
        var key: (text: String, line: Int, column: Int)?
        var value: String?
        var lastEntryLine = 0
        var lineOfKey: [String: Int] = [:]
        var supersession = Supersession()

        func issue(_ kind: CatalogIssue.Kind, _ token: StringsToken, _ message: String) {
            file.issues.append(CatalogIssue(kind: kind, location: SourceLocation(file: path, line: token.line, column: token.column),
                                            message: message, key: key?.text))
        }
        func finishEntry() {
            guard let current = key else { return }
            let text = value ?? current.text
            if let previous = lineOfKey[current.text] {
                file.issues.append(CatalogIssue(
                    kind: .duplicateKey, location: SourceLocation(file: path, line: current.line, column: current.column),
                    message: "key \"\(current.text)\" was already defined at line \(previous); this later value wins",
                    key: current.text))
            }
            lineOfKey[current.text] = current.line
            supersession.define(current.text, offsets: [file.entries.count])
            file.entries.append(CatalogEntry(
                key: current.text, locale: locale, text: text,
                location: SourceLocation(file: path, line: current.line, column: current.column),
                comment: pendingComment))
            pendingComment = nil
            lastEntryLine = current.line
            key = nil
            value = nil
        }

        /// Whether the token at `index` starts an entry: a string, first on its line, then `=` (or
        /// `;`, the `"key";` form).
        func startsEntry(_ index: Int) -> Bool {
            guard case .string = tokens[index].kind, index + 1 < tokens.count,
                  tokens[index + 1].kind == .equals || tokens[index + 1].kind == .semicolon else { return false }
            return index == 0 || tokens[index - 1].line < tokens[index].line
        }

        for (index, token) in tokens.enumerated() {
            // Half a surrogate pair: the entry is read (with U+FFFD), so not an input not read.
            for problem in token.problems { issue(.invalidEntry, token, problem) }
            if case .comment(let body) = token.kind {
                if state == .key, token.line == lastEntryLine, let index = file.entries.indices.last,
                   file.entries[index].comment == nil, pendingComment == nil {
                    file.entries[index].comment = body
                } else if state == .key {
                    pendingComment = body
                }
                continue
            }
            if token.kind == .unterminatedComment {
                issue(.malformed, token, "comment opened with /* is never closed with */")
                continue
            }
            if token.kind == .unterminatedString {
                issue(.unterminatedString, token, "string opened here has no closing quote; this entry is skipped")
                key = nil
                value = nil
                state = .key
                continue
            }
            if case .unexpected(let character) = token.kind {
                let entry = key.map { " in the entry \"\($0.text)\"; the entry is skipped" } ?? ""
                issue(.malformed, token, "unexpected character \(Self.describe(character))\(entry); expected \"key\" = \"value\";")
                key = nil
                value = nil
                state = .skipToSemicolon
                continue
            }

            switch state {
            case .skipToSemicolon:
                if token.kind == .semicolon {
                    state = .key
                } else if startsEntry(index), case .string(let text) = token.kind {
                    key = (text, token.line, token.column)
                    state = .equalsOrSemicolon
                }
            case .key:
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
            case .equalsOrSemicolon:
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
            case .value:
                switch token.kind {
                case .string(let text):
                    value = text
                    state = .semicolon
                default:
                    issue(.malformed, token, "expected a value after '=' for key \"\(key?.text ?? "")\"")
                    key = nil
                    state = token.kind == .semicolon ? .key : .skipToSemicolon
                }
            case .semicolon:
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
        }
        if let current = key, state == .semicolon || state == .equalsOrSemicolon {
            file.issues.append(CatalogIssue(kind: .malformed, location: SourceLocation(file: path, line: current.line, column: current.column),
                                            message: "missing ';' at the end of the file after \"\(current.text)\"; the entry is kept", key: current.text))
            finishEntry()
        }
        file.entries = supersession.apply(to: file.entries)
        return file
    }

    /// A character for a message: quoted when it prints, as `U+0000` when it does not.
    static func describe(_ character: Character) -> String {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first,
           scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format || scalar.properties.isWhitespace {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(character)'"
    }
}
