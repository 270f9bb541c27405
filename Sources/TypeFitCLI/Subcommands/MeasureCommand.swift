import FitCheck
import Foundation
import TextFormatting
import TextMeasure
import TextStyles

/// `typefit measure`: what UIKit shows for one string in one slot, at one or every category.
enum MeasureCommand: Subcommand {
    static let name = "measure"
    static let abstract = "Measure one string in its UIKit component, at one or every content size."
    static let discussion: String? = """
        Lays the text out as UIKit would: the text style's size at the category (or --size),
        the system font's stand-in (Inter, with Apple's vertical metrics and SF Pro tracking) or
        --font, wrapping, truncation and auto-shrink, sizes rounded up to the device pixel.
        With --size and --style together, the size scales like a custom font through
        UIFontMetrics. A trailing newline of --file or stdin input is dropped.

        Format specifiers (%@, %d, %1$@, %.2f) are replaced by the samples 'typefit check'
        uses (a long name for %@, 888 for integers); --raw measures the text as written.

        Exits 0 when the text fits its slot at every category measured (shrunk to fit counts
        as fitting), 1 when it does not (truncated, clipped, more lines than allowed, taller
        than --max-height, characters no font has, a back button's shorter form, the Large
        Content Viewer, items overflowing their bar), so a script can test the result.
        """
    static let signature = CommandSignature(
        options: [
            .init(name: "file", valueName: "path", help: "Read the text from a file (UTF-8, or UTF-16 with a BOM)."),
            .init(name: "style", valueName: "style", help: "Text style (body, headline, 'Large Title', caption1).", defaultValue: "body"),
            .init(name: "category", valueName: "category", help: "Content size category (xSmall...AX5, any spelling).", defaultValue: "Large"),
            .flag("all-categories", help: "Measure at every category of the platform; name the first that does not fit."),
            .flag("raw", help: "Measure format specifiers as written instead of replacing them with samples."),
            .init(name: "size", valueName: "points", help: "A point size instead of the style's (scaled like UIFontMetrics when --style is also given)."),
            .init(name: "platform", valueName: "platform", help: "\(Platform.allCases.map(\.rawValue).joinedAsProse("or")).", defaultValue: "ios"),
            .init(name: "component", valueName: "kind", help: "\(Component.allCases.map(\.rawValue).joinedAsProse("or")).", defaultValue: "label"),
            .init(name: "width", valueName: "points", help: "Width of the view (a bar's, a control's, a cell's; an alert's is 270).", defaultValue: "343"),
            .init(name: "lines", valueName: "n", help: "numberOfLines of a label; 0 = unlimited.", defaultValue: "1"),
            .init(name: "mode", valueName: "mode", help: "Line break mode: \(LineBreakMode.allCases.map(\.name).joinedAsProse("or")).", defaultValue: "tail"),
            .init(name: "min-scale", valueName: "factor", help: "minimumScaleFactor (auto-shrink), 0...1; 0 never shrinks.", defaultValue: "0"),
            .init(name: "line-height", valueName: "rule", help: "font (UILabel's), hig (the style's leading) or points.", defaultValue: "font"),
            .init(name: "max-height", valueName: "points", help: "A height the view may not exceed."),
            .init(name: "insets", valueName: "t,l,b,r", help: "Insets around the text (text field, button, text view)."),
            .init(name: "border", valueName: "style", help: "Text field border: \(TextFieldBorderStyle.allCases.map(\.rawValue).joinedAsProse("or")).", defaultValue: "roundedRect"),
            .flag("clear-button", help: "Text field: leave room for a clear button."),
            .init(name: "weight", valueName: "weight", help: "Override the style's weight: \(FontWeight.allCases.map(\.rawValue).joinedAsProse("or")), or 100-900."),
            .flag("emphasized", help: "Use the style's emphasized weight (.bold())."),
            .init(name: "font", valueName: "path", help: "Measure with this font file instead of the system font (its own metrics, no tracking)."),
            .init(name: "face-index", valueName: "n", help: "Face of a font collection (TTC).", defaultValue: "0"),
            .init(name: "variation", valueName: "axis=value", help: "Variable font axis, e.g. wght=600 (repeatable).", isRepeatable: true),
            .init(name: "instance", valueName: "name", help: "Named instance of a variable font (e.g. Bold), before --variation."),
            .init(name: "tracking", valueName: "em", help: "Tracking for --font, in em (e.g. -0.02)."),
            .init(name: "lang", valueName: "bcp47", help: "Language of the text (line breaking, shaping).", defaultValue: "en"),
            .init(name: "scale", valueName: "1|2|3", help: "Device scale for pixel rounding.", defaultValue: "3"),
            .init(name: "format", valueName: "format", help: "\(Format.allCases.map(\.rawValue).joinedAsProse("or")).", defaultValue: "text"),
            .init(name: "band", valueName: "p95|p99", help: "The stand-in's error band the margin is compared with.", defaultValue: "p95"),
        ] + androidOptions + MeasureComponentOptions.options + ResourceLocator.fontOptions + [ResourceLocator.systemFontOption],
        positionals: [.init(name: "text", help: "The text to measure, or '-' to read standard input.", isRequired: false)])
    static let examples = [
        "typefit measure 'Einstellungen für Barrierefreiheit' --style body --width 200",
        "typefit measure 'Einstellungen' --all-categories --width 120 --lines 1",
        "typefit measure - --lang th --lines 0 --mode word < thai.txt",
        "typefit measure 'Save' --component button --width 80 --format svg > save.svg",
        "typefit measure 'Einstellungen' --platform android --widget button --width 120 --all-scales",
    ]

    enum Format: String, CaseIterable { case text, json, svg }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        if let platform = arguments.value("platform"), try Platform.parse(platform) == .android {
            return try runAndroid(arguments, context: context)
        }
        let request = try MeasureRequest(arguments, context: context)
        let library = try ResourceLocator.fontLibrary(arguments, environment: context.environment)
        let measurer = try ResourceLocator.measurer(library: library, arguments, environment: context.environment)

        let rows = try measure(request, with: measurer)
        for note in request.inputNotes { context.reporter.warning(note) }

        switch request.format {
        case .json:
            context.reporter.output(MeasureOutput.json(rows, request: request))
        case .svg:
            context.reporter.output(MeasureOutput.svg(rows, request: request))
        case .text:
            context.reporter.output(MeasureOutput.text(rows, request: request, reporter: context.reporter))
        }
        // The status a script tests: the text does not fit its slot at some category measured.
        return rows.contains { !MeasureOutput.fitsCompletely($0.measurement) } ? .failing : .success
    }

    /// `request`'s text measured at each of its categories: what every format prints, and what
    /// `typefit serve`'s `/measure` answers.
    static func measure(_ request: MeasureRequest, with measurer: TextMeasurer) throws -> [MeasureOutput.Row] {
        var rows: [MeasureOutput.Row] = []
        for category in request.categories {
            let size = try request.pointSize(at: category)
            var slot = request.slot
            slot.category = category
            if request.usesHIGLeading {
                slot.lineHeight = .fixed(try request.leading(at: category))
            }
            do {
                let m = try measurer.measure(request.measuredText, profile: request.profile(at: category), pointSize: size, language: request.language, slot: slot)
                rows.append((category, m))
            } catch let error as MeasurementError {
                switch error {
                case .font(let fontError):
                    throw RuntimeError(message: fontError.description, hint: "check the --font path; TypeFit reads TTF, OTF and TTC files")
                case .invalidArgument(let message):
                    throw UsageError(message, hint: "see 'typefit help measure'")
                }
            }
        }
        return rows
    }
}
