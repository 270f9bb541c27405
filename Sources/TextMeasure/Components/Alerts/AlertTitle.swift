extension ComponentDefinition {
    /// An alert's title (`UIAlertController.title`): Headline (17 pt Semibold at Large), wrapping
    /// onto as many lines as it needs, 20 pt from the sides of a 270 pt alert (310 at AX1-AX5).
    /// In an action sheet (`actionSheet`): 13 pt Semibold (Footnote), 16 pt from the sides.
    static let alertTitle = ComponentDefinition(
        name: "alertTitle", uikitName: "UIAlertController.title", font: ComponentFont(style: "headline", weight: .semibold),
        dynamicType: .textStyle, lines: .fixed(lines: 0, mode: .wordWrapping), shrinks: false, viewWidth: .slotWidth,
        defaultWidth: AlertMetrics.width, emptyKeepsOneLine: false, scene: .alert,
        facts: [
            ComponentFact("font", "17 pt Semibold (Headline); action sheets 13 pt Semibold", source: "Flutter dialog.dart (from Apple's design template)", confidence: .medium),
            ComponentFact("width", "270 pt; 310 pt at the accessibility sizes", source: "open-source UIKit-alert re-implementation; Flutter dialog.dart", confidence: .medium),
            ComponentFact("padding", "20 pt each side (action sheets 16)", source: "Flutter dialog.dart", confidence: .medium),
            ComponentFact("Dynamic Type", "alerts scale and scroll", source: "Flutter dialog.dart (\"empirically\"); open-source alert issues", confidence: .medium),
        ],
        defaultInsets: AlertMetrics.contentInsets,
        textFrame: AlertMetrics.contentFrame,
        boxWidth: AlertMetrics.width,
        approximations: AlertMetrics.widthNote,
        problems: AlertMetrics.problems,
        styleByOptions: { options in options.actionSheet == true ? "footnote" : nil })
}
