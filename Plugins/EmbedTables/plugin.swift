import Foundation
import PackagePlugin

/// Embeds every CSV file of the package's `Tables/` folder into the target as Swift string
/// literals, so the published facts live in one place and the binary needs no data files at run
/// time. The module parses them with its own CSV reader; no number is repeated in code.
@main
struct EmbedTables: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tables = context.package.directoryURL.appending(path: "Tables")
        let csvFiles = try FileManager.default
            .contentsOfDirectory(at: tables, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "csv" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTables.swift")
        return [
            .buildCommand(
                displayName: "Embedding Tables/ into \(target.name)",
                executable: try context.tool(named: "typefit-embed-tables").url,
                arguments: [output.path] + csvFiles.map(\.path),
                inputFiles: csvFiles,
                outputFiles: [output])
        ]
    }
}
