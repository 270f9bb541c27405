// Arithmetic between variables, expressions and numbers, building an `Expression`:
// `+` and `-` between any two of them, `*` and `/` by a number, and unary `-`.

extension Expression {
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    public static func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: rhs) }
    public static func + (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) + rhs }

    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        // One array, not the scaled copy and then the sum (the same terms in the same order).
        var terms = lhs.terms
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { terms.append(Term(term.variable, term.coefficient * -1)) }
        return Expression(terms, constant: lhs.constant + rhs.constant * -1)
    }
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: -rhs) }
    public static func - (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) - rhs }

    public static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

    public static prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    public static func + (lhs: Double, rhs: Variable) -> Expression { lhs + Expression(rhs) }

    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }

    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }

    public static prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }
}
