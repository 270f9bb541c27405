import Testing
import TextStyles
@testable import TextMeasure

/// Navigation bars, back buttons, toolbars, tab bars and segmented controls: their rules, sizes
/// and bad parameters.
@Suite("Components: bars and controls")
struct BarComponentTests {
    static let m = Fixtures.measurer

    static func fit(_ text: String, _ slot: Slot, size: Double = 17, weight: FontWeight = .regular) throws -> TextMeasurement {
        try m.measure(text, profile: .system(weight: weight), pointSize: size, language: "de", slot: slot)
    }

    /// The width of `text` on one line, as a label measures it.
    static func width(_ text: String, size: Double = 17, weight: FontWeight = .regular) throws -> Double {
        try m.naturalWidth(text, profile: .system(weight: weight), pointSize: size, language: "de", displayScale: 3)
    }

    @Test("a navigation bar title's room: the bar less 16 pt margins, the items and a 6 pt gap beside each")
    func titleRoom() throws {
        #expect(Slot(component: .navTitle, width: 375).textWidth == 343)
        var slot = Slot(component: .navTitle, width: 375)
        slot.options.leadingWidth = 60
        slot.options.trailingWidth = 40
        #expect(slot.textWidth == 375 - 32 - 60 - 40 - 12)
        slot.options.margin = 20  // regular width
        #expect(slot.textWidth == 375 - 40 - 60 - 40 - 12)
    }

    @Test("bar button titles beside a title are measured as bar buttons (17 pt Regular) and take its room")
    func titleBesideItems() throws {
        var slot = Slot(component: .navTitle, width: 375)
        slot.neighbors.leadingTitles = [NeighborText("Abbrechen")]
        slot.neighbors.trailingTitles = [NeighborText("Fertig", isEmphasized: true)]
        let title = try Self.fit("Einstellungen für Barrierefreiheit", slot, weight: .semibold)
        let leading = try Self.width("Abbrechen")
        let trailing = try Self.width("Fertig", weight: .semibold)
        #expect(title.slot.options.leadingWidth == leading)
        #expect(title.slot.options.trailingWidth == trailing)
        #expect(title.layout.request.width == 375 - 32 - leading - trailing - 12)
        #expect(title.isTruncated && title.visibleText.hasSuffix("…"))
        #expect(title.height == 44)  // the bar stays 44 pt
        #expect(title.neighbors.map(\.role) == [.leading, .trailing])
    }

    @Test("the title's size is capped: 17 pt up to Large, 19 at xLarge, 20.995 from xxLarge; maximumScale 1 keeps 17",
          arguments: [(ContentSizeCategory.xSmall, 17.0), (.large, 17), (.xLarge, 19), (.xxLarge, 17 * 1.235), (.ax5, 17 * 1.235)])
    func cappedTitle(category: ContentSizeCategory, size: Double) throws {
        let definition = Component.navTitle.definition
        let got = try #require(try definition.pointSize(slotSize: nil, styleSizeAtLarge: 17, options: ComponentOptions(), category: category, platform: .ios))
        #expect(abs(got - size) < 1e-9)
        let flat = try definition.pointSize(slotSize: nil, styleSizeAtLarge: 17, options: ComponentOptions(maximumScale: 1), category: category, platform: .ios)
        #expect(flat == 17)
    }

    @Test("a large title scales damped: 34 pt at Large, 32 at xSmall, 58 at AX5 (34 + 2 x (Body - 17) / 3)",
          arguments: [(ContentSizeCategory.xSmall, 32.0), (.large, 34), (.xxxLarge, 34 + 2 * 6 / 3.0), (.ax5, 58)])
    func dampedLargeTitle(category: ContentSizeCategory, size: Double) throws {
        let got = try #require(try Component.largeTitle.definition.pointSize(
            slotSize: nil, styleSizeAtLarge: 17, options: ComponentOptions(), category: category, platform: .ios))
        #expect(abs(got - size) < 1e-9)
        #expect(Component.largeTitle.definition.font.weight == .bold)
    }

    @Test("a back button: the previous title if it fits left of the title, else the given word, else the chevron alone")
    func backButtonFallback() throws {
        var slot = Slot(component: .backButton, width: 375)
        slot.options.genericBackTitle = "Zurück"
        slot.neighbors.title = "Reisen"
        let fits = try Self.fit("Übersicht", slot)
        #expect(fits.adaptation == nil && fits.visibleText == "Übersicht")
        // The room: (bar - title) / 2 - 28 pt chevron offset - 6 pt gap.
        let title = try Self.width("Reisen", weight: .semibold)
        #expect(fits.layout.request.width == (375 - title) / 2 - 28 - 6)

        slot.neighbors.title = "Einstellungen"
        let generic = try Self.fit("Reiseübersicht und Buchungen", slot)
        #expect(generic.adaptation == .genericBackTitle)
        #expect(generic.visibleText == "Zurück" && generic.fits)

        slot.neighbors.title = "Einstellungen für Barrierefreiheit und Bedienungshilfen"
        let chevron = try Self.fit("Reiseübersicht", slot)
        #expect(chevron.adaptation == .chevronOnly)
        #expect(chevron.visibleText.isEmpty && chevron.lines.isEmpty)
    }

    @Test("a title beside a back button leaves it the form it takes, and the title's room follows")
    func titleWithBackButton() throws {
        var slot = Slot(component: .navTitle, width: 375)
        slot.neighbors.backTitle = "Reiseübersicht"
        let short = try Self.fit("Reisen", slot, weight: .semibold)
        let back = try Self.width("Reiseübersicht")
        // Leading side: the back button's extent (28 + its title) beyond the 16 pt margin.
        #expect(short.slot.options.leadingWidth == 28 + back - 16)
        #expect(short.neighbors.first?.role == .back && short.neighbors.first?.measurement.visibleText == "Reiseübersicht")
        let long = try Self.fit("Einstellungen für Barrierefreiheit und Bedienungshilfen", slot, weight: .semibold)
        #expect(long.neighbors.first?.measurement.visibleText == "")  // the chevron alone
        let leading = try #require(long.slot.options.leadingWidth)
        #expect(abs(leading - (28 - 6 - 16)) < 1e-9, "the chevron alone: 28 - 6 pt beyond the 16 pt margin, got \(leading)")
    }

    @Test("toolbar items fit alone, and overflow when together they need more than the bar")
    func toolbarOverflow() throws {
        var slot = Slot(component: .toolbarItem, width: 320)
        let alone = try Self.fit("Teilen", slot)
        #expect(alone.fits && alone.adaptation == nil)
        slot.neighbors.others = [NeighborText("Zu Favoriten hinzufügen"), NeighborText("Exportieren als PDF")]
        let crowded = try Self.fit("Teilen", slot)
        let needed = try Self.width("Teilen") + Self.width("Zu Favoriten hinzufügen") + Self.width("Exportieren als PDF") + 2 * 8
        #expect(crowded.adaptation == .overflow && !crowded.fits && !crowded.isTruncated)
        #expect(crowded.summary.neededWidth == needed)
        #expect(needed > 320 - 32)
    }

    @Test("a tab bar title is 10 pt at every category, in bar / items; at AX sizes the Large Content Viewer shows it")
    func tabItem() throws {
        let definition = Component.tabItem.definition
        for category in ContentSizeCategory.allCases {
            #expect(try definition.pointSize(slotSize: nil, styleSizeAtLarge: 17, options: ComponentOptions(), category: category, platform: .ios) == 10)
        }
        var slot = Slot(component: .tabItem, width: 375, options: ComponentOptions(itemCount: 5))
        #expect(slot.textWidth == 75)
        let regular = try Self.fit("Benachrichtigungseinstellungen", slot, size: 10, weight: .medium)
        #expect(regular.isTruncated && regular.adaptation == nil)
        slot.category = .ax1
        let large = try Self.fit("Benachrichtigungseinstellungen", slot, size: 10, weight: .medium)
        #expect(large.adaptation == .largeContentViewer)
        #expect(try Self.fit("Reisen", slot, size: 10, weight: .medium).adaptation == nil)
        #expect(regular.height == 49)
    }

    @Test("a segment is measured Medium and Semibold and reports the wider; its room is (width - 6) / segments - 20")
    func segmentWidestWeight() throws {
        let slot = Slot(component: .segment, width: 343, options: ComponentOptions(itemCount: 3))
        #expect(abs(slot.textWidth - ((343 - 6) / 3 - 20)) < 1e-9)
        let m = try Self.fit("Abfahrten", slot, size: 13, weight: .medium)
        let semibold = try Self.width("Abfahrten", size: 13, weight: .semibold)
        #expect(try Self.width("Abfahrten", size: 13, weight: .medium) < semibold)
        #expect(m.textWidth == semibold)
        #expect(m.fontFiles.first?.hasSuffix("Inter-SemiBold.otf") == true)
        #expect(m.height == 28)
    }

    @Test("sizes round up to the device pixel: a 21 pt title line (25.0546) is 25.3333 at @3x, 25.5 at @2x")
    func pixelRounding() throws {
        var slot = Slot(component: .navTitle, width: 375)
        let at3 = try Self.fit("Reisen", slot, size: 17 * 1.235, weight: .semibold)
        #expect(at3.textHeight == 76.0 / 3)
        slot.displayScale = 2
        #expect(try Self.fit("Reisen", slot, size: 17 * 1.235, weight: .semibold).textHeight == 25.5)
    }

    @Test("bad parameters: no or zero items, negative margins and widths, a maximum scale below 1",
          arguments: [
            Slot(component: .tabItem, width: 375),
            Slot(component: .tabItem, width: 375, options: ComponentOptions(itemCount: 0)),
            Slot(component: .segment, width: 343, options: ComponentOptions(itemCount: -2)),
            Slot(component: .navTitle, width: 375, options: ComponentOptions(margin: -1)),
            Slot(component: .navTitle, width: 375, options: ComponentOptions(leadingWidth: -10)),
            Slot(component: .navTitle, width: 375, options: ComponentOptions(maximumScale: 0.5)),
            Slot(component: .navTitle, width: -375),
            Slot(component: .toolbarItem, width: 0),
          ])
    func badParameters(slot: Slot) throws {
        #expect(throws: MeasurementError.self) { try Self.fit("Reisen", slot) }
    }
}
