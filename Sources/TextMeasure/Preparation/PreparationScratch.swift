/// The temporary arrays of one preparation (see `PreparationWorkspace`). Each is emptied and
/// refilled by `TextPreparer`, keeping its capacity. The per-code-unit ones are `ScratchArray`s;
/// everything is freed by `trim(to:)` (the workspace trims to zero when it goes away).
struct PreparationScratch {
    var fontOfUnit16 = ScratchArray<UInt8>()
    var missingUnit16 = ScratchArray<Bool>()
    var cuts: [Int] = []
    var raw: [RawGlyph] = []
    var isClusterStart = ScratchArray<Bool>()
    var unitOf16 = ScratchArray<Int32>()
    var breakAt = ScratchArray<UInt8>()
    var rawRuns: [TextPreparer.RawRun] = []
    /// The outputs of steps 3 and 4 (see `TextPreparer.Units`), copied into the prepared text's
    /// one storage block at the end: as arrays of their own they were 8 allocations a
    /// preparation, each of which also looked up its array type's metadata (callgrind, issue
    /// 14's R1 on 15 locales: about 700 instructions an array before malloc, 45M of `cutUnits`'
    /// 110M, 30M of `flagUnits`' 98M, 15M of `markCalibrationGroups`' 57M).
    var unitStarts = ScratchArray<Int32>()
    var advances = ScratchArray<Float>()
    var glyphs = ScratchArray<ShapedGlyph>()
    var runs = ScratchArray<ShapedRun>()
    var flags = ScratchArray<UnitFlags>()
    var unitFonts = ScratchArray<UInt8>()
    var lineHeights = ScratchArray<Double>()
    var ascenders = ScratchArray<Double>()
    /// Room for the scalars of one grapheme cluster (at most the text's length), twice (see
    /// `scalarBuffers(capacity:)`); allocated on first use, grows as needed.
    private var scalars = UnsafeMutableBufferPointer<Unicode.Scalar>(start: nil, count: 0)
}

extension PreparationScratch {
    /// Two buffers of at least `capacity` scalars each, valid until the next call or the next
    /// `trim(to:)`.
    mutating func scalarBuffers(capacity: Int) -> (UnsafeMutableBufferPointer<Unicode.Scalar>, UnsafeMutableBufferPointer<Unicode.Scalar>) {
        let needed = 2 * max(1, capacity)
        if scalars.count < needed {
            scalars.deallocate()
            scalars = .allocate(capacity: max(needed, 2 * scalars.count, 64))
        }
        let half = scalars.count / 2
        return (UnsafeMutableBufferPointer(rebasing: scalars[0..<half]), UnsafeMutableBufferPointer(rebasing: scalars[half..<(2 * half)]))
    }

    /// Drops every array whose capacity is above `limit` elements (both scalar buffers together
    /// may hold twice that).
    mutating func trim(to limit: Int) {
        func trimmed<T>(_ array: inout [T]) { if array.capacity > limit { array = [] } }
        trimmed(&cuts)
        trimmed(&raw)
        trimmed(&rawRuns)
        fontOfUnit16.release(above: limit)
        missingUnit16.release(above: limit)
        isClusterStart.release(above: limit)
        unitOf16.release(above: limit)
        breakAt.release(above: limit)
        unitStarts.release(above: limit)
        advances.release(above: limit)
        glyphs.release(above: limit)
        runs.release(above: limit)
        flags.release(above: limit)
        unitFonts.release(above: limit)
        lineHeights.release(above: limit)
        ascenders.release(above: limit)
        if scalars.count > 2 * limit {
            scalars.deallocate()
            scalars = UnsafeMutableBufferPointer(start: nil, count: 0)
        }
    }
}
