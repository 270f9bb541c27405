import Catalogs

/// Texts carried in an enum case's associated values: `case downloadErrorZIM(zimFileID: UUID,
/// errorMessage: String)` made as `.downloadErrorZIM(zimFileID: id, errorMessage: errorDesc)` in
/// one file and taken apart by `case let .downloadErrorZIM(_, errorMessage):` in another, where
/// `errorMessage` is then shown (kiwix's download errors, carried to an alert's message).
///
/// Read from every Swift file before any is scanned (`DefinitionCollector`); joined when the
/// definitions are resolved (`KeyDefinitions.resolve`): each bound name becomes a local choice of
/// the keys the constructions pass for its position.
struct EnumPayloads: Sendable {
    /// A case with associated values, in an `enum` body.
    struct Case: Sendable {
        var typeName: String
        var name: String
        /// Each associated value's label (nil when it has none) and whether it is a text.
        var parameters: [(label: String?, isText: Bool, takesKey: Bool)]
        var location: SourceLocation

        /// The position of each argument, by label where the case has labels, else in order; nil
        /// when the arguments are not this case's.
        func positions(of labels: [String?]) -> [Int]? {
            guard labels.count == parameters.count else { return nil }
            for (label, parameter) in zip(labels, parameters) where label != parameter.label { return nil }
            return Array(0..<labels.count)
        }

        /// `.downloadErrorZIM(errorMessage:)`.
        func spelled(_ position: Int) -> String {
            "`\(typeName).\(name)(\(parameters[position].label ?? "_"):)`"
        }
    }

    /// `.name(label: value, ...)` or `Type.name(...)` where no value is called on: maybe a case
    /// made, kept until the cases of every file are known.
    struct Construction: Sendable {
        var typeName: String?
        var path: String
        var line: Int
        var arguments: [(label: String?, tokens: [SourceToken], start: Int, openers: [Int])]
    }

    /// `case let .name(_, message)`, `case .name(let message)`, `if case let Type.name(message) = x`.
    struct Binding: Sendable {
        var caseName: String
        var typeName: String?
        var position: Int
        var label: String?
        var name: String
        /// The file, the `{` it is in, and the `case` token: the name is a local of that body
        /// from there on.
        var scope: (path: String, opener: Int, index: Int)
        var line: Int
        /// The value taken apart (`switch activeAlert`, `= banner`), while the file is read.
        var subject: String? = nil
        /// The types its file declares for it (`@State private var activeAlert: ActiveAlert?`),
        /// or the enclosing type for `switch self`.
        var subjectTypes: Set<String> = []
    }

    /// At most this many texts are followed through one associated value (kiwix's download
    /// error message carries 49).
    static let keysPerValue = 100
    /// At most this many patterns of a file bind texts (a use shows every text its pattern binds).
    static let bindingsPerFile = 100

    /// Case name -> its declarations.
    private(set) var cases: [String: [Case]] = [:]
    /// Case name -> the calls so named.
    private(set) var constructions: [String: [Construction]] = [:]
    private(set) var bindings: [Binding] = []

    var isEmpty: Bool { cases.isEmpty }

    mutating func merge(_ other: EnumPayloads) {
        for (name, list) in other.cases { cases[name, default: []] += list }
        for (name, list) in other.constructions { constructions[name, default: []] += list }
        bindings += other.bindings
    }

    /// The declarations a construction or a binding of `name` (written `Type.name` when
    /// `typeName` is given) may be.
    func declarations(of name: String, typeName: String?) -> [Case] {
        (cases[name] ?? []).filter { typeName == nil || $0.typeName == typeName }
    }

    /// The declaration a binding takes apart: of the type written, else of its subject's
    /// declared type, else the only type declaring a case so named (two enums with a
    /// `.generic(description:)` and a subject of unknown type: neither).
    func declarations(of binding: Binding) -> [Case] {
        if binding.typeName != nil || !binding.subjectTypes.isEmpty {
            let types = binding.typeName.map { Set([$0]) } ?? binding.subjectTypes
            return (cases[binding.caseName] ?? []).filter { types.contains($0.typeName) }
        }
        let all = cases[binding.caseName] ?? []
        return Set(all.map(\.typeName)).count == 1 ? all : []
    }

    // MARK: - Reading one file

    /// Reads the payload shapes at `index`, a token of a Swift file.
    mutating func read(at index: Int, in stream: TokenStream, path: String) {
        guard let token = stream[index], token.kind == .identifier else { return }
        if token.text == "case" {
            let opener = stream.enclosing[index]
            guard opener >= 0, stream.isPunctuation(opener, "{") else { return }
            if TypeDeclaration.at(opener: opener, in: stream)?.keyword == "enum" {
                readCases(at: index, opener: opener, in: stream, path: path)
            } else {
                readBindings(at: index, opener: opener, in: stream, path: path)
            }
        } else if stream.isPunctuation(index - 1, "."), stream.isPunctuation(index + 1, "("), token.text.first?.isLowercase == true,
                  token.text != "init" {
            readConstruction(at: index, in: stream, path: path)
        }
    }

    /// `case a(String), b(title: String, count: Int)` in an enum's body.
    private mutating func readCases(at index: Int, opener: Int, in stream: TokenStream, path: String) {
        guard let typeName = TypeDeclaration.at(opener: opener, in: stream)?.name else { return }
        var cursor = index + 1
        while let name = stream[cursor], name.kind == .identifier {
            var next = cursor + 1
            if stream.isPunctuation(next, "("), stream.partner[next] > next {
                let parameters = stream.arguments(of: next).map { argument -> (label: String?, isText: Bool, takesKey: Bool) in
                    // `label: Type` or `Type`: `arguments` takes `label:` off.
                    let type = argument.range.compactMap { stream[$0]?.text }
                    return (argument.label, ParameterForwarding.isText(type), ParameterForwarding.takesKey(type))
                }
                if parameters.contains(where: \.isText) {
                    cases[name.text, default: []].append(Case(typeName: typeName, name: name.text, parameters: parameters,
                                                              location: SourceLocation(file: path, line: name.line)))
                }
                next = stream.partner[next] + 1
            }
            // `= "raw"` (no payload then), then `,` and the next case.
            if stream.isOperator(next, "=") { next += 2 }
            guard stream.isPunctuation(next, ",") else { return }
            cursor = next + 1
        }
    }

    /// `.name(...)` as an implicit member (after `(`, `,`, `=`, `return`...) or `Type.name(...)`:
    /// not a method called on a value (`text.replacing(...)`, `view\n.padding(...)`).
    private mutating func readConstruction(at index: Int, in stream: TokenStream, path: String) {
        var typeName: String?
        if let before = stream[index - 2] {
            if before.kind == .identifier, before.text.first?.isUppercase == true, !stream.isPunctuation(index - 3, ".") {
                typeName = before.text
            } else if before.kind == .identifier {
                guard ["return", "throw", "in", "await", "try", "else", "send", "yield"].contains(before.text) else { return }
            } else if before.kind == .operator {
                guard !before.isOperator("?"), !before.isOperator("!") else { return }
            } else if before.kind == .punctuation {
                guard ["(", ",", "[", "{", ":", ";"].contains(before.text) else { return }
            } else {
                return
            }
        }
        var arguments: [(label: String?, tokens: [SourceToken], start: Int, openers: [Int])] = []
        for argument in stream.arguments(of: index + 1) {
            guard !argument.range.isEmpty else { return }
            let first = stream[argument.range.lowerBound]
            // A closure or a number is no text, nor a value too long to be one; its position is kept.
            let isValue = argument.range.count <= 64 && first?.isPunctuation("{") != true && first?.kind != .number
            arguments.append((argument.label, isValue ? Array(stream.tokens[argument.range]) : [],
                              argument.range.lowerBound, isValue ? stream.enclosingOpeners(of: argument.range.lowerBound) : []))
        }
        guard arguments.contains(where: { !$0.tokens.isEmpty }), let name = stream[index] else { return }
        constructions[name.text, default: []].append(Construction(typeName: typeName, path: path, line: name.line, arguments: arguments))
    }

    /// The declared types of the bindings' subjects, once the whole file is read.
    mutating func finishFile(_ stream: TokenStream) {
        guard bindings.contains(where: { $0.subject != nil && $0.typeName == nil }) else { return }
        let declared = LocalizedKeyReader.declaredTypes(in: stream)
        for position in bindings.indices where bindings[position].typeName == nil {
            guard let subject = bindings[position].subject else { continue }
            if subject == "self" {
                if let type = TypeDeclaration.enclosing(bindings[position].scope.index, in: stream) { bindings[position].subjectTypes = [type] }
            } else {
                bindings[position].subjectTypes = declared[subject] ?? []
            }
        }
    }

    /// `switch activeAlert {`, `switch self.alert {`, `if case ... = banner {`: the name of the
    /// value a pattern takes apart, when it is one.
    private func subject(ofCaseAt index: Int, opener: Int, in stream: TokenStream) -> String? {
        func name(_ range: Range<Int>) -> String? {
            let texts = range.compactMap { stream[$0]?.text }.filter { $0 != "?" && $0 != "!" }
            if texts.count == 1, stream[range.lowerBound]?.kind == .identifier { return texts[0] }
            if texts.count == 3, texts[0] == "self", texts[1] == "." { return texts[2] }
            return nil
        }
        if stream.isPunctuation(opener, "{"), stream.enclosing[index] == opener, !stream.isIdentifier(index - 1, "if"),
           !stream.isIdentifier(index - 1, "guard"), !stream.isIdentifier(index - 1, "while"), !stream.isPunctuation(index - 1, ",") {
            // A switch's label: the subject between `switch` and the `{`.
            var cursor = opener - 1
            while cursor >= 0, opener - cursor <= 8, !stream.isIdentifier(cursor, "switch") { cursor -= 1 }
            guard cursor >= 0, stream.isIdentifier(cursor, "switch") else { return nil }
            return name((cursor + 1)..<opener)
        }
        // `if case PATTERN = subject {` or `, `.
        var cursor = index + 1
        while cursor < stream.count, cursor - index <= 64, stream.enclosing[cursor] == stream.enclosing[index], !stream.isOperator(cursor, "=") {
            cursor = stream.partner[cursor] > cursor ? stream.partner[cursor] + 1 : cursor + 1
        }
        guard stream.isOperator(cursor, "=") else { return nil }
        var end = cursor + 1
        while end < stream.count, end - cursor <= 6, !stream.isPunctuation(end, "{"), !stream.isPunctuation(end, ","),
              !stream.isIdentifier(end, "else") { end += 1 }
        return name((cursor + 1)..<end)
    }

    /// The names a case label (or an `if case` / `guard case` pattern) binds from a payload.
    private mutating func readBindings(at index: Int, opener: Int, in stream: TokenStream, path: String) {
        // `if case` / `while case`: the names are the body's, after the condition; a switch's
        // label and `guard case` bind them in the body the `case` is in.
        var scope = opener
        if stream.isIdentifier(index - 1, "if") || stream.isIdentifier(index - 1, "while") || stream.isPunctuation(index - 1, ",") {
            var cursor = index + 1
            while cursor < stream.count, cursor - index <= 256, !stream.isPunctuation(cursor, "{") || stream.enclosing[cursor] != opener {
                if stream.isIdentifier(cursor, "else") { return }  // `guard ..., case ... else {`
                cursor = stream.partner[cursor] > cursor && !stream.isPunctuation(cursor, "{") ? stream.partner[cursor] + 1 : cursor + 1
            }
            guard stream.isPunctuation(cursor, "{"), stream.enclosing[cursor] == opener else { return }
            scope = cursor
        }
        var outerLet = false
        var cursor = index + 1
        while cursor < stream.count, cursor - index <= 64, let token = stream[cursor] {
            guard stream.enclosing[cursor] == opener else { return }
            if token.isPunctuation(":") || token.isOperator("=") || token.isPunctuation("{") || token.isPunctuation("}") { return }
            if token.isIdentifier("where") { return }
            if token.isIdentifier("let") || token.isIdentifier("var") { outerLet = true }
            if token.isPunctuation(",") { outerLet = false }
            if token.isPunctuation("."), let name = stream[cursor + 1], name.kind == .identifier, stream.isPunctuation(cursor + 2, "("),
               stream.partner[cursor + 2] > cursor + 2 {
                let before = stream[cursor - 1]
                let typeName = before?.kind == .identifier && before?.text.first?.isUppercase == true ? before?.text : nil
                for (position, element) in stream.arguments(of: cursor + 2).enumerated() {
                    var range = element.range
                    var bound = outerLet
                    if let first = stream[range.lowerBound], first.isIdentifier("let") || first.isIdentifier("var") {
                        bound = true
                        range = (range.lowerBound + 1)..<range.upperBound
                    }
                    guard bound, range.count == 1, let variable = stream[range.lowerBound], variable.kind == .identifier,
                          variable.text != "_" else { continue }
                    bindings.append(Binding(caseName: name.text, typeName: typeName, position: position, label: element.label,
                                            name: variable.text, scope: (path, scope, index), line: variable.line,
                                            subject: subject(ofCaseAt: index, opener: opener, in: stream)))
                }
                cursor = stream.partner[cursor + 2] + 1
                continue
            }
            cursor = stream.partner[cursor] > cursor ? stream.partner[cursor] + 1 : cursor + 1
        }
    }
}
