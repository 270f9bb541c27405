extension ComponentDefinition {
    /// A table view cell's secondary text (`secondaryText`, `detailTextLabel`): below the
    /// primary text in a subtitle cell, beside it (trailing) in a value cell when both fit,
    /// stacked below it otherwise. Subheadline in a subtitle cell and Body in a value cell
    /// (UNVERIFIED). The slot's `width` is the cell's; the primary text is the neighbor.
    static let cellSecondaryText = ComponentDefinition(
        name: "cellSecondaryText", uikitName: "UIListContentConfiguration.secondaryText", font: ComponentFont(style: "subheadline"),
        dynamicType: .textStyle, lines: .slot, defaultLines: (0, .truncatingTail), shrinks: true, viewWidth: .slotWidth,
        emptyKeepsOneLine: false, rule: .cellText, scene: .cell, facts: CellMetrics.facts,
        textFrame: { slot, insets in CellMetrics.valueFrame(slot, insets, primary: false) },
        defaultMinimumHeight: { _ in CellMetrics.minimumHeight },
        approximations: { slot in
            CellMetrics.notes(slot)
                + ["a cell's secondary text is taken as Subheadline in a subtitle cell and Body in a value cell (UNVERIFIED); set \"style\" to override"]
        },
        problems: CellMetrics.problems,
        styleByOptions: { options in options.cellStyle == .valueCell ? "body" : nil })
}
