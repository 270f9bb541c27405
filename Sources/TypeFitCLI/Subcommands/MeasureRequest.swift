import Catalogs
import Foundation
import TextFormatting
import TextMeasure
import TextStyles

/// The options of `typefit measure`, checked and resolved.
struct MeasureRequest {
    var text: String
    /// The text laid out: `text` with its format specifiers replaced by the samples `check`
    /// uses, or `text` itself with `--raw`.
    var measuredText: String
    var inputNotes: [String] = []
    var platform: Platform
    var style: TextStyle
    var categories: [ContentSizeCategory?]
    var fixedSize: Double?
    var weightOverride: FontWeight?
    var emphasized: Bool
    var customFont: FontDescriptor?
    var trackingEm: Double?
    var language: String
    var slot: Slot
    var usesHIGLeading: Bool
    var format: MeasureCommand.Format
    var allCategories: Bool
    /// The percentile of the stand-in's error band margins are compared with (`--band`).
    var band: BandPercentile

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        let scale = TypeScale.standard
        (text, inputNotes) = try Self.text(arguments)
        measuredText = arguments.flag("raw") ? text : substituteSamples(in: text)
        platform = try Platform.parse(arguments.value("platform") ?? "ios")
        guard platform != .android else {
            throw UsageError("measure lays text out as UIKit does; Android is not supported", hint: "use 'typefit table --platform android' for Android's type scale")
        }
        let component = try OptionValues.slotValue { () throws(SlotValueError) in try SlotValues.component(arguments.value("component") ?? "label") }
        let options = try MeasureComponentOptions.options(arguments)
        style = try scale.style(named: arguments.value("style") ?? component.definition.defaultStyle(for: options) ?? "body", platform: platform)
        allCategories = arguments.flag("all-categories")
        let available = scale.categories(for: platform)
        if available.isEmpty {
            categories = [nil]  // macOS and tvOS have one size per style
        } else if allCategories {
            categories = available
        } else {
            let selection = try CategorySelection.parse(arguments.value("category") ?? "Large")
            categories = try selection.resolve(among: available, platform: platform)
        }

        fixedSize = try arguments.value("size").map { text throws(UsageError) in try Self.positive(text, "--size") }
        weightOverride = try arguments.value("weight").map { text throws(UsageError) in
            try OptionValues.slotValue { () throws(SlotValueError) in try SlotValues.weight(text) }
        }
        emphasized = arguments.flag("emphasized")
        (customFont, trackingEm) = try Self.customFont(arguments)
        language = arguments.value("lang") ?? "en"
        (slot, usesHIGLeading) = try Self.slot(arguments, component: component)
        slot.options = options
        slot.neighbors = MeasureComponentOptions.neighbors(arguments)
        format = try OptionValues.choice(arguments.value("format") ?? "text", option: "format", as: MeasureCommand.Format.self)
        band = try OptionValues.bandPercentile(arguments.value("band") ?? "p95")
    }

    /// The text to measure: the argument, the file of `--file`, or standard input for `-`; and
    /// what decoding a file had to say.
    static func text(_ arguments: ParsedArguments) throws -> (text: String, notes: [String]) {
        if let file = arguments.value("file") {
            guard arguments.positionals.isEmpty else {
                throw UsageError("give the text either as an argument or with --file, not both", hint: "typefit measure --file strings.txt")
            }
            let decoded = try InputText.read(file: file)
            return (decoded.text, decoded.notes)
        }
        guard let first = arguments.positionals.first else {
            throw UsageError("no text to measure", hint: "typefit measure 'Settings' --style body, or --file F, or '-' for standard input")
        }
        guard first == "-" else { return (first, []) }
        let decoded = try InputText.decode(FileHandle.standardInput.readDataToEndOfFile(), name: "<stdin>")
        return (decoded.text, decoded.notes)
    }

    /// The font of `--font` with its face, variations, instance and tracking, or nil (the system font).
    private static func customFont(_ arguments: ParsedArguments) throws(UsageError) -> (font: FontDescriptor?, trackingEm: Double?) {
        guard let path = arguments.value("font") else {
            if arguments.value("tracking") != nil || !arguments.values("variation").isEmpty || arguments.value("instance") != nil {
                throw UsageError("--tracking, --variation and --instance apply to --font", hint: "the system font's tracking comes from Apple's table")
            }
            return (nil, nil)
        }
        let faceText = arguments.value("face-index") ?? "0"
        guard let face = Int(faceText), face >= 0 else {
            throw UsageError("--face-index must be a whole number of 0 or more, not '\(faceText)'", hint: "0 is the first face of a collection")
        }
        var variations: [String: Double] = [:]
        for item in arguments.values("variation") {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[0].count == 4, let value = parseDecimal(parts[1]), value.isFinite else {
                throw UsageError("--variation '\(item)' is not AXIS=VALUE with a 4-letter axis tag", hint: "write for example '--variation wght=600'")
            }
            variations[parts[0]] = value
        }
        let tracking = try arguments.value("tracking").map { text throws(UsageError) in
            guard let value = parseDecimal(text), value.isFinite, abs(value) < 1 else {
                throw UsageError("--tracking must be a number of em between -1 and 1, not '\(text)'", hint: "-0.02 is 20/1000 em tighter")
            }
            return value
        }
        return (FontDescriptor(path: path, faceIndex: face, variations: variations, namedInstance: arguments.value("instance")), tracking)
    }

    /// The slot of the slot options, read by `SlotValues` (as the spec's are), and whether the
    /// line height is the HIG leading (which depends on the category).
    private static func slot(_ arguments: ParsedArguments, component: Component) throws(UsageError) -> (slot: Slot, usesHIGLeading: Bool) {
        func read<Value>(_ option: String, default text: String, _ parse: (String) throws(SlotValueError) -> Value) throws(UsageError) -> Value {
            let text = arguments.value(option) ?? text
            return try OptionValues.slotValue { () throws(SlotValueError) in try parse(text) }
        }
        let definition = component.definition
        var slot = Slot(
            component: component,
            width: try Self.positive(arguments.value("width") ?? NumberText.short(definition.defaultWidth ?? 343), "--width"),
            numberOfLines: try read("lines", default: String(definition.defaultLines.lines)) { text throws(SlotValueError) in
                try SlotValues.lines(text, name: "--lines")
            },
            lineBreakMode: try read("mode", default: definition.defaultLines.mode.name) { text throws(SlotValueError) in try SlotValues.lineBreakMode(text) },
            minimumScaleFactor: try read("min-scale", default: "0") { text throws(SlotValueError) in
                try SlotValues.minimumScaleFactor(text, name: "--min-scale")
            },
            displayScale: try OptionValues.displayScale(arguments.value("scale")))
        var usesHIGLeading = false
        switch try read("line-height", default: "font", { text throws(SlotValueError) in try SlotValues.lineHeight(text, name: "--line-height") }) {
        case .font: slot.lineHeight = .font
        case .hig: usesHIGLeading = true
        case .fixed(let value): slot.lineHeight = .fixed(value)
        }
        slot.maximumHeight = try arguments.value("max-height").map { text throws(UsageError) in try Self.positive(text, "--max-height") }
        if let insets = arguments.value("insets") {
            let values = insets.split(separator: ",").map { parseDecimal($0.trimmingCharacters(in: .whitespaces)) }
            guard values.count == 4, values.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 && $0! <= OptionValues.largest }) else {
                throw UsageError("--insets must be four numbers top,left,bottom,right, not '\(insets)'", hint: "write for example '--insets 8,16,8,16'")
            }
            slot.insets = EdgeInsets(top: values[0]!, left: values[1]!, bottom: values[2]!, right: values[3]!)
        }
        slot.borderStyle = try read("border", default: "roundedRect") { text throws(SlotValueError) in try SlotValues.borderStyle(text) }
        slot.hasClearButton = arguments.flag("clear-button")
        return (slot, usesHIGLeading)
    }

    /// The point size at `category`: the style's size for the system font; for a custom font
    /// the style's size at Large scaled through UIFontMetrics (rounded to whole points); with
    /// --size, that size (scaled through UIFontMetrics when a style is given explicitly).
    func pointSize(at category: ContentSizeCategory?) throws -> Double {
        let scale = TypeScale.standard
        let large = try scale.metrics(platform: platform, style: style, category: .large).size
        if let size = try slot.component.definition.pointSize(
            slotSize: fixedSize, styleSizeAtLarge: large, options: slot.options, category: category, platform: platform, typeScale: scale
        ) {
            return size  // a bar's, tab item's or segment's own rule, whatever the font
        }
        if let fixedSize {
            guard let category, platform == .ios || platform == .ipados else { return fixedSize }
            return try FontMetrics(forTextStyle: style, scale: scale).scaledFontSize(fixedSize, category: category)
        }
        if customFont != nil, let category, platform == .ios || platform == .ipados {
            let base = try scale.metrics(platform: platform, style: style, category: .large).size
            return try FontMetrics(forTextStyle: style, scale: scale).scaledFontSize(base, category: category)
        }
        return try scale.metrics(platform: platform, style: style, category: category).size
    }

    /// The HIG leading of the style at `category`.
    func leading(at category: ContentSizeCategory?) throws -> Double {
        try TypeScale.standard.metrics(platform: platform, style: style, category: category).leading
    }

    /// The font profile: the custom font, or the system font at the style's weight.
    func profile(at category: ContentSizeCategory?) throws -> FontProfile {
        if let customFont { return .custom(customFont, trackingEm: trackingEm) }
        let metrics = try TypeScale.standard.metrics(platform: platform, style: style, category: category)
        return .system(weight: slot.component.definition.weight(explicit: weightOverride, emphasized: emphasized, style: metrics), platform: platform)
    }

    static func positive(_ text: String, _ option: String) throws(UsageError) -> Double {
        guard let value = parseDecimal(text), value.isFinite, value > 0, value <= OptionValues.largest else {
            let example = option == "--size" ? "17" : "200"
            throw UsageError("\(option) must be a positive number of points, not '\(text)'", hint: "write for example '\(option) \(example)'")
        }
        return value
    }
}
