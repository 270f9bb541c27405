/// How an Android `TextView` spaces its lines, in whole pixels.
///
/// Rules (AOSP `frameworks/base/core/java/android/text/StaticLayout.java`, `out()`): every line
/// is `descent - ascent` of its font plus `extra`, where `extra = (descent - ascent) x
/// (lineSpacingMultiplier - 1) + lineSpacingExtra`, rounded half away from zero, on every line
/// but the last (`addLastLineLineSpacing` is false for a `TextView`'s own layout; UNVERIFIED for
/// every API level). With `includeFontPadding` (the `TextView` default) the first line's top is
/// the font's `top` instead of its `ascent`, and the last line's bottom is `bottom` instead of
/// `descent`: that padding is ``topPadding``, and a part of ``bottomAdjustment``.
///
/// `android:lineHeight` (API 28, `TextView.setLineHeight`) sets `lineSpacingExtra` to
/// `lineHeight - fontSpacing` with a multiplier of 1, so every line but the last is
/// `lineHeight` tall (the last keeps its font height; UNVERIFIED detail, see docs/android.md).
///
/// Not modelled: `fallbackLineSpacing` (API 28+ default): a line set partly in a taller
/// fallback font (Thai, Myanmar, Tamil) grows to that font's ascent and descent. Here every line
/// takes the primary font's; docs/android.md says so.
public struct AndroidLineSpacing: Sendable, Equatable {
    /// The height of a line other than the last, in pixels.
    public var lineHeight: Int
    /// Pixels the first line adds above its ascent (`ascent - top` with `includeFontPadding`).
    public var topPadding: Int
    /// Pixels the last line adds: its bottom padding minus the spacing it does not get.
    public var bottomAdjustment: Int

    /// The spacing `metrics` give with the `TextView` settings.
    public init(metrics: AndroidFontMetrics, includeFontPadding: Bool = true, multiplier: Double = 1,
                extra: Double = 0, lineHeightPx: Int? = nil) {
        let fontHeight = metrics.descent - metrics.ascent
        var multiplier = multiplier, extra = extra
        if let lineHeightPx {
            multiplier = 1
            extra = Double(lineHeightPx - metrics.fontSpacing)
        }
        var added = 0
        if multiplier != 1 || extra != 0 {
            let ex = Double(fontHeight) * (multiplier - 1) + extra
            added = ex >= 0 ? Int(ex + 0.5) : -Int(-ex + 0.5)
        }
        lineHeight = fontHeight + added
        topPadding = includeFontPadding ? metrics.ascent - metrics.top : 0
        bottomAdjustment = (includeFontPadding ? metrics.bottom - metrics.descent : 0) - added
    }

    /// The height of `lines` lines (at least one), in pixels.
    public func height(lines: Int) -> Int {
        max(lines, 1) * lineHeight + topPadding + bottomAdjustment
    }
}
