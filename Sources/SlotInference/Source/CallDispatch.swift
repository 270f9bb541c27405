/// Which pattern a Swift call or an Objective-C message is, by its name or selector.
extension SourceScanner {
    mutating func scanSwiftCall(at index: Int) {
        let name = stream[index]!.text
        let isMember = stream.isPunctuation(index - 1, ".")
        let arguments = stream.arguments(of: index + 1)
        func labeled(_ label: String) -> Range<Int>? { arguments.first { $0.label == label }?.range }
        switch (name, isMember) {
        case ("Text", false), ("Button", false), ("Label", false), ("TextField", false), ("SecureField", false),
             ("Toggle", false), ("Tab", false), ("NavigationLink", false), ("Link", false), ("Menu", false):
            scanSwiftUIView(at: index)
        case ("Section", false), ("Picker", false), ("Stepper", false), ("DatePicker", false), ("ColorPicker", false),
             ("LabeledContent", false), ("GroupBox", false), ("DisclosureGroup", false), ("ShareLink", false), ("ProgressView", false):
            scanUntitledComponent(at: index)
        case ("navigationTitle", true), ("navigationBarTitle", true):
            scanNavigationTitle(at: index)
        case ("alert", true), ("confirmationDialog", true):
            scanAlertModifier(at: index)
        case ("UIAlertController", false):
            placeAlertController(title: labeled("title"), message: labeled("message"), style: labeled("preferredStyle"), at: index)
        case ("UIAlertAction", false):
            if let title = labeled("title") { placeAlertAction(title: title, style: labeled("style"), at: index) }
        case ("addAction", true):
            if let alert = receiver(endingAt: index - 2), let action = arguments.first, action.range.count == 1,
               let variable = stream[action.range.lowerBound], variable.kind == .identifier {
                linkAction(named: variable.text, to: alert)
            }
        case ("UIBarButtonItem", false):
            if let title = labeled("title") { placeBarButtonItem(title: title, style: labeled("style"), at: index) }
        case ("UITabBarItem", false):
            if let title = labeled("title") { placeTabBarItem(title: title) }
        case ("UISegmentedControl", false):
            placeSegmentItems(labeled("items"), at: index)
        case ("insertSegment", true):
            if let title = labeled("withTitle") { placeSegment(title: title, receiver: receiver(endingAt: index - 2), at: index) }
        case ("setTitle", true):
            guard let title = arguments.first, title.label == nil else { return }
            if arguments.contains(where: { $0.label == "forSegmentAt" }) {
                placeSegment(title: title.range, receiver: receiver(endingAt: index - 2), at: index)
            } else if arguments.contains(where: { $0.label == "for" }) {
                // Only the normal state's title is the xib's `normalTitle`.
                let state = arguments.first { $0.label == "for" }.map { names(in: $0.range) } ?? []
                placeButtonTitle(title: title.range, receiver: state.contains("normal") ? receiver(endingAt: index - 2) : nil, at: index)
            }
        case ("UIAction", false), ("UICommand", false), ("UIMenu", false):
            if let title = labeled("title") { placeUnsupported(title: title, what: "a menu's title or action") }
        case ("UIContextualAction", false), ("UITableViewRowAction", false):
            if let title = labeled("title") { placeUnsupported(title: title, what: "a swipe action's title") }
        default:
            break
        }
    }

    /// `UISegmentedControl(items: [a, b])` / `initWithItems:@[a, b]`: the titles of one control.
    mutating func placeSegmentItems(_ items: Range<Int>?, at index: Int) {
        guard let items, var open = items.first else { return }
        if stream.isPunctuation(open, "@") { open += 1 }
        guard stream.isPunctuation(open, "[") else { return }
        let name = variableAssigned(before: index) ?? "#\(index)"
        for element in stream.arguments(of: open) {
            placeSegment(title: element.range, receiver: name, at: index)
        }
    }

    /// Objective-C messages with the same meanings as the Swift calls above.
    mutating func scanMessage(_ message: ObjCMessage) {
        let parts = message.parts
        // The receiver's first tokens name its class (`[[UIBarButtonItem alloc] init...]`): all
        // of them made nested messages quadratic (50,000 levels of `[` took 20 s).
        let receiverTokens = message.receiver.prefix(16).compactMap { stream[$0]?.text }
        func part(_ index: Int) -> Range<Int>? { index < parts.count ? parts[index].range : nil }
        switch message.selector {
        case "alertControllerWithTitle:message:preferredStyle:":
            placeAlertController(title: part(0), message: part(1), style: part(2), at: message.open)
        case "actionWithTitle:style:handler:":
            placeAlertAction(title: parts[0].range, style: part(1), at: message.open)
        case "addAction:":
            if let alert = message.receiverName(in: stream), parts[0].range.count == 1, let variable = stream[parts[0].range.lowerBound],
               variable.kind == .identifier {
                linkAction(named: variable.text, to: alert)
            }
        case _ where message.selector.hasPrefix("initWithTitle:style:") && receiverTokens.contains("UIBarButtonItem"):
            placeBarButtonItem(title: parts[0].range, style: part(1), at: message.open)
        case _ where message.selector.hasPrefix("initWithTitle:image:") && receiverTokens.contains("UITabBarItem"):
            placeTabBarItem(title: parts[0].range)
        case "initWithItems:" where receiverTokens.contains("UISegmentedControl"):
            placeSegmentItems(parts[0].range, at: message.open)
        case "insertSegmentWithTitle:atIndex:animated:":
            placeSegment(title: parts[0].range, receiver: message.receiverName(in: stream), at: message.open)
        case "setTitle:forSegmentAtIndex:":
            placeSegment(title: parts[0].range, receiver: message.receiverName(in: stream), at: message.open)
        case "setTitle:forState:":
            let normal = parts.count > 1 && names(in: parts[1].range).contains("UIControlStateNormal")
            placeButtonTitle(title: parts[0].range, receiver: normal ? message.receiverName(in: stream) : nil, at: message.open)
        case _ where message.selector.hasPrefix("actionWithTitle:image:"):
            placeUnsupported(title: parts[0].range, what: "a menu action's title")
        case "setText:", "setPlaceholder:":
            scanSetterMessage(message)
        default:
            break
        }
    }
}
