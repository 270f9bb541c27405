/// A process-wide pool of reusable work objects (a HarfBuzz buffer with its arrays, ICU's break
/// iterators), lent to one borrower at a time: making them per call allocated and grew them
/// every time (perf: malloc and free were a tenth of a check's time).
///
/// Each thread keeps its own idle object, so borrowing takes no lock and an object stays with
/// the thread (and the core) that grew it. A shared list with a lock handed each thread the
/// object another had just given back: with `--jobs 2` on a real app's catalogs the lock and
/// the objects' arrays went back and forth between the cores (perf: the preparation's code took
/// 1.8x the samples it took with one thread; issue 14). A borrow nested in another on the same
/// thread gets an object of its own. A thread's idle object is released when the thread ends.
///
/// An object is held by one borrower at a time, which is what makes the unchecked Sendable sound.
final class ObjectPool<Object: AnyObject>: @unchecked Sendable {
    private let idle = ThreadLocalSlot()
    private let make: () -> Object
    /// Called on each object given back, before it is kept (to let go of what a huge input grew).
    private let reset: (Object) -> Void

    init(make: @escaping () -> Object, reset: @escaping (Object) -> Void = { _ in }) {
        self.make = make
        self.reset = reset
    }

    /// Runs `body` with an object borrowed from the pool and gives it back afterwards.
    func borrow<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        // Taken out of the slot while borrowed: a nested borrow finds the slot empty.
        let object = idle.take().map { Unmanaged<Object>.fromOpaque($0).takeRetainedValue() } ?? make()
        defer {
            reset(object)
            // A nested borrow's object may have filled the slot meanwhile; this one goes then.
            if !idle.isFilled { idle.fill(Unmanaged.passRetained(object).toOpaque()) }
        }
        return try body(object)
    }
}
