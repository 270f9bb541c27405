import Catalogs
import FitCheck
import Foundation
import TextFormatting
import TextMeasure
import TextStyles

/// The options of `typefit measure --platform android`, read into the spec slot a check would
/// use (`SlotSpec` with a `"widget"`'s defaults), so both measure with ``AndroidMeasuring``.
struct AndroidMeasureRequest {
    var text: String
    /// `text` with its format specifiers replaced by the samples `check` uses (or as written
    /// with `--raw`).
    var measuredText: String
    var inputNotes: [String]
    var widget: AndroidWidget
    var slot: SlotSpec
    var fontScales: [Double]
    var allScales: Bool
    var scaling: AndroidFontScaling
    var density: Int
    var language: String
    var font: FontChoice
    var format: MeasureCommand.Format

    /// The iOS options that mean nothing here; each is refused with the Android option to use.
    static let appleOnly: [(option: String, instead: String)] = [
        ("component", "--widget"), ("category", "--font-scale"), ("all-categories", "--all-scales"), ("size", "--sp"),
        ("mode", "--ellipsize"), ("min-scale", "--autosize-min and --autosize-max"), ("scale", "--density"),
        ("emphasized", "--weight"), ("border", "--widget"), ("clear-button", "--widget"), ("band", "nothing (Roboto's own widths have no error band)"),
    ]

    init(_ arguments: ParsedArguments) throws {
        for (option, instead) in Self.appleOnly where arguments.value(option) != nil || arguments.flag(option) {
            throw UsageError("--\(option) is an iOS option; this measure is for Android", hint: "use \(instead)")
        }
        (text, inputNotes) = try MeasureRequest.text(arguments)
        measuredText = arguments.flag("raw") ? text : substituteSamples(in: text)
        let widgetName = arguments.value("widget") ?? "TextView"
        guard let widget = AndroidWidget.parse(widgetName) else {
            throw UsageError("--widget must be one of \(AndroidWidget.allCases.map(\.rawValue).joinedAsProse("or")), not '\(widgetName)'",
                             hint: "a spec's \"widget\" takes the same names")
        }
        self.widget = widget
        var slot = widget.slot
        if let name = arguments.value("style") {
            slot.style = try TypeScale.standard.style(named: name, platform: .android)
        }
        slot.size = try arguments.value("sp").map { text throws(UsageError) in try Self.positive(text, "--sp", unit: "sp", example: "14") }
        if let width = arguments.value("width") { slot.width = try Self.positive(width, "--width", unit: "dp", example: "120") }
        if let lines = arguments.value("lines") {
            slot.lines = try OptionValues.slotValue { () throws(SlotValueError) in try SlotValues.lines(lines, name: "--lines") }
        }
        if let ellipsize = arguments.value("ellipsize") {
            guard let mode = AndroidWidget.lineBreakMode(ellipsize: ellipsize) else {
                throw UsageError("--ellipsize must be none, start, middle, end or marquee, not '\(ellipsize)'", hint: "end is android:ellipsize=\"end\"")
            }
            slot.lineBreakMode = mode
        }
        if let weight = arguments.value("weight") {
            slot.weight = try OptionValues.slotValue { () throws(SlotValueError) in try SlotValues.weight(weight) }
        }
        let low = try arguments.value("autosize-min").map { text throws(UsageError) in try Self.positive(text, "--autosize-min", unit: "sp", example: "12") }
        let high = try arguments.value("autosize-max").map { text throws(UsageError) in try Self.positive(text, "--autosize-max", unit: "sp", example: "22") }
        if low != nil || high != nil {
            let lower = low ?? AndroidTextSettings.defaultAutoSizeMinimum, upper = high ?? AndroidTextSettings.defaultAutoSizeMaximum
            guard lower <= upper else {
                throw UsageError("--autosize-min (\(NumberText.short(lower)) sp) is larger than --autosize-max (\(NumberText.short(upper)) sp)", hint: "the text starts at the maximum and shrinks to the minimum")
            }
            slot.android.autoSize = lower...upper
        }
        self.slot = slot

        allScales = arguments.flag("all-scales")
        if allScales && arguments.value("font-scale") != nil {
            throw UsageError("give either --font-scale or --all-scales, not both", hint: "--font-scale takes a list too: 1.0,1.3,2.0")
        }
        let categories = try AndroidScaleColumns.parseSelection(allScales ? "all" : arguments.value("font-scale") ?? "1.0")
        fontScales = categories.compactMap(AndroidScaleColumns.fontScale(at:))
        let scalingText = arguments.value("font-scaling") ?? "nonlinear"
        guard let scaling = AndroidFontScaling.parse(scalingText) else {
            throw UsageError("--font-scaling must be nonlinear or linear, not '\(scalingText)'", hint: "nonlinear is Android 14 and later, linear Android 13 and earlier")
        }
        self.scaling = scaling
        let densityText = arguments.value("density") ?? "3"
        guard let density = Int(densityText), [1, 2, 3].contains(density) else {
            throw UsageError("--density must be 1, 2 or 3 pixels per dp, not '\(densityText)'", hint: "3 is xxhdpi; fractional densities (2.625 for 420 dpi) are not supported")
        }
        self.density = density
        language = arguments.value("lang") ?? "en"
        font = .system
        if let path = arguments.value("font") {
            font = .custom(FontDescriptor(path: path), trackingEm: nil)
        }
        let formatText = arguments.value("format") ?? "text"
        let format = try OptionValues.choice(formatText, option: "format", as: MeasureCommand.Format.self)
        guard format != .svg else {
            throw UsageError("--format svg is not available for Android", hint: "use text or json")
        }
        self.format = format
    }

    private static func positive(_ text: String, _ option: String, unit: String, example: String) throws(UsageError) -> Double {
        guard let value = parseDecimal(text), value.isFinite, value > 0, value <= OptionValues.largest else {
            throw UsageError("\(option) must be a positive number of \(unit), not '\(text)'", hint: "write for example '\(option) \(example)'")
        }
        return value
    }
}
