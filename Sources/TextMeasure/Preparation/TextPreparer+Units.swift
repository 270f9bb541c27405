/// Step 4 of a preparation: layout units, their advances and their flags.
extension TextPreparer {
    /// A text cut into layout units: where each starts, its advance (in em), its glyphs and
    /// runs, and (after `flagUnits`) its flags and font. The elements live in the preparation's
    /// scratch arrays (see `PreparationScratch`); these are copies of them, sharing their blocks.
    struct Units {
        /// UTF-16 offsets of the units' starts, and the text's length last (`count + 1` of them).
        var starts: ScratchArray<Int32>
        var advances: ScratchArray<Float>
        var glyphs: ScratchArray<ShapedGlyph>
        var runs: ScratchArray<ShapedRun>
        var flags: ScratchArray<UnitFlags>
        var fonts: ScratchArray<UInt8>
        var count: Int
        var glyphCount: Int
        var runCount: Int
    }

    /// Cuts the text into units: pieces whose edges are both grapheme and HarfBuzz cluster
    /// boundaries (a ligature across a grapheme boundary joins the two graphemes into one unit),
    /// and gives each its glyphs and advance. Fills `scratch.isClusterStart` and `scratch.unitOf16`,
    /// and the units' starts, advances, glyphs and runs in `scratch`.
    static func cutUnits(
        _ analysis: UnicodeAnalysis, fonts: [Font], runs rawRuns: [RawRun], glyphs raw: [RawGlyph], scratch: inout PreparationScratch
    ) -> Units {
        let n = analysis.text.count
        scratch.isClusterStart.reset(to: false, count: n + 1)
        let isClusterStart = scratch.isClusterStart
        for glyph in raw { isClusterStart[Int(glyph.cluster)] = true }
        for run in rawRuns { isClusterStart[run.range.lowerBound] = true }
        isClusterStart[n] = true
        // At most one start per code unit, plus the end.
        scratch.unitStarts.reset(to: 0, count: n + 1)
        let unitStarts = scratch.unitStarts
        var startCount = 1
        for boundary in analysis.graphemeBoundaries where boundary < n && isClusterStart[boundary] {
            unitStarts[startCount] = Int32(boundary)
            startCount += 1
        }
        if n > 0 {
            unitStarts[startCount] = Int32(n)
            startCount += 1
        }
        let unitCount = startCount - 1
        scratch.unitOf16.reset(to: 0, count: n)
        let unitOf16 = scratch.unitOf16
        for u in 0..<unitCount {
            for i in Int(unitStarts[u])..<Int(unitStarts[u + 1]) { unitOf16[i] = Int32(u) }
        }

        scratch.advances.reset(to: 0, count: unitCount)
        scratch.glyphs.reset(to: ShapedGlyph(glyph: 0, advance: 0, xOffset: 0, yOffset: 0, unit: 0), count: raw.count)
        scratch.runs.reset(to: ShapedRun(units: 0..<0, glyphs: 0..<0, font: 0, level: 0), count: rawRuns.count)
        let advances = scratch.advances
        let glyphs = scratch.glyphs
        let runs = scratch.runs
        var count = 0
        for (r, run) in rawRuns.enumerated() {
            let upem = Float(fonts[Int(run.font)].metrics.unitsPerEm)
            let glyphStart = count
            for g in raw[run.glyphs] {
                let unit = unitOf16[Int(g.cluster)]
                advances[Int(unit)] += Float(g.advance) / upem
                glyphs[count] = ShapedGlyph(glyph: g.glyph, advance: g.advance, xOffset: g.xOffset, yOffset: g.yOffset, unit: unit)
                count += 1
            }
            let firstUnit = Int(unitOf16[run.range.lowerBound])
            let lastUnit = Int(unitOf16[run.range.upperBound - 1])
            runs[r] = ShapedRun(units: firstUnit..<(lastUnit + 1), glyphs: glyphStart..<count, font: run.font, level: run.level)
        }
        return Units(
            starts: unitStarts, advances: advances, glyphs: glyphs, runs: runs, flags: scratch.flags, fonts: scratch.unitFonts,
            count: unitCount, glyphCount: count, runCount: rawRuns.count)
    }

    /// The flags of each unit, from the break opportunities and the characters themselves, and
    /// its font (from `scratch.fontOfUnit16`), into `units.flags` and `units.fonts`; line
    /// separators and control characters get a zero advance. Returns how many control
    /// characters were measured as zero width.
    static func flagUnits(_ analysis: UnicodeAnalysis, units: inout Units, scratch: inout PreparationScratch) -> Int {
        let n = analysis.text.count
        let unitCount = units.count
        let unitStarts = units.starts
        let advances = units.advances
        let fontOfUnit16 = scratch.fontOfUnit16
        let missingUnit16 = scratch.missingUnit16
        scratch.breakAt.reset(to: 0, count: n + 1)  // 1 = opportunity, 2 = mandatory
        let breakAt = scratch.breakAt
        for opportunity in analysis.lineBreaks {
            breakAt[opportunity.offset] = opportunity.isMandatory ? 2 : 1
        }
        scratch.flags.reset(to: [], count: unitCount)
        scratch.unitFonts.reset(to: 0, count: unitCount)
        units.flags = scratch.flags
        units.fonts = scratch.unitFonts
        let flags = units.flags
        let unitFonts = units.fonts
        var controls = 0
        analysis.text.units.withUnsafeBufferPointer { text in
            for u in 0..<unitCount {
                let start = Int(unitStarts[u])
                let end = Int(unitStarts[u + 1])
                var f: UnitFlags = []
                switch breakAt[end] {
                case 2: f.insert(.mandatoryBreakAfter)
                case 1: f.insert(.breakAfter)
                default: break
                }
                switch characterClass(of: text, start..<end) {
                case .lineSeparator:
                    f.formUnion([.lineSeparator, .whitespace])
                    advances[u] = 0
                case .hangingSpace:
                    f.insert(.whitespace)
                case .control:
                    controls += end - start
                    advances[u] = 0
                case .other:
                    break
                }
                let slot = fontOfUnit16[start]
                unitFonts[u] = slot
                // Tracking follows visible clusters of the primary font; zero-width ones get none.
                if slot == 0 && advances[u] != 0 { f.insert(.tracked) }
                if missingUnit16[start] { f.insert(.missingGlyph) }
                flags[u] = f
            }
        }
        return controls
    }

    /// What every scalar of a unit is, when they are all of one kind that changes its flags.
    enum UnitCharacterClass {
        case lineSeparator, hangingSpace, control, other
    }

    /// Whether every scalar of `text[range]` is a line separator, a hanging space or a control,
    /// in that order of precedence.
    @inline(__always)
    static func characterClass(of text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> UnitCharacterClass {
        var allLineSeparators = true
        var allHangingSpaces = true
        var allControls = true
        // Most units start with a character of none of the three kinds: answered at once
        // (callgrind, issue 14's R1 on 15 locales: the three tests took about 30 of the 100
        // instructions `flagUnits` spent per unit).
        if !range.isEmpty && isNeitherSeparatorSpaceNorControl(text[range.lowerBound]) { return .other }
        var i = range.lowerBound
        while i < range.upperBound {
            // A surrogate is none of the three; the loop stops at the first letter.
            let scalar = Unicode.Scalar(UInt32(text[i])) ?? "\u{FFFD}"
            allLineSeparators = allLineSeparators && isLineSeparator(scalar)
            allHangingSpaces = allHangingSpaces && isHangingSpace(scalar)
            allControls = allControls && isControlButTab(scalar)
            if !(allLineSeparators || allHangingSpaces || allControls) { break }
            i += 1
        }
        if allLineSeparators { return .lineSeparator }
        if allHangingSpaces { return .hangingSpace }
        if allControls { return .control }
        return .other
    }

    /// Code units that are no line separator, hanging space or control character (see the three
    /// tests below): printable ASCII but the space, U+00A0-U+167F, and U+3001-U+D7FF.
    @inline(__always)
    static func isNeitherSeparatorSpaceNorControl(_ unit: UInt16) -> Bool {
        (0x21...0x7E).contains(unit) || (0xA0...0x167F).contains(unit) || (0x3001...0xD7FF).contains(unit)
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
