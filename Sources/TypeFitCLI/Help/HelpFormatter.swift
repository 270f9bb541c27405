import FitCheck

/// Writes help text: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS, EXIT STATUS, EXAMPLES.
package enum HelpFormatter {
    /// The column where option help starts.
    private static let helpColumn = 28

    /// Help for `typefit` itself.
    static func rootHelp() -> String {
        var lines = [
            "OVERVIEW: At every Dynamic Type size, in every language, does this text still fit?",
            "",
            "TypeFit knows Apple's Dynamic Type tables, UIFontMetrics scaling, tracking, and",
            "Android's font scaling, read from the published tables in Tables/.",
            "",
            "USAGE: typefit <subcommand> [<options>]",
            "",
            "OPTIONS:",
            row("--version", "Show the version."),
            row("-h, --help", "Show help information."),
            "",
            "SUBCOMMANDS:",
        ]
        for command in SubcommandRegistry.all { lines.append(row(command.name, command.abstract)) }
        lines.append(row("help", "Show help for a subcommand."))
        lines += exitStatusSection
        lines += ["", "  See 'typefit help <subcommand>' for detailed help."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Help for one subcommand.
    static func help(for command: any Subcommand.Type) -> String {
        let name = "typefit " + command.name
        var lines = ["OVERVIEW: " + command.abstract]
        if let discussion = command.discussion { lines += ["", discussion] }
        lines += ["", "USAGE: " + usageLine(for: command.signature, command: name)]
        if !command.signature.positionals.isEmpty {
            lines += ["", "ARGUMENTS:"]
            for positional in command.signature.positionals { lines.append(row("<\(positional.name)>", positional.help)) }
        }
        lines += ["", "OPTIONS:"] + optionRows(command.signature)
        lines += exitStatusSection
        if !command.examples.isEmpty {
            lines += ["", "EXAMPLES:"]
            lines += command.examples.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The OPTIONS rows of `signature`, `--help` included: names, value placeholders, help,
    /// defaults.
    package static func optionRows(_ signature: CommandSignature) -> [String] {
        signature.allOptions.map { option in
            var left = option.short.map { "-\($0), " } ?? ""
            left += "--" + option.name
            if let valueName = option.valueName { left += " <\(valueName)>" }
            var help = option.help
            if let defaultValue = option.defaultValue { help += " (default: \(defaultValue))" }
            if option.isRepeatable { help += " Repeatable." }
            return row(left, help)
        }
    }

    /// EXIT STATUS: every code `typefit` exits with, from `ExitStatus`.
    private static var exitStatusSection: [String] {
        ["", "EXIT STATUS:"] + ExitStatus.allCases.map { row(String($0.rawValue), $0.meaning) }
    }

    /// `typefit table [--platform <platform>] [--style <style> ...]`.
    static func usageLine(for signature: CommandSignature, command: String) -> String {
        var parts = [command]
        for positional in signature.positionals {
            let name = "<\(positional.name)>" + (positional.isRepeatable ? " ..." : "")
            parts.append(positional.isRequired ? name : "[\(name)]")
        }
        for option in signature.options {
            var part = "--" + option.name
            if let valueName = option.valueName { part += " <\(valueName)>" }
            if option.isRepeatable { part += " ..." }
            parts.append("[" + part + "]")
        }
        return parts.joined(separator: " ")
    }

    /// One help row: the name padded to the help column, then the help text wrapped to 100
    /// columns with continuation lines indented.
    private static func row(_ left: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: helpColumn)
        var first = "  " + left
        if first.count + 2 > helpColumn {
            first += "\n" + indent
        } else {
            first += String(repeating: " ", count: helpColumn - first.count)
        }
        var lines: [String] = []
        var current = ""
        for word in help.split(separator: " ") {
            if !current.isEmpty && helpColumn + current.count + 1 + word.count > 100 {
                lines.append(current)
                current = String(word)
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        lines.append(current)
        return first + lines.joined(separator: "\n" + indent)
    }
}
