extension ComponentDefinition {
    /// `UILabel`: the slot's lines and line break mode, auto-shrink, as wide as its text.
    static let label = ComponentDefinition(
        name: "label", uikitName: "UILabel", font: .slotStyle, dynamicType: .textStyle, lines: .slot,
        shrinks: true, viewWidth: .hugsText, emptyKeepsOneLine: false,
        facts: [
            ComponentFact("size", "the text style's size at each category; rounded up to the device pixel",
                          source: "Apple HIG sizes; measured UILabel sizes on @3x (reference README)", confidence: .high),
            ComponentFact("lines", "numberOfLines (0 = unlimited), the six NSLineBreakMode values, minimumScaleFactor",
                          source: "Apple docs (UILabel)", confidence: .high),
        ])
}
