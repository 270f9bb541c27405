import TextFormatting
import TextMeasure
import TextStyles

/// How a borderline failure counts: an outcome that does not fit, but by less than the system
/// font's stand-in may be off (its margin is inside the error band), so SF Pro may well fit.
///
/// `--borderline` on the command line, `"borderline"` in the spec; `warn` by default. Borderline
/// fits are never findings: they are shown and counted, and a check with SF Pro settles them.
public enum BorderlinePolicy: String, Sendable, Hashable, CaseIterable, Codable {
    /// Counts as any failure: its category's severity (xSmall...xxxLarge fail by default).
    case fail
    /// At most a warning.
    case warn
    /// At most information.
    case info

    /// The severity a borderline failure at a category of severity `severity` gets.
    public func cap(_ severity: Severity) -> Severity {
        switch self {
        case .fail: severity
        case .warn: min(severity, .warning)
        case .info: .info
        }
    }
}

/// What decides that an outcome is borderline, for one check: the policy and the band's percentile.
public struct BorderlineRule: Sendable, Hashable {
    /// How a borderline failure counts.
    public var policy: BorderlinePolicy
    /// Which percentile of the stand-in's error band an outcome's margin is compared with.
    public var percentile: BandPercentile

    /// A rule with the given policy and percentile.
    public init(policy: BorderlinePolicy = .warn, percentile: BandPercentile = .p95) {
        self.policy = policy
        self.percentile = percentile
    }

    /// The note a borderline outcome carries: `within the stand-in font's error (p95 2.24%): check with SF Pro`.
    public static func note(band: Double, percentile: BandPercentile) -> String {
        "within the stand-in font's error (\(percentile.rawValue) \(NumberText.short(band, decimals: 2))%): check with SF Pro"
    }

    /// A margin as reports print it: `0.93%`, or `10% or more` at the cap.
    public static func marginText(_ margin: Double) -> String {
        margin >= TextMeasurer.marginCap ? "\(NumberText.short(margin, decimals: 2))% or more" : "\(NumberText.short(margin, decimals: 2))%"
    }
}
