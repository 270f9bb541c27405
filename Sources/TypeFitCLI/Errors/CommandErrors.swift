import FitCheck

/// The command line was wrong: one line naming the problem, and a hint. Exits `ExitStatus.usage` (64).
package struct UsageError: Error, Equatable {
    package let message: String
    package let hint: String?

    /// An error saying `message`, with what to do in `hint`.
    package init(_ message: String, hint: String?) {
        self.message = message
        self.hint = hint
    }
}

/// The command could not finish for a reason outside the command line: an input it cannot read
/// (a font, the fonts folder), an output it cannot write. Exits `ExitStatus.inputError` (2).
struct RuntimeError: Error, CustomStringConvertible {
    let message: String
    var hint: String? = nil

    /// The message, and the hint after it.
    var description: String { message + (hint.map { " (\($0))" } ?? "") }
}

/// Ends the command early and successfully with some text (help, version).
struct CleanExit: Error {
    let text: String
}

/// Something TypeFit itself got wrong (a document it made that it cannot read back): a bug to
/// report. Exits `ExitStatus.internalError` (70).
struct InternalError: Error {
    let message: String
}
