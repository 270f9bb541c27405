import Catalogs
import FitCheck
import ScreenLayout
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
        locale, the smallest category at which the text stops fitting and what the user sees,
        grouped by key, errors first. With -o, the report goes to the file and standard output
        gets a summary (the totals and the 20 most urgent findings). With --baseline, only new
        and worse findings are shown and decide the exit status.
        """
    static let signature = CommandSignature(
        options: [
            .init(name: "spec", valueName: "file", help: "The slot spec (JSON): which key lives in which slot. See the README, section The slot spec."),
            .init(name: "infer", valueName: "path", help: "Also place keys where the app's storyboards, xibs and sources show them (as typefit infer does), after the spec's rules.",
                  isRepeatable: true),
            .init(name: "devices", valueName: "list", help: "With --infer: solve each storyboard's and xib's screens with Auto Layout on these devices (SE,16,16ProMax) at every category, and check each text in the width its view gets there."),
            .init(name: "format", valueName: "format", help: "\(ReportFormat.allCases.map(\.rawValue).joinedAsProse("or")).", defaultValue: "text"),
            .init(name: "output", short: "o", valueName: "file", help: "Write the report to a file; standard output gets a summary."),
            .flag("quiet", short: "q", help: "Print nothing but errors (the report still goes to -o, the exit status still tells)."),
            .init(name: "kind", valueName: "kinds", help: "Show only these kinds of findings (comma-separated: \(FindingKind.allCases.map(\.rawValue).joined(separator: ", ")))."),
            .init(name: "min-severity", valueName: "severity", help: "Show only findings at this severity or higher: error, warning or info.", defaultValue: "info"),
            .init(name: "baseline", valueName: "file", help: "Show and fail on only the findings that are new or worse than in this baseline."),
            .init(name: "write-baseline", valueName: "file", help: "Record the findings as a baseline (with --baseline: the ones still in it)."),
            .flag("include-fitting", help: "JSON: list the fitting entries too (key, locale, file, line)."),
            .init(name: "full-report", valueName: "location", help: "Markdown: where the full report is (a URL or path), named when findings are left out."),
            .init(name: "locales", valueName: "list", help: "Only these locales (comma-separated; matched through ICU: 'pt' covers 'pt-BR', 'zh-Hans' covers 'zh-CN', 'tl' covers 'fil')."),
            .init(name: "categories", valueName: "range", help: "Only these categories (a list or a range: Large...AX5); on Android, font scales (1.0,1.3 or 1.3...2.0)."),
            .init(name: "platform", valueName: "platform", help: "ios, ipados, watchos or android (default: the spec's, else ios). Android checks Material 3 sizes in Roboto at its font scales."),
            .init(name: "font-scales", valueName: "scales", help: "Android: only these font scales (0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0; a list, a range or all)."),
            .init(name: "font-scaling", valueName: "rule", help: "Android: nonlinear (Android 14 and later, the default) or linear (Android 13 and earlier)."),
            .init(name: "density", valueName: "n", help: "Android: the screen density in pixels per dp, 1 (mdpi), 2 (xhdpi) or 3 (xxhdpi; the default: the spec's scale)."),
            .init(name: "pseudo", valueName: "mode", help: "Check pseudo-localized source strings (\(PseudoMode.argumentNames.joinedAsProse("or")))."),
            .flag("only-specified", help: "Skip keys no slot rule matches (counted as skipped)."),
            .init(name: "jobs", valueName: "n", help: "Threads that read, select, measure, sort, triage and report at once (default: the number of cores; the output is the same for any number)."),
            .init(name: "borderline", valueName: "fail|warn|info", help: "How a failure within the stand-in font's error counts (default: the spec's, else warn)."),
            .init(name: "band", valueName: "p95|p99", help: "The stand-in's error band that makes an answer borderline (default: the spec's, else p95)."),
        ] + ResourceLocator.fontOptions + [ResourceLocator.systemFontOption],
        positionals: [.init(name: "paths", help: "Catalog files or app folders (give several, separated by spaces).", isRepeatable: true)])
    static let examples = [
        "typefit check MyApp --spec typefit.json",
        "typefit check MyApp --spec typefit.json --format html -o report.html",
        "typefit check MyApp --spec typefit.json --write-baseline typefit-baseline.json",
        "typefit check MyApp --spec typefit.json --baseline typefit-baseline.json --format github",
        "typefit check \"$SRCROOT/MyApp\" --spec \"$SRCROOT/typefit.json\" --format xcode",
        "typefit check MyApp --kind specifier-mismatch,missing-glyphs --min-severity error",
        "typefit check Localizable.xcstrings --categories Large...AX5 --locales de,fi",
        "typefit check App/en.lproj App/de.lproj Shared/Localizable.xcstrings --spec typefit.json",
        "typefit check MyApp --pseudo expand:1.4",
        "typefit check MyApp --spec typefit.json --infer MyApp",
        "typefit check app/src/main/res --platform android --font-scales 1.0...2.0",
    ]

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let request = try CheckRequest(arguments)
        let library = try ResourceLocator.fontLibrary(arguments, environment: context.environment)
        do {
            try request.spec.checkFonts(with: library)
        } catch {
            throw UsageError(specError: error)
        }
        let measurer = try ResourceLocator.measurer(library: library, arguments, specSystemFont: request.spec.systemFont, environment: context.environment)
        var options = request.options
        var spec = request.spec
        var catalogs = readCatalogs(at: request.paths.map { URL(fileURLWithPath: $0) },
                                    options: CatalogReadingOptions(developmentLanguage: options.developmentLanguage,
                                                                   concurrency: options.concurrency))
        var outletTexts: [String: [String]] = [:]
        if !arguments.values("infer").isEmpty {
            (spec, catalogs, outletTexts) = try inferring(arguments.values("infer"), spec: spec, catalogs: catalogs, options: options)
        }
        if options.pseudo == nil { try requireSelectedLocales(spec: spec, options: options, catalogs: catalogs) }
        do {
            try spec.checkGroupKeys(in: catalogs)
        } catch {
            throw UsageError(specError: error)
        }
        let showsProgress = context.reporter.standardError.isTerminal && !request.quiet
        let progress = showsProgress ? ProgressLine(output: context.reporter.standardError) : nil
        if let progress {
            options.progress = { done, total in progress.update(done: done, total: total) }
        }
        var result = runCheck(catalogs: catalogs, spec: spec, options: options, measurer: measurer)
        if let devices = arguments.value("devices") {
            progress?.phase("solving the screens")
            result = try checkingScreens(devices, inferPaths: arguments.values("infer"), result: result, spec: spec, measurer: measurer,
                                         outletTexts: outletTexts, reporter: context.reporter)
        }
        progress?.phase("writing the \(request.format.rawValue) report")
        defer { progress?.finish() }

        var comparison: BaselineComparison?
        if let (baseline, path) = request.baseline {
            comparison = BaselineComparison(result, baseline: baseline, path: path)
        }
        let triage = Triage(result, filter: request.filter, baseline: comparison, concurrency: options.concurrency)
        // Freed only by the process's exit (see KeptUntilExit); a test's run frees them.
        context.keptUntilExit?.keep((result, triage, catalogs, spec, measurer))
        try write(triage, request: request, context: context, progress: progress)

        if result.totals.filesRead == 0 {
            // A wrong path must not pass a CI job silently.
            context.reporter.error(
                "no localization files found in \(request.paths.joined(separator: ", "))",
                hint: "typefit reads \(CatalogFormat.fileNameList("and")) (in values*/ folders)")
            return .inputError
        }
        return triage.exitStatus
    }

    /// Writes the baseline (when asked), the report, and the summary.
    private static func write(_ triage: Triage, request: CheckRequest, context: CommandContext, progress: ProgressLine?) throws {
        let reporter = context.reporter
        var said: [String] = []
        if let path = request.writeBaseline {
            let baseline = triage.baseline?.ratcheted ?? Baseline(triage.result)
            try OutputFile.write(path, what: "baseline") { baseline.write(to: $0) }
            let ratchet = triage.baseline == nil ? "" : " (the ones still in \(triage.baseline!.path); new ones are not added)"
            said.append("wrote the baseline of \(baseline.findings.count) findings\(ratchet) to \(path)")
        }
        let options = ReportOptions(usesColor: request.format == .text && request.output == nil && reporter.colorsOutput,
                                    includesFitting: request.includesFitting, fullReportLocation: request.fullReport,
                                    concurrency: request.options.concurrency)
        if let output = request.output {
            try OutputFile.write(output, what: "report") { writeReport(triage, format: request.format, options: options, to: $0) }
            said.append("wrote the \(request.format.rawValue) report to \(output)")
            progress?.finish()
            guard !request.quiet else { return }
            let summary = TextSummaryWriter(usesColor: reporter.colorsOutput, reportLocation: output).write(triage)
            reporter.output(summary + said.joined(separator: "\n"))
        } else {
            progress?.finish()
            guard !request.quiet else { return }
            let stream = ReportOutput { bytes in reporter.standardOutput.write(String(decoding: bytes, as: UTF8.self)) }
            writeReport(triage, format: request.format, options: options, to: stream)
            try? stream.finish()  // standard output has no failure to report
            for line in said { reporter.note(line) }
        }
    }
}

extension CheckCommand {
    /// Refuses a locale filter (`--locales`, else the spec's `locales`) that selects none of the
    /// locales read: a CI job must not pass by checking nothing.
    static func requireSelectedLocales(spec: Spec, options: CheckOptions, catalogs: CatalogSet) throws {
        var filter = spec.locales
        if let locales = options.locales { filter.include = locales }
        guard !filter.include.isEmpty || !filter.exclude.isEmpty else { return }
        let found = Set(catalogs.files.lazy.flatMap { $0.entries.lazy.map(\.locale) }).sorted()
        guard !found.isEmpty, filter.selection(among: found).selected.isEmpty else { return }
        let named = options.locales != nil
            ? "--locales \(filter.include.joined(separator: ","))"
            : "the spec's locales (\(spec.path ?? "spec"))"
        throw UsageError("\(named) selects none of the locales found: \(found.joined(separator: ", "))",
                         hint: "name one of them; a language covers its regions and scripts ('zh-Hans' covers 'zh-CN', 'pt' covers 'pt-BR')")
    }

    /// `--devices LIST`: the screens of the storyboards and xibs under the `--infer` paths solved
    /// on each device at each category checked, each text checked in the width its view gets.
    static func checkingScreens(_ list: String, inferPaths: [String], result: CheckResult, spec: Spec, measurer: TextMeasurer,
                                outletTexts: [String: [String]] = [:], reporter: Reporter) throws -> CheckResult {
        guard !inferPaths.isEmpty else {
            throw UsageError("'--devices' needs '--infer PATH'", hint: "the screens come from the app's storyboards and xibs: add --infer with the app's folder")
        }
        let table = DeviceTable.standard
        let devices = try LayoutCommand.devices(list, orientation: .portrait, table: table)
        let here = FileManager.default.currentDirectoryPath + "/"
        let documents = LayoutCommand.documentFiles(inferPaths).map { path in
            var document = LayoutDocumentReader.read(contentsOf: path)
            let relative = path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
            document.path = relative
            for index in document.issues.indices { document.issues[index].file = relative }
            return document
        }
        for document in documents {
            for issue in document.issues { reporter.warning(terminalEscaped(issue.description)) }
        }
        let check = ScreenCheck(solver: ScreenSolver(sizer: TextSizer(measurer: measurer)), devices: devices, table: table)
        var (checked, outcome) = check.check(documents, result: result, spec: spec, outletTexts: outletTexts)
        checked.extraNotes.append("screens: \(outcome.screens) screens of \(documents.count) Interface Builder files solved with Auto Layout \(outcome.solves) times (\(devices.map(\.name).joined(separator: ", ")); every locale and category checked)"
            + (outcome.framesOnly > 0 ? "; \(outcome.framesOnly) texts in views no constraint places keep their design-time frame widths" : "")
            + (outcome.outletViewsChecked + outcome.outletViewsCheckedAtMost + outcome.outletViewsFollowingText > 0
                ? "; texts set in code through outlets checked in the solved widths of \(outcome.outletViewsChecked) views"
                  + (outcome.outletViewsCheckedAtMost > 0 ? " and in the most \(outcome.outletViewsCheckedAtMost) views that grow with their text get" : "")
                  + (outcome.outletViewsFollowingText > 0 ? " (\(outcome.outletViewsFollowingText) more views left out: in a collection view cell, never cut, growing off the screen or breaking the layout when long; their texts keep their inferred slots)" : "")
                : ""))
        return checked
    }

    /// `--infer PATH`: the slots inferred from the app's files, after the spec's rules; the
    /// catalogs with the Base texts of storyboards that have no development-language table and
    /// the problems found in the files.
    static func inferring(_ paths: [String], spec: Spec, catalogs: CatalogSet, options: CheckOptions) throws -> (Spec, CatalogSet, [String: [String]]) {
        try InputPaths.requireExisting(paths, option: "infer", hint: "give the app's folder, or its storyboards, xibs and sources")
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let result = inferSlots(at: paths.map { URL(fileURLWithPath: $0) },
                                options: SlotInferenceOptions(developmentLanguage: options.developmentLanguage, pathsRelativeTo: here,
                                                              catalogKeys: catalogKeys(of: catalogs)))
        let inputs = result.addingInputs(to: catalogs, developmentLanguage: options.developmentLanguage)
        let written = inferredSpec(from: result, options: InferredSpecOptions(defaultSlot: spec.defaultSlot, catalogs: inputs))
        // The texts code sets through outlets, by the Interface Builder view they go into.
        var outletTexts: [String: [String]] = [:]
        for inference in result.inferences {
            guard let view = inference.outletView, inference.key.table == nil else { continue }
            if !(outletTexts[view]?.contains(inference.key.key) ?? false) { outletTexts[view, default: []].append(inference.key.key) }
        }
        do {
            var checked = try spec.addingInferred(json: written.json)
            checked.neverDrawn += written.neverDrawn.map { KeyPattern($0) }
            return (checked, inputs, outletTexts)
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
