import FitCheck
import Foundation
import ScreenLayout
import TextFormatting
import TextMeasure
import TextStyles

/// `typefit layout`: a storyboard's or xib's screens solved with Auto Layout on a device at a
/// content size category: every view's frame, broken and ambiguous constraints, and a drawing.
enum LayoutCommand: Subcommand {
    static let name = "layout"
    static let abstract = "Solve the Auto Layout of storyboards and xibs on a device at a content size category."
    static let discussion: String? = """
        Reads each .storyboard and .xib (a folder is walked), solves every screen (view
        controllers' views, top-level views, table and collection cells) with a Cassowary solver,
        its labels, buttons and fields sized by TypeFit's measuring core at the category, and
        prints each view's frame in its superview's coordinates, as Interface Builder stores
        them. Constraints that contradict the others (UIKit would break one), views the
        constraints leave ambiguous, views pushed off the screen and content below its bottom
        outside a scroll view are listed with their file:line. --verify solves each document on
        its own design device at the default category and compares x and width with the frames
        Xcode saved. Exit status 1 when a constraint breaks or a view is off the screen or cut off.
        """
    static let signature = CommandSignature(
        options: [
            .init(name: "device", valueName: "name", help: "The device: SE, 16, 16ProMax, iPadAir11, a name, an Interface Builder id (retina6_1), or WIDTHxHEIGHT@SCALE; several with commas (default: each document's design device, else iPhone 16)."),
            .init(name: "orientation", valueName: "portrait|landscape", help: "The device's orientation.", defaultValue: "portrait"),
            .init(name: "category", valueName: "categories", help: "A category, a list or a range (AX3, Large...AX5, all).", defaultValue: "Large"),
            .init(name: "format", valueName: "format", help: "text, json or svg.", defaultValue: "text"),
            .init(name: "output", short: "o", valueName: "file", help: "Write to a file instead of standard output."),
            .flag("verify", help: "Compare the frames solved at the design device with those Xcode saved (x and width within 1 pt)."),
        ] + ResourceLocator.fontOptions,
        positionals: [.init(name: "paths", help: "Storyboards, xibs or folders (give several, separated by spaces).", isRepeatable: true)])
    static let examples = [
        "typefit layout Main.storyboard --device SE --category AX3",
        "typefit layout MyApp --device SE,16,16ProMax --format json -o frames.json",
        "typefit layout Main.storyboard --device 16 --category AX5 --format svg -o screen.svg",
        "typefit layout MyApp --verify",
    ]

    enum Format: String, CaseIterable { case text, json, svg }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        try InputPaths.requireExisting(arguments.positionals, hint: "give storyboards, xibs or the app's folder")
        let format = try OptionValues.choice(arguments.value("format") ?? Format.text.rawValue, option: "format", as: Format.self)
        let orientation = try OptionValues.choice(arguments.value("orientation") ?? "portrait", option: "orientation", as: Device.Orientation.self)
        let categories = try CategorySelection.parse(arguments.value("category") ?? "Large").categories
        let table = DeviceTable.standard
        let named = try devices(arguments.value("device"), orientation: orientation, table: table)
        let files = documentFiles(arguments.positionals)
        guard !files.isEmpty else {
            context.reporter.error("no .storyboard or .xib files in \(arguments.positionals.joined(separator: ", "))",
                                   hint: "typefit layout reads Interface Builder files; give a storyboard, a xib or the app's folder")
            return .inputError
        }
        let library = try ResourceLocator.fontLibrary(arguments, environment: context.environment)
        let measurer = try ResourceLocator.measurer(library: library, arguments, environment: context.environment)
        let solver = ScreenSolver(sizer: TextSizer(measurer: measurer))

        var results: [(document: LayoutDocument, results: [ScreenLayoutResult])] = []
        var comparison = SavedFrameComparison()
        var unreadable = false
        for file in files {
            let document = LayoutDocumentReader.read(contentsOf: file)
            if document.issues.contains(where: { $0.kind == .malformed }) { unreadable = true }
            let design = document.designDeviceID.flatMap { table.designDevice(id: $0, orientation: document.designOrientation) }
            var solved: [ScreenLayoutResult] = []
            for screen in document.screens {
                if arguments.flag("verify") {
                    guard let design else { continue }
                    var canvas = ScreenSolver.Request(device: design, designDevice: design)
                    canvas.asInterfaceBuilderCanvas = true
                    let result = solver.solve(screen, file: file, request: canvas)
                    var second = canvas
                    second.reportsAmbiguity = false
                    second.usesSavedTextWidths = true
                    comparison.add(result, screen: screen, withSavedTextWidths: solver.solve(screen, file: file, request: second))
                    solved.append(result)
                    continue
                }
                let targets = named.isEmpty ? [design ?? table.device(named: "16", orientation: orientation)!] : named
                for device in targets {
                    solved += solver.solve(screen, file: file, request: .init(device: device, designDevice: design), categories: categories)
                }
            }
            results.append((document, solved))
        }
        let output: String
        switch format {
        case .text: output = LayoutText.render(results, comparison: arguments.flag("verify") ? comparison : nil)
        case .json: output = LayoutJSON.render(results, comparison: arguments.flag("verify") ? comparison : nil)
        case .svg: output = LayoutSVG.render(results.flatMap(\.results))
        }
        if let path = arguments.value("output") {
            try OutputFile.write(path, what: "layout") { $0.write(output) }
        } else {
            context.reporter.output(output)
        }
        if unreadable { return .inputError }
        let failing = results.contains { $0.results.contains { $0.findings.contains { [.unsatisfiable, .offScreen, .clipped].contains($0.kind) } } }
        return failing && !arguments.flag("verify") ? .failing : .success
    }

    /// The devices `--device` names, in order; a usage error naming the one not known.
    static func devices(_ text: String?, orientation: Device.Orientation, table: DeviceTable) throws -> [Device] {
        guard let text else { return [] }
        return try text.split(separator: ",").map { part throws(UsageError) in
            let name = part.trimmingCharacters(in: .whitespaces)
            guard let device = table.device(named: name, orientation: orientation) else {
                throw UsageError("unknown device '\(name)' for '--device'", hint: "one of \(table.suggestions.joined(separator: ", ")), a device's name, or WIDTHxHEIGHT@SCALE")
            }
            return device
        }
    }

    /// The storyboards and xibs among `paths` (see `LayoutDocumentReader.documentFiles`).
    static func documentFiles(_ paths: [String]) -> [String] { LayoutDocumentReader.documentFiles(paths) }
}
