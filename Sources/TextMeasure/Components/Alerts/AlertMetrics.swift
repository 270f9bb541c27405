/// The numbers of `UIAlertController` (alerts and action sheets), each with its source and
/// confidence (the full table: docs/uikit-components.md).
enum AlertMetrics {
    /// An alert is 270 pt wide (an open-source UIKit-alert re-implementation; Flutter
    /// `dialog.dart`): Med.
    static let width = 270.0
    /// ... and 310 pt at the accessibility sizes (same sources): Med.
    static let accessibilityWidth = 310.0
    /// Padding at each side of an alert's title and message (Flutter `dialog.dart`, from
    /// Apple's design template): Med.
    static let sidePadding = 20.0
    /// Padding at each side of a button title (Flutter `dialog.dart`, 2024 rewrite): Med.
    static let buttonPadding = 8.0
    /// A button row's height (Flutter: 45): Med.
    static let buttonRowHeight = 44.0
    /// An action sheet's button row (an open-source re-implementation; Flutter): Med.
    static let actionSheetRowHeight = 57.0
    /// Padding at each side of an action sheet's title and message (Flutter `dialog.dart`, 2024:
    /// 16; older versions 40): Med.
    static let actionSheetSidePadding = 16.0
    /// At the regular sizes a button title shrinks down to 10 pt before it truncates (Flutter's
    /// model of it): Low.
    static let minimumButtonFontSize = 10.0

    /// Whether `slot` is an action sheet's.
    static func isActionSheet(_ slot: Slot) -> Bool { slot.options.actionSheet == true }

    /// The alert's width at the slot's category: the slot's, at least `accessibilityWidth` (310)
    /// at AX1-AX5. An action sheet keeps the slot's width.
    static func width(_ slot: Slot) -> Double {
        guard !isActionSheet(slot), slot.category?.isAccessibility == true else { return slot.width }
        return max(slot.width, slot.options.accessibilityWidth ?? accessibilityWidth)
    }

    /// The title or message frame: the alert's width less its side padding.
    static func contentFrame(_ slot: Slot, _ insets: EdgeInsets) -> TextFrame {
        TextFrame(left: insets.left, width: max(1, width(slot) - insets.horizontal))
    }

    /// Default insets of a title or message: the side padding.
    static func contentInsets(_ slot: Slot) -> EdgeInsets {
        let side = isActionSheet(slot) ? actionSheetSidePadding : sidePadding
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The note every alert measurement carries: its text styles are defaults (Med).
    static let stylesNote = "an alert's title is Headline, its message Footnote and its buttons Body (17 pt, the preferred one Semibold) in 44 pt rows (Med: Flutter's dialog.dart, from Apple's design template); a slot's \"style\" overrides them"

    /// The note for an alert slot that relies on the default widths and padding.
    static func widthNote(_ slot: Slot) -> [String] {
        guard !isActionSheet(slot) else {
            return slot.insets == nil ? ["an action sheet's title and message keep 16 pt from its sides (Med: Flutter's dialog.dart); set \"insets\" to override"] : []
        }
        var notes = [stylesNote] + accessibilityWidthNote(slot)
        if slot.insets == nil {
            notes.append("an alert's title and message keep 20 pt from its sides (Med: Flutter's dialog.dart); set \"insets\" to override")
        }
        return notes
    }

    /// The note for an alert measured at an accessibility size with the default 310 pt width.
    static func accessibilityWidthNote(_ slot: Slot) -> [String] {
        guard !isActionSheet(slot), slot.category?.isAccessibility == true, slot.options.accessibilityWidth == nil else { return [] }
        return ["an alert is 310 pt wide at AX1-AX5 (Med: an open-source re-implementation, Flutter); set \"accessibilityWidth\" to override"]
    }

    /// What is wrong with an alert slot's options, if anything.
    static func problems(_ slot: Slot) -> String? {
        if let width = slot.options.accessibilityWidth, !(width.isFinite && width > 0) {
            return "accessibilityWidth must be a positive number of points (got \(width))"
        }
        if let count = slot.options.itemCount, count < 1 { return "itemCount must be 1 or more (got \(count))" }
        return nil
    }
}
