import TextStyles

extension ComponentDefinition {
    /// An alert action's title (`UIAlertAction.title`): Body (17 pt, Semibold for the preferred
    /// action: `emphasized`), 8 pt from the edges of its button. Two buttons sit side by side
    /// only while both titles fit half the alert on one line; otherwise (and always with three
    /// or more) they stack, a layout change reported as `stacked`. At the regular sizes a title
    /// shrinks to 10 pt, then truncates on one line; at AX1-AX5 it wraps instead. In an action
    /// sheet (`actionSheet`): 20 pt (Title 3), one per 57 pt row.
    static let alertButton = ComponentDefinition(
        name: "alertButton", uikitName: "UIAlertAction.title", font: ComponentFont(style: "body", weight: .regular, emphasizedWeight: .semibold),
        dynamicType: .textStyle,
        lines: .byCategory(regular: .fixed(lines: 1, mode: .truncatingTail), accessibility: .fixed(lines: 0, mode: .wordWrapping)),
        shrinks: true, minimumFontSize: AlertMetrics.minimumButtonFontSize, viewWidth: .slotWidth, defaultWidth: AlertMetrics.width,
        emptyKeepsOneLine: true, rule: .alertButton, scene: .alert,
        facts: [
            ComponentFact("font", "17 pt; the preferred action Semibold", source: "Flutter dialog.dart (from Apple's design template)", confidence: .medium),
            ComponentFact("row height", "44 pt (Flutter 45)", source: "Flutter dialog.dart; open-source re-implementation", confidence: .medium),
            ComponentFact("two buttons", "side by side only when each title fits half the width ((270 - divider) / 2, less 8 pt each side); otherwise stacked; three or more always stacked",
                          source: "Flutter dialog.dart (2024 rewrite); open-source alert issue threads", confidence: .medium),
            ComponentFact("accessibility sizes", "width 310; titles wrap instead of truncating", source: "Flutter dialog.dart (\"empirically\")", confidence: .medium),
            ComponentFact("regular sizes", "titles shrink down to 10 pt before truncating on one line", source: "Flutter's model of it", confidence: .low),
            ComponentFact("action sheet", "20 pt titles, 57 pt rows", source: "open-source re-implementation; Flutter", confidence: .medium),
        ],
        defaultInsets: { _ in EdgeInsets(top: 0, left: AlertMetrics.buttonPadding, bottom: 0, right: AlertMetrics.buttonPadding) },
        textFrame: { slot, insets in
            let width = AlertMetrics.width(slot)
            let cell = AlertMetrics.sideBySide(slot) ? (width - 1 / Double(slot.displayScale)) / 2 : width
            return TextFrame(left: insets.left, width: max(1, cell - insets.horizontal))
        },
        defaultMinimumHeight: { slot in AlertMetrics.isActionSheet(slot) ? AlertMetrics.actionSheetRowHeight : AlertMetrics.buttonRowHeight },
        boxWidth: AlertMetrics.width,
        approximations: { slot in
            var notes = AlertMetrics.isActionSheet(slot) ? [] : [AlertMetrics.stylesNote]
            if !AlertMetrics.isActionSheet(slot) && AlertMetrics.buttonCount(slot) == 2 && slot.options.stacked == nil {
                notes.append("two alert buttons stack when either title does not fit half the alert, less 8 pt each side (Med: Flutter's dialog.dart); set \"stacked\" to override")
            }
            if slot.category?.isAccessibility != true && slot.minimumScaleFactor == 0 {
                notes.append("alert button titles shrink down to 10 pt before truncating (Low: Flutter's model); set \"minimumScaleFactor\" (1 for none) to override")
            }
            if AlertMetrics.isActionSheet(slot) {
                notes.append("action sheet buttons are 20 pt (Med), taken to scale as Title 3 (Low: an inference); set \"style\" or \"size\" to override")
            }
            return notes + AlertMetrics.accessibilityWidthNote(slot)
        },
        problems: AlertMetrics.problems,
        styleByOptions: { options in options.actionSheet == true ? "title3" : nil })
}

extension AlertMetrics {
    /// The number of buttons in the slot's alert: `itemCount`, else this one and its neighbors.
    static func buttonCount(_ slot: Slot) -> Int {
        slot.options.itemCount ?? (1 + slot.neighbors.others.count)
    }

    /// Whether the slot's button sits beside one other button rather than in a stack.
    static func sideBySide(_ slot: Slot) -> Bool {
        !isActionSheet(slot) && buttonCount(slot) == 2 && slot.options.stacked != true
    }
}

extension TextMeasurer {
    /// An alert button: with one other button, the two sit side by side only if both titles fit
    /// half the alert on one line at this size; otherwise they stack and the summary says
    /// `stacked` (a layout change, not a failure). The slot's `stacked` option decides instead
    /// when given.
    func fitAlertButton(
        _ text: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot, memo: inout FitMemo
    ) throws(MeasurementError) -> FitResult {
        var resolved = slot
        resolved.neighbors = SlotNeighbors()
        resolved.options.itemCount = AlertMetrics.buttonCount(slot)
        guard !AlertMetrics.isActionSheet(slot), resolved.options.itemCount == 2 else {
            return try fitPlain(text, profile: profile, pointSize: pointSize, language: language, slot: resolved, memo: &memo)
        }
        var stacked = slot.options.stacked
        if stacked == nil {
            var side = resolved
            side.options.stacked = false
            let room = side.textWidth + 1e-9
            var fits = try naturalWidth(text, profile: profile, pointSize: pointSize, language: language, displayScale: slot.displayScale) <= room
            for other in slot.neighbors.others where fits {
                fits = try naturalWidth(of: other, profile: profile, pointSize: pointSize, language: language,
                                        displayScale: slot.displayScale) <= room
            }
            stacked = !fits
        }
        resolved.options.stacked = stacked
        var result = try fitPlain(text, profile: profile, pointSize: pointSize, language: language, slot: resolved, memo: &memo)
        if stacked == true && result.summary.adaptation == nil { result.summary.adaptation = .stacked }
        return result
    }
}
