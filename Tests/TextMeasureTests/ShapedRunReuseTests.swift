import Testing
import CHarfBuzz
@testable import TextMeasure

/// A text prepared with the Text cut and then the Display cut reuses the runs shaped in fallback
/// fonts (`ShapedRuns`); the result must be what a fresh preparation gives.
@Suite("Reusing runs shaped in fallback fonts")
struct ShapedRunReuseTests {
    static let texts: [(String, String)] = [
        ("مرحبا بالعالم 42 Bluetooth", "ar"), ("שלום 2024 עולם", "he"), ("ตำแหน่งลงชื่อเข้าใช้ขณะ", "th"),
        ("पासवर्ड 51 अपडेट", "hi"), ("設定を変更しますか？ カメラ Wi-Fi", "ja"), ("Einstellungen für Barrierefreiheit", "de"),
        ("Ελληνικά и русский", "el"), ("", "en"),
    ]

    /// Everything layout and drawing read from a preparation, as comparable values.
    static func fingerprint(_ p: PreparedText) -> [String] {
        [
            p.fonts.map(\.descriptor.path).joined(separator: ","),
            p.unitStarts.map(String.init).joined(separator: ","),
            p.unitAdvances.map { String($0.bitPattern) }.joined(separator: ","),
            p.unitFlags.map { String($0.rawValue) }.joined(separator: ","),
            p.unitFonts.map(String.init).joined(separator: ","),
            p.glyphs.map { "\($0.glyph)/\($0.advance)/\($0.xOffset)/\($0.yOffset)/\($0.unit)" }.joined(separator: ","),
            p.runs.map { "\($0.units)/\($0.glyphs)/\($0.font)/\($0.level)" }.joined(separator: ","),
            p.missingCharacters.map { String($0.value) }.joined(separator: ","),
            p.notes.joined(separator: "|"),
        ]
    }

    static func key(_ text: String, _ font: Font, _ language: String, weight: Int) -> PreparationKey {
        PreparationKey(text: text, font: ObjectIdentifier(font), language: language, metricsOverride: nil, fallbackWeight: weight)
    }

    /// `text` prepared with `first`, then with `second` reusing the first's analysis (and so its
    /// fallback runs), and with `second` from scratch.
    static func preparations(
        _ text: String, _ language: String, first: Font, second: Font, secondWeight: Int = 400
    ) -> (first: (prepared: PreparedText, shapedNewRuns: Bool), second: (prepared: PreparedText, shapedNewRuns: Bool),
          fresh: PreparedText, analyzed: AnalyzedText) {
        let library = Fixtures.library
        var analyzed = TextPreparer.analyze(text, language: language)
        let one = TextPreparer.prepare(key(text, first, language, weight: 400), primary: first, library: library, fallbacks: FallbackMemo(), analyzed: &analyzed)
        let secondKey = key(text, second, language, weight: secondWeight)
        let two = TextPreparer.prepare(secondKey, primary: second, library: library, fallbacks: FallbackMemo(), analyzed: &analyzed)
        let fresh = TextPreparer.prepare(secondKey, primary: second, library: library)
        return (one, two, fresh, analyzed)
    }

    @Test("The Display cut reuses the Text cut's fallback runs and matches a fresh preparation", arguments: texts)
    func displayReusesText(_ text: String, _ language: String) throws {
        let textCut = try Fixtures.library.bundledFont(family: "Inter", weight: 400)
        let displayCut = try Fixtures.library.bundledFont(family: "Inter Display", weight: 400)
        let (first, second, fresh, analyzed) = Self.preparations(text, language, first: textCut, second: displayCut)

        #expect(Self.fingerprint(second.prepared) == Self.fingerprint(fresh))
        let usesFallback = first.prepared.fonts.count > 1
        // The first preparation shaped the fallback runs; the second found all of them.
        #expect(first.shapedNewRuns == usesFallback)
        #expect(!second.shapedNewRuns)
        #expect(analyzed.fallbackRuns.isEmpty == !usesFallback)
    }

    @Test("Runs are found in text order with a cursor that only moves forward")
    func cursorLookup() throws {
        let arabic = try Fixtures.library.bundledFont(named: "Noto/NotoSansArabic-Regular.ttf")
        let hebrew = try Fixtures.library.bundledFont(named: "Noto/NotoSansHebrew-Regular.ttf")
        var runs = ShapedRuns()
        func glyph(_ id: UInt32, _ cluster: Int32) -> RawGlyph { RawGlyph(glyph: id, cluster: cluster, advance: 100, xOffset: 0, yOffset: 0) }
        runs.append(range: 0..<4, font: arabic, rightToLeft: true, script: "Arab", glyphs: [glyph(1, 0), glyph(2, 2)][...])
        runs.append(range: 6..<9, font: hebrew, rightToLeft: true, script: "Hebr", glyphs: [glyph(3, 6)][...])
        runs.append(range: 12..<20, font: arabic, rightToLeft: true, script: "Arab", glyphs: [glyph(4, 12), glyph(5, 15)][...])

        var cursor = 0
        #expect(runs.glyphs(range: 0..<4, font: arabic, rightToLeft: true, script: "Arab", cursor: &cursor)?.map(\.glyph) == [1, 2])
        // Not stored (a primary-font run between them), another font, another direction.
        #expect(runs.glyphs(range: 4..<6, font: arabic, rightToLeft: true, script: "Arab", cursor: &cursor) == nil)
        #expect(runs.glyphs(range: 6..<9, font: arabic, rightToLeft: true, script: "Hebr", cursor: &cursor) == nil)
        #expect(runs.glyphs(range: 6..<9, font: hebrew, rightToLeft: false, script: "Hebr", cursor: &cursor) == nil)
        #expect(runs.glyphs(range: 6..<9, font: hebrew, rightToLeft: true, script: "Hebr", cursor: &cursor)?.map(\.glyph) == [3])
        // A range cut differently this time (another primary font) is not mistaken for a stored one.
        #expect(runs.glyphs(range: 12..<15, font: arabic, rightToLeft: true, script: "Arab", cursor: &cursor) == nil)
        #expect(cursor == 2)
        #expect(runs.glyphs(range: 21..<22, font: arabic, rightToLeft: true, script: "Arab", cursor: &cursor) == nil)
        #expect(cursor == 3)
    }

    @Test("A long mixed-script text is prepared in both cuts, runs reused, as fresh preparations are")
    func longMixedText() throws {
        let text = String(repeating: "مرحبا abc ", count: 2_000)
        let textCut = try Fixtures.library.bundledFont(family: "Inter", weight: 400)
        let displayCut = try Fixtures.library.bundledFont(family: "Inter Display", weight: 400)
        let (first, second, fresh, _) = Self.preparations(text, "ar", first: textCut, second: displayCut)
        #expect(first.shapedNewRuns && !second.shapedNewRuns)
        #expect(Self.fingerprint(second.prepared) == Self.fingerprint(fresh))
    }

    @Test("Runs shaped in other fallback fonts are not reused", arguments: texts.prefix(5))
    func otherWeightShapesAgain(_ text: String, _ language: String) throws {
        let regular = try Fixtures.library.bundledFont(family: "Inter", weight: 400)
        let bold = try Fixtures.library.bundledFont(family: "Inter", weight: 700)
        let (first, reusing, fresh, _) = Self.preparations(text, language, first: regular, second: bold, secondWeight: 700)
        // Bold fallback fonts are other files (Noto Sans Arabic Bold...): those runs are shaped
        // anew. The CJK test subset has one weight, so Japanese runs are found.
        let sameFallbacks = fresh.fonts.dropFirst().allSatisfy { font in first.prepared.fonts.dropFirst().contains { $0 === font } }
        #expect(reusing.shapedNewRuns == !sameFallbacks)
        #expect(sameFallbacks == (language == "ja"))
        #expect(Self.fingerprint(reusing.prepared) == Self.fingerprint(fresh))
    }
}

@Suite("Shaper buffer settings")
struct ShaperSettingsTests {
    @Test("Script codes pack to the tags HarfBuzz reads from strings")
    func scriptTags() {
        for code in ["Latn", "Arab", "Hebr", "Thai", "Deva", "Hani", "Hira", "Kana", "Zyyy", "Zinh", "Cyrl", "Grek", "Hang", "Zzzz", "Lat", ""] {
            #expect(hb_script_from_iso15924_tag(Shaper.tag(code)) == hb_script_from_string(code, -1), "\(code)")
        }
    }

    @Test("One shaper moving between languages shapes each as a fresh one does")
    func languageChanges() throws {
        let font = try Fixtures.library.bundledFont(family: "Inter", weight: 400)
        // Inter's `locl` has Catalan (l·l) and Romanian (ş -> ș) forms.
        let text = Array("Paral·lel şi Ţară".utf16)
        let shared = Shaper()
        var glyphsByLanguage: [String: [UInt32]] = [:]
        for language in ["ca", "en", "ro", "ro", "en", "ca", "de"] {
            var reused: [RawGlyph] = []
            var fresh: [RawGlyph] = []
            text.withUnsafeBufferPointer { units in
                shared.shape(units, range: 0..<units.count, font: font, rightToLeft: false, script: "Latn", language: language, into: &reused)
                Shaper().shape(units, range: 0..<units.count, font: font, rightToLeft: false, script: "Latn", language: language, into: &fresh)
            }
            #expect(reused.map(\.glyph) == fresh.map(\.glyph) && reused.map(\.advance) == fresh.map(\.advance), "\(language)")
            glyphsByLanguage[language] = reused.map(\.glyph)
        }
        // The languages really shape differently, so a stale language would show.
        #expect(glyphsByLanguage["ro"] != glyphsByLanguage["en"])
        #expect(glyphsByLanguage["ca"] != glyphsByLanguage["en"])
        #expect(glyphsByLanguage["de"] == glyphsByLanguage["en"])
    }
}
