extension ComponentDefinition {
    /// A tab bar item's title (`UITabBarItem.title`): 10 pt Medium under the icon, one line, tail
    /// truncation, in an item `width / itemCount` wide; it never grows with Dynamic Type: at
    /// AX1-AX5 a long press shows it in the Large Content Viewer. The slot's `width` is the bar's.
    static let tabItem = ComponentDefinition(
        name: "tabItem", uikitName: "UITabBarItem.title", font: ComponentFont(size: 10, weight: .medium),
        dynamicType: .fixed(largeContentViewer: true), lines: .fixed(lines: 1, mode: .truncatingTail),
        shrinks: true, viewWidth: .slotWidth, emptyKeepsOneLine: true, scene: .tabBar,
        facts: [
            ComponentFact("title font", "10 pt Medium, tracking -0.24 (portrait, icon above title)",
                          source: "Flutter text_theme.dart (\"derived from Apple design resources\")", confidence: .medium),
            ComponentFact("item width", "bar width / number of items (compact width)", source: "Apple docs (UITabBar.itemPositioning); Flutter", confidence: .high),
            ComponentFact("Dynamic Type", "not scaled; the Large Content Viewer shows the title at AX1-AX5",
                          source: "Flutter (matches native behaviour); Apple docs", confidence: .high),
            ComponentFact("height", "49 pt (83 with the home indicator)", source: "several measurements (Flutter uses 50)", confidence: .medium),
            ComponentFact("title padding", "none: the title may use the item's whole width", source: "not measured", confidence: .unverified),
        ],
        textFrame: { slot, insets in
            let items = Double(max(1, slot.options.itemCount ?? 1))
            return TextFrame(left: insets.left, width: slot.width / items - insets.horizontal)
        },
        defaultMinimumHeight: { _ in BarMetrics.tabBarHeight },
        approximations: { slot in
            var notes = ["tab bar titles are 10 pt Medium in a 49 pt bar (Med: Flutter, from Apple's design resources; other measurements); set \"size\", \"weight\" or \"minimumHeight\" to override"]
            if slot.insets == nil {
                notes.append("a tab bar title's padding is not measured: it may use its item's whole width (UNVERIFIED); set \"insets\" to override")
            }
            return notes
        },
        problems: { slot in BarMetrics.itemCountProblem(slot, "a tab bar item", "items in its tab bar") ?? BarMetrics.problems(slot) })
}

extension BarMetrics {
    /// The problem with a slot's `itemCount` for a component that needs it, if any.
    static func itemCountProblem(_ slot: Slot, _ what: String, _ items: String) -> String? {
        guard let count = slot.options.itemCount else {
            return "\(what) needs itemCount: the number of \(items), this one included"
        }
        return count < 1 ? "itemCount must be 1 or more (got \(count))" : nil
    }
}
