import Testing
import TextStyles

@Suite("watchOS, macOS, tvOS and Android tables")
struct OtherPlatformsTests {
    let scale = TypeScale.standard

    @Test func watchOSHasNineCategories() {
        #expect(scale.categories(for: .watchos) == [.xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .ax1, .ax2, .ax3])
        #expect(scale.styles(for: .watchos).count == 10)
    }

    @Test("watchOS spot checks", arguments: [
        ("Title 2", ContentSizeCategory.large, 27.0, 30.5),
        ("Caption 2", .xxLarge, 15, 18.5),
        ("Large Title", .large, 36, 38.5),
        ("Body", .large, 16, 18.5),
        ("Footnote 2", .xSmall, 10, 12.5),
        ("Title 1", .ax3, 44, 47),
    ])
    func watchOS(style: String, category: ContentSizeCategory, size: Double, leading: Double) throws {
        let metrics = try scale.metrics(platform: .watchos, style: scale.style(named: style, platform: .watchos), category: category)
        #expect(metrics.size == size)
        #expect(metrics.leading == leading)
    }

    @Test func watchOSHasNoMedium() throws {
        let body = try scale.style(named: "body", platform: .watchos)
        let error = #expect(throws: TextStyleError.self) {
            try scale.metrics(platform: .watchos, style: body, category: .medium)
        }
        #expect(error == .missingCombination(
            platform: .watchos, style: "Body", category: "Medium",
            valid: ["xSmall", "Small", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3"]))
        #expect(error?.description == "watchOS has no size for Body at 'Medium' (valid: xSmall, Small, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3)")
    }

    @Test func macOSAndTVOSHaveOneSize() throws {
        #expect(scale.categories(for: .macos).isEmpty)
        #expect(scale.categories(for: .tvos).isEmpty)
        #expect(scale.settings(for: .macos) == [.fixed])
        let body = try scale.metrics(platform: .macos, style: scale.style(named: "body", platform: .macos), category: nil)
        #expect(body.size == 13 && body.leading == 16 && body.weight == .regular)
        let headline = try scale.metrics(platform: .macos, style: scale.style(named: "headline", platform: .macos), category: nil)
        #expect(headline.weight == .bold && headline.emphasizedWeight == .heavy)
        let title = try scale.metrics(platform: .tvos, style: scale.style(named: "title1", platform: .tvos), category: nil)
        #expect(title.size == 76 && title.leading == 96 && title.weight == .medium)
        #expect(scale.styles(for: .tvos).map(\.name).contains("Subtitle 1"))
        #expect(throws: TextStyleError.self) {
            try scale.metrics(platform: .macos, style: TextStyle(name: "Body"), category: .large)
        }
    }

    @Test func androidUsesMaterial3AndFontScales() throws {
        #expect(scale.styles(for: .android).first?.name == "Display Large")
        #expect(scale.styles(for: .android).first?.identifier == "displayLarge")
        #expect(scale.androidFontScales == [1.0, 1.15, 1.3, 1.5, 1.8, 2.0])
        #expect(scale.categories(for: .android).isEmpty)
        let bodyMedium = try scale.style(named: "bodyMedium", platform: .android)
        let atDefault = try scale.metrics(platform: .android, style: bodyMedium, setting: .fontScale(1.0))
        #expect(atDefault.size == 14 && atDefault.leading == 20 && atDefault.weight == .regular)
        #expect(!atDefault.hasPublishedEmphasizedWeight)
        let atOneAndAHalf = try scale.metrics(platform: .android, style: bodyMedium, setting: .fontScale(1.5))
        #expect(atOneAndAHalf.size == 22)
        #expect(atOneAndAHalf.leading == 26)
        let label = try scale.metrics(platform: .android, style: scale.style(named: "Label Large", platform: .android), category: nil)
        #expect(label.weight == .medium)
    }
}
