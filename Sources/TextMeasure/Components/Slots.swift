import TextStyles

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

/// Where a text is shown and how UIKit fits it there: the component and its settings.
///
/// One slot type serves every component; the fields a component does not use are ignored
/// (a text field is always one line; a text view never truncates). Each component's
/// definition (`component.definition`) says which it reads.
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
    /// The view's minimum height; nil takes the component's (a text field's border style's,
    /// a bar's 44 pt).
    public var minimumHeight: Double?
    /// The component's settings beyond a label's (items in the bar, margins, overrides of its
    /// approximate defaults); nil fields take the component's defaults.
    public var options: ComponentOptions {
        get { extras?.options ?? ComponentOptions() }
        set { extras = SlotExtras.make(options: newValue, neighbors: neighbors) }
    }
    /// The texts sharing the component's room (a title's bar items, an alert's other buttons).
    public var neighbors: SlotNeighbors {
        get { extras?.neighbors ?? SlotNeighbors() }
        set { extras = SlotExtras.make(options: options, neighbors: newValue) }
    }
    /// `options` and `neighbors`, boxed: nil for a label's slot, so that the slot a checker
    /// copies into every layout stays small (callgrind: the unboxed fields cost the measuring
    /// loop 10% more instructions).
    private var extras: SlotExtras?
    /// The content size category measured at, for components whose layout changes at the
    /// accessibility sizes (alerts widen and wrap, tab bars show the Large Content Viewer);
    /// nil is the default category.
    public var category: ContentSizeCategory?

    /// A slot with the given settings; the defaults are UILabel's (one line, tail truncation, @3x).
    public init(
        component: Component = .label, width: Double, numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .truncatingTail, minimumScaleFactor: Double = 0,
        lineHeight: LineHeightRule = .font, displayScale: Int = 3, maximumHeight: Double? = nil,
        insets: EdgeInsets? = nil, borderStyle: TextFieldBorderStyle = .roundedRect,
        hasClearButton: Bool = false, leftViewWidth: Double = 0, rightViewWidth: Double = 0,
        minimumHeight: Double? = nil, options: ComponentOptions = ComponentOptions(),
        neighbors: SlotNeighbors = SlotNeighbors(), category: ContentSizeCategory? = nil
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
        self.extras = SlotExtras.make(options: options, neighbors: neighbors)
        self.category = category
    }

    /// A label slot.
    public static func label(width: Double, lines: Int = 1, mode: LineBreakMode = .truncatingTail, minimumScaleFactor: Double = 0) -> Slot {
        Slot(component: .label, width: width, numberOfLines: lines, lineBreakMode: mode, minimumScaleFactor: minimumScaleFactor)
    }

    /// The insets used around the text for this slot: the slot's, else the component's.
    public var effectiveInsets: EdgeInsets {
        insets ?? component.definition.defaultInsets(self)
    }

    /// Where the text sits inside the view (see `ComponentDefinition.textFrame`).
    public var textFrame: TextFrame {
        component.definition.textFrame(self, effectiveInsets)
    }

    /// Width left for the text itself.
    public var textWidth: Double { textFrame.width }

    /// The lines and line break mode the component gives the text in this slot.
    public var lineLayout: (lines: Int, mode: LineBreakMode) {
        component.definition.lines.resolved(for: self)
    }
}

/// A slot's component options and neighbors, shared between copies of the slot.
private final class SlotExtras: Sendable, Hashable {
    let options: ComponentOptions
    let neighbors: SlotNeighbors

    private init(options: ComponentOptions, neighbors: SlotNeighbors) {
        self.options = options
        self.neighbors = neighbors
    }

    /// The box for `options` and `neighbors`, nil when both are empty.
    static func make(options: ComponentOptions, neighbors: SlotNeighbors) -> SlotExtras? {
        options == ComponentOptions() && neighbors.isEmpty ? nil : SlotExtras(options: options, neighbors: neighbors)
    }

    static func == (a: SlotExtras, b: SlotExtras) -> Bool { a.options == b.options && a.neighbors == b.neighbors }

    func hash(into hasher: inout Hasher) {
        hasher.combine(options)
        hasher.combine(neighbors)
    }
}
