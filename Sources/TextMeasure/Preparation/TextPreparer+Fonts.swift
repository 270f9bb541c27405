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
    ///
    /// The loop runs once per grapheme cluster, so it keeps what changes only between runs out
    /// of it: the end of the current script run (reading `analysis.scriptRuns[i]` per cluster
    /// copied the run and retained its script string), the cascade of the current script (see
    /// `FallbackCursor`: looked up once per script run, not once per cluster), and the coverage
    /// of the current fallback run's font (not read from `fonts` and retained per cluster).
    /// Whether a cluster is Common is asked at most once (it was asked twice for the clusters of
    /// fallback runs the run's font lacks). callgrind, issue 14's R1 on 15 locales: 347M
    /// instructions in 21,646 calls before, 245M after (115M of them the remembered fallback
    /// answers for CJK clusters, 84M of those the first questions to fontconfig).
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
        let scriptRuns = analysis.scriptRuns
        var scriptIndex = 0
        // Where the current script run ends; the last run extends to the end of the text.
        var scriptEnd = scriptRuns.count > 1 ? scriptRuns[0].range.upperBound : Int.max
        var clusterStart = 0
        // The font of the previous cluster in the current script run: characters common to all
        // scripts (spaces, digits, punctuation) inside a run set in a fallback font stay in that
        // font when it has them, so "مرحبا بالعالم" is one Arabic run, as CoreText sets it.
        // `runCoverage` is `fonts[runSlot]`'s while `runSlot` is not 0. Fonts are asked through
        // their `Font.Coverage` in this loop: asking a `Font` retained it around each question.
        var runSlot: UInt8 = 0
        let primaryCoverage = primary.coverage
        var runCoverage = primaryCoverage
        // Scalars of the current cluster, decoded straight from UTF-16 into scratch buffers: the
        // loop runs once per grapheme and used to build a String and two arrays each time
        // (callgrind: String decoding was a tenth of a check's instructions; then emptying reused
        // arrays, closures over them and their exclusivity checks were another tenth). A cluster
        // has at most as many scalars as UTF-16 units, so `n` slots always suffice.
        let (scalarBuffer, visibleBuffer) = scratch.scalarBuffers(capacity: n)
        var cursor = FallbackCursor()
        for clusterEnd in analysis.graphemeBoundaries {
            if clusterStart >= scriptEnd {
                repeat {
                    scriptIndex += 1
                    scriptEnd = scriptIndex < scriptRuns.count - 1 ? scriptRuns[scriptIndex].range.upperBound : Int.max
                } while clusterStart >= scriptEnd
                runSlot = 0
            }
            // Outside a fallback run, a cluster of one code unit that is ignorable or that the
            // primary font has stays in the primary font (slot 0, as reset) and changes nothing:
            // the rest of the loop would come to the same.
            if runSlot == 0 && clusterEnd == clusterStart + 1, let scalar = Unicode.Scalar(text.units[clusterStart]),
               isIgnorable(scalar) || primaryCoverage.covers(scalar) {
                clusterStart = clusterEnd
                continue
            }
            let scalarCount = decodeScalars(text.units, clusterStart..<clusterEnd, into: scalarBuffer)
            var visibleCount = 0
            for k in 0..<scalarCount where !isIgnorable(scalarBuffer[k]) {
                visibleBuffer[visibleCount] = scalarBuffer[k]
                visibleCount += 1
            }
            let scalars = UnsafeBufferPointer(rebasing: scalarBuffer[0..<scalarCount])
            let visible = UnsafeBufferPointer(rebasing: visibleBuffer[0..<visibleCount])
            var slot: UInt8 = 0
            // Whether every visible character is Common or Inherited is only asked while a run is
            // set in a fallback font (when `runSlot` is 0 the answer changes nothing).
            let isCommon = runSlot != 0 && !visible.isEmpty && isCommonCluster(visible)
            if isCommon && covers(runCoverage, visible) {
                slot = runSlot
            } else if !visible.isEmpty && !covers(primaryCoverage, visible) {
                if cursor.scriptRun != scriptIndex {
                    cursor.enter(scriptIndex, script: scriptRuns.isEmpty ? "Zyyy" : scriptRuns[scriptIndex].script, key: key,
                                 fallbacks: fallbacks, library: library)
                }
                if cursor.firstSlot != 0, let coverage = cursor.firstCoverage, covers(coverage, visible) {
                    // What `fallbackSlot` answers, and the font has every visible character.
                    slot = cursor.firstSlot
                } else {
                    slot = fallbackSlot(scalars: scalars, visible: visible, cascade: cursor.cascade!, library: library, fonts: &fonts)
                    let font = fonts[Int(slot)]
                    if slot != 0 && ObjectIdentifier(font) == cursor.firstID { (cursor.firstSlot, cursor.firstCoverage) = (slot, font.coverage) }
                    for scalar in visible where !font.covers(scalar) {
                        if missingSet.insert(scalar.value).inserted { missing.append(scalar) }
                        for i in clusterStart..<clusterEnd { missingUnit16[i] = true }
                    }
                }
            }
            // A visible cluster in a fallback font starts or continues a fallback run; one that is
            // not Common (or is, but the run's font lacks it) in the primary font ends it.
            if (!visible.isEmpty && slot != 0) || (runSlot != 0 && !visible.isEmpty && !isCommon) {
                if slot != runSlot && slot != 0 { runCoverage = fonts[Int(slot)].coverage }
                runSlot = slot
            }
            if slot != 0 {  // the reset above set every unit to slot 0
                for i in clusterStart..<clusterEnd { fontOfUnit16[i] = slot }
            }
            clusterStart = clusterEnd
        }
        return ClusterFonts(fonts: fonts, missing: missing)
    }

    /// What `assignFonts` keeps between clusters about the fallback fonts of the current script
    /// run. Most clusters the primary font lacks are in the first font of their script's cascade
    /// (all of them for Arabic, Hebrew, Thai and Devanagari text); once one was set in it, the
    /// next are checked against that font's coverage here and take its slot, without looking
    /// the font up in the preparation's fonts or retaining it and the cascade, objects every
    /// thread shares (callgrind, issue 14's R1 on 15 locales: 416,428 clusters the primary
    /// lacks, 342,322 of them answered here).
    struct FallbackCursor {
        /// The script run `cascade` was last entered for (-1: none yet).
        var scriptRun = -1
        var cascade: FallbackMemo.Cascade?
        /// The identity of `cascade.first` (compared without retaining either font).
        var firstID: ObjectIdentifier?
        /// The slot of `first` in the preparation's fonts once a cluster was set in it; 0 before.
        var firstSlot: UInt8 = 0
        /// `first.coverage` while `firstSlot` is not 0 (the preparation's fonts keep it alive).
        var firstCoverage: Font.Coverage?

        /// Moves to script run `run`, in `script`: its cascade is the previous run's when the
        /// script is the same.
        mutating func enter(_ run: Int, script: String, key: PreparationKey, fallbacks: FallbackMemo, library: FontLibrary) {
            scriptRun = run
            guard cascade?.script != script else { return }
            let entered = fallbacks.cascade(script: script, language: key.language, weight: key.fallbackWeight, library: library)
            cascade = entered
            firstID = entered.first.map(ObjectIdentifier.init)
            firstSlot = 0
            firstCoverage = nil
        }
    }

    /// The slot in `fonts` of the fallback font for a cluster the primary font lacks: the
    /// cascade's first font when it has every visible character (what `fallbackFont` answers
    /// then), else the remembered `fallbackFont` answer, else the primary (no font has it).
    /// A new font is added to `fonts`; past 255 fonts the primary is used.
    @inline(__always)
    static func fallbackSlot(
        scalars: UnsafeBufferPointer<Unicode.Scalar>, visible: UnsafeBufferPointer<Unicode.Scalar>, cascade: FallbackMemo.Cascade,
        library: FontLibrary, fonts: inout [Font]
    ) -> UInt8 {
        var chosen = fonts[0]
        if let first = cascade.first, covers(first, visible) {
            chosen = first
        } else if let fallback = cascade.font(for: scalars, library: library) {
            chosen = fallback
        }
        if let index = fonts.firstIndex(where: { $0 === chosen }) {
            return UInt8(index)
        }
        guard fonts.count < 255 else { return 0 }
        fonts.append(chosen)
        return UInt8(fonts.count - 1)
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

    /// `ScriptItemizer.isCommon`, with its range tests made here for a cluster of one visible
    /// character (most clusters of fallback runs: 235,740 calls in issue 14's R1 on 15 locales).
    @inline(__always)
    static func isCommonCluster(_ visible: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
        if visible.count == 1 {
            if ScriptItemizer.isCertainlyCommon(visible[0]) { return true }
            if ScriptItemizer.isCertainlyScriptSpecific(visible[0]) { return false }
        }
        return ScriptItemizer.isCommon(visible)
    }

    /// Whether `font` has every scalar of `scalars`.
    @inline(__always)
    static func covers(_ font: Font, _ scalars: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
        covers(font.coverage, scalars)
    }

    /// Whether the font of `coverage` has every scalar of `scalars`.
    @inline(__always)
    static func covers(_ coverage: Font.Coverage, _ scalars: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
        for scalar in scalars where !coverage.covers(scalar) { return false }
        return true
    }

    /// `FontLibrary.isIgnorableForCoverage`, answered without a property lookup for the letters
    /// of the scripts most UI text is in.
    ///
    /// The ranges below hold no Default_Ignorable_Code_Point and no control character (the
    /// ignorables nearest to them are U+00AD, U+034F, U+061C, U+115F, U+17B4, U+180B, U+200B,
    /// U+3164 and U+FFA0); everything else asks the full rule (a test compares every BMP code
    /// point). callgrind: the property lookup was 3% of a check; CJK punctuation, Hangul and
    /// full-width forms were added for issue 14's real-app corpus (30,710 calls of the full rule
    /// in R1 on 15 locales).
    @inline(__always)
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x5D0...0x5EA, 0x620...0x64A,
             0x900...0x97F, 0xE01...0xE5B, 0x3001...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9F:
            return false
        default:
            return FontLibrary.isIgnorableForCoverage(scalar)
        }
    }
}
