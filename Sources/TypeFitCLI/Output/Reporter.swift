import TextFormatting

/// The one way `typefit` prints: results to stdout, errors and progress to stderr.
///
/// Colour (ANSI) is used only when the destination is a terminal, `NO_COLOR` is unset or empty
/// (https://no-color.org), and `TERM` is not `dumb`.
struct Reporter: Sendable {
    let standardOutput: TextOutput
    let standardError: TextOutput
    /// Whether stdout may carry colour.
    let colorsOutput: Bool
    /// Whether stderr may carry colour.
    let colorsErrors: Bool

    init(standardOutput: TextOutput, standardError: TextOutput, environment: [String: String]) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        let allowed = (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        colorsOutput = allowed && standardOutput.isTerminal
        colorsErrors = allowed && standardError.isTerminal
    }

    /// Prints `text` to stdout, ending with exactly one newline.
    func output(_ text: String) {
        standardOutput.write(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Prints a usage or runtime error to stderr: `typefit: error: MESSAGE`, then `hint: HINT`.
    func error(_ message: String, hint: String?) {
        var text = "typefit: " + ANSIStyle.paint("error:", [.bold, .red], enabled: colorsErrors) + " " + message + "\n"
        if let hint { text += ANSIStyle.paint("hint:", [.bold], enabled: colorsErrors) + " " + hint + "\n" }
        standardError.write(text)
    }

    /// Prints a warning to stderr.
    func warning(_ message: String) {
        standardError.write("typefit: " + ANSIStyle.paint("warning:", [.bold, .yellow], enabled: colorsErrors) + " " + message + "\n")
    }

    /// Prints a note to stderr (what was written where, when stdout carries a report).
    func note(_ message: String) {
        standardError.write("typefit: note: " + message + "\n")
    }

    /// `text` decorated for stdout, or unchanged when stdout has no colour.
    func styled(_ text: String, _ styles: ANSIStyle...) -> String {
        ANSIStyle.paint(text, styles, enabled: colorsOutput)
    }
}
