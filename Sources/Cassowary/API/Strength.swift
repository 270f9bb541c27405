/// How much a constraint matters: the weight of its error in the objective the solver minimises.
///
/// The scale is kiwisolver's (`kiwi/strength.h`): `create(a, b, c, w)` is
/// `clip(a*w)*1e6 + clip(b*w)*1e3 + clip(c*w)` with each part clipped to [0, 1000], so
/// `strong` = 1e6, `medium` = 1e3, `weak` = 1 and `required` = create(1000, 1000, 1000) =
/// 1,001,001,000. A constraint whose strength is `required` (or more, clipped) must hold
/// exactly; any other is satisfied as well as the stronger ones allow.
public struct Strength: Comparable, Hashable, Sendable {
    public let value: Double

    /// `value` clipped to [0, required] (NaN becomes 0).
    public init(_ value: Double) {
        self.value = value.isNaN ? 0 : Swift.min(Swift.max(value, 0), Strength.requiredValue)
    }

    static let requiredValue = 1_001_001_000.0

    public static let required = Strength(requiredValue)
    public static let strong = Strength(1_000_000)
    public static let medium = Strength(1_000)
    public static let weak = Strength(1)

    /// kiwisolver's `strength::create`: `a`, `b` and `c` (each times `weight`, clipped to
    /// [0, 1000]) are the strong, medium and weak parts.
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Strength {
        func part(_ x: Double) -> Double { x.isNaN ? 0 : Swift.max(0, Swift.min(1000, x * weight)) }
        return Strength(part(a) * 1_000_000 + part(b) * 1_000 + part(c))
    }

    /// The constraint must hold exactly (kiwi: `strength >= strength::required`).
    public var isRequired: Bool { value >= Strength.requiredValue }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}
