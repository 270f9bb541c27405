import Foundation
import Testing
@testable import TypeFitCLI

/// A buffer to inject as stdout or stderr. (A lock rather than `Mutex`, which needs macOS 15.)
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    var value: String { lock.withLock { text } }

    func output(isTerminal: Bool = false) -> TextOutput {
        TextOutput(isTerminal: isTerminal) { [self] piece in lock.withLock { text += piece } }
    }
}

@Suite("typefit in process")
struct InProcessTests {
    func run(_ arguments: [String], environment: [String: String] = ["TYPEFIT_SYSTEM_FONT": "stand-in"], terminal: Bool = false) -> (Int32, String, String) {
        let out = Capture(), err = Capture()
        let code = TypeFit.run(arguments, environment: environment, standardOutput: out.output(isTerminal: terminal), standardError: err.output(isTerminal: terminal))
        return (code, out.value, err.value)
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        let (_, _, plain) = run(["table", "--category", "AX6"])
        #expect(!plain.contains("\u{1B}["))
        let (_, _, coloured) = run(["table", "--category", "AX6"], terminal: true)
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let (_, _, noColor) = run(["table", "--category", "AX6"], environment: ["NO_COLOR": "1"], terminal: true)
        #expect(!noColor.contains("\u{1B}["))
        let (_, table, _) = run(["table"], terminal: true)
        #expect(table.contains("\u{1B}[1m"))
    }

    @Test func versionAndExitCodes() {
        #expect(run(["--version"]).0 == 0)
        #expect(run(["--version"]).1 == "0.1.0\n")
        #expect(run(["table", "--nope"]).0 == 64)
        #expect(run(["scale", "17", "--style", "body", "--category", "AX5"]).1.contains("48"))
    }

    @Test func interfaceBuilderStyleSpellingsAreAccepted() {
        // Interface Builder writes text styles as UIFont.TextStyle raw values (issue 16, item 5).
        let (code, out, err) = run(["table", "--style", "UICTFontTextStyleBody,UICTFontTextStyleTitle0", "--category", "Large"])
        #expect(code == 0, "\(err)")
        #expect(out.contains("Body"))
        #expect(out.contains("Large Title"))
        let (scaleCode, scaled, _) = run(["scale", "17", "--style", "UICTFontTextStyleSubhead", "--category", "Large"])
        #expect(scaleCode == 0)
        #expect(scaled.contains("17"))
    }

    @Test func everySubcommandHasHelp() {
        for command in SubcommandRegistry.all {
            let (code, out, _) = run(["help", command.name])
            #expect(code == 0)
            for section in ["OVERVIEW:", "USAGE:", "OPTIONS:"] { #expect(out.contains(section)) }
        }
        let root = run(["--help"]).1
        for section in ["OVERVIEW:", "USAGE:", "OPTIONS:", "SUBCOMMANDS:"] { #expect(root.contains(section)) }
    }
}

@Suite("Tokenizing and parsing")
struct ParsingTests {
    let signature = CommandSignature(
        options: [
            .init(name: "style", valueName: "style", help: "", isRepeatable: true),
            .init(name: "format", valueName: "format", help: ""),
            .flag("verbose", help: ""),
        ],
        positionals: [.init(name: "value", help: "", isRequired: false)])

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        try ArgumentParser(signature: signature, commandName: "typefit test").parse(Token.tokenize(arguments))
    }

    @Test func tokens() {
        #expect(Token.tokenize(["--a", "--b=c", "-h", "-5", "-", "x", "--", "--d"]) == [
            .longOption(name: "a", value: nil), .longOption(name: "b", value: "c"), .shortOption("h"),
            .value("-5"), .value("-"), .value("x"), .value("--d"),
        ])
        #expect(Token.tokenize(["--style="]) == [.longOption(name: "style", value: "")])
    }

    @Test func optionsFlagsPositionals() throws {
        let parsed = try parse(["--style", "body", "--style=headline", "--verbose", "17", "--format", "csv"])
        #expect(parsed.values("style") == ["body", "headline"])
        #expect(parsed.value("format") == "csv")
        #expect(parsed.flag("verbose"))
        #expect(parsed.positionals == ["17"])
    }

    /// A repeatable last positional takes every remaining value (`typefit check A B C`).
    @Test func repeatablePositionalTakesTheRest() throws {
        let signature = CommandSignature(options: [], positionals: [.init(name: "paths", help: "", isRepeatable: true)])
        let parser = ArgumentParser(signature: signature, commandName: "typefit paths")
        #expect(try parser.parse(Token.tokenize(["a", "b", "c"])).positionals == ["a", "b", "c"])
        #expect(throws: UsageError.self) { try parser.parse([]) }
        #expect(HelpFormatter.usageLine(for: signature, command: "typefit paths").contains("<paths> ..."))
    }

    @Test func doubleDashMakesValues() throws {
        #expect(try parse(["--", "--verbose"]).positionals == ["--verbose"])
        #expect(!(try parse(["--", "--verbose"]).flag("verbose")))
    }

    @Test func mistakes() {
        #expect(throws: UsageError("unknown option '--stlye' for 'typefit test'; did you mean '--style'?", hint: "see 'typefit test --help' for the options")) {
            try parse(["--stlye", "body"])
        }
        #expect(throws: UsageError("missing value for '--format'", hint: "write '--format <format>'")) { try parse(["--format"]) }
        #expect(throws: UsageError("option '--format' given more than once", hint: "give '--format' once")) {
            try parse(["--format", "a", "--format", "b"])
        }
        #expect(throws: UsageError("option '--verbose' takes no value", hint: "write '--verbose' alone")) { try parse(["--verbose=yes"]) }
        #expect(throws: UsageError("unexpected argument 'b' for 'typefit test'", hint: "see 'typefit test --help' for the arguments")) {
            try parse(["a", "b"])
        }
    }
}

/// Progress on standard error (issue 10, item 6): only after the delay, rewritten in place,
/// cleared at the end; `typefit check` shows it only on a terminal.
@Suite("Progress line")
struct ProgressLineTests {
    final class Clock: @unchecked Sendable {
        var now = 0.0
    }

    @Test func waitsThenShowsCountAndRateThenClears() {
        let capture = Capture(), clock = Clock()
        let line = ProgressLine(output: capture.output(isTerminal: true), delay: 1, interval: 0.1, now: { clock.now })
        clock.now = 0.5
        line.update(done: 100, total: 50_000)
        #expect(capture.value.isEmpty, "a run under a second prints nothing")
        clock.now = 2
        line.update(done: 12_345, total: 50_000)
        #expect(capture.value == "\r\u{1B}[Kchecking: 12,345 of 50,000 entries (6,172 entries/s)")
        clock.now = 2.05
        line.update(done: 12_400, total: 50_000)
        #expect(!capture.value.contains("12,400"), "at most one line per interval")
        line.phase("writing the html report")
        line.finish()
        #expect(capture.value.hasSuffix("\r\u{1B}[Kwriting the html report\r\u{1B}[K"))
    }

    @Test("typefit itself leaves the check's structures to the process's exit; the output and status are the same")
    func checkKeepsItsResultUntilExitOnlyWhenAsked() {
        let example = CheckCommandTests.example
        let arguments = ["check", example.path, "--spec", example.appendingPathComponent("typefit.json").path, "--no-system-fonts"]
        let freed = (out: Capture(), err: Capture())
        let freedCode = TypeFit.run(arguments, environment: [:], standardOutput: freed.out.output(), standardError: freed.err.output())
        let kept = KeptUntilExit()
        let keptOutput = (out: Capture(), err: Capture())
        let keptCode = TypeFit.run(arguments, environment: [:], standardOutput: keptOutput.out.output(),
                                   standardError: keptOutput.err.output(), keepingUntilExit: kept)
        #expect(kept.count == 1)
        #expect(keptCode == freedCode && keptCode == 1)
        #expect(keptOutput.out.value == freed.out.value && !freed.out.value.isEmpty)
        #expect(keptOutput.err.value == freed.err.value)
        let other = KeptUntilExit()
        _ = TypeFit.run(["table", "--category", "Large"], environment: [:], standardOutput: Capture().output(),
                        standardError: Capture().output(), keepingUntilExit: other)
        #expect(other.count == 0, "only check builds structures worth leaving")
    }

    @Test func checkPrintsNoProgressWhenStandardErrorIsNotATerminal() {
        let example = CheckCommandTests.example
        let out = Capture(), err = Capture()
        let code = TypeFit.run(["check", example.path, "--spec", example.appendingPathComponent("typefit.json").path, "--no-system-fonts", "-q"],
                               environment: [:], standardOutput: out.output(), standardError: err.output(isTerminal: false))
        #expect(code == 1)
        #expect(!err.value.contains("\r") && err.value.isEmpty)
    }
}
