import Catalogs
import TextMeasure

/// UIKit's text-taking APIs, the same for Swift calls and Objective-C messages: each `place...`
/// takes the token ranges of the arguments, wherever they were found.
extension SourceScanner {
    func direct(_ match: KeyMatch, _ component: Component, notes: [String] = []) -> Inference {
        var inference = Inference(key: match.key, component: component, location: SourceLocation(file: path, line: match.line),
                                  confidence: match.isGuess ? .guess : .likely, source: language.source,
                                  notes: notes + (match.via.map { ["the key reaches here through \($0)"] } ?? []))
        inference.textCase = match.textCase
        return inference
    }

    /// `UIAlertController(title:message:preferredStyle:)`: title and message of one alert (or
    /// action sheet) group, which the actions added to the same variable join.
    mutating func placeAlertController(title: Range<Int>?, message: Range<Int>?, style: Range<Int>?, at index: Int) {
        let isSheet = style.map { names(in: $0).contains { $0 == "actionSheet" || $0 == "UIAlertControllerStyleActionSheet" } } ?? false
        let id = group(isSheet ? .actionSheet : .alert, owner: index, confidence: .likely)
        if let variable = variableAssigned(before: index) { alertGroupOfVariable[variable] = index }
        for (range, component) in [(title, Component.alertTitle), (message, .alertMessage)] {
            for match in range.map({ keys.readAll($0) }) ?? [] {
                var inference = direct(match, component)
                inference.groupID = id
                add(inference, keyStart: match.start)
            }
        }
    }

    /// `UIAlertAction(title:style:handler:)`: cancel actions are shown Semibold. It joins the
    /// alert it is added to: `alert.addAction(UIAlertAction(...))` here, or later through its
    /// variable (`alert.addAction(ok)`).
    mutating func placeAlertAction(title: Range<Int>, style: Range<Int>?, at index: Int) {
        for match in keys.readAll(title) {
            var inference = direct(match, .alertButton)
            inference.isProminent = style.map { names(in: $0).contains { $0 == "cancel" || $0 == "UIAlertActionStyleCancel" } } ?? false
            if let alert = enclosingAddActionReceiver(of: index), let owner = alertGroupOfVariable[alert] {
                inference.groupID = groups[owner]?.id
            }
            if let variable = variableAssigned(before: index) { actionOfVariable[variable] = batch.inferences.count }
            add(inference, keyStart: match.start)
        }
    }

    /// `alert.addAction(ok)` where `ok` was made by `UIAlertAction(...)` earlier in the file.
    mutating func linkAction(named variable: String, to alert: String) {
        guard let position = actionOfVariable[variable], let owner = alertGroupOfVariable[alert], var group = groups[owner],
              batch.inferences[position].groupID == nil else { return }
        batch.inferences[position].groupID = group.id
        if !group.members.contains(batch.inferences[position].key) { group.members.append(batch.inferences[position].key) }
        groups[owner] = group
    }

    /// `UIBarButtonItem(title:style:target:action:)`: `.done` (and iOS 26's `.prominent`) shows
    /// Semibold; inside `toolbarItems = [...]` or `setToolbarItems([...])` it is a toolbar item.
    mutating func placeBarButtonItem(title: Range<Int>, style: Range<Int>?, at index: Int) {
        for match in keys.readAll(title) {
            var inference = direct(match, .barButton)
            inference.isProminent = style.map { names(in: $0).contains { ["done", "prominent", "UIBarButtonItemStyleDone"].contains($0) } } ?? false
            if let toolbar = enclosingToolbarArray(of: index) {
                inference.component = .toolbarItem
                inference.groupID = group(.toolbar, owner: toolbar, confidence: .likely)
            }
            add(inference, keyStart: match.start)
        }
    }

    mutating func placeTabBarItem(title: Range<Int>) {
        for match in keys.readAll(title) {
            add(direct(match, .tabItem), keyStart: match.start)
        }
    }

    /// A segment title: `insertSegment(withTitle:at:animated:)`, `setTitle(_:forSegmentAt:)`,
    /// or an element of `UISegmentedControl(items: [...])`; segments of one control (one
    /// receiver in the file) form one group.
    mutating func placeSegment(title: Range<Int>, receiver: String?, at index: Int) {
        for match in keys.readAll(title) {
            var inference = direct(match, .segment)
            if let receiver {
                let owner = segmentGroupOfReceiver[receiver] ?? index
                segmentGroupOfReceiver[receiver] = owner
                inference.groupID = group(.segmentedControl, owner: owner, confidence: .likely)
            }
            add(inference, keyStart: match.start)
        }
    }

    /// `button.setTitle(_:for:)`: a button's title (the receiver's type is not needed: only
    /// `UIButton` has this method). A receiver that is an outlet gives the button's xib slot
    /// (`Inference.outlet`), unless the code sets its font or configuration nearby.
    mutating func placeButtonTitle(title: Range<Int>, receiver: String? = nil, at index: Int? = nil) {
        var outlet: OutletReference?
        if let receiver, let index, var reference = outletReference(receiver: receiver, textProperty: "normalTitle", at: index) {
            reference.codeSetsTraits = !facts.properties(of: receiver + ".titleLabel", near: index).isEmpty
                || facts.properties(of: receiver, near: index).contains { ["font", "configuration", "titleLabel"].contains($0.property) }
            outlet = reference
        }
        for match in keys.readAll(title) {
            var inference = direct(match, .button)
            inference.outlet = outlet
            add(inference, keyStart: match.start)
        }
    }

    /// A menu action, swipe action or other titled thing with no component yet.
    mutating func placeUnsupported(title: Range<Int>, what: String) {
        for match in keys.readAll(title) {
            addUnplaced(match, reason: "\(what) (no component for it yet)")
        }
    }

    // MARK: - Where things are

    func names(in range: Range<Int>) -> [String] {
        range.compactMap { stream[$0]?.kind == .identifier ? stream[$0]?.text : nil }
    }

    /// The variable an expression starting at `start` is assigned to: `let v = `, `v = `,
    /// `let v: T = `, Objective-C `T *v = `.
    func variableAssigned(before start: Int) -> String? {
        var cursor = start - 1
        guard stream[cursor]?.isOperator("=") == true else { return nil }
        cursor -= 1
        if let type = stream[cursor], type.kind == .identifier, stream.isPunctuation(cursor - 1, ":") { cursor -= 2 }
        guard let name = stream[cursor], name.kind == .identifier else { return nil }
        return name.text.hasPrefix("_") && name.text.count > 1 ? String(name.text.dropFirst()) : name.text
    }

    /// The receiver of the `addAction` call or message enclosing `index`, if any.
    private func enclosingAddActionReceiver(of index: Int) -> String? {
        guard let opener = stream.enclosingOpeners(of: index).first else { return nil }
        if stream.isPunctuation(opener, "("), stream.isIdentifier(opener - 1, "addAction"), stream.isPunctuation(opener - 2, ".") {
            return receiver(endingAt: opener - 3)
        }
        if stream.isPunctuation(opener, "["), let message = ObjCMessage(stream: stream, open: opener), message.selector == "addAction:" {
            return message.receiverName(in: stream)
        }
        return nil
    }

    /// The `[` of `toolbarItems = [...]` / `setToolbarItems([...], animated:)` enclosing `index`.
    private func enclosingToolbarArray(of index: Int) -> Int? {
        for opener in stream.enclosingOpeners(of: index) where stream.isPunctuation(opener, "[") || stream.isPunctuation(opener, "(") {
            if stream[opener - 1]?.isOperator("=") == true, stream.isIdentifier(opener - 2, "toolbarItems") { return opener }
            if stream.isIdentifier(opener - 1, "setToolbarItems") { return opener }
            if stream.isPunctuation(opener - 1, "@"), stream[opener - 2]?.isOperator("=") == true, stream.isIdentifier(opener - 3, "toolbarItems") { return opener }
        }
        return nil
    }

    /// The receiver path ending at `end` (the token before a `.member`), without `self`.
    func receiver(endingAt end: Int) -> String? {
        var start = end
        while start > 0, let previous = stream[start - 1],
              previous.isPunctuation(".") || previous.isOperator("?") || previous.isOperator("!")
                || (previous.kind == .identifier && stream[start]?.kind != .identifier) {
            start -= 1
        }
        return ReceiverPath.name(of: start..<(end + 1), in: stream)
    }
}
