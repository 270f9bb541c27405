/// Expands `%#@name@` variables into sample texts, one per variable and plural category.
///
/// Shared by String Catalog substitutions and `.stringsdict` format variables. For each
/// variable the template uses (directly, or inside another variable's forms) and each of its
/// categories, one text in which that variable takes the category's form and every other
/// variable its `other` form. The all-`other` text appears once (under the first variable), so a
/// template with variables A (one, other) and B (one, few, other) yields A/one, A/other, B/one,
/// B/few. A form may use other variables; they are expanded in turn.
///
/// Bounded, because hostile input makes expansion explode: 26 variables whose forms each use the
/// next one twice grew without bound (an 18 KB catalog reached 1.2 GB). A text is expanded to at
/// most ``maximumLength`` characters through at most ``maximumNesting`` levels of variables,
/// and a template yields at most ``maximumVariants`` texts; beyond any of these `expand` fails
/// and the reader skips the entry with an issue.
struct SubstitutionExpander {
    /// The longest expanded text, in Unicode scalars: far beyond any text shown in one view.
    static let maximumLength = 10_000
    /// The deepest chain of variables inside variables (real catalogs use one or two).
    static let maximumNesting = 8
    /// The most texts one template yields (8 variables with 6 plural categories give 43).
    static let maximumVariants = 100

    /// One plural form of a variable.
    struct Form {
        var category: PluralCategory
        var text: String
        var line: Int
        var state: TranslationState
    }

    /// A variable and its forms.
    struct Variable {
        var name: String
        var forms: [Form]

        var otherForm: Form { forms.first { $0.category == .other } ?? forms.last! }
    }

    /// An expanded text with the variable and category it stands for.
    struct Expansion {
        var substitution: String
        var form: Form
        var text: String
    }

    /// Why a template could not be expanded within the bounds.
    enum Failure: Error, Equatable {
        case tooLong, nestedTooDeep, tooManyVariants

        /// The reason, for an issue.
        var reason: String {
            switch self {
            case .tooLong: "its variables expand to more than \(SubstitutionExpander.maximumLength) characters"
            case .nestedTooDeep: "its variables nest more than \(SubstitutionExpander.maximumNesting) levels deep, or refer to themselves"
            case .tooManyVariants: "its variables yield more than \(SubstitutionExpander.maximumVariants) variants"
            }
        }
    }

    var variables: [Variable]
    private let variableNamed: [String: Variable]

    init(variables: [Variable]) {
        self.variables = variables.filter { !$0.forms.isEmpty }.map { variable in
            var sorted = variable
            sorted.forms.sort { $0.category < $1.category }
            return sorted
        }
        variableNamed = Dictionary(self.variables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The texts of `template`, or why they exceed the bounds. A template that uses no variable
    /// yields none.
    func expand(_ template: String) -> Result<[Expansion], Failure> {
        let used = usedVariables(template)
        let variants = used.reduce(0) { $0 + $1.forms.count } - max(0, used.count - 1)
        guard variants <= Self.maximumVariants else { return .failure(.tooManyVariants) }
        var result: [Expansion] = []
        for (index, variable) in used.enumerated() {
            for form in variable.forms {
                if index > 0, form.category == .other { continue }
                var text = ""
                var length = 0
                let choice = (name: variable.name, form: form)
                if let failure = substitute(template, choice: choice, depth: 0, into: &text, length: &length) {
                    return .failure(failure)
                }
                result.append(Expansion(substitution: variable.name, form: form, text: text))
            }
        }
        return .success(result)
    }

    /// The variables `template` uses, directly or through other variables' forms, in the order
    /// they were given.
    func usedVariables(_ template: String) -> [Variable] {
        var used: Set<String> = []
        var pending = Self.references(in: template)
        while let name = pending.popLast() {
            guard let variable = variableNamed[name], used.insert(name).inserted else { continue }
            for form in variable.forms { pending += Self.references(in: form.text) }
        }
        return variables.filter { used.contains($0.name) }
    }

    /// The names `template` uses, directly or inside the forms of variables it uses, that no
    /// variable defines (each once, in the order found). They are left as written.
    func undefinedNames(in template: String) -> [String] {
        var seen: Set<String> = []
        var undefined: [String] = []
        var pending = Self.references(in: template)
        var next = 0
        while next < pending.count {
            let name = pending[next]
            next += 1
            guard seen.insert(name).inserted else { continue }
            if let variable = variableNamed[name] {
                for form in variable.forms { pending += Self.references(in: form.text) }
            } else {
                undefined.append(name)
            }
        }
        return undefined
    }

    /// The names of the variables `text` uses (`%#@name@`, `%1$#@name@`), in order.
    static func references(in text: String) -> [String] {
        var names: [String] = []
        forEachPiece(of: text) { piece in
            if case .reference(let name) = piece { names.append(name) }
        }
        return names
    }

    /// Appends `template` with its variables replaced: `choice` by its chosen form, the others by
    /// their `other` form, recursively. Stops with a failure past the bounds.
    private func substitute(_ template: String, choice: (name: String, form: Form), depth: Int,
                            into output: inout String, length: inout Int) -> Failure? {
        var failure: Failure?
        Self.forEachPiece(of: template) { piece in
            guard failure == nil else { return }
            switch piece {
            case .text(let text):
                length += text.unicodeScalars.count
                guard length <= Self.maximumLength else { failure = .tooLong; return }
                output += text
            case .reference(let name):
                guard let variable = variableNamed[name] else {
                    let literal = "%#@\(name)@"
                    length += literal.unicodeScalars.count
                    guard length <= Self.maximumLength else { failure = .tooLong; return }
                    output += literal
                    return
                }
                guard depth < Self.maximumNesting else { failure = .nestedTooDeep; return }
                let form = variable.name == choice.name ? choice.form : variable.otherForm
                failure = substitute(form.text, choice: choice, depth: depth + 1, into: &output, length: &length)
            }
        }
        return failure
    }

    /// A piece of a template: plain text, or a use of a variable.
    enum Piece {
        case text(Substring)
        case reference(String)
    }

    /// Calls `body` with the pieces of `template` in order. `%#@name@` and `%N$#@name@` are uses
    /// of `name`; every other `%` is text.
    static func forEachPiece(of template: String, _ body: (Piece) -> Void) {
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            var cursor = rest.index(after: percent)
            while cursor < rest.endIndex, rest[cursor].isASCII, rest[cursor].isNumber { cursor = rest.index(after: cursor) }
            if cursor < rest.endIndex, rest[cursor] == "$" {
                cursor = rest.index(after: cursor)
            } else {
                cursor = rest.index(after: percent)
            }
            if rest[cursor...].hasPrefix("#@"), let end = rest[rest.index(cursor, offsetBy: 2)...].firstIndex(of: "@") {
                if percent > rest.startIndex { body(.text(rest[..<percent])) }
                body(.reference(String(rest[rest.index(cursor, offsetBy: 2)..<end])))
                rest = rest[rest.index(after: end)...]
            } else {
                let next = rest.index(after: percent)
                body(.text(rest[..<next]))
                rest = rest[next...]
            }
        }
        if !rest.isEmpty { body(.text(rest)) }
    }
}
