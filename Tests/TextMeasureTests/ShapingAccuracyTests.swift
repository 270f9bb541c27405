import Testing
import TextStyles
@testable import TextMeasure

/// Without tracking, a line's width equals the sum of HarfBuzz's advances at that size to within
/// 1/64 pt. Reference sums are from `hb-shape` (Debian libharfbuzz-bin 6.0.0) on the bundled
/// fonts, recorded here; the tests never call outside tools.
@Suite("Shaping accuracy per script (hb-shape reference values)")
struct ShapingAccuracyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var language: String
        /// Sum of x-advances from hb-shape, in font units.
        var units: Double
        var unitsPerEm: Double
        /// The font file the text must be set in.
        var file: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "Latin", text: "Hello, World", language: "en", units: 15992, unitsPerEm: 2816, file: "Inter/Inter-Regular.otf"),
        Case(name: "Cyrillic", text: "Настройки", language: "ru", units: 14984, unitsPerEm: 2816, file: "Inter/Inter-Regular.otf"),
        Case(name: "Greek", text: "Ρυθμίσεις", language: "el", units: 13028, unitsPerEm: 2816, file: "Inter/Inter-Regular.otf"),
        Case(name: "Arabic (RTL, joined, with a space)", text: "مرحبا بالعالم", language: "ar", units: 4818, unitsPerEm: 1000, file: "Noto/NotoSansArabic-Regular.ttf"),
        Case(name: "Hebrew (RTL)", text: "שלום עולם", language: "he", units: 4597, unitsPerEm: 1000, file: "Noto/NotoSansHebrew-Regular.ttf"),
        Case(name: "Thai", text: "ภาษาไทยง่ายนิดเดียว", language: "th", units: 8315, unitsPerEm: 1000, file: "Noto/NotoSansThai-Regular.ttf"),
        Case(name: "Devanagari (conjuncts)", text: "नमस्ते दुनिया", language: "hi", units: 4545, unitsPerEm: 1000, file: "Noto/NotoSansDevanagari-Regular.ttf"),
        Case(name: "Japanese", text: "設定を保存しますか？", language: "ja", units: 10000, unitsPerEm: 1000, file: "test/NotoSansCJKjp-Subset.otf"),
        Case(name: "Emoji ZWJ family", text: "👨‍👩‍👧", language: "en", units: 2550, unitsPerEm: 2048, file: "test/NotoColorEmoji-Subset.ttf"),
    ]

    @Test(arguments: cases, [11.0, 17.0, 53.0])
    func widthEqualsHarfBuzzAdvances(_ c: Case, size: Double) throws {
        let (prepared, _) = try Fixtures.prepared(c.text, size: size, language: c.language)
        let metrics = prepared.measure(LayoutRequest(width: 10_000, pointSize: size))
        let expected = c.units / c.unitsPerEm * size
        #expect(abs(metrics.width - expected) <= 1.0 / 64, "\(metrics.width) vs \(expected)")
        #expect(metrics.lineCount == 1)
        #expect(prepared.fonts.contains { $0.descriptor.path.hasSuffix(c.file) })
        #expect(prepared.missingCharacters.isEmpty)
    }

    @Test("Tracking is added after every cluster, the last included: 12 clusters x -0.442 pt at 17 pt")
    func trackingAfterEveryCluster() throws {
        // The system profile at 17 pt: Inter (text cut) advances, SF Pro tracking -26/1000 em.
        let font = try Fixtures.measurer.resolve(.system(weight: .regular), pointSize: 17)
        #expect(abs(font.tracking - (-0.442)) < 1e-12)
        let prepared = Fixtures.measurer.prepare("Hello, World", with: font, language: "en")
        let tracked = prepared.measure(LayoutRequest(width: 1000, pointSize: 17, tracking: font.tracking))
        #expect(abs(tracked.width - (15992.0 / 2816 * 17 + 12 * -0.442)) < 1e-6)
        // A fallback font is not tracked: only the 5 Latin clusters and the space are.
        let mixed = Fixtures.measurer.prepare("Hello שלום", with: font, language: "en")
        let m = mixed.measure(LayoutRequest(width: 1000, pointSize: 17, tracking: -1))
        let untracked = mixed.measure(LayoutRequest(width: 1000, pointSize: 17, tracking: 0))
        #expect(abs((untracked.width - m.width) - 6) < 1e-9)
    }

    @Test("Grapheme clusters are layout units: an emoji family, a flag, a skin tone, combining marks")
    func clustersAreUnits() throws {
        for (text, units) in [("👨‍👩‍👧", 1), ("🇩🇪", 1), ("👋🏽", 1), ("e\u{301}", 1), ("क्षत्रिय", 3), ("ab", 2)] {
            let (prepared, _) = try Fixtures.prepared(text)
            #expect(prepared.unitCount == units, "\(text): \(prepared.unitCount) units")
        }
    }
}
