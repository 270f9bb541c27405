import TextStyles

/// Step 3 of a preparation: runs of one bidi level, script and font, shaped.
extension TextPreparer {
    /// One shaped run: its code units, its glyphs in the preparation's glyph array, its font
    /// (an index into the preparation's fonts), its bidi level, and its script as analyzed
    /// (ISO 15924; `Zyyy` for a text of Common characters only).
    struct RawRun {
        var range: Range<Int>
        var glyphs: Range<Int>
        var font: UInt8
        var level: UInt8
        var script: String

        /// The calibrated script group of the run's clusters when they are set in the primary
        /// font (`CalibratedScript` raw value, 0 for none). A text of Common characters only
        /// (digits, punctuation) is shaped as Latin and calibrated as Latin.
        var calibrationGroup: UInt8 {
            let code = script == "Zyyy" || script == "Zinh" ? "Latn" : script
            return UInt8(CalibratedScript(iso15924: code)?.rawValue ?? 0)
        }
    }

    /// Cuts the text into maximal runs of one bidi level, script and font (as chosen in
    /// `scratch.fontOfUnit16`) and shapes each once, in logical order, at units per em with the
    /// whole text as context. Runs in fallback fonts that an earlier preparation of the text
    /// shaped are taken from `analyzed.fallbackRuns`; when this preparation shaped new ones,
    /// they replace those there and `shapedNew` is true.
    ///
    /// The glyphs go to `glyphs` and the runs to `runs`, arrays taken out of `scratch.raw` and
    /// `scratch.rawRuns`: the caller puts them back.
    static func shapeRuns(
        _ analysis: UnicodeAnalysis, fonts: [Font], language: String, analyzed: inout AnalyzedText, shaper: Shaper,
        scratch: inout PreparationScratch
    ) -> (runs: [RawRun], glyphs: [RawGlyph], shapedNew: Bool) {
        let text = analysis.text
        let n = text.count
        let fontOfUnit16 = scratch.fontOfUnit16
        // Run edges found in one pass over the code units, in order: where the font or the bidi
        // level changes, and where a script run starts (a Set and a sort cost more, callgrind;
        // then marking a flag per code unit and collecting the marks in a second pass was 20M
        // instructions of issue 14's R1 on 15 locales).
        scratch.cuts.removeAll(keepingCapacity: true)
        scratch.cuts.append(0)
        let scriptRuns = analysis.scriptRuns
        var nextScript = 0
        while nextScript < scriptRuns.count && scriptRuns[nextScript].range.lowerBound < 1 { nextScript += 1 }
        var nextScriptStart = nextScript < scriptRuns.count ? scriptRuns[nextScript].range.lowerBound : Int.max
        analysis.bidi.levels.withUnsafeBufferPointer { levels in
            for i in 1..<max(1, n) {
                var cut = fontOfUnit16[i] != fontOfUnit16[i - 1] || levels[i] != levels[i - 1]
                if i == nextScriptStart {
                    cut = true
                    repeat { nextScript += 1 } while nextScript < scriptRuns.count && scriptRuns[nextScript].range.lowerBound <= i
                    nextScriptStart = nextScript < scriptRuns.count ? scriptRuns[nextScript].range.lowerBound : Int.max
                }
                if cut { scratch.cuts.append(i) }
            }
        }
        if n > 0 { scratch.cuts.append(n) }
        let cuts = scratch.cuts
        var rawRuns = scratch.rawRuns
        scratch.rawRuns = []
        rawRuns.removeAll(keepingCapacity: true)
        var raw = scratch.raw
        scratch.raw = []
        raw.removeAll(keepingCapacity: true)
        raw.reserveCapacity(n)
        var scriptIndex = 0
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
                    shaper.shape(units, range: start..<end, font: font, rightToLeft: rightToLeft, script: script, language: language, into: &raw)
                    shapedNew = shapedNew || slot != 0
                }
                if slot != 0 {
                    shapedHere.append(range: start..<end, font: font, rightToLeft: rightToLeft, script: script, glyphs: raw[first...])
                }
                rawRuns.append(RawRun(range: start..<end, glyphs: first..<raw.count, font: slot, level: level, script: analyzedScript))
            }
        }
        if shapedNew { analyzed.fallbackRuns = shapedHere }
        return (rawRuns, raw, shapedNew)
    }
}
