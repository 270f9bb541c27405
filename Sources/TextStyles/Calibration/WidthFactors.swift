/// One value per calibrated script group: the width factors of a weight and size, the error
/// bands of a weight.
public struct PerScriptGroup<Value> {
    /// The value for Latin text.
    public var latin: Value
    /// The value for Cyrillic text.
    public var cyrillic: Value
    /// The value for Greek text.
    public var greek: Value

    /// Values for each group.
    public init(latin: Value, cyrillic: Value, greek: Value) {
        self.latin = latin
        self.cyrillic = cyrillic
        self.greek = greek
    }

    /// The value of `script`.
    public subscript(script: CalibratedScript) -> Value {
        switch script {
        case .latin: latin
        case .cyrillic: cyrillic
        case .greek: greek
        }
    }
}

extension PerScriptGroup: Sendable where Value: Sendable {}
extension PerScriptGroup: Equatable where Value: Equatable {}
extension PerScriptGroup: Hashable where Value: Hashable {}

/// Factors that turn the advance widths of text set in the system font's stand-in into SF Pro's,
/// one per calibrated script group, at one weight and point size.
///
/// `width_SF ~= factor x width_stand-in` for the untracked advance sum (the reference's
/// definition); tracking is added after. Text of other scripts keeps its widths (factor 1).
public typealias WidthFactors = PerScriptGroup<Double>

extension PerScriptGroup where Value == Double {
    /// Every factor 1: widths as the font gives them (custom fonts, real SF Pro).
    public static let identity = WidthFactors(latin: 1, cyrillic: 1, greek: 1)

    /// Whether every factor is 1.
    public var isIdentity: Bool { self == .identity }
}

/// The error bands of every calibrated script group at one weight.
public typealias ErrorBands = PerScriptGroup<ErrorBand>
