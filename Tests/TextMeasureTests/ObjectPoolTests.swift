// Tests of the per-thread pools of work objects (Sources/TextMeasure/Preparation/ObjectPool.swift,
// ThreadLocalSlot.swift): an object is lent to one borrower at a time, stays with its thread,
// and is given back reset.

import Foundation
import Testing
@testable import TextMeasure

@Suite struct ObjectPoolTests {
    final class Work {
        var uses = 0
        var resets = 0
    }

    @Test("a thread gets back the object it gave back, reset")
    func sameThreadReuses() {
        let pool = ObjectPool(make: { Work() }, reset: { $0.resets += 1 })
        let first = pool.borrow { work -> ObjectIdentifier in work.uses += 1; return ObjectIdentifier(work) }
        let second = pool.borrow { work -> ObjectIdentifier in
            #expect(work.uses == 1 && work.resets == 1)
            return ObjectIdentifier(work)
        }
        #expect(first == second)
    }

    @Test("a borrow nested in another on the same thread gets an object of its own")
    func nestedBorrowsDiffer() {
        let pool = ObjectPool(make: { Work() })
        pool.borrow { outer in
            pool.borrow { inner in
                #expect(outer !== inner)
            }
            // The inner object went back to the thread's slot; the outer one is still lent.
            pool.borrow { again in #expect(again !== outer) }
        }
    }

    @Test("threads borrowing at once never share an object")
    func concurrentBorrowersDiffer() {
        let pool = ObjectPool(make: { Work() })
        let lock = NSLock()
        nonisolated(unsafe) var lent = Set<ObjectIdentifier>()
        nonisolated(unsafe) var clashes = 0
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 {
                pool.borrow { work in
                    let id = ObjectIdentifier(work)
                    lock.lock()
                    if !lent.insert(id).inserted { clashes += 1 }
                    lock.unlock()
                    work.uses += 1
                    lock.lock()
                    lent.remove(id)
                    lock.unlock()
                }
            }
        }
        #expect(clashes == 0)
    }

    @Test("a thread's object is released when the thread ends")
    func releasedWithItsThread() async {
        final class Tracked {
            let onDeinit: @Sendable () -> Void
            init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
            deinit { onDeinit() }
        }
        let released = DispatchSemaphore(value: 0)
        let pool = ObjectPool(make: { Tracked { released.signal() } })
        let thread = Thread { pool.borrow { _ in } }
        thread.start()
        #expect(released.wait(timeout: .now() + 10) == .success)
    }
}
