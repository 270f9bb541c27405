import Testing
import TextStyles
@testable import TextMeasure

/// Alerts, action sheets, table view cells and `UIButton.Configuration`: their rules, sizes and
/// bad parameters.
@Suite("Components: alerts, cells, configuration buttons")
struct AlertAndCellComponentTests {
    static func fit(_ text: String, _ slot: Slot, size: Double = 17, weight: FontWeight = .regular) throws -> TextMeasurement {
        try BarComponentTests.fit(text, slot, size: size, weight: weight)
    }

    static func alertButton(others: [String], category: ContentSizeCategory = .large) -> Slot {
        Slot(component: .alertButton, width: 270, neighbors: SlotNeighbors(others: others.map { NeighborText($0) }), category: category)
    }

    @Test("two alert buttons sit side by side while both titles fit half the alert: (270 - 1/3) / 2 - 16")
    func sideBySide() throws {
        let m = try Self.fit("OK", Self.alertButton(others: ["Abbrechen"]))
        #expect(m.adaptation == nil && m.fits)
        #expect(abs(m.layout.request.width - ((270 - 1.0 / 3) / 2 - 16)) < 1e-9)
        #expect(m.height == 44 && m.width == 270)
    }

    @Test("either title too wide for half the alert stacks both (a layout change, not a failure)")
    func stacking() throws {
        let long = try Self.fit("Diese Reise endgültig löschen", Self.alertButton(others: ["Abbrechen"]))
        #expect(long.adaptation == .stacked && long.fits)
        #expect(long.layout.request.width == 270 - 16)
        // The short title stacks too, because its neighbor does not fit half the alert.
        let short = try Self.fit("Abbrechen", Self.alertButton(others: ["Diese Reise endgültig löschen"]))
        #expect(short.adaptation == .stacked)
        // Three buttons always stack: the normal layout, nothing to report.
        let three = try Self.fit("OK", Self.alertButton(others: ["Abbrechen", "Später"]))
        #expect(three.adaptation == nil && three.layout.request.width == 270 - 16)
    }

    @Test("a stacked title still too wide shrinks to 10 pt, then truncates on one line; at AX sizes it wraps in a 310 pt alert")
    func truncationAndWrapping() throws {
        let text = "Alle gespeicherten Reisen, Buchungen und Bordkarten unwiderruflich löschen"
        let regular = try Self.fit(text, Self.alertButton(others: ["Abbrechen"]))
        #expect(regular.adaptation == .stacked && regular.isTruncated && !regular.fits)
        #expect(abs(regular.pointSize - 10) < 0.2)  // shrunk to (about) the 10 pt floor first
        let large = try Self.fit(text, Self.alertButton(others: ["Abbrechen"], category: .ax2), size: 33)
        #expect(large.fits && large.lineCount > 1 && !large.isTruncated)
        #expect(large.width == 310)
        #expect(large.layout.request.width == 310 - 16)
    }

    @Test("an alert's title and message wrap inside 20 pt padding: 230 pt wide, 270 at AX sizes")
    func titleAndMessage() throws {
        #expect(Slot(component: .alertTitle, width: 270).textWidth == 230)
        #expect(Slot(component: .alertMessage, width: 270, category: .ax1).textWidth == 270)
        let message = try Self.fit("Möchten Sie diese Reise wirklich löschen? Alle Buchungen gehen verloren.",
                                   Slot(component: .alertMessage, width: 270), size: 13)
        #expect(message.fits && message.lineCount == 3)
        #expect(Component.alertTitle.definition.defaultStyle(for: ComponentOptions()) == "headline")
        #expect(Component.alertButton.definition.defaultStyle(for: ComponentOptions(actionSheet: true)) == "title3")
    }

    @Test("an action sheet's buttons take its whole width in 57 pt rows")
    func actionSheet() throws {
        var slot = Self.alertButton(others: ["Abbrechen"])
        slot.width = 359
        slot.options.actionSheet = true
        let m = try Self.fit("Foto aufnehmen", slot, size: 20)
        #expect(m.adaptation == nil && m.layout.request.width == 359 - 16 && m.height == 57)
    }

    @Test("a value cell's texts sit side by side when both fit, stacked otherwise and at AX sizes")
    func valueCell() throws {
        var slot = Slot(component: .cellText, width: 375, numberOfLines: 0,
                        options: ComponentOptions(cellStyle: .valueCell, accessory: .disclosureIndicator),
                        neighbors: SlotNeighbors(others: [NeighborText("Deutsch")]))
        // The content: 16 pt margin, 37 pt for the disclosure indicator.
        #expect(CellMetrics.frame(slot, slot.effectiveInsets).width == 375 - 16 - 37)
        let beside = try Self.fit("Sprache", slot)
        #expect(beside.adaptation == nil)
        let other = try BarComponentTests.width("Deutsch")
        #expect(abs(beside.layout.request.width - (375 - 16 - 37 - other - 8)) < 1e-9)
        slot.category = .ax1
        #expect(try Self.fit("Sprache", slot, size: 28).adaptation == .stacked)
        slot.category = .large
        slot.neighbors.others = [NeighborText("Automatisch (Systemsprache des Geräts)")]
        let crowded = try Self.fit("Sprache der Benachrichtigungen", slot)
        #expect(crowded.adaptation == .stacked && crowded.layout.request.width == 375 - 16 - 37)
    }

    @Test("a cell image takes 28 + 16 pt; margins are 16 pt, 20 in regular width")
    func cellRoom() throws {
        var slot = Slot(component: .cellText, width: 375, options: ComponentOptions(imageWidth: 44))
        #expect(slot.textWidth == 375 - 32 - 44)
        slot.options.margin = 20
        #expect(slot.textWidth == 375 - 40 - 44)
        #expect(Component.cellSecondaryText.definition.defaultStyle(for: ComponentOptions(cellStyle: .subtitleCell)) == "subheadline")
    }

    @Test("a UIButton.Configuration title wraps by word inside 7/12 insets; a legacy button stays one line, middle truncation")
    func configurationButton() throws {
        let text = "Weiter mit Apple anmelden"
        let configured = try Self.fit(text, Slot(component: .configurationButton, width: 150, numberOfLines: 0, lineBreakMode: .wordWrapping))
        #expect(configured.fits && configured.lineCount == 2)
        #expect(configured.layout.request.width == 150 - 24)
        #expect(configured.height == (2 * 20.287109375 + 14).roundedUpToThird)
        let legacy = try Self.fit(text, Slot(component: .button, width: 150))
        #expect(legacy.lineCount == 1 && legacy.isTruncated && legacy.lines[0].truncation == .middle)
        #expect(Component.configurationButton.definition.defaultLines == (0, .wordWrapping))
    }

    @Test("bad parameters: zero buttons, a negative accessibility width or cell margin",
          arguments: [
            Slot(component: .alertButton, width: 270, options: ComponentOptions(itemCount: 0)),
            Slot(component: .alertTitle, width: 270, options: ComponentOptions(accessibilityWidth: -310)),
            Slot(component: .cellText, width: 375, options: ComponentOptions(margin: -16)),
            Slot(component: .cellText, width: 375, options: ComponentOptions(accessoryWidth: .nan)),
            Slot(component: .alertMessage, width: -270),
          ])
    func badParameters(slot: Slot) throws {
        #expect(throws: MeasurementError.self) { try Self.fit("OK", slot) }
    }
}
