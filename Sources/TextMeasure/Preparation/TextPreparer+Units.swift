/// Step 4 of a preparation: layout units, their advances and their flags.
extension TextPreparer {
    /// A text cut into layout units: where each starts, its advance (in em), its glyphs and runs.
    struct Units {
        /// UTF-16 offsets of the units' starts, and the text's length last.
        var starts: [Int32]
        var advances: [Float]
        var glyphs: [ShapedGlyph]
        var runs: [ShapedRun]
        var count: Int { starts.count - 1 }
    }

    /// Cuts the text into units: pieces whose edges are both grapheme and HarfBuzz cluster
    /// boundaries (a ligature across a grapheme boundary joins the two graphemes into one unit),
    /// and gives each its glyphs and advance. Fills `scratch.isClusterStart` and `scratch.unitOf16`.
    ///
    /// The per-unit and per-glyph outputs are written through buffer pointers: through array
    /// subscripts every store checked uniqueness and bounds (callgrind).
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
        return Units(starts: unitStarts, advances: advances, glyphs: glyphs, runs: runs)
    }

    /// The flags of each unit, from the break opportunities and the characters themselves, and
    /// its font (from `scratch.fontOfUnit16`); line separators and control characters get a zero
    /// advance in `units`. Returns how many control characters were measured as zero width.
    static func flagUnits(
        _ analysis: UnicodeAnalysis, units: inout Units, scratch: inout PreparationScratch
    ) -> (flags: [UnitFlags], fonts: [UInt8], controls: Int) {
        let n = analysis.text.count
        let unitCount = units.count
        let unitStarts = units.starts
        let fontOfUnit16 = scratch.fontOfUnit16
        let missingUnit16 = scratch.missingUnit16
        scratch.breakAt.reset(to: 0, count: n + 1)  // 1 = opportunity, 2 = mandatory
        let breakAt = scratch.breakAt
        for opportunity in analysis.lineBreaks {
            breakAt[opportunity.offset] = opportunity.isMandatory ? 2 : 1
        }
        var unitFonts = [UInt8](repeating: 0, count: unitCount)
        var controls = 0
        let flags = analysis.text.units.withUnsafeBufferPointer { text in
            units.advances.withUnsafeMutableBufferPointer { advances in
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
                            (out.baseAddress! + u).initialize(to: f)
                        }
                        count = unitCount
                    }
                }
            }
        }
        return (flags, unitFonts, controls)
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
