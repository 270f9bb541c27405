/// What one preparation works with: a HarfBuzz shaper and the scratch arrays, kept together so
/// each thread reuses a buffer and arrays that have already grown (perf: malloc and free were
/// 9% of the core check's time when every preparation made its own).
///
/// Not thread-safe: borrow one with `withShared`.
final class PreparationWorkspace {
    let shaper = Shaper()
    /// `TextPreparer` takes these out for a preparation and puts them back. One borrower at a
    /// time uses a workspace, so the runtime's exclusivity check is left out.
    @exclusivity(unchecked) var scratch = PreparationScratch()

    /// Work arrays larger than this many elements are not kept for the next preparation: one
    /// huge text must not hold its memory in the pool for the rest of the process.
    static let keptCapacity = 1 << 16

    deinit {
        scratch.trim(to: 0)
    }

    /// Lets go of work arrays a huge text grew (see `keptCapacity`).
    func trimScratch() {
        scratch.trim(to: Self.keptCapacity)
    }
}

extension PreparationWorkspace {
    /// Runs `body` with a workspace borrowed from a process-wide pool and returns it afterwards
    /// (see `ObjectPool`); huge arrays are let go of on the way back (`trimScratch`).
    static func withShared<Result>(_ body: (PreparationWorkspace) throws -> Result) rethrows -> Result {
        try pool.borrow(body)
    }

    private static let pool = ObjectPool(make: PreparationWorkspace.init, reset: { $0.trimScratch() })
}
