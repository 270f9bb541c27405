extension ComponentDefinition {
    /// An alert's message (`UIAlertController.message`): Footnote (13 pt Regular at Large),
    /// wrapping onto as many lines as it needs, 20 pt from the sides of a 270 pt alert (310 at
    /// AX1-AX5; an action sheet's: 16 pt from its sides).
    static let alertMessage = ComponentDefinition(
        name: "alertMessage", uikitName: "UIAlertController.message", font: ComponentFont(style: "footnote", weight: .regular),
        dynamicType: .textStyle, lines: .fixed(lines: 0, mode: .wordWrapping), shrinks: false, viewWidth: .slotWidth,
        defaultWidth: AlertMetrics.width, emptyKeepsOneLine: false, scene: .alert,
        facts: [
            ComponentFact("font", "13 pt Regular (Footnote)", source: "Flutter dialog.dart (from Apple's design template)", confidence: .medium),
            ComponentFact("width", "270 pt; 310 pt at the accessibility sizes", source: "open-source UIKit-alert re-implementation; Flutter dialog.dart", confidence: .medium),
        ],
        defaultInsets: AlertMetrics.contentInsets,
        textFrame: AlertMetrics.contentFrame,
        boxWidth: AlertMetrics.width,
        approximations: AlertMetrics.widthNote,
        problems: AlertMetrics.problems)
}
