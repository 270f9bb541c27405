/// What a command accepts: its options, flags and positional arguments, with their help.
///
/// `package`, with the parser, so `typefit-bench` reads its arguments the same way.
package struct CommandSignature: Sendable {
    /// An option (`--style body`), possibly repeatable, or a flag (`--help`).
    package struct Option: Sendable {
        /// The long name without dashes: `style`.
        package let name: String
        /// A one-letter alias (`h` for `-h`), if any.
        var short: Character? = nil
        /// The placeholder in help (`style`), or nil for a flag that takes no value.
        let valueName: String?
        /// One line of help.
        let help: String
        /// Whether the option may be given more than once.
        var isRepeatable = false
        /// The default shown in help, if any.
        var defaultValue: String? = nil

        /// An option taking a value named `valueName` in help (nil: a flag).
        package init(
            name: String, short: Character? = nil, valueName: String?, help: String, isRepeatable: Bool = false,
            defaultValue: String? = nil
        ) {
            self.name = name
            self.short = short
            self.valueName = valueName
            self.help = help
            self.isRepeatable = isRepeatable
            self.defaultValue = defaultValue
        }

        /// A flag: an option without a value.
        package static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
            Option(name: name, short: short, valueName: nil, help: help)
        }
    }

    /// A positional argument.
    package struct Positional: Sendable {
        /// The placeholder in help: `value`.
        let name: String
        /// One line of help.
        let help: String
        /// Whether it must be given.
        var isRequired = true
        /// Whether it takes every remaining value (`<paths> ...`); only the last positional may.
        var isRepeatable = false
    }

    var options: [Option]
    var positionals: [Positional] = []

    /// A signature of `options` and `positionals`.
    package init(options: [Option], positionals: [Positional] = []) {
        self.options = options
        self.positionals = positionals
    }

    /// The standard `-h, --help` flag every command has.
    package static let helpFlag = Option.flag("help", short: "h", help: "Show help information.")

    /// The options including `--help`.
    var allOptions: [Option] { options + [Self.helpFlag] }
}
