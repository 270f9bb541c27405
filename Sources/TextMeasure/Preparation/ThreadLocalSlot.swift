#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An object of each thread's own, made on the thread's first use and released when the thread
/// ends: for memos read on every measurement, which a lock shared by the measuring threads made
/// slower with each thread (see `ObjectPool`). Make these static: they live as long as the
/// process (see `ThreadLocalSlot`).
final class PerThread<Object: AnyObject>: @unchecked Sendable {
    private let slot = ThreadLocalSlot()
    private let make: () -> Object

    init(make: @escaping () -> Object) {
        self.make = make
    }

    /// The calling thread's object.
    var object: Object {
        if let object = slot.peek() { return Unmanaged<Object>.fromOpaque(object).takeUnretainedValue() }
        let object = make()
        slot.fill(Unmanaged.passRetained(object).toOpaque())
        return object
    }
}

/// One retained object per thread (a POSIX thread-specific key), released when the thread ends.
/// The key is never deleted: make slots that live as long as the process (static ones).
final class ThreadLocalSlot: @unchecked Sendable {
    private var key = pthread_key_t()

    init() {
        let status = pthread_key_create(&key, releaseThreadLocalObject)
        // Only the system's limit on keys (at least 128, PTHREAD_KEYS_MAX) makes this fail; this
        // module makes three.
        precondition(status == 0, "pthread_key_create failed (\(status))")
    }

    var isFilled: Bool { pthread_getspecific(key) != nil }

    /// The thread's object, left in the slot; nil when it is empty.
    func peek() -> UnsafeMutableRawPointer? {
        pthread_getspecific(key)
    }

    /// The thread's object (retained), leaving the slot empty; nil when it was.
    func take() -> UnsafeMutableRawPointer? {
        guard let object = pthread_getspecific(key) else { return nil }
        pthread_setspecific(key, nil)
        return object
    }

    /// Fills the empty slot with a retained object.
    func fill(_ object: UnsafeMutableRawPointer) {
        pthread_setspecific(key, object)
    }
}

#if canImport(Darwin)
private func releaseThreadLocalObject(_ object: UnsafeMutableRawPointer) {
    Unmanaged<AnyObject>.fromOpaque(object).release()
}
#else
private func releaseThreadLocalObject(_ object: UnsafeMutableRawPointer?) {
    if let object { Unmanaged<AnyObject>.fromOpaque(object).release() }
}
#endif
