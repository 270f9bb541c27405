import Catalogs
import FitCheck

/// A function, initializer or struct of the app whose text parameters may reach a view:
/// `func makeButton(title: String) -> UIButton { ...setTitle(title, for: .normal)... }`,
/// `init(title: String) { ...label.text = title... }`, and a struct's memberwise initializer
/// (`struct SettingsRow: View { let title: LocalizedStringKey; var body: some View { Text(title) } }`,
/// called `SettingsRow(title: "settings.sync")`).
///
/// Its body is scanned a second time with each text parameter standing for a key of its own
/// (`ParameterForwarding.placeholder`), so that the views the body puts it into are the
/// patterns' own findings; a call with a key for that parameter then puts the key there too.
struct Callable: Sendable {
    struct Parameter: Sendable {
        /// The argument label (nil for `_`, and for a memberwise property never).
        var label: String?
        /// The name the body uses.
        var name: String
        /// The parameter's type is `LocalizedStringKey` or `LocalizedStringResource`: a bare
        /// literal passed to it is a key, as it is for SwiftUI's own views.
        var takesKey: Bool
        /// `String`, `String?`, `LocalizedStringKey`...: a text that may be a key.
        var isText: Bool
        /// A default value is written (`= ""`): the argument may be left out.
        var hasDefault: Bool
    }

    var id: Int
    /// The function's name, or the type's for an initializer (`SettingsRow`).
    var name: String
    var parameters: [Parameter]
    var location: SourceLocation
    /// The `{` of the body; for a memberwise initializer, of the struct (its properties are the
    /// body's members).
    var opener: Int
    /// A struct's memberwise initializer: its parameters are stored properties.
    var isMemberwise: Bool
    /// A property's setter or `didSet` (`var title: String? { set { textLabel?.text = newValue } }`):
    /// its one parameter is the value assigned, `cell.title = ...` on a receiver of the type.
    var isSetter = false
    /// The type it is declared in.
    var typeName: String?
    /// An initializer's `self.message = message`: the stored properties that hold a parameter,
    /// whose uses anywhere in the type (its `body`) are the parameter's; and the type's `{`.
    var storedParameters: [(property: String, parameter: Int)] = []
    var typeOpener: Int?

    /// `SettingsRow(title:)`, `makeButton(_:style:)`.
    var spelled: String { "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))" }
}

/// One parameter of one callable.
struct ParameterReference: Sendable, Hashable {
    var callable: Int
    var parameter: Int
}

/// A key (or a parameter's placeholder) passed to an app's callable, waiting for what the
/// callable's body does with it (known when every file has been scanned).
struct ForwardedArgument: Sendable {
    var key: KeyReference
    var textCase: TextCase?
    var isGuess: Bool
    /// How the key reached the argument (a constant, a helper), as `KeyMatch.via`.
    var via: String?
    var location: SourceLocation
    var source: InferenceSource
    /// The parameters this argument may be: one per declaration the call matches.
    var targets: [ParameterReference]
    /// `SettingsRow(title:)` and its argument's label as written.
    var callee: String
    var label: String?
    /// The call (file and token index): the arguments of one call share its groups.
    var callID: String
}

/// What a callable's body does with one of its parameters: a view it is put into (with the
/// group of that view, if any), or a use that shows it in no view TypeFit measures.
struct ParameterTemplate: Sendable {
    var parameter: ParameterReference
    var inference: Inference?
    var group: InferredGroup?
    var unplaced: UnplacedKey?
}

enum ParameterForwarding {
    private static let marker = "\u{1}parameter "

    /// The key standing for a parameter while its callable's body is scanned.
    static func placeholder(_ reference: ParameterReference) -> KeyReference {
        KeyReference(key: "\(marker)\(reference.callable) \(reference.parameter)")
    }

    /// The parameter a placeholder key stands for; nil for a real key.
    static func parameter(of key: KeyReference) -> ParameterReference? {
        guard key.key.hasPrefix(marker) else { return nil }
        let numbers = key.key.dropFirst(marker.count).split(separator: " ").compactMap { Int($0) }
        return numbers.count == 2 ? ParameterReference(callable: numbers[0], parameter: numbers[1]) : nil
    }

    /// Names that are never an app's callable to follow: the localized calls themselves.
    static func isFollowable(_ name: String) -> Bool {
        !LocalizedKeyReader.callNames.contains(name) && name != "init"
    }

    /// The parameters of a declaration's `(`: `_ key: String`, `title: String = ""`,
    /// `for state: UIControl.State`.
    static func parameters(of open: Int, in stream: TokenStream) -> [Callable.Parameter] {
        let close = min(stream.partner[open], stream.count)
        guard close > open + 1 else { return [] }
        var parameters: [Callable.Parameter] = []
        var start = open + 1
        var index = open + 1
        while index <= close {
            if index == close || (stream.enclosing[index] == open && stream.isPunctuation(index, ",")) {
                if let parameter = parameter(in: start..<index, stream: stream) { parameters.append(parameter) }
                start = index + 1
                index += 1
            } else {
                index = stream.partner[index] > index ? stream.partner[index] + 1 : index + 1
            }
        }
        return parameters
    }

    private static func parameter(in range: Range<Int>, stream: TokenStream) -> Callable.Parameter? {
        guard let colon = range.first(where: { stream.isPunctuation($0, ":") && stream.enclosing[$0] == stream.enclosing[range.lowerBound] }) else {
            return nil
        }
        let names = (range.lowerBound..<colon).compactMap { stream[$0]?.kind == .identifier ? stream[$0]!.text : nil }
            .filter { !$0.hasPrefix("@") && !["inout", "borrowing", "consuming", "isolated"].contains($0) }
        guard let internalName = names.last, internalName != "_" else { return nil }
        let label = names.count >= 2 ? (names[names.count - 2] == "_" ? nil : names[names.count - 2]) : internalName
        let equals = (colon..<range.upperBound).first { stream.isOperator($0, "=") && stream.enclosing[$0] == stream.enclosing[range.lowerBound] }
        let type = ((colon + 1)..<(equals ?? range.upperBound)).compactMap { stream[$0]?.text }
        return Callable.Parameter(label: label, name: internalName, takesKey: takesKey(type), isText: isText(type), hasDefault: equals != nil)
    }

    static func takesKey(_ type: [String]) -> Bool {
        let names = type.filter { $0 != "?" && $0 != "!" && $0 != "SwiftUI" && $0 != "." && $0 != "Foundation" }
        return names == ["LocalizedStringKey"] || names == ["LocalizedStringResource"]
    }

    static func isText(_ type: [String]) -> Bool {
        let names = type.filter { $0 != "?" && $0 != "!" && $0 != "SwiftUI" && $0 != "." && $0 != "Foundation" && $0 != "any" && $0 != "some" }
        return names.count == 1 && ["String", "LocalizedStringKey", "LocalizedStringResource", "NSString", "Substring", "StringProtocol"].contains(names[0])
    }

    /// The parameters a call's arguments are, for one declaration: labels in order (an argument
    /// left out must have a default); nil when the call is not to this declaration.
    static func match(_ arguments: [Argument], to callable: Callable) -> [Int]? {
        var result: [Int] = []
        var next = 0
        for argument in arguments {
            while next < callable.parameters.count, callable.parameters[next].label != argument.label {
                // Skipping a parameter: only one with a default (memberwise: a `var` with a value, or optional).
                guard callable.parameters[next].hasDefault else { return nil }
                next += 1
            }
            guard next < callable.parameters.count else { return nil }
            result.append(next)
            next += 1
        }
        // Parameters after the last argument: defaults, or trailing closures (not in `arguments`).
        return result
    }

    // MARK: - Joining calls and bodies

    /// Puts every key passed to an app's callable where the callable's body puts that
    /// parameter (through callables that pass it on, up to four deep), as inferences at the
    /// call; a key whose callable puts it in no view is listed with that reason.
    static func resolve(_ batch: inout InferenceBatch, definitions: KeyDefinitions) {
        guard !batch.forwardedArguments.isEmpty else {
            batch.parameterTemplates = []
            return
        }
        var templates: [ParameterReference: [ParameterTemplate]] = [:]
        for template in batch.parameterTemplates { templates[template.parameter, default: []].append(template) }
        var relays: [ParameterReference: [ForwardedArgument]] = [:]
        var calls: [ForwardedArgument] = []
        for argument in batch.forwardedArguments {
            guard let from = parameter(of: argument.key) else {
                calls.append(argument)
                continue
            }
            // One relay per target: a body passing its parameter on in many calls (or a hostile
            // file) must not multiply the walk below, which is depth-bounded but not memoized.
            let known = Set((relays[from] ?? []).flatMap(\.targets))
            var relay = argument
            relay.targets = argument.targets.filter { !known.contains($0) }
            if !relay.targets.isEmpty { relays[from, default: []].append(relay) }
        }

        /// The templates of a parameter with the calls that led there, described.
        func expand(_ reference: ParameterReference, depth: Int, seen: Set<ParameterReference>) -> [(ParameterTemplate, [String])] {
            var result = (templates[reference] ?? []).map { ($0, [String]()) }
            guard depth < 4 else { return result }
            for relay in relays[reference] ?? [] {
                for target in relay.targets where !seen.contains(target) {
                    let step = "which passes it to `\(relay.callee)` (\(relay.location.file):\(relay.location.line))"
                    result += expand(target, depth: depth + 1, seen: seen.union([target])).map { ($0.0, [step] + $0.1) }
                }
            }
            return result
        }

        var groups: [String: InferredGroup] = [:]
        var groupOrder: [String] = []
        for argument in calls {
            var byCallable: [Int: [(ParameterTemplate, [String])]] = [:]
            for target in argument.targets {
                byCallable[target.callable, default: []] += expand(target, depth: 0, seen: [target])
            }
            let declaration = argument.targets.first.map { definitions.callables[$0.callable] }
            let declared = declaration.map { "`\(argument.callee)` (\($0.location.file):\($0.location.line))" } ?? "`\(argument.callee)`"
            let passed = declaration?.isSetter == true ? "assigned to \(declared)"
                : "passed as \(argument.label.map { "`\($0):`" } ?? "an argument") to \(declared)"
            let components = Set(byCallable.values.map { Set($0.compactMap { $0.0.inference?.component }) })
            if byCallable.count > 1, components.count > 1 {
                batch.unplaced.append(unplaced(argument, reason: "\(passed); \(argument.targets.count) declarations of the app take this call, and they put the text into different views: which one is called is not known"))
                continue
            }
            let found = byCallable.keys.sorted().flatMap { byCallable[$0]! }
            let placed = found.filter { $0.0.inference != nil }
            if placed.isEmpty {
                let uses = found.compactMap { $0.0.unplaced }
                if uses.isEmpty {
                    batch.unplaced.append(unplaced(argument, reason: "\(passed), which does not put it into a view TypeFit reads"))
                }
                for use in uses {
                    batch.unplaced.append(unplaced(argument, reason: "\(passed), where \(use.location.file):\(use.location.line): \(use.reason)",
                                                   isNotDisplayed: use.isNotDisplayed))
                }
                continue
            }
            var seenSlots: [Inference] = []
            for (template, chain) in placed {
                var inference = template.inference!
                inference.key = argument.key
                let into = inference.shape.map { "`\($0)`" } ?? inference.component.rawValue
                let put = "puts it into \(into) at \(inference.location.file):\(inference.location.line)"
                inference.notes = [([passed] + chain + [put]).joined(separator: ", ")]
                    + (argument.via.map { ["the key reaches the call through \($0)"] } ?? [])
                    + inference.notes.filter { !$0.contains(marker) }
                inference.location = argument.location
                inference.source = argument.source
                inference.textCase = argument.textCase ?? inference.textCase
                if argument.isGuess { inference.confidence = .guess }
                inference.shape = "\(argument.callee) → \(inference.shape ?? inference.component.rawValue)"
                if let group = template.group {
                    let id = "\(argument.location.file)#\(argument.callID)/\(group.id)"
                    if groups[id] == nil {
                        var copy = group
                        copy.id = id
                        copy.location = argument.location
                        copy.members = group.members.filter { parameter(of: $0) == nil }
                        groups[id] = copy
                        groupOrder.append(id)
                    }
                    if !groups[id]!.members.contains(argument.key) { groups[id]!.members.append(argument.key) }
                    inference.groupID = id
                } else {
                    inference.groupID = nil
                }
                guard !seenSlots.contains(where: { $0.hasSameSlot(as: inference) && $0.groupID == inference.groupID }) else { continue }
                seenSlots.append(inference)
                batch.inferences.append(inference)
            }
        }
        batch.groups += groupOrder.compactMap { groups[$0] }
        batch.forwardedArguments = []
        batch.parameterTemplates = []
    }

    private static func unplaced(_ argument: ForwardedArgument, reason: String, isNotDisplayed: Bool = false) -> UnplacedKey {
        UnplacedKey(key: argument.key, location: argument.location, source: argument.source,
                    reason: reason + (argument.via.map { "; the key reaches the call through \($0)" } ?? ""), isNotDisplayed: isNotDisplayed)
    }
}

extension SourceScanner {
    /// A scanner of the same file that reads the app's callables' bodies with their text
    /// parameters as placeholder keys.
    init(templatesOf other: SourceScanner, callables: [Int]) {
        path = other.path
        language = other.language
        stream = other.stream
        facts = other.facts
        declaredTypes = other.declaredTypes
        namesNSAlert = other.namesNSAlert
        definitions = other.definitions.withParameters(of: callables)
        var ranges: [Range<Int>] = []
        for id in callables {
            let callable = definitions.callables[id]
            let opener = callable.storedParameters.isEmpty ? callable.opener : callable.typeOpener ?? callable.opener
            guard stream.isPunctuation(opener, "{") else { continue }
            ranges.append((opener + 1)..<min(stream.partner[opener], stream.count))
        }
        // Merged, so that a nested body is scanned once.
        var merged: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound < last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        onlyRanges = merged
    }

    /// What the bodies did with the placeholders: the templates and the placeholders passed on.
    var parameterTemplates: (templates: [ParameterTemplate], relays: [ForwardedArgument]) {
        let groupsByID = Dictionary(batch.groups.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var templates: [ParameterTemplate] = []
        for inference in batch.inferences {
            guard let reference = ParameterForwarding.parameter(of: inference.key) else { continue }
            templates.append(ParameterTemplate(parameter: reference, inference: inference, group: inference.groupID.flatMap { groupsByID[$0] }))
        }
        for key in batch.unplaced {
            guard let reference = ParameterForwarding.parameter(of: key.key) else { continue }
            templates.append(ParameterTemplate(parameter: reference, unplaced: key))
        }
        return (templates, batch.forwardedArguments.filter { ParameterForwarding.parameter(of: $0.key) != nil })
    }

    /// `SettingsRow(title: L10n.sync)`, `makeButton(title: "Done".localized)`: the keys passed
    /// to the app's own callables, kept until their bodies are known.
    /// `[self vlc_showAlertWithTitle:NSLocalizedString(@"k", nil) message:... buttonTitle:...]` to a
    /// method the app implements (`KeyDefinitions`' Objective-C callables, named by selector).
    mutating func recordForwardedArguments(_ message: ObjCMessage) {
        guard let candidates = definitions.callablesByName[message.selector], !message.parts.contains(where: { $0.range.isEmpty }) else { return }
        for id in candidates {
            let callable = definitions.callables[id]
            guard callable.parameters.count == message.parts.count else { continue }
            for (position, part) in message.parts.enumerated() where callable.parameters[position].isText {
                for match in keys.readAll(part.range) where consume(match.key, at: match.start) {
                    batch.forwardedArguments.append(ForwardedArgument(
                        key: match.key, textCase: match.textCase, isGuess: match.isGuess, via: match.via,
                        location: SourceLocation(file: path, line: match.line), source: language.source,
                        targets: [ParameterReference(callable: id, parameter: position)],
                        callee: message.selector, label: part.name, callID: "\(message.open)"))
                }
            }
            return
        }
    }

    /// `cell.title = NSLocalizedString(...)` on a receiver of the app's type whose `title` has a
    /// setter (`KeyDefinitions.setters`): the key waits for what the setter does with it.
    mutating func recordSetterArgument(_ match: KeyMatch, type: String, assignment: ReceiverFacts.Assignment) -> Bool {
        let targets = definitions.setters(of: assignment.property, onType: type)
        guard !targets.isEmpty, consume(match.key, at: match.start) else { return false }
        let owner = definitions.callables[targets[0]].typeName ?? type
        batch.forwardedArguments.append(ForwardedArgument(
            key: match.key, textCase: match.textCase, isGuess: match.isGuess, via: match.via,
            location: SourceLocation(file: path, line: match.line), source: language.source,
            targets: targets.map { ParameterReference(callable: $0, parameter: 0) },
            callee: "\(owner).\(assignment.property)", label: nil, callID: "\(assignment.index)"))
        return true
    }

    mutating func recordForwardedArguments(at index: Int) {
        guard let name = stream[index]?.text, let candidates = definitions.callablesByName[name] else { return }
        let arguments = stream.arguments(of: index + 1)
        guard !arguments.isEmpty else { return }
        var targets: [[ParameterReference]] = Array(repeating: [], count: arguments.count)
        var takesKey = Array(repeating: false, count: arguments.count)
        var spelled: String?
        for id in candidates {
            let callable = definitions.callables[id]
            guard let positions = ParameterForwarding.match(arguments, to: callable) else { continue }
            spelled = spelled ?? callable.spelled
            for (argument, position) in positions.enumerated() where callable.parameters[position].isText {
                targets[argument].append(ParameterReference(callable: id, parameter: position))
                takesKey[argument] = takesKey[argument] || callable.parameters[position].takesKey
            }
        }
        guard let spelled else { return }
        for (position, argument) in arguments.enumerated() where !targets[position].isEmpty {
            for match in keys.readAll(argument.range, bareLiteral: takesKey[position]) where consume(match.key, at: match.start) {
                batch.forwardedArguments.append(ForwardedArgument(
                    key: match.key, textCase: match.textCase, isGuess: match.isGuess, via: match.via,
                    location: SourceLocation(file: path, line: match.line), source: language.source, targets: targets[position],
                    callee: spelled, label: argument.label, callID: "\(index)"))
            }
        }
    }
}
