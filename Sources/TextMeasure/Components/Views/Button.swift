extension ComponentDefinition {
    /// A system `UIButton` (iOS 7-14 style, without a configuration): one title line truncating
    /// in the middle, 6 pt above and below the title, as wide as its title plus insets.
    static let button = ComponentDefinition(
        name: "button", uikitName: "UIButton", font: .slotStyle, dynamicType: .textStyle,
        lines: .fixed(lines: 1, mode: .truncatingMiddle), shrinks: true, viewWidth: .textPlusInsets, emptyKeepsOneLine: true,
        facts: [
            ComponentFact("title lines", "1 line, middle truncation", source: "an old open-source UIKit re-implementation", confidence: .medium),
            ComponentFact("title insets", "6 pt above and below the title label (18 pt font -> 21 pt label -> 33 pt button)",
                          source: "Q&A with view-debugger measurements", confidence: .medium),
        ],
        defaultInsets: { _ in Slot.buttonInsets },
        approximations: { slot in
            slot.insets == nil
                ? ["a system button's title is 6 pt from its top and bottom (Med: view-debugger measurements); override \"insets\" in the slot"]
                : []
        })
}

extension Slot {
    /// A system `UIButton`'s title insets: 6 pt above and below (Med: view-debugger
    /// measurements, an 18 pt font makes a 21 pt label and a 33 pt button).
    public static let buttonInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
}
