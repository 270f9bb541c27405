/// Builds `PreparedText`: itemizes by bidi level, script and font, shapes each run with
/// HarfBuzz, and cuts the result into layout units with their break flags.
///
/// The steps, in data-flow order (as Pango does: itemize, shape, break), one file each:
/// 1. Unicode analysis through ICU (`analyze`): grapheme clusters, UAX #14 break opportunities
///    for the language (dictionaries for Thai, Lao, Khmer, Burmese; CJK), bidi levels, script runs.
/// 2. A font per grapheme cluster (`assignFonts`, TextPreparer+Fonts): the primary if it has
///    every visible character, else the first fallback of the cascade that does (see `FontLibrary`).
/// 3. Runs (`shapeRuns`, TextPreparer+Runs): maximal pieces of one bidi level, script and font;
///    each is shaped once at units per em with the whole text as context.
/// 4. Units (`cutUnits` and `flagUnits`, TextPreparer+Units): pieces whose edges are both
///    grapheme and HarfBuzz cluster boundaries (a ligature across a grapheme boundary joins the
///    two graphemes into one unit), with their advances and break flags; then each unit of the
///    primary font is marked with its calibrated script group (`markCalibrationGroups`,
///    TextPreparer+Calibration), which layout multiplies the stand-in's widths by.
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
        PreparationWorkspace.withShared { workspace in
            // The work arrays are used in place and stay in the workspace, grown, for the next
            // text (taking them out and putting them back copied the whole scratch twice).
            prepare(
                key, primary: primary, library: library, fallbacks: fallbacks, analyzed: &analyzed, shaper: workspace.shaper,
                scratch: &workspace.scratch)
        }
    }

    /// Steps 2 to 4 on the analysis of step 1, and the text's notes.
    private static func prepare(
        _ key: PreparationKey, primary: Font, library: FontLibrary, fallbacks: FallbackMemo, analyzed: inout AnalyzedText,
        shaper: Shaper, scratch: inout PreparationScratch
    ) -> (prepared: PreparedText, shapedNewRuns: Bool) {
        let analysis = analyzed.analysis
        var notes = analyzed.notes
        let text = analysis.text
        if let note = analysis.language.fallbackNote, !key.language.isEmpty { notes.append(note) }

        let clusterFonts = assignFonts(analysis, key: key, primary: primary, library: library, fallbacks: fallbacks, scratch: &scratch)
        let fonts = clusterFonts.fonts
        let shaped = shapeRuns(analysis, fonts: fonts, language: key.language, analyzed: &analyzed, shaper: shaper, scratch: &scratch)
        defer {
            scratch.raw = shaped.glyphs
            scratch.rawRuns = shaped.runs
        }
        var units = cutUnits(analysis, fonts: fonts, runs: shaped.runs, glyphs: shaped.glyphs, scratch: &scratch)
        let controls = flagUnits(analysis, units: &units, scratch: &scratch)
        let calibration = markCalibrationGroups(shaped.runs, units: units)
        if controls > 0 {
            notes.append("\(controls) control character\(controls == 1 ? "" : "s") (not printable) measured as zero width")
        }
        if !text.replacedSurrogateOffsets.isEmpty {
            notes.append("unpaired surrogates at UTF-16 offsets \(text.replacedSurrogateOffsets.map(String.init).joined(separator: ", ")) were replaced with U+FFFD")
        }

        let ellipsis = primary.ellipsis
        let primaryMetrics = key.metricsOverride ?? primary.metrics
        scratch.lineHeights.reset(to: 0, count: fonts.count)
        scratch.ascenders.reset(to: 0, count: fonts.count)
        let lineHeights = scratch.lineHeights
        let ascenders = scratch.ascenders
        for (i, font) in fonts.enumerated() {
            lineHeights[i] = font.metrics.lineHeightEm
            ascenders[i] = Double(font.metrics.ascender) / Double(font.metrics.unitsPerEm)
        }
        lineHeights[0] = primaryMetrics.lineHeightEm
        ascenders[0] = Double(primaryMetrics.ascender) / Double(primaryMetrics.unitsPerEm)

        let prepared = PreparedText(
            text: text.string, language: key.language, fonts: fonts, lineHeightsEm: lineHeights.prefix(fonts.count),
            ascendersEm: ascenders.prefix(fonts.count), unitStarts: units.starts.prefix(units.count + 1),
            unitAdvances: units.advances.prefix(units.count), unitFlags: units.flags.prefix(units.count),
            unitFonts: units.fonts.prefix(units.count), glyphs: units.glyphs.prefix(units.glyphCount),
            runs: units.runs.prefix(units.runCount), ellipsisAdvanceEm: ellipsis.advance,
            ellipsisGlyph: ellipsis.glyph, hasFallbackFonts: fonts.count > 1, missingCharacters: clusterFonts.missing,
            replacedCharacters: text.replacedSurrogateOffsets, isRightToLeft: analysis.bidi.baseLevel & 1 == 1,
            utf16: text.units, notes: notes, calibration: calibration)
        return (prepared, shaped.shapedNew)
    }

    /// Step 1: the Unicode analysis of `text` (ICU); a failure (allocation only) gives the
    /// trivial analysis and a note, so measuring never crashes.
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
}
