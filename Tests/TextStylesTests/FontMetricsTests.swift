import Testing
import TextStyles

/// UIFontMetrics cases measured on iOS (see the reference notes), written out by hand.
@Suite("UIFontMetrics emulation")
struct FontMetricsTests {
    func metrics(_ style: String) throws -> FontMetrics {
        try FontMetrics(forTextStyle: TypeScale.standard.style(named: style, platform: .ios))
    }

    @Test func bodyAX5ScalesSeventeenTo48() throws {
        let body = try metrics("body")
        #expect(body.multiplier(for: .ax5) == 2.8183)
        #expect(body.scaledFontSize(17, category: .ax5) == 48)
    }

    @Test("body Medium scaledValue(17) by display scale", arguments: [(3, 49.0 / 3), (2, 16.5), (1, 17.0)])
    func bodyMediumScaledValue(displayScale: Int, expected: Double) throws {
        let value = try metrics("body").scaledValue(for: 17, category: .medium, displayScale: displayScale)
        #expect(abs(value - expected) < 1e-9)
    }

    @Test func defaultDisplayScaleIsThree() throws {
        #expect(abs(try metrics("body").scaledValue(for: 17, category: .medium) - 16.333333333) < 1e-6)
    }

    @Test("Large returns the base unchanged", arguments: ["Large Title", "Body", "Caption 2", "Footnote"])
    func largeUnchanged(style: String) throws {
        let metrics = try metrics(style)
        #expect(metrics.multiplier(for: .large) == 1)
        #expect(metrics.scaledFontSize(17.5, category: .large) == 17.5)
        #expect(metrics.scaledValue(for: 17, category: .large) == 17)
        #expect(metrics.scaledValue(for: 44, category: .large, displayScale: 2) == 44)
    }

    @Test func maximumPointSizeClampsAfterScaling() throws {
        let body = try metrics("body")
        #expect(body.scaledFontSize(17, category: .ax5, maximumPointSize: 30) == 30)
        #expect(body.scaledFontSize(17, category: .ax5, maximumPointSize: 60) == 48)
        #expect(body.scaledFontSize(17, category: .xSmall, maximumPointSize: 15) == 15)
        #expect(body.scaledFontSize(17, category: .xSmall) == 15)
    }

    /// The eight cells where the measured multiplier differs from the HIG leading ratio.
    @Test("cells that do not follow the leading ratio", arguments: [
        ("Title 1", ContentSizeCategory.xLarge, 1.0587), ("Title 1", .xxLarge, 1.1177), ("Title 1", .ax4, 1.7940),
        ("Headline", .ax4, 2.3183), ("Subheadline", .xxxLarge, 1.3000), ("Subheadline", .ax2, 1.8000),
        ("Caption 1", .ax1, 1.6877), ("Caption 2", .ax2, 2.2307),
    ])
    func measuredNotRatio(style: String, category: ContentSizeCategory, multiplier: Double) throws {
        let metrics = try metrics(style)
        #expect(metrics.multiplier(for: category) == multiplier)
        #expect(abs(metrics.scaledValue(for: 1000, category: category) - ((multiplier * 1000 * 3).rounded(.up) / 3)) < 1e-9)
    }

    @Test("body multipliers", arguments: zip(
        ContentSizeCategory.allCases,
        [0.8637, 0.9090, 0.9547, 1.0, 1.0910, 1.1817, 1.3183, 1.5453, 1.8183, 2.1817, 2.5453, 2.8183]))
    func bodyMultipliers(category: ContentSizeCategory, multiplier: Double) throws {
        #expect(try metrics("body").multiplier(for: category) == multiplier)
    }

    @Test func customFontIsNotScaledBySystemRatio() throws {
        // The system body font at AX5 is 53 pt; a custom 17 pt font scales to 48.
        #expect(try metrics("Body").scaledFontSize(17, category: .ax5) != 53)
        #expect(try metrics("Caption 2").scaledFontSize(11, category: .xSmall) == 11)
        #expect(try metrics("Large Title").scaledFontSize(34, category: .ax5) == 58)
    }

    @Test func unmeasuredStyleIsAnError() {
        let error = #expect(throws: TextStyleError.self) { try FontMetrics(forTextStyle: TextStyle(name: "Footnote 1")) }
        #expect(error?.description.hasPrefix("no UIFontMetrics measurement for style 'Footnote 1' (measured: Large Title, Title 1,") == true)
    }
}
