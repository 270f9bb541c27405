import Testing
@testable import Cassowary

/// The solver by hand: small systems whose solution is known.
@Suite struct SolverTests {
    @Test func requiredEquationsAreSolvedExactly() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x == 10)
        try solver.add(x + y == 25)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.name(of: y) == "y")
        #expect(solver.value(of: x + 2 * y - 1) == 39)
    }

    /// The example in docs/cassowary.md, as written there.
    @Test func theDocumentedExample() throws {
        let solver = Solver()
        let left = solver.makeVariable("label.left"), width = solver.makeVariable("label.width")
        try solver.add(left == 16)
        try solver.add(width >= 0)
        try solver.add((width <= 120) | Strength(250))
        try solver.add((width >= 120).with(Strength(750)))
        let margin = try solver.add(left + width <= 100)
        #expect(solver.value(of: width) == 84)
        try solver.setConstant(-110, of: margin)
        #expect(solver.value(of: width) == 94)
        try solver.remove(margin)
        #expect(solver.value(of: width) == 120)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(60, for: width)
        #expect(solver.value(of: width) == 60)
        #expect(solver.ambiguousVariables(among: [left, width]).isEmpty)
    }

    @Test func aVariableInNoConstraintIsZero() {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(solver.value(of: x) == 0)
        #expect(solver.name(of: x) == "")
    }

    @Test func theStrongerPreferenceWins() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 0) | .weak)
        try solver.add((x == 100) | .medium)
        #expect(solver.value(of: x) == 100)
        let strong = try solver.add((x == 40) | .strong)
        #expect(solver.value(of: x) == 40)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 100)
    }

    /// Two weak wishes against one of twice the weight: the weighted sum of errors decides,
    /// not the number of constraints.
    @Test func strengthsAreWeightsOfErrors() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 0) | Strength(1))
        try solver.add((x == 0) | Strength(1))
        try solver.add((x == 30) | Strength(3))
        #expect(solver.value(of: x) == 30)
    }

    @Test func inequalitiesBoundPreferences() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x <= 50)
        try solver.add((x == 80) | .strong)
        #expect(solver.value(of: x) == 50)
        try solver.add(x >= 60 - 20)
        #expect(solver.value(of: x) == 50)
    }

    /// Auto Layout's label in a row: compression resistance (750) beats hugging (250) and the
    /// trailing edge is required, so the label takes the room there is.
    @Test func compressionResistanceAgainstHuggingAndTheMargin() throws {
        let solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width")
        try solver.add(left == 16)
        try solver.add(width >= 0)
        try solver.add((width <= 120) | Strength(250))
        try solver.add((width >= 120) | Strength(750))
        #expect(solver.value(of: width) == 120)
        let margin = try solver.add(left + width <= 100)
        #expect(solver.value(of: width) == 84)
        try solver.setConstant(-110, of: margin)
        #expect(solver.value(of: width) == 94)
        try solver.remove(margin)
        #expect(solver.value(of: width) == 120)
    }

    @Test func removingEveryConstraintLeavesZeros() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let ids = [try solver.add(x == 3), try solver.add(y >= x + 4), try solver.add((y == 20) | .weak)]
        #expect(solver.value(of: y) == 20)
        for id in ids.reversed() { try solver.remove(id) }
        #expect(solver.constraintCount == 0)
        #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0)
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(ids[0]) }
    }

    @Test func removalInAnyOrderKeepsTheRest() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let a = try solver.add(x >= 10)
        let b = try solver.add(y == x + 5)
        try solver.add((x == 0) | .weak)
        try solver.add((y == 100) | .weak)
        try solver.remove(a)
        #expect(solver.value(of: y) == solver.value(of: x) + 5)
        try solver.remove(b)
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 100)
    }

    @Test func redundantEquationsCanBeRemovedOneByOne() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let first = try solver.add(x == 10)
        let second = try solver.add(x == 10)
        let third = try solver.add(2 * x == 20)
        try solver.remove(first)
        #expect(solver.value(of: x) == 10)
        try solver.remove(third)
        #expect(solver.value(of: x) == 10)
        try solver.remove(second)
        #expect(solver.value(of: x) == 0)
    }

    @Test func degenerateInequalitiesPinAVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x >= 0)
        try solver.add(x <= 0)
        try solver.add(y >= x)
        try solver.add(y <= x)
        try solver.add((x == 7) | .strong)
        try solver.add((y == -7) | .strong)
        #expect(abs(solver.value(of: x)) < 1e-12 && abs(solver.value(of: y)) < 1e-12)
        #expect(solver.ambiguousVariables(among: [x, y]).isEmpty)
    }

    /// Many inequalities tight at the same point: the degenerate pivots Bland's rule keeps
    /// from cycling. Medium wishes `x_i <= x_j` both ways keep the twelve values together;
    /// a weak wish moves them all to 5 (no medium error); once x0 <= 0 is required, the
    /// weak wish loses to the mediums and everything sits at 0, where every `x_i >= 0` and
    /// `x_i + x_j >= 0` is tight.
    @Test func manyTightInequalitiesThroughOnePoint() throws {
        let solver = Solver()
        let xs = (0..<12).map { solver.makeVariable("x\($0)") }
        for i in xs.indices {
            try solver.add(xs[i] >= 0)
            for j in xs.indices where j != i {
                try solver.add(xs[i] + xs[j] >= 0)
                try solver.add((xs[i] - xs[j] <= 0) | .medium)
            }
        }
        try solver.add((xs[3] == 5) | .weak)
        for (i, x) in xs.enumerated() {
            #expect(abs(solver.value(of: x) - 5) < 1e-9, "x\(i)")
        }
        try solver.add(xs[0] <= 0)
        for (i, x) in xs.enumerated() {
            #expect(abs(solver.value(of: x)) < 1e-9, "x\(i)")
        }
        #expect(solver.ambiguousVariables(among: xs).isEmpty)
    }

    @Test func nearZeroCoefficientsAreDropped() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(1e-9 * x + y == 5)
        #expect(solver.value(of: y) == 5)
        #expect(solver.ambiguousVariables(among: [x, y]) == [x])
        // x - x is no term at all: `0 == 5`.
        #expect(throws: SolverError.unsatisfiable) { try solver.add(x - x == 5) }
        // The terms of one variable are summed before the test, as kiwi does: 2.999999997x stays.
        try solver.add(3 * x - 3e-9 * x == 3)
        #expect(abs(solver.value(of: x) - 3 / 2.999999997) < 1e-15)
    }

    @Test func constraintsWithoutTerms() throws {
        let solver = Solver()
        #expect(throws: SolverError.unsatisfiable) { try solver.add(Constraint(Expression(constant: 5), .equal)) }
        #expect(throws: SolverError.unsatisfiable) { try solver.add(Expression(constant: 5) <= 0) }
        #expect(throws: SolverError.unsatisfiable) { try solver.add(Expression(constant: 0) >= 1e-3) }
        try solver.add(Constraint(Expression(), .greaterThanOrEqual))
        try solver.add(Expression(constant: -5) <= 0)
        try solver.add(Constraint(Expression(), .equal))
        try solver.add((Expression(constant: 5) == 0) | .weak)  // a wish that cannot come true
        #expect(solver.constraintCount == 4)
        #expect(solver.ambiguousVariables(among: []).isEmpty)
    }

    @Test func nonFiniteNumbersAndForeignVariablesAreRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        #expect(throws: SolverError.nonFiniteNumber) { try solver.add(Double.nan * x == 1) }
        #expect(throws: SolverError.nonFiniteNumber) { try solver.add(x == .infinity) }
        let other = Solver()
        _ = other.makeVariable()
        let foreign = other.makeVariable()
        #expect(throws: SolverError.unknownVariable) { try solver.add(foreign == 1) }
        #expect(solver.constraintCount == 0)
        try solver.add(x == 2)
        #expect(solver.value(of: x) == 2)
    }

    /// Numbers far from a screen's (but finite) are solved, not trapped on; the results are as
    /// precise as doubles of that size allow.
    @Test func extremeMagnitudes() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(1e150 * x == 1e150)
        #expect(solver.value(of: x) == 1)
        try solver.add((y == 1e12) | .weak)
        // A unit of y costs the strong wish 1e-5 x 1e6 = 10, the weak one 1: y stays at 1.
        try solver.add((1e-5 * y <= 1e-5) | .strong)
        // Rounding scales with the numbers: 1e12 carries about 1e-4 of absolute precision.
        #expect(abs(solver.value(of: y) - 1) < 1e-3)
        #expect(throws: SolverError.unsatisfiable) { try solver.add(1e-7 * x >= 2e-7) }
        #expect(solver.value(of: x) == 1)
    }

    @Test func operatorsBuildTheirConstraints() {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let c: Constraint = x == y
        #expect(c.relation == .equal && c.strength == .required)
        #expect(c.expression.terms.map(\.coefficient) == [1, -1])
        let isSame: Bool = x == y
        #expect(!isSame)
        let d = (2 * x + 3 <= y - 1) | .medium
        #expect(d.relation == .lessThanOrEqual && d.strength == .medium)
        #expect(d.expression.constant == 4)
        #expect(d.expression.evaluated { $0 == x ? 1 : 10 } == 2 + 3 - 10 + 1)
        let e = (-x >= 5).with(.weak)
        #expect(e.strength == .weak && e.expression.constant == -5 && e.expression.terms[0].coefficient == -1)
        #expect((x / 4).terms[0].coefficient == 0.25)
        #expect((10 - x).constant == 10)
    }

    @Test func resetKeepsTheVariables() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x == 3)
        try solver.addEditVariable(x, strength: .strong)
        solver.reset()
        #expect(solver.value(of: x) == 0)
        #expect(solver.constraintCount == 0 && !solver.hasEditVariable(x))
        try solver.add(x == 4)
        #expect(solver.value(of: x) == 4)
        #expect(solver.name(of: x) == "x")
    }
}
