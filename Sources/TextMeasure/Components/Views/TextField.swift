extension ComponentDefinition {
    /// `UITextField`: one line truncating its tail (as a field shows its text when it is not
    /// being edited), border-style insets (a rounded-rect field's 7 pt on every side, measured;
    /// the other styles' approximations), room for a 30 pt clear button and side views.
    static let textField = ComponentDefinition(
        name: "textField", uikitName: "UITextField", font: .slotStyle, dynamicType: .textStyle,
        lines: .fixed(lines: 1, mode: .truncatingTail), shrinks: true, viewWidth: .slotWidth, emptyKeepsOneLine: true,
        facts: [
            ComponentFact("roundedRect insets", "7 pt on every side: height = line height + 14 (about 34 pt at Large)",
                          source: "Flutter cupertino/text_field.dart (padding EdgeInsets.all(7.0); a later change was reverted)", confidence: .medium),
            ComponentFact("clear button", "30 pt wide (an 18 pt glyph, 6 pt each side)",
                          source: "Flutter text_field.dart (\"inspected from Xcode 12 & iOS 14.0 simulator\")", confidence: .medium),
            ComponentFact("bezel, line, none insets", "3, 2 and 0 pt on every side", source: "not measured", confidence: .unverified),
        ],
        defaultInsets: { slot in slot.borderStyle.defaultInsets },
        textFrame: { slot, insets in
            TextFrame(left: insets.left + slot.leftViewWidth,
                      width: slot.width - insets.horizontal - slot.leftViewWidth - slot.rightViewWidth
                          - (slot.hasClearButton ? Slot.clearButtonWidth : 0))
        },
        approximations: { slot in
            var notes: [String] = []
            if slot.insets == nil {
                notes.append(slot.borderStyle == .roundedRect
                    ? "a rounded-rect text field's text is 7 pt from every side (Med: Flutter's inspection of the iOS simulator); override \"insets\" in the slot"
                    : "text field insets for border style '\(slot.borderStyle.rawValue)' are approximations (no measured source); override them in the slot")
            }
            if slot.hasClearButton {
                notes.append("a text field's clear button takes 30 pt (Med: Flutter, inspected on the iOS 14 simulator)")
            }
            return notes
        })
}

/// A `UITextField`'s border style.
public enum TextFieldBorderStyle: String, CaseIterable, Sendable, Codable {
    case none, line, bezel, roundedRect

    /// Text insets per border style.
    ///
    /// `.roundedRect`: 7 pt on every side (Med: Flutter's `cupertino/text_field.dart`, measured on
    /// the iOS simulator; a later attempt to change it was reverted), so a field is its line
    /// height plus 14 pt tall, about 34 pt at Large. `.bezel`, `.line` and `.none`: UNVERIFIED
    /// approximations, no measured source exists (see the reference); override them with
    /// `insets` when you know better.
    public var defaultInsets: EdgeInsets {
        switch self {
        case .none: .zero
        case .line: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case .bezel: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
        case .roundedRect: EdgeInsets(top: 7, left: 7, bottom: 7, right: 7)
        }
    }

    /// The field's minimum height: none is measured for any border style (a rounded-rect
    /// field's insets already make it line height + 14); set the slot's `minimumHeight` for a
    /// fixed-height design.
    public var defaultMinimumHeight: Double { 0 }
}

extension Slot {
    /// Room a text field's clear button takes: 30 pt, an 18 pt glyph with 6 pt on each side
    /// (Med: Flutter `text_field.dart`, "inspected from Xcode 12 & iOS 14.0 simulator").
    public static let clearButtonWidth = 30.0
}
