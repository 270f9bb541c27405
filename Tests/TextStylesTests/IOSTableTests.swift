import Testing
import TextStyles

/// Every iOS cell of the HIG table (11 styles x 12 categories), written out by hand from Apple's
/// HIG Typography > Specifications, so a wrong edit in `Tables/` fails here.
@Suite("iOS Dynamic Type table")
struct IOSTableTests {
    struct Cell: CustomTestStringConvertible, Sendable {
        let style: String
        let category: ContentSizeCategory
        let size: Double
        let leading: Double
        let weight: String
        var testDescription: String { "\(style) @ \(category.higName): \(size)/\(leading)" }
    }

    static let categories: [ContentSizeCategory] = [.xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge, .ax1, .ax2, .ax3, .ax4, .ax5]

    static let rows: [(style: String, weight: String, sizes: [Double], leadings: [Double])] = [
        ("Large Title", "Regular", sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], leadings: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]),
        ("Title 1", "Regular", sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], leadings: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]),
        ("Title 2", "Regular", sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], leadings: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
        ("Title 3", "Regular", sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], leadings: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
        ("Headline", "Semibold", sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        ("Body", "Regular", sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        ("Callout", "Regular", sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], leadings: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]),
        ("Subheadline", "Regular", sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], leadings: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]),
        ("Footnote", "Regular", sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], leadings: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
        ("Caption 1", "Regular", sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], leadings: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]),
        ("Caption 2", "Regular", sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], leadings: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
    ]

    static let cells: [Cell] = rows.flatMap { row in
        categories.indices.map { index in
            Cell(style: row.style, category: categories[index], size: row.sizes[index], leading: row.leadings[index], weight: row.weight)
        }
    }

    @Test func thereAre132Cells() {
        #expect(Self.cells.count == 132)
    }

    @Test("size, leading and weight", arguments: cells)
    func cell(_ cell: Cell) throws {
        let scale = TypeScale.standard
        for platform in [Platform.ios, .ipados] {
            let style = try scale.style(named: cell.style, platform: platform)
            let metrics = try scale.metrics(platform: platform, style: style, category: cell.category)
            #expect(metrics.size == cell.size)
            #expect(metrics.leading == cell.leading)
            #expect(metrics.weight.displayName == cell.weight)
        }
    }

    @Test func stylesAndCategoriesInHIGOrder() {
        let scale = TypeScale.standard
        #expect(scale.styles(for: .ios).map(\.name) == Self.rows.map(\.style))
        #expect(scale.categories(for: .ios) == ContentSizeCategory.allCases)
        #expect(scale.categories(for: .ipados) == ContentSizeCategory.allCases)
    }

    @Test("emphasized weights", arguments: [
        ("Large Title", FontWeight.bold), ("Title 1", .bold), ("Title 2", .bold), ("Title 3", .semibold),
        ("Headline", .semibold), ("Body", .semibold), ("Caption 2", .semibold),
    ])
    func emphasizedWeight(style: String, expected: FontWeight) throws {
        let scale = TypeScale.standard
        let metrics = try scale.metrics(platform: .ios, style: scale.style(named: style, platform: .ios), category: .large)
        #expect(metrics.emphasizedWeight == expected)
        #expect(metrics.hasPublishedEmphasizedWeight)
    }

    @Test func systemFontTrackingAtBodySize() throws {
        let scale = TypeScale.standard
        let body = try scale.metrics(platform: .ios, style: scale.style(named: "body", platform: .ios), category: .large)
        #expect(abs(body.tracking - -0.442) < 1e-9)
    }

    @Test("iOS 7/8 sizes", arguments: [
        ("Body", ContentSizeCategory.ax5, 53.0), ("Body", .large, 17), ("Headline", .ax5, 23),
        ("Caption 2", .large, 11), ("Footnote", .ax1, 19), ("Subheadline", .xSmall, 12),
    ])
    func legacy(style: String, category: ContentSizeCategory, size: Double) throws {
        let scale = TypeScale.standard
        #expect(try scale.legacyIOS7Size(style: scale.style(named: style, platform: .ios), category: category) == size)
    }

    @Test func legacyHasSixStylesAndNoLargeTitle() throws {
        let scale = TypeScale.standard
        #expect(scale.legacyIOS7Styles.map(\.name) == ["Headline", "Subheadline", "Body", "Footnote", "Caption 1", "Caption 2"])
        let error = #expect(throws: TextStyleError.self) {
            try scale.legacyIOS7Size(style: TextStyle(name: "Large Title"), category: .large)
        }
        #expect(error?.description == "iOS 7 had no style 'Large Title' (it had: Headline, Subheadline, Body, Footnote, Caption 1, Caption 2)")
    }
}
