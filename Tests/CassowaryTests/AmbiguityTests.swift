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
}
