import Foundation

/// The lock of the caches the checking threads share (the measurer's, the font library's, the
/// checker's plans): held for one dictionary lookup or insertion.
///
/// On Linux it is glibc's adaptive mutex, which spins briefly before sleeping: with two threads
/// checking entries, `NSLock` (a plain mutex) put a thread to sleep on about one lookup in fifty
/// (typefit-bench W6, 10k entries: 14,000 voluntary context switches and 20% more CPU time with
/// 2 threads than with 1), and waking it costs more than the lookup it waited for. Elsewhere it
/// is an `NSLock`.
package final class CacheLock: @unchecked Sendable {
    #if canImport(Glibc)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        // PTHREAD_MUTEX_ADAPTIVE_NP (glibc, <pthread.h>); not exported to Swift without _GNU_SOURCE.
        pthread_mutexattr_settype(&attributes, 3)
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always) package func lock() { pthread_mutex_lock(mutex) }
    @inline(__always) package func unlock() { pthread_mutex_unlock(mutex) }
    #else
    private let base = NSLock()
    package init() {}
    @inline(__always) package func lock() { base.lock() }
    @inline(__always) package func unlock() { base.unlock() }
    #endif
}
