import TextStyles

/// Everything TypeFit knows about how one UIKit component sizes its text: the one home of a
/// component (DESIGN.md decision 8, "components are data plus a rule").
///
/// Measuring (`TextMeasurer.fit`), checking (FitCheck's sizing and classification), drawing
/// (`SVGRenderer`) and the CLI read a component's behaviour from here and nowhere else. Each
/// component's definition lives in its own file next to this one (`Label.swift`,
/// `TextField.swift`...), with every value's source and confidence.
public struct ComponentDefinition: Sendable {
    /// The name the spec and `typefit measure --component` use (`label`, `navTitle`).
    public var name: String
    /// The UIKit class or property the component stands for (`UILabel`).
    public var uikitName: String
    /// Where the text's font comes from.
    public var font: ComponentFont
    /// How the text's size follows the content size category.
    public var dynamicType: DynamicTypeRule
    /// How many lines the text may take and how it breaks and truncates.
    public var lines: LineRule
    /// Whether `minimumScaleFactor` (auto-shrink) applies.
    public var shrinks: Bool
    /// How wide the view is, given its text.
    public var viewWidth: ViewWidthRule
    /// Whether an empty text still makes the view one line tall (fields and buttons do; a label
    /// with no text has no height).
    public var emptyKeepsOneLine: Bool
    /// The values above with their sources and confidence, for documentation and notes.
    public var facts: [ComponentFact]

    /// Insets around the text when the slot gives none.
    let defaultInsets: @Sendable (Slot) -> EdgeInsets
    /// Where the text sits inside the view, left to right, given its insets.
    let textFrame: @Sendable (Slot, EdgeInsets) -> TextFrame
    /// The view's minimum height when the slot gives none (0: none).
    let defaultMinimumHeight: @Sendable (Slot) -> Double
    /// The approximations a measurement in `slot` relies on (values below High confidence that
    /// the slot did not override), as sentences for the output's notes.
    let approximations: @Sendable (Slot) -> [String]

    /// A definition; see each property.
    init(
        name: String, uikitName: String, font: ComponentFont, dynamicType: DynamicTypeRule, lines: LineRule,
        shrinks: Bool, viewWidth: ViewWidthRule, emptyKeepsOneLine: Bool, facts: [ComponentFact],
        defaultInsets: @escaping @Sendable (Slot) -> EdgeInsets = { _ in .zero },
        textFrame: @escaping @Sendable (Slot, EdgeInsets) -> TextFrame = TextFrame.insideInsets,
        defaultMinimumHeight: @escaping @Sendable (Slot) -> Double = { _ in 0 },
        approximations: @escaping @Sendable (Slot) -> [String] = { _ in [] }
    ) {
        self.name = name
        self.uikitName = uikitName
        self.font = font
        self.dynamicType = dynamicType
        self.lines = lines
        self.shrinks = shrinks
        self.viewWidth = viewWidth
        self.emptyKeepsOneLine = emptyKeepsOneLine
        self.facts = facts
        self.defaultInsets = defaultInsets
        self.textFrame = textFrame
        self.defaultMinimumHeight = defaultMinimumHeight
        self.approximations = approximations
    }
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
}

/// How many lines a component's text may take, and how it breaks and truncates.
public indirect enum LineRule: Sendable, Hashable {
    /// The slot's `numberOfLines` and line break mode (a label).
    case slot
    /// Always these (0 lines = unlimited).
    case fixed(lines: Int, mode: LineBreakMode)

    /// The lines and mode for `slot`.
    func resolved(for slot: Slot) -> (lines: Int, mode: LineBreakMode) {
        switch self {
        case .slot: (max(0, slot.numberOfLines), slot.lineBreakMode)
        case .fixed(let lines, let mode): (lines, mode)
        }
    }

    /// "1 line, tail", "unlimited lines, word", or "the slot's lines and line break mode".
    public var summary: String {
        switch self {
        case .slot: "the slot's lines and line break mode"
        case .fixed(let lines, let mode): "\(lines == 0 ? "unlimited lines" : lines == 1 ? "1 line" : "\(lines) lines"), \(mode.name)"
        }
    }
}

/// How wide a component's view is, given its text.
public enum ViewWidthRule: Sendable, Hashable {
    /// As wide as its text (a label's intrinsic size), at most the slot's width.
    case hugsText
    /// Its text plus its insets (a button).
    case textPlusInsets
    /// The slot's width, whatever the text (fields, text views, bars).
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
