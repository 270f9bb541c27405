import Catalogs
import TextMeasure

/// Reads one Kotlin file's Jetpack Compose calls into inferences: each
/// `stringResource(R.string.name)` (or `pluralStringResource(R.plurals.name, ...)`) is a use of
/// the key `name`, placed by where its text goes:
///
/// - `Text(stringResource(...))` or `Text(text = ...)`, directly or through a local
///   `val title = stringResource(...)` used as a `Text`'s text in the same block: a TextView
///   slot with the `Text`'s `maxLines`, `overflow`, `style = MaterialTheme.typography.x`,
///   `fontSize = N.sp` and `Modifier.width(N.dp)`;
/// - a `Text` inside a button's content (`Button`, `TextButton`, `OutlinedButton`, ... and an
///   app's own `...Button` composables), a top app bar's `title`, a navigation bar item's
///   `label`, a tab's `text`, a chip's `label`, a dialog's `title` and `text`, a menu item's
///   `text`, a text field's `label` and `placeholder`: that component's type style (Material 3's
///   Compose defaults) and, for buttons, the Button widget;
/// - a `contentDescription`, `onClickLabel` or `stateDescription`: not drawn;
/// - a composable of the app that passes its `String` parameter to a `Text` (read across files
///   first: `ComposeDefinitions`): that `Text`'s slot;
/// - anything else: unplaced, with the call it went to.
struct ComposeScanner {
    let path: String
    let stream: TokenStream
    let definitions: ComposeDefinitions
    var batch = InferenceBatch()

    init(text: String, path: String, definitions: ComposeDefinitions, language: SourceLanguage = .kotlin) {
        self.path = path
        var tokenizer = SourceTokenizer(text: text, language: language, path: path)
        let tokens = tokenizer.tokenize()
        stream = TokenStream(tokens: tokens, path: path)
        self.definitions = definitions
        batch.issues += tokenizer.issues + stream.issues
    }

    mutating func scan() {
        for index in 0..<stream.count {
            guard let token = stream[index], token.kind == .identifier,
                  token.text == "stringResource" || token.text == "pluralStringResource",
                  stream.isPunctuation(index + 1, "("), !stream.isPunctuation(index - 1, "."),
                  !(stream[index - 1]?.isIdentifier("fun") ?? false) else { continue }
            guard let key = Self.resourceKey(stream, open: index + 1, plural: token.text == "pluralStringResource") else { continue }
            place(KeyReference(key: key), call: index)
        }
    }

    /// `name` of the call's first argument `R.string.name` (`id = R.string.name`, any prefix:
    /// `FeatureR.string.name`, `string.name`); nil for a variable or parameter.
    static func resourceKey(_ stream: TokenStream, open: Int, plural: Bool) -> String? {
        guard let first = stream.arguments(of: open).first else { return nil }
        var range = first.range
        // Kotlin's named argument: `id = R.string.name`.
        if range.count > 2, stream.isOperator(range.lowerBound + 1, "=") {
            guard stream.isIdentifier(range.lowerBound, "id") else { return nil }
            range = (range.lowerBound + 2)..<range.upperBound
        }
        guard range.count >= 3, let name = stream[range.upperBound - 1], name.kind == .identifier,
              stream.isPunctuation(range.upperBound - 2, "."), stream.isIdentifier(range.upperBound - 3, plural ? "plurals" : "string") else { return nil }
        // Everything before is a dotted name (`R.`, `com.app.R.`).
        var index = range.upperBound - 4
        while index >= range.lowerBound {
            guard stream.isPunctuation(index, "."), stream[index - 1]?.kind == .identifier, index - 1 >= range.lowerBound else { return nil }
            index -= 2
        }
        return name.text
    }

    private func location(_ index: Int) -> SourceLocation { SourceLocation(file: path, line: stream[index]?.line ?? 1) }

    /// Where the text of the call at `call` (`stringResource`) goes.
    private mutating func place(_ key: KeyReference, call: Int) {
        let end = stream.after(call + 1)
        let here = location(call)
        // `val name = stringResource(...)`: followed to the Texts of its block.
        if stream[call - 1]?.isOperator("=") == true, let name = stream[call - 2], name.kind == .identifier,
           stream[call - 3].map({ $0.isIdentifier("val") || $0.isIdentifier("var") }) == true {
            let block = stream.enclosing[call]
            let uses = ComposeTexts.uses(of: name.text, in: end..<(block >= 0 ? min(stream.partner[block], stream.count) : stream.count), stream: stream)
            guard !uses.isEmpty else {
                let range = end..<(block >= 0 ? min(stream.partner[block], stream.count) : stream.count)
                if let label = ComposeTexts.accessibilityUse(of: name.text, in: range, stream: stream) {
                    batch.unplaced.append(UnplacedKey(key: key, location: here, source: .kotlin,
                                                      reason: "accessibility text ('\(name.text)' is a \(label)): read by TalkBack, never drawn", isNotDisplayed: true))
                } else if let label = ComposeTexts.snackbarUse(of: name.text, in: range, stream: stream) {
                    batch.unplaced.append(UnplacedKey(key: key, location: here, source: .kotlin,
                                                      reason: "shown in a snackbar ('\(name.text)' is showSnackbar's \(label)): snackbars are not measured yet"))
                } else {
                    batch.unplaced.append(UnplacedKey(key: key, location: here, source: .kotlin,
                                                      reason: "assigned to '\(name.text)', which no Text in the same block shows"))
                }
                return
            }
            for text in uses { placeText(key, textCall: text, location: here, note: "through '\(name.text)'") }
            return
        }
        let open = ComposeTexts.opener(of: call, in: stream)
        guard open >= 0, stream.isPunctuation(open, "("), let callee = stream[open - 1], callee.kind == .identifier else {
            batch.unplaced.append(UnplacedKey(key: key, location: here, source: .kotlin, reason: "the text is not passed to a composable"))
            return
        }
        let named = ComposeTexts.namedArgument(stream, open: open, containing: call)
        if let named, ComposeTexts.accessibilityLabels.contains(named) || named.hasSuffix("ContentDescription") || named == "contentDesc" {
            batch.unplaced.append(UnplacedKey(key: key, location: here, source: .kotlin, reason: "accessibility text (\(named)): read by TalkBack, never drawn", isNotDisplayed: true))
            return
        }
        if callee.text == "Text", named == nil || named == "text" {
            placeText(key, textCall: open - 1, location: here, note: nil)
            return
        }
        if let parameter = named ?? ComposeTexts.positionalParameter(stream, open: open, containing: call).map({ "#\($0)" }),
           let text = definitions.text(function: callee.text, parameter: parameter) {
            var inference = text.inference(key: key, location: here)
            inference.notes.append("through \(callee.text)(\(parameter.hasPrefix("#") ? "argument \(parameter.dropFirst())" : parameter + ":")), which shows it in a Text at \(text.location.file):\(text.location.line)")
            inference.shape = "\(callee.text)(stringResource)"
            batch.inferences.append(inference)
            return
        }
        if callee.text == "append" || callee.text == "withStyle" {
            batch.unplaced.append(UnplacedKey(key: key, location: here, source: .kotlin,
                                              reason: "appended to an AnnotatedString (buildAnnotatedString): one part of a text, not measured alone"))
            return
        }
        batch.unplaced.append(UnplacedKey(key: key, location: here, source: .kotlin,
                                          reason: "passed to \(callee.text)(\(named.map { $0 + ":" } ?? "...")), which is not a Text or a composable of the app that shows it in one"))
    }

    /// The key in the `Text` call whose name is at `textCall`.
    private mutating func placeText(_ key: KeyReference, textCall: Int, location: SourceLocation, note: String?) {
        var slot = ComposeTexts.slot(ofText: textCall, in: stream, path: path)
        if let note { slot.notes.append(note) }
        batch.inferences.append(slot.inference(key: key, location: location))
    }
}

/// A `Text`'s slot as read from its call and its container.
struct ComposeTextSlot: Sendable {
    var traits: AndroidViewTraits
    var width: Double?
    var notes: [String]
    /// Where the `Text` is.
    var location: SourceLocation

    func inference(key: KeyReference, location: SourceLocation) -> Inference {
        Inference(key: key, component: traits.widget == AndroidXMLView.button ? .button : .label, lines: traits.maxLines, width: width, location: location,
                  confidence: .likely, source: .kotlin, notes: notes, shape: "Text(stringResource)", android: traits)
    }
}

/// Reading `Text` calls: their arguments, their containers, the locals they show.
enum ComposeTexts {
    /// The Material 3 components whose content lambda holds a button's label.
    static func isButton(_ name: String) -> Bool {
        name.hasSuffix("Button") && !name.hasSuffix("IconButton") && !name.hasSuffix("RadioButton") && !name.hasSuffix("ActionButton")
    }

    /// A container's type style for its `label` (`{ Text(...) }` after `label =`): Material 3's
    /// Compose defaults (androidx.compose.material3 tokens), and what it is.
    static func container(_ callee: String, label: String?) -> (style: String, what: String, maxLines: Int?)? {
        switch (callee, label) {
        case (let name, nil) where isButton(name), (let name, "content") where isButton(name):
            return ("labelLarge", "a button's label", nil)
        case ("TopAppBar", "title"), ("CenterAlignedTopAppBar", "title"), ("SmallTopAppBar", "title"):
            return ("titleLarge", "a top app bar's title", nil)
        case ("MediumTopAppBar", "title"): return ("headlineSmall", "a medium top app bar's title", nil)
        case ("LargeTopAppBar", "title"): return ("headlineMedium", "a large top app bar's title", nil)
        case ("NavigationBarItem", "label"), ("NavigationRailItem", "label"), ("NavigationDrawerItem", "label"):
            return (callee == "NavigationDrawerItem" ? "labelLarge" : "labelMedium", "a navigation item's label", nil)
        case ("Tab", "text"), ("LeadingIconTab", "text"): return ("titleSmall", "a tab's text", nil)
        case (let name, "label") where name.hasSuffix("Chip"): return ("labelLarge", "a chip's label", nil)
        case ("AlertDialog", "title"), ("BasicAlertDialog", "title"): return ("headlineSmall", "a dialog's title", nil)
        case ("AlertDialog", "text"), ("BasicAlertDialog", "text"): return ("bodyMedium", "a dialog's text", nil)
        case ("DropdownMenuItem", "text"): return ("labelLarge", "a menu item's text", nil)
        case (let name, "label") where name.hasSuffix("TextField"): return ("bodySmall", "a text field's label", nil)
        case (let name, "placeholder") where name.hasSuffix("TextField"): return ("bodyLarge", "a text field's placeholder", nil)
        case ("ListItem", "headlineContent"): return ("bodyLarge", "a list item's headline", nil)
        case ("ListItem", "supportingContent"): return ("bodyMedium", "a list item's supporting text", nil)
        case ("SnackbarHost", _), ("Snackbar", _): return ("bodyMedium", "a snackbar's text", nil)
        default: return nil
        }
    }

    /// The arguments whose text only TalkBack reads.
    static let accessibilityLabels: Set<String> = ["contentDescription", "onClickLabel", "stateDescription", "onLongClickLabel", "contentDesc"]

    /// The accessibility argument or property `name` is given to in `range`
    /// (`contentDescription = name`, `onClickLabel = name`), if any.
    static func accessibilityUse(of name: String, in range: Range<Int>, stream: TokenStream) -> String? {
        for index in range where stream.isIdentifier(index, name) && stream.isOperator(index - 1, "=") {
            guard let label = stream[index - 2], label.kind == .identifier else { continue }
            if accessibilityLabels.contains(label.text) || label.text.hasSuffix("ContentDescription") { return label.text }
        }
        return nil
    }

    /// The argument of a `showSnackbar(...)` call in `range` that `name` is (`message`,
    /// `actionLabel`), if any.
    static func snackbarUse(of name: String, in range: Range<Int>, stream: TokenStream) -> String? {
        for index in range where stream.isIdentifier(index, name) {
            let open = stream.enclosing[index]
            guard open >= 0, stream.isPunctuation(open, "("), stream.isIdentifier(open - 1, "showSnackbar") else { continue }
            return namedArgument(stream, open: open, containing: index) ?? "message"
        }
        return nil
    }

    /// The bracket that holds the expression at `index`, through the branches of an `if`,
    /// `else` or `when` (`Text(if (a) { stringResource(...) } else { ... })` is the Text's).
    static func opener(of index: Int, in stream: TokenStream) -> Int {
        var open = stream.enclosing[index]
        while open >= 0, stream.isPunctuation(open, "{") {
            let isBranch: Bool
            if stream.isIdentifier(open - 1, "else") || stream[open - 1]?.isOperator("->") == true {
                isBranch = true
            } else if stream.isPunctuation(open - 1, ")"), stream.partner[open - 1] > 0 {
                let keyword = stream.partner[open - 1] - 1
                isBranch = stream.isIdentifier(keyword, "if") || stream.isIdentifier(keyword, "when")
            } else {
                isBranch = false
            }
            guard isBranch else { break }
            open = stream.enclosing[open]
        }
        return open
    }

    /// The label of the named argument of the call opened at `open` that holds `index`
    /// (`text = stringResource(...)`): nil for a positional one.
    static func namedArgument(_ stream: TokenStream, open: Int, containing index: Int) -> String? {
        guard let argument = stream.arguments(of: open).first(where: { $0.range.contains(index) }),
              argument.range.count >= 3, let name = stream[argument.range.lowerBound], name.kind == .identifier,
              stream.isOperator(argument.range.lowerBound + 1, "=") else { return nil }
        return name.text
    }

    /// The 0-based position of the positional argument holding `index`.
    static func positionalParameter(_ stream: TokenStream, open: Int, containing index: Int) -> Int? {
        stream.arguments(of: open).firstIndex { $0.range.contains(index) }
    }

    /// The slot of the `Text` call named at `text` (its `(` right after).
    static func slot(ofText text: Int, in stream: TokenStream, path: String) -> ComposeTextSlot {
        let open = text + 1
        var traits = AndroidViewTraits(widget: AndroidXMLView.textView, viewClass: "Text")
        var notes: [String] = []
        var width: Double?
        for argument in stream.arguments(of: open) {
            guard argument.range.count >= 3, let name = stream[argument.range.lowerBound], name.kind == .identifier,
                  stream.isOperator(argument.range.lowerBound + 1, "=") else { continue }
            let value = (argument.range.lowerBound + 2)..<argument.range.upperBound
            let words = value.compactMap { stream[$0]?.text }
            switch name.text {
            case "maxLines":
                if words.count == 1, let lines = Int(words[0]), lines > 0 { traits.maxLines = lines }
                if words == ["Int", ".", "MAX_VALUE"] { traits.maxLines = 0 }
            case "softWrap":
                if words == ["false"] { traits.maxLines = traits.maxLines ?? 1 }
            case "overflow":
                switch words.last {
                case "Ellipsis": traits.ellipsize = "end"
                case "StartEllipsis": traits.ellipsize = "start"
                case "MiddleEllipsis": traits.ellipsize = "middle"
                case "Clip", "Visible": traits.ellipsize = "none"
                default: break
                }
            case "style":
                if let typography = words.firstIndex(of: "typography"), typography + 2 < words.count, words[typography + 1] == ".",
                   AndroidTextAppearance.material3Tokens.contains(words[typography + 2]) {
                    traits.style = words[typography + 2]
                    if words.contains("copy") { notes.append("style \(words[typography + 2]) changed with copy(...): the changes are not read") }
                }
            case "fontSize":
                if words.count == 3, let size = Double(words[0]), words[1] == ".", words[2] == "sp" { traits.textSize = size }
                if words.count == 3, let size = Double(words[0]), words[1] == ".", words[2] == "dp" { traits.textSize = size; traits.sizeIsDP = true }
            case "modifier":
                width = modifierWidth(stream, value) ?? width
            default:
                break
            }
        }
        // The container: the lambda the Text is in, and the call it belongs to.
        if let (callee, label, callOpen) = container(of: text, in: stream), let known = container(callee, label: label) {
            notes.append("\(known.what) (\(callee)\(label.map { " \($0) =" } ?? ""))" + (traits.style == nil ? ", Material 3's \(known.style)" : ""))
            traits.style = traits.style ?? known.style
            if isButton(callee) {
                traits.widget = AndroidXMLView.button
                traits.viewClass = callee
                if let callOpen, stream.isPunctuation(callOpen, "(") {
                    for argument in stream.arguments(of: callOpen) where argument.range.count >= 3 && stream.isIdentifier(argument.range.lowerBound, "modifier") {
                        width = modifierWidth(stream, (argument.range.lowerBound + 2)..<argument.range.upperBound) ?? width
                    }
                }
            }
        }
        // Compose's own defaults, written so the widget's do not apply: a Text has unlimited
        // lines and clips (maxLines Int.MAX_VALUE, overflow Clip); MaterialTheme's text style is
        // bodyLarge.
        traits.maxLines = traits.maxLines ?? 0
        traits.ellipsize = traits.ellipsize ?? "none"
        traits.style = traits.style ?? "bodyLarge"
        return ComposeTextSlot(traits: traits, width: width, notes: notes, location: SourceLocation(file: path, line: stream[text]?.line ?? 1))
    }

    /// `Modifier.width(120.dp)` (also `requiredWidth`, `size`, `widthIn(max = 120.dp)`) in `range`.
    static func modifierWidth(_ stream: TokenStream, _ range: Range<Int>) -> Double? {
        for index in range {
            guard let token = stream[index], token.kind == .identifier, stream.isPunctuation(index - 1, "."),
                  ["width", "requiredWidth", "widthIn", "size", "requiredSize"].contains(token.text), stream.isPunctuation(index + 1, "(") else { continue }
            for argument in stream.arguments(of: index + 1) {
                var tokens = Array(argument.range)
                if tokens.count >= 2, stream[tokens[0]]?.kind == .identifier, stream.isOperator(tokens[1], "=") {
                    guard token.text != "widthIn" || stream.isIdentifier(tokens[0], "max") else { continue }
                    tokens.removeFirst(2)
                } else if token.text == "widthIn" {
                    continue
                }
                if tokens.count == 3, let value = stream[tokens[0]].flatMap({ Double($0.text) }), stream.isPunctuation(tokens[1], "."),
                   stream.isIdentifier(tokens[2], "dp") {
                    return value
                }
            }
        }
        return nil
    }

    /// The call whose lambda holds the token at `index`: its name, the lambda's label
    /// (`title = { ... }`; nil for a trailing or content lambda) and the call's `(` when it
    /// has one. Stops at the first lambda that belongs to a call.
    static func container(of index: Int, in stream: TokenStream) -> (callee: String, label: String?, open: Int?)? {
        for open in stream.enclosingOpeners(of: index) {
            guard stream.isPunctuation(open, "{") else { continue }
            // `label = { ... }` inside `Callee(...)`.
            if stream.isOperator(open - 1, "="), let label = stream[open - 2], label.kind == .identifier {
                let call = stream.enclosing[open]
                if call >= 0, stream.isPunctuation(call, "("), let callee = stream[call - 1], callee.kind == .identifier {
                    return (callee.text, label.text, call)
                }
                return nil
            }
            // `Callee(...) { ... }` or `Callee { ... }`; through Row, Column and Box, branches
            // (`if (...) { ... }`, `else { ... }`) and lowercase calls (`items(list) { ... }`).
            var found: (callee: String, open: Int?)?
            if stream.isPunctuation(open - 1, ")") {
                let call = stream.partner[open - 1]
                if call >= 0, let callee = stream[call - 1], callee.kind == .identifier { found = (callee.text, call) }
            } else if let callee = stream[open - 1], callee.kind == .identifier {
                found = (callee.text, nil)
            }
            if let found, found.callee.first?.isUppercase == true, !["Row", "Column", "Box", "FlowRow", "FlowColumn"].contains(found.callee) {
                return (found.callee, nil, found.open)
            }
        }
        return nil
    }

    /// The `Text` calls in `range` (the rest of the block that declares a local, a function's
    /// body) that show `name` (`Text(name)`, `Text(text = name)`); the index of each `Text`.
    static func uses(of name: String, in range: Range<Int>, stream: TokenStream) -> [Int] {
        var found: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            defer { index += 1 }
            guard stream.isIdentifier(index, name), !stream.isPunctuation(index - 1, "."), !stream.isPunctuation(index + 1, ".") else { continue }
            let open = stream.enclosing[index]
            guard open >= 0, stream.isPunctuation(open, "("), stream.isIdentifier(open - 1, "Text") else { continue }
            let named = namedArgument(stream, open: open, containing: index)
            let argument = stream.arguments(of: open).first { $0.range.contains(index) }
            guard let argument, named == "text" || (named == nil && argument.range.count == 1) else { continue }
            found.append(open - 1)
        }
        return found
    }
}

/// The app's composables that show a `String` parameter in a `Text`, read from every Kotlin
/// file before any is scanned: `fun SectionTitle(text: String) { Text(text, style = ...) }`
/// makes `SectionTitle(stringResource(...))` that `Text`'s slot.
struct ComposeDefinitions: Sendable {
    /// By function name, then by parameter (`name`, and `#N` for its position).
    private var texts: [String: [String: ComposeTextSlot]] = [:]

    mutating func collect(text: String, path: String) {
        var tokenizer = SourceTokenizer(text: text, language: .kotlin, path: path)
        let stream = TokenStream(tokens: tokenizer.tokenize(), path: path)
        for index in 0..<stream.count {
            guard stream.isIdentifier(index, "fun"), let name = stream[index + 1], name.kind == .identifier,
                  name.text.first?.isUppercase == true, stream.isPunctuation(index + 2, "(") else { continue }
            // `text: String` (the stream reads `text:` as a label, as in Swift); annotations first.
            let parameters = stream.arguments(of: index + 2).map { argument -> (name: String, isString: Bool) in
                let words = argument.range.compactMap { stream[$0]?.text }.drop { $0.hasPrefix("@") }
                if let label = argument.label { return (label, words.first == "String") }
                return (words.first ?? "", words.dropFirst().starts(with: [":", "String"]))
            }
            let body = stream.after(index + 2)
            var bodyOpen = body
            while bodyOpen < stream.count, !stream.isPunctuation(bodyOpen, "{"), !stream.isOperator(bodyOpen, "="), !stream.isIdentifier(bodyOpen, "fun") { bodyOpen += 1 }
            guard stream.isPunctuation(bodyOpen, "{") else { continue }
            for (position, parameter) in parameters.enumerated() where parameter.isString {
                let bodyEnd = min(stream.partner[bodyOpen], stream.count)
                guard let text = ComposeTexts.uses(of: parameter.name, in: (bodyOpen + 1)..<bodyEnd, stream: stream).first else { continue }
                let slot = ComposeTexts.slot(ofText: text, in: stream, path: path)
                texts[name.text, default: [:]][parameter.name] = texts[name.text]?[parameter.name] ?? slot
                texts[name.text, default: [:]]["#\(position)"] = texts[name.text]?["#\(position)"] ?? slot
            }
        }
    }

    var isEmpty: Bool { texts.isEmpty }

    func text(function: String, parameter: String) -> ComposeTextSlot? {
        texts[function]?[parameter]
    }
}
