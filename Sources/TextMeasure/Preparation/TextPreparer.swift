import Foundation
internal import CUnicodeShim

/// What a prepared text is shaped with: the primary font and how its vertical metrics are read.
///
/// The text is compared by its exact code units, not by Swift's canonical equivalence: a
/// decomposed "é" has other UTF-16 offsets than a precomposed one, so it needs its own
/// preparation; and hashing by bytes skips the NFC normalization `String.hash` does for
/// non-ASCII text (callgrind: a tenth of a check's instructions went to it).
///
/// The primary font is keyed by identity: a `FontLibrary` loads each descriptor once and shares
/// the `Font`, and the prepared text keeps its font alive, so identity and descriptor agree;
/// hashing a descriptor (a path, variations, an instance name) cost more than the text itself.
///
/// The text's hash is computed once, when the key is made: a miss looks the key up in both
/// cache generations and then stores it, and hashing the text three times was a third of the
/// cache's cost (callgrind).
struct PreparationKey: Hashable, Sendable {
    let text: String
    let font: ObjectIdentifier
    let language: String
    /// Vertical metrics that replace the primary font's own (the system profile's Apple metrics).
    let metricsOverride: FaceMetrics?
    /// Weight (100-900) of the fallback fonts: the primary's.
    let fallbackWeight: Int
    /// `hashCodeUnits` of `text`.
    private let textHash: Int

    init(text: String, font: ObjectIdentifier, language: String, metricsOverride: FaceMetrics?, fallbackWeight: Int) {
        self.text = text
        self.font = font
        self.language = language
        self.metricsOverride = metricsOverride
        self.fallbackWeight = fallbackWeight
        var hasher = Hasher()
        hashCodeUnits(text, into: &hasher)
        textHash = hasher.finalize()
    }

    static func == (a: PreparationKey, b: PreparationKey) -> Bool {
        a.textHash == b.textHash && sameCodeUnits(a.text, b.text) && a.font == b.font && a.language == b.language
            && a.metricsOverride == b.metricsOverride && a.fallbackWeight == b.fallbackWeight
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(textHash)
        hasher.combine(font)
        hasher.combine(language)
        hasher.combine(metricsOverride)
        hasher.combine(fallbackWeight)
    }
}

/// A text and a language, keyed by the text's exact code units (see `PreparationKey`).
struct AnalysisKey: Hashable, Sendable {
    var text: String
    var language: String

    static func == (a: AnalysisKey, b: AnalysisKey) -> Bool {
        sameCodeUnits(a.text, b.text) && a.language == b.language
    }

    func hash(into hasher: inout Hasher) {
        hashCodeUnits(text, into: &hasher)
        hasher.combine(language)
    }
}

/// A text's Unicode analysis and what it had to say (only when ICU failed). It depends on the
/// text and language alone, so the Text and Display cuts of the system font share one.
struct AnalyzedText: Sendable {
    var analysis: UnicodeAnalysis
    var notes: [String]
    /// The runs a preparation of this text shaped in fallback fonts, for the next preparation
    /// of the same text to reuse (see `ShapedRuns`).
    var fallbackRuns = ShapedRuns()

    init(analysis: UnicodeAnalysis, notes: [String]) {
        self.analysis = analysis
        self.notes = notes
    }
}

/// Runs of one text already shaped, with what their shaping depended on.
///
/// HarfBuzz's output for a run depends on the whole text (the context), the run's range, the
/// font, the direction, the script and the language, and nothing else. A text and language
/// fix the first and the last; the rest is the key here, so a run found here is exactly what
/// shaping it again would give. The system profile prepares a text twice (the Text and Display
/// cuts); Arabic, Hebrew, Thai, Devanagari and CJK text is set almost entirely in fallback fonts,
/// which are the same for both cuts, so the second preparation shaped the same runs again.
struct ShapedRuns: Sendable {
    struct Run: Sendable {
        var range: Range<Int>
        var font: Font
        var rightToLeft: Bool
        var script: String
        var glyphs: Range<Int>
    }

    private(set) var runs: [Run] = []
    private(set) var glyphs: [RawGlyph] = []

    var isEmpty: Bool { runs.isEmpty }

    /// The glyphs of the run shaped with exactly these settings, if there is one.
    ///
    /// Runs are kept in text order and do not overlap, and a preparation asks for its runs in
    /// text order: `cursor` (start at 0) only moves forward, so finding a text's runs is linear
    /// in their number (a search from the start each time was quadratic: 3 s for a second
    /// preparation of 80,000 characters of mixed Arabic and Latin, review).
    func glyphs(range: Range<Int>, font: Font, rightToLeft: Bool, script: String, cursor: inout Int) -> ArraySlice<RawGlyph>? {
        while cursor < runs.count && runs[cursor].range.lowerBound < range.lowerBound { cursor += 1 }
        guard cursor < runs.count else { return nil }
        let run = runs[cursor]
        guard run.range == range && run.font === font && run.rightToLeft == rightToLeft && run.script == script else { return nil }
        return glyphs[run.glyphs]
    }

    mutating func append(range: Range<Int>, font: Font, rightToLeft: Bool, script: String, glyphs shaped: ArraySlice<RawGlyph>) {
        let start = glyphs.count
        glyphs.append(contentsOf: shaped)
        runs.append(Run(range: range, font: font, rightToLeft: rightToLeft, script: script, glyphs: start..<glyphs.count))
    }
}

/// Whether two strings hold the same UTF-8 code units (not merely canonically equivalent ones).
func sameCodeUnits(_ a: String, _ b: String) -> Bool {
    guard a.utf8.count == b.utf8.count else { return false }
    let same: Bool? = a.utf8.withContiguousStorageIfAvailable { pa in
        b.utf8.withContiguousStorageIfAvailable { pb in
            pa.isEmpty || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0
        }
    } ?? nil
    return same ?? a.utf8.elementsEqual(b.utf8)
}

/// Feeds a string's UTF-8 code units to `hasher`, without normalizing.
func hashCodeUnits(_ text: String, into hasher: inout Hasher) {
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    if done == nil {
        for byte in text.utf8 { hasher.combine(byte) }
    }
    hasher.combine(text.utf8.count)
}

/// Builds `PreparedText`: itemizes by bidi level, script and font, shapes each run with
/// HarfBuzz, and cuts the result into layout units with their break flags.
///
/// The steps, in data-flow order (as Pango does: itemize, shape, break):
/// 1. Unicode analysis through ICU: grapheme clusters, UAX #14 break opportunities for the
///    language (dictionaries for Thai, Lao, Khmer, Burmese; CJK), bidi levels, script runs.
/// 2. A font per grapheme cluster: the primary if it has every visible character, else the
///    first fallback of the cascade that does (see `FontLibrary`).
/// 3. Runs: maximal pieces of one bidi level, script and font; each is shaped once at units per
///    em with the whole text as context.
/// 4. Units: pieces whose edges are both grapheme and HarfBuzz cluster boundaries (a ligature
///    across a grapheme boundary joins the two graphemes into one unit).
enum TextPreparer {
    static func prepare(
        _ key: PreparationKey, primary: Font, library: FontLibrary, fallbacks: FallbackMemo = FallbackMemo(),
        analysis given: AnalyzedText? = nil
    ) -> PreparedText {
        var analyzed = given ?? analyze(key.text, language: key.language)
        return prepare(key, primary: primary, library: library, fallbacks: fallbacks, analyzed: &analyzed).prepared
    }

    /// `prepare`, reusing the fallback runs `analyzed` holds from an earlier preparation of the
    /// same text and language, and leaving there the ones this preparation shaped; `shapedNewRuns`
    /// says whether it changed them (then the caller keeps `analyzed` again).
    static func prepare(
        _ key: PreparationKey, primary: Font, library: FontLibrary, fallbacks: FallbackMemo, analyzed: inout AnalyzedText
    ) -> (prepared: PreparedText, shapedNewRuns: Bool) {
        Shaper.withShared { shaper in
            // The work arrays come out of the shaper and go back into it, grown, for the next text.
            var scratch = PreparationScratch()
            swap(&scratch, &shaper.scratch)
            defer { swap(&scratch, &shaper.scratch) }
            return prepare(key, primary: primary, library: library, fallbacks: fallbacks, analyzed: &analyzed, shaper: shaper, scratch: &scratch)
        }
    }

    private static func prepare(
        _ key: PreparationKey, primary: Font, library: FontLibrary, fallbacks: FallbackMemo, analyzed: inout AnalyzedText,
        shaper: Shaper, scratch: inout PreparationScratch
    ) -> (prepared: PreparedText, shapedNewRuns: Bool) {
        let analysis = analyzed.analysis
        var notes = analyzed.notes
        let text = analysis.text
        let n = text.count
        if let note = analysis.language.fallbackNote, !key.language.isEmpty { notes.append(note) }

        // 2. Fonts per grapheme cluster.
        var fonts: [Font] = [primary]
        scratch.fontOfUnit16.reset(to: 0, count: n)
        var missing: [Unicode.Scalar] = []
        var missingSet = Set<UInt32>()
        scratch.missingUnit16.reset(to: false, count: n)
        let fontOfUnit16 = scratch.fontOfUnit16
        let missingUnit16 = scratch.missingUnit16
        var scriptIndex = 0
        var clusterStart = 0
        // The font of the previous cluster in the current script run: characters common to all
        // scripts (spaces, digits, punctuation) inside a run set in a fallback font stay in that
        // font when it has them, so "مرحبا بالعالم" is one Arabic run, as CoreText sets it.
        var runSlot: UInt8 = 0
        // Scalars of the current cluster, decoded straight from UTF-16 into scratch buffers: the
        // loop runs once per grapheme and used to build a String and two arrays each time
        // (callgrind: String decoding was a tenth of a check's instructions; then emptying reused
        // arrays, closures over them and their exclusivity checks were another tenth). A cluster
        // has at most as many scalars as UTF-16 units, so `n` slots always suffice.
        let (scalarBuffer, visibleBuffer) = shaper.scalarBuffers(capacity: n)
        // The first font of the current script's cascade (see `FallbackMemo.firstCascadeFont`).
        var firstFallback: (script: String, font: Font?)?
        for clusterEnd in analysis.graphemeBoundaries {
            let scalarCount = decodeScalars(text.units, clusterStart..<clusterEnd, into: scalarBuffer)
            var visibleCount = 0
            for k in 0..<scalarCount where !isIgnorable(scalarBuffer[k]) {
                visibleBuffer[visibleCount] = scalarBuffer[k]
                visibleCount += 1
            }
            let scalars = UnsafeBufferPointer(rebasing: scalarBuffer[0..<scalarCount])
            let visible = UnsafeBufferPointer(rebasing: visibleBuffer[0..<visibleCount])
            var slot: UInt8 = 0
            var newRun = false
            while scriptIndex < analysis.scriptRuns.count - 1 && analysis.scriptRuns[scriptIndex].range.upperBound <= clusterStart {
                scriptIndex += 1
                newRun = true
            }
            if newRun { runSlot = 0 }
            // Whether every visible character is Common or Inherited is only asked while a run is
            // set in a fallback font (when `runSlot` is 0 the answer changes nothing).
            if runSlot != 0 && !visible.isEmpty && isCommon(visible) && covers(fonts[Int(runSlot)], visible) {
                slot = runSlot
            } else if !visible.isEmpty && !covers(primary, visible) {
                let script = analysis.scriptRuns.isEmpty ? "Zyyy" : analysis.scriptRuns[scriptIndex].script
                if firstFallback?.script != script {
                    firstFallback = (script, fallbacks.firstCascadeFont(script: script, language: key.language, weight: key.fallbackWeight, library: library))
                }
                var chosen = primary
                if let first = firstFallback?.font, covers(first, visible) {
                    // What fallbackFont answers when the cascade's first font has the cluster.
                    chosen = first
                } else if let fallback = fallbacks.font(for: scalars, script: script, language: key.language, weight: key.fallbackWeight, library: library) {
                    chosen = fallback
                }
                if let index = fonts.firstIndex(of: chosen) {
                    slot = UInt8(index)
                } else if fonts.count < 255 {
                    fonts.append(chosen)
                    slot = UInt8(fonts.count - 1)
                }
                for scalar in visible where !fonts[Int(slot)].covers(scalar) {
                    if missingSet.insert(scalar.value).inserted { missing.append(scalar) }
                    for i in clusterStart..<clusterEnd { missingUnit16[i] = true }
                }
            }
            if !visible.isEmpty && slot != 0 {
                runSlot = slot
            } else if runSlot != 0 && !isCommon(visible) {
                runSlot = slot
            }
            for i in clusterStart..<clusterEnd { fontOfUnit16[i] = slot }
            clusterStart = clusterEnd
        }

        // 3. Runs of one level, script and font, shaped in logical order.
        // Run edges marked per code unit and read in order (a Set and a sort cost more, callgrind).
        scratch.isCut.reset(to: false, count: n + 1)
        let isCut = scratch.isCut
        isCut[0] = true
        isCut[n] = true
        for run in analysis.bidi.runs { isCut[run.range.lowerBound] = true }
        for run in analysis.scriptRuns { isCut[run.range.lowerBound] = true }
        for i in 1..<max(1, n) where fontOfUnit16[i] != fontOfUnit16[i - 1] { isCut[i] = true }
        scratch.cuts.removeAll(keepingCapacity: true)
        for i in 0...n where isCut[i] { scratch.cuts.append(i) }
        let cuts = scratch.cuts
        var rawRuns: [(range: Range<Int>, glyphs: Range<Int>, font: UInt8, level: UInt8)] = []
        var raw = scratch.raw
        scratch.raw = []
        raw.removeAll(keepingCapacity: true)
        raw.reserveCapacity(n)
        scriptIndex = 0
        // Runs in fallback fonts: an earlier preparation of this text may have shaped them.
        let reusable = analyzed.fallbackRuns
        var shapedHere = ShapedRuns()
        var shapedNew = false
        var reuseCursor = 0
        text.units.withUnsafeBufferPointer { units in
            for (start, end) in zip(cuts, cuts.dropFirst()) where start < end {
                while scriptIndex < analysis.scriptRuns.count - 1 && analysis.scriptRuns[scriptIndex].range.upperBound <= start {
                    scriptIndex += 1
                }
                let analyzedScript = analysis.scriptRuns.isEmpty ? "Zyyy" : analysis.scriptRuns[scriptIndex].script
                let script = analyzedScript == "Zyyy" || analyzedScript == "Zinh" ? "Latn" : analyzedScript
                let level = analysis.bidi.levels[start]
                let slot = fontOfUnit16[start]
                let font = fonts[Int(slot)]
                let rightToLeft = level & 1 == 1
                let first = raw.count
                if slot != 0, let known = reusable.glyphs(range: start..<end, font: font, rightToLeft: rightToLeft, script: script, cursor: &reuseCursor) {
                    raw.append(contentsOf: known)
                } else {
                    shaper.shape(units, range: start..<end, font: font, rightToLeft: rightToLeft, script: script, language: key.language, into: &raw)
                    shapedNew = shapedNew || slot != 0
                }
                if slot != 0 {
                    shapedHere.append(range: start..<end, font: font, rightToLeft: rightToLeft, script: script, glyphs: raw[first...])
                }
                rawRuns.append((start..<end, first..<raw.count, slot, level))
            }
        }
        if shapedNew { analyzed.fallbackRuns = shapedHere }
        defer { scratch.raw = raw }

        // 4. Units: edges that are both grapheme and HarfBuzz cluster boundaries.
        // The per-unit and per-glyph outputs are written through buffer pointers: through array
        // subscripts every store checked uniqueness and bounds (callgrind).
        scratch.isClusterStart.reset(to: false, count: n + 1)
        let isClusterStart = scratch.isClusterStart
        for glyph in raw { isClusterStart[Int(glyph.cluster)] = true }
        for run in rawRuns { isClusterStart[run.range.lowerBound] = true }
        isClusterStart[n] = true
        // At most one start per code unit, plus the end.
        let unitStarts = [Int32](unsafeUninitializedCapacity: n + 1) { out, count in
            out[0] = 0
            count = 1
            for boundary in analysis.graphemeBoundaries where boundary < n && isClusterStart[boundary] {
                out[count] = Int32(boundary)
                count += 1
            }
            if n > 0 {
                out[count] = Int32(n)
                count += 1
            }
        }
        let unitCount = unitStarts.count - 1
        scratch.unitOf16.reset(to: 0, count: n)
        let unitOf16 = scratch.unitOf16
        for u in 0..<unitCount {
            for i in Int(unitStarts[u])..<Int(unitStarts[u + 1]) { unitOf16[i] = Int32(u) }
        }

        var advances = [Float](repeating: 0, count: unitCount)
        var runs: [ShapedRun] = []
        runs.reserveCapacity(rawRuns.count)
        let glyphs = advances.withUnsafeMutableBufferPointer { advances in
            [ShapedGlyph](unsafeUninitializedCapacity: raw.count) { out, count in
                for run in rawRuns {
                    let upem = Float(fonts[Int(run.font)].metrics.unitsPerEm)
                    let glyphStart = count
                    for g in raw[run.glyphs] {
                        let unit = unitOf16[Int(g.cluster)]
                        advances[Int(unit)] += Float(g.advance) / upem
                        (out.baseAddress! + count).initialize(to: ShapedGlyph(
                            glyph: g.glyph, advance: g.advance, xOffset: g.xOffset, yOffset: g.yOffset, unit: unit))
                        count += 1
                    }
                    let firstUnit = Int(unitOf16[run.range.lowerBound])
                    let lastUnit = Int(unitOf16[run.range.upperBound - 1])
                    runs.append(ShapedRun(units: firstUnit..<(lastUnit + 1), glyphs: glyphStart..<count, font: run.font, level: run.level))
                }
            }
        }

        // Flags from break opportunities and the characters themselves.
        scratch.breakAt.reset(to: 0, count: n + 1)  // 1 = opportunity, 2 = mandatory
        let breakAt = scratch.breakAt
        for opportunity in analysis.lineBreaks {
            breakAt[opportunity.offset] = opportunity.isMandatory ? 2 : 1
        }
        var unitFonts = [UInt8](repeating: 0, count: unitCount)
        var controls = 0
        let flags = text.units.withUnsafeBufferPointer { units in
            advances.withUnsafeMutableBufferPointer { advances in
                unitFonts.withUnsafeMutableBufferPointer { unitFonts in
                    [UnitFlags](unsafeUninitializedCapacity: unitCount) { out, count in
                        for u in 0..<unitCount {
                            let start = Int(unitStarts[u])
                            let end = Int(unitStarts[u + 1])
                            var f: UnitFlags = []
                            switch breakAt[end] {
                            case 2: f.insert(.mandatoryBreakAfter)
                            case 1: f.insert(.breakAfter)
                            default: break
                            }
                            // Whether every scalar of the unit is a line separator, a hanging space, a control.
                            var allLineSeparators = true
                            var allHangingSpaces = true
                            var allControls = true
                            var i = start
                            while i < end {
                                // A surrogate is none of the three; the loop stops at the first letter.
                                let scalar = Unicode.Scalar(UInt32(units[i])) ?? "\u{FFFD}"
                                allLineSeparators = allLineSeparators && Self.isLineSeparator(scalar)
                                allHangingSpaces = allHangingSpaces && Self.isHangingSpace(scalar)
                                allControls = allControls && Self.isControlButTab(scalar)
                                if !(allLineSeparators || allHangingSpaces || allControls) { break }
                                i += 1
                            }
                            if allLineSeparators {
                                f.formUnion([.lineSeparator, .whitespace])
                                advances[u] = 0
                            } else if allHangingSpaces {
                                f.insert(.whitespace)
                            } else if allControls {
                                controls += end - start
                                advances[u] = 0
                            }
                            let slot = fontOfUnit16[start]
                            unitFonts[u] = slot
                            // Tracking follows visible clusters of the primary font; zero-width ones get none.
                            if slot == 0 && advances[u] != 0 { f.insert(.tracked) }
                            if missingUnit16[start] { f.insert(.missingGlyph) }
                            (out.baseAddress! + u).initialize(to: f)
                        }
                        count = unitCount
                    }
                }
            }
        }
        if controls > 0 {
            notes.append("\(controls) control character\(controls == 1 ? "" : "s") (not printable) measured as zero width")
        }

        // The ellipsis, in the primary font.
        let ellipsisGlyph = primary.glyph(for: "\u{2026}") ?? 0
        let ellipsisAdvance: Float
        if ellipsisGlyph != 0 {
            ellipsisAdvance = Float(primary.advance(ofGlyph: ellipsisGlyph)) / Float(primary.metrics.unitsPerEm)
        } else {
            let period = primary.glyph(for: ".") ?? 0
            ellipsisAdvance = 3 * Float(primary.advance(ofGlyph: period)) / Float(primary.metrics.unitsPerEm)
        }

        let primaryMetrics = key.metricsOverride ?? primary.metrics
        var lineHeights = fonts.map { $0.metrics.lineHeightEm }
        var ascenders = fonts.map { Double($0.metrics.ascender) / Double($0.metrics.unitsPerEm) }
        lineHeights[0] = primaryMetrics.lineHeightEm
        ascenders[0] = Double(primaryMetrics.ascender) / Double(primaryMetrics.unitsPerEm)

        if !text.replacedSurrogateOffsets.isEmpty {
            notes.append("unpaired surrogates at UTF-16 offsets \(text.replacedSurrogateOffsets.map(String.init).joined(separator: ", ")) were replaced with U+FFFD")
        }

        let prepared = PreparedText(
            text: text.string, language: key.language, fonts: fonts, lineHeightsEm: lineHeights,
            ascendersEm: ascenders, unitStarts: unitStarts, unitAdvances: advances, unitFlags: flags,
            unitFonts: unitFonts, glyphs: glyphs, runs: runs, ellipsisAdvanceEm: ellipsisAdvance,
            ellipsisGlyph: ellipsisGlyph, hasFallbackFonts: fonts.count > 1, missingCharacters: missing,
            replacedCharacters: text.replacedSurrogateOffsets, isRightToLeft: analysis.bidi.baseLevel & 1 == 1,
            utf16: text.units, notes: notes)
        return (prepared, shapedNew)
    }

    /// The Unicode analysis of `text` (ICU); a failure (allocation only) gives the trivial
    /// analysis and a note, so measuring never crashes.
    static func analyze(_ string: String, language: String) -> AnalyzedText {
        let text = UTF16Text(string)
        do {
            return AnalyzedText(analysis: try UnicodeAnalyzer.withShared { try $0.analyze(text, language: language) }, notes: [])
        } catch {
            return AnalyzedText(
                analysis: UnicodeAnalysis.trivial(text, language: language),
                notes: ["Unicode analysis failed (\(error)); the text is measured as one unbreakable line"])
        }
    }

    /// ICU's packed tags of the Common and Inherited scripts (`tfu_script_of`).
    static let commonTag = packedTag("Zyyy")
    static let inheritedTag = packedTag("Zinh")

    static func packedTag(_ tag: String) -> UInt32 {
        tag.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Decodes the scalars of `units[range]` (well-formed UTF-16) into `out` from its start;
    /// returns how many. `out` must have room for `range.count` scalars.
    @inline(__always)
    static func decodeScalars(_ units: [UInt16], _ range: Range<Int>, into out: UnsafeMutableBufferPointer<Unicode.Scalar>) -> Int {
        var count = 0
        var i = range.lowerBound
        while i < range.upperBound {
            let unit = units[i]
            if UTF16.isLeadSurrogate(unit), i + 1 < range.upperBound, UTF16.isTrailSurrogate(units[i + 1]) {
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                out[count] = Unicode.Scalar(value) ?? "\u{FFFD}"
                i += 2
            } else {
                out[count] = Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}"
                i += 1
            }
            count += 1
        }
        return count
    }

    /// Whether `font` has every scalar of `scalars`.
    @inline(__always)
    static func covers(_ font: Font, _ scalars: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
        for scalar in scalars where !font.covers(scalar) { return false }
        return true
    }

    /// Whether every scalar is of the Common or Inherited script (ICU's Script property).
    static func isCommon(_ scalars: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
        for scalar in scalars {
            if isCertainlyScriptSpecific(scalar) { return false }
            let tag = tfu_script_of(scalar.value)
            if tag != commonTag && tag != inheritedTag { return false }
        }
        return true
    }

    /// Letters of the scripts most UI text is in, none of them Common or Inherited (tested
    /// against ICU for every code point of these ranges): the loop asks `isCommon` for each
    /// cluster of a run set in a fallback font, and ICU's lookup was 1.5% of a check.
    @inline(__always)
    static func isCertainlyScriptSpecific(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x391...0x3A1, 0x3A3...0x3C9, 0x410...0x44F, 0x5D0...0x5EA, 0x621...0x63A,
             0x641...0x64A, 0x671...0x6D3, 0x905...0x939, 0xE01...0xE30, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF:
            return true
        default:
            return false
        }
    }

    /// `FontLibrary.isIgnorableForCoverage`, answered without a property lookup for the letters
    /// of the scripts most UI text is in.
    ///
    /// The ranges below hold no Default_Ignorable_Code_Point and no control character (the
    /// ignorables nearest to them are U+00AD, U+034F, U+061C, U+115F, U+17B4, U+180B and U+200B
    /// and up); everything else asks the full rule. callgrind: the property lookup was 3% of a
    /// check.
    @inline(__always)
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x5D0...0x5EA, 0x620...0x64A,
             0x900...0x97F, 0xE01...0xE5B, 0x3040...0x30FF, 0x4E00...0x9FFF:
            return false
        default:
            return FontLibrary.isIgnorableForCoverage(scalar)
        }
    }

    /// General category Cc (U+0000-U+001F, U+007F-U+009F; Unicode keeps Cc fixed) other than tab.
    /// A range check instead of a property lookup: the unit loop asks it for every unit.
    static func isControlButTab(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x09) || (0x7F...0x9F).contains(v)
    }

    /// Characters that end a line by themselves (UAX #14 classes BK, CR, LF, NL).
    static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// White space that hangs past the end of a line (UAX #14 class SP and its kin); no-break
    /// spaces (U+00A0, U+2007, U+202F) do not hang.
    static func isHangingSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: false
        }
    }
}
