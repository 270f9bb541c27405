extension ComponentDefinition {
    /// A navigation bar's large title (`prefersLargeTitles`): 34 pt Bold, one line, tail
    /// truncation, at the bar's margins in a 52 pt row below the bar; damped Dynamic Type
    /// scaling, 1 + (s - 1) / 3, down to 0.9x. The slot's `width` is the bar's.
    static let largeTitle = ComponentDefinition(
        name: "largeTitle", uikitName: "UINavigationBar.prefersLargeTitles", font: ComponentFont(size: 34, weight: .bold),
        dynamicType: .damped(divisor: BarMetrics.largeTitleDamping, minimumScale: BarMetrics.largeTitleMinimumScale),
        lines: .fixed(lines: 1, mode: .truncatingTail), shrinks: true, viewWidth: .slotWidth, emptyKeepsOneLine: true,
        scene: .largeTitleBar,
        facts: [
            ComponentFact("font", "34 pt Bold, tracking +0.38", source: "Flutter text_theme.dart", confidence: .medium),
            ComponentFact("row", "52 pt below the 44 pt bar (96 in all)", source: "Flutter nav_bar.dart; blog measurements", confidence: .high),
            ComponentFact("Dynamic Type", "damped: 1 + (s - 1) / 3 of the content size's scale s, down to 0.9x",
                          source: "Flutter nav_bar.dart (\"calculated on iPhone 15, iOS 17.5\")", confidence: .medium),
        ],
        textFrame: { slot, insets in
            let margin = BarMetrics.margin(slot)
            return TextFrame(left: margin + insets.left, width: max(1, slot.width - 2 * margin - insets.horizontal))
        },
        defaultMinimumHeight: { _ in BarMetrics.largeTitleRowHeight },
        approximations: { slot in
            var notes = BarMetrics.marginNote(slot, "navigation bar")
            if slot.options.dynamicType == nil {
                notes.append("a large title is 34 pt Bold and scales damped, 1 + (s - 1) / 3 (Med: Flutter's measurement on iOS 17.5); set \"size\", \"weight\" or \"dynamicType\" to override")
            }
            return notes
        },
        problems: BarMetrics.problems)
}
