import Testing
@testable import Cassowary

/// Edit variables and suggested values (the dual simplex path).
@Suite struct EditVariableTests {
    @Test func suggestionsMoveAVariableWithinItsBounds() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x >= 0)
        try solver.add(x <= 300)
        try solver.add(y == x + 20)
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        for (suggested, expected) in [(120.0, 120.0), (-40, 0), (500, 300), (299.5, 299.5), (0, 0)] {
            try solver.suggestValue(suggested, for: x)
            #expect(solver.value(of: x) == expected, "suggested \(suggested)")
            #expect(solver.value(of: y) == expected + 20)
        }
    }

    @Test func aWeakerEditYieldsToAStrongerWish() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 50) | .medium)
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(10, for: x)
        #expect(solver.value(of: x) == 50)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(10, for: x)
        #expect(solver.value(of: x) == 10)
        try solver.removeEditVariable(x)
        #expect(solver.value(of: x) == 50)
    }

    /// A window being dragged: two edges edited at once, the width kept between bounds.
    @Test func twoEditsAtOnce() throws {
        let solver = Solver()
        let left = solver.makeVariable("left"), right = solver.makeVariable("right")
        try solver.add(right - left >= 100)
        try solver.add(right - left <= 400)
        try solver.addEditVariable(left, strength: .strong)
        try solver.addEditVariable(right, strength: .medium)
        try solver.suggestValue(0, for: left)
        try solver.suggestValue(250, for: right)
        #expect(solver.value(of: left) == 0 && solver.value(of: right) == 250)
        try solver.suggestValue(200, for: left)  // the right edge gives way
        #expect(solver.value(of: left) == 200 && solver.value(of: right) == 300)
        try solver.suggestValue(1000, for: right)
        #expect(solver.value(of: left) == 200 && solver.value(of: right) == 600)
    }

    @Test func misuseIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        #expect(throws: SolverError.requiredEditVariable) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.requiredEditVariable) { try solver.addEditVariable(x, strength: Strength(2e9)) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(1, for: y) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.removeEditVariable(y) }
        #expect(throws: SolverError.nonFiniteNumber) { try solver.suggestValue(.nan, for: x) }
        try solver.suggestValue(7, for: x)
        #expect(solver.value(of: x) == 7)
        #expect(solver.constraintCount == 1)
    }
}
