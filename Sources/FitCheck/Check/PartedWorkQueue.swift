import Foundation

/// Hands out the positions `0..<count` to `parts` threads: each thread takes the positions of
/// its own contiguous part from the front, and once its part is done helps the part with the
/// most left, from that part's back. Every position is handed out once.
///
/// The check's items come in catalog order, so a thread working through its own part meets one
/// locale after another, and the words it shapes for its own caches are seldom shaped by the
/// other thread too (see `TextMeasurer.forAnotherThread`). Taking positions in turn from one
/// queue, both threads worked in the same locale at once.
final class PartedWorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    /// Each part's next position and end.
    private var parts: [(next: Int, end: Int)]

    init(count: Int, parts: Int) {
        let parts = max(1, parts)
        self.parts = (0..<parts).map { part in (count * part / parts, count * (part + 1) / parts) }
    }

    /// The next position for the thread of `part` (0..<parts), or nil when every one was taken.
    func next(_ part: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if parts[part].next < parts[part].end {
            parts[part].next += 1
            return parts[part].next - 1
        }
        var largest: Int?
        var most = 0
        for (index, other) in parts.enumerated() where other.end - other.next > most {
            largest = index
            most = other.end - other.next
        }
        guard let largest else { return nil }
        parts[largest].end -= 1
        return parts[largest].end
    }
}
