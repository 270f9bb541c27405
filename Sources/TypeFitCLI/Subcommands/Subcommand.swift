import FitCheck

/// A `typefit` subcommand: its name, help, signature and what it does.
///
/// To add one, write a type conforming to this protocol in its own file in this folder and add
/// it to ``SubcommandRegistry/all``. Parsing, `--help`, `help NAME` and error reporting come
/// for free.
protocol Subcommand: Sendable {
    /// The name typed after `typefit`: `table`.
    static var name: String { get }
    /// One line for the list of subcommands and the OVERVIEW.
    static var abstract: String { get }
    /// More help after the OVERVIEW line, if any (wrapped lines).
    static var discussion: String? { get }
    /// Options and arguments.
    static var signature: CommandSignature { get }
    /// Example invocations for help.
    static var examples: [String] { get }

    /// Runs the command. Throw ``UsageError`` for bad input; write results through the reporter.
    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus
}

extension Subcommand {
    static var discussion: String? { nil }
    static var examples: [String] { [] }
}

/// What a running subcommand may use.
struct CommandContext: Sendable {
    /// Where all output goes.
    let reporter: Reporter
    /// The process environment.
    let environment: [String: String]
    /// Where a command leaves what it built when the process exits right after it (`typefit`
    /// itself), so it is not freed first; nil when the caller goes on (tests).
    var keptUntilExit: KeptUntilExit? = nil
}
