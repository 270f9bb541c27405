import FitCheck
import Foundation
import TextStyles

/// The testable entry point of the `typefit` command.
public enum TypeFit {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// Runs the command with `arguments` (without the program name) and returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        run(arguments, environment: ProcessInfo.processInfo.environment, standardOutput: .standardOutput, standardError: .standardError,
            keepingUntilExit: .process)
    }

    /// Runs the command with injected outputs and environment (for tests) and returns the exit
    /// code: an `ExitStatus` (0, 1, 2, 64 or 70; `typefit --help` lists them).
    public static func run(
        _ arguments: [String], environment: [String: String], standardOutput: TextOutput, standardError: TextOutput
    ) -> Int32 {
        run(arguments, environment: environment, standardOutput: standardOutput, standardError: standardError, keepingUntilExit: nil)
    }

    /// Runs the command; with `kept`, the command leaves its large structures there instead of
    /// freeing them (the caller exits right after: `main`).
    static func run(
        _ arguments: [String], environment: [String: String], standardOutput: TextOutput, standardError: TextOutput,
        keepingUntilExit kept: KeptUntilExit?
    ) -> Int32 {
        let reporter = Reporter(standardOutput: standardOutput, standardError: standardError, environment: environment)
        let context = CommandContext(reporter: reporter, environment: environment, keptUntilExit: kept)
        return status(arguments, context: context).rawValue
    }

    /// Runs the command and turns what it throws into a message and an exit status: the one
    /// place errors become exit codes.
    private static func status(_ arguments: [String], context: CommandContext) -> ExitStatus {
        let reporter = context.reporter
        do {
            return try dispatch(arguments, context: context)
        } catch let exit as CleanExit {
            reporter.output(exit.text)
            return .success
        } catch let error as UsageError {
            reporter.error(error.message, hint: error.hint)
            return .usage
        } catch let error as TextStyleError {
            if case .malformedTable = error {
                reporter.error(error.description, hint: "the tables compiled into typefit are broken; please report this")
                return .internalError
            }
            reporter.error(error.description, hint: error.hint ?? "see 'typefit --help' for usage")
            return .usage
        } catch let error as RuntimeError {
            reporter.error(error.message, hint: error.hint)
            return .inputError
        } catch let error as InternalError {
            reporter.error(error.message, hint: "this is a bug in typefit; please report it with the command that caused it")
            return .internalError
        } catch {
            reporter.error(String(describing: error), hint: nil)
            return .failing
        }
    }

    /// Picks the subcommand and runs it.
    private static func dispatch(_ arguments: [String], context: CommandContext) throws -> ExitStatus {
        guard let first = arguments.first else { throw CleanExit(text: HelpFormatter.rootHelp()) }
        switch first {
        case "-h", "--help":
            throw CleanExit(text: HelpFormatter.rootHelp())
        case "--version", "version":
            throw CleanExit(text: version)
        case "help":
            guard arguments.count > 1, arguments[1] != "help" else { throw CleanExit(text: HelpFormatter.rootHelp()) }
            let command = try subcommand(named: arguments[1])
            throw CleanExit(text: HelpFormatter.help(for: command))
        default:
            if first.hasPrefix("-") {
                throw UsageError("unknown option '\(first)'; a subcommand comes first", hint: "see 'typefit --help'")
            }
            let command = try subcommand(named: first)
            let name = "typefit " + command.name
            let parsed = try ArgumentParser(signature: command.signature, commandName: name)
                .parse(Token.tokenize(Array(arguments.dropFirst())))
            if parsed.flag(CommandSignature.helpFlag.name) { throw CleanExit(text: HelpFormatter.help(for: command)) }
            return try command.run(parsed, context: context)
        }
    }

    private static func subcommand(named name: String) throws -> any Subcommand.Type {
        if let command = SubcommandRegistry.find(name) { return command }
        let names = SubcommandRegistry.all.map { $0.name } + ["help"]
        let suggestion = Suggestion.nearest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("unknown subcommand '\(name)' (valid: \(names.joined(separator: ", ")))\(suggestion)", hint: "see 'typefit --help'")
    }
}
