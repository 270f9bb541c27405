import Testing
import TextStyles
@testable import TextMeasure

/// The margin of a measurement: how much the primary font's widths could change before the
/// outcome does. Each test checks the flip itself: the layout with the widths scaled just inside
/// the margin keeps its outcome, just outside it changes.
@Suite("Margins")
struct MarginTests {
    /// Whether `text` fits `request` with the primary font's advances scaled by `scale`.
    func fits(_ text: PreparedText, _ request: LayoutRequest, scale: Double) -> Bool {
        var scaled = request
        scaled.widthScale = scale
        return text.measure(scaled).fits
    }

    func request(_ m: TextMeasurement) -> LayoutRequest { m.layout.request }

    @Test("one line that fits: the margin is how much it can grow, exactly")
    func fittingLine() throws {
        let (text, font) = try Fixtures.prepared("Settings", profile: .system(weight: .regular), size: 21)
        let natural = text.measure(LayoutRequest(width: 1e6, font: font)).width
        let m = try Fixtures.label("Settings", size: 21, width: natural * 1.02)
        #expect(m.fits)
        // The margin is of the glyph advances (tracking stays): a bit over 2% of the width.
        let advances = natural - 8 * font.tracking
        let expected = (natural * 1.02 + 1e-9 * natural * 1.02 - natural) / advances * 100
        #expect(abs(m.margin - expected) < 1e-6)
        let r = request(m)
        #expect(fits(m.prepared, r, scale: 1 + m.margin / 100 - 1e-6))
        #expect(!fits(m.prepared, r, scale: 1 + m.margin / 100 + 1e-6))
    }

    @Test("one line that is truncated: the margin is how much it would have to shrink")
    func truncatedLine() throws {
        let m = try Fixtures.label("Einstellungen für Barrierefreiheit", size: 17, width: 240)
        #expect(m.isTruncated)
        #expect(m.margin > 0 && m.margin < TextMeasurer.marginCap)
        let r = request(m)
        #expect(!fits(m.prepared, r, scale: 1 - m.margin / 100 + 1e-6))
        #expect(fits(m.prepared, r, scale: 1 - m.margin / 100 - 1e-6))
    }

    @Test("two lines of wrapped text: the margin is where a third line would be needed", arguments: [170.0, 175, 180, 190])
    func wrapped(width: Double) throws {
        let m = try Fixtures.label("Einstellungen für Barrierefreiheit und Bedienungshilfen", size: 17, width: width, lines: 2, mode: .wordWrapping)
        let r = request(m)
        guard m.margin < TextMeasurer.marginCap else {
            #expect(fits(m.prepared, r, scale: m.fits ? 1.1 : 0.9) == m.fits)
            return
        }
        let step = m.margin / 100
        // Bisection to 0.05%: the flip lies within half of that around the margin.
        if m.fits {
            #expect(fits(m.prepared, r, scale: 1 + step - 0.0003))
            #expect(!fits(m.prepared, r, scale: 1 + step + 0.0003))
        } else {
            #expect(!fits(m.prepared, r, scale: 1 - step + 0.0003))
            #expect(fits(m.prepared, r, scale: 1 - step - 0.0003))
        }
    }

    @Test("a label that shrank: the nearer of fitting unshrunk and not fitting at the minimum scale")
    func shrunk() throws {
        let full = try Fixtures.label("Benachrichtigungen", size: 17, width: 1000).lines[0].width
        let m = try Fixtures.label("Benachrichtigungen", size: 17, width: full * 0.97, minimumScaleFactor: 0.5)
        #expect(m.shrinkScale != nil && m.fits)
        // Nearly fits unshrunk (3% too wide) and fits easily at half the size: about 3%.
        #expect(m.margin > 2.5 && m.margin < 3.5)
        let half = try Fixtures.label("Benachrichtigungen", size: 8.5, width: 1000).lines[0].width
        let cut = try Fixtures.label("Benachrichtigungen", size: 17, width: half * 0.97, minimumScaleFactor: 0.5)
        #expect(cut.isTruncated && cut.shrinkScale == 0.5)
        // Cut even at the minimum scale: the layout there is the one that would have to shrink.
        #expect(!fits(cut.prepared, request(cut), scale: 1 - cut.margin / 100 + 1e-6))
        #expect(fits(cut.prepared, request(cut), scale: 1 - cut.margin / 100 - 1e-6))
        #expect(cut.margin > 2.5 && cut.margin < 3.5)
    }

    /// A check asks only whether a margin is below the error band (issue 14): the answer is the
    /// same margin where it is below, nil exactly where it is not, for wrapped, cut and shrunk
    /// text on both sides of its edges, and for text on one line of a multi-line label (answered
    /// without a layout when the line has room to spare) on both sides of the width where it
    /// starts to wrap; "W", one cluster that cannot wrap, stops fitting right there.
    @Test("a margin searched only below a band is the same margin, or nil where it is not below", arguments: [0.5, 1.5, 3.0, 4.42])
    func marginBelowBand(band: Double) throws {
        var compared = 0, below = 0
        for text in ["Einstellungen für Barrierefreiheit und Bedienungshilfen", "W"] {
            let oneLine = try Fixtures.measurer.fit(text, profile: .system(weight: .regular), pointSize: 17, language: "de",
                                                    slot: Slot.label(width: 2000, lines: 1, mode: .truncatingTail)).summary.textWidth
            let widths = Array(stride(from: 150.0, through: 270, by: 4)) + Array(stride(from: oneLine * 0.97, through: oneLine * 1.08, by: oneLine / 500))
            for width in widths {
                for (lines, shrink) in [(2, 0.0), (3, 0.0), (2, 0.6), (0, 0.0)] {
                    let slot = Slot.label(width: width, lines: lines, mode: .truncatingTail, minimumScaleFactor: shrink)
                    let fit = try Fixtures.measurer.fit(text, profile: .system(weight: .regular), pointSize: 17, language: "de", slot: slot)
                    let margin = Fixtures.measurer.margin(of: fit)
                    #expect(Fixtures.measurer.margin(of: fit, below: band) == (margin < band ? margin : nil), "\(text) \(width) \(lines) \(shrink)")
                    compared += 1
                    if margin < band { below += 1 }
                }
            }
        }
        // Both answers occur.
        #expect(below > 0 && below < compared)
    }

    @Test("far from any threshold the margin is the cap; a text in no stand-in glyph has the cap")
    func cap() throws {
        #expect(try Fixtures.label("OK", width: 300).margin == TextMeasurer.marginCap)
        #expect(try Fixtures.label("OK", width: 300, lines: 3, mode: .wordWrapping).margin == TextMeasurer.marginCap)
        #expect(try Fixtures.label("שלום", width: 300, language: "he").margin == TextMeasurer.marginCap)
    }

    @Test("custom fonts have a margin too, and no error band")
    func customFont() throws {
        let m = try Fixtures.label("Settings", width: 60, profile: Fixtures.interRegular)
        #expect(m.margin < TextMeasurer.marginCap)
        #expect(m.errorBand == nil)
        let system = try Fixtures.label("Settings", width: 60)
        #expect(system.errorBand?.p95 == 2.24)
    }
}
