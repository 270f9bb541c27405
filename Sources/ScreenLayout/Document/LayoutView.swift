import TextMeasure
import SlotInference

/// A rectangle in points.
public struct Rect: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// An intrinsic size Interface Builder gives a view on its canvas: the "Intrinsic Size:
/// Placeholder" of the size inspector (`placeholderIntrinsicWidth`/`Height`, `infinite` for no
/// size on that axis), or the size Xcode rendered an IBDesignable view at (`<designable>`'s
/// `intrinsicContentSize`, -1 for none). A nil axis has no intrinsic size.
public struct CanvasIntrinsicSize: Sendable, Hashable {
    public enum Source: String, Sendable, Hashable {
        case placeholder
        case designable
    }

    public var width: Double?
    public var height: Double?
    public var source: Source

    public init(width: Double?, height: Double?, source: Source) {
        self.width = width
        self.height = height
        self.source = source
    }
}

/// One view of a screen as its document gives it: what it is, where Xcode drew it, how it
/// takes part in Auto Layout, and what it shows.
public struct LayoutView: Sendable {
    /// The Interface Builder id (`SYf-ql-rbl`).
    public var id: String
    /// The element name (`label`, `button`, `view`, `stackView`, `tableViewCellContentView`).
    public var element: String
    /// `customClass`, when set.
    public var customClass: String?
    /// `userLabel` (the name shown in Xcode's outline), when set.
    public var userLabel: String?
    public var line: Int
    /// The frame Xcode saved, in the superview's coordinates: the layout Xcode computed at the
    /// design device and the default category (or a misplaced frame, which Xcode warns of).
    public var savedFrame: Rect?
    /// Index of the superview in the screen's `views`; nil for the root.
    public var parent: Int?
    public var children: [Int] = []
    public var isHidden = false
    /// `translatesAutoresizingMaskIntoConstraints` as written; nil when not written.
    public var translatesAutoresizingMask: Bool?
    /// The autoresizing mask, when written (`<autoresizingMask>`).
    public var autoresizing: AutoresizingMask?
    /// Content hugging and compression resistance priorities, horizontal and vertical.
    public var hugging: (horizontal: Double, vertical: Double) = (250, 250)
    public var compression: (horizontal: Double, vertical: Double) = (750, 750)
    /// `<edgeInsets key="layoutMargins">`, when set.
    public var layoutMargins: EdgeInsets?
    public var preservesSuperviewLayoutMargins = false
    public var insetsLayoutMarginsFromSafeArea = true
    /// The id of its `<viewLayoutGuide key="safeArea">`, when it has one.
    public var safeAreaGuide: String?
    /// A scroll view's content and frame layout guides.
    public var contentLayoutGuide: String?
    public var frameLayoutGuide: String?
    /// A stack view's arrangement.
    public var stack: StackArrangement?
    /// A cell's content view (`key="contentView"`): the cell sets its frame.
    public var isCellContent = false
    /// What it shows, which gives it an intrinsic content size.
    public var content: ViewContent = .none
    /// The intrinsic size Interface Builder's canvas gives it instead of its content's, when
    /// the document says.
    public var canvasIntrinsicSize: CanvasIntrinsicSize?
    /// `ambiguous="YES"` or `misplaced="YES"`: Xcode warned that the frame it saved is not the
    /// one its constraints give (the attribute's name).
    public var xcodeWarning: String?
    /// A stopped activity indicator that hides when stopped (`hidden="YES"` with
    /// `hidesWhenStopped="YES"`, not animating): hidden when it runs, yet Xcode's canvas keeps
    /// its place in a stack view.
    public var isStoppedActivityIndicator = false
    /// Its size-class variations (`<variation>`): the constraints and subviews it installs or
    /// uninstalls for some traits, and a stack view's arrangement there.
    public var variations: [SizeClassVariation] = []
    /// False when a variation uninstalls it (or a superview) for the traits the screen is laid
    /// out at (``LayoutScreen/installed(for:)``): it is not in the view hierarchy there.
    public var isInstalled = true

    public init(id: String, element: String, line: Int) {
        self.id = id
        self.element = element
        self.line = line
    }

    /// `label SYf-ql-rbl` or `view "Container" pWy-ms-gOl`, for messages.
    public var name: String {
        let kind = customClass.map { "\(element) (\($0))" } ?? element
        if let userLabel { return "\(kind) \"\(userLabel)\" \(id)" }
        return "\(kind) \(id)"
    }

    /// Whether UIKit lays it out as a scroll view (its subviews' edges constraints to it mean
    /// its content).
    public var isScrollView: Bool {
        ["scrollView", "tableView", "collectionView", "textView"].contains(element)
    }
}

/// The `<autoresizingMask>` flags.
public struct AutoresizingMask: Sendable, Hashable {
    public var flexibleLeftMargin = false
    public var flexibleWidth = false
    public var flexibleRightMargin = false
    public var flexibleTopMargin = false
    public var flexibleHeight = false
    public var flexibleBottomMargin = false

    public init() {}
}

/// `UIStackView`'s arrangement.
public struct StackArrangement: Sendable, Hashable {
    public enum Distribution: String, Sendable, Hashable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: String, Sendable, Hashable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    public var isVertical: Bool
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    public var isLayoutMarginsRelative: Bool

    public init(isVertical: Bool = false, distribution: Distribution = .fill, alignment: Alignment = .fill,
                spacing: Double = 0, isLayoutMarginsRelative: Bool = false) {
        self.isVertical = isVertical
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isLayoutMarginsRelative = isLayoutMarginsRelative
    }
}

/// What a view shows, as far as its intrinsic content size goes.
public enum ViewContent: Sendable {
    /// No intrinsic size (a plain view, a stack view's comes from its arranged subviews).
    case none
    /// Text: a label, a button's title, a text field's text or placeholder.
    case text(TextContent)
    /// A fixed intrinsic size (an image, a switch, an activity indicator); nil on an axis that
    /// has none.
    case fixed(width: Double?, height: Double?)
    /// A segmented control's segments, equally wide: each as wide as the widest title (13 pt
    /// Medium) with 10 pt on each side, inside 3 pt of padding, 32 pt high (reference:
    /// segmented control, Med).
    case segments(titles: [String], keys: [String])
}

/// A text a view sizes itself to.
public struct TextContent: Sendable {
    public enum Kind: String, Sendable {
        case label, button, textField, textView
    }

    public var kind: Kind
    /// The text shown in the document (the design language's).
    public var text: String
    /// The `.strings` key of the text (`<objectID>.text`, `.normalTitle`), for translations.
    public var key: String
    /// The font as the document gives it; nil is the view's default.
    public var font: InferredFont?
    /// `numberOfLines` (0 = unlimited); buttons and fields have one.
    public var lines: Int
    /// A configuration button (iOS 15+): insets 7/12/7/12 around a title that wraps.
    public var usesButtonConfiguration = false
    /// Explicit `preferredMaxLayoutWidth`, when the document sets one.
    public var preferredMaxLayoutWidth: Double?
    /// A text field's border style (`roundedRect`, `line`, `bezel`, `none`).
    public var borderStyle: String?
    /// An image beside a button's title (its width adds to the button's).
    public var imageWidth: Double = 0
    /// `lineBreakMode` as Interface Builder writes it (`tailTruncation`, `wordWrap`), when set.
    public var lineBreakMode: String?

    public init(kind: Kind, text: String, key: String, font: InferredFont?, lines: Int) {
        self.kind = kind
        self.text = text
        self.key = key
        self.font = font
        self.lines = lines
    }
}
