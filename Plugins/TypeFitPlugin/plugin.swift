import Foundation
import PackagePlugin

/// `swift package typefit <subcommand> [--target NAME]... [arguments]`: runs TypeFit's `typefit`
/// on the package that depends on TypeFit, built by SwiftPM from TypeFit's checkout, so nothing
/// has to be installed (issue 37, part 1).
///
/// What it adds to what it forwards:
/// - paths, for `check` and `infer`: the folders of the targets named with `--target`; with no
///   `--target` and no path given, the folders of all the package's non-test targets (where
///   their `.xcstrings`, `.strings` and `.stringsdict` resources are);
/// - the `Fonts` folder of TypeFit's own checkout (found among the package's dependencies) as
///   `TYPEFIT_FONTS`, unless it is set: a binary in the consumer's `.build` has no fonts beside
///   it for `typefit` to find (`ResourceLocator`), and every subcommand that measures reads that
///   variable (`--fonts`, which only some take, still wins).
///
/// `typefit` runs in the package's folder, so relative paths (the spec, `-o report.sarif`, the
/// baseline) are the package's, and so are the reports' paths. Writing a report or a baseline
/// into the package is what the plugin asks permission for (`--allow-writing-to-package-directory`).
/// `typefit`'s exit status is the plugin's: 1 when some text does not fit, 2 on an input error.
@main
struct TypeFitPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var forwarded = extractor.remainingArguments
        if forwarded.first == "--help" || forwarded.first == "-h" || forwarded.first == "--version" {
            try run(context, [forwarded[0]])
            return
        }
        guard let subcommand = forwarded.first, !subcommand.hasPrefix("-") else {
            Diagnostics.error("name a typefit subcommand: swift package typefit check|infer|table|scale|measure|pseudo [arguments]; swift package typefit --help for typefit's help")
            exit(64)
        }
        let package = context.package
        if !targetNames.isEmpty && !Self.takesPaths.contains(subcommand) {
            Diagnostics.error("--target is for check and infer (the folders to read), not \(subcommand)")
            exit(64)
        }
        if Self.takesPaths.contains(subcommand) {
            var folders: [URL] = []
            if !targetNames.isEmpty {
                folders = try package.targets(named: targetNames).map(Self.folder)
            } else if !Self.hasPositional(forwarded.dropFirst()) {
                folders = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }.map(Self.folder)
            }
            forwarded += folders.map(\.path)
        }
        try run(context, forwarded)
    }

    /// Runs `typefit arguments` in the package's folder, with this process's standard output and
    /// error, and exits with its status when it fails.
    private func run(_ context: PluginContext, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = try context.tool(named: "typefit").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        if (environment["TYPEFIT_FONTS"] ?? "").isEmpty, let fonts = Self.typeFitFonts(in: context.package) {
            environment["TYPEFIT_FONTS"] = fonts.path
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        if process.terminationReason == .uncaughtSignal {
            Diagnostics.error("typefit \(arguments.first ?? "") was killed by signal \(status)")
            exit(70)
        }
        if status != 0 { exit(status) }
    }

    /// The folder of `target`. (`Target.directoryURL` needs tools version 6.1; the package's is 6.0.)
    static func folder(_ target: any Target) -> URL {
        URL(fileURLWithPath: String(describing: target.directory), isDirectory: true)
    }

    /// The subcommands whose positional arguments are folders or catalogs of the package.
    static let takesPaths: Set<String> = ["check", "infer"]

    // flags-begin
    /// The options of `typefit`'s subcommands that take no value; every other option takes the
    /// next argument as its value (or an inline `--option=value`). `PluginArgumentsTests` checks
    /// this list against the CLI's own signatures.
    static let flags: Set<String> = [
        "--help", "-h", "--quiet", "-q", "--include-fitting", "--only-specified", "--no-system-fonts",
        "--action-sheet", "--all-categories", "--all-scales", "--clear-button", "--emphasized", "--heights", "--raw",
        "--side-by-side", "--stacked", "--verify",
    ]
    // flags-end

    /// Whether `arguments` (after the subcommand) hold a positional argument: one that is
    /// neither an option, nor an option's value, or anything after `--`.
    static func hasPositional(_ arguments: ArraySlice<String>) -> Bool {
        var remaining = arguments
        while let argument = remaining.popFirst() {
            if argument == "--" { return !remaining.isEmpty }
            guard argument.hasPrefix("-"), argument != "-" else { return true }
            if argument.contains("=") || flags.contains(argument) { continue }
            _ = remaining.popFirst()  // the option's value
        }
        return false
    }

    /// The `Fonts` folder of the TypeFit package among `package`'s dependencies (at any depth):
    /// the one whose products include the `typefit` executable.
    static func typeFitFonts(in package: Package) -> URL? {
        var queue = package.dependencies.map(\.package)
        var seen = Set<String>()
        while !queue.isEmpty {
            let candidate = queue.removeFirst()
            guard seen.insert(candidate.id).inserted else { continue }
            if candidate.products.contains(where: { $0.name == "typefit" && $0 is ExecutableProduct }) {
                let fonts = candidate.directoryURL.appending(path: "Fonts")
                return FileManager.default.fileExists(atPath: fonts.appending(path: "fallback.json").path) ? fonts : nil
            }
            queue += candidate.dependencies.map(\.package)
        }
        return nil
    }
}
