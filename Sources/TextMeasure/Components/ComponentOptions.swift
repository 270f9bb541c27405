import TextStyles

/// The settings of a component beyond a label's: the bar or control around the text, and every
/// default of confidence below High that a slot can override.
///
/// Every field is optional: nil takes the component's default (see its definition file). The
/// spec's slot objects and groups and `typefit measure`'s options set them through `SlotValues`.
public struct ComponentOptions: Sendable, Hashable {
    /// Items sharing the bar or control, this one included: tab bar items, segments, alert
    /// buttons.
    public var itemCount: Int?
    /// Navigation bar title: points taken by the items before it (besides `leadingTitles`).
    public var leadingWidth: Double?
    /// Navigation bar title: points taken by the items after it (besides `trailingTitles`).
    public var trailingWidth: Double?
    /// Back button: points the current screen's title takes in the middle of the bar (besides
    /// the title text of `SlotNeighbors.title`).
    public var titleWidth: Double?
    /// Bars and cells: the margin at each side (16 pt in compact width, 20 in regular).
    public var margin: Double?
    /// The gap between a navigation bar title and its items (6 pt), between toolbar items
    /// (8 pt), between a value cell's two texts.
    public var spacing: Double?
    /// A capped Dynamic Type rule's largest scale (navigation bar: 1.235).
    public var maximumScale: Double?
    /// The Dynamic Type rule instead of the component's.
    public var dynamicType: DynamicTypeChoice?
    /// Back button: the word shown when the previous title does not fit ("Back", localized).
    public var genericBackTitle: String?
    /// Back button: points from the bar's leading edge to the back title (margin, chevron, gap).
    public var chevronWidth: Double?
    /// Alert buttons, value cells: force the stacked (true) or side-by-side (false) layout
    /// instead of deciding it from the texts.
    public var stacked: Bool?
    /// Alert parts: shown in an action sheet rather than an alert.
    public var actionSheet: Bool?
    /// Alerts: the width at the accessibility sizes (310 pt).
    public var accessibilityWidth: Double?
    /// Table view cells: the cell style.
    public var cellStyle: CellStyle?
    /// Table view cells: the accessory at the trailing edge.
    public var accessory: CellAccessory?
    /// Table view cells: points the accessory takes, with its gap to the text.
    public var accessoryWidth: Double?
    /// Table view cells: points an image takes before the text, with its gap to the text (0 for none).
    public var imageWidth: Double?

    /// Options; nil everywhere takes the component's defaults.
    public init(
        itemCount: Int? = nil, leadingWidth: Double? = nil, trailingWidth: Double? = nil, titleWidth: Double? = nil,
        margin: Double? = nil, spacing: Double? = nil, maximumScale: Double? = nil, dynamicType: DynamicTypeChoice? = nil,
        genericBackTitle: String? = nil, chevronWidth: Double? = nil, stacked: Bool? = nil, actionSheet: Bool? = nil,
        accessibilityWidth: Double? = nil, cellStyle: CellStyle? = nil, accessory: CellAccessory? = nil,
        accessoryWidth: Double? = nil, imageWidth: Double? = nil
    ) {
        self.itemCount = itemCount
        self.leadingWidth = leadingWidth
        self.trailingWidth = trailingWidth
        self.titleWidth = titleWidth
        self.margin = margin
        self.spacing = spacing
        self.maximumScale = maximumScale
        self.dynamicType = dynamicType
        self.genericBackTitle = genericBackTitle
        self.chevronWidth = chevronWidth
        self.stacked = stacked
        self.actionSheet = actionSheet
        self.accessibilityWidth = accessibilityWidth
        self.cellStyle = cellStyle
        self.accessory = accessory
        self.accessoryWidth = accessoryWidth
        self.imageWidth = imageWidth
    }

    /// `self` with every field `other` sets taken from `other`.
    public func merging(_ other: ComponentOptions) -> ComponentOptions {
        ComponentOptions(
            itemCount: other.itemCount ?? itemCount, leadingWidth: other.leadingWidth ?? leadingWidth,
            trailingWidth: other.trailingWidth ?? trailingWidth, titleWidth: other.titleWidth ?? titleWidth,
            margin: other.margin ?? margin, spacing: other.spacing ?? spacing, maximumScale: other.maximumScale ?? maximumScale,
            dynamicType: other.dynamicType ?? dynamicType, genericBackTitle: other.genericBackTitle ?? genericBackTitle,
            chevronWidth: other.chevronWidth ?? chevronWidth, stacked: other.stacked ?? stacked,
            actionSheet: other.actionSheet ?? actionSheet, accessibilityWidth: other.accessibilityWidth ?? accessibilityWidth,
            cellStyle: other.cellStyle ?? cellStyle, accessory: other.accessory ?? accessory,
            accessoryWidth: other.accessoryWidth ?? accessoryWidth, imageWidth: other.imageWidth ?? imageWidth)
    }
}

/// The texts that share a component's room, in the locale being measured: the items beside a
/// navigation bar title, the title beside a back button, an alert's other buttons. They are
/// measured with the text, at the same category, each in its own component's font.
public struct SlotNeighbors: Sendable, Hashable {
    /// Navigation bar title: the titles of the plain bar button items before it.
    public var leadingTitles: [NeighborText]
    /// Navigation bar title: the titles of the bar button items after it.
    public var trailingTitles: [NeighborText]
    /// Navigation bar title: the back button's title (the previous screen's), before it.
    public var backTitle: String?
    /// Back button: the current screen's title, in the middle of the bar.
    public var title: String?
    /// Toolbar items, alert buttons, a value cell's other text: the others sharing the row.
    public var others: [NeighborText]

    /// Neighbors; none by default.
    public init(leadingTitles: [NeighborText] = [], trailingTitles: [NeighborText] = [], backTitle: String? = nil,
                title: String? = nil, others: [NeighborText] = []) {
        self.leadingTitles = leadingTitles
        self.trailingTitles = trailingTitles
        self.backTitle = backTitle
        self.title = title
        self.others = others
    }

    /// Whether there are no neighbors at all.
    public var isEmpty: Bool {
        leadingTitles.isEmpty && trailingTitles.isEmpty && backTitle == nil && title == nil && others.isEmpty
    }
}

/// A neighbor's text and its state.
public struct NeighborText: Sendable, Hashable {
    /// The text, as measured (format specifiers already replaced).
    public var text: String
    /// Whether it is in its emphasized state (a done button, an alert's preferred action).
    public var isEmphasized: Bool

    /// A neighbor text.
    public init(_ text: String, isEmphasized: Bool = false) {
        self.text = text
        self.isEmphasized = isEmphasized
    }

    /// The weight its state is set in: Semibold when emphasized (a done item, a preferred
    /// action), Regular otherwise: the bar buttons' and alert buttons' weights.
    var weight: FontWeight { isEmphasized ? .semibold : .regular }
}

/// A Dynamic Type rule a slot can choose instead of its component's.
public enum DynamicTypeChoice: String, Sendable, Hashable, CaseIterable {
    /// Scale with the slot's text style, as a label does.
    case style
    /// Scale with the content size, between 1x and `maximumScale` (navigation bars).
    case capped
    /// Scale damped, 1 + (s - 1) / 3 (large titles).
    case damped
    /// Never scale (tab bars; the Large Content Viewer shows the text at the accessibility sizes).
    case fixed
}
