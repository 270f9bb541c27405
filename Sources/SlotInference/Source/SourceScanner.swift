import Catalogs

/// Scans one Swift or Objective-C file for the places keys are put into views.
///
/// A scanner, not a compiler: the file is tokenized, then each pattern (a SwiftUI view with its
/// modifier chain, a UIKit call, a property assignment) is followed within one expression and
/// its brackets. What a variable holds is looked up only in the same file (`let label =
/// UILabel()`, `@IBOutlet var label: UILabel!`); nothing is guessed across files. Every key
/// expression found (`NSLocalizedString`, `String(localized:)`...) ends up in an inference or,
/// with the reason, in `unplaced`.
struct SourceScanner {
    let path: String
    let language: SourceLanguage
    let stream: TokenStream
    var batch = InferenceBatch()
    /// Groups by the token index of the call or modifier that makes them.
    var groups: [Int: InferredGroup] = [:]
    /// Key expressions (by start index) that an inference or unplaced entry took.
    var consumedKeys: Set<Int> = []
    /// Starts of keys listed as never drawn (accessibility text): a constant used there and nowhere
    /// placed is still listed at its definition, since another use of it may be drawn.
    var notDisplayedStarts: Set<Int> = []
    /// The keys each of those starts gave: a choice (`Text(fontState.title)`) gives several keys
    /// at one start, and each is taken, placed or not.
    private var consumedPairs: Set<ConsumedKey> = []
    private struct ConsumedKey: Hashable {
        var start: Int
        var key: KeyReference
    }
    /// `let alert = UIAlertController(...)`: the variable and the index of its group's owner.
    var alertGroupOfVariable: [String: Int] = [:]
    /// `let ok = UIAlertAction(...)`: the variable and its inference's position in `batch`.
    var actionOfVariable: [String: Int] = [:]
    /// The segmented control a receiver names, by the index of its group's owner.
    var segmentGroupOfReceiver: [String: Int] = [:]
    let facts: ReceiverFacts
    /// The names the file declares with a type (`LocalizedKeyReader.declaredTypes(in:)`).
    let declaredTypes: [String: Set<String>]
    /// The properties set nearby, by receiver and place (`nearbyProperties`).
    var nearbyByPlace: [ReceiverFacts.Place: NearbyProperties] = [:]
    /// The call, message or assignment being read, recorded as each inference's `shape`.
    var shape: String?
    /// Only these tokens are scanned (the app's callables' bodies, with their parameters as
    /// placeholder keys: `init(templatesOf:callables:)`); nil: the whole file.
    var onlyRanges: [Range<Int>]? = nil

    /// The app's constants, helpers and macros that keys are followed through.
    let definitions: KeyDefinitions
    /// Whether the file mentions `NSAlert` (`addButtonWithTitle:` is UIAlertView's too).
    let namesNSAlert: Bool

    init(text: String, path: String, language: SourceLanguage, definitions: KeyDefinitions = KeyDefinitions()) {
        self.path = path
        self.language = language
        self.definitions = definitions
        var tokenizer = SourceTokenizer(text: text, language: language, path: path)
        let tokens = tokenizer.tokenize()
        stream = TokenStream(tokens: tokens, path: path)
        batch.issues = tokenizer.issues + stream.issues
        facts = ReceiverFacts(stream: stream, language: language)
        declaredTypes = LocalizedKeyReader.declaredTypes(in: stream)
        namesNSAlert = stream.tokens.contains { $0.kind == .identifier && $0.text == "NSAlert" }
    }

    var keys: LocalizedKeyReader {
        LocalizedKeyReader(stream: stream, language: language, definitions: definitions, path: path, declaredTypes: declaredTypes)
    }
    var context: SwiftUIContext { SwiftUIContext(stream: stream) }

    mutating func scan() {
        for index in (onlyRanges ?? [0..<stream.count]).joined() {
            guard let token = stream[index], token.kind == .identifier || token.isPunctuation("[") else { continue }
            if token.isPunctuation("[") {
                if language == .objectiveC, let message = ObjCMessage(stream: stream, open: index) {
                    shape = message.selector
                    scanMessage(message)
                    recordForwardedArguments(message)
                }
                continue
            }
            if language == .swift, stream.isPunctuation(index + 1, "(") {
                shape = (stream.isPunctuation(index - 1, ".") ? "." : "") + token.text
                scanSwiftCall(at: index)
                recordForwardedArguments(at: index)
            }
            if token.text == "LocalizedStringKey", stream.isPunctuation(index - 1, ":"), let literal = literalAssigned(after: index) {
                addUnplaced(literal, reason: "a LocalizedStringKey value; where it is shown is not in the same expression")
            }
            if stream[index + 1]?.isOperator("=") == true {
                shape = (ReceiverFacts.assignment(at: index + 1, in: stream).map { "\($0.receiver)." } ?? "") + token.text + " ="
                scanAssignment(at: index + 1)
            }
        }
        if onlyRanges == nil {
            addUnconsumedKeys()
            recordFollowedConstants()
        }
        dissolveLoneNavigationBars()
        batch.groups += groups.keys.sorted().compactMap { groups[$0] }.filter { !$0.members.isEmpty }
    }

    // MARK: - Recording

    func location(_ index: Int) -> SourceLocation {
        SourceLocation(file: path, line: stream[index]?.line ?? 1)
    }

    mutating func add(_ inference: Inference, keyStart: Int) {
        var inference = inference
        if inference.shape == nil { inference.shape = shape }
        _ = consume(inference.key, at: keyStart)
        if let id = inference.groupID, let owner = groups.first(where: { $0.value.id == id })?.key {
            if !groups[owner]!.members.contains(inference.key) { groups[owner]!.members.append(inference.key) }
        }
        batch.inferences.append(inference)
    }

    /// Whether a member's name, as a choice's owner names it (``returned by `UIView.localizedAccessibilityHint` ``),
    /// ends in `accessibilityLabel`, `accessibilityHint` or `accessibilityValue`, whatever the case.
    static func namesAccessibilityText(_ owner: String) -> Bool {
        let name = owner.lowercased().split(whereSeparator: { $0 == "`" || $0 == "." || $0 == " " }).last { !$0.isEmpty && $0 != "," }
        guard let name else { return false }
        return name.hasSuffix("accessibilitylabel") || name.hasSuffix("accessibilityhint") || name.hasSuffix("accessibilityvalue")
    }

    /// Marks `key`, read at `start`, as taken; false when that key at that start already was.
    mutating func consume(_ key: KeyReference, at start: Int) -> Bool {
        consumedKeys.insert(start)
        return consumedPairs.insert(ConsumedKey(start: start, key: key)).inserted
    }

    mutating func addUnplaced(_ match: KeyMatch, reason: String, isNotDisplayed: Bool = false) {
        guard consume(match.key, at: match.start) else { return }
        if isNotDisplayed { notDisplayedStarts.insert(match.start) }
        let reason = reason + (match.via.map { "; the key reaches here through \($0)" } ?? "")
        batch.unplaced.append(UnplacedKey(key: match.key, location: SourceLocation(file: path, line: match.line),
                                          source: language.source, reason: reason, isNotDisplayed: isNotDisplayed))
    }

    /// The group made by the call or modifier at `owner`, created on first use.
    mutating func group(_ kind: InferredGroup.Kind, owner: Int, confidence: InferenceConfidence) -> String {
        if let existing = groups[owner] { return existing.id }
        let id = "\(path):\(stream[owner]?.line ?? 1)#\(owner)"
        groups[owner] = InferredGroup(id: id, kind: kind, location: location(owner), confidence: confidence)
        return id
    }

    static let notInAView = "the text is not put into a view in the same expression (a variable or a function in between is not followed)"

    /// Every key expression no pattern took becomes unplaced, with the reason.
    private mutating func addUnconsumedKeys() {
        let valueStarts = definitions.valueStarts[path] ?? []
        let choiceStarts = definitions.choiceStarts[path] ?? [:]
        for index in 0..<stream.count {
            guard let token = stream[index] else { continue }
            // `"key".localized` (a `String` member that localizes the literal), whatever it is
            // assigned to: a property of a view TypeFit does not know (BulletinBoard's
            // `page.alternativeButtonTitle = "generic.close".localized`) is listed, not dropped.
            if token.kind == .string, stream.isPunctuation(index + 1, "."), let member = stream[index + 2], member.kind == .identifier,
               member.text == "localized" || definitions.stringMembers[member.text].map({ $0 != nil }) == true {
                guard !consumedKeys.contains(index), !valueStarts.contains(index), choiceStarts[index] == nil,
                      let match = keys.read(index..<min(index + 5, stream.count)), match.start == index else { continue }
                if stream.isOperator(index - 1, "="), let property = stream[index - 2], property.kind == .identifier, stream.isPunctuation(index - 3, "."),
                   !Self.namesAccessibilityText(property.text) {
                    let receiver = stream[index - 4].flatMap { $0.kind == .identifier ? $0.text + "." : nil } ?? "."
                    addUnplaced(match, reason: "assigned to `\(receiver)\(property.text)`, which is not a view property TypeFit knows (a third-party view's, or one of the app's own types)")
                } else {
                    let listed = listedReason(at: index)
                    addUnplaced(match, reason: listed?.text ?? Self.notInAView, isNotDisplayed: listed?.isNotDisplayed ?? false)
                }
                continue
            }
            // A constant (`return UserText.fireproofingListTitle` in a section header's data
            // source method) whose place says what shows it: listed there, with that reason,
            // rather than at its definition as used nowhere.
            if token.kind == .identifier, !stream.isPunctuation(index - 1, "."), !stream.isPunctuation(index + 1, "("),
               stream.isIdentifier(index - 1, "return") || stream.isOperator(index - 1, "=") || stream.isPunctuation(index - 1, ":")
                || stream.isOperator(index - 1, ":") || stream.isOperator(index - 1, "?"),
               !consumedKeys.contains(index), !valueStarts.contains(index), let listed = listedReason(at: index) {
                let end = ReceiverFacts.expressionEnd(from: index, in: stream)
                if let match = keys.read(index..<max(end, index + 1)), match.start == index, match.constant != nil {
                    if choiceStarts[index] != nil {
                        // A value of a member that returns it: listed so unless a use of the member places it.
                        consumedKeys.insert(match.start)
                        batch.choiceValues.append(UnplacedKey(key: match.key, location: SourceLocation(file: path, line: match.line), source: language.source,
                                                              reason: listed.text + (match.via.map { "; the key reaches here through \($0)" } ?? ""),
                                                              isNotDisplayed: listed.isNotDisplayed))
                    } else {
                        addUnplaced(match, reason: listed.text, isNotDisplayed: listed.isNotDisplayed)
                    }
                    continue
                }
            }
            guard token.kind == .identifier, stream.isPunctuation(index + 1, "(") else { continue }
            var head = index
            if LocalizedKeyReader.callNames.contains(token.text) {
                guard !stream.isPunctuation(index - 1, ".") else { continue }
            } else if definitions.helpers[token.text] != nil {
                // `L10n.tr(...)`: from the head of the path.
                while stream.isPunctuation(head - 1, "."), stream[head - 2]?.kind == .identifier { head -= 2 }
            } else {
                continue
            }
            guard !consumedKeys.contains(head), !valueStarts.contains(head),
                  let match = keys.read(head..<(index + 2)) else { continue }
            if let owner = choiceStarts[head] {
                guard !consumedKeys.contains(match.start) else { continue }
                consumedKeys.insert(match.start)
                // A member named for an accessibility text (`localizedAccessibilityHint`,
                // `override var accessibilityLabel`): what it returns is read by VoiceOver.
                let listed = listedReason(at: head) ?? (Self.namesAccessibilityText(owner) ? .accessibility : nil)
                let reason = listed?.text
                    ?? "\(owner), and no use of it found puts it into a view (a use on a receiver of unknown type is followed only when no other declaration has that name; one through a parameter or an unknown function is not)"
                batch.choiceValues.append(UnplacedKey(key: match.key, location: SourceLocation(file: path, line: match.line), source: language.source,
                                                      reason: reason + (match.via.map { "; the key reaches here through \($0)" } ?? ""),
                                                      isNotDisplayed: listed?.isNotDisplayed ?? false))
                continue
            }
            let listed = listedReason(at: head)
            addUnplaced(match, reason: listed?.text ?? Self.notInAView, isNotDisplayed: listed?.isNotDisplayed ?? false)
        }
    }

    /// The constants followed by the keys taken (placed or unplaced), so that the others can be
    /// listed at their definitions.
    private mutating func recordFollowedConstants() {
        for start in consumedKeys where !notDisplayedStarts.contains(start) {
            guard let token = stream[start], token.kind == .identifier, !LocalizedKeyReader.callNames.contains(token.text) else { continue }
            let end = ReceiverFacts.expressionEnd(from: start, in: stream)
            // Every text the expression may be (a property's declared value among its assigned ones).
            for match in keys.readAll(start..<max(end, start + 1)) { if let constant = match.constant { batch.followedConstants.insert(constant) } }
        }
    }

    /// `: LocalizedStringKey = "literal"`.
    private func literalAssigned(after index: Int) -> KeyMatch? {
        guard stream[index + 1]?.isOperator("=") == true else { return nil }
        return keys.read((index + 2)..<(index + 3), bareLiteral: true)
    }
}
