import Foundation
import TextMeasure
import TextStyles

/// The options of `typefit measure`, checked and resolved.
struct MeasureRequest {
    var text: String
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

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        let scale = TypeScale.standard
        // The text.
        if let file = arguments.value("file") {
            guard arguments.positionals.isEmpty else {
                throw UsageError("give the text either as an argument or with --file, not both", hint: "typefit measure --file strings.txt")
            }
            let decoded = try InputText.read(file: file)
            text = decoded.text
            inputNotes = decoded.notes
        } else if let first = arguments.positionals.first {
            if first == "-" {
                let decoded = try InputText.decode(FileHandle.standardInput.readDataToEndOfFile(), name: "<stdin>")
                text = decoded.text
                inputNotes = decoded.notes
            } else {
                text = first
            }
        } else {
            throw UsageError("no text to measure", hint: "typefit measure 'Settings' --style body, or --file F, or '-' for standard input")
        }

        platform = try Platform.parse(arguments.value("platform") ?? "ios")
        guard platform != .android else {
            throw UsageError("measure lays text out as UIKit does; Android is not supported", hint: "use 'typefit table --platform android' for Android's type scale")
        }
        style = try scale.style(named: arguments.value("style") ?? "body", platform: platform)
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
        if let weight = arguments.value("weight") {
            guard let parsed = FontWeight(parsing: weight) else {
                throw UsageError("unknown weight '\(weight)' (valid: \(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")))", hint: "write for example '--weight semibold'")
            }
            weightOverride = parsed
        }
        emphasized = arguments.flag("emphasized")

        if let path = arguments.value("font") {
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
            customFont = FontDescriptor(path: path, faceIndex: face, variations: variations, namedInstance: arguments.value("instance"))
            trackingEm = try arguments.value("tracking").map { text throws(UsageError) in
                guard let value = parseDecimal(text), value.isFinite, abs(value) < 1 else {
                    throw UsageError("--tracking must be a number of em between -1 and 1, not '\(text)'", hint: "-0.02 is 20/1000 em tighter")
                }
                return value
            }
        } else if arguments.value("tracking") != nil || !arguments.values("variation").isEmpty || arguments.value("instance") != nil {
            throw UsageError("--tracking, --variation and --instance apply to --font", hint: "the system font's tracking comes from Apple's table")
        }
        language = arguments.value("lang") ?? "en"

        // The slot.
        let component = try OptionValues.choice(arguments.value("component") ?? "label", option: "component", as: Component.self)
        let width = try Self.positive(arguments.value("width") ?? "343", "--width")
        let linesText = arguments.value("lines") ?? "1"
        guard let lines = Int(linesText), lines >= 0 else {
            throw UsageError("--lines must be a whole number of 0 or more, not '\(linesText)'", hint: "0 means unlimited, as UILabel's numberOfLines")
        }
        let modeText = arguments.value("mode") ?? "tail"
        guard let mode = LineBreakMode(name: modeText) else {
            let valid = LineBreakMode.allCases.map(\.name)
            let suggestion = Suggestion.nearest(to: modeText, among: valid).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("unknown line break mode '\(modeText)' (valid: \(valid.joined(separator: ", ")))\(suggestion)", hint: "tail is UILabel's default")
        }
        let minScaleText = arguments.value("min-scale") ?? "0"
        guard let minScale = parseDecimal(minScaleText), minScale.isFinite, (0...1).contains(minScale) else {
            throw UsageError("--min-scale must be between 0 and 1, not '\(minScaleText)'", hint: "0.5 lets the label shrink to half its size")
        }
        let scaleText = arguments.value("scale") ?? "3"
        guard let displayScale = Int(scaleText), (1...3).contains(displayScale) else {
            throw UsageError("--scale must be 1, 2 or 3, not '\(scaleText)'", hint: "3 for most iPhones, 2 for older iPhones and most iPads")
        }
        var slot = Slot(component: component, width: width, numberOfLines: lines, lineBreakMode: mode, minimumScaleFactor: minScale, displayScale: displayScale)
        usesHIGLeading = false
        switch (arguments.value("line-height") ?? "font").lowercased() {
        case "font": slot.lineHeight = .font
        case "hig", "leading": usesHIGLeading = true
        case let other:
            guard let value = parseDecimal(other), value.isFinite, value > 0, value <= OptionValues.largest else {
                throw UsageError("--line-height must be font, hig or a number of points, not '\(other)'", hint: "font is UILabel's default")
            }
            slot.lineHeight = .fixed(value)
        }
        slot.maximumHeight = try arguments.value("max-height").map { text throws(UsageError) in try Self.positive(text, "--max-height") }
        if let insets = arguments.value("insets") {
            let values = insets.split(separator: ",").map { parseDecimal($0.trimmingCharacters(in: .whitespaces)) }
            guard values.count == 4, values.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 && $0! <= OptionValues.largest }) else {
                throw UsageError("--insets must be four numbers top,left,bottom,right, not '\(insets)'", hint: "write for example '--insets 8,16,8,16'")
            }
            slot.insets = EdgeInsets(top: values[0]!, left: values[1]!, bottom: values[2]!, right: values[3]!)
        }
        let borderText = arguments.value("border") ?? "roundedRect"
        guard let border = TextFieldBorderStyle.allCases.first(where: { $0.rawValue.lowercased() == borderText.lowercased() }) else {
            throw UsageError("unknown border style '\(borderText)' (valid: \(TextFieldBorderStyle.allCases.map(\.rawValue).joined(separator: ", ")))", hint: "roundedRect is the usual one")
        }
        slot.borderStyle = border
        slot.hasClearButton = arguments.flag("clear-button")
        self.slot = slot
        format = try OptionValues.choice(arguments.value("format") ?? "text", option: "format", as: MeasureCommand.Format.self)
    }

    /// The point size at `category`: the style's size for the system font; for a custom font
    /// the style's size at Large scaled through UIFontMetrics (rounded to whole points); with
    /// --size, that size (scaled through UIFontMetrics when a style is given explicitly).
    func pointSize(at category: ContentSizeCategory?) throws -> Double {
        let scale = TypeScale.standard
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
        if let weightOverride { return .system(weight: weightOverride, platform: platform) }
        let metrics = try TypeScale.standard.metrics(platform: platform, style: style, category: category)
        return .system(weight: emphasized ? metrics.emphasizedWeight : metrics.weight, platform: platform)
    }

    static func positive(_ text: String, _ option: String) throws(UsageError) -> Double {
        guard let value = parseDecimal(text), value.isFinite, value > 0, value <= OptionValues.largest else {
            let example = option == "--size" ? "17" : "200"
            throw UsageError("\(option) must be a positive number of points, not '\(text)'", hint: "write for example '\(option) \(example)'")
        }
        return value
    }
}
