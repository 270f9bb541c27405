/// What one file says about its variables: their declared types and the properties assigned
/// to them (`label.font = ...`, `[label setNumberOfLines:0]`).
///
/// "Nearby" means the same file and the same top-level declaration (a type's body, or the
/// file's top level), plus the closure that initializes the variable
/// (`let label: UILabel = { let l = UILabel(); l.font = ...; return l }()`).
struct ReceiverFacts {
    struct Declaration {
        var name: String
        var type: String
        var index: Int
        var scope: Int
        /// The `{ ... }` that initializes it, when there is one.
        var initializer: Range<Int>?
    }

    struct Assignment {
        var receiver: String
        var property: String
        var value: Range<Int>
        var index: Int
        var scope: Int
    }

    /// What `properties(of:near:)` depends on: the receiver, its scope and the closure that
    /// initializes its declaration.
    struct Place: Hashable {
        var receiver: String
        var scope: Int
        var initializer: Range<Int>?
    }

    private(set) var declarations: [String: [Declaration]] = [:]
    private(set) var assignments: [String: [Assignment]] = [:]
    /// Every assignment, in file order (for those inside an initializer, by bisection).
    private var inFileOrder: [Assignment] = []
    /// `navigationBar.prefersLargeTitles = ...` assignments, whatever their receiver's path.
    private(set) var largeTitleSettings: [Assignment] = []
    /// Where each Objective-C `@implementation` is, in file order.
    private var implementations: [Int] = []
    /// Classes declared in the file and their superclass (`class PaddedLabel: UILabel`).
    private(set) var superclasses: [String: String] = [:]
    private let stream: TokenStream

    init(stream: TokenStream, language: SourceLanguage) {
        self.stream = stream
        for index in 0..<stream.count {
            guard let token = stream[index] else { continue }
            if token.kind == .identifier {
                if language == .objectiveC, token.text == "@implementation" { implementations.append(index) }
                readDeclaration(at: index, language: language)
                if stream[index + 1]?.isOperator("=") == true, let assignment = Self.assignment(at: index + 1, in: stream) {
                    record(assignment)
                }
            } else if language == .objectiveC, token.isPunctuation("["), let message = ObjCMessage(stream: stream, open: index),
                      message.parts.count == 1, message.selector.hasPrefix("set"), let receiver = message.receiverName(in: stream) {
                var property = String(message.selector.dropFirst(3).dropLast())
                property = property.prefix(1).lowercased() + property.dropFirst()
                record(Assignment(receiver: receiver, property: property, value: message.parts[0].range,
                                  index: index, scope: Self.scope(of: index, in: stream)))
            }
        }
    }

    private mutating func record(_ assignment: Assignment) {
        assignments[assignment.receiver, default: []].append(assignment)
        inFileOrder.append(assignment)
        if assignment.property == "prefersLargeTitles" && assignment.receiver.hasSuffix("navigationBar") { largeTitleSettings.append(assignment) }
    }

    /// The outermost bracket enclosing `index` (-1 at the top level).
    static func scope(of index: Int, in stream: TokenStream) -> Int {
        stream.enclosingOpeners(of: index).last ?? -1
    }

    /// The declared type of `name` (the last path component of a receiver), resolving classes
    /// of this file to their UIKit superclass; the declaration in the same scope wins.
    func type(of receiver: String, near index: Int) -> (type: String, declaration: Declaration)? {
        let name = receiver.split(separator: ".").last.map(String.init) ?? receiver
        let scope = Self.scope(of: index, in: stream)
        let candidates = declarations[name] ?? []
        // One in effect at `index`; else one in the same top-level declaration, else any (an
        // Objective-C method's `(Cell *)cell` parameter is declared outside the body it is used in).
        guard let declaration = declaration(of: name, at: index) ?? candidates.first(where: { $0.scope == scope }) ?? candidates.first
        else { return nil }
        var type = declaration.type
        var seen: Set<String> = []
        while let parent = superclasses[type], !seen.contains(type) {
            seen.insert(type)
            type = parent
        }
        return (type, declaration)
    }

    /// The declaration of `name` in effect at `index`: the last one before it whose body holds it
    /// (a `let cell = ... as! DisclosureCell` in one branch is not the `cell` of the next), else a
    /// stored property of the type (a declaration at the type's level may follow the method that
    /// uses it).
    func declaration(of name: String, at index: Int) -> Declaration? {
        guard let candidates = declarations[name] else { return nil }
        var best: Declaration?
        var member: Declaration?
        for declaration in candidates {
            let opener = stream.enclosing[declaration.index]
            guard opener < 0 || (opener < index && stream.partner[opener] > index) else { continue }
            if declaration.index < index, best.map({ declaration.index > $0.index }) ?? true { best = declaration }
            if declaration.index > index, member == nil, opener >= 0, stream.isPunctuation(opener, "{"),
               TypeDeclaration.at(opener: opener, in: stream) != nil {
                member = declaration
            }
        }
        return best ?? member
    }

    /// The last Objective-C `@implementation` before `index`, by bisection (a search back
    /// through the file for each `self.title =` was quadratic).
    func implementation(before index: Int) -> Int? {
        var (low, high) = (0, implementations.count)
        while low < high {
            let middle = (low + high) / 2
            if implementations[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? implementations[low - 1] : nil
    }

    /// What the properties of `receiver` near `index` depend on (see `properties(of:near:)`).
    func place(of receiver: String, near index: Int) -> Place {
        Place(receiver: receiver, scope: Self.scope(of: index, in: stream),
              initializer: type(of: receiver, near: index)?.declaration.initializer)
    }

    /// The properties assigned to `receiver` near `index`, in file order.
    func properties(of receiver: String, near index: Int) -> [Assignment] {
        let place = place(of: receiver, near: index)
        var result = (assignments[receiver] ?? []).filter { $0.scope == place.scope }
        if let initializer = place.initializer {
            // The assignments inside it: the first at or after its start, by bisection.
            var (low, high) = (0, inFileOrder.count)
            while low < high {
                let middle = (low + high) / 2
                if inFileOrder[middle].index < initializer.lowerBound { low = middle + 1 } else { high = middle }
            }
            while low < inFileOrder.count, inFileOrder[low].index < initializer.upperBound {
                if !inFileOrder[low].receiver.contains(".") { result.append(inFileOrder[low]) }
                low += 1
            }
        }
        return result.sorted { $0.index < $1.index }
    }

    // MARK: - Reading

    private mutating func readDeclaration(at index: Int, language: SourceLanguage) {
        guard let token = stream[index] else { return }
        if language == .swift, token.text == "let" || token.text == "var", let name = stream[index + 1], name.kind == .identifier {
            readSwiftDeclaration(name: name.text, at: index + 1)
        } else if language == .swift, token.text == "class", let name = stream[index + 1], stream.isPunctuation(index + 2, ":"),
                  let parent = stream[index + 3], parent.kind == .identifier {
            superclasses[name.text] = parent.text
        } else if language == .objectiveC, token.text == "@interface", let name = stream[index + 1], stream.isPunctuation(index + 2, ":"),
                  let parent = stream[index + 3], parent.kind == .identifier {
            superclasses[name.text] = parent.text
        } else if language == .objectiveC, token.text.first?.isUppercase == true, stream[index + 1]?.isOperator("*") == true,
                  let name = stream[index + 2], name.kind == .identifier {
            declarations[name.text, default: []].append(Declaration(name: name.text, type: token.text, index: index,
                                                                    scope: Self.scope(of: index, in: stream)))
        }
    }

    /// `let name: Type`, `let name: Type = { ... }()`, `let name = Type(...)`,
    /// `let name = Type.member(...)`, `var content = cell.defaultContentConfiguration()`.
    private mutating func readSwiftDeclaration(name: String, at index: Int) {
        var type: String?
        var cursor = index + 1
        if stream.isPunctuation(cursor, ":"), let annotation = typeName(at: cursor + 1) {
            type = annotation.name
            cursor = annotation.end
            while stream[cursor]?.isOperator("?") == true || stream[cursor]?.isOperator("!") == true { cursor += 1 }
        }
        var initializer: Range<Int>?
        if stream[cursor]?.isOperator("=") == true {
            if stream.isPunctuation(cursor + 1, "{") {
                initializer = (cursor + 1)..<stream.after(cursor + 1)
            } else if type == nil {
                type = initializerType(at: cursor + 1) ?? castType(from: cursor + 1)
            }
        }
        guard let type else { return }
        declarations[name, default: []].append(Declaration(name: name, type: type, index: index,
                                                           scope: Self.scope(of: index, in: stream), initializer: initializer))
    }

    /// `UILabel`, `UIButton.Configuration` (optionals' `?`/`!` are separate tokens), and the
    /// index after it.
    private func typeName(at index: Int) -> (name: String, end: Int)? {
        guard let first = stream[index], first.kind == .identifier else { return nil }
        var name = first.text
        var cursor = index + 1
        while stream.isPunctuation(cursor, "."), let next = stream[cursor + 1], next.kind == .identifier,
              next.text.first?.isUppercase == true {
            name += "." + next.text
            cursor += 2
        }
        return (name, cursor)
    }

    /// The type an initializer expression makes: `UILabel()`, `UIButton.Configuration.filled()`,
    /// `UIListContentConfiguration.cell()`, `cell.defaultContentConfiguration()`.
    private func initializerType(at index: Int) -> String? {
        guard let first = stream[index], first.kind == .identifier else { return nil }
        if (index..<min(index + 6, stream.count)).contains(where: { stream.isIdentifier($0, "defaultContentConfiguration") }) {
            return "UIListContentConfiguration"
        }
        // `UIButton.Configuration.filled()`: the type is the part before the lowercase member.
        guard first.text.first?.isUppercase == true else { return nil }
        return typeName(at: index)?.name
    }

    /// `tableView.dequeueReusableCell(withIdentifier: id, for: path) as! SwitchTableViewCell`,
    /// `tableView.dequeueReusableCell(ofType: SwitchTableViewCell.self, for: path)`: the type a
    /// value is cast to, or the one a call is told to make (an app's own cell types).
    private func castType(from start: Int) -> String? {
        let end = Self.expressionEnd(from: start, in: stream)
        guard end > start, end - start <= 48 else { return nil }
        let level = stream.enclosing[start]
        for index in start..<end {
            if stream.isIdentifier(index, "as"), stream.enclosing[index] == level, stream.isOperator(index + 1, "!") || stream.isOperator(index + 1, "?"),
               let name = stream[index + 2], name.kind == .identifier, name.text.first?.isUppercase == true, index + 3 == end {
                return name.text
            }
            if stream.isIdentifier(index, "ofType"), stream.isPunctuation(index + 1, ":"), let name = stream[index + 2], name.kind == .identifier,
               name.text.first?.isUppercase == true, stream.isPunctuation(index + 3, "."), stream.isIdentifier(index + 4, "self") {
                return name.text
            }
        }
        return nil
    }

    /// `receiver.property = value` at the `=` token, with the value up to the end of the statement.
    static func assignment(at equals: Int, in stream: TokenStream) -> Assignment? {
        guard let property = stream[equals - 1], property.kind == .identifier, stream.isPunctuation(equals - 2, ".") else { return nil }
        var start = equals - 2
        while start > 0, let previous = stream[start - 1],
              previous.kind == .identifier || previous.isPunctuation(".") || previous.isOperator("?") || previous.isOperator("!") {
            if previous.kind == .identifier, stream[start]?.kind == .identifier { break }
            start -= 1
        }
        guard start < equals - 2, let receiver = ReceiverPath.name(of: start..<(equals - 2), in: stream) else { return nil }
        return Assignment(receiver: receiver, property: property.text, value: value(after: equals, in: stream),
                          index: equals, scope: scope(of: equals, in: stream))
    }

    /// The tokens of the value assigned at the `=` token `equals`.
    static func value(after equals: Int, in stream: TokenStream) -> Range<Int> {
        (equals + 1)..<expressionEnd(from: equals + 1, in: stream)
    }

    /// The end of the expression starting at `start`: a `;` or `,` at its level, the bracket that
    /// encloses it, or (Swift) a new line that does not continue it with `.`, a ternary's `:` or an
    /// operator.
    static func expressionEnd(from start: Int, in stream: TokenStream) -> Int {
        guard start < stream.count else { return stream.count }
        let level = stream.enclosing[start]
        var index = start
        while index < stream.count, let token = stream[index] {
            // A token at another level is the bracket closing the one the expression is in.
            if stream.enclosing[index] != level { return index }
            if index > start {
                if token.isPunctuation(";") || token.isPunctuation(",") { return index }
                if token.startsLine, !token.isPunctuation("."), !token.isPunctuation(":"), token.kind != .operator, stream[index - 1]?.kind != .operator { return index }
            }
            index = stream.partner[index] > index ? stream.partner[index] + 1 : index + 1
        }
        return stream.count
    }
}
