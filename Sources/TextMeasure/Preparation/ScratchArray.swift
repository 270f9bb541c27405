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

    /// The first `count` elements, valid until the next `reset` or `release`.
    func prefix(_ count: Int) -> UnsafeBufferPointer<Element> {
        precondition(count >= 0 && count <= self.count, "scratch prefix outside the elements set")
        return UnsafeBufferPointer(start: base, count: count)
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
