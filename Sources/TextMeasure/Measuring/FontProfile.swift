import Foundation
import TextStyles

/// Which font sets the text, and where its metrics and tracking come from.
public enum FontProfile: Sendable, Hashable {
    /// The system font's stand-in (DESIGN.md, decision 4): Inter below the Display size and
    /// Inter Display from it (as SF Pro Text and SF Pro Display split at 20 pt), at the style's
    /// weight; vertical metrics from Apple's measured SF Pro values, so line heights match
    /// UIKit exactly; tracking from the HIG's table of the platform's system font: SF Pro's
    /// (iOS, iPadOS, macOS and tvOS each have theirs), SF Compact's on watchOS.
    case system(weight: FontWeight, platform: Platform = .ios)
    /// A user's font file, measured with its own metrics and, as UIKit treats a custom font,
    /// no tracking unless `trackingEm` is given (in em, e.g. -0.02).
    case custom(FontDescriptor, trackingEm: Double?)
}

/// A profile resolved at one point size: the font to shape with and how to measure it.
///
/// A class: every layout's result carries one, and as a struct of 209 bytes it made each
/// copy of a result (several per layout) that much larger (callgrind, issue 14).
public final class ResolvedFont: Sendable {
    /// The primary font.
    public let font: Font
    /// The size, in points.
    public let pointSize: Double
    /// Tracking in points added after each cluster of the primary font.
    public let tracking: Double
    /// Vertical metrics used instead of the font's own (the system profile's), if any.
    public let metricsOverride: FaceMetrics?
    /// Weight (100-900) fallback fonts are taken at: the style's.
    public let fallbackWeight: Int
    /// What the resolution had to approximate, in words (nil when nothing): measurements list it.
    public let note: String?
    /// Factors layout multiplies the advances of clusters set in `font` by, per calibrated
    /// script group, before tracking: the stand-in's calibration to SF Pro at this weight and
    /// size (`Tables/system_font_width_calibration.csv`); identity for any other font.
    public let widthFactors: WidthFactors
    /// The stand-in's remaining error after calibration, per calibrated script group at this
    /// weight (`Tables/system_font_error_band.csv`); nil when `font` is not the stand-in (a
    /// custom font or SF Pro itself: their widths are the font's own, exact).
    public let errorBands: ErrorBands?
    /// `errorBands != nil`, stored: testing the optional copied its arrays (callgrind, issue 14).
    let hasErrorBands: Bool
    /// For the stand-in, the calibration's note on `fallbackWeight` when it is outside the
    /// calibrated weights (`StandInCalibration.note(weight:)`): worked out once, not for each
    /// measurement (reading the calibration copied its tables; callgrind, issue 14).
    let calibrationWeightNote: String?

    public init(font: Font, pointSize: Double, tracking: Double, metricsOverride: FaceMetrics?, fallbackWeight: Int,
                note: String? = nil, widthFactors: WidthFactors = .identity, errorBands: ErrorBands? = nil) {
        self.font = font
        self.pointSize = pointSize
        self.tracking = tracking
        self.metricsOverride = metricsOverride
        self.fallbackWeight = fallbackWeight
        self.note = note
        self.widthFactors = widthFactors
        self.errorBands = errorBands
        hasErrorBands = errorBands != nil
        calibrationWeightNote = errorBands == nil ? nil : StandInCalibration.standard.note(weight: fallbackWeight)
    }

    /// The error band of text in `scripts` set in this font: the widest of their bands; nil when
    /// the font has no band or the text is in none of the calibrated groups.
    public func errorBand(for scripts: [CalibratedScript]) -> ErrorBand? {
        guard let errorBands else { return nil }
        return scripts.reduce(nil) { $0?.union(errorBands[$1]) ?? errorBands[$1] }
    }

    /// `errorBand(for:)` of the groups a prepared text is in, without listing them.
    func errorBand(of text: PreparedText) -> ErrorBand? {
        guard let errorBands else { return nil }
        let groups = text.storage.calibration.groups
        var band: ErrorBand?
        for script in CalibratedScript.allCases where groups & (1 << UInt8(script.rawValue)) != 0 {
            band = band?.union(errorBands[script]) ?? errorBands[script]
        }
        return band
    }

    /// The vertical metrics measuring uses, at `pointSize`.
    public var metrics: ScaledFaceMetrics { (metricsOverride ?? font.metrics).scaled(to: pointSize) }
    /// `UIFont.lineHeight` at `pointSize`.
    public var lineHeight: Double { metrics.lineHeight }
}

