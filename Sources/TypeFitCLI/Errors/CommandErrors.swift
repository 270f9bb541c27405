/// Exit codes of `typefit` (sysexits.h where one fits).
enum ExitCode {
    /// Success.
    static let success: Int32 = 0
    /// A check failed, or the command could not finish.
    static let failure: Int32 = 1
    /// The command line was wrong (`EX_USAGE`).
    static let usage: Int32 = 64
    /// TypeFit itself is broken, for example a malformed embedded table (`EX_SOFTWARE`).
    static let internalError: Int32 = 70
}

/// The command line was wrong: one line naming the problem, and a hint. Exits 64.
struct UsageError: Error, Equatable {
    let message: String
    let hint: String?

    init(_ message: String, hint: String?) {
        self.message = message
        self.hint = hint
    }
}

/// The command could not finish for a reason outside the command line (a file it cannot write).
struct RuntimeError: Error {
    let message: String
    var hint: String? = nil
    var exitCode: Int32 = ExitCode.failure
}

/// Ends the command early and successfully with some text (help, version).
struct CleanExit: Error {
    let text: String
}
