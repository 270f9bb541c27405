extension ComponentDefinition {
    /// A `UIBarButtonItem` with a title in a navigation bar: 17 pt Regular (Semibold when done
    /// or prominent: `emphasized`), scaled as the title, one line. The slot's `width` is the
    /// most the item may take.
    static let barButton = ComponentDefinition(
        name: "barButton", uikitName: "UIBarButtonItem", font: ComponentFont(size: 17, weight: .regular, emphasizedWeight: .semibold),
        dynamicType: .capped(maximumScale: BarMetrics.maximumTitleScale), lines: .fixed(lines: 1, mode: .truncatingTail),
        shrinks: true, viewWidth: .textPlusInsets, emptyKeepsOneLine: true, scene: .toolbar,
        facts: [
            ComponentFact("font", "17 pt; Regular, Semibold for done and prominent items", source: "blog measurement", confidence: .medium),
            ComponentFact("Dynamic Type", "as the navigation bar title: 1x to 1.235x", source: "Flutter nav_bar.dart", confidence: .medium),
            ComponentFact("truncation", "tail", source: "not measured", confidence: .unverified),
        ],
        defaultMinimumHeight: { _ in BarMetrics.height },
        approximations: { slot in
            BarMetrics.capNote(slot, "a bar button")
                + ["bar button items are 17 pt Regular (Semibold when prominent), Med confidence (a blog measurement); set \"size\" or \"weight\" to override"]
        },
        problems: BarMetrics.problems)
}
