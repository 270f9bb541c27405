import TextStyles

extension ComponentDefinition {
    /// A table view cell's primary text (`UIListContentConfiguration.text`, `textLabel`): Body,
    /// between the cell's margins, image and accessory; wrapping onto as many lines as it needs
    /// unless the slot limits them (a legacy `textLabel` has 1). In a value cell it sits beside
    /// the secondary text of `SlotNeighbors.others` when both fit, stacked above it otherwise
    /// and at AX1-AX5. The slot's `width` is the cell's.
    static let cellText = ComponentDefinition(
        name: "cellText", uikitName: "UIListContentConfiguration.text", font: ComponentFont(style: "body"),
        dynamicType: .textStyle, lines: .slot, defaultLines: (0, .truncatingTail), shrinks: true, viewWidth: .slotWidth,
        emptyKeepsOneLine: false, rule: .cellText, scene: .cell, facts: CellMetrics.facts,
        textFrame: { slot, insets in CellMetrics.valueFrame(slot, insets, primary: true) },
        defaultMinimumHeight: { _ in CellMetrics.minimumHeight },
        approximations: CellMetrics.notes,
        problems: CellMetrics.problems)
}

extension CellMetrics {
    /// What TypeFit knows about table view cells, with sources (the research is in
    /// docs/uikit-components.md).
    static let facts = [
        ComponentFact("styles", "cell (default): one text; subtitleCell (subtitle): secondary text below; valueCell (value1): secondary text trailing, on the same line",
                      source: "Apple docs (UIListContentConfiguration cell(), subtitleCell(), valueCell(); UITableViewCell.CellStyle)", confidence: .high),
        ComponentFact("value cell", "side by side if there is room, otherwise stacked (prefersSideBySideTextAndSecondaryText)",
                      source: "Apple docs (UIListContentConfiguration.prefersSideBySideTextAndSecondaryText)", confidence: .high),
        ComponentFact("accessibility sizes", "a value cell stacks its texts", source: "iOS 11+ behaviour of the built-in styles; not measured here", confidence: .low),
        ComponentFact("primary text", "Body", source: "Flutter list_tile.dart (17 pt title); Apple docs (labels follow Dynamic Type)", confidence: .medium),
        ComponentFact("secondary text", "subtitle cell: Subheadline; value cell: Body", source: "not measured (Flutter eyeballs a 12 pt subtitle in iOS 14.4 Settings)", confidence: .unverified),
        ComponentFact("lines", "unlimited (UIListContentConfiguration; 0 = limitless); legacy textLabel 1",
                      source: "Apple docs define 0 as limitless; the default is inferred from \"labels resize automatically\"", confidence: .low),
        ComponentFact("margins", "16 pt compact width, 20 pt regular width", source: "system minimum layout margins (design-system docs, the reference)", confidence: .medium),
        ComponentFact("image", "28 pt, 16 pt to the text", source: "Flutter list_tile.dart (\"eyeballed from iOS 14.4 Settings\")", confidence: .low),
        ComponentFact("disclosure indicator", "37 pt at the trailing edge (6 pt gap, 17 pt chevron, 14 pt padding)", source: "Flutter list_tile.dart", confidence: .low),
        ComponentFact("checkmark, detail button", "37 and 42 pt at the trailing edge", source: "not measured", confidence: .unverified),
        ComponentFact("minimum height", "44 pt", source: "UIKit's standard row height; Flutter list_tile.dart (28 + 2 x 8)", confidence: .medium),
    ]

    /// The frame of a cell text: the whole content width, or in a value cell laid out side by
    /// side (`stacked` false), the part beside the other text (`SlotNeighbors`' width is put in
    /// `trailingWidth` by the rule).
    static func valueFrame(_ slot: Slot, _ insets: EdgeInsets, primary: Bool) -> TextFrame {
        var frame = frame(slot, insets)
        guard slot.options.cellStyle == .valueCell, slot.options.stacked == false, let other = slot.options.trailingWidth else { return frame }
        let beside = other + (slot.options.spacing ?? valueGap)
        frame.width = max(1, frame.width - beside)
        if !primary { frame.left += beside }
        return frame
    }
}

extension TextMeasurer {
    /// A cell text. In a value cell with the other text in `SlotNeighbors.others`: side by side
    /// when both fit the content width on one line together (never at AX1-AX5), each then in
    /// its part of the row; stacked otherwise, each in the whole width, and the summary says
    /// `stacked`. The slot's `stacked` option decides instead when given.
    func fitCellText(
        _ text: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot, memo: inout FitMemo
    ) throws(MeasurementError) -> FitResult {
        var resolved = slot
        resolved.neighbors = SlotNeighbors()
        guard slot.options.cellStyle == .valueCell, let other = slot.neighbors.others.first else {
            return try fitPlain(text, profile: profile, pointSize: pointSize, language: language, slot: resolved, memo: &memo)
        }
        let scale = slot.displayScale
        let otherWidth = try naturalWidth(of: other, profile: profile, pointSize: pointSize, language: language, displayScale: scale)
        var stacked = slot.options.stacked
        if stacked == nil {
            let own = try naturalWidth(text, profile: profile, pointSize: pointSize, language: language, displayScale: scale)
            let room = CellMetrics.frame(resolved, resolved.effectiveInsets).width
            stacked = slot.category?.isAccessibility == true || own + otherWidth + (slot.options.spacing ?? CellMetrics.valueGap) > room + 1e-9
        }
        resolved.options.stacked = stacked
        resolved.options.trailingWidth = otherWidth
        var result = try fitPlain(text, profile: profile, pointSize: pointSize, language: language, slot: resolved, memo: &memo)
        if stacked == true && result.summary.adaptation == nil { result.summary.adaptation = .stacked }
        return result
    }
}
