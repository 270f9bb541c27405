/// The numbers UIKit's navigation bars, toolbars and tab bars share, each with its source and
/// confidence (the full table: docs/uikit-components.md).
enum BarMetrics {
    /// A navigation bar or toolbar is 44 pt tall at every content size (Flutter `nav_bar.dart`;
    /// several blog measurements): High.
    static let height = 44.0
    /// A large title adds a 52 pt row below the bar (Flutter `nav_bar.dart`): High.
    static let largeTitleRowHeight = 52.0
    /// A tab bar is 49 pt tall without the home indicator (several measurements; Flutter uses
    /// 50): Med.
    static let tabBarHeight = 49.0
    /// Margin at each side of a bar: 16 pt in compact width, 20 in regular (Flutter
    /// `nav_bar.dart`; design-system docs): Med.
    static let margin = 16.0
    /// Gap between a navigation bar title and the items beside it (Flutter `NavigationToolbar`,
    /// `middleSpacing` 6; a blog measurement): Med.
    static let titleGap = 6.0
    /// Space between bar items (blog measurements: Med for navigation bars, Low for toolbars).
    static let itemSpacing = 8.0
    /// The largest scale of a navigation bar's title and buttons (Flutter `nav_bar.dart`,
    /// "calculated on iPhone 15, iOS 17.5"): Med; 2019 reports say bars did not scale at all.
    static let maximumTitleScale = 1.235
    /// A large title scales 1 + (s - 1) / 3, never below 0.9x (Flutter `nav_bar.dart`): Med.
    static let largeTitleDamping = 3.0
    /// The smallest scale of a large title.
    static let largeTitleMinimumScale = 0.9
    /// From the bar's leading edge to a back button's title: an 8 pt margin, the chevron and a
    /// 6 pt gap (Flutter's back button paddings); the chevron's own width (about 13 pt) is not
    /// measured: UNVERIFIED.
    static let backTitleOffset = 28.0
    /// The title a back button falls back to when the previous title does not fit (UIKit shows
    /// it localized; the slot gives the word per locale).
    static let genericBackTitle = "Back"

    /// The margin of `slot` (its `margin` option, else 16 pt).
    static func margin(_ slot: Slot) -> Double { slot.options.margin ?? margin }

    /// The note for a slot that relies on the default margin.
    static func marginNote(_ slot: Slot, _ what: String) -> [String] {
        slot.options.margin == nil
            ? ["\(what) margins are 16 pt (compact width; 20 in regular width), Med confidence (Flutter's nav_bar.dart, design-system docs); set \"margin\" to override"]
            : []
    }

    /// The note for a capped title size that relies on the default cap.
    static func capNote(_ slot: Slot, _ what: String) -> [String] {
        guard slot.options.maximumScale == nil, slot.options.dynamicType == nil else { return [] }
        return ["\(what) scales with Dynamic Type up to 1.235x (Med: Flutter's measurement on iOS 17.5; 2019 reports say bars did not scale); set \"maximumScale\" (1 for no scaling) to override"]
    }

    /// What is wrong with a bar slot's options, if anything.
    static func problems(_ slot: Slot) -> String? {
        let o = slot.options
        for (name, value) in [("margin", o.margin), ("spacing", o.spacing), ("leadingWidth", o.leadingWidth),
                              ("trailingWidth", o.trailingWidth), ("titleWidth", o.titleWidth), ("chevronWidth", o.chevronWidth)] {
            if let value, !(value.isFinite && value >= 0) { return "\(name) must be 0 or more points (got \(value))" }
        }
        if let scale = o.maximumScale, !(scale.isFinite && scale >= 1) { return "maximumScale must be 1 or more (got \(scale))" }
        return nil
    }
}
