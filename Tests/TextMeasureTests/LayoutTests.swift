import Testing
import TextStyles
@testable import TextMeasure

@Suite("Line breaking, truncation, shrinking and pixel rounding")
struct LayoutTests {
    static let sentence = "The quick brown fox jumps over the lazy dog"

    /// Width of `text` on one line with the Inter custom profile at `size`.
    func width(_ text: String, size: Double = 17) throws -> Double {
        let (prepared, _) = try Fixtures.prepared(text, size: size)
        return prepared.measure(LayoutRequest(width: 1e6, pointSize: size)).width
    }

    func layout(_ text: String, width: Double, lines: Int, mode: LineBreakMode, language: String = "en") throws -> TextLayout {
        let (prepared, _) = try Fixtures.prepared(text, language: language)
        return prepared.layout(LayoutRequest(width: width, pointSize: 17, numberOfLines: lines, lineBreakMode: mode))
    }

    @Test("Word wrapping breaks between words; trailing spaces hang")
    func wordWrap() throws {
        let w = try width("The quick brown fox")
        let l = try layout(Self.sentence, width: w + 0.01, lines: 0, mode: .wordWrapping)
        #expect(l.lines.map(\.text) == ["The quick brown fox", "jumps over the lazy", "dog"])
        #expect(abs(l.lines[0].width - w) < 1e-9)
        #expect(l.fits)
        // One hundredth of a point less and "fox" moves down.
        let narrower = try layout(Self.sentence, width: w - 0.01, lines: 0, mode: .wordWrapping)
        #expect(narrower.lines.first?.text == "The quick brown")
    }

    @Test("A word longer than the line breaks inside, at cluster boundaries")
    func longWord() throws {
        let l = try layout("Donaudampfschifffahrtsgesellschaft", width: 100, lines: 0, mode: .wordWrapping)
        #expect(l.lines.count > 2)
        #expect(l.lines.allSatisfy { $0.width <= 100 })
        #expect(l.lines.map(\.text).joined() == "Donaudampfschifffahrtsgesellschaft")
        #expect(l.fits)
    }

    @Test("Character wrapping fills each line")
    func charWrap() throws {
        let words = try layout(Self.sentence, width: 120, lines: 0, mode: .wordWrapping)
        let chars = try layout(Self.sentence, width: 120, lines: 0, mode: .charWrapping)
        #expect(chars.lines.count <= words.lines.count)
        #expect(chars.lines[0].text.hasPrefix(words.lines[0].text))
        #expect(chars.lines[0].text.count > words.lines[0].text.count)
        #expect(chars.lines.allSatisfy { $0.width <= 120 })
    }

    @Test("Tail, head and middle truncation put U+2026 at cluster boundaries and stay within the width")
    func truncation() throws {
        let full = try width(Self.sentence)
        let w = full / 2
        let tail = try layout(Self.sentence, width: w, lines: 1, mode: .truncatingTail)
        let head = try layout(Self.sentence, width: w, lines: 1, mode: .truncatingHead)
        let middle = try layout(Self.sentence, width: w, lines: 1, mode: .truncatingMiddle)
        #expect(tail.visibleText.hasSuffix("…") && Self.sentence.hasPrefix(String(tail.visibleText.dropLast())))
        #expect(head.visibleText.hasPrefix("…") && Self.sentence.hasSuffix(String(head.visibleText.dropFirst())))
        let parts = middle.visibleText.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2 && Self.sentence.hasPrefix(parts[0]) && Self.sentence.hasSuffix(parts[1]))
        for l in [tail, head, middle] {
            #expect(l.metrics.isTruncated && !l.fits)
            #expect(l.lines.count == 1 && l.lines[0].width <= w)
            // Adding the next cluster would not fit: the cut is as late as possible.
            #expect(l.lines[0].width > w - 12)
        }
        #expect(tail.visibleText == "The quick brown fox…")
        #expect(head.visibleText == "…ps over the lazy dog")
    }

    @Test("Two lines, tail truncation: the second line ends with an ellipsis; needed lines are counted")
    func multiLineTruncation() throws {
        let l = try layout(Self.sentence, width: 90, lines: 2, mode: .truncatingTail)
        #expect(l.lines.count == 2)
        #expect(l.lines[1].text.hasSuffix("…"))
        #expect(l.metrics.neededLineCount > 2)
        #expect(l.visibleText.hasPrefix(l.lines[0].text))
    }

    @Test("Word wrapping past the line limit drops lines without an ellipsis (wrapped beyond)")
    func wrappedBeyond() throws {
        let l = try layout(Self.sentence, width: 90, lines: 2, mode: .wordWrapping)
        #expect(l.lines.count == 2)
        #expect(!l.visibleText.contains("…"))
        #expect(l.metrics.isClipped && !l.metrics.isTruncated && !l.fits)
        #expect(l.metrics.neededLineCount == 5)
    }

    @Test("A trial layout may skip counting the lines a cut text needs; nothing else changes", arguments: [
        LineBreakMode.truncatingTail, .truncatingHead, .truncatingMiddle, .wordWrapping, .charWrapping, .clipping,
    ])
    func uncountedNeededLines(mode: LineBreakMode) throws {
        let (prepared, _) = try Fixtures.prepared(Self.sentence + "\n" + Self.sentence)
        for (width, lines) in [(90.0, 2), (60, 1), (400, 3), (1000, 0), (90, 0)] {
            let request = LayoutRequest(width: width, pointSize: 17, numberOfLines: lines, lineBreakMode: mode)
            let counted = prepared.measure(request)
            var uncounted = prepared.measure(request, countingNeededLines: false)
            if counted.neededLineCount > counted.lineCount {
                // Cut at the limit: only a lower bound, one more line than shown.
                #expect(uncounted.neededLineCount == counted.lineCount + 1)
                #expect(counted.neededLineCount >= uncounted.neededLineCount)
                #expect(!counted.fits)
                uncounted.neededLineCount = counted.neededLineCount
            }
            #expect(uncounted == counted, "\(width) pt, \(lines) lines")
        }
    }

    @Test("Clipping cuts at the slot's edge, without an ellipsis")
    func clipping() throws {
        let l = try layout(Self.sentence, width: 100, lines: 1, mode: .clipping)
        #expect(l.lines.count == 1)
        #expect(l.lines[0].isClipped && l.metrics.isClipped)
        #expect(Self.sentence.hasPrefix(l.visibleText) && !l.visibleText.contains("…"))
        #expect(l.lines[0].width <= 100)
    }

    @Test("Mandatory breaks: \\n, U+2028 and U+2029 each start a line", arguments: ["\n", "\u{2028}", "\u{2029}", "\r\n"])
    func mandatoryBreaks(separator: String) throws {
        let l = try layout("One\(separator)Two\(separator)Three", width: 500, lines: 0, mode: .wordWrapping)
        #expect(l.lines.map(\.text) == ["One", "Two", "Three"])
        let oneLine = try layout("One\(separator)Two", width: 500, lines: 1, mode: .truncatingTail)
        #expect(oneLine.visibleText == "One…")
    }

    @Test("Thai breaks between dictionary words (ICU), never inside one")
    func thaiDictionaryBreaks() throws {
        // ICU's dictionary splits ภาษา|ไทย|ง่าย|นิด|เดียว (UTF-16 offsets 4, 7, 11, 14). A line as
        // wide as the widest word holds one or two words and never cuts one.
        let text = "ภาษาไทยง่ายนิดเดียว"
        let words = ["ภาษา", "ไทย", "ง่าย", "นิด", "เดียว"]
        let widest = try words.map { try width($0) }.max()!
        let l = try layout(text, width: widest + 0.01, lines: 0, mode: .wordWrapping, language: "th")
        #expect(l.lines.count >= 3)
        #expect(l.lines.map(\.text).joined() == text)
        var offset = 0
        for line in l.lines.dropLast() {
            offset += line.text.utf16.count
            #expect([4, 7, 11, 14].contains(offset), "line ends at \(offset), inside a word")
        }
    }

    @Test("Japanese breaks between characters but not before ？ (kinsoku): か moves down with it")
    func japaneseBreaks() throws {
        // Nine 17 pt ideographs fit in 161.5 pt, but ？ may not start a line.
        let l = try layout("設定を保存しますか？", width: 9.5 * 17, lines: 0, mode: .wordWrapping, language: "ja")
        #expect(l.lines.map(\.text) == ["設定を保存します", "か？"])
    }

    @Test("Right-to-left text truncates at its logical end")
    func rtlTruncation() throws {
        let l = try layout("مرحبا بالعالم", width: 50, lines: 1, mode: .truncatingTail, language: "ar")
        #expect(l.visibleText == "مرحبا…")
        let (prepared, _) = try Fixtures.prepared("مرحبا بالعالم", language: "ar")
        #expect(prepared.isRightToLeft)
        let mixed = try layout("Hello שלום world", width: 500, lines: 1, mode: .truncatingTail, language: "en")
        #expect(mixed.fits && mixed.visibleText == "Hello שלום world")
    }

    @Test("Auto-shrink finds the largest scale that fits, within 0.5%")
    func autoShrink() throws {
        let profile = Fixtures.interRegular
        let full = try width("Einstellungen")
        let m = try Fixtures.label("Einstellungen", width: full * 0.8, minimumScaleFactor: 0.5, profile: profile)
        let scale = try #require(m.shrinkScale)
        #expect(m.fits && !m.isTruncated)
        #expect(scale <= 0.8 + 1e-9 && scale > 0.8 - 0.005)
        #expect(abs(m.pointSize - 17 * scale) < 1e-9)
        // When even the minimum scale is too big, the label truncates at the minimum.
        let tooBig = try Fixtures.label("Einstellungen", width: full * 0.5, minimumScaleFactor: 0.9, profile: profile)
        #expect(tooBig.shrinkScale == 0.9 && !tooBig.fits && tooBig.isTruncated)
        #expect(abs(tooBig.pointSize - 15.3) < 1e-9)
        // No shrink when it fits at full size.
        let fits = try Fixtures.label("Einstellungen", width: full + 1, minimumScaleFactor: 0.5, profile: profile)
        #expect(fits.shrinkScale == nil && fits.pointSize == 17)
    }

    @Test("Sizes round up to the device pixel: a one-line 17 pt label is 21, 20.5 and 20.3333 tall at @1x, @2x, @3x",
          arguments: [(1, 21.0), (2, 20.5), (3, 61.0 / 3)])
    func pixelRounding(scale: Int, height: Double) throws {
        let m = try Fixtures.label("Settings", width: 300, scale: scale)
        #expect(m.height == height)
        let (text, font) = try Fixtures.prepared("Settings", profile: .system(weight: .regular))
        let exact = text.measure(LayoutRequest(width: 300, font: font)).width
        #expect(m.width == (exact * Double(scale)).rounded(.up) / Double(scale))
    }

    @Test("Line height rules: the font's, a fixed value, and the tallest fallback font on a line")
    func lineHeights() throws {
        let system = try Fixtures.label("Settings", width: 300)
        #expect(system.lineHeight == 20.287109375)
        var slot = Slot.label(width: 300)
        slot.lineHeight = .fixed(22)
        let fixed = try Fixtures.measurer.measure("Settings", profile: .system(weight: .regular), pointSize: 17, language: "en", slot: slot)
        #expect(fixed.height == 22 && fixed.lineHeight == 22)
        // Thai in Noto Sans Thai: (1061 + 450) / 1000 em is taller than 2444/2048 em.
        let thai = try Fixtures.label("Settings ภาษาไทย", width: 400)
        #expect(abs(thai.layout.metrics.height - 1.511 * 17) < 1e-9)
    }
}
