/// A font's vertical metrics as Android's `Paint.getFontMetricsInt` gives them: whole pixels at
/// a text size in pixels.
///
/// Rules (AOSP `frameworks/base/libs/hwui/jni/Paint.cpp`, `getFontMetricsInt`): `top` is the
/// floor and `bottom` the ceiling of Skia's `fTop`/`fBottom`, `ascent`, `descent` and `leading`
/// are rounded to the nearest pixel. Skia reads `fAscent`/`fDescent`/`fLeading` from `hhea` and
/// `fTop`/`fBottom` from the face's bounding box (`head.yMax`/`yMin`) for a TrueType face loaded
/// through FreeType, which is what this type takes from ``Font``. Values follow Android's sign
/// convention: `top` and `ascent` negative (above the baseline), `descent` and `bottom` positive.
public struct AndroidFontMetrics: Sendable, Equatable {
    public var top: Int
    public var ascent: Int
    public var descent: Int
    public var bottom: Int
    public var leading: Int

    /// The metrics of `font` at `textSizePx` pixels.
    public init(font: Font, textSizePx: Double) {
        let k = textSizePx / Double(font.metrics.unitsPerEm)
        top = Int((-Double(font.boundingBox.yMax) * k).rounded(.down))
        ascent = Int((-Double(font.metrics.ascender) * k).rounded())
        descent = Int((-Double(font.metrics.descender) * k).rounded())
        bottom = Int((-Double(font.boundingBox.yMin) * k).rounded(.up))
        leading = Int((Double(font.metrics.lineGap) * k).rounded())
    }

    /// Metrics with the given values, in pixels.
    public init(top: Int, ascent: Int, descent: Int, bottom: Int, leading: Int = 0) {
        self.top = top
        self.ascent = ascent
        self.descent = descent
        self.bottom = bottom
        self.leading = leading
    }

    /// `descent - ascent + leading`: what `getFontMetricsInt(null)` returns, the height
    /// `TextView.setLineHeight` subtracts from the requested line height.
    public var fontSpacing: Int { descent - ascent + leading }
}
