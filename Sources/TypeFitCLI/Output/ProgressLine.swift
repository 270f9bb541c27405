import Foundation

/// Progress of a long check on standard error, one line rewritten in place:
/// `checking: 12,345 of 49,943 entries (3,456 entries/s)`.
///
/// Shown only when standard error is a terminal (never in pipes or CI logs; the caller decides)
/// and only once the run has taken `delay` seconds, so short runs print nothing. Thread-safe:
/// the checker reports from its worker threads; lines are written at most every `interval`.
final class ProgressLine: @unchecked Sendable {
    private let output: TextOutput
    private let delay: Double
    private let interval: Double
    private let now: @Sendable () -> Double
    private let start: Double
    private let lock = NSLock()
    private var lastPrint = -Double.infinity
    private var printed = false

    /// A progress line on `output`, starting now; `now` gives seconds (a test passes its own clock).
    init(output: TextOutput, delay: Double = 1, interval: Double = 0.1,
         now: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }) {
        self.output = output
        self.delay = delay
        self.interval = interval
        self.now = now
        start = now()
    }

    /// `done` of `total` entries are checked.
    func update(done: Int, total: Int) {
        let time = now()
        lock.lock()
        defer { lock.unlock() }
        let elapsed = time - start
        guard elapsed >= delay, time - lastPrint >= interval || done == total else { return }
        lastPrint = time
        printed = true
        let rate = elapsed > 0 ? Int(Double(done) / elapsed) : 0
        output.write("\r\u{1B}[Kchecking: \(grouped(done)) of \(grouped(total)) entries (\(grouped(rate)) entries/s)")
    }

    /// Says what comes next (`writing the html report`) when a line is showing.
    func phase(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        if printed { output.write("\r\u{1B}[K\(text)") }
    }

    /// Clears the line, if one was written.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if printed { output.write("\r\u{1B}[K") }
        printed = false
    }

    private func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(character)
        }
        return out
    }
}
