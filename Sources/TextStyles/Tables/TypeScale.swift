/// The published type scales of every platform, read from `Tables/`.
///
/// Sources: Apple HIG Typography > Specifications (`dynamic_type_sizes.csv`,
/// `dynamic_type_emphasized_weights.csv`), the measured UIFontMetrics multipliers, the iOS 7/8
/// measurements, and Material 3's `TypeScaleTokens.kt` for Android. See `Tables/SOURCES.md`.
/// The numbers live only in those files; this type parses them once.
public struct TypeScale: Sendable {
    /// The tables compiled into the module, parsed on first use.
    public static let standard: TypeScale = {
        do {
            return try TypeScale()
        } catch {
            fatalError("TypeFit's embedded tables are malformed: \(error)")
        }
    }()

    /// One platform's table: its styles (in table order), its columns and its cells.
    struct PlatformTable: Sendable {
        var styles: [TextStyle] = []
        var settings: [SizeSetting] = []
        var cells: [TextStyle: [SizeSetting: TextStyleMetrics]] = [:]
    }

    /// One Material 3 token's row.
    struct MaterialStyle: Sendable {
        let style: TextStyle
        let size: Double
        let lineHeight: Double
        let weight: FontWeight
        let tracking: Double
    }

    private var apple: [String: PlatformTable] = [:]
    private var material: [MaterialStyle] = []
    /// Measured UIFontMetrics multipliers per iOS style and category.
    private(set) var multipliers: [TextStyle: [ContentSizeCategory: Double]] = [:]
    private var multiplierStyles: [TextStyle] = []
    private var legacy: [TextStyle: [ContentSizeCategory: Double]] = [:]
    private var legacyStyleOrder: [TextStyle] = []
    /// Tracking rows per (tracking table, font): sizes ascending with 1/1000 em values.
    private(set) var tracking: [TrackingKey: [(size: Double, em1000: Double)]] = [:]
    /// Android's non-linear font scale tables.
    private(set) var android: AndroidScaleTables

    struct TrackingKey: Hashable, Sendable {
        let table: String
        let font: String
    }

    /// Parses the embedded tables.
    init() throws(TextStyleError) {
        android = try AndroidScaleTables(table: .embedded("android_nonlinear_font_scale_tables.csv"))
        try readTracking(.embedded("tracking.csv"))
        try readApple(sizes: .embedded("dynamic_type_sizes.csv"), weights: .embedded("dynamic_type_emphasized_weights.csv"))
        try readMultipliers(.embedded("uifontmetrics_custom_font_multipliers.csv"))
        try readLegacy(.embedded("ios_legacy_ios7_ios8_sizes.csv"))
        try readMaterial(.embedded("material3_type_scale.csv"))
    }

    // MARK: - Questions

    /// The platform's text styles, in the order the HIG (or Material 3) lists them.
    public func styles(for platform: Platform) -> [TextStyle] {
        platform == .android ? material.map(\.style) : apple[platform.tableKey]?.styles ?? []
    }

    /// The content size categories the platform has: 12 on iOS and iPadOS, 9 on watchOS (no
    /// Medium, AX4, AX5), none on macOS, tvOS and Android.
    public func categories(for platform: Platform) -> [ContentSizeCategory] {
        settings(for: platform).compactMap(\.category)
    }

    /// The columns of the platform's table: its categories, Android's font scales (1.0 and those
    /// of the non-linear tables), or the single `fixed` size of macOS and tvOS.
    public func settings(for platform: Platform) -> [SizeSetting] {
        platform == .android ? androidFontScales.map { .fontScale($0) } : apple[platform.tableKey]?.settings ?? []
    }

    /// The font scales Android's Settings offers: 1.0 and each scale with a non-linear table.
    public var androidFontScales: [Double] {
        [1.0] + android.scales
    }

    /// The platform's style spelled `text` in any way users write it: `Large Title`,
    /// `largeTitle`, `large-title`, `Title 1`, `title1`, `UIFontTextStyleBody`, ignoring case.
    /// SwiftUI's `title` and `caption` mean Title 1 and Caption 1.
    /// - Throws: ``TextStyleError/unknownStyle(_:platform:valid:suggestion:)``.
    public func style(named text: String, platform: Platform) throws(TextStyleError) -> TextStyle {
        let styles = styles(for: platform)
        var key = SpellingKey.normalize(text)
        for prefix in ["uifonttextstyle", "fonttextstyle", "materialthemetypography", "typography"] where key.hasPrefix(prefix) && key.count > prefix.count {
            key.removeFirst(prefix.count)
        }
        if let style = styles.first(where: { SpellingKey.normalize($0.name) == key }) { return style }
        if let style = styles.first(where: { SpellingKey.normalize($0.name) == key + "1" }) { return style }
        let valid = styles.map(\.name)
        let suggestion = Suggestion.nearest(to: text, among: styles.map { ($0.name, $0.name) })
        throw .unknownStyle(text, platform: platform, valid: valid, suggestion: suggestion)
    }

    /// Size, leading and weights of `style` at `category` (nil on macOS and tvOS, whose styles
    /// have one size; nil on Android means font scale 1.0).
    /// - Throws: ``TextStyleError/missingCombination(platform:style:category:valid:)`` when the
    ///   platform lacks the category (watchOS has no Medium) or the style.
    public func metrics(platform: Platform, style: TextStyle, category: ContentSizeCategory?) throws(TextStyleError) -> TextStyleMetrics {
        let setting: SizeSetting
        if let category {
            setting = .category(category)
        } else {
            setting = platform == .android ? .fontScale(1.0) : .fixed
        }
        return try metrics(platform: platform, style: style, setting: setting)
    }

    /// Size, leading and weights of `style` in the table column `setting`. On Android any
    /// positive font scale works (sizes are converted as AOSP does, see ``AndroidFontScale``).
    public func metrics(platform: Platform, style: TextStyle, setting: SizeSetting) throws(TextStyleError) -> TextStyleMetrics {
        if platform == .android { return try materialMetrics(style: style, setting: setting) }
        let table = apple[platform.tableKey] ?? PlatformTable()
        guard let cells = table.cells[style] else {
            throw .unknownStyle(style.name, platform: platform, valid: table.styles.map(\.name), suggestion: nil)
        }
        guard let metrics = cells[setting] else {
            throw .missingCombination(platform: platform, style: style.name, category: setting.name, valid: table.settings.map(\.name))
        }
        return metrics
    }

    /// The point size iOS 7 and 8 gave `style` at `category` (measured on iOS 8.4; at the
    /// accessibility sizes only Body grew).
    /// - Throws: ``TextStyleError/noLegacySize(style:valid:)`` for styles iOS 7 lacked.
    public func legacyIOS7Size(style: TextStyle, category: ContentSizeCategory) throws(TextStyleError) -> Double {
        guard let sizes = legacy[style], let size = sizes[category] else {
            throw .noLegacySize(style: style.name, valid: legacyStyleOrder.map(\.name))
        }
        return size
    }

    /// The six styles iOS 7 had, in table order.
    public var legacyIOS7Styles: [TextStyle] { legacyStyleOrder }

    /// The styles whose UIFontMetrics multipliers were measured (iOS's 11).
    public var measuredMultiplierStyles: [TextStyle] { multiplierStyles }

    // MARK: - Reading the tables

    private mutating func readApple(sizes: CSVTable, weights: CSVTable) throws(TextStyleError) {
        var emphasized: [String: (weight: FontWeight, emphasized: FontWeight)] = [:]
        for row in weights.rows {
            guard let weight = FontWeight(parsing: row["weight"]), let bold = FontWeight(parsing: row["emphasized_weight"]) else {
                throw .malformedTable(file: weights.name, line: row.line, reason: "unknown weight")
            }
            emphasized[row["platform"] + "/" + row["style"]] = (weight, bold)
        }
        for row in sizes.rows {
            let platform = row["platform"]
            let style = TextStyle(name: row["style"])
            let setting: SizeSetting
            if row["category"].lowercased() == "default" {
                setting = .fixed
            } else {
                do {
                    setting = .category(try ContentSizeCategory.parse(row["category"]))
                } catch {
                    throw .malformedTable(file: sizes.name, line: row.line, reason: error.description)
                }
            }
            guard let weight = FontWeight(parsing: row["weight"]) else {
                throw .malformedTable(file: sizes.name, line: row.line, reason: "unknown weight '\(row["weight"])'")
            }
            let size = try row.number("size")
            let published = emphasized[platform + "/" + style.name]
            let font = TrackingFont.system(for: Platform(rawValue: platform) ?? .ios)
            let metrics = TextStyleMetrics(
                size: size, leading: try row.number("leading"), weight: weight,
                emphasizedWeight: published?.emphasized ?? weight,
                hasPublishedEmphasizedWeight: published != nil,
                tracking: trackingEm(pointSize: size, font: font, platform: Platform(rawValue: platform) ?? .ios) * size)
            var table = apple[platform] ?? PlatformTable()
            if !table.styles.contains(style) { table.styles.append(style) }
            if !table.settings.contains(setting) { table.settings.append(setting) }
            table.cells[style, default: [:]][setting] = metrics
            apple[platform] = table
        }
        for key in apple.keys {
            apple[key]!.settings.sort { ($0.category?.rawValue ?? -1) < ($1.category?.rawValue ?? -1) }
        }
    }

    private mutating func readMultipliers(_ table: CSVTable) throws(TextStyleError) {
        for row in table.rows {
            let style = TextStyle(name: row["style"])
            let category: ContentSizeCategory
            do { category = try ContentSizeCategory.parse(row["category"]) } catch {
                throw .malformedTable(file: table.name, line: row.line, reason: error.description)
            }
            if !multiplierStyles.contains(style) { multiplierStyles.append(style) }
            multipliers[style, default: [:]][category] = try row.number("measured_multiplier")
        }
        for style in multiplierStyles where multipliers[style]!.count != ContentSizeCategory.allCases.count {
            throw .malformedTable(file: table.name, line: 0, reason: "style '\(style.name)' lacks some of the 12 categories")
        }
    }

    private mutating func readLegacy(_ table: CSVTable) throws(TextStyleError) {
        for row in table.rows {
            let style = TextStyle(name: row["style"])
            let category: ContentSizeCategory
            do { category = try ContentSizeCategory.parse(row["category"]) } catch {
                throw .malformedTable(file: table.name, line: row.line, reason: error.description)
            }
            if !legacyStyleOrder.contains(style) { legacyStyleOrder.append(style) }
            legacy[style, default: [:]][category] = try row.number("size")
        }
    }

    private mutating func readMaterial(_ table: CSVTable) throws(TextStyleError) {
        for row in table.rows {
            guard let weight = FontWeight(parsing: row["weight"]) else {
                throw .malformedTable(file: table.name, line: row.line, reason: "unknown weight '\(row["weight"])'")
            }
            material.append(MaterialStyle(
                style: TextStyle(name: Self.words(ofToken: row["token"])),
                size: try row.number("size_sp"), lineHeight: try row.number("line_height_sp"),
                weight: weight, tracking: try row.number("tracking_sp_androidx_v0_103")))
        }
    }

    private mutating func readTracking(_ table: CSVTable) throws(TextStyleError) {
        for row in table.rows {
            let key = TrackingKey(table: row["table"], font: row["font"])
            tracking[key, default: []].append((try row.number("size"), try row.number("tracking_em1000")))
        }
        for key in tracking.keys { tracking[key]!.sort { $0.size < $1.size } }
    }

    /// Material 3 metrics at a font scale: sp converted to dp by AOSP's rules; tracking kept
    /// proportional to the font size (a guess: AOSP converts letter spacing in sp separately).
    private func materialMetrics(style: TextStyle, setting: SizeSetting) throws(TextStyleError) -> TextStyleMetrics {
        guard let entry = material.first(where: { $0.style == style }) else {
            throw .unknownStyle(style.name, platform: .android, valid: material.map(\.style.name), suggestion: nil)
        }
        guard case .fontScale(let scale) = setting else {
            throw .missingCombination(platform: .android, style: style.name, category: setting.name, valid: settings(for: .android).map(\.name))
        }
        guard scale.isFinite, scale > 0 else {
            throw .invalidFontScale(String(scale), reason: "a font scale must be a positive number")
        }
        let size = android.dp(forSp: entry.size, fontScale: scale)
        return TextStyleMetrics(
            size: size, leading: android.dp(forSp: entry.lineHeight, fontScale: scale),
            weight: entry.weight, emphasizedWeight: entry.weight, hasPublishedEmphasizedWeight: false,
            tracking: entry.tracking * size / entry.size)
    }

    /// `displayLarge` -> `Display Large`.
    static func words(ofToken token: String) -> String {
        var result = ""
        for scalar in token.unicodeScalars {
            if ("A"..."Z").contains(scalar) && !result.isEmpty { result += " " }
            result.unicodeScalars.append(scalar)
        }
        return result.prefix(1).uppercased() + result.dropFirst()
    }

    /// Tracking in em from the parsed tables (see ``Tracking``).
    func trackingEm(pointSize: Double, font: TrackingFont, platform: Platform) -> Double {
        let tables = tracking.keys.filter { $0.font == font.rawValue }
        let platformTable = tables.first { $0.table.split(separator: "_").contains(Substring(platform.tableKey)) }
        let appleDefault = tables.first { $0.table.split(separator: "_").contains("ios") }
        guard let key = platformTable ?? appleDefault ?? tables.min(by: { $0.table < $1.table }), let rows = tracking[key], !rows.isEmpty else {
            return 0
        }
        return Interpolation.linear(rows.map { ($0.size, $0.em1000) }, at: pointSize) / 1000
    }
}
