/// A linear expression: the sum of its terms plus a constant.
///
/// The same variable may appear in several terms; they add up (the solver merges them).
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 x variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable, 1)])
    }

    /// The expression with no terms: the number `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The value of the expression when each variable has the value `value(variable)`.
    public func evaluated(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// Each variable once, with the sum of its coefficients, in order of first appearance.
    func reducedTerms() -> [(Variable, Double)] {
        var reduced: [(Variable, Double)] = []
        reduced.reserveCapacity(terms.count)
        // A linear search: an expression has a handful of terms (a dictionary's hashing was
        // half of making a row on real apps' screens). Each sum is the same additions in the
        // same order as before.
        var positions: [Variable: Int]? = terms.count > 16 ? [:] : nil  // long sums: indexed
        for term in terms {
            let found = positions != nil ? positions![term.variable] : reduced.firstIndex(where: { $0.0 == term.variable })
            if let at = found {
                reduced[at].1 += term.coefficient
            } else {
                positions?[term.variable] = reduced.count
                reduced.append((term.variable, term.coefficient))
            }
        }
        return reduced
    }

    /// Every coefficient and the constant are finite (neither NaN nor infinite).
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}
