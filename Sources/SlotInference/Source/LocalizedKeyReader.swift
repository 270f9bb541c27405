import FitCheck
/// A localization key found in code: the key, the token the expression starts at, its line.
struct KeyMatch {
    var key: KeyReference
    /// The index of the token the key expression starts with (its call, or the literal).
    var start: Int
    var line: Int
    /// How the key reached the expression when it was followed: `` `L10n.delete` (Strings.swift:12) ``.
    var via: String? = nil
    /// The `KeyDefinitions.Constant` followed, if any.
    var constant: Int? = nil
    /// Followed by a convention rather than a definition read (a guess).
    var isGuess = false
    /// `L10n.settings.localizedUppercase`, `NSLocalizedString(...).uppercased()`,
    /// `[NSLocalizedString(...) uppercaseString]`: the case the text is shown in.
    var textCase: TextCase? = nil
    /// Taken for an accessor generated at build time (`KeyDefinitions.generatedAccessor`): kept
    /// only when nothing but a text case or an operator (`+ ":"`) follows it
    /// (`URL.duckPlayer(id).absoluteString` is not one).
    var isGeneratedAccessor = false
    /// The text of a member declared to return a `LocalizedStringKey` (`KeyDefinitions.Choice.returnsKey`):
    /// beside it in `a?.menuTitle() ?? "key"`, a bare literal is a key too.
    var isKeyTyped = false
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
    /// The app's constants, helpers and macros (`KeyDefinitions`), when they were read.
    var definitions: KeyDefinitions? = nil
    /// The file the stream is (for local constants).
    var path: String = ""
    /// The type the expression is in, when the stream is a slice without its declaration (a
    /// choice's branch read when the definitions are resolved).
    var enclosingType: String? = nil
    /// The body a slice was taken from (a choice's branch): its file and `{`, whose locals a
    /// bare name in the slice may name (`return deselect ? deselectLabel : selectLabel`).
    var sliceBody: (path: String, opener: Int)? = nil
    /// Where a slice stood in its file (an enum case's argument read when the definitions are
    /// resolved, a choice's branch): its file, the brackets around it and its index, so that a
    /// bare name in it may name a local declared before it in one of them, as in the file.
    var sliceSite: (path: String, openers: [Int], index: Int)? = nil
    /// `declaredTypes(in: stream)`, when the caller read it once for the file.
    var declaredTypes: [String: Set<String>]? = nil

    /// The key of the expression in `range`; `bareLiteral` when the context takes a
    /// `LocalizedStringKey` (SwiftUI), so that `"key"` alone is a key.
    func read(_ range: Range<Int>, bareLiteral: Bool = false) -> KeyMatch? {
        guard let first = stream[range.lowerBound], range.count > 0 else { return nil }
        var start = range.lowerBound
        // `@` of an Objective-C boxed expression or `(` of a cast/parenthesized expression.
        if first.isPunctuation("("), stream.partner[start] > start + 1 { return read((start + 1)..<stream.partner[start], bareLiteral: bareLiteral) }
        if first.kind == .string {
            if let followed = stringMember(at: start, range: range) { return followed }
            guard bareLiteral else { return nil }
            return literal(at: start, table: nil)
        }
        if language == .objectiveC, first.isPunctuation("[") { return objectiveCMessage(at: start) }
        guard first.kind == .identifier else { return nil }
        // Go to the end of a qualifying path: `Bundle.main.localizedString`, `SwiftUI.LocalizedStringKey`.
        while stream.isPunctuation(start + 1, "."), let next = stream[start + 2], next.kind == .identifier, start + 2 < range.upperBound {
            start += 2
        }
        // `L10n.settings.localizedUppercase`, `L10n.done.uppercased()`: the text before the case.
        if start - 2 >= range.lowerBound, let textCase = textCase(member: stream[start]?.text, at: start) {
            guard var match = read(range.lowerBound..<(start - 1), bareLiteral: false) else { return nil }
            match.textCase = textCase
            return match
        }
        guard let name = stream[start]?.text, stream.isPunctuation(start + 1, "(") else {
            let match = constant(path: range.lowerBound...start, called: false)
            return match?.isGeneratedAccessor == true && start + 1 < range.upperBound && stream[start + 1]?.kind != .operator ? nil : match
        }
        // `L10n.episodes(count)`: a function constant, its arguments the format's.
        guard var match = call(name: name, at: start, open: start + 1, bareLiteral: bareLiteral)
                ?? helperCall(name: name, head: range.lowerBound, open: start + 1)
                ?? constant(path: range.lowerBound...start, called: true) else { return nil }
        // `NSLocalizedString("k", comment: "").localizedUppercase`, `L10n.episodes(n).uppercased()`
        let after = stream.partner[start + 1] + 1
        if stream.isPunctuation(after, "."), after + 1 < range.upperBound, let textCase = textCase(member: stream[after + 1]?.text, at: after + 1) {
            match.textCase = textCase
        } else if match.isGeneratedAccessor, after < range.upperBound, stream[after]?.kind != .operator {
            return nil
        }
        return match
    }

    /// Every key the expression in `range` can show: each branch of a conditional
    /// (`done ? L10n.close : L10n.cancel`, `name ?? L10n.untitled`, Objective-C's `a ?: b`) is read
    /// as `read` reads it, so that both titles of `Button(isOn ? "Stop" : "Start")` are the
    /// button's. The condition itself is not a text.
    /// A bare literal in a branch is a key only when every branch is a literal: `c ? "a" : "b"`
    /// is a `LocalizedStringKey`, but `name ?? "Untitled"` and `c ? L10n.a : "b"` are `String`s,
    /// which SwiftUI shows verbatim.
    func readAll(_ range: Range<Int>, bareLiteral: Bool = false) -> [KeyMatch] {
        let leaves = self.leaves(of: range)
        let isLiteral = { (leaf: Range<Int>) in leaf.count == 1 && self.stream[leaf.lowerBound]?.kind == .string }
        var literalsAreKeys = bareLiteral && leaves.allSatisfy(isLiteral)
        var found: [Range<Int>: [KeyMatch]] = [:]
        if !literalsAreKeys, leaves.count >= 2, leaves.contains(where: isLiteral) {
            // `lockedType?.menuTitle() ?? "notifications.title"`: when every other leaf is the text
            // of a member declared `-> LocalizedStringKey`, the expression is one and so is the literal.
            for leaf in leaves where !isLiteral(leaf) { found[leaf] = read(leaf).map { [$0] } ?? choices(leaf) }
            // Not vacuously: `c ? "a" : "b"` alone (every leaf a literal) is no key-typed text.
            literalsAreKeys = !found.isEmpty && found.values.allSatisfy { matches in !matches.isEmpty && matches.allSatisfy(\.isKeyTyped) }
        }
        return leaves.flatMap { leaf -> [KeyMatch] in
            if let matches = found[leaf] { return matches }
            if let match = read(leaf, bareLiteral: literalsAreKeys) { return [match] }
            return choices(leaf)
        }
    }

    /// The keys a member that returns one of several (`KeyDefinitions.Choice`) can show, for
    /// `range` naming it: `Tab.home.title` gives the `.home` case's key; `Tab.title`,
    /// `self.title` or `title` inside the type, and `tab.title` where no other declaration in the
    /// files read is named `title`, every key it returns (the last a guess: the receiver's type
    /// is not known).
    private func choices(_ range: Range<Int>) -> [KeyMatch] {
        guard let definitions, !definitions.choices.isEmpty, !range.isEmpty else { return [] }
        var names: [String] = []
        var index = range.lowerBound
        var called = false
        while index < range.upperBound, let token = stream[index], token.kind == .identifier {
            names.append(token.text)
            index += 1
            if stream.isPunctuation(index, "("), stream.partner[index] == range.upperBound - 1 {
                called = true
                index = range.upperBound
                break
            }
            // Optional chaining: `lockedType?.menuTitle()`, `item!.title`.
            while index < range.upperBound, stream[index]?.isOperator("?") == true || stream[index]?.isOperator("!") == true,
                  stream.isPunctuation(index + 1, ".") { index += 1 }
            guard stream.isPunctuation(index, "."), index + 1 < range.upperBound else { break }
            index += 1
        }
        guard index == range.upperBound, let member = names.last,
              let all = definitions.choices[member] else { return [] }
        // Lazily: a name may have thousands of choices (`text` of every model type), and each
        // use looks for one of them.
        let candidates = all.lazy.filter { $0.isFunction == called }
        guard !candidates.isEmpty else { return [] }
        let enclosingType = TypeDeclaration.enclosing(range.lowerBound, in: stream) ?? self.enclosingType
        let openers = stream.enclosingOpeners(of: range.lowerBound)
        let members = candidates.filter { $0.localScope == nil }
        var chosen: KeyDefinitions.Choice?
        var caseName: String?
        var isGuess = false
        // The first member of `type` that `condition` accepts: through the index once the
        // definitions are resolved, else by going through them all.
        func memberChoice(ofType type: String?, _ condition: (KeyDefinitions.Choice) -> Bool = { _ in true }) -> KeyDefinitions.Choice? {
            if !definitions.memberChoices.isEmpty {
                let positions = definitions.memberChoices[KeyDefinitions.memberKey(member, isFunction: called, typeName: type)] ?? []
                return positions.lazy.map { all[$0] }.first(where: condition)
            }
            return members.first { $0.typeName == type && condition($0) }
        }
        let count = names.count
        let receiver = count >= 2 ? names[count - 2] : nil
        let ownerType = receiver == "self" || receiver == "Self" ? enclosingType : receiver
        if count >= 3, let choice = memberChoice(ofType: names[count - 3]) {
            chosen = choice
            caseName = names[count - 2]
        } else if count >= 2, let choice = memberChoice(ofType: ownerType, { !($0.isFromArguments && ownerType == enclosingType) }) {
            chosen = choice
        } else if count == 1 {
            // A local before the use in an enclosing body (or, in a choice's branch, of the body
            // the branch is in), then the enclosing type's, then a top-level one.
            let locals = candidates.filter { choice in
                guard let scope = choice.localScope else { return false }
                if let sliceSite { return scope.path == sliceSite.path && scope.index < sliceSite.index && sliceSite.openers.contains(scope.opener) }
                if let sliceBody { return scope.path == sliceBody.path && scope.opener == sliceBody.opener }
                return scope.path == path && scope.index < range.lowerBound && openers.contains(scope.opener)
            }
            chosen = locals.max { $0.localScope!.index < $1.localScope!.index }
                ?? memberChoice(ofType: enclosingType, { !$0.isFromArguments }) ?? memberChoice(ofType: nil)
        } else if let receiver, receiver.first?.isLowercase == true, receiver != "self", let type = declaredType(of: receiver),
                  let choice = memberChoice(ofType: type) {
            // `sort.description` where the file declares `sort: LibrarySort` or `sort = LibrarySort.title`.
            chosen = choice
        } else if count >= 2, let only = members.first, members.dropFirst().isEmpty, !only.isFromArguments,
                  definitions.declarationCount(of: member, isFunction: called) == 1,
                  // `Locale.current.localizedString(...)`: a chain from a type the files do not declare is the system's.
                  names[0].first?.isUppercase != true || definitions.declaredTypes.contains(names[0]) {
            chosen = only
            isGuess = true
        }
        guard let chosen else { return [] }
        var branches = chosen.branches
        if let caseName {
            let only = branches.filter { $0.cases.contains(caseName) }
            if !only.isEmpty { branches = only }
        }
        // A stored property assigned in the type's bodies holds its declaration's value too
        // (`var status: String = localized("online")`, later `status = localized("offline")`).
        var initial: KeyDefinitions.Constant?
        if chosen.isAssigned, chosen.localScope == nil, let typeName = chosen.typeName,
           let constant = definitions.constants[member]?.first(where: { $0.localScope == nil && $0.typeName == typeName && !$0.isFunction }),
           !branches.contains(where: { $0.key == constant.key }) {
            initial = constant
            branches.insert(([], constant.key), at: 0)
        }
        var seen: Set<KeyReference> = []
        let line = stream[range.lowerBound]?.line ?? 1
        let spelled = names.joined(separator: ".") + (called ? "(...)" : "")
        let owner = chosen.typeName.map { "\($0).\(member)" } ?? member
        let distinct = Set(branches.map(\.key)).count
        let what: String
        if chosen.isFromArguments {
            what = distinct > 1 ? "one of the \(distinct) texts its initializer's calls pass for `\(owner)`" : "the text its initializer's calls pass for `\(owner)`"
        } else if chosen.isAssigned {
            what = distinct > 1 ? "one of the \(distinct) texts assigned to `\(owner)`" : "the text assigned to `\(owner)`"
        } else if let carrier = chosen.carrier {
            what = distinct > 1 ? "one of the \(distinct) texts the calls making \(carrier) pass for `\(owner)`"
                : "the text the calls making \(carrier) pass for `\(owner)`"
        } else if chosen.localScope != nil {
            what = distinct > 1 ? "one of the \(distinct) texts `\(owner)` holds" : "the text `\(owner)` holds"
        } else {
            what = distinct > 1 ? "one of the \(distinct) texts `\(owner)` returns"
                : caseName != nil ? "the text `\(owner)` returns for this case" : "the text `\(owner)` returns"
        }
        return branches.compactMap { branch in
            guard seen.insert(branch.key).inserted else { return nil }
            let route = chosen.routes[branch.key].map { "; \($0)" } ?? ""
            var match = KeyMatch(key: branch.key, start: range.lowerBound, line: line,
                                 via: "`\(spelled)`: \(what) (\(chosen.location.file):\(chosen.location.line))\(route)", isGuess: isGuess)
            match.isKeyTyped = chosen.returnsKey
            if let initial, branch.key == initial.key { match.constant = initial.id }
            return match
        }
    }

    /// The branches of the conditionals in `range`, split until none is left; `range` itself
    /// when it is not a conditional.
    private func leaves(of range: Range<Int>) -> [Range<Int>] {
        // `(c ? a : b)`: the parentheses' content.
        if stream.isPunctuation(range.lowerBound, "("), stream.partner[range.lowerBound] == range.upperBound - 1, range.count > 2 {
            return leaves(of: (range.lowerBound + 1)..<(range.upperBound - 1))
        }
        if let elements = joinedElements(of: range) { return elements.flatMap { leaves(of: $0) } }
        guard let branches = branches(of: range) else { return [range] }
        return branches.flatMap { leaves(of: $0) }
    }

    /// `[message, L10n.footer].joined(separator: "\n\n")`: the texts an array literal joins, each
    /// shown in the one view (kiwix's download alert message); nil for any other expression.
    private func joinedElements(of range: Range<Int>) -> [Range<Int>]? {
        let open = range.lowerBound
        guard range.count > 4, stream.isPunctuation(open, "["), stream.partner[open] > open + 1,
              stream.partner[open] + 3 < range.upperBound else { return nil }
        let close = stream.partner[open]
        guard stream.isPunctuation(close + 1, "."), stream.isIdentifier(close + 2, "joined"), stream.isPunctuation(close + 3, "("),
              stream.partner[close + 3] == range.upperBound - 1 else { return nil }
        var elements: [Range<Int>] = []
        var start = open + 1
        var index = open + 1
        while index <= close {
            if index == close || (stream.enclosing[index] == open && stream.isPunctuation(index, ",")) {
                // `[a: b]` is a dictionary, not a list of texts.
                if (start..<index).contains(where: { stream.enclosing[$0] == open && stream.isPunctuation($0, ":") }) { return nil }
                if index > start { elements.append(start..<index) }
                start = index + 1
                index += 1
            } else {
                index = stream.partner[index] > index ? stream.partner[index] + 1 : index + 1
            }
        }
        return elements.isEmpty ? nil : elements
    }

    /// The branches of a conditional at the top level of `range`: a ternary's two (a nested
    /// one in either is split again by the caller), else the two sides of the first `??`.
    private func branches(of range: Range<Int>) -> [Range<Int>]? {
        guard range.count > 2 else { return nil }
        let level = stream.enclosing[range.lowerBound]
        var question: Int?
        var nesting = 0
        var coalescing: Int?
        var index = range.lowerBound
        while index < range.upperBound, let token = stream[index] {
            defer { index = stream.partner[index] > index ? stream.partner[index] + 1 : index + 1 }
            guard stream.enclosing[index] == level, index > range.lowerBound else { continue }
            if token.isOperator("??"), coalescing == nil, question == nil { coalescing = index }
            // A ternary's `?`: not optional chaining (`a?.b`, `a?[i]`), `as?` or `try?`.
            if token.isOperator("?"), !stream.isPunctuation(index + 1, "."), !stream.isPunctuation(index + 1, "["),
               !stream.isIdentifier(index - 1, "as"), !stream.isIdentifier(index - 1, "try") {
                if question == nil { question = index } else { nesting += 1 }
            }
            if token.isPunctuation(":"), let question {
                if nesting > 0 { nesting -= 1; continue }
                // Objective-C's `a ?: b` shows `a` itself when it is not nil.
                let then = question + 1 == index ? range.lowerBound..<question : (question + 1)..<index
                return [then, (index + 1)..<range.upperBound].filter { !$0.isEmpty }
            }
        }
        guard question == nil, let coalescing else { return nil }
        return [range.lowerBound..<coalescing, (coalescing + 1)..<range.upperBound].filter { !$0.isEmpty }
    }

    /// The case a `String` member puts its text in: `localizedUppercase`, `uppercased()`,
    /// `uppercased(with:)`, `capitalized`, `localizedCapitalized`, `capitalized(with:)`, the
    /// lower-case ones, and Objective-C's properties (`.uppercaseString`; as messages,
    /// `[text uppercaseString]`, in `objectiveCMessage`).
    private func textCase(member name: String?, at index: Int) -> TextCase? {
        guard let name else { return nil }
        let called = stream.isPunctuation(index + 1, "(")
        switch (name, called) {
        case ("localizedUppercase", false), ("uppercased", true), ("uppercaseString", false), ("localizedUppercaseString", false): return .uppercase
        case ("localizedLowercase", false), ("lowercased", true), ("lowercaseString", false), ("localizedLowercaseString", false): return .lowercase
        case ("localizedCapitalized", false), ("capitalized", false), ("capitalized", true), ("capitalizedString", false),
             ("localizedCapitalizedString", false): return .capitalized
        default: return nil
        }
    }

    // MARK: - Followed through the app's definitions

    /// `L10n.delete`, `UserText.actionClose`, `title` (a local `let`), `Tab.home.rawValue`,
    /// `Tab.home.title` (a member that localizes `rawValue`).
    /// `called`: the path is called (`L10n.episodes(n)`), so only a function constant is it.
    private func constant(path range: ClosedRange<Int>, called: Bool) -> KeyMatch? {
        guard let definitions, !definitions.isEmpty else { return nil }
        var names: [String] = []
        for index in stride(from: range.lowerBound, through: range.upperBound, by: 2) {
            guard let token = stream[index], token.kind == .identifier else { return nil }
            names.append(token.text)
        }
        let line = stream[range.lowerBound]?.line ?? 1
        let spelled = names.joined(separator: ".")
        if !called, names.count >= 3, let raw = definitions.rawValues[names[names.count - 3]]?[names[names.count - 2]] {
            let type = names[names.count - 3]
            if names.last == "rawValue" {
                return KeyMatch(key: KeyReference(key: raw), start: range.lowerBound, line: line, via: "`\(spelled)` (the case's raw value)")
            }
            if definitions.rawValueMembers[type]?.contains(names.last!) == true {
                return KeyMatch(key: KeyReference(key: raw), start: range.lowerBound, line: line,
                                via: "`\(spelled)` (\(type).\(names.last!) localizes the case's raw value)")
            }
        }
        let enclosingType = TypeDeclaration.enclosing(range.lowerBound, in: stream)
        let local = names.count != 1 ? nil : sliceSite.flatMap { site in
            definitions.constants[names[0]]?.filter { constant in
                guard let scope = constant.localScope else { return false }
                return scope.path == site.path && scope.index < site.index && site.openers.contains(scope.opener)
            }.max { $0.localScope!.index < $1.localScope!.index }
        } ?? sliceBody.flatMap { body in
            definitions.constants[names[0]]?.last { $0.localScope?.path == body.path && $0.localScope?.opener == body.opener }
        }
        // `viewModel.title`: a member of the type this file declares the variable with
        // (`private let viewModel = EditProfileViewModel()`). Not a member of that name the
        // files declare once, on a receiver of no declared type: `navigationItem.title` would
        // be taken for the app's one `title`. A member with texts assigned to it (a choice) is
        // read as one, with all its texts. Only where the file's declarations are at hand (the
        // scan of a file, not the passes that resolve definitions, which would read the whole
        // file again for each path).
        var typed = names
        if local == nil, let declaredTypes, names.count >= 2, case let receiver = names[names.count - 2], receiver != "self",
           receiver.first?.isLowercase == true, let found = declaredTypes[receiver], found.count == 1, let type = found.first {
            let member = names[names.count - 1]
            let isChoice: Bool
            if !definitions.memberChoices.isEmpty {
                isChoice = definitions.memberChoices[KeyDefinitions.memberKey(member, isFunction: called, typeName: type)]?.isEmpty == false
            } else {
                isChoice = definitions.choices[member]?.contains { $0.localScope == nil && $0.typeName == type && $0.isFunction == called } == true
            }
            if !isChoice { typed[names.count - 2] = type }
        }
        guard let constant = local ?? definitions.constant(named: typed, file: path, index: range.lowerBound, enclosingType: enclosingType ?? self.enclosingType,
                                                           enclosingOpeners: stream.enclosingOpeners(of: range.lowerBound)),
              constant.isFunction == called else {
            guard let key = definitions.generatedAccessor(names) else { return nil }
            return KeyMatch(key: key, start: range.lowerBound, line: line,
                            via: "`\(spelled)`, defined in no file read: taken for a generated accessor of the key its name spells (a guess)",
                            isGuess: true, isGeneratedAccessor: true)
        }
        // A parameter standing for the keys passed to it (`ParameterForwarding`): no path to name.
        if ParameterForwarding.parameter(of: constant.key) != nil {
            return KeyMatch(key: constant.key, start: range.lowerBound, line: line)
        }
        let through = typed == names ? "" : "`\(spelled)`: "
        return KeyMatch(key: constant.key, start: range.lowerBound, line: line,
                        via: "\(through)`\(constant.spelled)` (\(constant.location.file):\(constant.location.line))", constant: constant.id)
    }

    /// `L("key")`, `L10n.tr("Localizable", "key")`, `MyLocalizedString(@"key", nil)`: a helper
    /// function or macro of the app that localizes one of its arguments.
    private func helperCall(name: String, head: Int, open: Int) -> KeyMatch? {
        guard let helper = definitions?.helpers[name] else { return nil }
        let arguments = stream.arguments(of: open)
        let keyArgument: Argument? = helper.keyLabel.map { label in arguments.first { $0.label == label } }
            ?? (helper.keyPosition < arguments.count && arguments[helper.keyPosition].label == nil ? arguments[helper.keyPosition] : nil)
        guard let keyArgument, let token = stream[keyArgument.range.lowerBound], token.kind == .string,
              var match = literal(at: keyArgument.range.lowerBound, table: nil, isRuntimeKey: true) else { return nil }
        let table = helper.tablePosition.flatMap { $0 < arguments.count ? stream[arguments[$0].range.lowerBound]?.plainString : nil } ?? helper.table
        match.key.table = table == "Localizable" ? nil : table
        match.start = head
        match.via = "`\(name)` (\(helper.location.file):\(helper.location.line))"
        return match
    }

    /// `"key".localized`, `"key".localized()`: a `String` member that localizes `self`, as the
    /// files read define it; `localized` defined nowhere in them is taken for the usual one
    /// (a library's, such as Localize-Swift's): a guess, and said so.
    private func stringMember(at start: Int, range: Range<Int>) -> KeyMatch? {
        guard stream.isPunctuation(start + 1, "."), let member = stream[start + 2], member.kind == .identifier, start + 2 < range.upperBound,
              let definitions else { return nil }
        let via: String
        var isGuess = false
        switch definitions.stringMembers[member.text] {
        case .some(.some(let helper)): via = "`String.\(member.text)` (\(helper.location.file):\(helper.location.line))"
        case .some(.none): return nil
        case .none:
            guard member.text == "localized" else { return nil }
            via = "`.localized`, not defined in the files read: taken for a library's String extension that localizes the string (a guess)"
            isGuess = true
        }
        guard var match = literal(at: start, table: nil, isRuntimeKey: true) else { return nil }
        match.via = via
        match.isGuess = isGuess
        return match
    }

    /// The type this file declares `name` with, when every declaration of it (before or after the
    /// use) says the same: `name: Type` (a parameter or property), `name = Type.member` or
    /// `name = Type(...)`.
    private func declaredType(of name: String) -> String? {
        let found = (declaredTypes ?? Self.declaredTypes(in: stream))[name] ?? []
        return found.count == 1 ? found.first : nil
    }

    /// Every name the stream declares with a type, and the types (`name: Type`, `name =
    /// Type.member`, `name = Type(...)`): read once per file by the scanner.
    static func declaredTypes(in stream: TokenStream) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        // Arrays declared with their element type (`var categories: [Category]`), and the
        // closures that may run over one (`ForEach(categories) { category in`), joined after
        // the pass: a declaration may come after its use.
        var elements: [String: Set<String>] = [:]
        var iterations: [(array: String, brace: Int)] = []
        for index in 0..<stream.count {
            if stream.isIdentifier(index, "allCases"), let (name, type) = caseParameter(at: index, in: stream) {
                found[name, default: []].insert(type)
                continue
            }
            guard let token = stream[index], token.kind == .identifier else { continue }
            if let brace = iterationBrace(at: index, in: stream) { iterations.append((token.text, brace)) }
            guard !stream.isPunctuation(index - 1, "."), let type = stream[index + 2] else { continue }
            if stream.isPunctuation(index + 1, ":"), type.isPunctuation("["), let element = typePath(at: index + 3, in: stream),
               stream.isPunctuation(element.end, "]") {
                elements[token.text, default: []].insert(element.last)
                continue
            }
            guard type.kind == .identifier, type.text.first?.isUppercase == true else { continue }
            if stream.isPunctuation(index + 1, ":") {
                // `policy: Models.List.RepliesPolicy`: the last name of the path.
                var last = index + 2
                while stream.isPunctuation(last + 1, "."), let next = stream[last + 2], next.kind == .identifier,
                      next.text.first?.isUppercase == true { last += 2 }
                found[token.text, default: []].insert(stream[last]!.text)
            } else if stream[index + 1]?.isOperator("=") == true && (stream.isPunctuation(index + 3, ".") || stream.isPunctuation(index + 3, "(")) {
                found[token.text, default: []].insert(type.text)
            }
        }
        for iteration in iterations {
            guard let types = elements[iteration.array], types.count == 1,
                  let name = closureParameter(after: iteration.brace, in: stream) else { continue }
            found[name, default: []].insert(types.first!)
        }
        return found
    }

    /// `Category`, `Models.Category` at `index`: its last name and the index after it.
    private static func typePath(at index: Int, in stream: TokenStream) -> (last: String, end: Int)? {
        guard let first = stream[index], first.kind == .identifier, first.text.first?.isUppercase == true else { return nil }
        var last = index
        while stream.isPunctuation(last + 1, "."), let next = stream[last + 2], next.kind == .identifier { last += 2 }
        return (stream[last]!.text, last + 1)
    }

    /// The `{` of a closure that runs over the elements of the name at `index`:
    /// `ForEach(name) {`, `List(self.name, id: \.self) {`, `name.map {` (and `compactMap`,
    /// `flatMap`, `forEach`, `filter`).
    private static func iterationBrace(at index: Int, in stream: TokenStream) -> Int? {
        // Asked of every name in the file: the next token decides most at once.
        guard index + 1 < stream.count, case let next = stream.tokens[index + 1], next.text == "." || next.text == ")" || next.text == "," else { return nil }
        if stream.isPunctuation(index + 1, "."), let method = stream[index + 2],
           ["map", "compactMap", "flatMap", "forEach", "filter"].contains(method.text), stream.isPunctuation(index + 3, "{") {
            return stream.isPunctuation(index - 1, ".") && !stream.isIdentifier(index - 2, "self") ? nil : index + 3
        }
        guard stream.isPunctuation(index + 1, ")") || stream.isPunctuation(index + 1, ",") else { return nil }
        let first = stream.isPunctuation(index - 1, ".") && stream.isIdentifier(index - 2, "self") ? index - 2 : index
        guard first == index || first == index - 2 else { return nil }
        if first == index, stream.isPunctuation(index - 1, ".") { return nil }
        let open = first - 1
        guard open >= 0, stream.isPunctuation(open, "("), stream.isIdentifier(open - 1, "ForEach") || stream.isIdentifier(open - 1, "List"),
              stream.partner[open] > open, stream.isPunctuation(stream.partner[open] + 1, "{") else { return nil }
        return stream.partner[open] + 1
    }

    /// The single parameter of the closure opening at `brace` (`{ x in`, `{ (x) in`).
    private static func closureParameter(after brace: Int, in stream: TokenStream) -> String? {
        var parameter = brace + 1
        if stream.isPunctuation(parameter, "("), stream.partner[parameter] == parameter + 2 { parameter += 1 }
        guard let name = stream[parameter], name.kind == .identifier, name.text != "_" else { return nil }
        let after = stream.isPunctuation(parameter + 1, ")") ? parameter + 2 : parameter + 1
        return stream.isIdentifier(after, "in") ? name.text : nil
    }

    /// The closure parameter that runs over a type's cases: `ForEach(Models.List.RepliesPolicy.allCases) { policy in`,
    /// `ForEach(Sort.allCases, id: \.self) { sort in`, `Sort.allCases.map { sort in` give the
    /// parameter's name and the type (the last name before `.allCases`).
    private static func caseParameter(at index: Int, in stream: TokenStream) -> (name: String, type: String)? {
        guard stream.isPunctuation(index - 1, "."), let type = stream[index - 2], type.kind == .identifier,
              type.text.first?.isUppercase == true else { return nil }
        var brace: Int?
        let open = stream.enclosing[index]
        if open >= 0, stream.isPunctuation(open, "("), stream.isIdentifier(open - 1, "ForEach"),
           stream.partner[open] > open, stream.isPunctuation(stream.partner[open] + 1, "{") {
            brace = stream.partner[open] + 1
        } else if stream.isPunctuation(index + 1, "."), let method = stream[index + 2],
                  ["map", "compactMap", "flatMap", "forEach", "filter"].contains(method.text), stream.isPunctuation(index + 3, "{") {
            brace = index + 3
        }
        guard let brace, let name = closureParameter(after: brace, in: stream) else { return nil }
        return (name, type.text)
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
            match = literal(in: arguments.first, table: table(labeled("tableName")), isRuntimeKey: true)
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
            match = literal(in: labeled("forKey"), table: table(labeled("table")), isRuntimeKey: true)
        default:
            return nil
        }
        match?.start = start
        return match
    }

    /// `isRuntimeKey`: the literal is the key as the app builds it (`NSLocalizedString`), so an
    /// interpolation in it is any text (`*`), and a local's literal may be named.
    private func literal(in argument: Argument?, table: String?, isRuntimeKey: Bool = false) -> KeyMatch? {
        guard let argument, argument.label == nil || ["localized", "forKey"].contains(argument.label!) else { return nil }
        if isRuntimeKey, argument.range.count == 1, let name = stream[argument.range.lowerBound], name.kind == .identifier {
            return localLiteral(named: name, at: argument.range.lowerBound, table: table)
        }
        return literal(at: argument.range.lowerBound, table: table, isRuntimeKey: isRuntimeKey)
    }

    /// `let key = "winetricks.category.\(category.rawValue)"` before `NSLocalizedString(key, ...)`
    /// in the same or an enclosing body: the literal, as the key of the call at `use`.
    private func localLiteral(named name: SourceToken, at use: Int, table: String?) -> KeyMatch? {
        let openers = Set(stream.enclosingOpeners(of: use))
        var index = use - 1
        while index >= 3, use - index <= 400 {
            defer { index -= 1 }
            guard stream[index]?.kind == .string, stream.isOperator(index - 1, "="), stream[index - 2]?.text == name.text,
                  stream.isIdentifier(index - 3, "let") || stream.isIdentifier(index - 3, "var"),
                  openers.contains(stream.enclosing[index - 3]),
                  stream[index + 1].map({ $0.startsLine || $0.isPunctuation(";") }) ?? true,
                  var match = literal(at: index, table: table, isRuntimeKey: true) else { continue }
            match.start = use
            match.line = name.line
            match.via = "`\(name.text)` (the literal it is given at line \(stream[index]!.line))"
            return match
        }
        return nil
    }

    /// A string literal (Objective-C: adjacent literals joined) as a key.
    private func literal(at index: Int, table: String?, isRuntimeKey: Bool = false) -> KeyMatch? {
        guard let token = stream[index], token.kind == .string else { return nil }
        var pieces = token.pieces
        var next = index + 1
        while language == .objectiveC, let following = stream[next], following.kind == .string {
            pieces += following.pieces
            next += 1
        }
        let hasInterpolation = pieces.contains(.interpolation)
        // `TextField("", text: $name)`, `Text("")`: no key, nothing shown.
        guard hasInterpolation || pieces.contains(where: { if case .text(let text) = $0 { !text.isEmpty } else { false } }) else { return nil }
        let key = hasInterpolation
            ? KeyReference.pattern(pieces: pieces, table: table, interpolation: isRuntimeKey ? "*" : "%*")
            : KeyReference(key: pieces.map { if case .text(let text) = $0 { text } else { "" } }.joined(), table: table)
        return KeyMatch(key: key, start: index, line: token.line)
    }

    /// `[bundle localizedStringForKey:@"k" value:... table:@"T"]`, `[NSString stringWithFormat:...]`.
    private func objectiveCMessage(at open: Int) -> KeyMatch? {
        // `[NSLocalizedString(@"k", nil) uppercaseString]`: a unary message to a key expression.
        let close = stream.partner[open]
        if close > open + 2, close <= stream.count, let last = stream[close - 1], last.kind == .identifier,
           let textCase = textCase(member: last.text, at: close - 1), !stream.isPunctuation(close - 2, ":"),
           var match = read((open + 1)..<(close - 1)) {
            match.textCase = textCase
            return match
        }
        guard let message = ObjCMessage(stream: stream, open: open) else { return nil }
        switch message.selector {
        case "localizedStringForKey:value:table:":
            var match = literal(at: message.parts[0].range.lowerBound, table: stream[message.parts[2].range.lowerBound]?.plainString)
            match?.start = open
            return match
        // `[title uppercaseStringWithLocale:locale]`
        case "uppercaseStringWithLocale:", "lowercaseStringWithLocale:", "capitalizedStringWithLocale:":
            guard var match = read(message.receiver) else { return nil }
            match.textCase = message.selector.hasPrefix("upper") ? .uppercase : message.selector.hasPrefix("lower") ? .lowercase : .capitalized
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
