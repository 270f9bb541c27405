import Foundation

/// What a prepared text is shaped with: the primary font and how its vertical metrics are read.
struct PreparationKey: Hashable, Sendable {
    var text: String
    var font: FontDescriptor
    var language: String
    /// Vertical metrics that replace the primary font's own (the system profile's Apple metrics).
    var metricsOverride: FaceMetrics?
    /// Weight (100-900) of the fallback fonts: the primary's.
    var fallbackWeight: Int
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
    static func prepare(_ key: PreparationKey, primary: Font, library: FontLibrary) -> PreparedText {
        let text = UTF16Text(key.text)
        let n = text.count
        var notes: [String] = []
        let analysis: UnicodeAnalysis
        do {
            analysis = try UnicodeAnalyzer.withShared { try $0.analyze(text, language: key.language) }
        } catch {
            // ICU fails only on allocation; measure without break opportunities rather than crash.
            notes.append("Unicode analysis failed (\(error)); the text is measured as one unbreakable line")
            analysis = UnicodeAnalysis.trivial(text, language: key.language)
        }
        if let note = analysis.language.fallbackNote, !key.language.isEmpty { notes.append(note) }

        // 2. Fonts per grapheme cluster.
        var fonts: [Font] = [primary]
        var fontOfUnit16 = [UInt8](repeating: 0, count: n)
        var missing: [Unicode.Scalar] = []
        var missingSet = Set<UInt32>()
        var missingUnit16 = [Bool](repeating: false, count: n)
        var scriptIndex = 0
        var clusterStart = 0
        // The font of the previous cluster in the current script run: characters common to all
        // scripts (spaces, digits, punctuation) inside a run set in a fallback font stay in that
        // font when it has them, so "مرحبا بالعالم" is one Arabic run, as CoreText sets it.
        var runSlot: UInt8 = 0
        for clusterEnd in analysis.graphemeBoundaries {
            let scalars = Array(String(decoding: text.units[clusterStart..<clusterEnd], as: UTF16.self).unicodeScalars)
            let visible = scalars.filter { !FontLibrary.isIgnorableForCoverage($0) }
            var slot: UInt8 = 0
            var newRun = false
            while scriptIndex < analysis.scriptRuns.count - 1 && analysis.scriptRuns[scriptIndex].range.upperBound <= clusterStart {
                scriptIndex += 1
                newRun = true
            }
            if newRun { runSlot = 0 }
            let isCommon = visible.allSatisfy { ["Zyyy", "Zinh"].contains(ScriptItemizer.script(of: $0)) }
            if runSlot != 0 && isCommon && !visible.isEmpty && visible.allSatisfy(fonts[Int(runSlot)].covers) {
                slot = runSlot
            } else if !visible.isEmpty && !visible.allSatisfy(primary.covers) {
                let script = analysis.scriptRuns.isEmpty ? "Zyyy" : analysis.scriptRuns[scriptIndex].script
                var chosen = primary
                if let fallback = library.fallbackFont(for: scalars, script: script, language: key.language, weight: key.fallbackWeight) {
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
            if !isCommon || visible.isEmpty == false && slot != 0 { runSlot = slot }
            for i in clusterStart..<clusterEnd { fontOfUnit16[i] = slot }
            clusterStart = clusterEnd
        }

        // 3. Runs of one level, script and font, shaped in logical order.
        var boundaries = Set<Int>([0, n])
        for run in analysis.bidi.runs { boundaries.insert(run.range.lowerBound) }
        for run in analysis.scriptRuns { boundaries.insert(run.range.lowerBound) }
        for i in 1..<max(1, n) where fontOfUnit16[i] != fontOfUnit16[i - 1] { boundaries.insert(i) }
        let cuts = boundaries.sorted()
        var rawRuns: [(range: Range<Int>, glyphs: Range<Int>, font: UInt8, level: UInt8)] = []
        var raw: [RawGlyph] = []
        raw.reserveCapacity(n)
        let shaper = Shaper()
        scriptIndex = 0
        text.units.withUnsafeBufferPointer { units in
            for (start, end) in zip(cuts, cuts.dropFirst()) where start < end {
                while scriptIndex < analysis.scriptRuns.count - 1 && analysis.scriptRuns[scriptIndex].range.upperBound <= start {
                    scriptIndex += 1
                }
                let script = analysis.scriptRuns.isEmpty ? "Zyyy" : analysis.scriptRuns[scriptIndex].script
                let level = analysis.bidi.levels[start]
                let slot = fontOfUnit16[start]
                let first = raw.count
                shaper.shape(
                    units, range: start..<end, font: fonts[Int(slot)], rightToLeft: level & 1 == 1,
                    script: script == "Zyyy" || script == "Zinh" ? "Latn" : script, language: key.language, into: &raw)
                rawRuns.append((start..<end, first..<raw.count, slot, level))
            }
        }

        // 4. Units: edges that are both grapheme and HarfBuzz cluster boundaries.
        var isClusterStart = [Bool](repeating: false, count: n + 1)
        for glyph in raw { isClusterStart[Int(glyph.cluster)] = true }
        for run in rawRuns { isClusterStart[run.range.lowerBound] = true }
        isClusterStart[n] = true
        var unitStarts: [Int32] = [0]
        for boundary in analysis.graphemeBoundaries where boundary < n && isClusterStart[boundary] {
            unitStarts.append(Int32(boundary))
        }
        if n > 0 { unitStarts.append(Int32(n)) }
        var unitOf16 = [Int32](repeating: 0, count: n)
        for u in 0..<(unitStarts.count - 1) {
            for i in Int(unitStarts[u])..<Int(unitStarts[u + 1]) { unitOf16[i] = Int32(u) }
        }
        let unitCount = unitStarts.count - 1

        var advances = [Float](repeating: 0, count: unitCount)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(raw.count)
        var runs: [ShapedRun] = []
        for run in rawRuns {
            let upem = Float(fonts[Int(run.font)].metrics.unitsPerEm)
            let glyphStart = glyphs.count
            for g in raw[run.glyphs] {
                let unit = unitOf16[Int(g.cluster)]
                advances[Int(unit)] += Float(g.advance) / upem
                glyphs.append(ShapedGlyph(glyph: g.glyph, advance: g.advance, xOffset: g.xOffset, yOffset: g.yOffset, unit: unit))
            }
            let firstUnit = Int(unitOf16[run.range.lowerBound])
            let lastUnit = Int(unitOf16[run.range.upperBound - 1])
            runs.append(ShapedRun(units: firstUnit..<(lastUnit + 1), glyphs: glyphStart..<glyphs.count, font: run.font, level: run.level))
        }

        // Flags from break opportunities and the characters themselves.
        var breakAt = [UInt8](repeating: 0, count: n + 1)  // 1 = opportunity, 2 = mandatory
        for opportunity in analysis.lineBreaks {
            breakAt[opportunity.offset] = opportunity.isMandatory ? 2 : 1
        }
        var flags = [UnitFlags](repeating: [], count: unitCount)
        var unitFonts = [UInt8](repeating: 0, count: unitCount)
        var controls = 0
        for u in 0..<unitCount {
            let start = Int(unitStarts[u])
            let end = Int(unitStarts[u + 1])
            var f: UnitFlags = []
            switch breakAt[end] {
            case 2: f.insert(.mandatoryBreakAfter)
            case 1: f.insert(.breakAfter)
            default: break
            }
            let scalars = String(decoding: text.units[start..<end], as: UTF16.self).unicodeScalars
            if scalars.allSatisfy(Self.isLineSeparator) {
                f.formUnion([.lineSeparator, .whitespace])
                advances[u] = 0
            } else if scalars.allSatisfy(Self.isHangingSpace) {
                f.insert(.whitespace)
            } else if scalars.allSatisfy({ $0.properties.generalCategory == .control && $0 != "\t" }) {
                controls += scalars.count
                advances[u] = 0
            }
            let slot = fontOfUnit16[start]
            unitFonts[u] = slot
            // Tracking follows visible clusters of the primary font; zero-width ones get none.
            if slot == 0 && advances[u] != 0 { f.insert(.tracked) }
            if missingUnit16[start] { f.insert(.missingGlyph) }
            flags[u] = f
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

        return PreparedText(
            text: text.string, language: key.language, fonts: fonts, lineHeightsEm: lineHeights,
            ascendersEm: ascenders, unitStarts: unitStarts, unitAdvances: advances, unitFlags: flags,
            unitFonts: unitFonts, glyphs: glyphs, runs: runs, ellipsisAdvanceEm: ellipsisAdvance,
            ellipsisGlyph: ellipsisGlyph, hasFallbackFonts: fonts.count > 1, missingCharacters: missing,
            replacedCharacters: text.replacedSurrogateOffsets, isRightToLeft: analysis.bidi.baseLevel & 1 == 1,
            utf16: text.units, notes: notes)
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
