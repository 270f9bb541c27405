/// A process-wide pool of reusable work objects (a HarfBuzz buffer with its arrays, ICU's break
/// iterators), lent to one borrower at a time: making them per call allocated and grew them
/// every time (perf: malloc and free were a tenth of a check's time).
///
/// Each borrower has the object to itself, so borrowing is safe from any thread; the pool grows
/// to the number of concurrent borrowers and keeps at most `limit` idle objects. An object in
/// the pool is held by at most one borrower at a time, which is what makes the unchecked
/// Sendable sound.
final class ObjectPool<Object: AnyObject>: @unchecked Sendable {
    private let lock = CacheLock()
    /// Guarded by `lock`, so the runtime's exclusivity check is left out (three checks a
    /// borrowing cost as much as the lock, callgrind on issue 14's R1).
    @exclusivity(unchecked) private var idle: [Object] = []
    private let limit: Int
    private let make: () -> Object
    /// Called on each object given back, before it is kept (to let go of what a huge input grew).
    private let reset: (Object) -> Void

    init(limit: Int = 16, make: @escaping () -> Object, reset: @escaping (Object) -> Void = { _ in }) {
        self.limit = limit
        self.make = make
        self.reset = reset
    }

    /// Runs `body` with an object borrowed from the pool and gives it back afterwards.
    func borrow<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        let object = checkOut()
        defer { checkIn(object) }
        return try body(object)
    }

    private func checkOut() -> Object {
        lock.lock()
        let object = idle.popLast()
        lock.unlock()
        return object ?? make()
    }

    private func checkIn(_ object: Object) {
        reset(object)
        lock.lock()
        defer { lock.unlock() }
        if idle.count < limit { idle.append(object) }
    }
}
