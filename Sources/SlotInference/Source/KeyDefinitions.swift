import Catalogs
import Foundation

/// The app's own ways of naming a key, read from every source file before any is scanned, so a
/// key that reaches a view through one of them is followed (within the files read: inference
/// takes them for one module).
///
/// - constants: `static let title = NSLocalizedString("settings.title", comment: "")`,
///   `static var delete: String { L10n.tr("Localizable", "delete") }` (SwiftGen's shape), a
///   top-level `let`, or a local `let` in the same function before its use; referred to as
///   `Type.name` (or `name` inside the type, or bare at the top level);
/// - helper functions whose body passes one of their parameters as the key of a localized call:
///   `func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }`, SwiftGen's
///   `tr(_ table:, _ key:, ...)`, and Objective-C macros
///   `#define MyLocalizedString(key, comment) NSLocalizedString(key, comment)`;
/// - `String` members whose body localizes `self` (`extension String { var localized: String {
///   NSLocalizedString(self, comment: "") } }`), used as `"key".localized`;
/// - enums with `String` raw values: `Tab.home.rawValue` is the case's raw value, and a member
///   whose body localizes `rawValue` (`var title: String { NSLocalizedString(rawValue, ...) }`)
///   gives `Tab.home.title` the key `"home"`'s raw value.
/// - members whose body returns one of several key expressions (`var title: String { switch
///   self { case .home: return L10n.home ... } }`, a function with several `return`s, a `String`
///   extension's switch over `self`): `Tab.home.title` shows the `.home` case's key, and
///   `tab.title` any of them (`Choice`).
/// What a name holds is read from its declaration only: an assignment elsewhere is not followed.
struct KeyDefinitions: Sendable {
    /// A name whose value is a key expression, resolved.
    struct Constant: Sendable {
        var id: Int
        var name: String
        /// The type (enum, struct, class or extension) it is declared in, nil at the top level.
        var typeName: String?
        var key: KeyReference
        var location: SourceLocation
        /// For a local `let`: its file and the `{` of the body it is declared in, and its index.
        var localScope: (path: String, opener: Int, index: Int)?
        /// A function whose body is one key expression with a literal key (SwiftGen's format
        /// strings: `static func episodes(_ p1: Any) -> String { L10n.tr("Localizable", "episodes", ...) }`),
        /// used as `L10n.episodes(n)`.
        var isFunction = false
        /// How the use is written in the note: `L10n.delete`.
        var spelled: String { typeName.map { "\($0).\(name)" } ?? name }
    }

    /// A function, macro or `String` member that localizes one of its parameters (or `self`).
    struct Helper: Sendable {
        var name: String
        /// The parameter that is the key: its position among the arguments and its label (nil
        /// for `_`); -1 for `self` (a `String` member).
        var keyPosition: Int
        var keyLabel: String?
        /// The table: a parameter's position, or a literal written in the body.
        var tablePosition: Int?
        var table: String?
        var location: SourceLocation
    }

    /// A computed property or function whose body returns one of several key expressions: a
    /// use shows any of them, or, written `Type.someCase.name` over a `switch self`, that case's.
    struct Choice: Sendable {
        var name: String
        /// The type it is a member of (`String` for a `String` extension's), nil at the top level.
        var typeName: String?
        var isFunction: Bool
        /// Each key a branch returns, with the cases of `switch self` it is returned for (empty
        /// when it is not in one).
        var branches: [(cases: [String], key: KeyReference)]
        var location: SourceLocation
        /// For a local `let` whose value is a conditional (`let title = c ? L10n.a : L10n.b`): its
        /// file, the `{` of the body it is declared in, and its index.
        var localScope: (path: String, opener: Int, index: Int)? = nil
        /// A stored property's values: what its declaration and the assignments to it in its
        /// type's bodies (`self.headerTitle = ...`) give it.
        var isAssigned = false
        /// The file and `{` of the body its branches are in, whose locals they may name.
        var body: (path: String, opener: Int)? = nil
        /// Declared to return a `LocalizedStringKey` or `LocalizedStringResource` (`func
        /// menuTitle() -> LocalizedStringKey { switch self { case .a: "key.a" ... } }`): a
        /// branch that is a bare literal is a key, as SwiftUI reads it.
        var returnsKey = false
        /// Only what calls of the type's initializer pass for the property (`PictureViewModel(text:
        /// text)`, `self.init(title: title, ...)`): followed through a receiver of the type
        /// (`viewModel.text`), not by the bare name in the type's own body, where the parameter
        /// forwarding follows it to its call sites (`ParameterForwarding`).
        var isFromArguments = false
        /// A name a pattern binds from an enum case's associated value (`case let
        /// .downloadErrorZIM(_, errorMessage):`): the case and value, as said in a note.
        var carrier: String? = nil
        /// How a key came into a branch through a name bound from a payload, for the note.
        var routes: [KeyReference: String] = [:]
    }

    private(set) var constants: [String: [Constant]] = [:]
    private(set) var choices: [String: [Choice]] = [:]
    /// How many declarations of each name the files read make (`var`, `let`, enum `case`; a
    /// function's name with `()`): a choice followed by its member name alone, on a receiver
    /// of unknown type, must be the only declaration so named.
    private(set) var declarationCounts: [String: Int] = [:]
    /// Where each choice's branches start (path -> token index -> how it is said: "returned by `Type.member`", "assigned to `title`"): a key there is
    /// the choice's, not a text left in no view.
    private(set) var choiceStarts: [String: [Int: String]] = [:]
    /// The constants a choice's branch names (`return deselect ? deselectLabel : selectLabel`).
    private(set) var choiceConstants: Set<Int> = []
    /// Where the app's views are used: `BookmarkButton(...)` in a `.toolbar` or elsewhere, and
    /// the same for a view property (`saveButton` declared `var saveButton: some View`).
    struct ViewUses: Sendable {
        var inToolbar = 0
        var elsewhere = 0
        var firstToolbarUse: SourceLocation?
        /// Uses as a tab's label (`Tab(...) { ... } label: { tab.label }`, `.tabItem { ... }`),
        /// of a view type or of a view property named with its type (`AppTab.label`).
        var inTabLabel = 0
        var firstTabLabelUse: SourceLocation?
    }
    private(set) var viewUses: [String: ViewUses] = [:]
    /// Whether any view is shown as a tab's label (most apps' texts then skip that search).
    private(set) var hasTabLabelUses = false
    /// For each member name, kind (function or not) and type, the positions in `choices[name]`
    /// of its members (not locals), in order; made when the definitions are resolved, so that a
    /// use finds `Type.name` without going through every type's `name`.
    private(set) var memberChoices: [String: [Int]] = [:]
    static func memberKey(_ name: String, isFunction: Bool, typeName: String?) -> String {
        "\(isFunction ? "f" : "v") \(typeName ?? "") \(name)"
    }
    /// The types the files read declare (`enum`, `struct`, `class`, `actor`, `protocol`).
    private(set) var declaredTypes: Set<String> = []
    /// The catalogs' keys by their letters and digits only, lower-cased (`commonbuttondone`),
    /// where that spelling names one key.
    private var keysBySpelling: [String: KeyReference] = [:]
    /// One branch of a choice as read: the cases of `switch self` it is for, its tokens, and
    /// where it stands in its file (the brackets around it and its index), for the locals it names.
    typealias PendingBranch = (cases: [String], tokens: [SourceToken], site: (openers: [Int], index: Int)?)
    private var pendingChoices: [(choice: Choice, branches: [PendingBranch], language: SourceLanguage)] = []
    /// Enum cases with texts in their associated values, the calls that make them and the
    /// patterns that take them apart.
    private(set) var payloads = EnumPayloads()
    private(set) var helpers: [String: Helper] = [:]
    /// `String` members declared in the files read: a helper, or nil when its body is not one.
    private(set) var stringMembers: [String: Helper?] = [:]
    /// Enum name -> case name -> raw value.
    private(set) var rawValues: [String: [String: String]] = [:]
    /// Enum name -> members whose body localizes `rawValue`.
    private(set) var rawValueMembers: [String: Set<String>] = [:]
    /// Where a constant's value expression starts (path and token index): not a use of its own.
    private(set) var valueStarts: [String: Set<Int>] = [:]
    /// Classes the files read declare, with their superclass and where (`class ThemeableLabel:
    /// UILabel`, `@interface PaddedLabel : UILabel`): an app's view subclasses are their UIKit
    /// views wherever they are declared.
    private(set) var superclasses: [String: (parent: String, location: SourceLocation)] = [:]

    /// A function or macro that is not a helper by its own body but may be one by calling a
    /// helper with one of its parameters (`tr(table, key)` calling `localizedFormat(key, table)`).
    struct Forward: Sendable {
        var name: String
        var parameters: [String?]
        var labels: [String?]
        var location: SourceLocation
        /// Calls in the body: the callee, and for each argument its label and the parameter it
        /// passes (nil when it is anything else).
        var calls: [(callee: String, arguments: [(label: String?, parameter: Int?)])]
    }

    private var forwards: [Forward] = []

    /// The app's functions, initializers and structs with text parameters (`Callable`), by id,
    /// by name and by the file they are declared in.
    private(set) var callables: [Callable] = []
    private(set) var callablesByName: [String: [Int]] = [:]
    private(set) var callablesByPath: [String: [Int]] = [:]

    /// Values read but not yet resolved (they may name helpers or constants of later files).
    /// Each with the types its file declares for the names in it (`viewModel: PictureViewModel`),
    /// for `viewModel.text` read in the value alone.
    private var pending: [(constant: Constant, tokens: [SourceToken], language: SourceLanguage, types: [String: Set<String>])] = []

    var isEmpty: Bool { constants.isEmpty && choices.isEmpty && pendingChoices.isEmpty && helpers.isEmpty && stringMembers.isEmpty && rawValues.isEmpty && superclasses.isEmpty && callables.isEmpty }
    var allConstants: [Constant] { constants.values.flatMap { $0 }.sorted { $0.id < $1.id } }


    // MARK: - Collecting

    /// Reads the definitions of one file's text (its problems are reported when it is scanned).
    mutating func collect(text: String, path: String, language: SourceLanguage) {
        var tokenizer = SourceTokenizer(text: text, language: language, path: path)
        collect(TokenStream(tokens: tokenizer.tokenize(), path: path), path: path, language: language)
    }

    /// The constants no use followed, as unplaced keys at their definitions.
    /// The constants no use followed, as unplaced keys; those a choice's branch names
    /// (`choiceConstants`) in `choiceValues`, listed only when no use of the choice places them.
    func unfollowed(_ followed: Set<Int>) -> (unplaced: [UnplacedKey], choiceValues: [UnplacedKey]) {
        var result: (unplaced: [UnplacedKey], choiceValues: [UnplacedKey]) = ([], [])
        for constant in allConstants where !followed.contains(constant.id) {
            let source: InferenceSource = constant.location.file.hasSuffix(".swift") ? .swift : .objectiveC
            // A constant no use puts into a view, named for an accessibility text
            // (`showMoreButtonAccessibilityLabel`): VoiceOver reads it.
            let entry = SourceScanner.namesAccessibilityText(constant.name)
                ? UnplacedKey(key: constant.key, location: constant.location, source: source,
                              reason: "\(SourceScanner.accessibilityReason): defined as `\(constant.spelled)` here, a name for one, and no use of it puts it into a view",
                              isNotDisplayed: true)
                : UnplacedKey(key: constant.key, location: constant.location, source: source,
                              reason: "defined as `\(constant.spelled)` here; the text is not put into a view by any use of it found (a use through a parameter or an unknown function is not followed)")
            if choiceConstants.contains(constant.id) { result.choiceValues.append(entry) } else { result.unplaced.append(entry) }
        }
        return result
    }

    /// The selector Objective-C calls a Swift method or initializer of the app by, as Swift
    /// exposes it: `alertViewManager(title:errorMessage:viewController:)` is
    /// `alertViewManagerWithTitle:errorMessage:viewController:` (vlc's Objective-C calling its
    /// Swift alert helper), `init(title:action:)` is `initWithTitle:action:`, and a first
    /// parameter without a label adds no `With` (`show(_:animated:)` is `show:animated:`).
    static func objectiveCSelector(of callable: Callable) -> String? {
        guard !callable.isMemberwise, let first = callable.parameters.first else { return nil }
        let isInitializer = callable.name == callable.typeName
        var base = isInitializer ? "init" : callable.name
        guard base.first?.isLowercase == true else { return nil }
        if let label = first.label { base += "With" + label.prefix(1).uppercased() + label.dropFirst() }
        return ([base] + callable.parameters.dropFirst().map { $0.label ?? "" }).map { $0 + ":" }.joined()
    }

    /// How a property's setter is found among the callables: `SwitchTableViewCell.title=`.
    static func setterKey(_ property: String, of type: String) -> String { "\(type).\(property)=" }

    /// The setters of `property` a receiver of the app's type `type` calls: its own, else its
    /// superclasses' (the classes the files read declare).
    func setters(of property: String, onType type: String) -> [Int] {
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if let found = callablesByName[Self.setterKey(property, of: name)], !found.isEmpty { return found }
            current = superclasses[name]?.parent
        }
        return []
    }

    /// Reads the definitions of one file.
    mutating func collect(_ stream: TokenStream, path: String, language: SourceLanguage) {
        var collector = DefinitionCollector(stream: stream, path: path, language: language)
        collector.collect()
        for helper in collector.helpers { helpers[helper.name] = helper }
        for (name, declared) in collector.superclasses where superclasses[name] == nil { superclasses[name] = declared }
        forwards += collector.forwards
        for var callable in collector.callables {
            callable.id = callables.count
            if callable.isSetter {
                callablesByName[Self.setterKey(callable.name, of: callable.typeName ?? ""), default: []].append(callable.id)
                callablesByPath[path, default: []].append(callable.id)
                callables.append(callable)
                continue
            }
            callablesByName[callable.name, default: []].append(callable.id)
            if language == .swift, let selector = Self.objectiveCSelector(of: callable) {
                callablesByName[selector, default: []].append(callable.id)
            }
            callablesByPath[path, default: []].append(callable.id)
            callables.append(callable)
        }
        for (name, helper) in collector.stringMembers where stringMembers[name] == nil || helper != nil { stringMembers[name] = helper }
        for (type, cases) in collector.rawValues { rawValues[type, default: [:]].merge(cases) { first, _ in first } }
        for (type, members) in collector.rawValueMembers { rawValueMembers[type, default: []].formUnion(members) }
        for (name, count) in collector.declarations { declarationCounts[name, default: 0] += count }
        declaredTypes.formUnion(collector.declaredTypes)
        for (name, uses) in collector.viewUses {
            viewUses[name, default: ViewUses()].inToolbar += uses.inToolbar
            viewUses[name, default: ViewUses()].elsewhere += uses.elsewhere
            if viewUses[name]!.firstToolbarUse == nil { viewUses[name]!.firstToolbarUse = uses.firstToolbarUse }
            viewUses[name]!.inTabLabel += uses.inTabLabel
            if uses.inTabLabel > 0 { hasTabLabelUses = true }
            if viewUses[name]!.firstTabLabelUse == nil { viewUses[name]!.firstTabLabelUse = uses.firstTabLabelUse }
        }
        for item in collector.choices { pendingChoices.append((item.choice, item.branches, language)) }
        payloads.merge(collector.payloads)
        if !collector.choiceStarts.isEmpty { choiceStarts[path, default: [:]].merge(collector.choiceStarts) { first, _ in first } }
        var fileTypes: [String: Set<String>]?
        for item in collector.values {
            var constant = item.constant
            constant.id = pending.count
            valueStarts[path, default: []].insert(item.start)
            // `x.member` in the value: the types the file declares for `x`.
            var types: [String: Set<String>] = [:]
            for (position, token) in item.tokens.enumerated() where token.kind == .identifier && position + 1 < item.tokens.count
                && item.tokens[position + 1].isPunctuation(".") && token.text.first?.isLowercase == true && token.text != "self" {
                if fileTypes == nil { fileTypes = LocalizedKeyReader.declaredTypes(in: stream) }
                if let found = fileTypes?[token.text] { types[token.text] = found }
            }
            pending.append((constant, item.tokens, language, types))
        }
    }

    /// Resolves the values read: each is read as a key expression with the helpers and the
    /// constants already resolved (three rounds, for constants defined through others).
    mutating func resolve() {
        memberChoices = [:]  // made again at the end, once the choices are known
        // Helpers through helpers, to a fixed point (a few rounds suffice in practice).
        for _ in 0..<4 {
            var changed = false
            for forward in forwards where helpers[forward.name] == nil {
                for call in forward.calls {
                    guard let callee = helpers[call.callee], callee.keyPosition >= 0 else { continue }
                    let keyArgument = callee.keyLabel.map { label in call.arguments.first { $0.label == label } }
                        ?? (callee.keyPosition < call.arguments.count ? call.arguments[callee.keyPosition] : nil)
                    guard let keyParameter = keyArgument?.parameter else { continue }
                    let tableParameter = callee.tablePosition.flatMap { $0 < call.arguments.count ? call.arguments[$0].parameter : nil }
                    helpers[forward.name] = Helper(name: forward.name, keyPosition: keyParameter, keyLabel: forward.labels[keyParameter],
                                                   tablePosition: tableParameter, table: callee.table, location: forward.location)
                    changed = true
                    break
                }
            }
            if !changed { break }
        }
        var unresolved = pending
        pending = []
        for _ in 0..<3 where !unresolved.isEmpty {
            var next: [(constant: Constant, tokens: [SourceToken], language: SourceLanguage, types: [String: Set<String>])] = []
            for item in unresolved {
                let stream = TokenStream(tokens: item.tokens, path: item.constant.location.file)
                var reader = LocalizedKeyReader(stream: stream, language: item.language, definitions: self)
                reader.declaredTypes = item.types
                if let match = reader.read(0..<stream.count) {
                    var constant = item.constant
                    constant.key = match.key
                    constants[constant.name, default: []].append(constant)
                } else {
                    next.append(item)
                }
            }
            if next.count == unresolved.count { break }
            unresolved = next
        }
        // A value that is a conditional of keys (`let title = selected ? L10n.deselectAll :
        // L10n.selectAll`) is a choice of them.
        func conditionalChoice(_ item: (constant: Constant, tokens: [SourceToken], language: SourceLanguage, types: [String: Set<String>])) -> Choice? {
            let stream = TokenStream(tokens: item.tokens, path: item.constant.location.file)
            var reader = LocalizedKeyReader(stream: stream, language: item.language, definitions: self)
            reader.declaredTypes = item.types
            let matches = reader.readAll(0..<stream.count).filter { ParameterForwarding.parameter(of: $0.key) == nil }
            // One key is a constant's, read above, unless it comes from a choice (`if let text = viewModel.text`).
            guard matches.count >= 2 || matches.count == 1 && matches[0].via != nil && matches[0].constant == nil else { return nil }
            let constant = item.constant
            var seen: Set<KeyReference> = []
            var choice = Choice(name: constant.name, typeName: constant.typeName, isFunction: false,
                                branches: matches.compactMap { seen.insert($0.key).inserted ? ([], $0.key) : nil },
                                location: constant.location, localScope: constant.localScope)
            choice.returnsKey = matches.allSatisfy(\.isKeyTyped)
            return choice
        }
        var conditionals: [Int: Int] = [:]  // unresolved item -> its choice's index under its name
        for (position, item) in unresolved.enumerated() {
            guard let choice = conditionalChoice(item) else { continue }
            conditionals[position] = choices[choice.name, default: []].count
            choices[choice.name, default: []].append(choice)
        }
        // Choices after the constants, whose keys their branches name; a few rounds, for choices
        // made of others (`self.headerTitle = Self.titleText(status:)`). The assignments to one
        // property of a type are one choice.
        // What calls pass to an initializer of a type the files do not declare (`Text(...,
        // tableName:)`, `UIAlertAction(title:)`) is no property of the app's.
        var waiting = pendingChoices.filter { !$0.choice.isFromArguments || $0.choice.typeName.map(declaredTypes.contains) == true }
        pendingChoices = []
        // The one assigned choice of each property (`name` and type), where later ones join it.
        var assignedChoice: [String: Int] = [:]
        var assignedKeys: [String: Set<KeyReference>] = [:]
        // Where each item's choice went (its name and index), to be read again once the names
        // an enum case's payload binds are known.
        var placed: [(item: (choice: Choice, branches: [PendingBranch], language: SourceLanguage), index: Int)] = []
        for _ in 0..<3 where !waiting.isEmpty {
            var next: [(choice: Choice, branches: [PendingBranch], language: SourceLanguage)] = []
            for item in waiting {
                var choice = item.choice
                for branch in item.branches {
                    let stream = TokenStream(tokens: branch.tokens, path: choice.location.file)
                    var reader = LocalizedKeyReader(stream: stream, language: item.language, definitions: self)
                    reader.enclosingType = choice.typeName
                    reader.sliceBody = choice.body
                    reader.sliceSite = branch.site.map { (choice.location.file, $0.openers, $0.index) }
                    for match in reader.readAll(0..<stream.count, bareLiteral: choice.returnsKey) where ParameterForwarding.parameter(of: match.key) == nil
                        && !choice.branches.contains(where: { $0.key == match.key && $0.cases == branch.cases }) {
                        choice.branches.append((branch.cases, match.key))
                        if let constant = match.constant { choiceConstants.insert(constant) }
                    }
                }
                guard !choice.branches.isEmpty else { next.append(item); continue }
                let property = "\(choice.typeName ?? "")." + choice.name
                if choice.isAssigned, choice.localScope == nil, let index = assignedChoice[property] {
                    // A set of the keys already there: a property assigned thousands of times
                    // is merged in linear time.
                    for branch in choice.branches where assignedKeys[property, default: []].insert(branch.key).inserted {
                        choices[choice.name]![index].branches.append(branch)
                    }
                    if !choice.isFromArguments { choices[choice.name]![index].isFromArguments = false }
                    placed.append((item, index))
                } else {
                    if choice.isAssigned, choice.localScope == nil {
                        assignedChoice[property] = choices[choice.name]?.count ?? 0
                        assignedKeys[property] = Set(choice.branches.map(\.key))
                    }
                    placed.append((item, choices[choice.name]?.count ?? 0))
                    choices[choice.name, default: []].append(choice)
                }
            }
            if next.count == waiting.count { break }
            waiting = next
        }
        // The conditionals again, now that the members they call are known
        // (`let title = lockedType?.menuTitle() ?? "notifications.title"`).
        for (position, item) in unresolved.enumerated() where item.tokens.contains(where: { $0.kind == .identifier && choices[$0.text] != nil }) {
            guard let choice = conditionalChoice(item) else { continue }
            if let index = conditionals[position] {
                if choice.branches.count > choices[choice.name]![index].branches.count { choices[choice.name]![index] = choice }
            } else {
                choices[choice.name, default: []].append(choice)
            }
        }
        resolvePayloads(rereading: placed, unplaced: waiting)
        memberChoices = [:]
        for (name, list) in choices {
            for (position, choice) in list.enumerated() where choice.localScope == nil {
                memberChoices[Self.memberKey(name, isFunction: choice.isFunction, typeName: choice.typeName), default: []].append(position)
            }
        }
    }

    /// The names enum case patterns bind (`case let .downloadErrorZIM(_, errorMessage):`) as
    /// local choices of the keys the case's constructions pass for that value
    /// (`.downloadErrorZIM(zimFileID: id, errorMessage: errorDesc)`, its argument read where it
    /// is written, locals included); then the choices whose branches name a bound name
    /// (`[errorMessage, L10n.footer].joined(...)` in `alertMessage()`) are read again.
    private mutating func resolvePayloads(rereading given: [(item: (choice: Choice, branches: [PendingBranch], language: SourceLanguage), index: Int)],
                                          unplaced: [(choice: Choice, branches: [PendingBranch], language: SourceLanguage)]) {
        guard !payloads.isEmpty, !payloads.bindings.isEmpty else { return }
        // Case (`Type.name`) -> position -> the keys passed for it.
        var carried: [String: [Int: [KeyReference]]] = [:]
        var passedAt: [String: [Int: [KeyReference: String]]] = [:]  // the first call passing each
        // Bounds for hostile files (thousands of texts through one case, thousands of patterns):
        // each use of a bound name shows every text carried, so both multiply the inferences.
        let keysPerValue = EnumPayloads.keysPerValue
        let bindingsPerFile = EnumPayloads.bindingsPerFile
        // Kept aside while readers share these definitions (a change to them then would copy them).
        var starts: [(path: String, start: Int, said: String)] = []
        var constantsRead: [Int] = []
        for (name, list) in payloads.constructions where payloads.cases[name] != nil {
            for construction in list {
                // `.generic(description:)` of two enums, no type written: which one is not known.
                let declarations = payloads.declarations(of: name, typeName: construction.typeName)
                    .filter { $0.positions(of: construction.arguments.map(\.label)) != nil }
                guard construction.typeName != nil || Set(declarations.map(\.typeName)).count == 1 else { continue }
                for declaration in declarations {
                    guard let positions = declaration.positions(of: construction.arguments.map(\.label)) else { continue }
                    let id = "\(declaration.typeName).\(name)"
                    for (argument, position) in zip(construction.arguments, positions)
                    where declaration.parameters[position].isText && !argument.tokens.isEmpty {
                        let stream = TokenStream(tokens: argument.tokens, path: construction.path)
                        var reader = LocalizedKeyReader(stream: stream, language: .swift, definitions: self)
                        reader.sliceSite = (construction.path, argument.openers, argument.start)
                        reader.enclosingType = nil
                        var found = false
                        var beyond = false
                        for match in reader.readAll(0..<stream.count, bareLiteral: declaration.parameters[position].takesKey)
                        where ParameterForwarding.parameter(of: match.key) == nil {
                            found = true
                            if passedAt[id]?[position]?[match.key] == nil {
                                guard (carried[id]?[position]?.count ?? 0) < keysPerValue else { beyond = true; continue }
                                carried[id, default: [:]][position, default: []].append(match.key)
                                passedAt[id, default: [:]][position, default: [:]][match.key] = "\(construction.path):\(construction.line)"
                            }
                            if let constant = match.constant { constantsRead.append(constant) }
                        }
                        // A key written here is the payload's, listed only if no use of it places it.
                        if found {
                            starts.append((construction.path, argument.start, "carried by \(declaration.spelled(position))"
                                + (beyond ? " (more than \(keysPerValue) texts are passed for it: the others are not followed)" : "")))
                        }
                    }
                }
            }
        }
        choiceConstants.formUnion(constantsRead)
        for start in starts { choiceStarts[start.path, default: [:]][start.start] = start.said }
        guard !carried.isEmpty else { return }
        var placed = given
        var bound: Set<String> = []
        var bindingsInFile: [String: Int] = [:]
        for binding in payloads.bindings {
            var keys: [KeyReference] = []
            var routes: [KeyReference: String] = [:]
            var carrier: String?
            for declaration in payloads.declarations(of: binding) {
                let position = binding.label.flatMap { label in declaration.parameters.firstIndex { $0.label == label } } ?? binding.position
                guard position < declaration.parameters.count else { continue }
                let id = "\(declaration.typeName).\(binding.caseName)"
                for key in carried[id]?[position] ?? [] where routes[key] == nil {
                    keys.append(key)
                    routes[key] = "this one passed at " + (passedAt[id]?[position]?[key] ?? "?")
                }
                carrier = carrier ?? declaration.spelled(position)
            }
            guard !keys.isEmpty else { continue }
            bindingsInFile[binding.scope.path, default: 0] += 1
            guard bindingsInFile[binding.scope.path]! <= bindingsPerFile else { continue }
            var choice = Choice(name: binding.name, typeName: nil, isFunction: false, branches: keys.map { ([], $0) },
                                location: SourceLocation(file: binding.scope.path, line: binding.line), localScope: binding.scope)
            choice.carrier = carrier
            choice.routes = routes
            choices[binding.name, default: []].append(choice)
            bound.insert(binding.name)
        }
        let namesBound = { (item: (choice: Choice, branches: [PendingBranch], language: SourceLanguage)) in
            item.branches.contains { branch in branch.tokens.contains { $0.kind == .identifier && bound.contains($0.text) } }
        }
        // A member whose every branch is a bound name had no key before (`case let .error(message): return message`).
        for item in unplaced where namesBound(item) && !(item.choice.isFromArguments && item.choice.typeName.map(declaredTypes.contains) != true) {
            placed.append((item, choices[item.choice.name]?.count ?? 0))
            var empty = item.choice
            empty.branches = []
            choices[item.choice.name, default: []].append(empty)
        }
        for (item, index) in placed where namesBound(item) {
            let choice = item.choice
            guard choices[choice.name]?.indices.contains(index) == true else { continue }
            var found: [(cases: [String], match: KeyMatch)] = []
            for branch in item.branches {
                let stream = TokenStream(tokens: branch.tokens, path: choice.location.file)
                var reader = LocalizedKeyReader(stream: stream, language: item.language, definitions: self)
                reader.enclosingType = choice.typeName
                reader.sliceBody = choice.body
                reader.sliceSite = branch.site.map { (choice.location.file, $0.openers, $0.index) }
                found += reader.readAll(0..<stream.count, bareLiteral: choice.returnsKey).map { (branch.cases, $0) }
            }
            for (cases, match) in found where ParameterForwarding.parameter(of: match.key) == nil
                && !choices[choice.name]![index].branches.contains(where: { $0.key == match.key && $0.cases == cases }) {
                choices[choice.name]![index].branches.append((cases, match.key))
                if let via = match.via { choices[choice.name]![index].routes[match.key] = "this one through \(via)" }
            }
        }
        // Members that were read again and still return no key are no choice.
        for name in Set(unplaced.map(\.choice.name)) { choices[name]?.removeAll { $0.branches.isEmpty } }
    }

    /// Takes the catalogs' keys for `generatedAccessor`.
    mutating func useCatalogKeys(_ keys: Set<KeyReference>) {
        var seen: [String: KeyReference?] = [:]
        for key in keys where !key.isPattern {
            let spelling = Self.spelling(key.key)
            guard spelling.count >= 6 else { continue }
            if let known = seen[spelling] { if known != key { seen[spelling] = .some(nil) } } else { seen[spelling] = key }
        }
        keysBySpelling = seen.compactMapValues { $0 }
    }

    private static func spelling(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// The key a generated accessor names, for a path no definition read explains: its root a
    /// type no file read declares (`LocalString`, `L10n`, R.swift's `R.string.localizable`),
    /// its name declared nowhere in them and of two words or more (`common_button_done`,
    /// `settingsTitle`, or nested `L10n.Settings.title`), spelling one catalog key when only letters and digits are
    /// compared (`common.button.done`). A guess: the generated file is not in the tree.
    func generatedAccessor(_ names: [String]) -> KeyReference? {
        guard !keysBySpelling.isEmpty, names.count >= 2, let root = names.first, root.first?.isUppercase == true,
              !declaredTypes.contains(root), constants[names.last!] == nil,
              declarationCount(of: names.last!, isFunction: false) + declarationCount(of: names.last!, isFunction: true) == 0 else { return nil }
        var parts = Array(names.dropFirst())
        if root == "R", parts.count >= 3, parts[0] == "string" { parts.removeFirst(2) }
        let member = parts.last!
        let words = member.filter { $0 == "_" || $0.isUppercase }.count + 1
        var candidates: [String] = []
        if words >= 2 { candidates.append(Self.spelling(member)) }
        if parts.count >= 2, parts.dropLast().allSatisfy({ $0.first?.isUppercase == true }) { candidates.append(Self.spelling(parts.joined())) }
        for candidate in candidates { if let key = keysBySpelling[candidate] { return key } }
        return nil
    }

    /// How many declarations named `name` (a function's when `isFunction`) the files read make.
    func declarationCount(of name: String, isFunction: Bool) -> Int {
        declarationCounts[isFunction ? name + "()" : name] ?? 0
    }

    /// The same definitions with the text parameters of `ids` standing for placeholder keys
    /// (`ParameterForwarding.placeholder`): a function's or initializer's as locals of its body,
    /// a memberwise initializer's as members of its struct.
    func withParameters(of ids: [Int]) -> KeyDefinitions {
        var copy = self
        for id in ids {
            let callable = callables[id]
            for (index, parameter) in callable.parameters.enumerated() where parameter.isText {
                let constant = Constant(id: -1, name: parameter.name, typeName: callable.isMemberwise ? callable.typeName : nil,
                                        key: ParameterForwarding.placeholder(ParameterReference(callable: id, parameter: index)),
                                        location: callable.location,
                                        localScope: callable.isMemberwise ? nil : (callable.location.file, callable.opener, callable.opener))
                // First, so that a member of the same name elsewhere does not stand in for it.
                copy.constants[parameter.name, default: []].insert(constant, at: 0)
            }
            for (property, index) in callable.storedParameters where callable.parameters[index].isText {
                let member = Constant(id: -1, name: property, typeName: callable.typeName,
                                      key: ParameterForwarding.placeholder(ParameterReference(callable: id, parameter: index)),
                                      location: callable.location, localScope: nil)
                copy.constants[property, default: []].insert(member, at: 0)
            }
        }
        return copy
    }

    // MARK: - Looking up

    /// The UIKit class an app's class descends from (`ThemeableLabel` -> `UILabel`), through the
    /// classes the files read declare, and where the first of them is declared; nil for a name
    /// no file declares, or one whose chain ends in a class of no file read that is not UIKit's.
    func uikitAncestor(of type: String) -> (type: String, declaredAt: SourceLocation)? {
        guard let first = superclasses[type] else { return nil }
        var current = first.parent
        var seen: Set<String> = [type]
        while let next = superclasses[current], seen.insert(current).inserted { current = next.parent }
        return current.hasPrefix("UI") ? (current, first.location) : nil
    }

    /// The constant `path` names (`["L10n", "delete"]`, `["title"]`) at `index` of the file at
    /// `file`, whose enclosing type is `enclosingType`.
    func constant(named path: [String], file: String, index: Int, enclosingType: String?, enclosingOpeners: [Int]) -> Constant? {
        guard let name = path.last, let candidates = constants[name] else { return nil }
        if path.count >= 2 {
            let owner = path[path.count - 2]
            let type = owner == "self" || owner == "Self" ? enclosingType : owner
            // Many files may each declare their own `private enum Localization { static let
            // title = ... }` (WooCommerce has hundreds): the one of this file first.
            // One pass (a common name has thousands of candidates in such an app).
            var other: Constant?
            for candidate in candidates where candidate.localScope == nil && candidate.typeName == type {
                if candidate.location.file == file { return candidate }
                if other == nil { other = candidate }
            }
            return other
        }
        // A bare name: a local before the use in an enclosing body, then the enclosing type's,
        // then a top-level one.
        let locals = candidates.filter { constant in
            guard let scope = constant.localScope else { return false }
            return scope.path == file && scope.index < index && enclosingOpeners.contains(scope.opener)
        }
        if let nearest = locals.max(by: { $0.localScope!.index < $1.localScope!.index }) { return nearest }
        if let enclosingType, let member = candidates.first(where: { $0.localScope == nil && $0.typeName == enclosingType }) { return member }
        return candidates.first { $0.localScope == nil && $0.typeName == nil }
    }
}

/// Reads one file's definitions for `KeyDefinitions`.
struct DefinitionCollector {
    let stream: TokenStream
    let path: String
    let language: SourceLanguage
    var helpers: [KeyDefinitions.Helper] = []
    var stringMembers: [String: KeyDefinitions.Helper?] = [:]
    var rawValues: [String: [String: String]] = [:]
    var rawValueMembers: [String: Set<String>] = [:]
    var values: [(constant: KeyDefinitions.Constant, start: Int, tokens: [SourceToken])] = []
    var forwards: [KeyDefinitions.Forward] = []
    var superclasses: [String: (parent: String, location: SourceLocation)] = [:]
    var callables: [Callable] = []
    var choices: [(choice: KeyDefinitions.Choice, branches: [KeyDefinitions.PendingBranch])] = []
    var payloads = EnumPayloads()
    var declarations: [String: Int] = [:]
    var choiceStarts: [Int: String] = [:]
    var declaredTypes: Set<String> = []
    var viewUses: [String: KeyDefinitions.ViewUses] = [:]
    /// The stored properties of each struct (by its `{`), for its memberwise initializer.
    private var memberwise: [Int: Callable] = [:]
    /// Structs that declare an initializer in their body (no memberwise one then).
    private var declaresInitializer: Set<Int> = []
    /// Local variables of each body (its `{` -> name -> the declaration's first token): Swift's
    /// `var title: String?` and `let title: String`, Objective-C's `NSString *title`.
    private var localDeclarations: [Int: [String: Int]] = [:]
    /// Assignments to them (`title = NSLocalizedString(...)` in a `switch` or an `if`): the
    /// body's `{`, the declaration, where the value starts and its tokens.
    private var localAssignments: [(opener: Int, declaration: Int, name: String, line: Int, start: Int, tokens: [SourceToken])] = []
    /// The stored properties each type declares with a type (its `{` -> name -> the type's tokens).
    private var storedProperties: [Int: [String: [String]]] = [:]
    /// `name = value` in a member's body, `name` not a local: maybe a stored property of the type
    /// (known once the whole file is read).
    private var bareAssignments: [(type: EnclosingType, name: SourceToken, start: Int, end: Int)] = []

    init(stream: TokenStream, path: String, language: SourceLanguage) {
        self.stream = stream
        self.path = path
        self.language = language
    }

    mutating func collect() {
        for index in 0..<stream.count {
            if language == .objectiveC, stream.tokens[index].kind == .operator, stream.tokens[index].startsLine { readObjectiveCMethod(at: index) }
            guard let token = stream[index], token.kind == .identifier else { continue }
            if language == .swift, ["var", "let", "func", "case"].contains(token.text), let name = stream[index + 1], name.kind == .identifier {
                declarations[token.text == "func" ? name.text + "()" : name.text, default: 0] += 1
            }
            if ["enum", "struct", "class", "actor", "protocol", "@interface", "typealias"].contains(token.text), let name = stream[index + 1], name.kind == .identifier {
                declaredTypes.insert(name.text)
            }
            switch (language, token.text) {
            case (.objectiveC, "#define"): readMacro(at: index)
            case (.swift, "func"): readFunction(at: index)
            case (.swift, "init"): readInitializer(at: index)
            case (.swift, "let"), (.swift, "var"): readProperty(at: index)
            case (.swift, "self"): readAssignment(at: index)
            case (.swift, "case"): readRawValue(at: index)
            case (.swift, "class"), (.objectiveC, "@interface"): readSuperclass(at: index)
            case (.objectiveC, "NSString"), (.objectiveC, "NSMutableString"): readObjectiveCLocal(at: index)
            default: break
            }

            if language == .swift, stream.isPunctuation(index + 1, "(") || stream.isPunctuation(index + 1, ".") { readInitializerCall(at: index) }
            if language == .swift { payloads.read(at: index, in: stream, path: path) }
            if stream.isOperator(index + 1, "=") { readLocalAssignment(at: index) }
        }
        if language == .swift { collectBarePropertyAssignments() }
        callables += memberwise.keys.sorted().filter { !declaresInitializer.contains($0) }.compactMap { memberwise[$0] }
        collectLocalChoices()
        if language == .swift { collectViewUses() }
        payloads.finishFile(stream)
    }

    /// Each use of a view type (`BookmarkButton(`, `ShareButton {`) and of the file's view
    /// properties (`var saveButton: some View`), in a toolbar (`.toolbar`, `ToolbarItem`,
    /// `.navigationBarItems`) or elsewhere: a view used only in toolbars shows its buttons as bar
    /// buttons (`SwiftUIPatterns`).
    private mutating func collectViewUses() {
        var properties: Set<String> = []
        for index in 0..<stream.count where stream.isIdentifier(index, "var") && stream.isPunctuation(index + 2, ":")
            && stream.isIdentifier(index + 3, "some") && stream.isIdentifier(index + 4, "View") {
            if let name = stream[index + 1], name.kind == .identifier, name.text != "body" { properties.insert(name.text) }
        }
        // Which tokens are inside `.toolbar { ... }`, `ToolbarItem(...) { ... }` or
        // `.navigationBarItems(...)`: each span adds 1 after its name and takes it away at its
        // end, so one running sum over the file says (linear however many toolbars there are).
        let toolbarNames: Set<String> = ["toolbar", "ToolbarItem", "ToolbarItemGroup", "navigationBarItems"]
        var depthChange = [Int](repeating: 0, count: stream.count + 1)
        for index in 0..<stream.count where stream.tokens[index].kind == .identifier && toolbarNames.contains(stream.tokens[index].text) {
            var end = index + 1
            while stream.isPunctuation(end, "(") || stream.isPunctuation(end, "{"), stream.partner[end] > end { end = stream.partner[end] + 1 }
            guard end > index + 1 else { continue }
            depthChange[index + 1] += 1
            depthChange[min(end, stream.count)] -= 1
        }
        // The same for a tab's label: `Tab(...) { ... } label: { ... }` and `.tabItem { ... }`.
        var tabChange = [Int](repeating: 0, count: stream.count + 1)
        for index in 0..<stream.count where stream.tokens[index].kind == .identifier {
            var label: Int?
            if stream.tokens[index].text == "tabItem", stream.isPunctuation(index - 1, "."), stream.isPunctuation(index + 1, "{") {
                label = index + 1
            } else if stream.tokens[index].text == "Tab", !stream.isPunctuation(index - 1, ".") {
                var end = index + 1
                while stream.isPunctuation(end, "(") || stream.isPunctuation(end, "{"), stream.partner[end] > end { end = stream.partner[end] + 1 }
                if end > index + 1, stream.isIdentifier(end, "label"), stream.isPunctuation(end + 1, ":"), stream.isPunctuation(end + 2, "{") { label = end + 2 }
            }
            guard let label, stream.partner[label] > label else { continue }
            tabChange[label] += 1
            tabChange[stream.partner[label]] -= 1
        }
        var toolbarDepth = 0
        var tabDepth = 0
        var types: [String: Set<String>]?
        let declaring: Set<String> = ["struct", "class", "enum", "extension", "func", "var", "let", "case", "protocol"]
        for index in 0..<stream.count {
            toolbarDepth += depthChange[index]
            tabDepth += tabChange[index]
            let token = stream.tokens[index]
            guard token.kind == .identifier else { continue }
            if tabDepth > 0, !declaring.contains(stream[index - 1]?.text ?? "") {
                // A view type, or a view property with its type: `tab.label` (the receiver's type
                // as the file declares it) or `label` in its own type.
                var name: String?
                if token.text.first?.isUppercase == true, stream.isPunctuation(index + 1, "(") || stream.isPunctuation(index + 1, "{"),
                   !stream.isPunctuation(index - 1, ".") {
                    name = token.text
                } else if stream.isPunctuation(index - 1, "."), let receiver = stream[index - 2], receiver.kind == .identifier,
                          !stream.isPunctuation(index - 3, ".") {
                    if types == nil { types = LocalizedKeyReader.declaredTypes(in: stream) }
                    let type = receiver.text == "self" ? enclosingType(of: index)?.name : types?[receiver.text].flatMap { $0.count == 1 ? $0.first : nil }
                    name = type.map { "\($0).\(token.text)" }
                } else if properties.contains(token.text), !stream.isPunctuation(index - 1, "."), let type = enclosingType(of: index)?.name {
                    name = "\(type).\(token.text)"
                }
                if let name {
                    viewUses[name, default: .init()].inTabLabel += 1
                    if viewUses[name]!.firstTabLabelUse == nil { viewUses[name]!.firstTabLabelUse = SourceLocation(file: path, line: token.line) }
                }
            }
            let isView = (stream.isPunctuation(index + 1, "(") || stream.isPunctuation(index + 1, "{")) && token.text.first?.isUppercase == true
            guard isView || properties.contains(token.text),
                  !stream.isPunctuation(index - 1, ".") || stream.isIdentifier(index - 2, "self"),
                  !declaring.contains(stream[index - 1]?.text ?? "") else { continue }
            let inToolbar = toolbarDepth > 0
            if inToolbar {
                viewUses[token.text, default: .init()].inToolbar += 1
                if viewUses[token.text]!.firstToolbarUse == nil { viewUses[token.text]!.firstToolbarUse = SourceLocation(file: path, line: token.line) }
            } else {
                viewUses[token.text, default: .init()].elsewhere += 1
            }
        }
    }

    // MARK: Local variables

    /// A `let` or `var` in a body that is not a type's: a local whose assignments are followed.
    private mutating func recordLocalDeclaration(name: String, at index: Int, enclosing: EnclosingType?) {
        let opener = stream.enclosing[index]
        guard opener >= 0, stream.isPunctuation(opener, "{"), enclosing?.opener != opener else { return }
        localDeclarations[opener, default: [:]][name] = index
    }

    /// `NSString *title;`, `NSString *title = NSLocalizedString(@"k", nil);` in a method's body:
    /// a local, its value read as a constant's.
    private mutating func readObjectiveCLocal(at index: Int) {
        guard stream.isOperator(index + 1, "*"), let name = stream[index + 2], name.kind == .identifier,
              !stream.isOperator(index - 1, "*"), !stream.isPunctuation(index - 1, "("),
              stream.isPunctuation(index + 3, ";") || stream.isOperator(index + 3, "=") else { return }
        let opener = stream.enclosing[index]
        guard opener >= 0, stream.isPunctuation(opener, "{") else { return }
        localDeclarations[opener, default: [:]][name.text] = index
        guard stream.isOperator(index + 3, "=") else { return }
        let start = index + 4
        let end = ReceiverFacts.expressionEnd(from: start, in: stream)
        guard end > start, end - start <= 64 else { return }
        let constant = KeyDefinitions.Constant(id: 0, name: name.text, typeName: nil, key: KeyReference(key: ""),
                                               location: SourceLocation(file: path, line: name.line), localScope: (path, opener, index))
        values.append((constant, start, Array(stream.tokens[start..<end])))
    }

    /// `title = <value>` where `title` is a local of an enclosing body declared before it.
    private mutating func readLocalAssignment(at index: Int) {
        guard let name = stream[index], name.kind == .identifier, !stream.isPunctuation(index - 1, "."),
              !stream.isOperator(index - 1, "->"), !stream.isOperator(index - 1, "*"),
              !["let", "var", "case", "self"].contains(stream[index - 1]?.text ?? "") else { return }
        guard let opener = stream.enclosingOpeners(of: index).first(where: { localDeclarations[$0]?[name.text] != nil }),
              let declaration = localDeclarations[opener]?[name.text], declaration < index else {
            // No local so named: in a member's body of a type, maybe the type's stored property
            // (IceCubes' `instanceFetchError = "account.add.error.instance-not-supported"`).
            if language == .swift, stream[index]?.startsLine == true || stream.isPunctuation(index - 1, "{") || stream.isPunctuation(index - 1, ";")
                || stream.isIdentifier(index - 1, "in"),
               let type = enclosingType(of: index), stream.enclosing[index] != type.opener, !type.isStringExtension {
                let start = index + 2
                let end = ReceiverFacts.expressionEnd(from: start, in: stream)
                if end > start, end - start <= 64 { bareAssignments.append((type, name, start, end)) }
            }
            return
        }
        let start = index + 2
        let end = ReceiverFacts.expressionEnd(from: start, in: stream)
        guard end > start, end - start <= 64 else { return }
        localAssignments.append((opener, declaration, name.text, name.line, start, Array(stream.tokens[start..<end])))
    }

    /// The bare assignments whose name is a stored property of their type, as `self.name = ...`
    /// (`readAssignment`); a property declared `LocalizedStringKey` takes a bare literal as a key.
    private mutating func collectBarePropertyAssignments() {
        for assignment in bareAssignments {
            guard let type = storedProperties[assignment.type.opener]?[assignment.name.text], ParameterForwarding.isText(type) else { continue }
            // `self.title = title` / `title = title`-like: a parameter stored (ParameterForwarding).
            if assignment.end - assignment.start == 1, stream[assignment.start]?.kind == .identifier { continue }
            var choice = KeyDefinitions.Choice(name: assignment.name.text, typeName: assignment.type.name, isFunction: false, branches: [],
                                               location: SourceLocation(file: path, line: assignment.name.line))
            choice.isAssigned = true
            choice.returnsKey = ParameterForwarding.takesKey(type)
            choices.append((choice, [([], Array(stream.tokens[assignment.start..<assignment.end]), nil)]))
            for position in assignment.start..<assignment.end { choiceStarts[position] = "assigned to `\(assignment.type.name).\(assignment.name.text)`" }
        }
    }

    /// `PictureViewModel(imageType: type, text: text)`, `self.init(text: text, ...)` or `Self(...)`
    /// in a type's body: each labelled argument is a value of the type's property of that name,
    /// kept as a branch of an assigned choice (`Choice.isFromArguments`); the argument may name a
    /// local of the body the call is in. Types the files do not declare are dropped when the
    /// definitions are resolved.
    private mutating func readInitializerCall(at index: Int) {
        guard let token = stream[index], !stream.isPunctuation(index - 1, ".") else { return }
        let open: Int
        let typeName: String
        if token.text == "self" || token.text == "Self" {
            if token.text == "self" {
                guard stream.isPunctuation(index + 1, "."), stream.isIdentifier(index + 2, "init"), stream.isPunctuation(index + 3, "(") else { return }
                open = index + 3
            } else {
                guard stream.isPunctuation(index + 1, "(") else { return }
                open = index + 1
            }
            guard let enclosing = enclosingType(of: index), !enclosing.isStringExtension else { return }
            typeName = enclosing.name
        } else {
            guard stream.isPunctuation(index + 1, "("), token.text.first?.isUppercase == true,
                  !["func", "init", "class", "struct", "enum", "case", "extension", "protocol"].contains(stream[index - 1]?.text ?? "") else { return }
            open = index + 1
            typeName = token.text
        }
        let opener = stream.enclosing[index]
        guard opener >= 0, stream.isPunctuation(opener, "{") else { return }
        for argument in stream.arguments(of: open) {
            guard let label = argument.label, !argument.range.isEmpty, argument.range.count <= 64 else { continue }
            // A closure or a literal of another kind is not a text.
            if let first = stream[argument.range.lowerBound], first.isPunctuation("{") || first.kind == .number { continue }
            var choice = KeyDefinitions.Choice(name: label, typeName: typeName, isFunction: false, branches: [],
                                               location: SourceLocation(file: path, line: token.line))
            choice.isAssigned = true
            choice.isFromArguments = true
            choice.body = (path, opener)
            choices.append((choice, [([], Array(stream.tokens[argument.range]), nil)]))
        }
    }

    /// The assignments to each local, with its declaration's value, as one choice of the local
    /// (`NSString *title; switch (type) { case A: title = NSLocalizedString(@"a", nil); ... }`):
    /// a use of the local after them shows any of them.
    private mutating func collectLocalChoices() {
        var byLocal: [Int: [(name: String, line: Int, start: Int, tokens: [SourceToken])]] = [:]
        var openers: [Int: Int] = [:]
        for assignment in localAssignments {
            byLocal[assignment.declaration, default: []].append((assignment.name, assignment.line, assignment.start, assignment.tokens))
            openers[assignment.declaration] = assignment.opener
        }
        for declaration in byLocal.keys.sorted() {
            guard let assignments = byLocal[declaration], let first = assignments.first, let opener = openers[declaration] else { continue }
            var branches = assignments.map { (cases: [String](), tokens: $0.tokens, site: Optional<(openers: [Int], index: Int)>.none) }
            var spans = assignments.map { $0.start..<($0.start + $0.tokens.count) }
            // The declaration's own value is one of them, not a constant that would hide the others.
            if let valueIndex = values.firstIndex(where: { $0.constant.localScope?.opener == opener && $0.constant.localScope?.index == declaration }) {
                branches.insert(([], values[valueIndex].tokens, nil), at: 0)
                spans.insert(values[valueIndex].start..<(values[valueIndex].start + values[valueIndex].tokens.count), at: 0)
                values.remove(at: valueIndex)
            }
            var choice = KeyDefinitions.Choice(name: first.name, typeName: nil, isFunction: false, branches: [],
                                               location: SourceLocation(file: path, line: stream[declaration]?.line ?? first.line),
                                               localScope: (path, opener, declaration))
            choice.isAssigned = true
            choices.append((choice, branches))
            // Every key of a value (`c ? name : NSLocalizedString(...)`) is the local's.
            for span in spans { for position in span { choiceStarts[position] = "assigned to `\(first.name)`" } }
        }
    }

    // MARK: Helpers

    /// `#define NAME(a, b) NSLocalizedString(a, b)`: the body is the rest of the line.
    private mutating func readMacro(at index: Int) {
        guard let name = stream[index + 1], name.kind == .identifier, stream.isPunctuation(index + 2, "("),
              stream[index + 2]?.startsLine == false else { return }
        let close = stream.partner[index + 2]
        guard close > index + 2, close < stream.count else { return }
        let parameters = stream.arguments(of: index + 2).map { range -> String? in
            range.range.count == 1 ? stream[range.range.lowerBound]?.text : nil
        }
        var end = close + 1
        while end < stream.count, stream[end]?.startsLine == false { end += 1 }
        if let helper = helper(named: name.text, body: (close + 1)..<end, parameters: parameters.map { (nil, $0) }, at: index) {
            helpers.append(helper)
        } else {
            recordForward(name: name.text, parameters: parameters.map { (nil, $0) }, body: (close + 1)..<end, at: index)
        }
    }

    /// `func NAME(_ key: String, ...) -> String { ... NSLocalizedString(key, ...) ... }`.
    private mutating func readFunction(at index: Int) {
        guard let name = stream[index + 1], name.kind == .identifier else { return }
        var open = index + 2
        if stream[open]?.isOperator("<") == true {
            while open < stream.count, stream[open]?.isOperator(">") != true { open += 1 }
            open += 1
        }
        guard stream.isPunctuation(open, "(") else { return }
        let parameters = stream.arguments(of: open).map { argument -> (label: String?, name: String?) in
            // `_ key: String`, `key: String`, `for key: String`.
            let range = argument.label != nil ? (argument.range.lowerBound - 2)..<argument.range.upperBound : argument.range
            let names = range.prefix(3).compactMap { stream[$0]?.kind == .identifier ? stream[$0]?.text : nil }
            guard let first = names.first else { return (nil, nil) }
            if names.count >= 2, stream.isPunctuation(range.lowerBound + 2, ":") { return (first == "_" ? nil : first, names[1]) }
            return (first, first)
        }
        var body = stream.after(open)
        while body < stream.count, !stream.isPunctuation(body, "{") {
            if stream.isPunctuation(body, ";") || stream.isPunctuation(body, "}") || stream.isIdentifier(body, "func") { return }
            body += 1
        }
        guard body < stream.count else { return }
        let range = (body + 1)..<min(stream.partner[body], stream.count)
        let enclosing = enclosingType(of: index)
        let returnsKey = Self.namesKeyType(stream.after(open)..<body, in: stream)
        if enclosing?.isStringExtension == true, let member = helper(named: name.text, body: range, parameters: [], at: index, selfIsKey: true) {
            stringMembers[name.text] = member
            return
        }
        if enclosing?.isStringExtension == true { stringMembers[name.text] = .some(nil) }
        if let helper = helper(named: name.text, body: range, parameters: parameters, at: index) {
            helpers.append(helper)
            return
        }
        if !parameters.isEmpty {
            recordForward(name: name.text, parameters: parameters, body: range, at: index)
            recordCallable(name: name.text, open: open, body: body, enclosing: enclosing, at: index)
        }
        recordFunctionConstant(name: name, body: range, enclosing: enclosing, at: index)
        recordChoice(name: name, body: range, enclosing: enclosing, isFunction: true, returnsKey: returnsKey)
    }

    /// Whether the tokens of a declared type (`-> LocalizedStringKey`, `: SwiftUI.LocalizedStringKey?`)
    /// name a type in which SwiftUI reads a bare literal as a key.
    static func namesKeyType(_ range: Range<Int>, in stream: TokenStream) -> Bool {
        range.contains { stream.isIdentifier($0, "LocalizedStringKey") || stream.isIdentifier($0, "LocalizedStringResource") }
    }

    /// `init(title: String) { ... }`, `convenience init?(...)`, a callable named by its type.
    private mutating func readInitializer(at index: Int) {
        guard !stream.isPunctuation(index - 1, "."), let enclosing = enclosingType(of: index), stream.enclosing[index] == enclosing.opener else { return }
        var open = index + 1
        if stream.isOperator(open, "?") || stream.isOperator(open, "!") { open += 1 }
        guard stream.isPunctuation(open, "(") else { return }
        if enclosing.keyword == "struct" { declaresInitializer.insert(enclosing.opener) }
        var body = stream.after(open)
        while body < stream.count, !stream.isPunctuation(body, "{") {
            if stream.isPunctuation(body, ";") || stream.isPunctuation(body, "}") || stream.isIdentifier(body, "func") || stream.isIdentifier(body, "init") { return }
            body += 1
        }
        guard body < stream.count else { return }
        recordCallable(name: enclosing.name, open: open, body: body, enclosing: enclosing, at: index)
        // `self.message = message`: the property holds the parameter for the type's other members.
        guard var callable = callables.last, callable.opener == body else { return }
        let end = min(stream.partner[body], stream.count)
        for position in (body + 1)..<max(body + 1, end) where stream.isIdentifier(position, "self") && stream.isPunctuation(position + 1, ".") {
            guard let property = stream[position + 2], property.kind == .identifier, stream.isOperator(position + 3, "="),
                  let value = stream[position + 4], value.kind == .identifier, stream[position + 5]?.startsLine != false || stream.isPunctuation(position + 5, "}"),
                  let parameter = callable.parameters.firstIndex(where: { $0.name == value.text }) else { continue }
            callable.storedParameters.append((property.text, parameter))
        }
        callable.typeOpener = enclosing.opener
        callables[callables.count - 1] = callable
    }

    /// A declaration with at least one text parameter, for `ParameterForwarding`.
    private mutating func recordCallable(name: String, open: Int, body: Int, enclosing: EnclosingType?, at index: Int) {
        guard ParameterForwarding.isFollowable(name) else { return }
        let parameters = ParameterForwarding.parameters(of: open, in: stream)
        guard parameters.contains(where: \.isText) else { return }
        callables.append(Callable(id: 0, name: name, parameters: parameters, location: SourceLocation(file: path, line: stream[index]?.line ?? 1),
                                  opener: body, isMemberwise: false, typeName: enclosing?.name))
    }

    /// `- (void)vlc_showAlertWithTitle:(NSString *)title message:(NSString *)message {` in an
    /// `@implementation`: a callable named by its selector (`vlc_showAlertWithTitle:message:`),
    /// whose `NSString *` parameters are texts; `[self vlc_showAlertWithTitle:NSLocalizedString(...)
    /// message:...]` then puts the key where the body puts the parameter.
    private mutating func readObjectiveCMethod(at index: Int) {
        guard let token = stream[index], token.text == "-" || token.text == "+", stream.isPunctuation(index + 1, "("),
              stream.partner[index + 1] > index + 1 else { return }
        var cursor = stream.partner[index + 1] + 1
        var selector = ""
        var parameters: [Callable.Parameter] = []
        while cursor < stream.count, let part = stream[cursor], part.kind == .identifier {
            guard stream.isPunctuation(cursor + 1, ":") else {
                if parameters.isEmpty { selector = part.text; cursor += 1 }
                break
            }
            guard stream.isPunctuation(cursor + 2, "("), stream.partner[cursor + 2] > cursor + 2,
                  let name = stream[stream.partner[cursor + 2] + 1], name.kind == .identifier else { return }
            let type = ((cursor + 3)..<stream.partner[cursor + 2]).compactMap { stream[$0]?.text }
            let isText = type.first == "NSString" || type.first == "NSMutableString"
            parameters.append(Callable.Parameter(label: part.text, name: name.text, takesKey: false, isText: isText, hasDefault: false))
            selector += part.text + ":"
            cursor = stream.partner[cursor + 2] + 2
        }
        guard stream.isPunctuation(cursor, "{"), parameters.contains(where: \.isText) else { return }
        callables.append(Callable(id: 0, name: selector, parameters: parameters, location: SourceLocation(file: path, line: token.line),
                                  opener: cursor, isMemberwise: false, typeName: nil))
    }

    /// `let title: LocalizedStringKey`, `var subtitle: String? = nil` at a struct's top level: a
    /// parameter of its memberwise initializer (a `let` with a value is not one).
    private mutating func readStoredProperty(at index: Int, name: SourceToken, typeEnd: Int, enclosing: EnclosingType?) {
        guard let enclosing, enclosing.keyword == "struct", stream.enclosing[index] == enclosing.opener,
              !stream.isPunctuation(typeEnd, "{") else { return }
        // `static`, `lazy` and property wrappers (`@Binding`, `@Environment(...)`) are not plain
        // parameters; `@State var title: String` is (its memberwise parameter takes the wrapped
        // value: pocket-casts' `AboutRow(mainText: L10n.aboutRateUs)`).
        var before = index - 1
        var isPrivate = false
        while let token = stream[before], token.kind == .identifier {
            if ["static", "class", "lazy"].contains(token.text) || (token.text.hasPrefix("@") && token.text != "@State") { return }
            guard ["private", "fileprivate", "internal", "public", "package", "open", "final", "nonisolated", "weak", "unowned"].contains(token.text) else { break }
            if token.text == "private" || token.text == "fileprivate" { isPrivate = true }
            before -= 1
        }
        // The type: to the end of its line (the caller's scan of it may run into the next declaration).
        var end = index + 3
        while end < typeEnd, stream[end]?.startsLine == false { end += 1 }
        // `var title = ""`: a string literal's type, `String`, and a value.
        let literalValue = stream.isOperator(index + 2, "=") && stream[index + 3]?.kind == .string && stream[index + 4]?.startsLine != false
        // (`var isOn = false` has a value too: a call may leave it out.)
        let hasValue = stream.isOperator(end, "=") || stream.isOperator(index + 2, "=")
        // A private property with a value (`@State private var isOn = false`) is the view's
        // own state: the app's calls, in other files, leave it out.
        guard !(hasValue && stream.isIdentifier(index, "let")), !(hasValue && isPrivate) else { return }
        let type = stream.isPunctuation(index + 2, ":") ? ((index + 3)..<end).compactMap { stream[$0]?.text } : literalValue ? ["String"] : []
        let isOptional = type.last == "?"
        var callable = memberwise[enclosing.opener] ?? Callable(id: 0, name: enclosing.name, parameters: [],
                                                                location: SourceLocation(file: path, line: stream[enclosing.opener]?.line ?? 1),
                                                                opener: enclosing.opener, isMemberwise: true, typeName: enclosing.name)
        callable.parameters.append(Callable.Parameter(label: name.text, name: name.text, takesKey: ParameterForwarding.takesKey(type),
                                                      isText: ParameterForwarding.isText(type), hasDefault: hasValue || isOptional))
        memberwise[enclosing.opener] = callable
    }

    /// A function of a type whose body is one expression (`return` optional): its value is read
    /// as a key expression when the definitions are resolved, a constant used with arguments.
    private mutating func recordFunctionConstant(name: SourceToken, body: Range<Int>, enclosing: EnclosingType?, at index: Int) {
        guard let enclosing, !enclosing.isStringExtension, stream.enclosing[index] == enclosing.opener else { return }
        var start = body.lowerBound
        if stream.isIdentifier(start, "return") { start += 1 }
        guard start < body.upperBound, body.upperBound - start <= 64,
              ReceiverFacts.expressionEnd(from: start, in: stream) >= body.upperBound else { return }
        var constant = KeyDefinitions.Constant(id: 0, name: name.text, typeName: enclosing.name, key: KeyReference(key: ""),
                                               location: SourceLocation(file: path, line: name.line), localScope: nil)
        constant.isFunction = true
        values.append((constant, start, Array(stream.tokens[start..<body.upperBound])))
    }

    /// The calls in a body that pass parameters on, for helpers through helpers.
    private mutating func recordForward(name: String, parameters: [(label: String?, name: String?)], body: Range<Int>, at index: Int) {
        var calls: [(callee: String, arguments: [(label: String?, parameter: Int?)])] = []
        for position in body where body.count < 400 {
            guard let token = stream[position], token.kind == .identifier, stream.isPunctuation(position + 1, "(") else { continue }
            let arguments = stream.arguments(of: position + 1).map { argument -> (label: String?, parameter: Int?) in
                let name = argument.range.count == 1 ? stream[argument.range.lowerBound]?.text : nil
                return (argument.label, name.flatMap { name in parameters.firstIndex { $0.name == name } })
            }
            if arguments.contains(where: { $0.parameter != nil }) { calls.append((token.text, arguments)) }
        }
        guard !calls.isEmpty else { return }
        forwards.append(KeyDefinitions.Forward(name: name, parameters: parameters.map(\.name), labels: parameters.map(\.label),
                                               location: SourceLocation(file: path, line: stream[index]?.line ?? 1), calls: calls))
    }

    /// A helper when the body holds a localized call whose key is a parameter (or `self`).
    private func helper(named name: String, body: Range<Int>, parameters: [(label: String?, name: String?)], at index: Int,
                        selfIsKey: Bool = false) -> KeyDefinitions.Helper? {
        for position in body {
            guard let token = stream[position], token.kind == .identifier, stream.isPunctuation(position + 1, "(") else { continue }
            let arguments = stream.arguments(of: position + 1)
            func identifier(_ argument: Argument?) -> String? {
                guard var range = argument?.range, !range.isEmpty else { return nil }
                while range.count >= 3, stream.isPunctuation(range.lowerBound, "("), stream.partner[range.lowerBound] == range.upperBound - 1 {
                    range = (range.lowerBound + 1)..<(range.upperBound - 1)
                }
                return range.count == 1 && stream[range.lowerBound]?.kind == .identifier ? stream[range.lowerBound]?.text : nil
            }
            var keyArgument: Argument?
            var tableArgument: Argument?
            switch token.text {
            case "NSLocalizedString":
                keyArgument = arguments.first
                tableArgument = language == .swift ? arguments.first { $0.label == "tableName" } : nil
            case "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle":
                keyArgument = arguments.first
                tableArgument = arguments.count > 1 ? arguments[1] : nil
            case "String" where arguments.first?.label == "localized":
                keyArgument = arguments.first
                tableArgument = arguments.first { $0.label == "table" }
            case "localizedString" where arguments.first?.label == "forKey":
                keyArgument = arguments.first
                tableArgument = arguments.first { $0.label == "table" }
            default:
                continue
            }
            guard let key = identifier(keyArgument) else { continue }
            let table = identifier(tableArgument)
            let tableLiteral = tableArgument.flatMap { stream[$0.range.lowerBound]?.plainString }
            let location = SourceLocation(file: path, line: stream[index]?.line ?? 1)
            if selfIsKey {
                guard key == "self" else { continue }
                return KeyDefinitions.Helper(name: name, keyPosition: -1, keyLabel: nil, tablePosition: nil, table: tableLiteral, location: location)
            }
            guard let position = parameters.firstIndex(where: { $0.name == key }) else { continue }
            return KeyDefinitions.Helper(name: name, keyPosition: position, keyLabel: parameters[position].label,
                                         tablePosition: table.flatMap { table in parameters.firstIndex { $0.name == table } },
                                         table: tableLiteral, location: location)
        }
        return nil
    }

    // MARK: Constants

    /// `static let name = <key expression>`, `var name: String { <key expression> }`,
    /// `var name: String { return <key expression> }`.
    private mutating func readProperty(at index: Int) {
        guard let name = stream[index + 1], name.kind == .identifier else { return }
        var cursor = index + 2
        if stream.isPunctuation(cursor, ":") {
            cursor += 1
            while let token = stream[cursor], token.kind == .identifier || token.isPunctuation(".") || token.isOperator("?") || token.isOperator("!") {
                cursor += 1
            }
        }
        let enclosing = enclosingType(of: index)
        if let enclosing, stream.enclosing[index] == enclosing.opener {
            readSetter(name: name, type: (index + 2)..<cursor, after: cursor, enclosing: enclosing, at: index)
            if stream.isPunctuation(index + 2, ":") {
                // The type ends with its line (the loop above may run on into the next declaration).
                var typeEnd = index + 3
                while typeEnd < cursor, stream[typeEnd]?.startsLine == false || typeEnd == index + 3 { typeEnd += 1 }
                storedProperties[enclosing.opener, default: [:]][name.text] = ((index + 3)..<typeEnd).compactMap { stream[$0]?.text }
            }
        }
        readStoredProperty(at: index, name: name, typeEnd: cursor, enclosing: enclosing)
        recordLocalDeclaration(name: name.text, at: index, enclosing: enclosing)
        var valueStart: Int
        var valueEnd: Int
        if stream[cursor]?.isOperator("=") == true {
            valueStart = cursor + 1
            valueEnd = ReceiverFacts.expressionEnd(from: valueStart, in: stream)
            // `if let text = viewModel.text {`: the condition's `{` opens its body, not a trailing closure.
            if let keyword = stream[index - 1]?.text, ["if", "guard", "while", ","].contains(keyword),
               let brace = (valueStart..<valueEnd).first(where: { stream.isPunctuation($0, "{") && stream.enclosing[$0] == stream.enclosing[index] }) {
                valueEnd = brace
            }
        } else if stream.isPunctuation(cursor, "{") {
            let close = min(stream.partner[cursor], stream.count)
            valueStart = cursor + 1
            if stream.isIdentifier(valueStart, "get"), stream.isPunctuation(valueStart + 1, "{") {
                valueStart += 2
                valueEnd = min(stream.partner[valueStart - 1], stream.count)
            } else {
                valueEnd = close
            }
            if stream.isIdentifier(valueStart, "return") { valueStart += 1 }
            if enclosing?.isStringExtension == true {
                let member = helper(named: name.text, body: valueStart..<valueEnd, parameters: [], at: index, selfIsKey: true)
                stringMembers[name.text] = member
                if member == nil { recordChoice(name: name, body: valueStart..<valueEnd, enclosing: enclosing, isFunction: false) }
                return
            }
            if let type = enclosing?.name, enclosing?.isEnum == true, helper(named: name.text, body: valueStart..<valueEnd,
                                                                              parameters: [(nil, "rawValue")], at: index) != nil {
                rawValueMembers[type, default: []].insert(name.text)
                return
            }
            if recordChoice(name: name, body: valueStart..<valueEnd, enclosing: enclosing, isFunction: false,
                            returnsKey: Self.namesKeyType((index + 2)..<cursor, in: stream)) { return }
            // One expression only: a body with statements is not a constant.
            guard ReceiverFacts.expressionEnd(from: valueStart, in: stream) >= valueEnd else { return }
        } else {
            return
        }
        guard valueEnd > valueStart, valueEnd - valueStart <= 64 else { return }
        let opener = stream.enclosing[index]
        let isLocal = opener >= 0 && stream.isPunctuation(opener, "{") && enclosing?.opener != opener
        let constant = KeyDefinitions.Constant(
            id: 0, name: name.text, typeName: isLocal ? nil : enclosing?.name, key: KeyReference(key: ""),
            location: SourceLocation(file: path, line: name.line), localScope: isLocal ? (path, opener, index) : nil)
        values.append((constant, valueStart, Array(stream.tokens[valueStart..<valueEnd])))
    }

    /// `var title: String? { get { ... } set { textLabel?.text = newValue } }`, `set(value) { }`,
    /// `var title: String = "" { didSet { label.text = title } }`: a callable of one text
    /// parameter (the value assigned), so that `cell.title = NSLocalizedString(...)` puts the key
    /// where the setter puts it (simplenote's cells).
    private mutating func readSetter(name: SourceToken, type: Range<Int>, after cursor: Int, enclosing: EnclosingType, at index: Int) {
        let typeTokens = type.dropFirst().compactMap { stream[$0]?.text }
        guard stream.isPunctuation(type.lowerBound, ":"), ParameterForwarding.isText(typeTokens) else { return }
        var brace = cursor
        if stream.isOperator(cursor, "=") {
            // An initial value, then the observers' `{`.
            brace = cursor + 1
            while brace < stream.count, brace - cursor <= 24, !(stream.isPunctuation(brace, "{") && (stream.isIdentifier(brace + 1, "didSet") || stream.isIdentifier(brace + 1, "willSet"))) {
                if stream[brace]?.startsLine == true && brace > cursor + 1 { return }
                brace = stream.partner[brace] > brace ? stream.partner[brace] + 1 : brace + 1
            }
        }
        guard stream.isPunctuation(brace, "{"), stream.partner[brace] > brace else { return }
        var position = brace + 1
        while position < stream.partner[brace] {
            defer { position = stream.partner[position] > position ? stream.partner[position] + 1 : position + 1 }
            guard stream.enclosing[position] == brace, let token = stream[position], token.kind == .identifier else { continue }
            var parameter: String
            var body = position + 1
            switch token.text {
            case "set":
                parameter = "newValue"
                if stream.isPunctuation(body, "("), let named = stream[body + 1], named.kind == .identifier, stream.isPunctuation(body + 2, ")") {
                    parameter = named.text
                    body += 3
                }
            case "didSet":
                parameter = name.text
            default:
                continue
            }
            guard stream.isPunctuation(body, "{"), stream.partner[body] > body else { continue }
            var callable = Callable(id: 0, name: name.text,
                                    parameters: [Callable.Parameter(label: nil, name: parameter, takesKey: ParameterForwarding.takesKey(typeTokens),
                                                                    isText: true, hasDefault: false)],
                                    location: SourceLocation(file: path, line: name.line), opener: body, isMemberwise: false, typeName: enclosing.name)
            callable.isSetter = true
            callables.append(callable)
        }
    }

    // MARK: Choices

    /// A body that is a `switch` or holds statements: each `return`'s expression, and in a
    /// `switch` that is the whole body, each case's single expression, kept (with the cases of a
    /// `switch self` it belongs to) to be read as keys when the definitions are resolved.
    /// Returns whether the body was one (a choice is not also a constant).
    @discardableResult
    private mutating func recordChoice(name: SourceToken, body: Range<Int>, enclosing: EnclosingType?, isFunction: Bool, returnsKey: Bool = false) -> Bool {
        guard !body.isEmpty, body.count <= 4_000 else { return false }
        let first = body.lowerBound
        let isSwitch = stream.isIdentifier(first, "switch")
        guard isSwitch || ReceiverFacts.expressionEnd(from: first, in: stream) < body.upperBound else { return false }
        var branches: [KeyDefinitions.PendingBranch] = []
        var starts: [Int] = []
        var position = first
        while position < body.upperBound, branches.count < 300 {
            var start: Int?
            if stream.isIdentifier(position, "return") {
                start = position + 1
            } else if isSwitch, stream.isIdentifier(position, "case") || stream.isIdentifier(position, "default"),
                      switchSubject(of: stream.enclosing[position]) != nil, let colon = labelColon(after: position, limit: body.upperBound),
                      !stream.isIdentifier(colon + 1, "return") {
                start = colon + 1
            }
            guard let start, start < body.upperBound else { position += 1; continue }
            let end = min(ReceiverFacts.expressionEnd(from: start, in: stream), body.upperBound)
            if end > start, end - start <= 64 {
                branches.append((cases(around: position), Array(stream.tokens[start..<end]), (stream.enclosingOpeners(of: start), start)))
                starts.append(start)
            }
            position = max(end, position + 1)
        }
        guard !branches.isEmpty else { return isSwitch }
        var choice = KeyDefinitions.Choice(name: name.text, typeName: enclosing?.isStringExtension == true ? "String" : enclosing?.name,
                                           isFunction: isFunction, branches: [], location: SourceLocation(file: path, line: name.line))
        choice.body = (path, stream.enclosing[first])
        choice.returnsKey = returnsKey
        choices.append((choice, branches))
        let owner = choice.typeName.map { "\($0).\(name.text)" } ?? name.text
        for (start, branch) in zip(starts, branches) {
            choiceStarts[start] = "returned by `\(owner)`"
            // `[message, L10n.footer].joined(...)`: every text joined is returned.
            if stream.isPunctuation(start, "["), stream.isPunctuation(stream.partner[start] + 1, "."), stream.isIdentifier(stream.partner[start] + 2, "joined") {
                for position in start..<(start + branch.tokens.count) { choiceStarts[position] = "returned by `\(owner)`" }
            }
        }
        return true
    }

    /// `self.name = <value>` in a body of a type: a value of the type's property `name`, kept as
    /// a branch of the property's choice (`KeyDefinitions.Choice.isAssigned`).
    private mutating func readAssignment(at index: Int) {
        guard stream.isPunctuation(index + 1, "."), let name = stream[index + 2], name.kind == .identifier,
              stream[index + 3]?.isOperator("=") == true, !stream.isPunctuation(index - 1, "."),
              let enclosing = enclosingType(of: index), !enclosing.isStringExtension else { return }
        let start = index + 4
        let end = ReceiverFacts.expressionEnd(from: start, in: stream)
        guard end > start, end - start <= 64 else { return }
        // `self.title = title` in an initializer is a parameter stored, not a text (ParameterForwarding).
        if end - start == 1, stream[start]?.kind == .identifier { return }
        var choice = KeyDefinitions.Choice(name: name.text, typeName: enclosing.name, isFunction: false, branches: [],
                                           location: SourceLocation(file: path, line: name.line))
        choice.isAssigned = true
        choices.append((choice, [([], Array(stream.tokens[start..<end]), nil)]))
        for position in start..<end { choiceStarts[position] = "assigned to `\(enclosing.name).\(name.text)`" }
    }

    /// For the `{` of `switch SUBJECT {`: the subject's tokens; nil for any other `{`.
    private func switchSubject(of opener: Int) -> [String]? {
        guard opener >= 0, stream.isPunctuation(opener, "{") else { return nil }
        var cursor = opener - 1
        var subject: [String] = []
        while cursor >= 0, opener - cursor <= 16, let token = stream[cursor] {
            if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") { return nil }
            if token.kind == .identifier, token.text == "switch" { return subject.reversed() }
            subject.append(token.text)
            cursor = stream.partner[cursor] < cursor && stream.partner[cursor] >= 0 ? stream.partner[cursor] - 1 : cursor - 1
        }
        return nil
    }

    /// The `:` that ends the case label at `label` (`case .a, .b(let x) where x > 0:`).
    private func labelColon(after label: Int, limit: Int) -> Int? {
        let level = stream.enclosing[label]
        var index = label + 1
        while index < limit, index - label <= 48, let token = stream[index] {
            if stream.enclosing[index] == level, token.isPunctuation(":") { return index }
            if token.isPunctuation("}") { return nil }
            index = stream.partner[index] > index ? stream.partner[index] + 1 : index + 1
        }
        return nil
    }

    /// The cases of the innermost `switch self` around `position` whose label comes last before
    /// it (`case .home, .feed:` gives home and feed); empty outside one or after `default`.
    private func cases(around position: Int) -> [String] {
        guard let opener = stream.enclosingOpeners(of: position).first(where: { switchSubject(of: $0) != nil }),
              switchSubject(of: opener) == ["self"] else { return [] }
        var label = position
        while label > opener, !((stream.isIdentifier(label, "case") || stream.isIdentifier(label, "default")) && stream.enclosing[label] == opener) {
            label -= 1
        }
        guard label > opener, stream.isIdentifier(label, "case"), let colon = labelColon(after: label, limit: stream.count) else { return [] }
        var names: [String] = []
        for index in (label + 1)..<colon where stream.isPunctuation(index, ".") && stream.enclosing[index] == opener {
            if let name = stream[index + 1], name.kind == .identifier { names.append(name.text) }
        }
        return names
    }

    /// `class Name: Parent`, `final class Name<T>: Parent, Protocol`, `@interface Name : Parent`.
    private mutating func readSuperclass(at index: Int) {
        guard let name = stream[index + 1], name.kind == .identifier, name.text.first?.isUppercase == true else { return }
        var colon = index + 2
        if stream[colon]?.isOperator("<") == true {
            while colon < min(stream.count, index + 24), stream[colon]?.isOperator(">") != true { colon += 1 }
            colon += 1
        }
        guard stream.isPunctuation(colon, ":"), let parent = stream[colon + 1], parent.kind == .identifier,
              parent.text.first?.isUppercase == true else { return }
        if superclasses[name.text] == nil {
            superclasses[name.text] = (parent.text, SourceLocation(file: path, line: name.line))
        }
    }

    /// `case name = "raw"` inside `enum Name: String`.
    private mutating func readRawValue(at index: Int) {
        guard let enclosing = enclosingType(of: index), enclosing.isEnum, enclosing.opener == stream.enclosing[index] else { return }
        var cursor = index + 1
        while let name = stream[cursor], name.kind == .identifier {
            if stream[cursor + 1]?.isOperator("=") == true, let raw = stream[cursor + 2]?.plainString {
                rawValues[enclosing.name, default: [:]][name.text] = raw
                cursor += 3
            } else {
                cursor += 1
            }
            guard stream.isPunctuation(cursor, ",") else { break }
            cursor += 1
        }
    }

    // MARK: Where

    struct EnclosingType {
        var name: String
        var opener: Int
        var isEnum: Bool
        var isStringExtension: Bool
        /// `struct`, `class`, `enum`, `extension`...
        var keyword: String
    }

    /// The innermost `enum`, `struct`, `class`, `actor` or `extension` whose body holds `index`.
    private func enclosingType(of index: Int) -> EnclosingType? {
        for opener in stream.enclosingOpeners(of: index) where stream.isPunctuation(opener, "{") {
            if let type = TypeDeclaration.at(opener: opener, in: stream) {
                return EnclosingType(name: type.name, opener: opener, isEnum: type.keyword == "enum",
                                     isStringExtension: type.keyword == "extension" && (type.name == "String" || type.name == "StringProtocol"),
                                     keyword: type.keyword)
            }
        }
        return nil
    }
}

/// `enum Name: String {`, `extension L10n {`: the declaration a `{` opens, if it opens one.
enum TypeDeclaration {
    static func at(opener: Int, in stream: TokenStream) -> (keyword: String, name: String)? {
        var cursor = opener - 1
        var steps = 0
        while cursor >= 0, steps < 40, let token = stream[cursor] {
            if token.isPunctuation("}") || token.isPunctuation("{") || token.isPunctuation(";") || token.isPunctuation(")") { return nil }
            if token.kind == .identifier, ["enum", "struct", "class", "actor", "extension", "protocol"].contains(token.text),
               let name = stream[cursor + 1], name.kind == .identifier {
                // `extension Foo.Bar`: the last name.
                var last = cursor + 1
                while stream.isPunctuation(last + 1, "."), stream[last + 2]?.kind == .identifier { last += 2 }
                return (token.text, stream[last]!.text)
            }
            cursor -= 1
            steps += 1
        }
        return nil
    }

    /// The innermost type declaration enclosing `index`.
    static func enclosing(_ index: Int, in stream: TokenStream) -> String? {
        for opener in stream.enclosingOpeners(of: index) where stream.isPunctuation(opener, "{") {
            if let type = at(opener: opener, in: stream) { return type.name }
        }
        return nil
    }
}
