/// Keys assigned to properties: `navigationItem.title = ...`, `tabBarItem.title = ...`,
/// `label.text = ...` (with the label's font and lines read from assignments nearby),
/// `cell.textLabel?.text = ...`, `content.secondaryText = ...`, `textField.placeholder = ...`.
extension SourceScanner {
    mutating func scanAssignment(at equals: Int) {
        guard let assignment = ReceiverFacts.assignment(at: equals, in: stream) else {
            scanControllerTitle(at: equals)
            return
        }
        guard let match = keys.read(assignment.value) else { return }
        let owner = assignment.receiver.split(separator: ".").last.map(String.init) ?? assignment.receiver
        switch (owner, assignment.property) {
        case ("navigationItem", "title"):
            add(navigationTitle(match, at: equals), keyStart: match.start)
        case ("navigationItem", "backButtonTitle"):
            add(direct(match, .backButton, notes: ["shown on the back button of the screens pushed after this one"]), keyStart: match.start)
        case ("navigationItem", "prompt"):
            addUnplaced(match, reason: "a navigation bar prompt (no component for it yet)")
        case ("tabBarItem", "title"):
            add(direct(match, .tabItem), keyStart: match.start)
        case (_, "text"), (_, "secondaryText"), (_, "placeholder"), (_, "title"), (_, "subtitle"):
            placeViewText(match, assignment: assignment)
        default:
            break
        }
    }

    /// `[label setText:...]`, `[field setPlaceholder:...]`: as `label.text = ...`.
    mutating func scanSetterMessage(_ message: ObjCMessage) {
        guard let receiver = message.receiverName(in: stream), let match = keys.read(message.parts[0].range) else { return }
        let assignment = ReceiverFacts.Assignment(
            receiver: receiver, property: message.selector == "setText:" ? "text" : "placeholder", value: message.parts[0].range,
            index: message.open, scope: ReceiverFacts.scope(of: message.open, in: stream))
        placeViewText(match, assignment: assignment)
    }

    /// `title = ...` / `self.title = ...` in a view controller subclass declared in this file:
    /// the navigation bar shows it (and the tab bar item, when it has no title of its own).
    private mutating func scanControllerTitle(at equals: Int) {
        guard stream.isIdentifier(equals - 1, "title") else { return }
        let isSelf = stream.isPunctuation(equals - 2, ".") && stream.isIdentifier(equals - 3, "self")
        guard isSelf || stream[equals - 1]?.startsLine == true || stream.isPunctuation(equals - 2, ";") || stream.isPunctuation(equals - 2, "{") else { return }
        guard let match = keys.read(ReceiverFacts.value(after: equals, in: stream)) else { return }
        guard isInsideViewController(equals) else {
            addUnplaced(match, reason: "assigned to a `title` whose owner is not a view controller declared in this file")
            return
        }
        var inference = direct(match, .navTitle, notes: ["a view controller's title: also its tab bar item's title when that has none"])
        inference.confidence = .guess
        add(inference, keyStart: match.start)
    }

    private mutating func navigationTitle(_ match: KeyMatch, at index: Int) -> Inference {
        let nearby = facts.properties(of: "navigationItem", near: index)
        let bars = facts.assignments.values.joined().filter { $0.property == "prefersLargeTitles" && $0.receiver.hasSuffix("navigationBar") }
        if let mode = nearby.last(where: { $0.property == "largeTitleDisplayMode" }), names(in: mode.value).contains("always") {
            return direct(match, .largeTitle, notes: ["also shown as the inline title once the content scrolls"])
        }
        if bars.contains(where: { names(in: $0.value).contains("true") || names(in: $0.value).contains("YES") }),
           !nearby.contains(where: { $0.property == "largeTitleDisplayMode" && names(in: $0.value).contains("never") }) {
            var inference = direct(match, .largeTitle, notes: ["large because this file sets prefersLargeTitles; also shown inline once the content scrolls"])
            inference.confidence = .guess
            return inference
        }
        return direct(match, .navTitle)
    }

    /// `x.text =`, `x.placeholder =`, `content.secondaryText =`, `configuration.title =`,
    /// `button.configuration?.subtitle =`: the component from `x`'s declared type (or its name),
    /// the slot from assignments nearby.
    private mutating func placeViewText(_ match: KeyMatch, assignment: ReceiverFacts.Assignment) {
        let receiver = assignment.receiver
        let last = receiver.split(separator: ".").last.map(String.init) ?? receiver
        var declared = facts.type(of: receiver, near: assignment.index)?.type
        // UIKit: `UIButton.configuration` is the button's `UIButton.Configuration`.
        if declared == nil, last == "configuration", receiver != last,
           facts.type(of: String(receiver.dropLast(".configuration".count)), near: assignment.index)?.type == "UIButton" {
            declared = "UIButton.Configuration"
        }
        var inference = direct(match, .label)
        switch (last, declared, assignment.property) {
        case ("textLabel", _, "text"), ("detailTextLabel", _, "text"):
            inference.cell = CellContext(style: .unknown, role: last == "textLabel" ? .primary : .secondary)
        case (_, "UIListContentConfiguration", "text"), (_, "UIListContentConfiguration", "secondaryText"):
            inference.cell = CellContext(style: .unknown, role: assignment.property == "text" ? .primary : .secondary)
        case (_, "UILabel", "text"): break
        case (_, "UITextField", "text"), (_, "UITextField", "placeholder"): inference.component = .textField
        case (_, "UITextView", "text"): inference.component = .textView
        case (_, "UIButton.Configuration", "title"), (_, "UIButton.Configuration", "subtitle"):
            // A configuration button; the spec writer makes it one (`SlotSettings.mapComponent`).
            inference.component = .button
            inference.usesButtonConfiguration = true
            // As Interface Builder's `configuration.subtitle` (IBViewReaders.readButton).
            if assignment.property == "subtitle" { inference.notes.append("a configuration button's subtitle, measured as its title") }
        case (_, "UIBarButtonItem", "title"): inference.component = .barButton
        case (_, nil, "text") where last.lowercased().hasSuffix("label"):
            inference.confidence = .guess
            inference.notes.append("'\(last)' is not declared in this file; taken for a label from its name")
        case (_, nil, "placeholder") where last.lowercased().hasSuffix("field"):
            inference.component = .textField
            inference.confidence = .guess
            inference.notes.append("'\(last)' is not declared in this file; taken for a text field from its name")
        default:
            let what = declared.map { "a \($0)" } ?? "not declared in this file"
            addUnplaced(match, reason: "`\(receiver).\(assignment.property) =`: '\(last)' is \(what), not a view TypeFit knows")
            return
        }
        applyNearbyProperties(of: receiver, at: assignment.index, to: &inference)
        add(inference, keyStart: match.start)
    }

    /// Reads the font, lines, line break mode and shrinking set on the same receiver nearby;
    /// anything found makes the inference a `guess` (the font may belong to another moment).
    private func applyNearbyProperties(of receiver: String, at index: Int, to inference: inout Inference) {
        let properties = facts.properties(of: receiver, near: index)
        var adjusts = false, shrinks = false, minimumFontSize: Double?
        let reader = FontExpressionReader(stream: stream)
        for property in properties {
            let value = property.value
            let number = value.lazy.compactMap { self.stream[$0]?.kind == .number ? Double(self.stream[$0]!.text) : nil }.first
            let names = names(in: value)
            switch property.property {
            case "font": inference.font = reader.read(value, swiftUI: false) ?? inference.font
            case "numberOfLines": inference.lines = number.map(Int.init) ?? inference.lines
            case "lineBreakMode": inference.lineBreak = names.lazy.compactMap { TextLineBreak(code: $0) }.first ?? inference.lineBreak
            case "minimumScaleFactor": inference.minimumScaleFactor = number
            case "minimumFontSize": minimumFontSize = number
            case "adjustsFontForContentSizeCategory": adjusts = names.contains("true") || names.contains("YES")
            case "adjustsFontSizeToFitWidth": shrinks = names.contains("true") || names.contains("YES")
            case "borderStyle": inference.textField = TextFieldTraits(borderStyle: names.last, hasClearButton: inference.textField?.hasClearButton ?? false)
            case "clearButtonMode":
                inference.textField = TextFieldTraits(borderStyle: inference.textField?.borderStyle, hasClearButton: !names.contains("never") && !names.contains("UITextFieldViewModeNever"))
            default: continue
            }
            inference.confidence = .guess
            if !inference.notes.contains(where: { $0.hasPrefix("font and lines from") }) {
                inference.notes.append("font and lines from assignments to '\(receiver)' nearby (line \(stream[property.index]?.line ?? 0))")
            }
        }
        if adjusts, inference.font?.dynamicType == .scalesAtLoad { inference.font?.dynamicType = .scales }
        if !shrinks, inference.minimumScaleFactor.map({ $0 > 0 }) == true {
            inference.notes.append("minimumScaleFactor is set but adjustsFontSizeToFitWidth is not: UIKit does not shrink")
            inference.minimumScaleFactor = 0
        }
        if shrinks, inference.component == .textField, let minimum = minimumFontSize, let size = inference.font?.pointSize, size > 0 {
            inference.minimumScaleFactor = min(1, minimum / size)
        }
    }

    /// Whether `index` is inside a class whose superclass (declared in this file) is a view
    /// controller (`UIViewController`, `UITableViewController`, ... or one of this file's).
    private func isInsideViewController(_ index: Int) -> Bool {
        if language == .objectiveC {
            // The `@implementation Name` before the method.
            guard let implementation = (0..<index).last(where: { stream.isIdentifier($0, "@implementation") }),
                  let name = stream[implementation + 1]?.text else { return false }
            return isViewController(name)
        }
        for opener in stream.enclosingOpeners(of: index) where stream.isPunctuation(opener, "{") {
            var cursor = opener - 1
            while cursor > 0, let token = stream[cursor], !token.isIdentifier("class"), !token.isIdentifier("extension"),
                  !token.isPunctuation("}"), !token.isPunctuation("{"), !token.isPunctuation(")") { cursor -= 1 }
            guard stream.isIdentifier(cursor, "class") || stream.isIdentifier(cursor, "extension"),
                  let name = stream[cursor + 1]?.text else { continue }
            return isViewController(name)
        }
        return false
    }

    /// A name ending in `Controller`, after following the superclasses this file declares.
    private func isViewController(_ name: String) -> Bool {
        var type = name
        var seen: Set<String> = []
        while let parent = facts.superclasses[type], !seen.contains(type) {
            seen.insert(type)
            type = parent
        }
        return type.hasSuffix("Controller")
    }
}
