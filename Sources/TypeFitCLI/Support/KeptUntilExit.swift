import Foundation

/// Values a command keeps referenced until the process exits, so they are never freed.
///
/// `typefit check` on a real app's catalogs (51,600 entries) ends holding the check's result,
/// its triage, the catalogs and the measurer's caches: freeing them all after the report was
/// written took 0.11 s of a 3.4 s run with `--jobs 2`, on one thread (timestamps, issue 14),
/// work the operating system does for free when the process exits. `TypeFit.main` passes
/// ``process``; `TypeFit.run` (tests, callers that go on) passes none, and everything is freed
/// as usual. Only references are kept: files are closed and output written before the command
/// returns, whatever is kept.
final class KeptUntilExit: @unchecked Sendable {
    /// The one store of the `typefit` process, never emptied.
    static let process = KeptUntilExit()

    private let lock = NSLock()
    private var values: [Any] = []

    /// Keeps `value` referenced for the life of the process.
    func keep(_ value: Any) {
        lock.lock()
        defer { lock.unlock() }
        values.append(value)
    }

    /// How many values are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return values.count
    }
}
