extension ComponentDefinition {
    /// A `UIButton` with a `UIButton.Configuration` (iOS 15+): content insets 7/12/7/12 by
    /// default, and a title that wraps by word onto as many lines as it needs
    /// (`titleLineBreakMode`), unless the slot limits its lines. As wide as its title plus insets.
    static let configurationButton = ComponentDefinition(
        name: "configurationButton", uikitName: "UIButton.Configuration", font: .slotStyle, dynamicType: .textStyle,
        lines: .slot, defaultLines: (0, .wordWrapping), shrinks: true, viewWidth: .textPlusInsets, emptyKeepsOneLine: true,
        facts: [
            ComponentFact("content insets", "7 top, 12 leading, 7 bottom, 12 trailing by default (they vary with the button size and Dynamic Type)",
                          source: "Apple developer forums (answer by Apple); Apple docs", confidence: .high),
            ComponentFact("title", "titleLineBreakMode defaults to word wrapping: titles wrap onto several lines",
                          source: "Apple docs (UIButton.Configuration)", confidence: .high),
        ],
        defaultInsets: { _ in EdgeInsets(top: 7, left: 12, bottom: 7, right: 12) })
}
