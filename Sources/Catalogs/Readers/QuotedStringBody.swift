/// The text of a `.strings` quoted string as it is read: runs of the file's own UTF-8 bytes kept
/// as a range of the file and copied only when an escape follows them, so a string without
/// escapes becomes a String in one copy (callgrind: appending to a String's scalar view, one
/// scalar or a run at a time, was a third of reading a .strings file; issue 14). Escaped
/// surrogate halves are joined, problems collected.
struct QuotedStringBody {
    private let source: UnsafeBufferPointer<UInt8>
    /// The text read so far is `bytes` followed by `source[run]`.
    private var bytes: [UInt8] = []
    private var run = 0..<0
    var surrogates = SurrogateEscapes()
    private(set) var problems: [String] = []

    init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
    }

    var text: String {
        let tail = UnsafeBufferPointer(rebasing: source[run])
        if bytes.isEmpty { return String(decoding: tail, as: UTF8.self) }
        return String(decoding: bytes + tail, as: UTF8.self)
    }

    /// Adds the file's bytes in `range` (whole characters) to the text.
    mutating func extend(_ range: Range<Int>) {
        if range.lowerBound == run.upperBound {
            run = run.lowerBound..<range.upperBound
        } else {
            copyRun()
            run = range
        }
    }

    /// Adds a character that is not the file's own (an escape's).
    mutating func append(_ scalar: Unicode.Scalar) {
        copyRun()
        UTF8.encode(scalar) { bytes.append($0) }
    }

    private mutating func copyRun() {
        guard !run.isEmpty else { return }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[run]))
        run = run.upperBound..<run.upperBound
    }

    /// Appends what the surrogate joiner gives; half a pair is U+FFFD, reported.
    mutating func emit(_ outputs: [SurrogateEscapes.Output]) {
        for item in outputs {
            switch item {
            case .scalar(let scalar): append(scalar)
            case .lone(let value):
                append("\u{FFFD}")
                problems.append(SurrogateEscapes.loneMessage(value))
            }
        }
    }

    /// A high surrogate not followed by a low one is alone.
    mutating func flushPendingSurrogate() { emit(surrogates.flush()) }
}
