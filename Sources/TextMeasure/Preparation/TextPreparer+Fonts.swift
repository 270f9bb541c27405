/// Step 2 of a preparation: a font per grapheme cluster.
extension TextPreparer {
    /// The fonts of a text (the primary first, then the fallbacks it needed, at most 255) and
    /// the characters none of them has.
    struct ClusterFonts {
        var fonts: [Font]
        var missing: [Unicode.Scalar]
    }

    /// Chooses a font for each grapheme cluster of `analysis`: the primary if it has every
    /// visible character, else the first fallback of the cascade that does (see `FontLibrary`).
    /// Writes the chosen font's index for each code unit to `scratch.fontOfUnit16`, and marks
    /// the code units of clusters with a character no font has in `scratch.missingUnit16`.
    static func assignFonts(
        _ analysis: UnicodeAnalysis, key: PreparationKey, primary: Font, library: FontLibrary, fallbacks: FallbackMemo,
        scratch: inout PreparationScratch
    ) -> ClusterFonts {
        let text = analysis.text
        let n = text.count
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
        let (scalarBuffer, visibleBuffer) = scratch.scalarBuffers(capacity: n)
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
            if runSlot != 0 && !visible.isEmpty && ScriptItemizer.isCommon(visible) && covers(fonts[Int(runSlot)], visible) {
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
            } else if runSlot != 0 && !ScriptItemizer.isCommon(visible) {
                runSlot = slot
            }
            for i in clusterStart..<clusterEnd { fontOfUnit16[i] = slot }
            clusterStart = clusterEnd
        }
        return ClusterFonts(fonts: fonts, missing: missing)
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
}
