extension ComponentDefinition {
    /// `UITextField`: one line truncating its tail (as a field shows its text when it is not
    /// being edited), border-style insets, room for a clear button and side views, a minimum
    /// height per border style.
    static let textField = ComponentDefinition(
        name: "textField", uikitName: "UITextField", font: .slotStyle, dynamicType: .textStyle,
        lines: .fixed(lines: 1, mode: .truncatingTail), shrinks: true, viewWidth: .slotWidth, emptyKeepsOneLine: true,
        facts: [
            ComponentFact("border-style insets and minimum height", "see TextFieldBorderStyle", source: "not measured", confidence: .unverified),
            ComponentFact("clear button", "28 pt", source: "not measured", confidence: .unverified),
        ],
        defaultInsets: { slot in slot.borderStyle.defaultInsets },
        textFrame: { slot, insets in
            TextFrame(left: insets.left + slot.leftViewWidth,
                      width: slot.width - insets.horizontal - slot.leftViewWidth - slot.rightViewWidth
                          - (slot.hasClearButton ? Slot.clearButtonWidth : 0))
        },
        defaultMinimumHeight: { slot in slot.borderStyle.defaultMinimumHeight },
        approximations: { slot in
            slot.insets == nil
                ? ["text field insets for border style '\(slot.borderStyle.rawValue)' are approximations (no measured source); override them in the slot"]
                : []
        })
}

/// A `UITextField`'s border style.
public enum TextFieldBorderStyle: String, CaseIterable, Sendable, Codable {
    case none, line, bezel, roundedRect

    /// Text insets and minimum height per border style.
    ///
    /// UNVERIFIED: no measured source exists for these (see the reference README); they are
    /// approximations from common reports (a rounded-rect field is 30 pt tall at the default
    /// 17 pt font; its text sits about 7 pt from each side). Override them with `insets` and
    /// `minimumHeight` when you know better.
    public var defaultInsets: EdgeInsets {
        switch self {
        case .none: .zero
        case .line: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case .bezel: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
        case .roundedRect: EdgeInsets(top: 4, left: 7, bottom: 4, right: 7)
        }
    }

    /// UNVERIFIED minimum height (see `defaultInsets`).
    public var defaultMinimumHeight: Double {
        self == .roundedRect ? 30 : 0
    }
}

extension Slot {
    /// UNVERIFIED: room a text field's clear button takes (the button is about 19 pt wide with
    /// padding on both sides).
    public static let clearButtonWidth = 28.0
}
