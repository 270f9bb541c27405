import TextStyles

extension ComponentDefinition {
    /// A navigation bar's inline title (`UINavigationItem.title`): 17 pt Semibold, one line,
    /// tail truncation, centred in the 44 pt bar between the items beside it with 6 pt gaps,
    /// 16 pt margins. The slot's `width` is the bar's; the items are `leadingWidth` and
    /// `trailingWidth` points, and the titles of `SlotNeighbors` measured as bar buttons (and a
    /// back button in the form it takes beside this title).
    static let navTitle = ComponentDefinition(
        name: "navTitle", uikitName: "UINavigationItem.title", font: ComponentFont(size: 17, weight: .semibold),
        dynamicType: .capped(maximumScale: BarMetrics.maximumTitleScale), lines: .fixed(lines: 1, mode: .truncatingTail),
        shrinks: true, viewWidth: .slotWidth, emptyKeepsOneLine: true, rule: .navigationTitle, scene: .navigationBar,
        facts: [
            ComponentFact("title font", "17 pt Semibold (emphasized Body), tracking -0.41",
                          source: "blog measurement (iOS 15 simulator); Flutter text_theme.dart", confidence: .high),
            ComponentFact("bar height", "44 pt at every content size", source: "Flutter nav_bar.dart; blog measurements", confidence: .high),
            ComponentFact("title room", "centred; 6 pt gap to the items each side; items take priority and the title truncates (tail)",
                          source: "blog measurement; Flutter NavigationToolbar (middleSpacing 6)", confidence: .medium),
            ComponentFact("margins", "16 pt compact width, 20 pt regular width", source: "Flutter nav_bar.dart; design-system docs", confidence: .medium),
            ComponentFact("Dynamic Type", "scales with the content size between 1x and 1.235x (about 21 pt); the bar stays 44 pt",
                          source: "Flutter nav_bar.dart (\"calculated on iPhone 15, iOS 17.5\"); 2019 reports say bars did not scale", confidence: .medium),
            ComponentFact("Large Content Viewer", "at AX1-AX5 a long press shows bar items enlarged",
                          source: "WWDC19 session 261; Apple docs (UILargeContentViewerInteraction)", confidence: .high),
        ],
        textFrame: { slot, insets in BarMetrics.titleFrame(slot, insets) },
        defaultMinimumHeight: { _ in BarMetrics.height },
        approximations: { slot in
            BarMetrics.marginNote(slot, "navigation bar") + BarMetrics.capNote(slot, "the navigation bar title")
                + (slot.options.spacing == nil && ((slot.options.leadingWidth ?? 0) + (slot.options.trailingWidth ?? 0) > 0
                    || !slot.neighbors.leadingTitles.isEmpty || !slot.neighbors.trailingTitles.isEmpty || slot.neighbors.backTitle != nil)
                    ? ["the gap between a navigation bar title and its items is 6 pt (Med: Flutter's NavigationToolbar); set \"spacing\" to override"] : [])
        },
        problems: BarMetrics.problems)
}

extension BarMetrics {
    /// A title's room: the bar less its margins, the items on each side and a gap next to each
    /// side that has items. The title is centred when it fits centred and pushed aside otherwise
    /// (Flutter's `NavigationToolbar`); at least 1 pt, since items take priority over the title.
    static func titleFrame(_ slot: Slot, _ insets: EdgeInsets) -> TextFrame {
        let margin = margin(slot)
        let gap = slot.options.spacing ?? titleGap
        let leading = slot.options.leadingWidth ?? 0
        let trailing = slot.options.trailingWidth ?? 0
        let left = margin + leading + (leading > 0 ? gap : 0) + insets.left
        let right = margin + trailing + (trailing > 0 ? gap : 0) + insets.right
        return TextFrame(left: left, width: max(1, slot.width - left - right))
    }
}

extension TextMeasurer {
    /// A navigation bar title: the items beside it are measured first (plain items as bar
    /// buttons, the back button in the form it takes beside this title), then the title is laid
    /// out in the room they leave.
    func fitNavigationTitle(
        _ text: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot, memo: inout FitMemo
    ) throws(MeasurementError) -> FitResult {
        var resolved = slot
        let items = try barItems(besideTitle: text, profile: profile, pointSize: pointSize, language: language, slot: slot)
        resolved.options.leadingWidth = items.leading
        resolved.options.trailingWidth = items.trailing
        resolved.neighbors = SlotNeighbors()
        var result = try fitPlain(text, profile: profile, pointSize: pointSize, language: language, slot: resolved, memo: &memo)
        result.backTitleShown = items.back?.text
        return result
    }

    /// The points the items beside a title take on each side (beyond the bar's margins), and the
    /// form the back button takes.
    func barItems(
        besideTitle title: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot
    ) throws(MeasurementError) -> (leading: Double, trailing: Double, back: BackButtonForm?) {
        let spacing = BarMetrics.itemSpacing
        func itemsWidth(_ items: [NeighborText]) throws(MeasurementError) -> Double {
            var total = 0.0
            for item in items {
                total += try naturalWidth(of: item, profile: profile, pointSize: pointSize, language: language, displayScale: slot.displayScale)
            }
            return total + spacing * Double(max(0, items.count - 1))
        }
        var leading = (slot.options.leadingWidth ?? 0) + (try itemsWidth(slot.neighbors.leadingTitles))
        let trailing = (slot.options.trailingWidth ?? 0) + (try itemsWidth(slot.neighbors.trailingTitles))
        var back: BackButtonForm?
        if let backTitle = slot.neighbors.backTitle {
            let titleWidth = try naturalWidth(title, profile: profile, pointSize: pointSize, language: language, displayScale: slot.displayScale)
            var backSlot = slot
            backSlot.component = .backButton
            backSlot.options.titleWidth = titleWidth
            let form = try backButtonForm(backTitle, profile: profile.withWeight(.regular), pointSize: pointSize,
                                          language: language, slot: backSlot)
            back = form
            // The back button starts at the bar's edge, inside the margin the title's room already leaves.
            leading += form.extent - BarMetrics.margin(slot) + (leading > 0 ? spacing : 0)
        }
        return (max(0, leading), trailing, back)
    }
}
