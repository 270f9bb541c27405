import Foundation
import Testing
import TextStyles
@testable import TextMeasure

@Suite("Bad input gets a clear answer, never a crash")
struct BadInputTests {
    @Test("An empty string has no lines and fits; only spaces make one empty line")
    func emptyAndSpaces() throws {
        let empty = try Fixtures.label("", width: 100)
        #expect(empty.lineCount == 0 && empty.height == 0 && empty.fits && empty.visibleText == "")
        let spaces = try Fixtures.label("     ", width: 100)
        #expect(spaces.lineCount == 1 && spaces.layout.metrics.width == 0 && spaces.fits)
    }

    @Test("A 100,000-character string is measured (linear time), wrapped and truncated")
    func hugeString() throws {
        let text = String(repeating: "Lorem ipsum dolor sit amet. ", count: 3572) + "end."
        #expect(text.count >= 100_000)
        let m = try Fixtures.label(text, width: 343, lines: 3)
        #expect(m.lineCount == 3 && m.isTruncated && m.neededLineCount > 2000)
        let unbroken = String(repeating: "x", count: 100_000)
        let u = try Fixtures.label(unbroken, width: 343, lines: 0, mode: .wordWrapping)
        #expect(u.lineCount > 100 && u.fits)
        // Mixed scripts, 20,000 runs in a fallback font, in both cuts (the second reuses the
        // first's runs; finding them was once quadratic).
        let mixed = String(repeating: "مرحبا abc ", count: 10_000)
        for size in [17.0, 34] {
            let m = try Fixtures.label(mixed, size: size, width: 343, lines: 3, language: "ar")
            #expect(m.lineCount == 3 && m.isTruncated && m.neededLineCount > 1000)
        }
    }

    @Test("Control characters measure as zero width and are reported")
    func controls() throws {
        let m = try Fixtures.label("A\u{7}B\u{1B}C", width: 200)
        let plain = try Fixtures.label("ABC", width: 200)
        #expect(abs(m.layout.metrics.width - plain.layout.metrics.width) < 1e-9)
        #expect(m.notes.contains { $0.contains("2 control characters") })
        #expect(m.missingCharacters.isEmpty)
    }

    @Test("Unpaired surrogates are replaced with U+FFFD and reported")
    func surrogates() throws {
        let sanitized = UTF16Text(sanitizing: [0x41, 0xD800, 0x42, 0xDC00])
        #expect(sanitized.string == "A\u{FFFD}B\u{FFFD}")
        #expect(sanitized.replacedSurrogateOffsets == [1, 3])
        let m = try Fixtures.label(sanitized.string, width: 200)
        #expect(m.lineCount == 1)
    }

    @Test("A negative, zero, NaN or infinite width is an invalid argument", arguments: [-1.0, 0, .nan, .infinity])
    func badWidths(width: Double) {
        #expect(throws: MeasurementError.self) { try Fixtures.label("Hi", width: width) }
    }

    @Test("An unknown language tag falls back to the default rules and says so")
    func unknownLanguage() throws {
        let m = try Fixtures.label("Hello", width: 200, language: "qq-Zzzz-not_a_tag!")
        #expect(m.fits)
        #expect(m.notes.contains { $0.contains("qq-Zzzz-not_a_tag!") })
    }

    @Test("Characters no font has are reported, and measured as .notdef")
    func missingGlyphs() throws {
        let m = try Fixtures.label("설정 Settings", width: 300)
        #expect(m.missingCharacters.map { String($0) } == ["설", "정"])
        #expect(m.lineCount == 1)
    }
}
