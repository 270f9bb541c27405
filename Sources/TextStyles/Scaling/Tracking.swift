/// A font family with a published tracking table.
public enum TrackingFont: String, CaseIterable, Sendable, Codable {
    case sfPro = "SF Pro"
    case sfProRounded = "SF Pro Rounded"
    case newYork = "New York"
    case sfCompact = "SF Compact"
    case sfCompactRounded = "SF Compact Rounded"

    /// The system font of a platform: SF Compact on watchOS, SF Pro elsewhere.
    public static func system(for platform: Platform) -> TrackingFont {
        platform == .watchos ? .sfCompact : .sfPro
    }
}

/// Letter spacing (tracking) of Apple's fonts at any point size.
///
/// Rule (Apple HIG, Typography > Tracking values; `Tables/tracking.csv`): the HIG prints
/// tracking in 1/1000 em and in points, and the two disagree by up to 0.04 pt. TypeFit uses the
/// **1/1000 em column**: it is the unit tracking is defined in and scales exactly with size; the
/// points column is that value rounded (17 pt: -26/1000 em = -0.442 pt, printed -0.43).
/// Between listed sizes the em value is interpolated linearly ("the system font adjusts tracking
/// at every point size"); outside the listed range (6-96 pt for SF Pro) the nearest listed value
/// is kept. A platform without its own table for `font` uses the iOS table.
public enum Tracking {
    /// Tracking in em at `pointSize` (17 pt SF Pro on iOS: -0.026).
    public static func em(pointSize: Double, font: TrackingFont = .sfPro, platform: Platform = .ios, scale: TypeScale = .standard) -> Double {
        scale.trackingEm(pointSize: pointSize, font: font, platform: platform)
    }

    /// Tracking in points at `pointSize`: ``em(pointSize:font:platform:scale:)`` x `pointSize`.
    public static func points(pointSize: Double, font: TrackingFont = .sfPro, platform: Platform = .ios, scale: TypeScale = .standard) -> Double {
        em(pointSize: pointSize, font: font, platform: platform, scale: scale) * pointSize
    }
}
