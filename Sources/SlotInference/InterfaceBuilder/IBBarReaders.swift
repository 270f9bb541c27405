import Catalogs

/// Navigation items, bar button items, toolbars, tab bars, and the texts with no component yet.
extension InterfaceBuilderReader {
    /// The title (inline or large, see `IBControllerGraph`), the back button and the bar button
    /// items beside the title, as one navigation bar group as wide as the screen.
    mutating func readNavigationItem(_ element: MarkupElement, context: Context) {
        guard let id = element.attributes["id"] else { return }
        let attributes = element.attributes
        let group = InferredGroup(id: "\(path):\(element.line)", kind: .navigationBar, width: context.screenWidth,
                                  location: location(element.line), confidence: .exact)
        batch.groups.append(group)
        let (component, note) = titleComponent(mode: attributes["largeTitleDisplayMode"], controllerID: context.controllerID)
        var title = Inference(key: key(id, "title"), component: component, groupID: group.id,
                              location: location(element.line), confidence: .exact, source: .interfaceBuilder)
        if let note { title.notes.append(note) }
        add(title, line: element.line, text: attributes["title"])
        let back = Inference(key: key(id, "backButtonTitle"), component: .backButton, groupID: group.id,
                             location: location(element.line), confidence: .exact, source: .interfaceBuilder,
                             notes: ["shown on the back button of the screens pushed after this one"])
        add(back, line: element.line, text: attributes["backButtonTitle"])
        if let prompt = attributes["prompt"], !prompt.isEmpty {
            addUnplaced(key(id, "prompt"), line: element.line, reason: "a navigation bar prompt (no component for it yet)")
        }
        for child in element.elements {
            switch child.localName {
            case "barButtonItem":
                let isBack = child.attributes["key"] == "backBarButtonItem"
                readBarButtonItem(child, component: isBack ? .backButton : .barButton, groupID: group.id)
            case "leftBarButtonItems", "rightBarButtonItems":
                for item in child.elements(named: "barButtonItem") { readBarButtonItem(item, component: .barButton, groupID: group.id) }
            default:
                break
            }
        }
        if let index = batch.groups.lastIndex(where: { $0.id == group.id }) {
            batch.groups[index].members = batch.inferences.filter { $0.groupID == group.id }.map(\.key)
            batch.groups[index].itemCount = batch.groups[index].members.count
        }
    }

    /// A toolbar (`<toolbar>` or a controller's `<toolbarItems>`): one group; flexible and fixed
    /// spaces are not items.
    mutating func readToolbar(_ element: MarkupElement, context: Context) {
        let items = (element.localName == "toolbar" ? element.element(named: "items")?.elements : element.elements) ?? []
        let realItems = items.filter { $0.localName == "barButtonItem" && !["flexibleSpace", "fixedSpace"].contains($0.attributes["systemItem"] ?? "") }
        guard !realItems.isEmpty else { return }
        var group = InferredGroup(id: "\(path):\(element.line)", kind: .toolbar, itemCount: realItems.count,
                                  width: IBGeometry.frameWidth(of: element) ?? context.screenWidth,
                                  location: location(element.line), confidence: .exact)
        for item in realItems {
            if let inference = readBarButtonItem(item, component: .toolbarItem, groupID: group.id) { group.members.append(inference.key) }
        }
        batch.groups.append(group)
    }

    /// A standalone `<tabBar>` and its items.
    mutating func readTabBar(_ element: MarkupElement, context: Context) {
        let items = element.element(named: "items")?.elements(named: "tabBarItem") ?? []
        // A tab bar controller's own `<tabBar key="tabBar">` lists no items: its tabs are the
        // controllers it links to (see `IBControllerGraph`).
        guard !items.isEmpty else { return }
        var group = InferredGroup(id: "\(path):\(element.line)", kind: .tabBar, itemCount: items.count,
                                  width: IBGeometry.frameWidth(of: element) ?? context.screenWidth,
                                  location: location(element.line), confidence: .exact)
        for item in items {
            if let inference = readTabBarItem(item, groupID: group.id) { group.members.append(inference.key) }
        }
        batch.groups.append(group)
    }

    /// A tab bar item's title: 10 pt under its icon, never scaled (reference: tab bar).
    @discardableResult
    mutating func readTabBarItem(_ element: MarkupElement, groupID: String?) -> Inference? {
        guard let id = element.attributes["id"], let title = element.attributes["title"], !title.isEmpty else { return nil }
        let inference = Inference(key: key(id, "title"), component: .tabItem,
                                  groupID: groupID ?? graph?.tabBarGroupOfItem[id],
                                  location: location(element.line), confidence: .exact, source: .interfaceBuilder)
        add(inference, line: element.line, text: title)
        return inference
    }

    /// A bar button item with a title (system items such as Done are localized by UIKit and
    /// have no key). `style="done"` shows Semibold.
    @discardableResult
    mutating func readBarButtonItem(_ element: MarkupElement, component: SlotComponent, groupID: String?) -> Inference? {
        guard let id = element.attributes["id"], let title = element.attributes["title"], !title.isEmpty else { return nil }
        let inference = Inference(key: key(id, "title"), component: component, isProminent: element.attributes["style"] == "done",
                                  groupID: groupID, location: location(element.line), confidence: .exact, source: .interfaceBuilder)
        add(inference, line: element.line, text: title)
        return inference
    }

    /// Section headers and footers of static table views: no component for them yet.
    mutating func readSectionTitles(_ element: MarkupElement) {
        guard let id = element.attributes["id"] else { return }
        for property in ["headerTitle", "footerTitle"] {
            guard let text = element.attributes[property], !text.isEmpty else { continue }
            addUnplaced(key(id, property), line: element.line, reason: "a table view section \(property == "headerTitle" ? "header" : "footer") (no component for it yet)")
        }
    }

    /// Search bar placeholder, prompt and scope titles: no component for them yet.
    mutating func readSearchBar(_ element: MarkupElement) {
        guard let id = element.attributes["id"] else { return }
        for property in ["placeholder", "prompt", "text"] {
            guard let text = element.attributes[property], !text.isEmpty else { continue }
            addUnplaced(key(id, property), line: element.line, reason: "a search bar's \(property) (no component for it yet)")
        }
        let scopes = element.element(named: "scopeButtonTitles")?.elements ?? []
        for (index, scope) in scopes.enumerated() where !scope.text.isEmpty || scope.attributes["title"] != nil {
            addUnplaced(key(id, "scopeButtonTitles[\(index)]"), line: scope.line, reason: "a search bar scope button (no component for it yet)")
        }
    }

    /// Large or inline title. `always`/`never` decide; `automatic` (or none) follows the
    /// navigation controller: a large title when the document's navigation controller prefers
    /// large titles and this screen is its root or pushed from it.
    private func titleComponent(mode: String?, controllerID: String?) -> (SlotComponent, String?) {
        switch mode {
        case "always":
            return (.largeTitle, "also shown as the inline title once the content scrolls")
        case "never":
            return (.navTitle, nil)
        default:
            if let controllerID, graph?.largeTitleControllers.contains(controllerID) == true {
                return (.largeTitle, "large because the navigation bar prefers large titles; also shown as the inline title once the content scrolls")
            }
            return (.navTitle, nil)
        }
    }
}
