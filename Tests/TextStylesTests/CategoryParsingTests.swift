import Testing
import TextStyles

@Suite("Content size categories")
struct CategoryParsingTests {
    @Test("every spelling", arguments: [
        ("AX3", ContentSizeCategory.ax3), ("ax3", .ax3), ("accessibilityExtraLarge", .ax3), ("accessibility3", .ax3),
        ("UICTContentSizeCategoryAccessibilityXL", .ax3), ("UIContentSizeCategoryAccessibilityExtraLarge", .ax3),
        ("xxxLarge", .xxxLarge), ("xxxl", .xxxLarge), ("XXXL", .xxxLarge), ("extraExtraExtraLarge", .xxxLarge),
        ("extraSmall", .xSmall), ("xs", .xSmall), ("XSMALL", .xSmall), ("x-small", .xSmall),
        ("Large", .large), ("l", .large), ("M", .medium), ("small", .small),
        ("accessibilityMedium", .ax1), ("AccessibilityM", .ax1), ("accessibility5", .ax5),
        ("accessibilityExtraExtraExtraLarge", .ax5), (".accessibility2", .ax2), ("  AX4 ", .ax4),
    ])
    func spelling(_ text: String, expected: ContentSizeCategory) throws {
        #expect(try ContentSizeCategory.parse(text) == expected)
    }

    @Test func namesComeFromTheTable() {
        #expect(ContentSizeCategory.xSmall.higName == "xSmall")
        #expect(ContentSizeCategory.xSmall.uikitName == "extraSmall")
        #expect(ContentSizeCategory.xSmall.rawValueName == "UICTContentSizeCategoryXS")
        #expect(ContentSizeCategory.ax1.uikitName == "accessibilityMedium")
        #expect(ContentSizeCategory.ax1.higName == "AX1")
        #expect(ContentSizeCategory.ax5.rawValueName == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(ContentSizeCategory.ax3.swiftUIName == "accessibility3")
        #expect(ContentSizeCategory.default == .large)
    }

    @Test func orderAndAccessibility() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.xSmall < .large && ContentSizeCategory.xxxLarge < .ax1)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibility) == [.ax1, .ax2, .ax3, .ax4, .ax5])
    }

    @Test("selections", arguments: [
        ("L...AX5", [ContentSizeCategory.large, .xLarge, .xxLarge, .xxxLarge, .ax1, .ax2, .ax3, .ax4, .ax5]),
        ("L-AX5", [.large, .xLarge, .xxLarge, .xxxLarge, .ax1, .ax2, .ax3, .ax4, .ax5]),
        ("xSmall,Large,AX3", [.xSmall, .large, .ax3]),
        ("AX3,xSmall,AX3", [.xSmall, .ax3]),
        ("Large..<AX1", [.large, .xLarge, .xxLarge, .xxxLarge]),
        ("AX3...", [.ax3, .ax4, .ax5]),
        ("...Small", [.xSmall, .small]),
        ("xs, ax1...ax2", [.xSmall, .ax1, .ax2]),
        ("accessibility", [.ax1, .ax2, .ax3, .ax4, .ax5]),
    ])
    func selection(_ text: String, expected: [ContentSizeCategory]) throws {
        #expect(try ContentSizeCategory.parseSelection(text) == expected)
    }

    @Test func allSelectsTwelve() throws {
        #expect(try ContentSizeCategory.parseSelection("all") == ContentSizeCategory.allCases)
    }

    @Test func backwardsRangeIsAnError() {
        let error = #expect(throws: TextStyleError.self) { try ContentSizeCategory.parseSelection("AX5...L") }
        #expect(error?.description == "cannot read category selection 'AX5...L': 'AX5...L' runs backwards; write 'Large...AX5'")
    }

    @Test func unknownCategorySuggestsNearest() {
        let error = #expect(throws: TextStyleError.self) { try ContentSizeCategory.parse("AX6") }
        #expect(error == .unknownCategory("AX6", suggestion: "AX5"))
        #expect(error?.description == "unknown category 'AX6' (valid: xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5); did you mean 'AX5'?")
        #expect(error?.hint != nil)
    }

    @Test("suggestions", arguments: [("xxlarg", "xxLarge"), ("Larg", "Large"), ("acessibility3", "AX3"), ("extrasmal", "xSmall")])
    func suggestion(_ typo: String, expected: String) {
        #expect(throws: TextStyleError.unknownCategory(typo, suggestion: expected)) { try ContentSizeCategory.parse(typo) }
    }

    @Test func nonsenseHasNoSuggestion() {
        #expect(throws: TextStyleError.unknownCategory("banana", suggestion: nil)) { try ContentSizeCategory.parse("banana") }
    }

    @Test func watchOSRangeSkipsMissingButNamedMissingIsAnError() throws {
        let available = TypeScale.standard.categories(for: .watchos)
        #expect(try CategorySelection.parse("Small...Large").resolve(among: available, platform: .watchos) == [.small, .large])
        let error = #expect(throws: TextStyleError.self) {
            try CategorySelection.parse("Medium").resolve(among: available, platform: .watchos)
        }
        #expect(error?.description == "watchOS has no category 'Medium' (valid: xSmall, Small, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3)")
    }
}
