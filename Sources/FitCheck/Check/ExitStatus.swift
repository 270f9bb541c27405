/// The exit status of `typefit`, one type for every code: what a check maps to
/// (`CheckResult.exitStatus`: 0, 1 or 2) and what the command line adds (64, 70), with
/// sysexits.h's codes where one fits.
public enum ExitStatus: Int32, Sendable, Hashable, CaseIterable {
    /// Success: a check found nothing at failing severity; any other command did its work.
    case success = 0
    /// A check found text that does not fit at failing severity, `measure` a text that does not
    /// fit its slot (or a command failed for a reason none of the others names).
    case failing = 1
    /// An input could not be read or an output written; a check still checks and reports
    /// everything else.
    case inputError = 2
    /// The command line or the spec is wrong (`EX_USAGE`).
    case usage = 64
    /// TypeFit itself is broken, for example a malformed embedded table (`EX_SOFTWARE`).
    case internalError = 70

    /// What the code means, in a few words, for help texts.
    public var meaning: String {
        switch self {
        case .success: "success: nothing at failing severity (check), or the work is done"
        case .failing: "text does not fit: at failing severity (check), in its slot (measure)"
        case .inputError: "an input could not be read, or an output written"
        case .usage: "usage error: a wrong option, value or spec"
        case .internalError: "internal error: TypeFit itself is broken (please report it)"
        }
    }
}
