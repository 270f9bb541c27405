import Catalogs
import FitCheck
import Foundation
import TextStyles

/// What `typefit check` was asked to do, read from its arguments with every usage error found
/// before the (long) check starts: the spec, the options, the filter, the baseline and where
/// the output goes.
struct CheckRequest {
    var paths: [String]
    var spec: Spec
    var options = CheckOptions()
    var format: ReportFormat
    var output: String?
    var quiet: Bool
    var filter: FindingFilter
    /// The baseline to compare with, and its path as given.
    var baseline: (Baseline, String)?
    var writeBaseline: String?
    var includesFitting: Bool
    var fullReport: String?

    init(_ arguments: ParsedArguments) throws {
        paths = arguments.positionals
        try InputPaths.requireExisting(paths, hint: "give catalog files (\(CatalogFormat.fileNameList("or"))) or an app folder")
        let formatText = arguments.value("format") ?? "text"
        guard let format = ReportFormat(name: formatText) else {
            let valid = ReportFormat.allCases.map(\.rawValue)
            let suggestion = Suggestion.nearest(to: formatText, among: valid).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("unknown value '\(formatText)' for '--format' (valid: \(valid.joined(separator: ", ")))\(suggestion)", hint: "text for a terminal, junit or sarif for CI, xcode for a Run Script build phase, html to look at")
        }
        self.format = format
        output = arguments.value("output")
        // A target that can never be written is refused before the check runs, not after it.
        for (path, what) in [(output, "report"), (arguments.value("write-baseline"), "baseline")] {
            guard let path else { continue }
            do { try checkOutputTarget(path) } catch {
                throw UsageError("cannot write the \(what) to '\(path)': \(error.reason)", hint: "give a file path for -o")
            }
        }
        quiet = arguments.flag("quiet")
        includesFitting = arguments.flag("include-fitting")
        fullReport = arguments.value("full-report")
        writeBaseline = arguments.value("write-baseline")
        filter = try Self.filter(arguments)
        spec = try Self.spec(arguments)
        try readOptions(arguments)
        options.rendersPictures = format == .html
        options.keepsFittingOutcomes = false  // no report shows them (see CheckOptions)
        options.keepsOutcomeDetails = format == .json  // only JSON writes every category's text
        // Reports name files relative to where typefit runs, as CI annotations and SARIF expect;
        // Xcode's diagnostics keep them absolute (Xcode opens only paths it can resolve, and a
        // Run Script phase does not always run in the project's folder).
        options.relativeTo = format == .xcode ? nil : URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let path = arguments.value("baseline") {
            baseline = (try Self.baseline(path, platform: spec.platform, categories: options.categories ?? spec.categories), path)
        }
    }

    private static func spec(_ arguments: ParsedArguments) throws -> Spec {
        var spec = Spec()
        if let specPath = arguments.value("spec") {
            do {
                spec = try Spec.load(from: URL(fileURLWithPath: specPath))
            } catch {
                throw UsageError(specError: error)
            }
        }
        if arguments.flag("only-specified") { spec.onlySpecified = true }
        try AndroidCheckOptions.apply(arguments, to: &spec)
        return spec
    }

    private mutating func readOptions(_ arguments: ParsedArguments) throws {
        if let locales = arguments.value("locales") {
            let list = locales.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !list.isEmpty else { throw UsageError("--locales needs at least one locale", hint: "write for example '--locales de,fi'") }
            options.locales = list
        }
        if let categories = arguments.value("categories") {
            options.categories = spec.platform == .android
                ? try AndroidScaleColumns.parseSelection(categories)
                : try CategorySelection.parse(categories).resolve(among: TypeScale.standard.categories(for: spec.platform), platform: spec.platform)
        }
        if let scales = arguments.value("font-scales") {
            guard spec.platform == .android else {
                throw UsageError("--font-scales is for Android; this check is for \(spec.platform.displayName)", hint: "add --platform android, or use --categories")
            }
            options.categories = try AndroidScaleColumns.parseSelection(scales)
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
    }

    /// `--kind` and `--min-severity`.
    private static func filter(_ arguments: ParsedArguments) throws(UsageError) -> FindingFilter {
        var filter = FindingFilter()
        if let text = arguments.value("kind") {
            var kinds = Set<FindingKind>()
            for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                kinds.insert(try OptionValues.choice(name, option: "kind", as: FindingKind.self))
            }
            guard !kinds.isEmpty else { throw UsageError("--kind needs at least one kind", hint: "write for example '--kind truncated,wrapped-beyond'") }
            filter.kinds = kinds
        }
        if let text = arguments.value("min-severity") {
            filter.minimumSeverity = try OptionValues.choice(text, option: "min-severity", as: Severity.self)
        }
        return filter
    }

    /// The baseline at `path`, refused unless it was made for `platform` and `categories`.
    private static func baseline(_ path: String, platform: Platform, categories: [ContentSizeCategory]) throws(UsageError) -> Baseline {
        do throws(BaselineError) {
            let baseline = try Baseline.load(from: URL(fileURLWithPath: path))
            try baseline.checkApplies(platform: platform, categories: categories, path: path)
            return baseline
        } catch {
            throw UsageError(error.description, hint: error.hint)
        }
    }
}
