import TextMeasure
import TextStyles

/// The font, point size and line height a slot's text takes at one category.
struct SlotSizing: Sendable {
    var profile: FontProfile
    var pointSize: Double
    var lineHeight: LineHeightRule

    /// Sizes `slot` at `category` with `font` on `platform`.
    ///
    /// A component whose size follows its text style (labels, fields, alerts, cells): the system
    /// font takes the style's size from the platform's table (or, with `size`, that size scaled
    /// as `UIFontMetrics` scales it); a custom font starts from `size` or the style's size at
    /// Large and is scaled by `UIFontMetrics` (whole points, unchanged at Large), as
    /// `scaledFont(for:)` does. Any other component (bars, tab items, segments) follows its own
    /// Dynamic Type rule from its size at Large (`ComponentDefinition.pointSize`), whatever the
    /// font. The weight is the slot's, else the component's, else the style's.
    ///
    /// `scale` is passed in so a checker reads one copy of the tables for all its entries: every
    /// `TypeScale.standard.metrics` call from this module copied the whole struct, retaining its
    /// tables (perf, the full checker: 2.5% of the time).
    static func make(slot: SlotSpec, category: ContentSizeCategory, font: FontChoice, platform: Platform,
                     displayScale: Int, scale: TypeScale = .standard) throws(TextStyleError) -> SlotSizing {
        let table = try scale.metrics(platform: platform, style: slot.style, category: category)
        let definition = slot.component.definition
        let weight = definition.weight(explicit: slot.weight, emphasized: slot.emphasized, style: table)
        let large = try scale.metrics(platform: platform, style: slot.style, category: .large)
        if let componentSize = try definition.pointSize(
            slotSize: slot.size, styleSizeAtLarge: large.size, options: slot.options, category: category, platform: platform, typeScale: scale
        ) {
            var lineHeight: LineHeightRule = slot.lineHeight == .hig ? .fixed(table.leading) : .font
            if case .fixed(let value) = slot.lineHeight { lineHeight = .fixed(value) }
            let profile: FontProfile = switch font {
            case .system: .system(weight: weight, platform: platform)
            case .custom(let descriptor, let trackingEm): .custom(descriptor, trackingEm: trackingEm)
            }
            return SlotSizing(profile: profile, pointSize: slot.maximumPointSize.map { min(componentSize, $0) } ?? componentSize,
                              lineHeight: lineHeight)
        }
        var pointSize: Double
        var lineHeight: LineHeightRule
        let profile: FontProfile
        switch font {
        case .system:
            profile = .system(weight: weight, platform: platform)
            if let size = slot.size {
                pointSize = slot.scalesWithStyle
                    ? try FontMetrics(forTextStyle: slot.style).scaledFontSize(size, category: category)
                    : size
            } else {
                pointSize = table.size
            }
            lineHeight = slot.lineHeight == .hig ? .fixed(table.leading) : .font
        case .custom(let descriptor, let trackingEm):
            profile = .custom(descriptor, trackingEm: trackingEm)
            let base = slot.size ?? large.size
            if slot.scalesWithStyle {
                let metrics = try FontMetrics(forTextStyle: slot.style)
                pointSize = metrics.scaledFontSize(base, category: category)
                lineHeight = slot.lineHeight == .hig
                    ? .fixed(metrics.scaledValue(for: large.leading, category: category, displayScale: displayScale))
                    : .font
            } else {
                pointSize = base
                lineHeight = slot.lineHeight == .hig ? .fixed(large.leading) : .font
            }
        }
        if case .fixed(let value) = slot.lineHeight { lineHeight = .fixed(value) }
        if let maximum = slot.maximumPointSize { pointSize = min(pointSize, maximum) }
        return SlotSizing(profile: profile, pointSize: pointSize, lineHeight: lineHeight)
    }
}

extension SlotSpec {
    /// The TextMeasure slot for this spec slot, `width` points wide, at `category`, with the
    /// texts beside it and the localized "Back" of `locale`.
    func measuringSlot(width: Double, lineHeight: LineHeightRule, displayScale: Int, category: ContentSizeCategory? = nil,
                       locale: String = "", neighbors: SlotNeighbors = SlotNeighbors()) -> Slot {
        var options = options
        if options.genericBackTitle == nil, let word = backTitle(forLocale: locale) { options.genericBackTitle = word }
        return Slot(component: component, width: width, numberOfLines: lines, lineBreakMode: lineBreakMode,
                    minimumScaleFactor: minimumScaleFactor, lineHeight: lineHeight, displayScale: displayScale,
                    maximumHeight: maxHeight, insets: insets, borderStyle: borderStyle, hasClearButton: hasClearButton,
                    leftViewWidth: leftViewWidth, rightViewWidth: rightViewWidth, minimumHeight: minimumHeight,
                    options: options, neighbors: neighbors, category: category)
    }

    /// Lines the component allows at the regular sizes: a label's `lines`, the component's own
    /// otherwise (one for fields and buttons, unlimited for text views); 0 is unlimited.
    var allowedLines: Int {
        component.definition.lines.allowedLines(slotLines: lines)
    }
}
