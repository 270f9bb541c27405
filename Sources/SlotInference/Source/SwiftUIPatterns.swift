import Catalogs
import TextMeasure

/// SwiftUI views that take a `LocalizedStringKey`, and where they sit.
///
/// `Text("key")` is a label unless it is inside a button's label, a tab item, an alert, a
/// toolbar or a segmented picker (see `placement(of:name:arguments:)`); its modifier chain
/// gives the font, lines, truncation, minimum scale and width. SwiftUI's `Text` wraps onto as
/// many lines as it needs unless a `lineLimit` says otherwise.
extension SourceScanner {
    /// Where a SwiftUI view puts its text.
    enum ViewPlacement {
        case placed(Component, group: (kind: InferredGroup.Kind, owner: Int)?, notes: [String])
        case unplaced(String)
    }

    mutating func scanSwiftUIView(at index: Int) {
        let name = stream[index]!.text
        let arguments = stream.arguments(of: index + 1)
        guard let first = arguments.first, first.label == nil else { return }
        for var match in keys.readAll(first.range, bareLiteral: true) {
            if name == "Text", let table = arguments.first(where: { $0.label == "tableName" }), let text = stream[table.range.lowerBound]?.plainString {
                match.key.table = text
            }
            // A `Text` bound to a name is shown where the name is used (`.navigationTitle(title)`,
            // `Alert.Button.cancel(label)`); without a use found, where it is made.
            let uses = name == "Text" ? boundViewUses(of: index) : []
            let placements = uses.isEmpty ? [(placement(of: index, name: name, arguments: arguments), [String]())]
                : uses.map { use in (placement(of: use.index, name: name, arguments: []), ["a Text bound to `\(use.name)`, shown where it is used (\(path):\(stream[use.index]!.line))"]) }
            for (place, useNotes) in placements {
            switch place {
            case .unplaced(let reason):
                addUnplaced(match, reason: reason)
            case .placed(let component, let groupOwner, let notes):
                var inference = direct(match, component, notes: useNotes + notes)
                let chain = ChainAttributes(context.modifiers(from: context.endOfCall(nameIndex: index)), stream: stream)
                inference.font = chain.font
                inference.lines = chain.lines ?? (name == "Text" && component == .label ? 0 : nil)
                inference.lineBreak = chain.lineBreak ?? (name == "Text" && component == .label ? .tail : nil)
                inference.minimumScaleFactor = chain.minimumScaleFactor
                inference.width = chain.width
                if let textCase = chain.textCase { inference.textCase = textCase }
                inference.notes += chain.notes
                if name == "Text", component == .label, chain.lines == nil { inference.notes.append("SwiftUI Text wraps: no lineLimit in this chain") }
                if chain.font == nil, [.label, .button, .textField].contains(component) {
                    inference.notes.append("no .font in this chain: the environment's font (Body unless a container sets another)")
                }
                inference.isProminent = hasCancelRole(arguments) && (component == .alertButton)
                if component == .barButton { inference.barPosition = toolbarItemPosition(of: index) }
                if let groupOwner { inference.groupID = group(groupOwner.kind, owner: groupOwner.owner, confidence: .likely) }
                add(inference, keyStart: match.start)
            }
            }
        }
    }

    /// Where a view made at `index` (the name of its call) is used when the statement binds it
    /// to a name: `let label = Text(...)` up to the end of its block, `self.title = Text(...)`
    /// (a property) in the outermost declaration around it. A use that is itself the argument of a call bound to
    /// a local name (`let cancel = Alert.Button.cancel(label)`) is followed once more, to that
    /// name's uses (`Alert(..., secondaryButton: cancel)`). Empty when the view is not bound, or
    /// no use is found.
    func boundViewUses(of index: Int) -> [(name: String, index: Int)] {
        func uses(ofBindingBefore start: Int) -> (name: String, uses: [Int])? {
            guard let name = variableAssigned(before: start), name != "_" else { return nil }
            // The binding's name token: before `=`, and before `: Type` when annotated.
            var nameIndex = start - 2
            if stream.isPunctuation(nameIndex - 1, ":") { nameIndex -= 2 }
            let isLocal = stream.isIdentifier(nameIndex - 1, "let") || stream.isIdentifier(nameIndex - 1, "var")
            // A local: to the end of its block. A property: through the outermost declaration
            // around it (its type's body), not another type's property of the same name.
            let blocks = stream.enclosingOpeners(of: start).filter { stream.isPunctuation($0, "{") }
            guard let block = isLocal ? blocks.first : blocks.last else { return nil }
            let range = (isLocal ? start : block)..<max(start, stream.after(block) - 1)
            // Not in the bound call itself (`self.title = Text(title)` names the parameter).
            let own = start..<(stream.isPunctuation(start + 1, "(") ? stream.after(start + 1) : start + 1)
            var found: [Int] = []
            for cursor in range where cursor != nameIndex && !own.contains(cursor) {
                guard let token = stream[cursor], token.kind == .identifier, token.text == name else { continue }
                // Not a member of something else (`x.title`), except `self.title`; not a
                // declaration, an assignment or an argument label (`title:`).
                if stream.isPunctuation(cursor - 1, "."), !stream.isIdentifier(cursor - 2, "self") { continue }
                if stream.isPunctuation(cursor + 1, ":") || stream.isOperator(cursor + 1, "=") { continue }
                if stream.isIdentifier(cursor - 1, "let") || stream.isIdentifier(cursor - 1, "var") { continue }
                found.append(cursor)
            }
            return (name, found)
        }
        guard let (name, direct) = uses(ofBindingBefore: index) else { return [] }
        var result: [(name: String, index: Int)] = []
        for use in direct {
            // `let cancel = Alert.Button.cancel(label, ...)`: the call's own uses.
            if let opener = stream.enclosingOpeners(of: use).first, stream.isPunctuation(opener, "("),
               let callStart = callStart(endingAt: opener - 1),
               let (outer, outerUses) = uses(ofBindingBefore: callStart), !outerUses.isEmpty,
               stream.isIdentifier(callStart - 3, "let") || stream.isIdentifier(callStart - 3, "var") {
                result += outerUses.map { ("\(name)` in `\(outer)", $0) }
                continue
            }
            result.append((name, use))
        }
        return result
    }

    /// The first token of a call's callee ending at `nameIndex` (`Alert.Button.cancel` from
    /// `cancel`): back over `identifier .` pairs.
    private func callStart(endingAt nameIndex: Int) -> Int? {
        guard stream[nameIndex]?.kind == .identifier else { return nil }
        var start = nameIndex
        while stream.isPunctuation(start - 1, "."), let previous = stream[start - 2], previous.kind == .identifier { start -= 2 }
        return start
    }

    /// `.navigationTitle("key")`: large at the root of a navigation stack unless the chain
    /// says `.navigationBarTitleDisplayMode(.inline)`.
    mutating func scanNavigationTitle(at index: Int) {
        guard let first = stream.arguments(of: index + 1).first, first.label == nil else { return }
        let (component, note) = navigationTitleComponent(modifier: index)
        let notDrawn = context.notDrawnReason(of: index)
        for match in keys.readAll(first.range, bareLiteral: true) {
            if let notDrawn { addUnplaced(match, reason: notDrawn); continue }
            var inference = direct(match, component, notes: note.map { [$0] } ?? [])
            inference.groupID = group(.navigationBar, owner: context.chainHead(ofModifier: index), confidence: .likely)
            add(inference, keyStart: match.start)
        }
    }

    func navigationTitleComponent(modifier index: Int) -> (Component, String?) {
        let chain = ChainAttributes(context.modifiers(before: index - 1) + context.modifiers(from: context.endOfCall(nameIndex: index)), stream: stream)
        switch chain.titleDisplayMode {
        case "inline": return (.navTitle, nil)
        case "large": return (.largeTitle, "also shown as the inline title once the content scrolls")
        default: return (.largeTitle, "no display mode in this chain: SwiftUI shows a large title at the root of a navigation stack (pushed screens take the previous one's mode); also shown inline once the content scrolls")
        }
    }

    /// `.alert("title", isPresented:)` and `.confirmationDialog("title", isPresented:)`: the title of
    /// the group its buttons and message join.
    mutating func scanAlertModifier(at index: Int) {
        let arguments = stream.arguments(of: index + 1)
        guard let first = arguments.first, first.label == nil else { return }
        let notDrawn = context.notDrawnReason(of: index)
        for match in keys.readAll(first.range, bareLiteral: true) {
            if let notDrawn { addUnplaced(match, reason: notDrawn); continue }
            let isDialog = stream.isIdentifier(index, "confirmationDialog")
            var inference = direct(match, .alertTitle)
            if isDialog, !(arguments.first { $0.label == "titleVisibility" }.map { names(in: $0.range).contains("visible") } ?? false) {
                inference.notes.append("a confirmation dialog shows its title only with titleVisibility: .visible")
            }
            inference.groupID = group(isDialog ? .actionSheet : .alert, owner: index, confidence: .likely)
            add(inference, keyStart: match.start)
        }
    }

    /// Views whose title has no component yet (`Section("key")`, `Picker("key", ...)`). A
    /// segmented picker does not draw its title at all (VoiceOver reads it).
    mutating func scanUntitledComponent(at index: Int) {
        guard let first = stream.arguments(of: index + 1).first, first.label == nil else { return }
        for match in keys.readAll(first.range, bareLiteral: true) { scanUntitledComponent(at: index, match) }
    }

    private mutating func scanUntitledComponent(at index: Int, _ match: KeyMatch) {
        let name = stream[index]!.text
        if name == "Picker", ChainAttributes(context.modifiers(from: context.endOfCall(nameIndex: index)), stream: stream).isSegmentedPicker {
            addUnplaced(match, reason: "a segmented picker's title, which is not drawn (VoiceOver reads it)", isNotDisplayed: true)
            return
        }
        if name == "Picker" {
            // In a Form or List a picker's row draws its title at the leading side, as a label;
            // elsewhere a menu picker shows only its selection (iOS 16 and later).
            guard context.owners(of: index).contains(where: { ["Form", "List", "Section"].contains($0.name) }) else {
                addUnplaced(match, reason: "a picker's title outside a Form or List in the same expression (a menu picker there shows only its selection)")
                return
            }
            var inference = direct(match, .label, notes: ["a picker's title, drawn as its row's label in a Form or List; the selection beside it takes room that is not subtracted"])
            inference.confidence = .guess
            let chain = ChainAttributes(context.modifiers(from: context.endOfCall(nameIndex: index)), stream: stream)
            inference.font = chain.font
            inference.lines = chain.lines ?? 0
            add(inference, keyStart: match.start)
            return
        }
        addUnplaced(match, reason: "the title of a \(name) (no component for it yet)")
    }

    private func hasCancelRole(_ arguments: [Argument]) -> Bool {
        arguments.first { $0.label == "role" }.map { names(in: $0.range).contains("cancel") } ?? false
    }

    /// The component a SwiftUI view's text is shown in, from the calls enclosing it.
    func placement(of index: Int, name: String, arguments: [Argument]) -> ViewPlacement {
        var component: Component = switch name {
        case "Button", "Link", "Menu": .button
        case "TextField", "SecureField": .textField
        default: .label
        }
        var notes: [String] = name == "Toggle" ? ["a Toggle's title: the switch beside it takes room that is not subtracted"] : []
        if let reason = context.notDrawnReason(of: index) { return .unplaced(reason) }
        let owners = context.owners(of: index)
        if name == "Tab" { return .placed(.tabItem, group: tabView(in: owners[...]).map { (.tabBar, $0) }, notes: []) }
        for (position, owner) in owners.enumerated() {
            let isClosure = stream.isPunctuation(owner.opener, "{")
            switch owner.name {
            case "Button", "Link", ".default", ".cancel", ".destructive":
                if component == .label { component = .button }
            case ".contextMenu":
                if owner.label == nil || owner.label == "menuItems" || owner.label == "menu" { return .unplaced("a context menu item (no component for it yet)") }
            case ".swipeActions":
                return .unplaced("a swipe action's title (no component for it yet)")
            case "Menu":
                if owner.label == nil || owner.label == "content" { return .unplaced("a menu item (no component for it yet)") }
                component = .button
            case ".tabItem":
                return .placed(.tabItem, group: tabView(in: owners[(position + 1)...]).map { (.tabBar, $0) }, notes: [])
            case "Tab":
                if owner.label == "label" { return .placed(.tabItem, group: tabView(in: owners[(position + 1)...]).map { (.tabBar, $0) }, notes: []) }
                return .placed(component, group: nil, notes: notes)
            case ".alert", ".confirmationDialog":
                let kind: InferredGroup.Kind = owner.name == ".alert" ? .alert : .actionSheet
                if owner.label == "message" { return .placed(.alertMessage, group: (kind, owner.nameIndex), notes: []) }
                if !isClosure, owner.label == nil { return .placed(.alertTitle, group: (kind, owner.nameIndex), notes: []) }
                return component == .button ? .placed(.alertButton, group: (kind, owner.nameIndex), notes: []) : .placed(component, group: nil, notes: notes)
            case "Alert", "ActionSheet":
                let kind: InferredGroup.Kind = owner.name == "Alert" ? .alert : .actionSheet
                switch owner.label {
                case "title": return .placed(.alertTitle, group: (kind, owner.nameIndex), notes: [])
                case "message": return .placed(.alertMessage, group: (kind, owner.nameIndex), notes: [])
                default: return .placed(.alertButton, group: (kind, owner.nameIndex), notes: [])
                }
            case ".toolbar", "ToolbarItem", "ToolbarItemGroup", ".navigationBarItems":
                return toolbarPlacement(component, owners: owners[position...], notes: notes)
            case "Picker":
                guard isClosure, owner.label == nil || owner.label == "content" else { return .unplaced("a picker's label (no component for it yet)") }
                let chain = ChainAttributes(context.modifiers(from: context.endOfCall(nameIndex: owner.nameIndex)), stream: stream)
                guard chain.isSegmentedPicker else { return .unplaced("an option of a picker that is not segmented (a menu or wheel; no component for it yet)") }
                return .placed(.segment, group: (.segmentedControl, owner.nameIndex), notes: [])
            case "TextField", "SecureField":
                if owner.label == "prompt" { return .placed(.textField, group: nil, notes: ["a text field's prompt (placeholder)"]) }
            case ".navigationTitle", ".navigationBarTitle":
                let (title, note) = navigationTitleComponent(modifier: owner.nameIndex)
                return .placed(title, group: (.navigationBar, context.chainHead(ofModifier: owner.nameIndex)), notes: note.map { [$0] } ?? [])
            default:
                // An app's own button view with a label or content closure (IceCubes'
                // `AsyncButton { } label: { Text(...) }`, kiwix's `OpenFileButton { Text(...) }`).
                // A button still: what holds it says where (a toolbar's is a bar button).
                if component == .label, isClosure, owner.label == nil || owner.label == "label", owner.name.first?.isUppercase == true,
                   owner.name.hasSuffix("Button"), owner.name != "Button" {
                    component = .button
                    notes.append("in `\(owner.name)`'s closure: taken for the button's title (a view of the app named ...Button)")
                }
                continue
            }
        }
        if component == .button, let (view, use) = toolbarOnlyView(around: index) {
            return .placed(.barButton, group: nil, notes: notes + ["in `\(view)`, which the app uses only in toolbars (\(use.file):\(use.line)): a bar button"])
        }
        if component == .label, let (view, use) = tabLabelView(around: index) {
            return .placed(.tabItem, group: nil, notes: ["in `\(view)`, which the app shows as a tab's label (\(use.file):\(use.line)): a tab item, the tightest of its slots"])
        }
        return .placed(component, group: nil, notes: notes)
    }

    /// The innermost view type or view property around `index` that the files show as a tab's
    /// label (IceCubes' `var label: some View` of `AppTab`, shown by `Tab(...) { } label: {
    /// tab.label }`), with its first such use. A view property is named with its type.
    private func tabLabelView(around index: Int) -> (String, SourceLocation)? {
        guard definitions.hasTabLabelUses else { return nil }
        for view in enclosingViews(of: index) {
            guard !view.isProperty || view.owner != nil else { continue }
            let name = view.owner.map { "\($0).\(view.name)" } ?? view.name
            if let uses = definitions.viewUses[name], uses.inTabLabel > 0, let first = uses.firstTabLabelUse { return (name, first) }
        }
        return nil
    }

    /// The view types and view properties around `index`, innermost first: a type's name
    /// (`struct BookmarkButton: View`), or a property (`var saveButton: some View`, not `body`)
    /// with the type it is declared in.
    private func enclosingViews(of index: Int) -> [(name: String, owner: String?, isProperty: Bool)] {
        var views: [(name: String, owner: String?, isProperty: Bool)] = []
        for opener in stream.enclosingOpeners(of: index) where stream.isPunctuation(opener, "{") {
            if let type = TypeDeclaration.at(opener: opener, in: stream) {
                views.append((type.name, nil, false))
            } else if stream.isIdentifier(opener - 1, "View"), stream.isIdentifier(opener - 2, "some"), stream.isPunctuation(opener - 3, ":"),
                      stream.isIdentifier(opener - 5, "var"), let property = stream[opener - 4], property.text != "body" {
                views.append((property.text, TypeDeclaration.enclosing(opener, in: stream), true))
            }
        }
        return views
    }

    /// The innermost view type or view property around `index` that the files read use only in
    /// toolbars, with its first such use. A view property used in its own type's views
    /// (kiwix's `mainArticle`, in the body of `ArticleShortcutButtons`) is in a toolbar when
    /// the type is used only there, so the walk goes on to the type.
    private func toolbarOnlyView(around index: Int) -> (String, SourceLocation)? {
        for view in enclosingViews(of: index) {
            guard let uses = definitions.viewUses[view.name], uses.elsewhere == 0, let first = uses.firstToolbarUse else {
                if view.isProperty { continue }
                return nil
            }
            return (view.name, first)
        }
        return nil
    }

    /// A button in `.toolbar { ... }`: a toolbar item with `placement: .bottomBar`, else a bar
    /// button in the navigation bar; text with `placement: .principal` is the bar's title.
    private func toolbarPlacement(_ component: Component, owners: ArraySlice<SwiftUIContext.Owner>, notes: [String]) -> ViewPlacement {
        let item = owners.first { $0.name == "ToolbarItem" || $0.name == "ToolbarItemGroup" }
        let placement = item.map { owner -> [String] in
            stream.isPunctuation(owner.nameIndex + 1, "(") ? names(in: (owner.nameIndex + 2)..<stream.partner[owner.nameIndex + 1]) : []
        } ?? []
        let toolbar = owners.first { $0.name == ".toolbar" }
        if placement.contains("bottomBar") {
            return .placed(.toolbarItem, group: toolbar.map { (.toolbar, $0.nameIndex) }, notes: [])
        }
        if component == .button {
            // The bar of the view whose modifier chain has this `.toolbar` (and its title).
            return .placed(.barButton, group: toolbar.map { (.navigationBar, context.chainHead(ofModifier: $0.nameIndex)) },
                           notes: notes.filter { $0.hasPrefix("in `") })
        }
        if placement.contains("principal") { return .placed(.navTitle, group: nil, notes: ["a custom title view (placement: .principal)"]) }
        return .placed(component, group: nil, notes: notes)
    }

    /// The side of the title a `ToolbarItem(placement:)` puts its button on, when it says:
    /// `.topBarLeading`, `.navigationBarLeading`, `.cancellationAction` lead; `.topBarTrailing`,
    /// `.navigationBarTrailing`, `.primaryAction`, `.confirmationAction` trail (iOS).
    func toolbarItemPosition(of index: Int) -> BarPosition? {
        guard let item = context.owners(of: index).first(where: { $0.name == "ToolbarItem" || $0.name == "ToolbarItemGroup" }),
              stream.isPunctuation(item.nameIndex + 1, "(") else { return nil }
        let placement = names(in: (item.nameIndex + 2)..<stream.partner[item.nameIndex + 1])
        if placement.contains(where: { ["topBarLeading", "navigationBarLeading", "cancellationAction"].contains($0) }) { return .leading }
        if placement.contains(where: { ["topBarTrailing", "navigationBarTrailing", "primaryAction", "confirmationAction"].contains($0) }) {
            return .trailing
        }
        return nil
    }

    /// Navigation bars found in one view's modifier chain are kept as groups only when they
    /// have a title and an item beside it; otherwise their keys are slots of their own.
    mutating func dissolveLoneNavigationBars() {
        for (owner, group) in groups where group.kind == .navigationBar {
            let members = batch.inferences.filter { $0.groupID == group.id }
            let hasTitle = members.contains { $0.component == .navTitle || $0.component == .largeTitle }
            guard !hasTitle || members.count < 2 else { continue }
            for index in batch.inferences.indices where batch.inferences[index].groupID == group.id { batch.inferences[index].groupID = nil }
            groups[owner] = nil
        }
    }

    /// The `TabView` whose closure holds a tab item.
    private func tabView(in owners: ArraySlice<SwiftUIContext.Owner>) -> Int? {
        owners.first { $0.name == "TabView" }?.nameIndex
    }
}
