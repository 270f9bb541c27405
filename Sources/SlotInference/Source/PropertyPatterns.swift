/// Keys assigned to properties: `navigationItem.title = ...`, `tabBarItem.title = ...`,
/// `label.text = ...` (with the label's font and lines read from assignments nearby),
/// `cell.textLabel?.text = ...`, `content.secondaryText = ...`, `textField.placeholder = ...`.
extension SourceScanner {
    mutating func scanAssignment(at equals: Int) {
        guard let assignment = ReceiverFacts.assignment(at: equals, in: stream) else {
            scanControllerTitle(at: equals)
            return
        }
        for match in keys.readAll(assignment.value) {
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
                // `banner.message = ...` where the app's `BannerView` has a setter for `message`.
                if let type = facts.type(of: assignment.receiver, near: assignment.index)?.declaration.type, !type.hasPrefix("UI") {
                    _ = recordSetterArgument(match, type: type, assignment: assignment)
                }
            }
        }
    }

    /// `[label setText:...]`, `[field setPlaceholder:...]`: as `label.text = ...`.
    mutating func scanSetterMessage(_ message: ObjCMessage) {
        guard let receiver = message.receiverName(in: stream) else { return }
        for match in keys.readAll(message.parts[0].range) {
            let assignment = ReceiverFacts.Assignment(
                receiver: receiver, property: message.selector == "setText:" ? "text" : "placeholder", value: message.parts[0].range,
                index: message.open, scope: ReceiverFacts.scope(of: message.open, in: stream))
            placeViewText(match, assignment: assignment)
        }
    }

    /// `title = ...` / `self.title = ...` in a view controller subclass declared in this file:
    /// the navigation bar shows it (and the tab bar item, when it has no title of its own).
    private mutating func scanControllerTitle(at equals: Int) {
        guard stream.isIdentifier(equals - 1, "title") else { return }
        let isSelf = stream.isPunctuation(equals - 2, ".") && stream.isIdentifier(equals - 3, "self")
        guard isSelf || stream[equals - 1]?.startsLine == true || stream.isPunctuation(equals - 2, ";") || stream.isPunctuation(equals - 2, "{") else { return }
        // A bare `title` is a local when a body around it declares one (`NSString *title;`,
        // `let title: String`); in Objective-C the property is always `self.title`.
        if !isSelf, language == .objectiveC || declaresLocal("title", before: equals - 1) { return }
        for match in keys.readAll(ReceiverFacts.value(after: equals, in: stream)) {
            guard isInsideViewController(equals) else {
                addUnplaced(match, reason: "assigned to a `title` whose owner is not a view controller declared in this file")
                continue
            }
            var inference = direct(match, .navTitle, notes: ["a view controller's title: also its tab bar item's title when that has none"])
            inference.confidence = .guess
            add(inference, keyStart: match.start)
        }
    }

    /// Whether a function body around `index` declares `name` before it (`let name`, `var name`,
    /// `if let name`, `for name in`).
    private func declaresLocal(_ name: String, before index: Int) -> Bool {
        guard let body = stream.enclosingOpeners(of: index).last(where: { stream.isPunctuation($0, "{") && TypeDeclaration.at(opener: $0, in: stream) == nil
                                                                           && stream.enclosingOpeners(of: $0).contains { TypeDeclaration.at(opener: $0, in: stream) != nil } })
        else { return false }
        for position in body..<index where stream.isIdentifier(position, name) {
            if stream.isIdentifier(position - 1, "let") || stream.isIdentifier(position - 1, "var") || stream.isIdentifier(position - 1, "for") { return true }
        }
        return false
    }

    private mutating func navigationTitle(_ match: KeyMatch, at index: Int) -> Inference {
        let nearby = facts.properties(of: "navigationItem", near: index)
        let bars = facts.largeTitleSettings
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
        let found = facts.type(of: receiver, near: assignment.index)
        var declared = found?.type
        // As declared, before this file's superclasses are followed (`SwitchTableViewCell`).
        let appType = found?.declaration.type
        // UIKit: `UIButton.configuration` is the button's `UIButton.Configuration`.
        if declared == nil, last == "configuration", receiver != last,
           facts.type(of: String(receiver.dropLast(".configuration".count)), near: assignment.index)?.type == "UIButton" {
            declared = "UIButton.Configuration"
        }
        // An app's own subclass declared in another file (`class ThemeableLabel: UILabel`).
        var subclassNote: String?
        if let name = declared, !name.hasPrefix("UI"), let ancestor = definitions.uikitAncestor(of: name) {
            declared = ancestor.type
            subclassNote = "'\(last)' is a \(name), which the app declares as a \(ancestor.type) subclass (\(ancestor.declaredAt))"
        }
        var inference = direct(match, .label)
        if let subclassNote { inference.notes.append(subclassNote) }
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
            // `cell.title = ...` where the app's cell declares `var title: String? { set { ... } }`.
            if let appType, !appType.hasPrefix("UI"), recordSetterArgument(match, type: appType, assignment: assignment) { return }
            let what = declared.map { "a \($0)" } ?? "not declared in this file"
            addUnplaced(match, reason: "`\(receiver).\(assignment.property) =`: '\(last)' is \(what), not a view TypeFit knows")
            return
        }
        if inference.cell == nil, !inference.usesButtonConfiguration, [.label, .textField, .textView].contains(inference.component) {
            inference.outlet = outletReference(receiver: receiver, textProperty: assignment.property, at: assignment.index)
        }
        applyNearbyProperties(of: receiver, at: assignment.index, to: &inference)
        if inference.outlet != nil, inference.notes.contains(where: { $0.hasPrefix("font and lines from assignments") }) {
            inference.outlet?.codeSetsTraits = true
        }
        add(inference, keyStart: match.start)
    }

    /// Reads the font, lines, line break mode and shrinking set on the same receiver nearby;
    /// anything found makes the inference a `guess` (the font may belong to another moment).
    private mutating func applyNearbyProperties(of receiver: String, at index: Int, to inference: inout Inference) {
        let nearby = nearbyProperties(of: receiver, at: index)
        if let line = nearby.firstLine {
            inference.confidence = .guess
            if !inference.notes.contains(where: { $0.hasPrefix("font and lines from") }) {
                inference.notes.append("font and lines from assignments to '\(receiver)' nearby (line \(line))")
            }
        }
        inference.font = nearby.font ?? inference.font
        inference.lines = nearby.lines ?? inference.lines
        inference.lineBreak = nearby.lineBreak ?? inference.lineBreak
        if let scale = nearby.minimumScaleFactor { inference.minimumScaleFactor = scale }
        if nearby.borderStyle != nil || nearby.hasClearButton != nil {
            inference.textField = TextFieldTraits(borderStyle: nearby.borderStyle ?? inference.textField?.borderStyle,
                                                  hasClearButton: nearby.hasClearButton ?? inference.textField?.hasClearButton ?? false)
        }
        if nearby.adjusts, inference.font?.dynamicType == .scalesAtLoad { inference.font?.dynamicType = .scales }
        if !nearby.shrinks, inference.minimumScaleFactor.map({ $0 > 0 }) == true {
            inference.notes.append("minimumScaleFactor is set but adjustsFontSizeToFitWidth is not: UIKit does not shrink")
            inference.minimumScaleFactor = 0
        }
        if nearby.shrinks, inference.component == .textField, let minimum = nearby.minimumFontSize, let size = inference.font?.pointSize, size > 0 {
            inference.minimumScaleFactor = min(1, minimum / size)
        }
    }

    /// What the assignments to `receiver` near `index` set, each property as its last
    /// assignment in file order leaves it; read once per receiver and place, since a file that
    /// assigns one variable thousands of times read them all again for each (quadratic: 5,000
    /// `l.text =` lines took 9 s).
    private mutating func nearbyProperties(of receiver: String, at index: Int) -> NearbyProperties {
        let place = facts.place(of: receiver, near: index)
        if let known = nearbyByPlace[place] { return known }
        var nearby = NearbyProperties()
        let reader = FontExpressionReader(stream: stream)
        let tokens = stream
        for property in facts.properties(of: receiver, near: index) {
            let value = property.value
            let number = value.lazy.compactMap { tokens[$0]?.kind == .number ? tokens[$0].flatMap { Double($0.text) } : nil }.first
            let names = names(in: value)
            switch property.property {
            case "font": nearby.font = reader.read(value, swiftUI: false) ?? nearby.font
            case "numberOfLines": nearby.lines = number.flatMap(Self.lineCount) ?? nearby.lines
            case "lineBreakMode": nearby.lineBreak = names.lazy.compactMap { TextLineBreak(code: $0) }.first ?? nearby.lineBreak
            // Outside 0...1 (a spec refuses it: `minimumScaleFactor = 5` was written so), ignored
            // as a hostile `numberOfLines` is; an expression with no number still sets it unknown.
            case "minimumScaleFactor":
                if let number {
                    if (0...1).contains(number) { nearby.minimumScaleFactor = .some(number) }
                } else {
                    nearby.minimumScaleFactor = .some(nil)
                }
            case "minimumFontSize": nearby.minimumFontSize = number
            case "adjustsFontForContentSizeCategory": nearby.adjusts = names.contains("true") || names.contains("YES")
            case "adjustsFontSizeToFitWidth": nearby.shrinks = names.contains("true") || names.contains("YES")
            case "borderStyle": nearby.borderStyle = .some(names.last)
            case "clearButtonMode": nearby.hasClearButton = !names.contains("never") && !names.contains("UITextFieldViewModeNever")
            default: continue
            }
            if nearby.firstLine == nil { nearby.firstLine = stream[property.index]?.line ?? 0 }
        }
        nearbyByPlace[place] = nearby
        return nearby
    }

    /// A `numberOfLines` value as a count of lines: nil below 0 or from a billion on, as a
    /// spec's lines (a hostile `1e300` trapped the conversion to `Int`).
    static func lineCount(_ value: Double) -> Int? {
        value.isFinite && value >= 0 && value < 1e9 ? Int(value) : nil
    }

    /// Whether `index` is inside a class whose superclass (declared in this file) is a view
    /// controller (`UIViewController`, `UITableViewController`, ... or one of this file's).
    private func isInsideViewController(_ index: Int) -> Bool {
        if language == .objectiveC {
            // The `@implementation Name` before the method.
            guard let implementation = facts.implementation(before: index),
                  let name = stream[implementation + 1]?.text else { return false }
            return isViewController(name)
        }
        // The innermost type: a struct or enum nested in a view controller (`self.title = title`
        // in its initializer) is not the controller.
        for opener in stream.enclosingOpeners(of: index) where stream.isPunctuation(opener, "{") {
            guard let type = TypeDeclaration.at(opener: opener, in: stream) else { continue }
            return (type.keyword == "class" || type.keyword == "extension") && isViewController(type.name)
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

/// What the assignments to one receiver in one place set (`SourceScanner.nearbyProperties`):
/// each property as the last assignment to it leaves it, nil where none sets it.
struct NearbyProperties {
    var font: InferredFont?
    var lines: Int?
    var lineBreak: TextLineBreak?
    /// Set (to the number, or nil when it has none) by the last `minimumScaleFactor =`.
    var minimumScaleFactor: Double??
    var minimumFontSize: Double?
    var adjusts = false
    var shrinks = false
    /// Set (to the last name, or nil) by the last `borderStyle =`.
    var borderStyle: String??
    var hasClearButton: Bool?
    /// The line of the first property read, which makes an inference a guess.
    var firstLine: Int?
}
