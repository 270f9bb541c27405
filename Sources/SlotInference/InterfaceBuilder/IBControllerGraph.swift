import Catalogs
import FitCheck

/// The view controllers of a storyboard and the segues between them, read before the objects:
/// which tab bar items form one tab bar, and which navigation items show a large title.
///
/// Only segues inside the document are followed (a storyboard reference to another file is
/// not: inference never guesses across files).
struct IBControllerGraph {
    struct Controller {
        var id: String
        var line: Int
        var name: String
        /// The width of its root view (`<view key="view">`, `<tableView key="view">`...) at the
        /// design size.
        var viewWidth: Double?
        /// `(destination, kind, relationship)` of each segue.
        var segues: [(destination: String, kind: String, relationship: String?)] = []
        var tabBarItemID: String?
        var tabBarItemTitle: String?
        /// `<navigationBar key="navigationBar" prefersLargeTitles="YES">` of a navigation controller.
        var prefersLargeTitles = false
        /// The `<tabBar key="tabBar">` of a tab bar controller, its width.
        var tabBarWidth: Double?
    }

    private(set) var controllers: [String: Controller] = [:]
    /// Tab bar item id -> the id of the tab bar controller group it belongs to.
    private(set) var tabBarGroupOfItem: [String: String] = [:]
    /// Controllers whose navigation item shows a large title when its mode is automatic.
    private(set) var largeTitleControllers: Set<String> = []

    init(root: MarkupElement) {
        collect(root)
        findLargeTitleControllers()
    }

    func controller(_ id: String?) -> Controller? { id.flatMap { controllers[$0] } }

    /// Whether an element is a view controller (`viewController`, `tableViewController`,
    /// `navigationController`, `tabBarController`, `hostingController`, ...).
    static func isController(_ element: MarkupElement) -> Bool {
        element.localName.hasSuffix("Controller") && element.attributes["id"] != nil
            && element.attributes["key"] == nil
    }

    /// The tab bar groups: one per tab bar controller whose view controllers are in this
    /// document, members in segue order (items without a title count but have no key).
    mutating func tabBarGroups(path: String, table: String) -> [InferredGroup] {
        var groups: [InferredGroup] = []
        for controller in controllers.values.sorted(by: { $0.line < $1.line }) where controller.name == "tabBarController" {
            let destinations = controller.segues.filter { $0.relationship == "viewControllers" }.map(\.destination)
            guard !destinations.isEmpty else { continue }
            let id = "\(path):\(controller.line)"
            var group = InferredGroup(id: id, kind: .tabBar, itemCount: destinations.count,
                                      width: controller.tabBarWidth ?? controller.viewWidth,
                                      location: SourceLocation(file: path, line: controller.line), confidence: .exact)
            for destination in destinations {
                guard let item = controllers[destination], let itemID = item.tabBarItemID else { continue }
                tabBarGroupOfItem[itemID] = id
                if let title = item.tabBarItemTitle, !title.isEmpty {
                    group.members.append(KeyReference(key: "\(itemID).title", table: table))
                }
            }
            if destinations.contains(where: { controllers[$0] == nil }) {
                group.notes.append("some tabs are view controllers in another storyboard; their titles are not members")
            }
            groups.append(group)
        }
        return groups
    }

    private mutating func collect(_ element: MarkupElement) {
        if Self.isController(element), let id = element.attributes["id"] {
            controllers[id] = describe(element, id: id)
        }
        for child in element.elements { collect(child) }
    }

    private func describe(_ element: MarkupElement, id: String) -> Controller {
        var controller = Controller(id: id, line: element.line, name: element.localName)
        for child in element.elements {
            switch (child.localName, child.attributes["key"]) {
            case (_, "view"):
                controller.viewWidth = IBGeometry.frameWidth(of: child)
            case ("tabBarItem", "tabBarItem"):
                controller.tabBarItemID = child.attributes["id"]
                controller.tabBarItemTitle = child.attributes["title"]
            case ("navigationBar", "navigationBar"):
                controller.prefersLargeTitles = child.attributes["prefersLargeTitles"] == "YES"
                controller.viewWidth = controller.viewWidth ?? IBGeometry.frameWidth(of: child)
            case ("tabBar", "tabBar"):
                controller.tabBarWidth = IBGeometry.frameWidth(of: child)
            case ("connections", _):
                for segue in child.elements(named: "segue") {
                    guard let destination = segue.attributes["destination"] else { continue }
                    controller.segues.append((destination, segue.attributes["kind"] ?? "", segue.attributes["relationship"]))
                }
            default:
                break
            }
        }
        return controller
    }

    /// UIKit's rule (`UINavigationItem.LargeTitleDisplayMode.automatic`): an item takes the
    /// mode of the item before it, so with `prefersLargeTitles` the root and everything pushed
    /// from it (show/push segues) shows a large title unless its own mode says `never`.
    private mutating func findLargeTitleControllers() {
        var queue: [String] = []
        for controller in controllers.values where controller.name == "navigationController" && controller.prefersLargeTitles {
            queue += controller.segues.filter { $0.relationship == "rootViewController" }.map(\.destination)
        }
        while let next = queue.popLast() {
            guard !largeTitleControllers.contains(next), let controller = controllers[next] else { continue }
            largeTitleControllers.insert(next)
            queue += controller.segues.filter { $0.kind == "show" || $0.kind == "push" }.map(\.destination)
        }
    }
}

/// Frames as Interface Builder writes them.
enum IBGeometry {
    /// The width of `<rect key="frame" ... width="...">`, a direct child; `nil` when absent or
    /// not a finite non-negative number.
    static func frameWidth(of element: MarkupElement) -> Double? {
        guard let frame = element.elements(named: "rect").first(where: { $0.attributes["key"] == "frame" }),
              let text = frame.attributes["width"], let width = Double(text),
              // A zero width (a collapsed or placeholder frame) says nothing of the width at run
              // time, and a spec's width is positive: written as 0, `check` refused the spec.
              Spec.holdsLength(width) else { return nil }
        return width
    }
}
