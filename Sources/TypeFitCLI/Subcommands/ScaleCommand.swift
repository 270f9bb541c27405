import FitCheck
import TextFormatting
import TextStyles

/// `typefit scale`: what UIFontMetrics makes of a layout value and of a custom font's size.
enum ScaleCommand: Subcommand {
    static let name = "scale"
    static let abstract = "Scale a value or a custom font size as UIFontMetrics does."
    static let discussion: String? = """
        Prints UIFontMetrics(forTextStyle:).scaledValue(for:) (rounded up to the device pixel),
        the point size scaledFont(for:) gives a custom font (whole points, unchanged at Large,
        clamped by --max), the measured multiplier, and the system font's size for comparison.
        """
    static let signature = CommandSignature(
        options: [
            .init(name: "style", valueName: "style", help: "The iOS text style whose curve to follow (body, 'Large Title', caption1)."),
            .init(name: "category", valueName: "categories", help: "A category, a list or a range (AX5, Large...AX5, all).", defaultValue: "all"),
            .init(name: "max", valueName: "points", help: "maximumPointSize: clamp the scaled font size to this after scaling."),
            .init(name: "scale", valueName: "1|2|3", help: "The display scale scaledValue rounds to.", defaultValue: "3"),
            .init(name: "format", valueName: "format", help: "\(Format.allCases.map(\.rawValue).joinedAsProse("or")).", defaultValue: "text"),
        ],
        positionals: [.init(name: "value", help: "The value to scale: a layout value or a custom font's point size at Large.")])
    static let examples = [
        "typefit scale 17 --style body --category AX5",
        "typefit scale 44 --style body --category L...AX5 --scale 2",
        "typefit scale 17 --style headline --max 28",
    ]

    enum Format: String, CaseIterable { case text, json }

    struct Row {
        let category: ContentSizeCategory
        let multiplier: Double
        let scaledValue: Double
        let scaledFontSize: Double
        let systemFontSize: Double
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let scale = TypeScale.standard
        let value = try OptionValues.nonNegativeNumber(arguments.positionals[0], name: "<value>")
        guard let styleName = arguments.value("style") else {
            throw UsageError("missing '--style' for 'typefit scale'", hint: "write for example '--style body'")
        }
        let style = try scale.style(named: styleName, platform: .ios)
        let metrics = try FontMetrics(forTextStyle: style, scale: scale)
        let categories = try CategorySelection.parse(arguments.value("category") ?? "all").categories
        let maximum = try arguments.value("max").map { text throws(UsageError) in try OptionValues.nonNegativeNumber(text, name: "--max") }
        let displayScale = try OptionValues.displayScale(arguments.value("scale"))
        let format = try OptionValues.choice(arguments.value("format") ?? Format.text.rawValue, option: "format", as: Format.self)

        var rows: [Row] = []
        for category in categories {
            rows.append(Row(
                category: category, multiplier: metrics.multiplier(for: category),
                scaledValue: metrics.scaledValue(for: value, category: category, displayScale: displayScale),
                scaledFontSize: metrics.scaledFontSize(value, category: category, maximumPointSize: maximum),
                systemFontSize: try scale.metrics(platform: .ios, style: style, category: category).size))
        }
        let output = switch format {
        case .text: text(rows, style: style, value: value, displayScale: displayScale, maximum: maximum, reporter: context.reporter)
        case .json: json(rows, style: style, value: value, displayScale: displayScale, maximum: maximum)
        }
        context.reporter.output(output)
        return .success
    }

    private static func text(_ rows: [Row], style: TextStyle, value: Double, displayScale: Int, maximum: Double?, reporter: Reporter) -> String {
        let valueText = NumberText.short(value)
        let header = [
            "Category", "Multiplier", "scaledValue(for: \(valueText))",
            "Font size" + (maximum.map { " (max \(NumberText.short($0)))" } ?? ""), "System \(style.name)",
        ]
        let cells = rows.map { row in
            [
                row.category.higName, NumberText.fixed(row.multiplier, decimals: 4), NumberText.short(row.scaledValue),
                NumberText.short(row.scaledFontSize), NumberText.short(row.systemFontSize),
            ]
        }
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        func line(_ fields: [String]) -> String {
            fields.enumerated().map { column, text in
                let padding = String(repeating: " ", count: widths[column] - text.count)
                return column == 0 ? text + padding : padding + text
            }.joined(separator: "  ")
        }
        var lines = [
            reporter.styled("UIFontMetrics(forTextStyle: .\(style.identifier)), value \(valueText), @\(displayScale)x", .bold), "",
            reporter.styled(line(header), .bold),
        ]
        lines += cells.map(line)
        lines += [
            "",
            "scaledValue rounds up to the device pixel (1/\(displayScale) pt); the font size is scaledFont(for:)'s, in whole points,",
            "unchanged at Large\(maximum == nil ? "" : ", then clamped to the maximum"). A custom font does not scale by the system font's ratio.",
            reporter.styled("Sources: measured multipliers (Tables/uifontmetrics_custom_font_multipliers.csv); system sizes from the Apple HIG.", .dim),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func json(_ rows: [Row], style: TextStyle, value: Double, displayScale: Int, maximum: Double?) -> String {
        let results: [JSONValue] = rows.map { row in
            .object([
                ("category", .string(row.category.higName)),
                ("multiplier", .number(row.multiplier)),
                ("scaled_value", .number(row.scaledValue)),
                ("scaled_font_size", .number(row.scaledFontSize)),
                ("system_font_size", .number(row.systemFontSize)),
            ])
        }
        let document = JSONValue.object([
            ("style", .string(style.name)),
            ("identifier", .string(style.identifier)),
            ("value", .number(value)),
            ("display_scale", .integer(displayScale)),
            ("maximum_point_size", maximum.map(JSONValue.number) ?? .null),
            ("results", .array(results)),
        ])
        return document.rendered() + "\n"
    }
}
