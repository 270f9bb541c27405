import TextStyles

/// Android's font scales carried in a check's category positions: a check, its findings, its
/// baseline and its reports count "columns" by `ContentSizeCategory`, and an Android check puts
/// each of Settings' font scales in one of them.
///
/// The positions (TypeFit's choice, fixed so that a baseline reads back the same way):
/// 0.85 -> Medium, 1.0 -> Large (both the default), 1.15 -> xLarge, 1.3 -> xxLarge,
/// 1.5 -> xxxLarge, 1.8 -> AX1, 2.0 -> AX2. So the standard severity fails at 0.85 to 1.5 and
/// warns at 1.8 and 2.0, as it warns at iOS's accessibility sizes (a choice: Android 13 and
/// earlier stopped at 1.3, and the two largest steps are the ones Android 14 added with its
/// non-linear scaling). Reports name a column by its scale (`1.3x`, or `1.3 (130%)` in prose),
/// never by the category it sits in.
public enum AndroidScaleColumns {
    /// The scale in each position, smallest first (`AndroidFontScale/settingsSteps`).
    public static let positions: [(category: ContentSizeCategory, fontScale: Double)] = [
        (.medium, 0.85), (.large, 1.0), (.xLarge, 1.15), (.xxLarge, 1.3), (.xxxLarge, 1.5), (.ax1, 1.8), (.ax2, 2.0),
    ]

    /// Every column an Android check can measure.
    public static var categories: [ContentSizeCategory] { positions.map(\.category) }

    /// The font scale in `category`'s position, nil for a position Android does not use.
    public static func fontScale(at category: ContentSizeCategory) -> Double? {
        positions.first { $0.category == category }?.fontScale
    }

    /// The position of `fontScale` (one of Settings' steps), nil for any other scale.
    public static func category(forFontScale fontScale: Double) -> ContentSizeCategory? {
        positions.first { abs($0.fontScale - fontScale) < 1e-9 }?.category
    }

    /// The position a name from a report or baseline (`1.3x`, `1.3`, `130%`) stands for.
    public static func category(named name: String) -> ContentSizeCategory? {
        guard let scales = try? FontScaleSelection.parse(name, standard: AndroidFontScale.settingsSteps), scales.count == 1 else { return nil }
        return category(forFontScale: scales[0])
    }

    /// Parses a selection of font scales (`1.0,1.3`, `1.0...2.0`, `130%`, `all`) into positions.
    /// - Throws: `TextStyleError/invalidFontScale(_:reason:)` for a scale Settings does not offer.
    public static func parseSelection(_ text: String) throws(TextStyleError) -> [ContentSizeCategory] {
        let scales = try FontScaleSelection.parse(text, standard: AndroidFontScale.settingsSteps)
        var categories: [ContentSizeCategory] = []
        for scale in scales {
            guard let category = category(forFontScale: scale) else {
                let steps = AndroidFontScale.settingsSteps.map { SizeSetting.formatScale($0) }.joined(separator: ", ")
                throw .invalidFontScale(text, reason: "\(SizeSetting.formatScale(scale)) is not one of the font scales Android's Settings offer (\(steps))")
            }
            categories.append(category)
        }
        return categories.sorted()
    }
}

extension ContentSizeCategory {
    /// The column's short name on `platform`: the HIG name (`AX1`), or on Android the font scale
    /// of its position (`1.3x`). JSON, SARIF and baselines write this.
    public func columnName(on platform: Platform) -> String {
        guard platform == .android else { return higName }
        guard let scale = AndroidScaleColumns.fontScale(at: self) else { return higName }
        return SizeSetting.fontScale(scale).name
    }

    /// The column's name in prose: the HIG name, or on Android `1.3 (130%)`.
    public func columnLabel(on platform: Platform) -> String {
        guard platform == .android, let scale = AndroidScaleColumns.fontScale(at: self) else { return higName }
        let percent = (scale * 100).rounded()
        return "\(SizeSetting.formatScale(scale)) (\(Int(percent))%)"
    }

    /// The category a column name written by ``columnName(on:)`` stands for.
    public static func column(named name: String, on platform: Platform) -> ContentSizeCategory? {
        if platform == .android { return AndroidScaleColumns.category(named: name) }
        return try? ContentSizeCategory.parse(name)
    }
}
