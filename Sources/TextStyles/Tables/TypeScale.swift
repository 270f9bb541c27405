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

    var apple: [String: PlatformTable] = [:]
    var material: [MaterialStyle] = []
    /// Measured UIFontMetrics multipliers per iOS style and category.
    var multipliers: [TextStyle: [ContentSizeCategory: Double]] = [:]
    var multiplierStyles: [TextStyle] = []
    var legacy: [TextStyle: [ContentSizeCategory: Double]] = [:]
    var legacyStyleOrder: [TextStyle] = []
    /// Tracking rows per (tracking table, font): sizes ascending with 1/1000 em values.
    var tracking: [TrackingKey: [(size: Double, em1000: Double)]] = [:]
    /// The rows `trackingEm` reads for each font and platform, chosen once after reading
    /// (choosing them on every call was an eighth of a cold `typefit measure`, callgrind).
    var trackingRows: [TrackingChoice: [(x: Double, y: Double)]] = [:]
    /// Android's non-linear font scale tables.
    var android: AndroidScaleTables

    struct TrackingKey: Hashable, Sendable {
        let table: String
        let font: String
    }

    struct TrackingChoice: Hashable, Sendable {
        let font: TrackingFont
        let platform: Platform
    }

    /// Parses the embedded tables.
    init() throws(TextStyleError) {
        android = try AndroidScaleTables(table: .embedded("android_nonlinear_font_scale_tables.csv"))
        try readTracking(.embedded("tracking.csv"))
        chooseTrackingRows()
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
    ///
    /// Interface Builder's spellings are the raw values of `UIFont.TextStyle`:
    /// `UICTFontTextStyleBody`, `UICTFontTextStyleTitle1`, and two that differ from the API names,
    /// `UICTFontTextStyleTitle0` (Large Title) and `UICTFontTextStyleSubhead` (Subheadline).
    /// Source: the raw values printed by a UIKit app (github.com/temoki/UIKit_DynamicType, README).
    /// - Throws: ``TextStyleError/unknownStyle(_:platform:valid:suggestion:)``.
    public func style(named text: String, platform: Platform) throws(TextStyleError) -> TextStyle {
        let styles = styles(for: platform)
        var key = SpellingKey.normalize(text)
        let isRawValue = key.hasPrefix("uictfonttextstyle")
        for prefix in ["uictfonttextstyle", "uifonttextstyle", "fonttextstyle", "materialthemetypography", "typography"] where key.hasPrefix(prefix) && key.count > prefix.count {
            key.removeFirst(prefix.count)
            break
        }
        if isRawValue, key == "title0" { key = "largetitle" }
        if key == "subhead" { key = "subheadline" }
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

    /// Tracking in em from the parsed tables (see ``Tracking``).
    func trackingEm(pointSize: Double, font: TrackingFont, platform: Platform) -> Double {
        guard let rows = trackingRows[TrackingChoice(font: font, platform: platform)] else { return 0 }
        return Interpolation.linear(rows, at: pointSize) / 1000
    }

    /// Fills `trackingRows`: the platform's own table for the font (tables are named by the
    /// platforms they serve, `ios_ipados_visionos`), else the iOS one, else the first by name.
    mutating func chooseTrackingRows() {
        for font in TrackingFont.allCases {
            let tables = tracking.keys.filter { $0.font == font.rawValue }.sorted { $0.table < $1.table }
            for platform in Platform.allCases {
                let platformTable = tables.first { $0.table.split(separator: "_").contains(Substring(platform.tableKey)) }
                let appleDefault = tables.first { $0.table.split(separator: "_").contains("ios") }
                guard let key = platformTable ?? appleDefault ?? tables.first, let rows = tracking[key], !rows.isEmpty else { continue }
                trackingRows[TrackingChoice(font: font, platform: platform)] = rows.map { (x: $0.size, y: $0.em1000) }
            }
        }
    }
}
