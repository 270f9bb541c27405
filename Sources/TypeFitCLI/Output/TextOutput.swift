import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A place text is written to: the process's stdout or stderr, or a buffer in tests.
public struct TextOutput: Sendable {
    /// Whether the destination is a terminal (colour is only used on one).
    public let isTerminal: Bool
    private let sink: @Sendable (String) -> Void

    /// An output that hands every piece of text to `write`.
    public init(isTerminal: Bool = false, write: @escaping @Sendable (String) -> Void) {
        self.isTerminal = isTerminal
        self.sink = write
    }

    /// Writes `text` as is.
    public func write(_ text: String) { sink(text) }

    /// The process's standard output.
    public static var standardOutput: TextOutput {
        TextOutput(isTerminal: isatty(STDOUT_FILENO) == 1) { FileHandle.standardOutput.write(Data($0.utf8)) }
    }

    /// The process's standard error.
    public static var standardError: TextOutput {
        TextOutput(isTerminal: isatty(STDERR_FILENO) == 1) { FileHandle.standardError.write(Data($0.utf8)) }
    }
}
