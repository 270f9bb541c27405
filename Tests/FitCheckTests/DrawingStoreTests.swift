import Foundation
import Testing
import TextMeasure
@testable import FitCheck

/// The store's outline numbers, kept per font in an array by glyph id.
@Suite("Drawing store")
struct DrawingStoreTests {
    @Test("an outline is numbered once per font and glyph; no outline, or an impossible glyph id, gives none")
    func outlineNumbers() throws {
        let regular = try Font(FontDescriptor(path: Fixtures.fontsDirectory.appendingPathComponent("Inter/Inter-Regular.otf").path))
        let bold = try Font(FontDescriptor(path: Fixtures.fontsDirectory.appendingPathComponent("Inter/Inter-Bold.otf").path))
        let store = DrawingStore()
        let a = try #require(regular.glyph(for: "A")), b = try #require(regular.glyph(for: "B"))
        let space = try #require(regular.glyph(for: " "))

        let regularTable = store.outlines(of: regular)
        #expect(store.outlines(of: regular) === regularTable)
        let first = try #require(store.outline(of: a, in: regularTable))
        #expect(store.outline(of: a, in: regularTable) == first)
        let second = try #require(store.outline(of: b, in: regularTable))
        #expect(second != first)
        // The same glyph id in another font is another outline.
        let boldGlyph = try #require(bold.glyph(for: "A"))
        let boldA = try #require(store.outline(of: boldGlyph, in: store.outlines(of: bold)))
        #expect(Set([first, second, boldA]).count == 3)
        #expect(store.outline(boldA) != store.outline(first))
        // A space has no outline; asking again gives none again.
        #expect(store.outline(of: space, in: regularTable) == nil)
        #expect(store.outline(of: space, in: regularTable) == nil)
        // Past the font's glyphs, and past what OpenType can number: none, and nothing stored.
        #expect(store.outline(of: UInt32(regular.glyphCount) + 5, in: regularTable) == nil)
        #expect(store.outline(of: 70_000, in: regularTable) == nil)
        #expect(store.outline(of: .max, in: regularTable) == nil)
        // Path data in font units: contours closed, first one moved to.
        let path = store.outline(first)
        #expect(path.hasPrefix("M") && path.hasSuffix("Z"))
        #expect(path.allSatisfy { "MLQCZ -0123456789".contains($0) })
    }

    @Test("two objects of one font (the threads of a check load their own) share one table and its outlines")
    func oneTablePerFace() throws {
        let path = Fixtures.fontsDirectory.appendingPathComponent("Inter/Inter-Regular.otf").path
        let first = try Font(FontDescriptor(path: path)), second = try Font(FontDescriptor(path: path))
        #expect(first !== second)
        let store = DrawingStore()
        let table = store.outlines(of: first)
        #expect(store.outlines(of: second) === table)
        // Another face of the family is another table.
        let bold = try Font(FontDescriptor(path: Fixtures.fontsDirectory.appendingPathComponent("Inter/Inter-Bold.otf").path))
        #expect(store.outlines(of: bold) !== table)
    }
}
