// `lhs == rhs`, `lhs <= rhs`, `lhs >= rhs` between variables, expressions and numbers, building
// the required constraint `lhs - rhs <relation> 0`. Between two variables, `==` is also
// Variable's Equatable test: the context (a `Constraint` argument or annotation) chooses.

extension Expression {
    public static func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

    public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }

    public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

    public static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
    public static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
    public static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }

    public static func == (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) == rhs }
    public static func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) <= rhs }
    public static func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) >= rhs }
}

extension Variable {
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }

    public static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(constant: rhs) }
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(constant: rhs) }
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(constant: rhs) }

    public static func == (lhs: Double, rhs: Variable) -> Constraint { Expression(constant: lhs) == Expression(rhs) }
    public static func <= (lhs: Double, rhs: Variable) -> Constraint { Expression(constant: lhs) <= Expression(rhs) }
    public static func >= (lhs: Double, rhs: Variable) -> Constraint { Expression(constant: lhs) >= Expression(rhs) }
}
