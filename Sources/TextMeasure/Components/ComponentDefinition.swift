import TextStyles

/// Everything TypeFit knows about how one UIKit component sizes its text: the one home of a
/// component (DESIGN.md decision 8, "components are data plus a rule").
///
/// Measuring (`TextMeasurer.fit`), checking (FitCheck's sizing and classification), drawing
/// (`SVGRenderer`) and the CLI read a component's behaviour from here and nowhere else. Each
/// component's definition lives in its own file next to this one (`Label.swift`,
/// `TextField.swift`...), with every value's source and confidence.
///
/// A final class, so that reading a component's definition in the measuring loop costs one
/// reference, not a copy of every rule it holds.
public final class ComponentDefinition: Sendable {
    /// The name the spec and `typefit measure --component` use (`label`, `navTitle`).
    public let name: String
    /// The UIKit class or property the component stands for (`UILabel`).
    public let uikitName: String
    /// Where the text's font comes from.
    public let font: ComponentFont
    /// How the text's size follows the content size category.
    public let dynamicType: DynamicTypeRule
    /// How many lines the text may take and how it breaks and truncates.
    public let lines: LineRule
    /// For a `.slot` line rule: the lines and mode a slot of this component has unless it says
    /// otherwise (a label: 1, tail; a `UIButton.Configuration` title: unlimited, word).
    public let defaultLines: (lines: Int, mode: LineBreakMode)
    /// Whether `minimumScaleFactor` (auto-shrink) applies.
    public let shrinks: Bool
    /// The smallest size the component shrinks its text to on its own, when it does (alert
    /// buttons: 10 pt); nil when only the slot's `minimumScaleFactor` shrinks it.
    public let minimumFontSize: Double?
    /// How wide the view is, given its text.
    public let viewWidth: ViewWidthRule
    /// The view's width when the slot gives none (an alert's 270 pt); nil: the slot must.
    public let defaultWidth: Double?
    /// Whether an empty text still makes the view one line tall (fields and buttons do; a label
    /// with no text has no height).
    public let emptyKeepsOneLine: Bool
    /// Which measuring rule lays the text out (most components: `.plain`).
    public let rule: FitRule
    /// What a drawing shows around the text.
    public let scene: SceneKind
    /// The values above with their sources and confidence, for documentation and notes.
    public let facts: [ComponentFact]

    /// Insets around the text when the slot gives none.
    let defaultInsets: @Sendable (Slot) -> EdgeInsets
    /// Where the text sits inside the view, left to right, given its insets.
    let textFrame: @Sendable (Slot, EdgeInsets) -> TextFrame
    /// The view's minimum height when the slot gives none (0: none).
    let defaultMinimumHeight: @Sendable (Slot) -> Double
    /// The view's width for a `.slotWidth` rule: the slot's, or the component's at the slot's
    /// category (an alert widens to 310 pt at AX1-AX5).
    let boxWidth: @Sendable (Slot) -> Double
    /// The approximations a measurement in `slot` relies on (values below High confidence that
    /// the slot did not override), as sentences for the output's notes.
    let approximations: @Sendable (Slot) -> [String]
    /// What is wrong with the slot's component settings, if anything (zero items, a negative
    /// margin), as a sentence that names the setting.
    let problems: @Sendable (Slot) -> String?
    /// The text style by the component's options, where they change it (an action sheet's
    /// buttons, a subtitle cell's secondary text); nil: `font.style`.
    let styleByOptions: (@Sendable (ComponentOptions) -> String?)?

    /// A definition; see each property.
    init(
        name: String, uikitName: String, font: ComponentFont, dynamicType: DynamicTypeRule, lines: LineRule,
        defaultLines: (lines: Int, mode: LineBreakMode) = (1, .truncatingTail), shrinks: Bool, minimumFontSize: Double? = nil,
        viewWidth: ViewWidthRule, defaultWidth: Double? = nil, emptyKeepsOneLine: Bool, rule: FitRule = .plain,
        scene: SceneKind = .box, facts: [ComponentFact],
        defaultInsets: @escaping @Sendable (Slot) -> EdgeInsets = { _ in .zero },
        textFrame: @escaping @Sendable (Slot, EdgeInsets) -> TextFrame = TextFrame.insideInsets,
        defaultMinimumHeight: @escaping @Sendable (Slot) -> Double = { _ in 0 },
        boxWidth: @escaping @Sendable (Slot) -> Double = { $0.width },
        approximations: @escaping @Sendable (Slot) -> [String] = { _ in [] },
        problems: @escaping @Sendable (Slot) -> String? = { _ in nil },
        styleByOptions: (@Sendable (ComponentOptions) -> String?)? = nil
    ) {
        self.name = name
        self.uikitName = uikitName
        self.font = font
        self.dynamicType = dynamicType
        self.lines = lines
        self.defaultLines = defaultLines
        self.shrinks = shrinks
        self.minimumFontSize = minimumFontSize
        self.viewWidth = viewWidth
        self.defaultWidth = defaultWidth
        self.emptyKeepsOneLine = emptyKeepsOneLine
        self.rule = rule
        self.scene = scene
        self.facts = facts
        self.defaultInsets = defaultInsets
        self.textFrame = textFrame
        self.defaultMinimumHeight = defaultMinimumHeight
        self.boxWidth = boxWidth
        self.approximations = approximations
        self.problems = problems
        self.styleByOptions = styleByOptions
    }
}

/// How a component's text is measured when a plain layout in its text frame is not the whole
/// story: the extra texts, fonts or decisions the component's rule involves.
public enum FitRule: Sendable, Hashable {
    /// One layout of the text in its frame (labels, fields, bars' items, alert titles).
    case plain
    /// Also laid out in `weight` (a segment's selected state); the wider of the two is reported.
    case widestWeight(FontWeight)
    /// A navigation bar title: its room is the bar less the items and back button beside it,
    /// measured from `SlotNeighbors`.
    case navigationTitle
    /// A back button: the previous title if it fits left of the current title, else the generic
    /// "Back", else the chevron alone (`UINavigationItem.BackButtonDisplayMode.default`).
    case backButton
    /// A toolbar item: it fits alone in the bar, and with `SlotNeighbors.others` the items must
    /// fit the bar together.
    case sharedRow
    /// An alert button: side by side with one other button when both titles fit half the alert,
    /// stacked otherwise.
    case alertButton
    /// A table view cell text: in a value cell, beside the other text when both fit, stacked
    /// otherwise and at the accessibility sizes.
    case cellText
}

/// What a drawing shows around a component's text (see `SVGRenderer`).
public enum SceneKind: String, Sendable, Hashable, CaseIterable {
    /// The view's box (labels, fields, text views, buttons).
    case box
    /// A navigation bar with the title centred between its items.
    case navigationBar
    /// A navigation bar with a large title below it.
    case largeTitleBar
    /// A navigation bar with the back button at its leading edge.
    case backButton
    /// A toolbar (or a bar button item) with its items in a row.
    case toolbar
    /// A tab bar with its items side by side, icons above titles.
    case tabBar
    /// A segmented control with equal segments.
    case segmentedControl
    /// An alert (or action sheet) box with its title, message and buttons.
    case alert
    /// A table view cell with its texts, image and accessory.
    case cell
}

/// Where a component's font comes from.
public struct ComponentFont: Sendable, Hashable {
    /// The text style the component uses when the slot names none (alert title: Headline); nil
    /// takes the slot's style (a label's is the spec's).
    public var style: String?
    /// A size at the default category, for components whose size is not a text style's (a tab
    /// bar item's 10 pt); nil takes the style's.
    public var size: Double?
    /// The weight; nil takes the style's.
    public var weight: FontWeight?
    /// The weight of the emphasized state (a done button, an alert's preferred action); nil
    /// takes the style's emphasized weight.
    public var emphasizedWeight: FontWeight?

    /// A font rule; every field is optional (see each).
    public init(style: String? = nil, size: Double? = nil, weight: FontWeight? = nil, emphasizedWeight: FontWeight? = nil) {
        self.style = style
        self.size = size
        self.weight = weight
        self.emphasizedWeight = emphasizedWeight
    }

    /// The slot's text style, at its weight: labels, fields, text views, buttons.
    public static let slotStyle = ComponentFont()
}

/// How a component's text size follows the content size category.
public enum DynamicTypeRule: Sendable, Hashable {
    /// The text style's size at each category (`UIFont.preferredFont(forTextStyle:)`), or a
    /// custom font scaled by `UIFontMetrics`.
    case textStyle
    /// The size at Large scaled by the content size (Body's size at the category over its size
    /// at Large), never below 1x nor above `maximumScale` (navigation bars: 1.235).
    case capped(maximumScale: Double)
    /// The size at Large scaled by `1 + (s - 1) / divisor` of the content size's scale `s`,
    /// never below `minimumScale` (large titles: divisor 3, down to 0.9).
    case damped(divisor: Double, minimumScale: Double)
    /// The same size at every category; with `largeContentViewer`, the accessibility sizes
    /// show the text in the Large Content Viewer (long press) instead of growing it.
    case fixed(largeContentViewer: Bool)

    /// "scales with the text style", "scales 1x-1.235x", ...
    public var summary: String {
        switch self {
        case .textStyle: "scales with the text style"
        case .capped(let maximum): "scales with the content size, 1x to \(maximum)x"
        case .damped(let divisor, let minimum): "scales damped, 1 + (s - 1) / \(Int(divisor)), at least \(minimum)x"
        case .fixed(let viewer): viewer ? "fixed; the Large Content Viewer at AX1-AX5" : "fixed"
        }
    }
}

/// How many lines a component's text may take, and how it breaks and truncates.
public enum LineRule: Sendable, Hashable {
    /// The slot's `numberOfLines` and line break mode (a label).
    case slot
    /// Always these (0 lines = unlimited).
    case fixed(lines: Int, mode: LineBreakMode)
    /// One rule at the regular sizes, another at the accessibility sizes (AX1-AX5), where alert
    /// buttons wrap instead of truncating.
    indirect case byCategory(regular: LineRule, accessibility: LineRule)

    /// The lines and mode for `slot` (at its category, when the rule depends on it).
    func resolved(for slot: Slot) -> (lines: Int, mode: LineBreakMode) {
        switch self {
        case .slot: (max(0, slot.numberOfLines), slot.lineBreakMode)
        case .fixed(let lines, let mode): (lines, mode)
        case .byCategory(let regular, let accessibility):
            (slot.category?.isAccessibility == true ? accessibility : regular).resolved(for: slot)
        }
    }

    /// The lines a slot of this rule allows at the regular sizes (0 = unlimited), given the
    /// slot's own `lines` for a `.slot` rule.
    public func allowedLines(slotLines: Int) -> Int {
        switch self {
        case .slot: slotLines
        case .fixed(let lines, _): lines
        case .byCategory(let regular, _): regular.allowedLines(slotLines: slotLines)
        }
    }

    /// "1 line, tail", "unlimited lines, word", or "the slot's lines and line break mode".
    public var summary: String {
        switch self {
        case .slot: "the slot's lines and line break mode"
        case .fixed(let lines, let mode): "\(lines == 0 ? "unlimited lines" : lines == 1 ? "1 line" : "\(lines) lines"), \(mode.name)"
        case .byCategory(let regular, let accessibility): "\(regular.summary); at AX1-AX5 \(accessibility.summary)"
        }
    }
}

/// How wide a component's view is, given its text.
public enum ViewWidthRule: Sendable, Hashable {
    /// As wide as its text (a label's intrinsic size), at most the slot's width.
    case hugsText
    /// Its text plus its insets (a button).
    case textPlusInsets
    /// The slot's width (or the component's at the slot's category), whatever the text
    /// (fields, text views, bars, alerts).
    case slotWidth
}

/// Where the text sits inside a view, in points from the view's leading edge.
public struct TextFrame: Sendable, Hashable {
    /// From the view's leading edge to the text's.
    public var left: Double
    /// The width the text may take.
    public var width: Double

    /// A frame `left` points in, `width` wide.
    public init(left: Double, width: Double) {
        self.left = left
        self.width = width
    }

    /// The slot's width inside its insets: the text frame of most components.
    @Sendable static func insideInsets(_ slot: Slot, _ insets: EdgeInsets) -> TextFrame {
        TextFrame(left: insets.left, width: slot.width - insets.horizontal)
    }
}

/// One documented value of a component, with where it comes from.
public struct ComponentFact: Sendable, Hashable {
    /// What the value is about (`text inset`, `title font`).
    public var subject: String
    /// The value, in words (`7 pt on every side`).
    public var value: String
    /// Where it comes from (a document, a measurement, or "not measured").
    public var source: String
    /// How far to trust it.
    public var confidence: Confidence

    /// A fact.
    public init(_ subject: String, _ value: String, source: String, confidence: Confidence) {
        self.subject = subject
        self.value = value
        self.source = source
        self.confidence = confidence
    }
}

/// How far a component value can be trusted (the reference's scale).
public enum Confidence: String, Sendable, Hashable, CaseIterable {
    /// Apple documentation, or several independent sources agree.
    case high = "High"
    /// One documented simulator measurement or a reputable write-up.
    case medium = "Med"
    /// One informal source or an inference.
    case low = "Low"
    /// No source: an approximation, which output that relies on it names.
    case unverified = "UNVERIFIED"

    /// Whether a value of this confidence is a default the slot can override, and output that
    /// relies on it says so (below High).
    public var isApproximation: Bool { self != .high }
}
