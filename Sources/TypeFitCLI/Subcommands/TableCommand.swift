import FitCheck
import Foundation
import TextFormatting
import TextMeasure
import TextStyles

/// `typefit table`: a platform's text styles at every size, in six formats.
enum TableCommand: Subcommand {
    static let name = "table"
    static let abstract = "Print a platform's text styles at every Dynamic Type size."
    static let discussion: String? = """
        Styles go down, sizes across; each cell is size/leading. The numbers come from the
        published tables in Tables/ (Apple HIG, Material 3), compiled into typefit.
        """
    static let signature = CommandSignature(options: [
        .init(name: "platform", valueName: "platform", help: "\(Platform.allCases.map(\.rawValue).joinedAsProse("or")).", defaultValue: "ios"),
        .init(
            name: "style", valueName: "style",
            help: "A style to show, spelled as in the HIG or in code ('Large Title', largeTitle, title1); commas separate several. Default: every style.",
            isRepeatable: true),
        .init(
            name: "category", valueName: "categories",
            help: "Sizes to show: a list (xSmall,Large,AX3), a range (Large...AX5) or all. On Android, font scales (1.0,1.3 or 1.0...1.5).",
            defaultValue: "all"),
        .init(name: "format", valueName: "format", help: "\(TableFormat.helpList).", defaultValue: "text"),
        .init(name: "legacy", valueName: "ios7", help: "Show the sizes iOS 7 and 8 used (six styles, size only)."),
        .init(
            name: "font-size", valueName: "points",
            help: "Show the sizes UIFontMetrics gives a custom font of this size, per style and category (iOS), with the multipliers."),
        .flag("heights", help: "Show view heights: UILabel for 1/2/3 lines, UIFont.lineHeight, a text field (iOS)."),
        .init(name: "font", valueName: "path", help: "With --heights: a font file instead of the system font (sizes scale as UIFontMetrics scales it)."),
        .init(name: "scale", valueName: "1|2|3", help: "With --heights: the device scale heights round up to.", defaultValue: "3"),
        ResourceLocator.systemFontOption,
    ])
    static let examples = [
        "typefit table --platform ios",
        "typefit table --style body --style headline --category Large...AX5",
        "typefit table --platform watchos --format csv",
        "typefit table --format tokens > dynamic-type.tokens.json",
        "typefit table --platform android --category 1.0,1.3,2.0",
        "typefit table --font-size 16 --style body",
        "typefit table --heights --style body,headline --format csv",
        "typefit table --heights --font Brand-Regular.otf --category Large...AX5",
    ]

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let scale = TypeScale.standard
        let platform = try Platform.parse(arguments.value("platform") ?? Platform.ios.rawValue)
        let format = try OptionValues.choice(arguments.value("format") ?? TableFormat.text.rawValue, option: "format", as: TableFormat.self)
        let kind = try kind(arguments, platform: platform)
        let styles = try styles(arguments.values("style"), kind: kind, platform: platform, scale: scale)
        let settings = try settings(arguments.value("category"), platform: platform, scale: scale)
        if case .heights = kind, format == .tokens {
            throw UsageError("--heights has no design-token form", hint: "use --format \(TableFormat.allCases.filter { $0 != .tokens }.map(\.rawValue).joinedAsProse("or"))")
        }
        var table = try build(kind: kind, platform: platform, styles: styles, settings: settings, scale: scale)
        if case .heights(let font, _) = kind, font == "the system font" {
            table.systemFontCheck = try systemFontCheck(arguments, environment: context.environment)
        }
        context.reporter.output(format.render(table, reporter: context.reporter))
        return .success
    }

    /// The published sizes of the styles `names` (comma-separated allowed) on `platform` at
    /// every size, as `--format json` prints them: `typefit serve`'s `/table`.
    static func publishedJSON(platform name: String, styles names: [String]) throws -> String {
        let scale = TypeScale.standard
        let platform = try Platform.parse(name)
        let styles = try styles(names, kind: .published, platform: platform, scale: scale)
        let settings = try settings(nil, platform: platform, scale: scale)
        return JSONFormat.render(try build(kind: .published, platform: platform, styles: styles, settings: settings, scale: scale))
    }

    private static func kind(_ arguments: ParsedArguments, platform: Platform) throws -> StyleTable.Kind {
        let legacy = arguments.value("legacy")
        let fontSize = arguments.value("font-size")
        if legacy != nil && fontSize != nil {
            throw UsageError("--legacy and --font-size cannot be combined", hint: "give one of them")
        }
        if arguments.flag("heights") {
            guard legacy == nil && fontSize == nil else {
                throw UsageError("--heights cannot be combined with --legacy or --font-size", hint: "give --font PATH for a custom font's heights")
            }
            guard platform == .ios || platform == .ipados else {
                throw UsageError("--heights needs --platform ios (view heights follow UIKit)", hint: "drop --platform or write '--platform ios'")
            }
            let scale = try OptionValues.displayScale(arguments.value("scale"))
            return .heights(font: arguments.value("font") ?? "the system font", displayScale: scale)
        }
        if arguments.value("font") != nil || arguments.value("scale") != nil || arguments.value("system-font") != nil {
            throw UsageError("--font, --scale and --system-font go with --heights", hint: "write for example 'typefit table --heights --font Brand.otf'")
        }
        if let legacy {
            guard ["ios7", "ios8", "7", "8"].contains(legacy.lowercased()) else {
                throw UsageError("unknown value '\(legacy)' for '--legacy' (valid: ios7)", hint: "write '--legacy ios7' for the iOS 7/8 sizes")
            }
            guard platform == .ios || platform == .ipados else {
                throw UsageError("--legacy ios7 needs --platform ios (not \(platform.rawValue))", hint: "drop --platform or write '--platform ios'")
            }
            return .legacyIOS7
        }
        if let fontSize {
            let base = try OptionValues.nonNegativeNumber(fontSize, name: "--font-size")
            guard platform == .ios || platform == .ipados else {
                throw UsageError("--font-size needs --platform ios (UIFontMetrics was measured on iOS)", hint: "drop --platform or write '--platform ios'")
            }
            return .customFont(baseSize: base)
        }
        return .published
    }

    /// With real SF Pro, the heights (from UIKit's measured metrics) must agree with its own
    /// vertical metrics: the sentence saying whether they do; nil with the stand-in.
    private static func systemFontCheck(_ arguments: ParsedArguments, environment: [String: String]) throws -> String? {
        guard let systemFont = try ResourceLocator.systemFont(arguments, specSystemFont: nil, environment: environment) else { return nil }
        let library = try ResourceLocator.fontLibrary(arguments, environment: environment)
        let measurer = TextMeasurer(library: library, systemFont: systemFont)
        var findings: [String] = []
        for file in systemFont.files {
            let font: Font
            do {
                font = try library.font(FontDescriptor(path: file))
            } catch {
                throw RuntimeError(message: error.description, hint: "point --system-font at Apple's SF Pro files")
            }
            if let mismatch = measurer.metricsMismatch(font) { findings.append(mismatch) }
        }
        let names = systemFont.files.map { URL(fileURLWithPath: $0).lastPathComponent }
        let which = names.count == 1 ? names[0] : "\(names.count) SF Pro files"
        return findings.isEmpty
            ? "Checked against \(which): its own vertical metrics are the measured ones."
            : findings.joined(separator: " ")
    }

    private static func styles(_ texts: [String], kind: StyleTable.Kind, platform: Platform, scale: TypeScale) throws -> [TextStyle] {
        let names = texts.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) } }
        if names.contains(where: \.isEmpty) {
            throw UsageError("--style is empty", hint: "write a style such as '--style body', or leave --style out for every style")
        }
        guard !names.isEmpty else {
            switch kind {
            case .published, .heights: return scale.styles(for: platform)
            case .legacyIOS7: return scale.legacyIOS7Styles
            case .customFont: return scale.measuredMultiplierStyles
            }
        }
        var styles: [TextStyle] = []
        for name in names {
            let style = try scale.style(named: name, platform: platform)
            if kind == .legacyIOS7 && !scale.legacyIOS7Styles.contains(style) {
                throw TextStyleError.noLegacySize(style: style.name, valid: scale.legacyIOS7Styles.map(\.name))
            }
            if !styles.contains(style) { styles.append(style) }
        }
        return styles
    }

    private static func settings(_ text: String?, platform: Platform, scale: TypeScale) throws -> [SizeSetting] {
        if platform == .android {
            let standard = scale.androidFontScales
            return try FontScaleSelection.parse(text ?? "all", standard: standard).map { .fontScale($0) }
        }
        let available = scale.categories(for: platform)
        if available.isEmpty {
            if let text { throw TextStyleError.unavailableCategory(text, platform: platform, valid: []) }
            return scale.settings(for: platform)
        }
        return try CategorySelection.parse(text ?? "all").resolve(among: available, platform: platform).map { .category($0) }
    }

    private static func build(
        kind: StyleTable.Kind, platform: Platform, styles: [TextStyle], settings: [SizeSetting], scale: TypeScale
    ) throws -> StyleTable {
        var cells: [TextStyle: [SizeSetting: StyleTable.Cell]] = [:]
        let columns: [StyleTable.Column]
        switch kind {
        case .published:
            columns = platform == .android ? [.size, .leading, .weight] : [.size, .leading, .weight, .emphasizedWeight]
            for style in styles {
                for setting in settings {
                    let metrics = try scale.metrics(platform: platform, style: style, setting: setting)
                    cells[style, default: [:]][setting] = StyleTable.Cell(
                        size: metrics.size, leading: metrics.leading, weight: metrics.weight,
                        emphasizedWeight: metrics.hasPublishedEmphasizedWeight ? metrics.emphasizedWeight : nil,
                        tracking: metrics.tracking)
                }
            }
        case .legacyIOS7:
            columns = [.size]
            for style in styles {
                for case .category(let category) in settings {
                    let size = try scale.legacyIOS7Size(style: style, category: category)
                    // No tracking: iOS 7 and 8 did not use SF Pro, whose table TypeFit has.
                    cells[style, default: [:]][.category(category)] = StyleTable.Cell(size: size)
                }
            }
        case .customFont(let base):
            columns = [.size, .multiplier]
            for style in styles {
                let metrics = try FontMetrics(forTextStyle: style, scale: scale)
                for case .category(let category) in settings {
                    let size = metrics.scaledFontSize(base, category: category)
                    // No tracking: the custom font's own tracking is not known.
                    cells[style, default: [:]][.category(category)] = StyleTable.Cell(
                        size: size, multiplier: metrics.multiplier(for: category))
                }
            }
        case .heights(let fontPath, let displayScale):
            columns = [.size, .lineHeight, .label1, .label2, .label3, .textField]
            // The system font's measured line height, or the font file's own (hhea).
            var custom: Font?
            if fontPath != "the system font" {
                do {
                    custom = try Font(FontDescriptor(path: fontPath))
                } catch {
                    throw RuntimeError(message: error.description, hint: "give a TTF, OTF or TTC file to --font")
                }
            }
            let field = TextFieldBorderStyle.roundedRect
            for style in styles {
                let fontMetrics = try FontMetrics(forTextStyle: style, scale: scale)
                let base = try scale.metrics(platform: platform, style: style, category: .large).size
                for case .category(let category) in settings {
                    let size = custom == nil
                        ? try scale.metrics(platform: platform, style: style, category: category).size
                        : fontMetrics.scaledFontSize(base, category: category)
                    let lineHeight = custom?.metrics.scaled(to: size).lineHeight ?? SystemFontMetrics.ios.lineHeight(pointSize: size)
                    let s = Double(displayScale)
                    let heights = StyleTable.Heights(
                        lineHeight: lineHeight,
                        labels: (1...3).map { PixelRounding.up(Double($0) * lineHeight, scale: s) },
                        textField: max(field.defaultMinimumHeight, PixelRounding.up(lineHeight + field.defaultInsets.vertical, scale: s)))
                    cells[style, default: [:]][.category(category)] = StyleTable.Cell(size: size, heights: heights)
                }
            }
        }
        return StyleTable(platform: platform, kind: kind, styles: styles, settings: settings, columns: columns, cells: cells)
    }
}
