import Catalogs

/// Reads one `.storyboard` or `.xib` into inferences of confidence `exact`.
///
/// Each object that shows localizable text (labels, buttons, text fields, text views, segmented
/// controls, navigation items, bar button items, tab bar items) becomes one inference per key,
/// keyed the way Xcode's `.strings` files for the document key it: `<objectID>.text`,
/// `.normalTitle`, `.placeholder`, `.segmentTitles[N]`, `.title` (table: the file's name). Frame
/// widths are those at the document's design size (`<device>`): layout constraints are not solved.
struct InterfaceBuilderReader {
    let path: String
    /// The strings table: the document's file name without its extension (`Main`).
    let table: String
    var batch = InferenceBatch()
    /// Every object id in the document, to tell stale translations from unread properties.
    private(set) var objectIDs: Set<String> = []
    /// The localizable keys of displayed text, with their object's line and text.
    private(set) var displayedKeys: [(key: String, line: Int, text: String)] = []
    var graph: IBControllerGraph?
    /// The navigation item of each view controller, read before back titles are paired.
    var navigationBars: [String: NavigationBarScene] = [:]
    /// Navigation items outside any view controller (in a xib).
    var unpairedBars: [NavigationBarScene] = []
    private var designDevice: String?
    /// Each view's text slot by key (`VzW-UO-SDt.text`), text or not: what an outlet to the
    /// view gives a text code assigns (`OutletView`).
    private var viewSlots: [String: Inference] = [:]

    init(path: String) {
        self.path = path
        let name = path.split(separator: "/").last.map(String.init) ?? path
        table = name.split(separator: ".").dropLast().joined(separator: ".")
    }

    /// The walk's position: the controller, its screen width, the table view cell.
    struct Context {
        var controllerID: String?
        var screenWidth: Double?
        var cell: (style: CellContext.Style, textLabel: String?, detailTextLabel: String?, width: Double?)?
    }

    mutating func read(_ text: String) {
        let document = SafeXMLParser.parse(text)
        batch.issues += xmlIssues(of: document, path: path).map(InferenceIssue.init)
        guard let root = document.root else { return }
        guard root.localName == "document" else {
            batch.issues.append(InferenceIssue(
                kind: .malformed, location: location(root.line),
                message: "the document element is <\(root.name)>, not <document>: not an Interface Builder file Xcode 8 or later wrote"))
            return
        }
        designDevice = root.element(named: "device")?.attributes["id"]
        var graph = IBControllerGraph(root: root)
        batch.groups += graph.tabBarGroups(path: path, table: table)
        self.graph = graph
        collectObjectIDs(root)
        walk(root, context: Context())
        pairBackButtons()
        collectOutlets(root)
    }

    /// `<connections><outlet property="noticeLabel" destination="VzW-UO-SDt"/></connections>` in
    /// an object whose `customClass` names the app's class (File's Owner, a view, a cell, a
    /// controller): each outlet to a view with a text slot is an `OutletView`.
    private mutating func collectOutlets(_ element: MarkupElement) {
        if let owner = element.attributes["customClass"], let connections = element.elements(named: "connections").first {
            for outlet in connections.elements(named: "outlet") {
                guard let property = outlet.attributes["property"], let destination = outlet.attributes["destination"] else { continue }
                for textProperty in ["text", "placeholder", "normalTitle"] {
                    guard let slot = viewSlots["\(destination).\(textProperty)"] else { continue }
                    batch.outletViews.append(OutletView(className: owner, property: property, textProperty: textProperty, slot: slot))
                }
            }
        }
        for child in element.elements { collectOutlets(child) }
    }

    private mutating func collectObjectIDs(_ element: MarkupElement) {
        if let id = element.attributes["id"] { objectIDs.insert(id) }
        for child in element.elements { collectObjectIDs(child) }
    }

    private mutating func walk(_ element: MarkupElement, context: Context) {
        var context = context
        if let id = element.attributes["id"] { readAccessibility(of: element, id: id) }
        if IBControllerGraph.isController(element), let id = element.attributes["id"] {
            context.controllerID = id
            context.screenWidth = graph?.controller(id)?.viewWidth ?? context.screenWidth
            readControllerTitle(element, id: id)
        } else if context.screenWidth == nil, element.localName == "view" {
            context.screenWidth = IBGeometry.frameWidth(of: element)
        }
        switch element.localName {
        case "label": readLabel(element, context: context)
        case "button": readButton(element, context: context)
        case "textField": readTextField(element, context: context)
        case "textView": readTextView(element, context: context)
        case "segmentedControl": readSegmentedControl(element)
        case "navigationItem": readNavigationItem(element, context: context); return
        case "toolbar", "toolbarItems": readToolbar(element, context: context); return
        case "tabBar": readTabBar(element, context: context); return
        case "tabBarItem": readTabBarItem(element, groupID: nil)
        case "barButtonItem": readBarButtonItem(element, component: .barButton, groupID: nil)
        case "tableViewCell": context.cell = cellContext(element)
        case "tableViewSection": readSectionTitles(element)
        case "searchBar": readSearchBar(element)
        default: break
        }
        for child in element.elements { walk(child, context: context) }
    }

    // MARK: - Shared helpers

    func location(_ line: Int) -> SourceLocation { SourceLocation(file: path, line: line) }

    func key(_ objectID: String, _ property: String) -> KeyReference {
        KeyReference(key: "\(objectID).\(property)", table: table)
    }

    /// Adds an inference of displayed text; empty text has no key in `.strings`, so none.
    mutating func add(_ inference: Inference, line: Int, text: String?) {
        var slot = inference
        if let designDevice, slot.width != nil {
            slot.notes.append("width is the frame at the design size (\(designDevice)); constraints are not solved")
        }
        viewSlots[inference.key.key] = slot
        guard let text, !text.isEmpty else { return }
        batch.inferences.append(displayed(inference, line: line, text: text))
    }

    /// `inference` with its text, noted as displayed (for the translation check) but not added.
    mutating func displayed(_ inference: Inference, line: Int, text: String) -> Inference {
        var inference = inference
        inference.sourceText = text
        if let designDevice, inference.width != nil {
            inference.notes.append("width is the frame at the design size (\(designDevice)); constraints are not solved")
        }
        displayedKeys.append((inference.key.key, line, text))
        return inference
    }

    mutating func addUnplaced(_ key: KeyReference, line: Int, reason: String, isNotDisplayed: Bool = false) {
        batch.unplaced.append(UnplacedKey(key: key, location: location(line), source: .interfaceBuilder,
                                          reason: reason, isNotDisplayed: isNotDisplayed))
    }

    mutating func addIssue(_ issue: InferenceIssue?) {
        if let issue { batch.issues.append(issue) }
    }

    /// Accessibility label, hint and value: localized, never drawn.
    private mutating func readAccessibility(of element: MarkupElement, id: String) {
        guard let accessibility = element.elements(named: "accessibility").first(where: { $0.attributes["key"] == "accessibilityConfiguration" }) else { return }
        for (attribute, property) in [("label", "accessibilityLabel"), ("hint", "accessibilityHint"), ("value", "accessibilityValue")] {
            guard let text = accessibility.attributes[attribute], !text.isEmpty else { continue }
            addUnplaced(key(id, property), line: accessibility.line, reason: "accessibility text (read by VoiceOver, never drawn)", isNotDisplayed: true)
        }
    }

    /// A view controller's `title`: shown by a bar only when its navigation item or tab bar
    /// item has no title of its own, which the document cannot say for code that sets them.
    private mutating func readControllerTitle(_ element: MarkupElement, id: String) {
        guard let title = element.attributes["title"], !title.isEmpty else { return }
        addUnplaced(key(id, "title"), line: element.line,
                    reason: "a view controller's title is shown only where its navigation item or tab bar item has none; place it by hand")
    }
}
