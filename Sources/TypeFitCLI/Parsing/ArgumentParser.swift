import TextStyles

/// Turns tokens into ``ParsedArguments`` for one ``CommandSignature``.
///
/// Supports `--opt value`, `--opt=value`, repeatable options, flags, short aliases (`-h`),
/// positionals and `--`. Every mistake is a ``UsageError`` naming the argument.
package struct ArgumentParser {
    let signature: CommandSignature
    /// The command's name for messages: `typefit table`.
    let commandName: String

    /// A parser of `signature`'s arguments, naming `commandName` in its errors.
    package init(signature: CommandSignature, commandName: String) {
        self.signature = signature
        self.commandName = commandName
    }

    /// The arguments `tokens` give, or the first mistake in them.
    package func parse(_ tokens: [Token]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var remaining = tokens[...]
        while let token = remaining.popFirst() {
            switch token {
            case .value(let text):
                parsed.append(positional: text)
            case .longOption(let name, let inlineValue):
                let option = try find(long: name)
                try take(option, inlineValue: inlineValue, spelling: token.spelling, from: &remaining, into: &parsed)
            case .shortOption(let letter):
                guard let option = signature.allOptions.first(where: { $0.short == letter }) else {
                    throw UsageError("unknown option '-\(letter)' for '\(commandName)'", hint: "see '\(commandName) --help' for the options")
                }
                try take(option, inlineValue: nil, spelling: token.spelling, from: &remaining, into: &parsed)
            }
        }
        if parsed.flag(CommandSignature.helpFlag.name) { return parsed }
        if parsed.positionals.count > signature.positionals.count, signature.positionals.last?.isRepeatable != true {
            let extra = parsed.positionals[signature.positionals.count]
            throw UsageError("unexpected argument '\(extra)' for '\(commandName)'", hint: "see '\(commandName) --help' for the arguments")
        }
        for positional in signature.positionals.dropFirst(parsed.positionals.count) where positional.isRequired {
            throw UsageError("missing <\(positional.name)> for '\(commandName)'", hint: "usage: \(HelpFormatter.usageLine(for: signature, command: commandName))")
        }
        return parsed
    }

    private func find(long name: String) throws(UsageError) -> CommandSignature.Option {
        if let option = signature.allOptions.first(where: { $0.name == name }) { return option }
        let names = signature.allOptions.map(\.name)
        let suggestion = Suggestion.nearest(to: name, among: names).map { "; did you mean '--\($0)'?" } ?? ""
        throw UsageError("unknown option '--\(name)' for '\(commandName)'\(suggestion)", hint: "see '\(commandName) --help' for the options")
    }

    private func take(
        _ option: CommandSignature.Option, inlineValue: String?, spelling: String,
        from remaining: inout ArraySlice<Token>, into parsed: inout ParsedArguments
    ) throws(UsageError) {
        guard let valueName = option.valueName else {
            if inlineValue != nil { throw UsageError("option '--\(option.name)' takes no value", hint: "write '--\(option.name)' alone") }
            parsed.set(flag: option.name)
            return
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else if case .value(let next)? = remaining.first {
            remaining.removeFirst()
            value = next
        } else {
            throw UsageError("missing value for '--\(option.name)'", hint: "write '--\(option.name) <\(valueName)>'")
        }
        if !option.isRepeatable && parsed.value(option.name) != nil {
            throw UsageError("option '--\(option.name)' given more than once", hint: "give '--\(option.name)' once")
        }
        parsed.append(value, to: option.name)
    }
}
