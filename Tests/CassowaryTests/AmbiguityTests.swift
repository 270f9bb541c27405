import Testing
@testable import Cassowary

/// `ambiguousVariables` on small systems whose answer is known by hand.
@Suite struct AmbiguityTests {
    @Test func aVariableInNoConstraintIsAmbiguous() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        #expect(solver.ambiguousVariables(among: [x]) == [x])
    }

    @Test func aPinnedVariableIsNot() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x == 10)
        #expect(solver.value(of: x) == 10)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
    }

    /// `0 <= x <= c` leaves x free for c > 0 and pins it for c = 0: moving c in place
    /// (`setConstant`) changes which rows are at 0 without changing any cell, and the answer
    /// follows it (the last answer is reused only when the same rows are at 0).
    @Test func aBoundMovedInPlaceChangesTheAnswer() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 0)
        let upper = try solver.add(x <= 10)
        #expect(solver.ambiguousVariables(among: [x]) == [x])
        try solver.setConstant(0, of: upper)
        #expect(solver.value(of: x) == 0)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
        try solver.setConstant(-10, of: upper)
        #expect(solver.ambiguousVariables(among: [x]) == [x])
        #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(5, of: upper) }
        #expect(solver.ambiguousVariables(among: [x]) == [x])
    }

    @Test func aLowerBoundAloneLeavesTheVariableFree() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 0)
        #expect(solver.ambiguousVariables(among: [x]) == [x])
    }

    @Test func aWeakPreferenceFixesABoundedVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 0)
        try solver.add((x == 5) | .weak)
        #expect(abs(solver.value(of: x) - 5) < 1e-9)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
    }

    /// Two views in a row, only their leading edges pinned (the first to the superview, the
    /// second 8 points after the first's trailing edge) and the first's width set: the
    /// second's width is the one thing nothing decides.
    @Test func twoViewsWithLeadingEdgesOnlyLeaveTheSecondWidthAmbiguous() throws {
        let solver = Solver()
        let leading1 = solver.makeVariable("leading1"), width1 = solver.makeVariable("width1")
        let leading2 = solver.makeVariable("leading2"), width2 = solver.makeVariable("width2")
        try solver.add(leading1 == 16)
        try solver.add(width1 == 100)
        try solver.add(leading2 == leading1 + width1 + 8)
        try solver.add(width2 >= 0)
        #expect(solver.value(of: leading2) == 124)
        #expect(solver.ambiguousVariables(among: [leading1, width1, leading2, width2]) == [width2])
    }

    /// Two equally weak wishes pulling apart leave every value between them optimal.
    @Test func equalWeakConflictIsAmbiguousAndUnequalIsNot() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 0) | .weak)
        let ten = try solver.add((x == 10) | .weak)
        #expect(solver.ambiguousVariables(among: [x]) == [x])
        try solver.remove(ten)
        try solver.add((x == 10) | .medium)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
    }

    /// The exact path, on tableaux written by hand: x = y1 where the slack y1 may not grow
    /// alone, because a tight row r = -y1 + y2 (r >= 0, at 0) would go negative; growing y1
    /// and y2 together keeps r at 0 and moves x. Without y2 in r, x is fixed.
    @Test(arguments: [true, false])
    func aTightRowThatOnlyACombinationGetsPast(withSecondSlack: Bool) {
        var tableau = Tableau()
        let x = tableau.makeSymbol(.external)
        let y1 = tableau.makeSymbol(.slack), y2 = tableau.makeSymbol(.slack), r = tableau.makeSymbol(.slack)
        tableau.install(Row(constant: 0, cells: [y1: 1]), for: x)
        tableau.install(Row(constant: 0, cells: withSecondSlack ? [y1: -1, y2: 1] : [y1: -1]), for: r)
        var analysis = FreedomAnalysis(tableau: tableau)
        #expect(analysis.canMove(x) == withSecondSlack)
    }

    /// A positive objective coefficient pins a symbol; a zero one leaves it free.
    @Test(arguments: [0.0, 2.0])
    func anObjectiveCoefficientPinsASymbol(cost: Double) {
        var tableau = Tableau()
        let x = tableau.makeSymbol(.external)
        let error = tableau.makeSymbol(.error)
        tableau.install(Row(constant: 3, cells: [error: -1]), for: x)
        tableau.addToObjective(error, cost)
        var analysis = FreedomAnalysis(tableau: tableau)
        #expect(analysis.canMove(x) == (cost == 0))
    }
}
