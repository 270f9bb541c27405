import Testing
import TextMeasure
@testable import SlotInference

/// Files that each declare their own `Localization` enum (`Fixtures/PerFileLocalization`,
/// WooCommerce's shape, hundreds of them there): `Localization.title` is the one of the file
/// it is written in.
@Suite("A constant of a type many files declare")
struct PerFileLocalizationTests {
    static let app: SlotInferenceResult = inferSlots(at: [Fixtures.url("PerFileLocalization")])

    @Test("each file's use is its own file's constant", arguments: [
        ("coupons.title", "CouponsView.swift", 9, Component.largeTitle),
        ("coupons.retry", "CouponsView.swift", 7, .button),
        ("orders.title", "OrdersView.swift", 6, .largeTitle),
        ("orders.empty", "OrdersView.swift", 5, .label),
    ])
    func ownFilesConstant(_ key: String, file: String, line: Int, component: Component) throws {
        let uses = Self.app.uses(key)
        #expect(uses.count == 1, "\(uses.map(\.location))")
        let use = try #require(uses.first)
        #expect(use.location.file.hasSuffix(file) && use.location.line == line)
        #expect(use.component == component)
        #expect(!Self.app.unplaced.contains { $0.key.key == key })
    }
}
