/// Factors that turn the advance widths of text set in the system font's stand-in into SF Pro's,
/// one per calibrated script group, at one weight and point size.
///
/// `width_SF ~= factor x width_stand-in` for the untracked advance sum (the reference's
/// definition); tracking is added after. Text of other scripts keeps its widths (factor 1).
public struct WidthFactors: Sendable, Hashable {
    /// The factor of Latin text.
    public var latin: Double
    /// The factor of Cyrillic text.
    public var cyrillic: Double
    /// The factor of Greek text.
    public var greek: Double

    /// Factors with the given values.
    public init(latin: Double, cyrillic: Double, greek: Double) {
        self.latin = latin
        self.cyrillic = cyrillic
        self.greek = greek
    }

    /// Every factor 1: widths as the font gives them (custom fonts, real SF Pro).
    public static let identity = WidthFactors(latin: 1, cyrillic: 1, greek: 1)

    /// The factor of `script`.
    public subscript(script: CalibratedScript) -> Double {
        switch script {
        case .latin: latin
        case .cyrillic: cyrillic
        case .greek: greek
        }
    }

    /// Whether every factor is 1.
    public var isIdentity: Bool { self == .identity }
}
