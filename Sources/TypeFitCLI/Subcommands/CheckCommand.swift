import Catalogs
import FitCheck
import Foundation
import SlotInference
import TextFormatting
import TextMeasure
import TextStyles

/// `typefit check`: every localized string of an app, in its slot, at every category.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let abstract = "Check that every localized string fits its slot at every Dynamic Type size."
    static let discussion: String? = """
        Reads \(CatalogFormat.fileNameList("and")) files
        (a directory is walked), replaces format specifiers with wide samples, and lays every entry
        out in its slot (from --spec) at every content size category. Reports, per key and
        locale, the smallest category at which the text stops fitting and what the user sees.
        With -o, the report goes to the file and a summary to standard output.
        """
    static let signature = CommandSignature(
        options: [
            .init(name: "spec", valueName: "file", help: "The slot spec (JSON): which key lives in which slot. See the README, section The slot spec."),
            .init(name: "infer", valueName: "path", help: "Also place keys where the app's storyboards, xibs and sources show them (as typefit infer does), after the spec's rules.",
                  isRepeatable: true),
            .init(name: "format", valueName: "format", help: "\(ReportFormat.allCases.map(\.rawValue).joinedAsProse("or")).", defaultValue: "text"),
            .init(name: "output", short: "o", valueName: "file", help: "Write the report to a file instead of standard output."),
            .init(name: "locales", valueName: "list", help: "Only these locales (comma-separated; 'pt' covers 'pt-BR')."),
            .init(name: "categories", valueName: "range", help: "Only these categories (a list or a range: Large...AX5)."),
            .init(name: "pseudo", valueName: "mode", help: "Check pseudo-localized source strings (\(PseudoMode.argumentNames.joinedAsProse("or")))."),
            .flag("only-specified", help: "Skip keys no slot rule matches (counted as skipped)."),
            .init(name: "jobs", valueName: "n", help: "Threads that measure at once (default: the number of cores)."),
            .init(name: "borderline", valueName: "fail|warn|info", help: "How a failure within the stand-in font's error counts (default: the spec's, else warn)."),
            .init(name: "band", valueName: "p95|p99", help: "The stand-in's error band that makes an answer borderline (default: the spec's, else p95)."),
        ] + ResourceLocator.fontOptions + [ResourceLocator.systemFontOption],
        positionals: [.init(name: "paths", help: "Catalog files or app folders (give several, separated by spaces).", isRepeatable: true)])
    static let examples = [
        "typefit check MyApp --spec typefit.json",
        "typefit check MyApp --spec typefit.json --format junit -o typefit.xml",
        "typefit check Localizable.xcstrings --categories Large...AX5 --locales de,fi",
        "typefit check App/en.lproj App/de.lproj Shared/Localizable.xcstrings --spec typefit.json",
        "typefit check MyApp --pseudo expand:1.4",
        "typefit check MyApp --spec typefit.json --infer MyApp",
    ]

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let paths = arguments.positionals
        try InputPaths.requireExisting(paths, hint: "give catalog files (\(CatalogFormat.fileNameList("or"))) or an app folder")
        let formatText = arguments.value("format") ?? "text"
        guard let format = ReportFormat(name: formatText) else {
            let valid = ReportFormat.allCases.map(\.rawValue)
            let suggestion = Suggestion.nearest(to: formatText, among: valid).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("unknown value '\(formatText)' for '--format' (valid: \(valid.joined(separator: ", ")))\(suggestion)", hint: "text for a terminal, junit or sarif for CI, html to look at")
        }
        if let output = arguments.value("output") {
            // Refused before the check runs, not after it.
            do { try checkOutputTarget(output) } catch {
                throw UsageError("cannot write the report to '\(output)': \(error.reason)", hint: "give a file path for -o")
            }
        }
        var spec: Spec
        if let specPath = arguments.value("spec") {
            do {
                spec = try Spec.load(from: URL(fileURLWithPath: specPath))
            } catch {
                throw UsageError(specError: error)
            }
        } else {
            spec = Spec()
        }
        if arguments.flag("only-specified") { spec.onlySpecified = true }

        var options = CheckOptions()
        if let locales = arguments.value("locales") {
            let list = locales.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !list.isEmpty else { throw UsageError("--locales needs at least one locale", hint: "write for example '--locales de,fi'") }
            options.locales = list
        }
        if let categories = arguments.value("categories") {
            options.categories = try CategorySelection.parse(categories).resolve(among: TypeScale.standard.categories(for: spec.platform), platform: spec.platform)
        }
        if let pseudo = arguments.value("pseudo") {
            options.pseudo = try OptionValues.pseudoMode(pseudo)
        }
        if let jobs = arguments.value("jobs") {
            guard let n = Int(jobs), (1...256).contains(n) else {
                throw UsageError("--jobs must be a whole number from 1 to 256, not '\(jobs)'", hint: "1 checks serially; the output is the same for any number")
            }
            options.concurrency = n
        }
        if let policy = arguments.value("borderline") {
            options.borderline = try OptionValues.choice(policy, option: "borderline", as: BorderlinePolicy.self)
        }
        if let band = arguments.value("band") {
            options.band = try OptionValues.bandPercentile(band)
        }
        options.rendersPictures = format == .html
        // Reports name files relative to where typefit runs, as CI annotations and SARIF expect.
        options.relativeTo = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

        let library = try ResourceLocator.fontLibrary(arguments, environment: context.environment)
        do {
            try spec.checkFonts(with: library)
        } catch {
            throw UsageError(specError: error)
        }
        let measurer = try ResourceLocator.measurer(library: library, arguments, specSystemFont: spec.systemFont, environment: context.environment)
        var catalogs = readCatalogs(at: paths.map { URL(fileURLWithPath: $0) },
                                    options: CatalogReadingOptions(developmentLanguage: options.developmentLanguage,
                                                                   concurrency: options.concurrency))
        if !arguments.values("infer").isEmpty {
            (spec, catalogs) = try inferring(arguments.values("infer"), spec: spec, catalogs: catalogs, options: options)
        }
        do {
            try spec.checkGroupKeys(in: catalogs)
        } catch {
            throw UsageError(specError: error)
        }
        let result = runCheck(catalogs: catalogs, spec: spec, options: options, measurer: measurer)

        let report = writeReport(result, format: format, options: ReportOptions(usesColor: format == .text && arguments.value("output") == nil && context.reporter.colorsOutput))
        if let output = arguments.value("output") {
            do {
                try writeOutputFile(Data(report.utf8), toPath: output)
            } catch {
                throw RuntimeError(message: "cannot write the report to '\(output)': \(error.reason)", hint: "give a file path in a folder you can write to")
            }
            context.reporter.output(writeReport(result, format: .text, options: ReportOptions(usesColor: context.reporter.colorsOutput)))
            context.reporter.output("wrote the \(format.rawValue) report to \(output)")
        } else {
            context.reporter.output(report)
        }
        if result.totals.filesRead == 0 {
            // A wrong path must not pass a CI job silently.
            context.reporter.error(
                "no localization files found in \(paths.joined(separator: ", "))",
                hint: "typefit reads \(CatalogFormat.fileNameList("and")) (in values*/ folders)")
            return .inputError
        }
        return result.exitStatus
    }
}

extension CheckCommand {
    /// `--infer PATH`: the slots inferred from the app's files, after the spec's rules; the
    /// catalogs with the Base texts of storyboards that have no development-language table and
    /// the problems found in the files.
    static func inferring(_ paths: [String], spec: Spec, catalogs: CatalogSet, options: CheckOptions) throws -> (Spec, CatalogSet) {
        try InputPaths.requireExisting(paths, option: "infer", hint: "give the app's folder, or its storyboards, xibs and sources")
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let result = inferSlots(at: paths.map { URL(fileURLWithPath: $0) },
                                options: SlotInferenceOptions(developmentLanguage: options.developmentLanguage, pathsRelativeTo: here))
        let inputs = result.addingInputs(to: catalogs, developmentLanguage: options.developmentLanguage)
        let written = inferredSpec(from: result, options: InferredSpecOptions(defaultSlot: spec.defaultSlot, catalogs: inputs))
        do {
            return (try spec.addingInferred(json: written.json), inputs)
        } catch {
            throw InternalError(message: "the inferred slots cannot be read back: \(error.description)")
        }
    }
}

extension UsageError {
    /// A spec error as a usage error: `spec.json:14: unknown key "widht" ...` and its hint.
    init(specError error: SpecError) {
        self.init(
            "\(error.file):\(error.line)\(error.column.map { ":\($0)" } ?? ""): \(error.message)",
            hint: error.hint ?? "see the README, section The slot spec, for the schema")
    }
}
