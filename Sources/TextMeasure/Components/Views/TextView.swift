extension ComponentDefinition {
    /// `UITextView`: unlimited lines, word wrapping, `textContainerInset` 8/8 and
    /// `lineFragmentPadding` 5 on each side of a line; as wide as the slot.
    static let textView = ComponentDefinition(
        name: "textView", uikitName: "UITextView", font: .slotStyle, dynamicType: .textStyle,
        lines: .fixed(lines: 0, mode: .wordWrapping), shrinks: false, viewWidth: .slotWidth, emptyKeepsOneLine: false,
        facts: [
            ComponentFact("textContainerInset", "8 top, 8 bottom", source: "Apple docs (UITextView defaults)", confidence: .high),
            ComponentFact("lineFragmentPadding", "5 on each side of a line", source: "Apple docs (NSTextContainer)", confidence: .high),
        ],
        defaultInsets: { _ in Slot.textViewInsets },
        textFrame: { slot, insets in
            TextFrame(left: insets.left + Slot.textViewLineFragmentPadding,
                      width: slot.width - insets.horizontal - 2 * Slot.textViewLineFragmentPadding)
        })
}

extension Slot {
    /// `UITextView`'s default `textContainerInset` (8 top and bottom) and `lineFragmentPadding` (5).
    public static let textViewInsets = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// `UITextView`'s default `lineFragmentPadding`, at each side of a line.
    public static let textViewLineFragmentPadding = 5.0
}
