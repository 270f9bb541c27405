import TextMeasure
import TextStyles

/// How an Android `TextView` sizes a slot's text at one font scale: the size in dp, the font
/// file, the letter spacing, and the line spacing as a fixed line height plus padding.
///
/// Rules, in order (sources in docs/android.md):
/// 1. The text size in sp is the slot's `size`, else its Material 3 style's
///    (`Tables/material3_type_scale.csv`). With `scalesWithStyle: false` it is a size in dp and
///    does not scale.
/// 2. sp -> dp at the column's font scale by the spec's `fontScaling` (Android 14's non-linear
///    tables, or linear).
/// 3. dp -> whole pixels at the density (the spec's `scale`, 3 = xxhdpi): `TextView` reads
///    `android:textSize` with `getDimensionPixelSize`, which rounds to the nearest pixel (at
///    least 1). The layout then works in dp: that pixel size divided by the density.
/// 4. The font: Roboto at the style's weight (Fonts/Roboto), or the spec's font for the locale.
///    Letter spacing is Material 3's, in em of the style (`android:letterSpacing` is in em).
/// 5. Lines: ``AndroidLineSpacing`` from ``AndroidFontMetrics`` at the pixel size, with the
///    slot's `includeFontPadding`, `lineSpacingMultiplier`, `lineSpacingExtra` and numeric
///    `lineHeight` (in sp, scaled by the same ratio as the text); `"lineHeight": "hig"` takes the
///    Material 3 style's line height. The font padding and the last line's missing spacing go
///    into the slot's top and bottom insets, in dp.
/// 6. Autosize (`autoSizeMinTextSize`/`autoSizeMaxTextSize`): the text starts at the largest
///    size and may shrink to the smallest (as a minimum scale factor). Android steps by
///    `autoSizeStepGranularity` (1 px by default); TypeFit shrinks continuously (not modelled).
struct AndroidSlotSizing {
    var profile: FontProfile
    var pointSize: Double
    var lineHeight: LineHeightRule
    var insets: EdgeInsets
    var minimumScaleFactor: Double
    /// The text size asked for, in sp (the autosize maximum when autosizing).
    var sp: Double
    /// The text size in whole device pixels.
    var textSizePx: Int

    static func make(slot: SlotSpec, fontScale: Double, font: FontChoice, scaling: AndroidFontScaling, density: Int,
                     measurer: TextMeasurer, scale: TypeScale = .standard) throws -> AndroidSlotSizing {
        let style = try scale.metrics(platform: .android, style: slot.style, setting: .fontScale(1.0))
        var sp = slot.size ?? style.size
        var minimumScaleFactor = slot.minimumScaleFactor
        if let autoSize = slot.android.autoSize {
            sp = autoSize.upperBound
            minimumScaleFactor = autoSize.lowerBound < autoSize.upperBound ? autoSize.lowerBound / autoSize.upperBound : 0
        }
        let dp = slot.scalesWithStyle ? scaling.dp(forSp: sp, fontScale: fontScale) : sp
        let density = Double(density)
        let px = max(1, Int(dp * density + 0.5))
        let size = Double(px) / density
        let weight = slot.weight ?? style.weight
        let trackingEm = style.size > 0 ? style.tracking / style.size : 0
        let profile: FontProfile
        let face: Font
        switch font {
        case .system:
            face = try measurer.library.bundledFont(family: "Roboto", weight: weight.numericValue)
            profile = .custom(face.descriptor, trackingEm: trackingEm)
        case .custom(let descriptor, let tracking):
            face = try measurer.library.font(descriptor)
            profile = .custom(descriptor, trackingEm: tracking ?? trackingEm)
        }
        let ratio = sp > 0 ? dp / sp : 1
        var lineHeightPx: Int?
        switch slot.lineHeight {
        case .font: lineHeightPx = nil
        case .hig: lineHeightPx = Int(style.leading * (slot.size.map { $0 / style.size } ?? 1) * ratio * density + 0.5)
        case .fixed(let value): lineHeightPx = Int(value * (slot.scalesWithStyle ? ratio : 1) * density + 0.5)
        }
        let spacing = AndroidLineSpacing(
            metrics: AndroidFontMetrics(font: face, textSizePx: Double(px)), includeFontPadding: slot.android.includeFontPadding,
            multiplier: slot.android.lineSpacingMultiplier, extra: (slot.android.lineSpacingExtra * density).rounded(),
            lineHeightPx: lineHeightPx)
        var insets = slot.insets ?? EdgeInsets()
        insets.top += Double(spacing.topPadding) / density
        insets.bottom += Double(spacing.bottomAdjustment) / density
        return AndroidSlotSizing(profile: profile, pointSize: size, lineHeight: .fixed(Double(spacing.lineHeight) / density),
                                 insets: insets, minimumScaleFactor: minimumScaleFactor, sp: sp, textSizePx: px)
    }
}

extension AndroidSlotSizing {
    /// The slot sized at `fontScale` and the TextMeasure slot it is laid out in: what
    /// `check --platform android` measures at one column and `measure --platform android` at one
    /// scale (one function, so the two cannot differ).
    static func plan(slot: SlotSpec, fontScale: Double, category: ContentSizeCategory, font: FontChoice, scaling: AndroidFontScaling,
                     density: Int, width: Double, locale: String, measurer: TextMeasurer, scale: TypeScale = .standard)
        throws -> (sizing: AndroidSlotSizing, slot: Slot)
    {
        let sizing = try AndroidSlotSizing.make(slot: slot, fontScale: fontScale, font: font, scaling: scaling,
                                                density: density, measurer: measurer, scale: scale)
        var sized = slot
        sized.insets = sizing.insets
        sized.minimumScaleFactor = sizing.minimumScaleFactor
        let measuringSlot = sized.measuringSlot(width: width, lineHeight: sizing.lineHeight, displayScale: density,
                                                category: category, locale: locale)
        return (sizing, measuringSlot)
    }
}

extension EntryChecker {
    /// The plan of an Android slot at `category`'s font scale (see `AndroidSlotSizing`).
    func androidPlan(slot: SlotSpec, category: ContentSizeCategory, font: FontChoice, width: Double, locale: String) -> CategoryPlan {
        guard let fontScale = AndroidScaleColumns.fontScale(at: category) else {
            return CategoryPlan(error: TextStyleError.invalidFontScale(category.higName, reason: "no Android font scale is checked in this position"), measurer: measurer)
        }
        do {
            let (sizing, measuringSlot) = try AndroidSlotSizing.plan(
                slot: slot, fontScale: fontScale, category: category, font: font, scaling: spec.fontScaling,
                density: spec.displayScale, width: width, locale: locale, measurer: measurer, scale: scale)
            return CategoryPlan(sizing: SlotSizing(profile: sizing.profile, pointSize: sizing.pointSize, lineHeight: sizing.lineHeight),
                                slot: measuringSlot, measurer: measurer)
        } catch let error as any Error & CustomStringConvertible {
            return CategoryPlan(error: error, measurer: measurer)
        } catch {
            return CategoryPlan(error: TextStyleError.invalidSelection("\(error)", reason: "the Android slot could not be sized"), measurer: measurer)
        }
    }
}
