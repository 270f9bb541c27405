import TextFormatting
import TextMeasure
import TextStyles

/// Where a key's text is shown: the component, its text style, width, lines and options.
///
/// In a spec file, every rule of `slots` starts from `defaultSlot` and overrides what it names.
public struct SlotSpec: Sendable, Hashable {
    /// The kind of view.
    public var component: Component
    /// The text style whose size the text takes at each category.
    public var style: TextStyle
    /// A weight instead of the style's.
    public var weight: FontWeight?
    /// Use the style's emphasized weight (`UIFontDescriptor.SymbolicTraits.traitBold`).
    public var emphasized: Bool
    /// A point size instead of the style's size at each category; see `scalesWithStyle`.
    public var size: Double?
    /// With `size`: scale it with `UIFontMetrics` of `style` (as `scaledFont(for:)` does);
    /// `false` keeps it fixed at every category.
    public var scalesWithStyle: Bool
    /// The view's width in points; `nil` takes the entry's XLIFF `maxwidth`.
    public var width: Double?
    /// `numberOfLines` (0 = unlimited). Text fields and buttons have one line.
    public var lines: Int
    /// How lines break and truncate (`NSLineBreakMode`).
    public var lineBreakMode: LineBreakMode
    /// `minimumScaleFactor` (0 = never shrinks).
    public var minimumScaleFactor: Double
    /// Insets around the text; `nil` takes the component's default.
    public var insets: EdgeInsets?
    /// The tallest the view may be, in points.
    public var maxHeight: Double?
    /// How tall a line is: the font's, the HIG leading, or fixed.
    public var lineHeight: LineHeightChoice
    /// Text field border style.
    public var borderStyle: TextFieldBorderStyle
    /// Text field: a clear button takes room.
    public var hasClearButton: Bool
    /// Text field: the width of its left view, in points.
    public var leftViewWidth: Double
    /// Text field: the width of its right view, in points.
    public var rightViewWidth: Double
    /// Text field minimum height; `nil` takes the border style's.
    public var minimumHeight: Double?
    /// A largest point size (`UIFontMetrics.scaledFont(for:maximumPointSize:)`, SwiftUI's
    /// `dynamicTypeSize(...)` limits have the same effect).
    public var maximumPointSize: Double?
    /// The component's settings beyond a label's (items in a bar, margins, overrides of its
    /// approximate defaults); nil fields take the component's defaults.
    public var options: ComponentOptions
    /// Back buttons: the generic "Back" per locale (`de` -> `Zurück`); a locale without one
    /// takes `options.genericBackTitle`, else the English word.
    public var backTitles: [String: String]
    /// Android `TextView` settings (line spacing, font padding, autosizing); read only when
    /// the spec's platform is Android.
    public var android = AndroidTextSettings()
    /// The case the app puts the text in before showing it (`localizedUppercase`); nil: as written.
    public var textCase: TextCase? = nil

    /// A slot with the given settings; the defaults are UILabel's (one line, tail truncation).
    public init(
        component: Component = .label, style: TextStyle = TextStyle(name: "Body"), weight: FontWeight? = nil,
        emphasized: Bool = false, size: Double? = nil, scalesWithStyle: Bool = true, width: Double? = nil,
        lines: Int = 1, lineBreakMode: LineBreakMode = .truncatingTail, minimumScaleFactor: Double = 0,
        insets: EdgeInsets? = nil, maxHeight: Double? = nil, lineHeight: LineHeightChoice = .font,
        borderStyle: TextFieldBorderStyle = .roundedRect, hasClearButton: Bool = false,
        leftViewWidth: Double = 0, rightViewWidth: Double = 0, minimumHeight: Double? = nil,
        maximumPointSize: Double? = nil, options: ComponentOptions = ComponentOptions(), backTitles: [String: String] = [:]
    ) {
        self.component = component
        self.style = style
        self.weight = weight
        self.emphasized = emphasized
        self.size = size
        self.scalesWithStyle = scalesWithStyle
        self.width = width
        self.lines = lines
        self.lineBreakMode = lineBreakMode
        self.minimumScaleFactor = minimumScaleFactor
        self.insets = insets
        self.maxHeight = maxHeight
        self.lineHeight = lineHeight
        self.borderStyle = borderStyle
        self.hasClearButton = hasClearButton
        self.leftViewWidth = leftViewWidth
        self.rightViewWidth = rightViewWidth
        self.minimumHeight = minimumHeight
        self.maximumPointSize = maximumPointSize
        self.options = options
        self.backTitles = backTitles
    }

    /// The generic back title for `locale`: an exact entry of `backTitles`, then its language
    /// (`de-CH` -> `de`); nil when none.
    func backTitle(forLocale locale: String) -> String? {
        guard !backTitles.isEmpty else { return nil }
        var tag = locale.replacingOccurrences(of: "_", with: "-")
        while true {
            if let word = backTitles[tag] ?? backTitles.first(where: { $0.key.caseInsensitiveCompare(tag) == .orderedSame })?.value {
                return word
            }
            guard let dash = tag.lastIndex(of: "-") else { return nil }
            tag = String(tag[..<dash])
        }
    }

    /// The slot of keys no rule matches, when the spec names none: a one-line Body label 343 pt
    /// wide, truncating its tail.
    ///
    /// A guess, not a measurement: 343 pt is a 375 pt wide iPhone screen minus the 16 pt
    /// standard margins on each side. Give your own `defaultSlot` in the spec.
    public static let builtInDefault = SlotSpec(width: 343)

    /// A short description for reports: `label Body 343pt wide 1 line tail`,
    /// `tabItem 10pt fixed 375pt wide 4 items`.
    public var summary: String { summary(on: .ios) }

    /// ``summary`` with lengths in the platform's unit: dp on Android (`label Body Medium 328dp wide ...`).
    public func summary(on platform: Platform) -> String {
        let unit = platform == .android ? "dp" : "pt"
        let definition = component.definition
        var parts = [component.rawValue]
        let base = (size ?? definition.font.size).map { "\(NumberText.short($0, decimals: 2))\(unit)" } ?? style.name
        switch definition.dynamicType(with: options) {
        case .textStyle:
            parts.append(style.name)
            if let size { parts.append("\(NumberText.short(size, decimals: 2))\(platform == .android ? "sp" : "pt")\(scalesWithStyle ? " scaled" : " fixed")") }
        case .capped(let maximum): parts.append("\(base) capped \(NumberText.short(maximum, decimals: 3))x")
        case .damped: parts.append("\(base) damped")
        case .fixed: parts.append("\(base) fixed")
        }
        parts.append(width.map { "\(NumberText.short($0, decimals: 2))\(unit) wide" } ?? (definition.defaultWidth.map { "\(NumberText.short($0, decimals: 2))\(unit) wide" } ?? "XLIFF width"))
        if case .slot = definition.lines {
            parts.append(lines == 0 ? "unlimited lines" : lines == 1 ? "1 line" : "\(lines) lines")
            parts.append(lineBreakMode.name)
        }
        if let count = options.itemCount { parts.append("\(count) item\(count == 1 ? "" : "s")") }
        if options.actionSheet == true { parts.append("action sheet") }
        if let cellStyle = options.cellStyle { parts.append(cellStyle.rawValue) }
        if let accessory = options.accessory, accessory != .none { parts.append(accessory.rawValue) }
        if let textCase { parts.append(textCase.rawValue) }
        if minimumScaleFactor > 0 { parts.append("min scale \(NumberText.short(minimumScaleFactor, decimals: 2))") }
        if let maxHeight { parts.append("max height \(NumberText.short(maxHeight, decimals: 2))\(unit)") }
        return parts.joined(separator: " ")
    }
}
