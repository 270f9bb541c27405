import Catalogs
import FitCheck
import Foundation
import SlotInference
import TextFormatting

/// `typefit infer`: writes a slot spec from the app's own files.
enum InferCommand: Subcommand {
    static let name = "infer"
    static let abstract = "Write a slot spec from the app's storyboards, xibs and Swift/Objective-C sources."
    static let discussion: String? = """
        Reads .storyboard and .xib files (with their .strings translations), .swift, .m and .mm
        sources (a directory is walked), and the catalogs in the same paths. Writes a spec (JSON):
        one rule per key whose slot the files show, each with "from" (file:line) and "confidence"
        (exact: Interface Builder; likely: a direct call such as UIAlertAction(title:); guess: a
        font set nearby), the bars, controls and alerts as groups, and the keys it could not
        place as "uninferred". Widths the files do not give stay the default slot's. Without -o
        the spec goes to standard output and the summary to standard error. Check with the spec
        (typefit check PATH --spec FILE), or let check infer as it goes (typefit check PATH --infer PATH).
        """
    static let signature = CommandSignature(
        options: [.init(name: "output", short: "o", valueName: "file", help: "Write the spec to a file instead of standard output.")],
        positionals: [.init(name: "paths", help: "App folders, storyboards, xibs or sources (repeat for several).")])
    static let examples = [
        "typefit infer MyApp -o typefit.json",
        "typefit check MyApp --spec typefit.json",
        "typefit infer MyApp/Base.lproj MyApp/Sources > typefit.json",
    ]

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let paths = arguments.positionals
        try InputPaths.requireExisting(paths, hint: "give an app folder, or storyboards, xibs and Swift or Objective-C files")
        let urls = paths.map { URL(fileURLWithPath: $0) }
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let result = inferSlots(at: urls, options: SlotInferenceOptions(pathsRelativeTo: here))
        let catalogs = readCatalogs(at: urls).withPaths(relativeTo: here)
        let spec = inferredSpec(from: result, options: InferredSpecOptions(catalogs: catalogs))
        for issue in result.issues { context.reporter.warning(terminalEscaped(issue.description)) }
        guard result.filesRead.values.reduce(0, +) > 0 else {
            context.reporter.error("no storyboards, xibs or Swift/Objective-C sources found in \(paths.joined(separator: ", "))",
                                   hint: "typefit infer reads .storyboard, .xib, .swift, .m and .mm files; give the app's folder")
            return .inputError
        }
        let summary = summary(of: spec, result: result, catalogs: catalogs, output: arguments.value("output"))
        if let output = arguments.value("output") {
            try writeSpec(spec.json, to: output)
            context.reporter.output(summary)
        } else {
            context.reporter.output(spec.json)
            context.reporter.standardError.write(summary)
        }
        return result.issues.contains { isInputError(CatalogIssue($0).kind) } ? .inputError : .success
    }

    /// Writes the spec through the same safe path as every `-o`.
    private static func writeSpec(_ text: String, to output: String) throws {
        do {
            let url = URL(fileURLWithPath: output)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw RuntimeError(message: "cannot write the spec to '\(output)': \(error.localizedDescription)", hint: "check that the folder exists and is writable")
        }
    }

    /// `wrote typefit.json: 12 rules and 4 groups place 25 keys (...)`, then what was read.
    private static func summary(of spec: InferredSpec, result: SlotInferenceResult, catalogs: CatalogSet, output: String?) -> String {
        let placed = spec.placedKeys
        let total = placed.values.reduce(0, +)
        let bySource = [(InferenceSource.interfaceBuilder, "Interface Builder"), (.swift, "Swift"), (.objectiveC, "Objective-C")]
            .compactMap { source, name in placed[source].map { "\($0) from \(name)" } }
        var text = "\(output.map { "wrote \($0)" } ?? "inferred"): \(count(spec.rules.count, "rule")) and \(count(spec.groups.count, "group"))"
            + " place \(count(total, "key"))" + (bySource.isEmpty ? "" : " (\(bySource.joined(separator: ", ")))")
            + "; \(count(spec.uninferred.count, "key")) uninferred\n"
        let files = result.filesRead
        text += "read \(count(files[.interfaceBuilder] ?? 0, "Interface Builder file")), \(count(files[.swift] ?? 0, "Swift file")),"
            + " \(count(files[.objectiveC] ?? 0, "Objective-C file")) and \(count(catalogs.files.count, "catalog file"))"
        let conflicts = result.conflicts.count
        if conflicts > 0 { text += "; \(count(conflicts, "key")) shown in slots that differ (checked in each of their groups, else in the tighter slot: see the notes)" }
        if !result.issues.isEmpty { text += "; \(count(result.issues.count, "issue")) (above)" }
        return text + "\n"
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
