import TextMeasure
import TextStyles

/// One text in one Android slot at one font scale, measured as `check --platform android`
/// measures that column (`AndroidSlotSizing`): what `typefit measure --platform android` prints.
public struct AndroidScaleMeasurement: Sendable {
    /// The font scale (Settings > Display > Font size: 0.85 ... 2.0).
    public var fontScale: Double
    /// The text size asked for, in sp (the autosize maximum when the slot autosizes).
    public var sp: Double
    /// That size in whole device pixels at `density`, as `TextView` rounds it.
    public var textSizePx: Int
    /// Device pixels per dp (1, 2 or 3).
    public var density: Int
    /// The layout, in dp: sizes, lines as shown (with their ellipsis), fits or not.
    public var measurement: TextMeasurement
}

/// Measures one text in an Android slot with the check's own rules.
public enum AndroidMeasuring {
    /// `text` in `slot` at `fontScale` (one of `AndroidFontScale/settingsSteps`, the scales a
    /// check has columns for), converted by `scaling` and laid out at `density`.
    public static func measure(
        _ text: String, slot: SlotSpec, fontScale: Double, scaling: AndroidFontScaling, density: Int,
        font: FontChoice = .system, locale: String, measurer: TextMeasurer
    ) throws -> AndroidScaleMeasurement {
        guard let category = AndroidScaleColumns.category(forFontScale: fontScale) else {
            throw TextStyleError.invalidFontScale(SizeSetting.formatScale(fontScale),
                                                  reason: "the font scales are \(AndroidFontScale.settingsSteps.map { SizeSetting.formatScale($0) }.joined(separator: ", "))")
        }
        let width = slot.width ?? SlotSpec.androidDefault.width ?? 328
        let (sizing, measuringSlot) = try AndroidSlotSizing.plan(
            slot: slot, fontScale: fontScale, category: category, font: font, scaling: scaling,
            density: density, width: width, locale: locale, measurer: measurer)
        var measurement = try measurer.measure(text, profile: sizing.profile, pointSize: sizing.pointSize, language: locale, slot: measuringSlot)
        // The view is as wide as its `layout_width` (the slot's width, padding included): a
        // TextView's width is its layout's, whatever its text (a label on iOS hugs its text).
        measurement.summary.width = measurement.slot.width
        return AndroidScaleMeasurement(fontScale: fontScale, sp: sizing.sp, textSizePx: sizing.textSizePx, density: density, measurement: measurement)
    }
}

extension AndroidWidget {
    /// A slot with this widget's defaults (see ``AndroidWidget``), as a spec's `"widget"` gives.
    public var slot: SlotSpec {
        var slot = SlotSpec.androidDefault
        apply(to: &slot)
        return slot
    }
}
