import Foundation
import Testing
@testable import TextMeasure

/// Android's text metrics on the bundled Roboto: widths equal HarfBuzz's, `FontMetricsInt` and
/// `StaticLayout` line spacing as AOSP computes them (docs/android.md).
///
/// Reference advances: `hb-shape --output-format=json Fonts/Roboto/Roboto-<Weight>.ttf "<text>"`
/// (Debian libharfbuzz-bin 6.0.0), the x-advances summed, in font units (2048 per em). Roboto's
/// `head` (yMin -555, yMax 2163) and `hhea` (ascender 1900, descender -500, lineGap 0) were read
/// from the files' bytes with Python's `struct`, not through TypeFit.
@Suite("Android: Roboto widths and line metrics")
struct AndroidMetricsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var weight: String
        var units: Double
        var testDescription: String { "\(text) (\(weight))" }
    }

    static let cases: [Case] = [
        Case(text: "Speichern", weight: "Regular", units: 9061),
        Case(text: "Speichern", weight: "Medium", units: 9181),
        Case(text: "Benachrichtigungseinstellungen für alle verbundenen Geräte", weight: "Regular", units: 54661),
        Case(text: "Einstellungen", weight: "Bold", units: 12499),
        Case(text: "Настройки", weight: "Regular", units: 10421),
        Case(text: "Ρυθμίσεις", weight: "Medium", units: 9546),
        Case(text: "Cài đặt thông báo", weight: "Bold", units: 16316),
    ]

    static func roboto(_ weight: String) -> FontProfile {
        .custom(FontDescriptor(path: Fixtures.path("Roboto/Roboto-\(weight).ttf")), trackingEm: nil)
    }

    @Test(arguments: cases, [42.0, 49.0, 16.333333333333332])
    func widthEqualsHarfBuzz(_ c: Case, size: Double) throws {
        let (prepared, _) = try Fixtures.prepared(c.text, profile: Self.roboto(c.weight), size: size, language: "en")
        let metrics = prepared.measure(LayoutRequest(width: 100_000, pointSize: size))
        let expected = c.units / 2048 * size
        #expect(abs(metrics.width - expected) <= 1.0 / 64, "\(metrics.width) vs \(expected)")
        #expect(prepared.fonts.allSatisfy { $0.descriptor.path.hasSuffix("Roboto-\(c.weight).ttf") })
    }

    @Test("the bundled Roboto's head box and hhea, as the bytes say")
    func robotoTables() throws {
        let font = try Fixtures.library.bundledFont(family: "Roboto", weight: 400)
        #expect(font.boundingBox.yMin == -555 && font.boundingBox.yMax == 2163)
        #expect(font.metrics.ascender == 1900 && font.metrics.descender == -500 && font.metrics.lineGap == 0)
        #expect(font.metrics.unitsPerEm == 2048)
        #expect(try Fixtures.library.bundledFont(family: "Roboto", weight: 500).descriptor.path.hasSuffix("Roboto-Medium.ttf"))
        #expect(try Fixtures.library.bundledFont(family: "Roboto", weight: 700).descriptor.path.hasSuffix("Roboto-Bold.ttf"))
    }

    /// 14 sp at xxhdpi is 42 px: top floor(-2163 x 42/2048) = floor(-44.36) = -45, ascent
    /// round(-38.96) = -39, descent round(10.25) = 10, bottom ceil(11.38) = 12. At 49 px (14 sp
    /// at 1.15 on Android 14: 16.4 dp x 3 = 49.2 -> 49): -52, -45, 12, 14.
    @Test("FontMetricsInt: top floored, ascent and descent rounded, bottom ceiled", arguments: [
        (42.0, AndroidFontMetrics(top: -45, ascent: -39, descent: 10, bottom: 12)),
        (49.0, AndroidFontMetrics(top: -52, ascent: -45, descent: 12, bottom: 14)),
    ])
    func fontMetricsInt(_ px: Double, _ expected: AndroidFontMetrics) throws {
        let font = try Fixtures.library.bundledFont(family: "Roboto", weight: 400)
        #expect(AndroidFontMetrics(font: font, textSizePx: px) == expected)
    }

    @Test("StaticLayout: padding on the first and last line, spacing on all but the last")
    func lineSpacing() {
        let m = AndroidFontMetrics(top: -45, ascent: -39, descent: 10, bottom: 12)
        let plain = AndroidLineSpacing(metrics: m)
        #expect(plain.lineHeight == 49 && plain.topPadding == 6 && plain.bottomAdjustment == 2)
        #expect(plain.height(lines: 1) == 57)  // 19 dp at xxhdpi
        #expect(plain.height(lines: 3) == 6 + 3 * 49 + 2)
        let noPadding = AndroidLineSpacing(metrics: m, includeFontPadding: false)
        #expect(noPadding.height(lines: 2) == 98)
        // 49 x 0.2 = 9.8 -> 10 extra on each line but the last.
        let multiplied = AndroidLineSpacing(metrics: m, multiplier: 1.2)
        #expect(multiplied.lineHeight == 59 && multiplied.height(lines: 3) == 6 + 59 + 59 + 49 + 2)
        // lineSpacingExtra -2.4 px: -(2.4 + 0.5) truncated = -2.
        #expect(AndroidLineSpacing(metrics: m, extra: -2.4).lineHeight == 47)
        // android:lineHeight 60 px: extra = 60 - fontSpacing (49).
        let fixed = AndroidLineSpacing(metrics: m, lineHeightPx: 60)
        #expect(fixed.lineHeight == 60 && fixed.height(lines: 2) == 6 + 60 + 49 + 2)
    }

    @Test("Roboto is never a fallback: iOS text keeps its cascade")
    func robotoIsPrimaryOnly() throws {
        let (prepared, _) = try Fixtures.prepared("Hello Привет Γειά")
        #expect(!prepared.fonts.contains { $0.descriptor.path.contains("Roboto") })
    }
}
