import Testing
import TextStyles
@testable import TextMeasure

/// The stand-in's width calibration, applied in layout (DESIGN.md decision 4): the advances of
/// clusters set in the stand-in are multiplied by their script group's factor, then tracked.
@Suite("Stand-in width calibration in layout")
struct CalibrationTests {
    let calibration = StandInCalibration.standard

    /// The untracked, uncalibrated advance sum of `text` set at `size` with the system profile.
    func rawWidth(_ text: PreparedText, size: Double) -> Double {
        text.measure(LayoutRequest(width: 1e6, pointSize: size)).width
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 * max(1, abs(b)) }

    @Test("a Latin string at 21 pt is widened by the table's factor, tracking added after")
    func latinAt21() throws {
        let (text, font) = try Fixtures.prepared("Settings", profile: .system(weight: .regular), size: 21)
        #expect(font.widthFactors.latin == 1.0545)  // Tables/system_font_width_calibration.csv: Latin,Regular,21
        let raw = rawWidth(text, size: 21)
        let untracked = text.measure(LayoutRequest(width: 1e6, pointSize: 21, widthFactors: font.widthFactors)).width
        #expect(close(untracked, raw * 1.0545))
        // Tracking is not scaled: 8 clusters, each followed by the HIG's 21 pt tracking.
        let tracked = text.measure(LayoutRequest(width: 1e6, font: font)).width
        #expect(close(tracked, raw * 1.0545 + 8 * font.tracking))
        #expect(font.tracking != 0)
    }

    @Test("a Hebrew string is not calibrated, and says so")
    func hebrewIsNot() throws {
        let (text, font) = try Fixtures.prepared("שלום עולם", profile: .system(weight: .regular), size: 21, language: "he")
        #expect(text.uncalibratedScripts == ["Hebr"])
        #expect(text.calibratedScripts.isEmpty)
        #expect(close(text.measure(LayoutRequest(width: 1e6, font: font)).width, rawWidth(text, size: 21)))
        let m = try Fixtures.label("שלום עולם", size: 21, width: 300, language: "he")
        #expect(m.notes.contains { $0.hasPrefix("Hebrew text is not calibrated") })
        #expect(m.errorBand == nil)
    }

    @Test("Cyrillic and Greek take their own factors; text in several groups, each its own")
    func groups() throws {
        for (word, script, language) in [("Настройки", CalibratedScript.cyrillic, "ru"), ("Ρυθμίσεις", .greek, "el")] {
            let (text, font) = try Fixtures.prepared(word, profile: .system(weight: .bold), size: 17, language: language)
            #expect(text.calibratedScripts == [script])
            let factor = calibration.factor(script, weight: 700, pointSize: 17)
            let width = text.measure(LayoutRequest(width: 1e6, pointSize: 17, widthFactors: font.widthFactors)).width
            #expect(close(width, rawWidth(text, size: 17) * factor))
        }
        let (latin, _) = try Fixtures.prepared("Settings", profile: .system(weight: .regular), size: 21)
        let (greek, _) = try Fixtures.prepared("Ρυθμίσεις", profile: .system(weight: .regular), size: 21, language: "el")
        let (mixed, font) = try Fixtures.prepared("Settings Ρυθμίσεις", profile: .system(weight: .regular), size: 21, language: "el")
        #expect(Set(mixed.calibratedScripts) == [.latin, .greek])
        let space = rawWidth(mixed, size: 21) - rawWidth(latin, size: 21) - rawWidth(greek, size: 21)
        let expected = (rawWidth(latin, size: 21) + space) * font.widthFactors.latin + rawWidth(greek, size: 21) * font.widthFactors.greek
        let width = mixed.measure(LayoutRequest(width: 1e6, pointSize: 21, widthFactors: font.widthFactors)).width
        #expect(abs(width - expected) < 0.01)  // kerning across the space may differ by a hair
    }

    @Test("a custom font keeps its own widths and has no error band")
    func customFontsAreExact() throws {
        let font = try Fixtures.measurer.resolve(Fixtures.interRegular, pointSize: 21)
        #expect(font.widthFactors.isIdentity && font.errorBands == nil)
    }

    @Test("the ellipsis of a truncated Latin line is widened too; a truncated line never exceeds the slot")
    func ellipsis() throws {
        let m = try Fixtures.label("Einstellungen für Barrierefreiheit", size: 21, width: 150)
        #expect(m.isTruncated)
        #expect(m.lines[0].width <= 150)
        let (text, font) = try Fixtures.prepared("…", profile: .system(weight: .regular), size: 21)
        #expect(close(text.measure(LayoutRequest(width: 1e6, font: font)).width, rawWidth(text, size: 21) * 1.0545 + font.tracking))
    }

    @Test("shaping happens once per font instance: the factor changes with the size, the prepared text does not")
    func oneShapingPerInstance() throws {
        // A measurer of its own: the shared one's cache is filled by the tests running beside
        // this one, and a generation turned over between the two calls evicted the first text
        // (seen once in a clean-clone run).
        let measurer = TextMeasurer(library: Fixtures.library)
        func prepared(size: Double) throws -> (PreparedText, ResolvedFont) {
            let font = try measurer.resolve(.system(weight: .regular), pointSize: size)
            return (measurer.prepare("Settings", with: font, language: "en"), font)
        }
        let a = try prepared(size: 21)
        let b = try prepared(size: 23)
        #expect(a.0.storage === b.0.storage)
        #expect(a.1.widthFactors != b.1.widthFactors)
    }
}
