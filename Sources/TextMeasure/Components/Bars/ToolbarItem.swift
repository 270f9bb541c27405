import TextStyles

extension ComponentDefinition {
    /// A `UIBarButtonItem` with a title in a toolbar: 17 pt, one line, in a 44 pt bar with 8 pt
    /// between items and 16 pt margins. Alone it must fit the bar; with the titles of
    /// `SlotNeighbors.others` (the toolbar's other items, measured as toolbar items) the items
    /// must fit the bar together, or the outcome is `overflow`. The slot's `width` is the bar's.
    static let toolbarItem = ComponentDefinition(
        name: "toolbarItem", uikitName: "UIToolbar.items", font: ComponentFont(size: 17, weight: .regular, emphasizedWeight: .semibold),
        dynamicType: .capped(maximumScale: BarMetrics.maximumTitleScale), lines: .fixed(lines: 1, mode: .truncatingTail),
        shrinks: true, viewWidth: .slotWidth, emptyKeepsOneLine: true, rule: .sharedRow, scene: .toolbar,
        facts: [
            ComponentFact("bar", "44 pt high, items 8 pt apart", source: "blog measurements", confidence: .low),
            ComponentFact("item font", "17 pt, as bar button items", source: "blog measurement", confidence: .medium),
            ComponentFact("item width", "its title's width (item padding not measured)", source: "not measured", confidence: .unverified),
        ],
        textFrame: { slot, insets in
            let margin = BarMetrics.margin(slot)
            return TextFrame(left: margin + insets.left, width: max(1, slot.width - 2 * margin - insets.horizontal))
        },
        defaultMinimumHeight: { _ in BarMetrics.height },
        approximations: { slot in
            var notes = BarMetrics.marginNote(slot, "toolbar") + BarMetrics.capNote(slot, "a toolbar item")
            if slot.options.spacing == nil && !slot.neighbors.others.isEmpty {
                notes.append("toolbar items are 8 pt apart and as wide as their titles (Low: blog measurements; item padding not measured); set \"spacing\" to override")
            }
            return notes
        },
        problems: BarMetrics.problems)
}

extension TextMeasurer {
    /// A toolbar item: laid out alone in the bar; then the row of it and its neighbors must fit
    /// the bar (between its margins, `spacing` apart), else the summary is `overflow` with the
    /// width the row needs.
    func fitSharedRow(
        _ text: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot, memo: inout FitMemo
    ) throws(MeasurementError) -> FitResult {
        var resolved = slot
        resolved.neighbors = SlotNeighbors()
        var result = try fitPlain(text, profile: profile, pointSize: pointSize, language: language, slot: resolved, memo: &memo)
        guard !slot.neighbors.others.isEmpty else { return result }
        var total = result.summary.textWidth + slot.effectiveInsets.horizontal
        for other in slot.neighbors.others {
            total += try naturalWidth(of: other, profile: profile, pointSize: pointSize, language: language, displayScale: slot.displayScale)
                + slot.effectiveInsets.horizontal
        }
        total += (slot.options.spacing ?? BarMetrics.itemSpacing) * Double(slot.neighbors.others.count)
        let room = slot.width - 2 * BarMetrics.margin(slot)
        if total > room + 1e-9 {
            result.summary.neededWidth = total
            result.summary.fits = false
            if result.summary.adaptation == nil { result.summary.adaptation = .overflow }
        }
        return result
    }
}
