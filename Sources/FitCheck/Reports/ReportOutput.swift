import Foundation

/// Where a report is written, piece by piece: a file, standard output, or a string.
///
/// Writers hand it text as they go and never hold the whole document (DESIGN.md, decision 7):
/// it keeps at most `bufferSize` bytes and passes them on when full. The first failure to pass
/// them on (a full disk) is kept; later writes are dropped and ``finish()`` throws it.
public final class ReportOutput {
    /// Bytes kept before they are passed on.
    public static let bufferSize = 1 << 16

    private var buffer: [UInt8] = []
    private let sink: ([UInt8]) throws -> Void
    private var failure: Error?
    /// Bytes written so far (passed on or buffered).
    public private(set) var byteCount = 0

    /// An output passing every full buffer to `sink`.
    public init(sink: @escaping ([UInt8]) throws -> Void) {
        self.sink = sink
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// An output writing to an open file (the caller closes it after ``finish()``).
    public convenience init(fileHandle: FileHandle) {
        self.init { bytes in try fileHandle.write(contentsOf: bytes) }
    }

    /// Appends `text` (UTF-8).
    public func write(_ text: String) {
        guard failure == nil else { return }
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    /// Appends UTF-8 `bytes` (a writer that builds its pieces as bytes, with no string made of
    /// them: `JSONLine`).
    func write(bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        byteCount += bytes.count
        if buffer.count + bytes.count > Self.bufferSize { flush() }
        if bytes.count >= Self.bufferSize {
            pass(Array(bytes))
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Passes on what is buffered and throws the first failure, if any.
    public func finish() throws {
        flush()
        if let failure { throw failure }
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        pass(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private func pass(_ bytes: [UInt8]) {
        guard failure == nil else { return }
        do { try sink(bytes) } catch { failure = error }
    }
}

extension ReportOutput {
    /// Runs `body` with an output collecting into a string, and returns the string (for tests and
    /// small reports; files and standard output are written as streams).
    public static func collecting(_ body: (ReportOutput) -> Void) -> String {
        var data: [UInt8] = []
        let output = ReportOutput { data.append(contentsOf: $0) }
        body(output)
        try? output.finish()  // collecting into memory cannot fail
        return String(decoding: data, as: UTF8.self)
    }
}
