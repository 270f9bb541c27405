/// The arguments of one command after parsing: option values by name and positional values.
package struct ParsedArguments: Sendable {
    /// Values of options that take one, in the order given, by option name.
    private(set) var values: [String: [String]] = [:]
    /// Flags that were given.
    private(set) var flags: Set<String> = []
    /// Positional values in order.
    package private(set) var positionals: [String] = []

    /// The value of a non-repeatable option, if given.
    package func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option, in order.
    package func values(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether a flag was given.
    package func flag(_ name: String) -> Bool { flags.contains(name) }

    mutating func append(_ value: String, to name: String) { values[name, default: []].append(value) }
    mutating func set(flag name: String) { flags.insert(name) }
    mutating func append(positional: String) { positionals.append(positional) }
}
