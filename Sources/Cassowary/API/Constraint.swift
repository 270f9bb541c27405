/// How an expression compares with zero in a ``Constraint``.
public enum Relation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// `expression <relation> 0`, held with a strength.
///
/// Build one directly, or with the operators `==`, `<=`, `>=` between variables, expressions
/// and numbers (`a <= b` is `a - b <= 0`); give it a strength with ``with(_:)`` or `|`:
/// `(width == 100) | .weak`. Without one, a constraint is required.
public struct Constraint: Sendable {
    public var expression: Expression
    public var relation: Relation
    public var strength: Strength

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The same constraint with another strength.
    public func with(_ strength: Strength) -> Constraint {
        var copy = self
        copy.strength = strength
        return copy
    }

    /// `constraint | strength` is `constraint.with(strength)`.
    public static func | (constraint: Constraint, strength: Strength) -> Constraint {
        constraint.with(strength)
    }

    /// How far a solution is from satisfying the constraint: |e| for `==`, max(0, e) for `<=`,
    /// max(0, -e) for `>=`, where e is the expression's value.
    public func violation(_ value: (Variable) -> Double) -> Double {
        let e = expression.evaluated(value)
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return Swift.max(0, e)
        case .greaterThanOrEqual: return Swift.max(0, -e)
        }
    }
}

/// Names a constraint added to a ``Solver``, for ``Solver/remove(_:)``.
public struct ConstraintID: Hashable, Sendable {
    public let index: Int

    init(index: Int) {
        self.index = index
    }
}
