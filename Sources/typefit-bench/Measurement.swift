import Foundation

/// Wall-clock time and the statistics the report gives: median, min and max of several runs.
enum Clock {
    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Runs `body` and returns its result with the seconds it took.
    static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = now()
        let value = try body()
        return (value, now() - start)
    }
}

/// Several timings of one thing.
struct Samples: Codable, Sendable {
    var values: [Double]

    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
    var min: Double { values.min() ?? .nan }
    var max: Double { values.max() ?? .nan }

    /// `work / seconds` for each sample (a rate: the median rate is work / median time).
    func rate(_ work: Double) -> (median: Double, min: Double, max: Double) {
        (work / median, work / max, work / min)
    }
}

/// Peak resident memory of this process's own address space: `VmHWM` of /proc/self/status on
/// Linux, else `peakMemoryBytes()`.
///
/// W6's children report this one: on Linux, `ru_maxrss` of a process started with fork (or
/// vfork) and exec includes the high-water mark of the parent's address space it replaced (the
/// kernel carries the old mm's peak into the new one at exec), so a child of a 190 MB parent
/// reports at least 190 MB whatever it does itself.
func ownPeakMemoryBytes() -> Int {
    #if os(Linux)
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
       let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
       let kb = Int(line.split(separator: " ").dropFirst().first ?? "") {
        return kb * 1024
    }
    #endif
    return peakMemoryBytes()
}

/// Peak resident memory of this process so far (getrusage, RUSAGE_SELF; kilobytes on Linux).
func peakMemoryBytes() -> Int {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    #if os(Linux)
    return Int(usage.ru_maxrss) * 1024
    #else
    return Int(usage.ru_maxrss)
    #endif
}

/// The directory of the running executable (other built products sit next to it).
func executableDirectory() -> URL {
    #if os(Linux)
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return URL(fileURLWithPath: path).deletingLastPathComponent()
    }
    #endif
    return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
}

/// Runs `work(i)` for every `i` in `0..<count` on `threads` threads (the calling one included),
/// handing out chunks of `chunk` indices. Results go to the caller's storage by index, so the
/// output order never depends on the thread count.
func parallelFor(_ count: Int, threads: Int, chunk: Int = 16, _ work: @escaping @Sendable (Int) -> Void) {
    final class Cursor: @unchecked Sendable {
        let lock = NSLock()
        var next = 0
        func take(_ n: Int, limit: Int) -> Range<Int>? {
            lock.lock()
            defer { lock.unlock() }
            guard next < limit else { return nil }
            let start = next
            next = Swift.min(limit, next + n)
            return start..<next
        }
    }
    let cursor = Cursor()
    let body: @Sendable () -> Void = {
        while let range = cursor.take(chunk, limit: count) {
            for i in range { work(i) }
        }
    }
    if threads <= 1 {
        body()
        return
    }
    let group = DispatchGroup()
    var workers: [Thread] = []
    for _ in 1..<threads {
        group.enter()
        let thread = Thread {
            body()
            group.leave()
        }
        thread.stackSize = 1 << 22
        workers.append(thread)
        thread.start()
    }
    body()
    group.wait()
}

/// A fixed-size array that threads write to at distinct indices.
final class ResultSlots<T>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<T>

    init(count: Int, initial: T) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: initial)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    subscript(i: Int) -> T {
        get { storage[i] }
        set { storage[i] = newValue }
    }

    var array: [T] { Array(storage) }
}
