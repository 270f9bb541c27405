extension ComponentDefinition {
    /// A system `UIButton` (iOS 7-14 style): one title line truncating in the middle, title
    /// insets 6/0/6/0, as wide as its title plus insets.
    static let button = ComponentDefinition(
        name: "button", uikitName: "UIButton", font: .slotStyle, dynamicType: .textStyle,
        lines: .fixed(lines: 1, mode: .truncatingMiddle), shrinks: true, viewWidth: .textPlusInsets, emptyKeepsOneLine: true,
        facts: [
            ComponentFact("title lines", "1 line, middle truncation", source: "an old open-source UIKit re-implementation", confidence: .medium),
            ComponentFact("title insets", "6 top, 6 bottom", source: "not measured", confidence: .unverified),
        ],
        defaultInsets: { _ in Slot.buttonInsets },
        approximations: { slot in
            slot.insets == nil ? ["button title insets are approximations (no measured source); override them in the slot"] : []
        })
}

extension Slot {
    /// UNVERIFIED: a system `UIButton`'s title insets (a 15 pt title gives the common 30 pt
    /// button height: 17.9 pt line + 6 + 6).
    public static let buttonInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
}
