import TextStyles

/// A string shaped once, ready to be laid out at any size, width, line limit and break mode.
///
/// Shaping is the expensive step; layout over the cached advances is arithmetic. A prepared
/// text holds the string cut into *units* (the smallest pieces layout may split between: grapheme
/// clusters merged with HarfBuzz clusters), each with its advance in em (shaped at units per em
/// without hinting, so advances scale linearly with the point size) and flags saying whether a
/// line may or must break after it. Every category, width and truncation mode reuses it.
///
/// Storage is a struct of arrays so the layout loop reads contiguous memory and allocates nothing.
public struct PreparedText: Sendable {
    /// Everything lives in one immutable object, so copying a prepared text (out of the cache,
    /// into a result) retains one reference instead of one per array (perf on the core check:
    /// retain/release, much of it of these fields, was a tenth of its time). The per-unit,
    /// per-glyph, per-run and per-font numbers share one allocation (`StoredArray`): a checker
    /// keeps tens of thousands of prepared texts, and freeing them array by array, each in
    /// memory no longer in the cache, was 20-30 ms of a 10,000-entry check (the check's
    /// teardown, timed). They come in as buffers, the preparer's scratch arrays (see
    /// `PreparationScratch`), and are copied into the block.
    final class Storage: @unchecked Sendable {
        /// The text as given (after unpaired surrogates were replaced, see `replacedCharacters`).
        let text: String
        /// The BCP 47 language the text was prepared for (line breaking, shaping).
        let language: String
        /// The fonts used, primary first, then each fallback font actually used.
        let fonts: [Font]
        /// Advance of U+2026 in the primary font, in em.
        let ellipsisAdvanceEm: Float
        /// Glyph of U+2026 in the primary font (0 when the font lacks it).
        let ellipsisGlyph: UInt32
        /// Whether some unit uses a font other than the primary (line heights then vary by line).
        let hasFallbackFonts: Bool
        /// Characters no available font has, in order of first appearance.
        let missingCharacters: [Unicode.Scalar]
        /// UTF-16 offsets of unpaired surrogates that were replaced by U+FFFD before measuring.
        let replacedCharacters: [Int]
        /// The paragraph's base direction is right-to-left.
        let isRightToLeft: Bool
        /// The UTF-16 code units of `text`.
        let utf16: [UInt16]
        /// What the preparation had to assume or replace, in words (unknown language tag, control
        /// characters, replaced surrogates); empty when nothing needs saying.
        let notes: [String]
        /// Which calibrated script groups the primary font's units are in, and which scripts are
        /// not calibrated (see `TextPreparer.markCalibrationGroups`).
        let calibration: TextPreparer.CalibrationSummary

        /// The one block holding the arrays below; immutable after `init`, freed in `deinit`.
        private let block: UnsafeMutableRawPointer
        /// Where each array starts in `block` and how many elements it has.
        let lineHeightsAt: (offset: Int, count: Int)
        let ascendersAt: (offset: Int, count: Int)
        let runsAt: (offset: Int, count: Int)
        let unitAdvancesAt: (offset: Int, count: Int)
        let unitStartsAt: (offset: Int, count: Int)
        let glyphsAt: (offset: Int, count: Int)
        let unitFlagsAt: (offset: Int, count: Int)
        let unitFontsAt: (offset: Int, count: Int)

        init(text: String, language: String, fonts: [Font], lineHeightsEm: UnsafeBufferPointer<Double>, ascendersEm: UnsafeBufferPointer<Double>, unitStarts: UnsafeBufferPointer<Int32>, unitAdvances: UnsafeBufferPointer<Float>, unitFlags: UnsafeBufferPointer<UnitFlags>, unitFonts: UnsafeBufferPointer<UInt8>, glyphs: UnsafeBufferPointer<ShapedGlyph>, runs: UnsafeBufferPointer<ShapedRun>, ellipsisAdvanceEm: Float, ellipsisGlyph: UInt32, hasFallbackFonts: Bool, missingCharacters: [Unicode.Scalar], replacedCharacters: [Int], isRightToLeft: Bool, utf16: [UInt16], notes: [String], calibration: TextPreparer.CalibrationSummary) {
            self.text = text
            self.calibration = calibration
            self.language = language
            self.fonts = fonts
            self.ellipsisAdvanceEm = ellipsisAdvanceEm
            self.ellipsisGlyph = ellipsisGlyph
            self.hasFallbackFonts = hasFallbackFonts
            self.missingCharacters = missingCharacters
            self.replacedCharacters = replacedCharacters
            self.isRightToLeft = isRightToLeft
            self.utf16 = utf16
            self.notes = notes

            // Lay the arrays out one after another, each at its alignment (the 8-byte ones first).
            var size = 0
            func place<T: BitwiseCopyable>(_ array: UnsafeBufferPointer<T>) -> (offset: Int, count: Int) {
                let alignment = MemoryLayout<T>.alignment
                size = (size + alignment - 1) / alignment * alignment
                defer { size += MemoryLayout<T>.stride * array.count }
                return (size, array.count)
            }
            lineHeightsAt = place(lineHeightsEm)
            ascendersAt = place(ascendersEm)
            runsAt = place(runs)
            unitAdvancesAt = place(unitAdvances)
            unitStartsAt = place(unitStarts)
            glyphsAt = place(glyphs)
            unitFlagsAt = place(unitFlags)
            unitFontsAt = place(unitFonts)
            let alignment = max(MemoryLayout<Double>.alignment, MemoryLayout<ShapedRun>.alignment)
            block = .allocate(byteCount: max(size, 1), alignment: alignment)
            func copy<T: BitwiseCopyable>(_ source: UnsafeBufferPointer<T>, to at: (offset: Int, count: Int)) {
                guard let from = source.baseAddress else { return }
                (block + at.offset).bindMemory(to: T.self, capacity: at.count).initialize(from: from, count: at.count)
            }
            copy(lineHeightsEm, to: lineHeightsAt)
            copy(ascendersEm, to: ascendersAt)
            copy(runs, to: runsAt)
            copy(unitAdvances, to: unitAdvancesAt)
            copy(unitStarts, to: unitStartsAt)
            copy(glyphs, to: glyphsAt)
            copy(unitFlags, to: unitFlagsAt)
            copy(unitFonts, to: unitFontsAt)
        }

        deinit {
            // Every element type in the block is trivial: nothing to deinitialize.
            block.deallocate()
        }

        func array<T: BitwiseCopyable>(_ at: (offset: Int, count: Int), of type: T.Type) -> StoredArray<T> {
            StoredArray(owner: self, base: buffer(at, of: type).baseAddress!, count: at.count)
        }

        /// The array at `at` as a buffer: valid only while this storage is alive (the caller
        /// keeps it, e.g. with `withExtendedLifetime`).
        func buffer<T: BitwiseCopyable>(_ at: (offset: Int, count: Int), of type: T.Type) -> UnsafeBufferPointer<T> {
            UnsafeBufferPointer(start: (block + at.offset).assumingMemoryBound(to: T.self), count: at.count)
        }
    }

    let storage: Storage

    /// The text as given (after unpaired surrogates were replaced, see `replacedCharacters`).
    public var text: String { storage.text }
    /// The BCP 47 language the text was prepared for (line breaking, shaping).
    public var language: String { storage.language }
    /// The fonts used, primary first, then each fallback font actually used.
    public var fonts: [Font] { storage.fonts }
    /// Line height in em for each font slot (the primary's may come from a profile's override).
    var lineHeightsEm: StoredArray<Double> { storage.array(storage.lineHeightsAt, of: Double.self) }
    /// Ascender in em for each font slot (for drawing the first baseline).
    var ascendersEm: StoredArray<Double> { storage.array(storage.ascendersAt, of: Double.self) }
    /// UTF-16 offset where each unit starts; one more entry than units (the end of the text).
    var unitStarts: StoredArray<Int32> { storage.array(storage.unitStartsAt, of: Int32.self) }
    /// Advance of each unit in em, tracking excluded.
    var unitAdvances: StoredArray<Float> { storage.array(storage.unitAdvancesAt, of: Float.self) }
    /// `UnitFlags` of each unit.
    var unitFlags: StoredArray<UnitFlags> { storage.array(storage.unitFlagsAt, of: UnitFlags.self) }
    /// Font slot of each unit.
    var unitFonts: StoredArray<UInt8> { storage.array(storage.unitFontsAt, of: UInt8.self) }
    /// Shaped glyphs, grouped by run, each run in visual order (for drawing).
    var glyphs: StoredArray<ShapedGlyph> { storage.array(storage.glyphsAt, of: ShapedGlyph.self) }
    /// Runs of one font, direction and script, in logical order.
    var runs: StoredArray<ShapedRun> { storage.array(storage.runsAt, of: ShapedRun.self) }
    /// Advance of U+2026 in the primary font, in em.
    var ellipsisAdvanceEm: Float { storage.ellipsisAdvanceEm }
    /// Glyph of U+2026 in the primary font (0 when the font lacks it).
    var ellipsisGlyph: UInt32 { storage.ellipsisGlyph }
    /// Whether some unit uses a font other than the primary (line heights then vary by line).
    var hasFallbackFonts: Bool { storage.hasFallbackFonts }
    /// Characters no available font has, in order of first appearance.
    public var missingCharacters: [Unicode.Scalar] { storage.missingCharacters }
    /// UTF-16 offsets of unpaired surrogates that were replaced by U+FFFD before measuring.
    public var replacedCharacters: [Int] { storage.replacedCharacters }
    /// The paragraph's base direction is right-to-left.
    public var isRightToLeft: Bool { storage.isRightToLeft }
    /// The UTF-16 code units of `text`.
    var utf16: [UInt16] { storage.utf16 }
    /// What the preparation had to assume or replace, in words (unknown language tag, control
    /// characters, replaced surrogates); empty when nothing needs saying.
    public var notes: [String] { storage.notes }
    /// The calibrated script groups the primary font's units are in.
    public var calibratedScripts: [CalibratedScript] {
        CalibratedScript.allCases.filter { storage.calibration.groups & (1 << UInt8($0.rawValue)) != 0 }
    }
    /// ISO 15924 codes of the scripts of visible text the stand-in's calibration does not cover
    /// (set in a fallback font, or in another script), in order of appearance.
    public var uncalibratedScripts: [String] { storage.calibration.uncalibratedScripts }

    init(text: String, language: String, fonts: [Font], lineHeightsEm: UnsafeBufferPointer<Double>, ascendersEm: UnsafeBufferPointer<Double>, unitStarts: UnsafeBufferPointer<Int32>, unitAdvances: UnsafeBufferPointer<Float>, unitFlags: UnsafeBufferPointer<UnitFlags>, unitFonts: UnsafeBufferPointer<UInt8>, glyphs: UnsafeBufferPointer<ShapedGlyph>, runs: UnsafeBufferPointer<ShapedRun>, ellipsisAdvanceEm: Float, ellipsisGlyph: UInt32, hasFallbackFonts: Bool, missingCharacters: [Unicode.Scalar], replacedCharacters: [Int], isRightToLeft: Bool, utf16: [UInt16], notes: [String], calibration: TextPreparer.CalibrationSummary) {
        storage = Storage(text: text, language: language, fonts: fonts, lineHeightsEm: lineHeightsEm, ascendersEm: ascendersEm, unitStarts: unitStarts, unitAdvances: unitAdvances, unitFlags: unitFlags, unitFonts: unitFonts, glyphs: glyphs, runs: runs, ellipsisAdvanceEm: ellipsisAdvanceEm, ellipsisGlyph: ellipsisGlyph, hasFallbackFonts: hasFallbackFonts, missingCharacters: missingCharacters, replacedCharacters: replacedCharacters, isRightToLeft: isRightToLeft, utf16: utf16, notes: notes, calibration: calibration)
    }

    /// Number of layout units.
    public var unitCount: Int { storage.unitAdvancesAt.count }

    /// The text of the UTF-16 range `range`.
    ///
    /// Transcodes to UTF-8 in one pass into the new string's storage: `String(decoding:as:
    /// UTF16.self)` appends scalar by scalar (callgrind, the full checker on the benchmark's
    /// corpus: 52M of 348M instructions went to building line texts that way).
    func substring(utf16 range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return utf16.withUnsafeBufferPointer { all in
            let units = UnsafeBufferPointer(rebasing: all[range])
            return String(unsafeUninitializedCapacity: units.count * 3) { out in
                var o = 0
                var i = 0
                while i < units.count {
                    var value = UInt32(units[i])
                    i += 1
                    if value < 0x80 {
                        out[o] = UInt8(value)
                        o += 1
                        continue
                    }
                    if UTF16.isLeadSurrogate(UInt16(value)), i < units.count, UTF16.isTrailSurrogate(units[i]) {
                        value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(units[i]) - 0xDC00)
                        i += 1
                    } else if (0xD800...0xDFFF).contains(value) {
                        value = 0xFFFD  // an unpaired surrogate (never in a sanitized text)
                    }
                    if value < 0x800 {
                        out[o] = UInt8(0xC0 | (value >> 6))
                        out[o + 1] = UInt8(0x80 | (value & 0x3F))
                        o += 2
                    } else if value < 0x10000 {
                        out[o] = UInt8(0xE0 | (value >> 12))
                        out[o + 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
                        out[o + 2] = UInt8(0x80 | (value & 0x3F))
                        o += 3
                    } else {
                        out[o] = UInt8(0xF0 | (value >> 18))
                        out[o + 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
                        out[o + 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
                        out[o + 3] = UInt8(0x80 | (value & 0x3F))
                        o += 4
                    }
                }
                return o
            }
        }
    }

    /// The UTF-16 range of units `first..<end`.
    func utf16Range(units: Range<Int>) -> Range<Int> {
        Int(unitStarts[units.lowerBound])..<Int(unitStarts[units.upperBound])
    }
}

/// A read-only array inside a prepared text's storage block: a collection that keeps the block
/// alive for as long as it is held.
struct StoredArray<Element: BitwiseCopyable>: RandomAccessCollection {
    let owner: AnyObject
    let base: UnsafePointer<Element>
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> Element {
        precondition(i >= 0 && i < count, "index \(i) outside 0..<\(count)")
        return base[i]
    }

    /// `body` with the elements as a buffer, valid while it runs.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try withExtendedLifetime(owner) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }
}

/// What layout needs to know about one unit.
struct UnitFlags: OptionSet, Sendable, BitwiseCopyable {
    let rawValue: UInt8
    /// A line may break after this unit (UAX #14 opportunity).
    static let breakAfter = UnitFlags(rawValue: 1 << 0)
    /// A line must break after this unit (`\n`, U+2028, U+2029, CR LF...).
    static let mandatoryBreakAfter = UnitFlags(rawValue: 1 << 1)
    /// White space that hangs past the line end (not counted in the line's width).
    static let whitespace = UnitFlags(rawValue: 1 << 2)
    /// Shaped with the primary font: tracking applies.
    static let tracked = UnitFlags(rawValue: 1 << 3)
    /// Contains a character no font has (drawn as .notdef).
    static let missingGlyph = UnitFlags(rawValue: 1 << 4)
    /// A line separator character itself: zero width, never drawn.
    static let lineSeparator = UnitFlags(rawValue: 1 << 5)
    // Bits 6 and 7: the calibrated script group (`calibrationGroup`, TextPreparer+Calibration).
}

/// One glyph as HarfBuzz placed it, in font units of its font (scale = units per em).
struct ShapedGlyph: Sendable, BitwiseCopyable {
    var glyph: UInt32
    var advance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// The unit this glyph belongs to.
    var unit: Int32
}

/// A run shaped in one call: one font, one direction, one script. Its ranges are kept as
/// 32-bit offsets (as `unitStarts` are), so the run is plain data for the storage block.
struct ShapedRun: Sendable, BitwiseCopyable {
    private var unitStart: Int32
    private var unitEnd: Int32
    private var glyphStart: Int32
    private var glyphEnd: Int32
    var font: UInt8
    /// Bidi embedding level (odd = right-to-left).
    var level: UInt8

    init(units: Range<Int>, glyphs: Range<Int>, font: UInt8, level: UInt8) {
        unitStart = Int32(units.lowerBound)
        unitEnd = Int32(units.upperBound)
        glyphStart = Int32(glyphs.lowerBound)
        glyphEnd = Int32(glyphs.upperBound)
        self.font = font
        self.level = level
    }

    /// The units the run covers, in logical order.
    var units: Range<Int> { Int(unitStart)..<Int(unitEnd) }
    /// Its glyphs in `PreparedText.glyphs`.
    var glyphs: Range<Int> { Int(glyphStart)..<Int(glyphEnd) }
    var isRightToLeft: Bool { level & 1 == 1 }
}
