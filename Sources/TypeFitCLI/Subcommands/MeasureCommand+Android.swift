import FitCheck
import TextMeasure
import TextStyles

/// `typefit measure --platform android`: the text in an Android view at one or every font
/// scale, measured by ``AndroidMeasuring`` (the rules of `check --platform android`).
extension MeasureCommand {
    /// The options only Android reads (`--width`, `--lines`, `--style`, `--weight`, `--lang`,
    /// `--font`, `--format` are shared with iOS).
    static let androidOptions: [CommandSignature.Option] = [
        .init(name: "widget", valueName: "view", help: "Android: \(AndroidWidget.allCases.map(\.rawValue).joinedAsProse("or")).", defaultValue: "TextView"),
        .init(name: "sp", valueName: "sp", help: "Android: a text size in sp instead of the style's (android:textSize)."),
        .init(name: "ellipsize", valueName: "where", help: "Android: android:ellipsize, none, start, middle, end or marquee."),
        .init(name: "font-scale", valueName: "scales", help: "Android: font scales (0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0; a list or a range).", defaultValue: "1.0"),
        .flag("all-scales", help: "Android: measure at every font scale; name the first that does not fit."),
        .init(name: "font-scaling", valueName: "rule", help: "Android: nonlinear (Android 14+) or linear (13 and earlier).", defaultValue: "nonlinear"),
        .init(name: "density", valueName: "1|2|3", help: "Android: device pixels per dp (3 = xxhdpi).", defaultValue: "3"),
        .init(name: "autosize-min", valueName: "sp", help: "Android: autoSizeMinTextSize (uniform autosize; 12 by default)."),
        .init(name: "autosize-max", valueName: "sp", help: "Android: autoSizeMaxTextSize (uniform autosize; 112 by default)."),
    ]

    static func runAndroid(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let request = try AndroidMeasureRequest(arguments)
        let library = try ResourceLocator.fontLibrary(arguments, environment: context.environment)
        let measurer = try ResourceLocator.measurer(library: library, arguments, environment: context.environment)
        var rows: [AndroidScaleMeasurement] = []
        for fontScale in request.fontScales {
            do {
                rows.append(try AndroidMeasuring.measure(request.measuredText, slot: request.slot, fontScale: fontScale, scaling: request.scaling,
                                                         density: request.density, font: request.font, locale: request.language, measurer: measurer))
            } catch let error as MeasurementError {
                switch error {
                case .font(let fontError):
                    throw RuntimeError(message: fontError.description, hint: "check the --font path; TypeFit reads TTF, OTF and TTC files")
                case .invalidArgument(let message):
                    throw UsageError(message, hint: "see 'typefit help measure'")
                }
            }
        }
        for note in request.inputNotes { context.reporter.warning(note) }
        switch request.format {
        case .json: context.reporter.output(AndroidMeasureOutput.json(rows, request: request))
        case .text, .svg: context.reporter.output(AndroidMeasureOutput.text(rows, request: request, reporter: context.reporter))
        }
        return rows.contains { !MeasureOutput.fitsCompletely($0.measurement) } ? .failing : .success
    }
}
