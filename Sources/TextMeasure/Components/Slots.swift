/// Insets around text, in points.
public struct EdgeInsets: Sendable, Equatable, Hashable, Codable {
    /// Room above the text.
    public var top: Double
    /// Room left of the text.
    public var left: Double
    /// Room below the text.
    public var bottom: Double
    /// Room right of the text.
    public var right: Double

    /// Insets of the given sizes, in points.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()
    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }
}

/// The kind of UIKit view a text sits in.
public enum Component: String, CaseIterable, Sendable, Codable {
    case label
    case textField = "textfield"
    case textView = "textview"
    case button
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

/// Where a text is shown and how UIKit fits it there: the component and its settings.
///
/// One slot type serves every component; the fields a component does not use are ignored
/// (a text field is always one line; a text view never truncates).
public struct Slot: Sendable, Equatable, Hashable {
    /// The kind of view.
    public var component: Component
    /// The view's width in points.
    public var width: Double
    /// `numberOfLines` of a label (0 = unlimited).
    public var numberOfLines: Int
    /// How lines break and truncate (`NSLineBreakMode`).
    public var lineBreakMode: LineBreakMode
    /// `minimumScaleFactor` with `adjustsFontSizeToFitWidth` (0 = never shrinks).
    public var minimumScaleFactor: Double
    /// How tall a line is: the font's line height, or fixed.
    public var lineHeight: LineHeightRule
    /// Device scale for pixel rounding: 1, 2 or 3.
    public var displayScale: Int
    /// A height the view may not exceed (text views, and labels with unlimited lines).
    public var maximumHeight: Double?
    /// Insets around the text; nil takes the component's default (see each component).
    public var insets: EdgeInsets?
    /// Text field border style.
    public var borderStyle: TextFieldBorderStyle
    /// Text field: a clear button takes room at the trailing edge.
    public var hasClearButton: Bool
    /// Text field: widths of left and right views.
    public var leftViewWidth: Double
    /// Text field: the width of its right view.
    public var rightViewWidth: Double
    /// Text field minimum height; nil takes the border style's default.
    public var minimumHeight: Double?

    /// A slot with the given settings; the defaults are UILabel's (one line, tail truncation, @3x).
    public init(
        component: Component = .label, width: Double, numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .truncatingTail, minimumScaleFactor: Double = 0,
        lineHeight: LineHeightRule = .font, displayScale: Int = 3, maximumHeight: Double? = nil,
        insets: EdgeInsets? = nil, borderStyle: TextFieldBorderStyle = .roundedRect,
        hasClearButton: Bool = false, leftViewWidth: Double = 0, rightViewWidth: Double = 0,
        minimumHeight: Double? = nil
    ) {
        self.component = component
        self.width = width
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.minimumScaleFactor = minimumScaleFactor
        self.lineHeight = lineHeight
        self.displayScale = displayScale
        self.maximumHeight = maximumHeight
        self.insets = insets
        self.borderStyle = borderStyle
        self.hasClearButton = hasClearButton
        self.leftViewWidth = leftViewWidth
        self.rightViewWidth = rightViewWidth
        self.minimumHeight = minimumHeight
    }

    /// A label slot.
    public static func label(width: Double, lines: Int = 1, mode: LineBreakMode = .truncatingTail, minimumScaleFactor: Double = 0) -> Slot {
        Slot(component: .label, width: width, numberOfLines: lines, lineBreakMode: mode, minimumScaleFactor: minimumScaleFactor)
    }

    /// UNVERIFIED: room a text field's clear button takes (the button is about 19 pt wide with
    /// padding on both sides).
    public static let clearButtonWidth = 28.0

    /// `UITextView`'s default `textContainerInset` (8 top and bottom) and `lineFragmentPadding` (5).
    public static let textViewInsets = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// `UITextView`'s default `lineFragmentPadding`, at each side of a line.
    public static let textViewLineFragmentPadding = 5.0

    /// UNVERIFIED: a system `UIButton`'s title insets (a 15 pt title gives the common 30 pt
    /// button height: 17.9 pt line + 6 + 6).
    public static let buttonInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)

    /// The insets used around the text for this slot.
    public var effectiveInsets: EdgeInsets {
        if let insets { return insets }
        switch component {
        case .label: return .zero
        case .textField: return borderStyle.defaultInsets
        case .textView: return Slot.textViewInsets
        case .button: return Slot.buttonInsets
        }
    }

    /// Width left for the text itself.
    public var textWidth: Double {
        var w = width - effectiveInsets.horizontal
        switch component {
        case .textField:
            w -= leftViewWidth + rightViewWidth + (hasClearButton ? Slot.clearButtonWidth : 0)
        case .textView:
            w -= 2 * Slot.textViewLineFragmentPadding
        case .label, .button:
            break
        }
        return w
    }
}
