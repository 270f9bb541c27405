import Foundation
import Testing
@testable import TypeFitCLI

/// The command plugin (Plugins/TypeFitPlugin) tells a path from an option's value by a list of
/// the options that take no value; a plugin cannot import the CLI, so this test reads the list
/// from the plugin's source and holds it to the subcommands' own signatures.
@Suite("The plugin's list of flags")
struct PluginArgumentsTests {
    static let pluginSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Plugins/TypeFitPlugin/plugin.swift").standardizedFileURL

    /// The quoted names between the plugin's `// flags-begin` and `// flags-end` markers.
    static func pluginFlags() throws -> Set<String> {
        let source = try String(contentsOf: pluginSource, encoding: .utf8)
        let begin = try #require(source.range(of: "// flags-begin")), end = try #require(source.range(of: "// flags-end"))
        let list = source[begin.upperBound..<end.lowerBound]
        // Only the set literal's quoted names (the doc comment above it names none).
        let literal = try #require(list.range(of: "["))
        return Set(list[literal.lowerBound...].matches(of: #/"(-[^"]+)"/#).map { String($0.output.1) })
    }

    /// Every spelling of every option of `typefit`'s subcommands that takes no value.
    static func cliFlags() -> Set<String> {
        var flags = Set<String>()
        for command in SubcommandRegistry.all {
            for option in command.signature.allOptions where option.valueName == nil {
                flags.insert("--" + option.name)
                if let short = option.short { flags.insert("-" + String(short)) }
            }
        }
        return flags
    }

    @Test("the plugin's flags are exactly the CLI's options without a value")
    func sameFlags() throws {
        let plugin = try Self.pluginFlags()
        let cli = Self.cliFlags()
        #expect(plugin.subtracting(cli).isEmpty, "in the plugin, not a CLI flag: \(plugin.subtracting(cli).sorted())")
        #expect(cli.subtracting(plugin).isEmpty, "a CLI flag the plugin would take for an option with a value: \(cli.subtracting(plugin).sorted())")
    }

    @Test("no option is a flag in one subcommand and takes a value in another (the plugin's list is for all)")
    func oneMeaningPerName() {
        var takesValue = [String: Bool]()
        for command in SubcommandRegistry.all {
            for option in command.signature.allOptions {
                let spellings = ["--" + option.name] + (option.short.map { ["-" + String($0)] } ?? [])
                for spelling in spellings {
                    let value = option.valueName != nil
                    #expect(takesValue[spelling, default: value] == value, "\(spelling) in \(command.name)")
                    takesValue[spelling] = value
                }
            }
        }
    }
}
