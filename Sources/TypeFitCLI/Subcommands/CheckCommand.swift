import Catalogs
import FitCheck
import Foundation
import TextMeasure
import TextStyles

/// `typefit check`: every localized string of an app, in its slot, at every category.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let abstract = "Check that every localized string fits its slot at every Dynamic Type size."
    static let discussion: String? = """
        Reads String Catalogs, .strings, .stringsdict, XLIFF and Android strings.xml files (a
        directory is walked), replaces format specifiers with wide samples, and lays every entry
        out in its slot (from --spec) at every content size category. Reports, per key and
        locale, the smallest category at which the text stops fitting and what the user sees.
        Exit status: 0 when nothing reaches failing severity, 1 when something does, 2 when an
        input could not be read (everything else is still checked), 64 for usage errors.
        With -o, the report goes to the file and a summary to standard output.
        """
    static let signature = CommandSignature(
        options: [
            .init(name: "spec", valueName: "file", help: "The slot spec (JSON): which key lives in which slot. See the README, section The slot spec."),
            .init(name: "format", valueName: "format", help: "text, json, junit, sarif, github, markdown or html.", defaultValue: "text"),
            .init(name: "output", short: "o", valueName: "file", help: "Write the report to a file instead of standard output."),
            .init(name: "locales", valueName: "list", help: "Only these locales (comma-separated; 'pt' covers 'pt-BR')."),
            .init(name: "categories", valueName: "range", help: "Only these categories (a list or a range: Large...AX5)."),
            .init(name: "pseudo", valueName: "mode", help: "Check pseudo-localized source strings (accented, double, bounded, rtl, expand:1.4)."),
            .flag("only-specified", help: "Skip keys no slot rule matches (counted as skipped)."),
            .init(name: "jobs", valueName: "n", help: "Threads that measure at once (default: the number of cores)."),
            .init(name: "fonts", valueName: "dir", help: "TypeFit's fonts folder (default: found next to the binary, or TYPEFIT_FONTS)."),
            .flag("no-system-fonts", help: "Use only TypeFit's bundled fonts, never fontconfig's."),
        ],
        positionals: [.init(name: "paths", help: "Catalog files or app folders (give several, separated by spaces).", isRepeatable: true)])
    static let examples = [
        "typefit check MyApp --spec typefit.json",
        "typefit check MyApp --spec typefit.json --format junit -o typefit.xml",
        "typefit check Localizable.xcstrings --categories Large...AX5 --locales de,fi",
        "typefit check App/en.lproj App/de.lproj Shared/Localizable.xcstrings --spec typefit.json",
        "typefit check MyApp --pseudo expand:1.4",
    ]

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let paths = arguments.positionals
        for path in paths {
            if case .failure(let error) = FileKind.of(path) {
                throw UsageError("cannot read '\(path)': \(error.reason)", hint: "give catalog files (.xcstrings, .strings, .xliff, ...) or an app folder")
            }
        }
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
            do {
                options.pseudo = try PseudoMode(argument: pseudo)
            } catch {
                throw UsageError("unknown pseudo mode '\(pseudo)' (valid: accented, double, bounded, rtl, expand:RATIO)", hint: "expand takes a ratio above 1, e.g. expand:1.4")
            }
        }
        if let jobs = arguments.value("jobs") {
            guard let n = Int(jobs), (1...256).contains(n) else {
                throw UsageError("--jobs must be a whole number from 1 to 256, not '\(jobs)'", hint: "1 checks serially; the output is the same for any number")
            }
            options.concurrency = n
        }
        options.rendersPictures = format == .html
        // Reports name files relative to where typefit runs, as CI annotations and SARIF expect.
        options.relativeTo = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

        let fonts = try ResourceLocator.fontsDirectory(option: arguments.value("fonts"), environment: context.environment)
        let library: FontLibrary
        do {
            library = try FontLibrary(fontsDirectory: fonts, usesSystemFallback: !arguments.flag("no-system-fonts"))
        } catch {
            throw RuntimeError(message: String(describing: error), hint: "reinstall TypeFit or pass --fonts DIR", exitCode: 2)
        }
        do {
            try spec.checkFonts(with: library)
        } catch {
            throw UsageError(specError: error)
        }
        let measurer = TextMeasurer(library: library)
        let result = runCheck(paths: paths.map { URL(fileURLWithPath: $0) }, spec: spec, options: options, measurer: measurer)

        let report = writeReport(result, format: format, options: ReportOptions(usesColor: format == .text && arguments.value("output") == nil && context.reporter.colorsOutput))
        if let output = arguments.value("output") {
            do {
                try writeOutputFile(Data(report.utf8), toPath: output)
            } catch {
                throw RuntimeError(message: "cannot write the report to '\(output)': \(error.reason)", hint: "give a file path in a folder you can write to", exitCode: 2)
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
                hint: "typefit reads .xcstrings, .strings, .stringsdict, .xliff/.xlf and Android values*/strings.xml")
            return ExitStatus.inputError.rawValue
        }
        return result.exitStatus.rawValue
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
