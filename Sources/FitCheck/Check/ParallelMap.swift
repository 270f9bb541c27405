import Catalogs
import Foundation

/// `transform` of each index in `0..<count`, on up to `concurrency` threads, in index order.
///
/// Each index is computed once, by one thread, so the result is the same for any
/// `concurrency`; with 1 (or one index) it is a plain loop on the calling thread. Threads take
/// the next index as they finish one, so uneven work (a key with 60 locales beside a key with
/// one) does not leave a thread idle. For the serial steps around the check that grow with the
/// findings: with `--jobs 2` they were a quarter of a real app's run (issue 14, phase 3).
func parallelMap<T>(_ count: Int, concurrency: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    let workers = max(1, min(concurrency, count))
    if workers == 1 { return (0..<count).map(transform) }
    let next = WorkQueue(count: count)
    return [T](capacity: count) { buffer, initialized in
        let places = Places(base: buffer.baseAddress!)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.next() { places.base.advanced(by: index).initialize(to: transform(index)) }
        }
        initialized = count
    }
}

/// `0..<count` cut into contiguous parts of about equal size for up to `concurrency` threads,
/// each part at least `minimum` long (one part below that): for the steps after the check that
/// walk every entry once, where starting a thread costs more than a few thousand entries' work.
func evenParts(_ count: Int, concurrency: Int, minimum: Int = 4_096) -> [Range<Int>] {
    let parts = max(1, min(concurrency, count / max(1, minimum)))
    return (0..<parts).map { (count * $0 / parts)..<(count * ($0 + 1) / parts) }
}

/// Where the threads write their results (distinct indices of one buffer, each written once).
private struct Places<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
}

/// Writes `count` pieces of UTF-8 text to `output` in order, building them on up to
/// `concurrency` threads a window at a time, so at most a window's text is held at once.
func writeInOrder(_ count: Int, concurrency: Int, to output: ReportOutput, piece: @Sendable (Int) -> [UInt8]) {
    guard concurrency > 1 else {
        for index in 0..<count { piece(index).withUnsafeBufferPointer { output.write(bytes: $0) } }
        return
    }
    let window = concurrency * 16
    var start = 0
    while start < count {
        let (first, end) = (start, min(count, start + window))
        for bytes in parallelMap(end - first, concurrency: concurrency, { piece(first + $0) }) {
            bytes.withUnsafeBufferPointer { output.write(bytes: $0) }
        }
        start = end
    }
}
