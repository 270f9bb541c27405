internal import CHarfBuzz

/// One glyph of a shaping call, with its cluster (a UTF-16 offset into the whole text).
struct RawGlyph {
    var glyph: UInt32
    var cluster: Int32
    var advance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

/// Shapes runs of a text with HarfBuzz, at the font's units per em and without hinting, so that
/// advances scale linearly with the point size.
///
/// Ownership: a shaper owns one `hb_buffer_t`, cleared before each call and destroyed in `deinit`.
/// Not thread-safe: borrow one with `withShared` (a pool, so each thread reuses a buffer whose
/// arrays have already grown) or make one.
final class Shaper {
    private let buffer: OpaquePointer
    /// Work arrays of a preparation, kept with the shaper so each thread reuses grown arrays
    /// instead of allocating a dozen per preparation (perf: malloc and free were 9% of the
    /// core check's time). `TextPreparer` takes them out for the preparation and puts them back.
    var scratch = PreparationScratch()
    /// Room for the scalars of one grapheme cluster (at most the text's length), twice (see
    /// `TextPreparer`); grows as needed.
    private var scalars = UnsafeMutableBufferPointer<Unicode.Scalar>.allocate(capacity: 64)

    init() {
        buffer = hb_buffer_create()!
    }

    deinit {
        hb_buffer_destroy(buffer)
        scalars.deallocate()
        scratch.trim(to: 0)
    }

    /// The last language and script asked for and the handle to shape them with (see
    /// `ShapingLanguages`): a text's runs all have its language, and looking the handle up
    /// each time cost more than shaping a short run's bookkeeping (callgrind).
    private var language: (tag: String, script: hb_script_t, handle: hb_language_t?)?

    private func hbLanguage(_ tag: String, script: hb_script_t) -> hb_language_t? {
        if let language, language.tag == tag, language.script == script { return language.handle }
        let handle = ShapingLanguages.handle(for: tag, script: script)
        language = (tag, script, handle)
        return handle
    }

    /// An ISO 15924 code packed as HarfBuzz's tag (`HB_TAG`), padded with spaces as
    /// `hb_tag_from_string` does (and, like it, 0 for an empty code).
    static func tag(_ code: String) -> hb_tag_t {
        if code.isEmpty { return 0 }
        var tag: hb_tag_t = 0
        var count = 0
        for byte in code.utf8.prefix(4) {
            tag = tag << 8 | hb_tag_t(byte)
            count += 1
        }
        while count < 4 {
            tag = tag << 8 | 0x20
            count += 1
        }
        return tag
    }

    /// Work arrays larger than this many elements are not kept for the next preparation: one
    /// huge text must not hold its memory in the pool for the rest of the process.
    static let keptCapacity = 1 << 16

    /// Lets go of work arrays a huge text grew (see `keptCapacity`).
    func trimScratch() {
        if scalars.count > 2 * Self.keptCapacity {
            scalars.deallocate()
            scalars = .allocate(capacity: 64)
        }
        scratch.trim(to: Self.keptCapacity)
    }

    /// Two buffers of at least `capacity` scalars each, valid until the next call or until the
    /// shaper goes back to its pool.
    func scalarBuffers(capacity: Int) -> (UnsafeMutableBufferPointer<Unicode.Scalar>, UnsafeMutableBufferPointer<Unicode.Scalar>) {
        let needed = 2 * max(1, capacity)
        if scalars.count < needed {
            scalars.deallocate()
            scalars = .allocate(capacity: max(needed, 2 * scalars.count))
        }
        let half = scalars.count / 2
        return (UnsafeMutableBufferPointer(rebasing: scalars[0..<half]), UnsafeMutableBufferPointer(rebasing: scalars[half..<(2 * half)]))
    }

    /// Shapes `range` of `text` (the whole text is passed as context, so shaping at the run's
    /// edges sees its neighbours) and appends the glyphs, in visual order, to `output`.
    ///
    /// - Parameters:
    ///   - script: ISO 15924 tag (`Latn`, `Arab`); the buffer's script is set explicitly.
    ///   - language: BCP 47 tag; the buffer's language is set explicitly.
    func shape(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: Font, rightToLeft: Bool,
        script: String, language: String, into output: inout [RawGlyph]
    ) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        let hbScript = hb_script_from_iso15924_tag(Self.tag(script))
        hb_buffer_set_script(buffer, hbScript)
        hb_buffer_set_language(buffer, hbLanguage(language, script: hbScript))
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        hb_shape(font.hbFont, buffer, nil, 0)

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        output.reserveCapacity(output.count + Int(count))
        for i in 0..<Int(count) {
            output.append(RawGlyph(
                glyph: infos[i].codepoint, cluster: Int32(infos[i].cluster), advance: positions[i].x_advance,
                xOffset: positions[i].x_offset, yOffset: positions[i].y_offset))
        }
    }
}

extension Shaper {
    /// Runs `body` with a shaper borrowed from a process-wide pool and returns it afterwards.
    ///
    /// Each borrower has the shaper to itself, so this is safe from any thread; the pool grows
    /// to the number of concurrent borrowers. A new buffer per preparation allocated and grew
    /// its glyph arrays every time (perf: malloc and free were a tenth of a check's time).
    static func withShared<Result>(_ body: (Shaper) throws -> Result) rethrows -> Result {
        let shaper = SharedPool.instance.checkOut()
        defer { SharedPool.instance.checkIn(shaper) }
        return try body(shaper)
    }

    /// The pool behind `withShared`; a shaper in it is held by at most one borrower at a time,
    /// which is what makes the unchecked Sendable sound.
    private final class SharedPool: @unchecked Sendable {
        static let instance = SharedPool()
        private let lock = CacheLock()
        private var idle: [Shaper] = []

        func checkOut() -> Shaper {
            lock.lock()
            defer { lock.unlock() }
            return idle.popLast() ?? Shaper()
        }

        func checkIn(_ shaper: Shaper) {
            shaper.trimScratch()
            lock.lock()
            defer { lock.unlock() }
            if idle.count < 16 { idle.append(shaper) }
        }
    }
}

/// The temporary arrays of one preparation (see `Shaper.scratch`). Each is emptied and refilled
/// by `TextPreparer`, keeping its capacity. The per-code-unit ones are `ScratchArray`s, freed by
/// `trim(to:)` (the shaper trims to zero when it goes away).
struct PreparationScratch {
    var fontOfUnit16 = ScratchArray<UInt8>()
    var missingUnit16 = ScratchArray<Bool>()
    var isCut = ScratchArray<Bool>()
    var cuts: [Int] = []
    var raw: [RawGlyph] = []
    var isClusterStart = ScratchArray<Bool>()
    var unitOf16 = ScratchArray<Int32>()
    var breakAt = ScratchArray<UInt8>()
}

extension PreparationScratch {
    /// Drops every array whose capacity is above `limit` elements.
    mutating func trim(to limit: Int) {
        func trimmed<T>(_ array: inout [T]) { if array.capacity > limit { array = [] } }
        trimmed(&cuts)
        trimmed(&raw)
        fontOfUnit16.release(above: limit)
        missingUnit16.release(above: limit)
        isCut.release(above: limit)
        isClusterStart.release(above: limit)
        unitOf16.release(above: limit)
        breakAt.release(above: limit)
    }
}

/// A growable block of plain values, read and written through a pointer: the per-code-unit
/// loops of a preparation store into these a few times per code unit, and through `[T]` every
/// store checked that the array was uniquely referenced (callgrind: a million checks in 3,750
/// preparations). Indices are still checked, in release builds too: a wrong index stops the
/// process rather than writing past the block. The owner frees it with `release(above:)`;
/// copies share the block.
struct ScratchArray<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>?
    private(set) var capacity = 0
    /// Elements set by the last `reset`.
    private(set) var count = 0

    /// Makes room for `count` elements, all set to `value`. Earlier copies of this value may
    /// point to freed memory afterwards: take copies after the reset.
    mutating func reset(to value: Element, count: Int) {
        if count > capacity {
            base?.deallocate()
            capacity = max(count, 2 * capacity, 64)
            base = .allocate(capacity: capacity)
        }
        self.count = count
        base?.initialize(repeating: value, count: count)
    }

    @inline(__always)
    subscript(i: Int) -> Element {
        get {
            precondition(i >= 0 && i < count, "scratch index outside the text")
            return base.unsafelyUnwrapped[i]
        }
        nonmutating set {
            precondition(i >= 0 && i < count, "scratch index outside the text")
            base.unsafelyUnwrapped[i] = newValue
        }
    }

    /// Frees the block when it holds more than `limit` elements.
    mutating func release(above limit: Int) {
        guard capacity > limit else { return }
        base?.deallocate()
        base = nil
        capacity = 0
        count = 0
    }
}
