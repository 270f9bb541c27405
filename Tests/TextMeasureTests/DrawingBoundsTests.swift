import Testing
@testable import TextMeasure

/// Drawing a very long text (found by `make fuzz`, issue 12): every line filtered every glyph of
/// its run, and every hidden line was drawn, so a 350,000-character label took 17 s and a 30 MB
/// picture. Glyphs are found by binary search, and at most `maximumHiddenLines` hidden lines
/// are drawn, then a note counts the rest.
@Suite("Drawing bounds")
struct DrawingBoundsTests {
    @Test func hiddenLinesAreCappedWithANote() throws {
        let m = try Fixtures.label(String(repeating: "Wörter ", count: 20_000), width: 200)
        let svg = SVGRenderer().render(m)
        #expect(svg.contains("more hidden lines not drawn"))
        let drawnLines = svg.components(separatedBy: "<g fill=").count - 1
        #expect(drawnLines == 1 + SVGRenderer.maximumHiddenLines)
    }

    /// The binary search finds exactly the glyphs a pass over the run found, in both directions.
    @Test(arguments: [("Einstellungen für Barrierefreiheit ändern", "de"), ("مرحبا بالعالم كيف حالك اليوم", "ar"),
                      ("שלום עולם מה שלומך", "he")])
    func glyphRangesMatchAFullPass(text: String, language: String) throws {
        let p = try Fixtures.prepared(text, profile: .system(weight: .regular), language: language).0
        for run in p.runs {
            for start in run.units {
                for end in (start + 1)...run.units.upperBound {
                    let units = start..<end
                    let expected = p.glyphs[run.glyphs].indices.filter { units.contains(Int(p.glyphs[$0].unit)) }
                    let range = SVGRenderer.glyphRange(of: run, units: units, in: p)
                    #expect(range.filter { units.contains(Int(p.glyphs[$0].unit)) } == expected, "\(text) \(units)")
                }
            }
        }
    }
}
