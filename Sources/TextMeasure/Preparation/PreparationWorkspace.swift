/// What one preparation works with: a HarfBuzz shaper and the scratch arrays, kept together so
/// each thread reuses a buffer and arrays that have already grown (perf: malloc and free were
/// 9% of the core check's time when every preparation made its own).
///
/// Not thread-safe: borrow one with `withShared`.
final class PreparationWorkspace {
    let shaper = Shaper()
    /// `TextPreparer` takes these out for a preparation and puts them back.
    var scratch = PreparationScratch()

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
    /// Runs `body` with a workspace borrowed from a process-wide pool and returns it afterwards.
    ///
    /// Each borrower has the workspace to itself, so this is safe from any thread; the pool
    /// grows to the number of concurrent borrowers. A new HarfBuzz buffer per preparation
    /// allocated and grew its glyph arrays every time (perf: malloc and free were a tenth of a
    /// check's time).
    static func withShared<Result>(_ body: (PreparationWorkspace) throws -> Result) rethrows -> Result {
        let workspace = SharedPool.instance.checkOut()
        defer { SharedPool.instance.checkIn(workspace) }
        return try body(workspace)
    }

    /// The pool behind `withShared`; a workspace in it is held by at most one borrower at a
    /// time, which is what makes the unchecked Sendable sound.
    private final class SharedPool: @unchecked Sendable {
        static let instance = SharedPool()
        private let lock = CacheLock()
        private var idle: [PreparationWorkspace] = []

        func checkOut() -> PreparationWorkspace {
            lock.lock()
            defer { lock.unlock() }
            return idle.popLast() ?? PreparationWorkspace()
        }

        func checkIn(_ workspace: PreparationWorkspace) {
            workspace.trimScratch()
            lock.lock()
            defer { lock.unlock() }
            if idle.count < 16 { idle.append(workspace) }
        }
    }
}
