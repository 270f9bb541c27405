import Foundation  // rounding functions (libm) on Linux

/// Scales custom fonts and layout values with Dynamic Type, as `UIFontMetrics` does.
///
/// `UIFontMetrics` does not scale by the ratio of system font sizes: its multipliers were
/// measured (`Tables/uifontmetrics_custom_font_multipliers.csv`, column `measured_multiplier`;
/// they equal the HIG leading ratio in 124 of 132 cells). Rounding rules, measured on iOS (see
/// the reference notes): `scaledValue(for:)` rounds up to the device pixel; `scaledFont(for:)`
/// rounds the point size to whole points and returns the base size unchanged at Large;
/// `maximumPointSize` clamps after scaling.
public struct FontMetrics: Sendable {
    /// The text style whose scaling curve this follows.
    public let textStyle: TextStyle
    private let multipliers: [ContentSizeCategory: Double]

    /// The metrics of `style` (one of iOS's 11 text styles).
    /// - Throws: ``TextStyleError/noMeasuredMultipliers(style:valid:)`` for other styles.
    public init(forTextStyle style: TextStyle, scale: TypeScale = .standard) throws(TextStyleError) {
        guard let multipliers = scale.multipliers[style] else {
            throw .noMeasuredMultipliers(style: style.name, valid: scale.measuredMultiplierStyles.map(\.name))
        }
        self.textStyle = style
        self.multipliers = multipliers
    }

    /// The measured multiplier at `category` (`scaledValue(for: 1000) / 1000` on a @3x device).
    public func multiplier(for category: ContentSizeCategory) -> Double {
        multipliers[category] ?? 1
    }

    /// `UIFontMetrics.scaledValue(for:)`: `value` x multiplier, rounded up to the device pixel
    /// (body at Medium: 17 -> 16.333 at @3x, 16.5 at @2x, 17 at @1x).
    /// - Parameter displayScale: pixels per point, 1, 2 or 3 (UIKit's `displayScale`).
    public func scaledValue(for value: Double, category: ContentSizeCategory, displayScale: Int = 3) -> Double {
        let scale = Double(max(displayScale, 1))
        return PixelRounding.up(value * multiplier(for: category), scale: scale)
    }

    /// The point size `UIFontMetrics.scaledFont(for:)` gives a font of `pointSize`: whole points,
    /// unchanged at Large, clamped to `maximumPointSize` after scaling (body AX5: 17 -> 48).
    public func scaledFontSize(_ pointSize: Double, category: ContentSizeCategory, maximumPointSize: Double? = nil) -> Double {
        var size = category == .default ? pointSize : (pointSize * multiplier(for: category)).rounded()
        if let maximumPointSize, maximumPointSize > 0, size > maximumPointSize { size = maximumPointSize }
        return size
    }
}

/// Rounding to device pixels, as UIKit does.
public enum PixelRounding {
    /// `ceil(value x scale) / scale`, ignoring floating-point noise below a millionth of a pixel
    /// (so 17 x 1.0 stays 17). UIKit rounds label sizes and scaled values up to the pixel.
    public static func up(_ value: Double, scale: Double) -> Double {
        guard value.isFinite, scale > 0 else { return value }
        return ((value * scale) - 1e-6).rounded(.up) / scale
    }
}
