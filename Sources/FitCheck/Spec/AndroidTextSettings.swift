/// A slot's Android `TextView` settings that UIKit has no counterpart for (the spec's
/// `includeFontPadding`, `lineSpacingMultiplier`, `lineSpacingExtra`, `autoSizeMinTextSize`,
/// `autoSizeMaxTextSize`), read only on `"platform": "android"`. The rules that use them are
/// in `AndroidLineSpacing` (TextMeasure) and `AndroidSlotSizing`; sources in docs/android.md.
public struct AndroidTextSettings: Sendable, Hashable {
    /// `android:includeFontPadding`: `true`, the `TextView` default (AOSP `TextView`).
    public var includeFontPadding: Bool
    /// `android:lineSpacingMultiplier`: 1 by default.
    public var lineSpacingMultiplier: Double
    /// `android:lineSpacingExtra`, in dp: 0 by default.
    public var lineSpacingExtra: Double
    /// `app:autoSizeTextType="uniform"` with these bounds, in sp (`autoSizeMinTextSize`,
    /// `autoSizeMaxTextSize`; Android's defaults are 12 sp and 112 sp); nil: no autosizing.
    public var autoSize: ClosedRange<Double>?

    /// Settings with the given values; the defaults are `TextView`'s.
    public init(includeFontPadding: Bool = true, lineSpacingMultiplier: Double = 1, lineSpacingExtra: Double = 0,
                autoSize: ClosedRange<Double>? = nil) {
        self.includeFontPadding = includeFontPadding
        self.lineSpacingMultiplier = lineSpacingMultiplier
        self.lineSpacingExtra = lineSpacingExtra
        self.autoSize = autoSize
    }

    /// `autoSizeMinTextSize`'s default, in sp (AOSP `TextView.DEFAULT_AUTO_SIZE_MIN_TEXT_SIZE_IN_SP`).
    public static let defaultAutoSizeMinimum = 12.0
    /// `autoSizeMaxTextSize`'s default, in sp (AOSP `TextView.DEFAULT_AUTO_SIZE_MAX_TEXT_SIZE_IN_SP`).
    public static let defaultAutoSizeMaximum = 112.0
}
