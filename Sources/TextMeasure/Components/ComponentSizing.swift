import TextStyles

extension DynamicTypeRule {
    /// The scale this rule gives a component's size at `category`, from the content size's
    /// scale `s` (the platform's Body size at `category` over its size at Large). `textStyle`
    /// components take their style's size instead (see `ComponentDefinition.pointSize`).
    ///
    /// The capped and damped rules are Flutter's model of UIKit's bars, "calculated on iPhone
    /// 15, iOS 17.5" (`nav_bar.dart`): Med confidence; 2019 reports say bars did not scale at all.
    public func scale(at category: ContentSizeCategory?, platform: Platform, typeScale: TypeScale = .standard) throws(TextStyleError) -> Double {
        switch self {
        case .textStyle, .fixed: return 1
        case .capped(let maximum):
            return min(max(try Self.contentScale(at: category, platform: platform, typeScale: typeScale), 1), maximum)
        case .damped(let divisor, let minimum):
            return max(1 + (try Self.contentScale(at: category, platform: platform, typeScale: typeScale) - 1) / divisor, minimum)
        }
    }

    /// Body's size at `category` over its size at Large (1 where the platform has one size).
    static func contentScale(at category: ContentSizeCategory?, platform: Platform, typeScale: TypeScale) throws(TextStyleError) -> Double {
        guard let category else { return 1 }
        let body = try typeScale.style(named: "body", platform: platform)
        let large = try typeScale.metrics(platform: platform, style: body, category: .large).size
        return try typeScale.metrics(platform: platform, style: body, category: category).size / large
    }
}

extension ComponentDefinition {
    /// The component's Dynamic Type rule after the slot's overrides (`dynamicType`,
    /// `maximumScale`).
    public func dynamicType(with options: ComponentOptions) -> DynamicTypeRule {
        var rule = dynamicType
        switch options.dynamicType {
        case nil: break
        case .style: rule = .textStyle
        case .capped: if case .capped = rule {} else { rule = .capped(maximumScale: BarMetrics.maximumTitleScale) }
        case .damped: if case .damped = rule {} else { rule = .damped(divisor: 3, minimumScale: 0.9) }
        case .fixed:
            if case .fixed = rule {} else { rule = .fixed(largeContentViewer: false) }
        }
        if let maximum = options.maximumScale, case .capped = rule { rule = .capped(maximumScale: maximum) }
        return rule
    }

    /// The text style a slot of this component takes when it names none: the component's
    /// (alert title: Headline; an action sheet's buttons: Title 3), nil when the component takes
    /// the slot's (a label).
    public func defaultStyle(for options: ComponentOptions) -> String? {
        styleByOptions?(options) ?? font.style
    }

    /// The component's size at `category` when its rule is not `textStyle`: `size` (the slot's)
    /// or the component's own size at Large, or `styleSizeAtLarge`, times the rule's scale. Nil
    /// for a `textStyle` rule, whose size is the style's at each category.
    public func pointSize(
        slotSize: Double?, styleSizeAtLarge: Double, options: ComponentOptions, category: ContentSizeCategory?,
        platform: Platform, typeScale: TypeScale = .standard
    ) throws(TextStyleError) -> Double? {
        let rule = dynamicType(with: options)
        if case .textStyle = rule { return nil }
        let base = slotSize ?? font.size ?? styleSizeAtLarge
        return base * (try rule.scale(at: category, platform: platform, typeScale: typeScale))
    }

    /// The weight the text is set in: the slot's, else the component's (its emphasized one when
    /// `emphasized`), else the style's.
    public func weight(explicit: FontWeight?, emphasized: Bool, style: TextStyleMetrics) -> FontWeight {
        if let explicit { return explicit }
        if emphasized { return font.emphasizedWeight ?? style.emphasizedWeight }
        return font.weight ?? style.weight
    }
}

extension FontProfile {
    /// The same font at `weight`: the system font's other weight; a custom font is one file, so
    /// itself.
    func withWeight(_ weight: FontWeight) -> FontProfile {
        if case .system(_, let platform) = self { return .system(weight: weight, platform: platform) }
        return self
    }
}
