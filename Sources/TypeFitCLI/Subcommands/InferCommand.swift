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
        options: [
            .init(name: "output", short: "o", valueName: "file", help: "Write the spec to a file instead of standard output."),
            .init(name: "explain", valueName: "key",
                  help: "Instead of the spec, print every place KEY was seen (file:line, call, component, slot) and why its slot was chosen; a glob (settings.*, *) explains every key it matches."),
            .init(name: "format", valueName: "format", help: "For --explain: text or json.", defaultValue: "text"),
        ],
        positionals: [.init(name: "paths", help: "App folders, storyboards, xibs or sources (repeat for several).")])
    static let examples = [
        "typefit infer MyApp -o typefit.json",
        "typefit check MyApp --spec typefit.json",
        "typefit infer MyApp/Base.lproj MyApp/Sources > typefit.json",
        "typefit infer MyApp --explain settings.title",
    ]

    /// What `--format` may say (for `--explain`).
    enum Format: String, CaseIterable {
        case text, json
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let paths = arguments.positionals
        try InputPaths.requireExisting(paths, hint: "give an app folder, or storyboards, xibs and Swift or Objective-C files")
        let urls = paths.map { URL(fileURLWithPath: $0) }
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let format = try OptionValues.choice(arguments.value("format") ?? Format.text.rawValue, option: "format", as: Format.self)
        if arguments.value("format") != nil, arguments.value("explain") == nil {
            throw UsageError("--format applies to --explain only", hint: "the spec is always JSON; add --explain KEY, or leave --format out")
        }
        if arguments.value("explain") != nil, arguments.value("output") != nil {
            throw UsageError("--explain prints to standard output; it does not write a spec", hint: "leave -o out, or --explain")
        }
        let catalogs = readCatalogs(at: urls).withPaths(relativeTo: here)
        let result = inferSlots(at: urls, options: SlotInferenceOptions(pathsRelativeTo: here, catalogKeys: catalogKeys(of: catalogs)))
        if let key = arguments.value("explain") {
            return explain(key, in: result, format: format, context: context)
        }
        let spec = inferredSpec(from: result, options: InferredSpecOptions(catalogs: catalogs))
        for issue in result.issues { context.reporter.warning(terminalEscaped(issue.description)) }
        guard result.filesRead.values.reduce(0, +) > 0 else {
            context.reporter.error("no storyboards, xibs, Swift/Objective-C sources, Android resources or Kotlin/Java sources found in \(paths.joined(separator: ", "))",
                                   hint: "typefit infer reads .storyboard, .xib, .swift, .m, .mm, .kt, .java and res/layout*, res/menu*, res/xml* files; give the app's folder")
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

    /// `--explain KEY`: every place the key was seen and why its slot was chosen; exit 1 when
    /// no file read mentions it.
    private static func explain(_ key: String, in result: SlotInferenceResult, format: Format, context: CommandContext) -> ExitStatus {
        for issue in result.issues { context.reporter.warning(terminalEscaped(issue.description)) }
        let explanations = KeyExplanation.explain(key, in: result)
        switch format {
        case .json: context.reporter.output(KeyExplanation.json(explanations))
        case .text: context.reporter.output(explanations.map { $0.text.split(separator: "\n").map { terminalEscaped(String($0)) }.joined(separator: "\n") + "\n" }.joined(separator: "\n"))
        }
        guard !explanations.isEmpty else {
            context.reporter.error("no file read mentions '\(terminalEscaped(key))'",
                                   hint: "give the key as the catalog spells it (a glob such as 'settings.*' explains several)")
            return .failing
        }
        return .success
    }

    /// Writes the spec through the same safe path as every `-o`.
    private static func writeSpec(_ text: String, to output: String) throws {
        do {
            try writeOutputFile(Data(text.utf8), toPath: output)
        } catch {
            throw RuntimeError(message: "cannot write the spec to '\(output)': \(error.reason)", hint: "give a file path in a folder you can write to")
        }
    }

    /// `wrote typefit.json: 12 rules and 4 groups place 25 keys (...)`, then what was read.
    private static func summary(of spec: InferredSpec, result: SlotInferenceResult, catalogs: CatalogSet, output: String?) -> String {
        let placed = spec.placedKeys
        let total = placed.values.reduce(0, +)
        let bySource = [(InferenceSource.interfaceBuilder, "Interface Builder"), (.swift, "Swift"), (.objectiveC, "Objective-C"),
                        (.androidXML, "Android resource XML"), (.kotlin, "Kotlin"), (.java, "Java"), (.infoPlist, "Info.plist")]
            .compactMap { source, name in placed[source].map { "\($0) from \(name)" } }
        var text = "\(output.map { "wrote \($0)" } ?? "inferred"): \(count(spec.rules.count, "rule")) and \(count(spec.groups.count, "group"))"
            + " place \(count(total, "key"))" + (bySource.isEmpty ? "" : " (\(bySource.joined(separator: ", ")))")
            + "; \(count(spec.uninferred.count, "key")) uninferred"
            + (spec.neverDrawn.isEmpty ? "" : "; \(count(spec.neverDrawn.count, "key")) never drawn (accessibility text), not listed")
            + "\n"
        let files = result.filesRead
        let android = (files[.androidXML] ?? 0) + (files[.kotlin] ?? 0) + (files[.java] ?? 0) > 0
            ? ", \(count(files[.androidXML] ?? 0, "Android resource XML file")), \(count(files[.kotlin] ?? 0, "Kotlin file")), \(count(files[.java] ?? 0, "Java file"))," : ""
        text += "read \(count(files[.interfaceBuilder] ?? 0, "Interface Builder file")), \(count(files[.swift] ?? 0, "Swift file")),"
            + " \(count(files[.objectiveC] ?? 0, "Objective-C file"))\(android)"
            + ((files[.infoPlist] ?? 0) > 0 ? ", \(count(files[.infoPlist] ?? 0, "Info.plist"))" : "")
            + " and \(count(catalogs.files.count, "catalog file"))"
        let conflicts = result.conflicts.count
        if conflicts > 0 { text += "; \(count(conflicts, "key")) shown in slots that differ (checked in each of their groups, else in the tighter slot: see the notes)" }
        if !result.issues.isEmpty { text += "; \(count(result.issues.count, "issue")) (above)" }
        return text + "\n"
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
