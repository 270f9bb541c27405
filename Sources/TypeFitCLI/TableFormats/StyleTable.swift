import TextFormatting
import TextStyles

/// The table `typefit table` prints, before it is formatted: styles down, size settings across.
struct StyleTable: Sendable {
    /// A quantity a cell can carry; the CSV and JSON field names are the raw values.
    enum Column: String, Sendable {
        case size, leading, weight
        case emphasizedWeight = "emphasized_weight"
        case multiplier
        case lineHeight = "line_height"
        case label1 = "label_1_line"
        case label2 = "label_2_lines"
        case label3 = "label_3_lines"
        case textField = "text_field"
    }

    /// What the table shows.
    enum Kind: Sendable, Equatable {
        /// The platform's published sizes.
        case published
        /// The iOS 7/8 sizes (no leading).
        case legacyIOS7
        /// A custom font of this base size scaled as UIFontMetrics does.
        case customFont(baseSize: Double)
        /// The heights of views with the system font (or a font file): line height, labels of
        /// one to three lines, a rounded-rect text field, at a display scale.
        case heights(font: String, displayScale: Int)
    }

    /// One cell.
    struct Cell: Sendable {
        var size: Double
        var leading: Double?
        var weight: FontWeight?
        var emphasizedWeight: FontWeight?
        var multiplier: Double?
        var tracking: Double?
        /// `UIFont.lineHeight`, then label heights for 1, 2 and 3 lines and a text field's height.
        var heights: Heights?
    }

    /// View heights at one size (`.heights` tables).
    struct Heights: Sendable {
        var lineHeight: Double
        var labels: [Double]
        var textField: Double
    }

    let platform: Platform
    let kind: Kind
    let styles: [TextStyle]
    let settings: [SizeSetting]
    let columns: [Column]
    let cells: [TextStyle: [SizeSetting: Cell]]
    /// For a heights table with real SF Pro: whether its vertical metrics agree with the
    /// measured ones the heights come from (added to `source`).
    var systemFontCheck: String?

    /// The unit of sizes: `pt`, or `dp` on Android.
    var unit: String { platform == .android ? "dp" : "pt" }

    /// The name of the column the settings go in: `category`, or `font_scale` on Android.
    var settingField: String { platform == .android ? "font_scale" : "category" }

    /// The setting as written in CSV and JSON: `Large`, `1.15`, `default`.
    func settingValue(_ setting: SizeSetting) -> String {
        if case .fontScale = setting { return String(setting.name.dropLast()) }
        return setting.name
    }

    /// The cell of `style` at `setting`.
    func cell(_ style: TextStyle, _ setting: SizeSetting) -> Cell? { cells[style]?[setting] }

    /// The style's weight and emphasized weight (the same at every size in every table).
    func weights(of style: TextStyle) -> (weight: FontWeight?, emphasized: FontWeight?) {
        let first = settings.lazy.compactMap { cells[style]?[$0] }.first
        return (first?.weight, first?.emphasizedWeight)
    }

    /// The text of a cell for text, Markdown and HTML: `17/22`, or a single size.
    func cellText(_ cell: Cell) -> String {
        if let heights = cell.heights { return heights.labels.map { NumberText.short($0, decimals: 2) }.joined(separator: "/") }
        guard columns.contains(.leading), let leading = cell.leading else { return NumberText.short(cell.size) }
        return NumberText.short(cell.size) + "/" + NumberText.short(leading)
    }

    /// A one-line title: `iOS Dynamic Type sizes`.
    var title: String {
        switch kind {
        case .published where platform == .android: "Android Material 3 type scale"
        case .published where settings == [.fixed]: "\(platform.displayName) text styles"
        case .published: "\(platform.displayName) Dynamic Type sizes"
        case .legacyIOS7: "iOS 7/8 Dynamic Type sizes"
        case .customFont(let base): "UIFontMetrics: a custom font of \(NumberText.short(base)) pt"
        case .heights(let font, let scale): "View heights with \(font), @\(scale)x"
        }
    }

    /// What the cells mean, in one line.
    var legend: String {
        switch kind {
        case .published where platform == .android:
            "Cells are size/line height in dp at each font scale (Material 3 sp, converted by Android 14's non-linear font scaling)."
        case .published where settings == [.fixed]:
            "Cells are size/leading in points; \(platform.displayName) text styles have one size."
        case .published:
            "Cells are size/leading in points." + categoryNote
        case .legacyIOS7:
            "Cells are point sizes measured on iOS 8.4; at the accessibility sizes only Body grew."
        case .customFont:
            "Cells are UIFontMetrics.scaledFont(for:) point sizes, rounded to whole points; the multiplier is measured, not a ratio of system sizes."
        case .heights:
            "Cells are UILabel heights in points for 1/2/3 lines (n x UIFont.lineHeight, rounded up to the pixel). CSV and JSON add the size, the line height and a rounded-rect text field's height (7 pt insets, Med: Flutter's simulator inspection)." + categoryNote
        }
    }

    /// " Large is the default; AX1-AX3 are the accessibility sizes." for the categories shown.
    private var categoryNote: String {
        let categories = settings.compactMap(\.category)
        var note = categories.contains(.default) ? " \(ContentSizeCategory.default.higName) is the default." : ""
        let accessibility = categories.filter(\.isAccessibility)
        if let first = accessibility.first, let last = accessibility.last {
            note += first == last
                ? " \(first.higName) is an accessibility size."
                : " \(first.higName)-\(last.higName) are the accessibility sizes."
        }
        return note
    }

    /// Where the numbers come from.
    var source: String {
        switch kind {
        case .published where platform == .android:
            "Sources: androidx Compose Material 3 TypeScaleTokens.kt; AOSP FontScaleConverterFactory (Tables/material3_type_scale.csv, Tables/android_nonlinear_font_scale_tables.csv)."
        case .published:
            "Source: Apple HIG, Typography > Specifications (Tables/dynamic_type_sizes.csv, Tables/dynamic_type_emphasized_weights.csv)."
        case .legacyIOS7:
            "Source: iOS 8.4 simulator measurements (Tables/ios_legacy_ios7_ios8_sizes.csv)."
        case .customFont:
            "Source: measured UIFontMetrics multipliers, via gewill/ScaledFont (Tables/uifontmetrics_custom_font_multipliers.csv)."
        case .heights(let font, _) where font == "the system font":
            "Sources: Apple HIG sizes; the system font's measured line height, 2444/2048 em (Tables/system_font_metrics.csv)."
                + (systemFontCheck.map { " " + $0 } ?? "")
        case .heights:
            "Sources: sizes from the measured UIFontMetrics multipliers; line heights from the font's hhea table."
        }
    }
}

extension StyleTable.Column {
    /// For the label columns, the number of lines minus one.
    var labelIndex: Int {
        switch self {
        case .label2: 1
        case .label3: 2
        default: 0
        }
    }
}
