import Testing
import CHarfBuzz
@testable import TextMeasure

/// Languages handed to HarfBuzz (found by `make fuzz`, issue 12): a catalog with thousands of
/// locales made every shaping call search thousands of cached shape plans. Languages that choose
/// the same OpenType language systems now share one handle; tags that are not BCP 47 are `und`.
@Suite("Shaping languages")
struct ShapingLanguageTests {
    static let latin = hb_script_from_iso15924_tag(Shaper.tag("Latn"))

    @Test(arguments: ["de", "de-DE", "pt_BR", "zh-Hant-HK", "sr-Latn", "und", "haw", "x-private"])
    func wellFormed(tag: String) { #expect(ShapingLanguages.isWellFormed(tag)) }

    @Test(arguments: ["", "l00001", "x12", "d", "de--DE", "de-", "123", "de-toolongsubtag", "de DE", String(repeating: "a", count: 9)])
    func notWellFormed(tag: String) { #expect(!ShapingLanguages.isWellFormed(tag)) }

    @Test func languagesChoosingTheSameSystemsShareAHandle() throws {
        let german = try #require(ShapingLanguages.handle(for: "de", script: Self.latin))
        #expect(ShapingLanguages.handle(for: "de-AT", script: Self.latin) == german)
        #expect(ShapingLanguages.handle(for: "DE", script: Self.latin) == german)
        #expect(ShapingLanguages.handle(for: "tr", script: Self.latin) != german)
        // Made-up tags choose no language system: one shared handle, never HarfBuzz's invalid one.
        let madeUp = try #require(ShapingLanguages.handle(for: "l00001", script: Self.latin))
        #expect(ShapingLanguages.handle(for: "x12", script: Self.latin) == madeUp)
    }

    /// Sharing a handle changes no shaping: Inter's Turkish forms still apply in Turkish, and a
    /// made-up locale shapes as an unknown real one.
    @Test func shapingIsUnchanged() throws {
        let text = "fi ﬁ İstanbul iş"
        func advances(_ language: String) throws -> [Float] {
            try Fixtures.prepared(text, language: language).0.unitAdvances.map { $0 }
        }
        #expect(try advances("l00001") == advances("qqq"))
        #expect(try advances("de-AT") == advances("de"))
    }
}
