import Catalogs
import TextMeasure

/// Navigation items, bar button items, toolbars, tab bars, and the texts with no component yet.
extension InterfaceBuilderReader {
    /// The title (inline or large, see `IBControllerGraph`) and the bar button items beside it,
    /// as one navigation bar group as wide as the screen. The item's back title
    /// (`backButtonTitle`, or its `backBarButtonItem`'s title) is not shown in this bar but on
    /// the screens pushed after it: `pairBackButtons()` puts it there once every scene is read.
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
        var bar = NavigationBarScene(groupID: group.id, line: element.line)
        if let text = attributes["title"], !text.isEmpty { bar.title = batch.inferences.last }
        if let text = attributes["backButtonTitle"], !text.isEmpty {
            bar.back = displayed(Inference(key: key(id, "backButtonTitle"), component: .backButton, location: location(element.line),
                                           confidence: .exact, source: .interfaceBuilder), line: element.line, text: text)
        }
        if let prompt = attributes["prompt"], !prompt.isEmpty {
            addUnplaced(key(id, "prompt"), line: element.line, reason: "a navigation bar prompt (no component for it yet)")
        }
        for child in element.elements {
            switch child.localName {
            case "barButtonItem" where child.attributes["key"] == "backBarButtonItem":
                if let itemID = child.attributes["id"], let text = child.attributes["title"], !text.isEmpty, bar.back == nil {
                    bar.back = displayed(Inference(key: key(itemID, "title"), component: .backButton, location: location(child.line),
                                                   confidence: .exact, source: .interfaceBuilder), line: child.line, text: text)
                }
            case "barButtonItem":
                let side: BarPosition? = child.attributes["key"] == "leftBarButtonItem" ? .leading
                    : child.attributes["key"] == "rightBarButtonItem" ? .trailing : nil
                readBarButtonItem(child, component: .barButton, groupID: group.id, position: side)
            case "leftBarButtonItems", "rightBarButtonItems":
                let side: BarPosition = child.localName == "leftBarButtonItems" ? .leading : .trailing
                for item in child.elements(named: "barButtonItem") { readBarButtonItem(item, component: .barButton, groupID: group.id, position: side) }
            default:
                break
            }
        }
        if let controllerID = context.controllerID { navigationBars[controllerID] = bar } else { unpairedBars.append(bar) }
    }

    /// Puts each navigation item's back title where UIKit shows it: as the `back` of the bars of
    /// the screens pushed from it (show and push segues in this document). Without a back title
    /// of its own, the back button shows the previous screen's title, so that title joins the
    /// pushed screen's bar as its back button too (`UINavigationItem.backButtonTitle`, Apple
    /// docs). A back title with no screen pushed from it in this file is a slot on its own.
    mutating func pairBackButtons() {
        let controllers = navigationBars.keys.sorted { (graph?.controller($0)?.line ?? 0, $0) < (graph?.controller($1)?.line ?? 0, $1) }
        for controllerID in controllers {
            let bar = navigationBars[controllerID]!
            let pushed = (graph?.controller(controllerID)?.segues ?? [])
                .filter { ($0.kind == "show" || $0.kind == "push") && $0.relationship == nil }
                .compactMap { navigationBars[$0.destination] }
            guard let back = bar.back ?? bar.title.map({ title in
                var back = title
                back.component = .backButton
                back.groupID = nil
                back.notes = ["the previous screen's title, shown by the back button of the screens pushed from it"]
                return back
            }) else { continue }
            for destination in pushed {
                var member = back
                member.groupID = destination.groupID
                member.notes.append("the back button of the screen pushed from line \(bar.line) (its bar at line \(destination.line))")
                batch.inferences.append(member)
            }
            if pushed.isEmpty, var lone = bar.back {
                lone.notes.append("shown on the back button of the screens pushed after this one; none is pushed in this file, so it is measured alone in the bar")
                batch.inferences.append(lone)
            }
        }
        for bar in unpairedBars {
            guard var lone = bar.back else { continue }
            lone.notes.append("shown on the back button of the screens pushed after this one, which this file does not say")
            batch.inferences.append(lone)
        }
        for index in batch.groups.indices where batch.groups[index].kind == .navigationBar {
            let id = batch.groups[index].id
            var members: [KeyReference] = []
            for inference in batch.inferences where inference.groupID == id && !members.contains(inference.key) { members.append(inference.key) }
            batch.groups[index].members = members
            batch.groups[index].itemCount = members.count
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
    mutating func readBarButtonItem(_ element: MarkupElement, component: Component, groupID: String?,
                                    position: BarPosition? = nil) -> Inference? {
        guard let id = element.attributes["id"], let title = element.attributes["title"], !title.isEmpty else { return nil }
        let inference = Inference(key: key(id, "title"), component: component, isProminent: element.attributes["style"] == "done",
                                  groupID: groupID, barPosition: position, location: location(element.line), confidence: .exact,
                                  source: .interfaceBuilder)
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
    private func titleComponent(mode: String?, controllerID: String?) -> (Component, String?) {
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

/// A navigation item as read, before its back title is paired with the screens pushed from it.
struct NavigationBarScene {
    var groupID: String
    var line: Int
    /// The title's inference, when the item has a title.
    var title: Inference?
    /// The back title's inference (not yet in any group), when the item has one.
    var back: Inference?

    init(groupID: String, line: Int) {
        self.groupID = groupID
        self.line = line
    }
}
