import Testing
@testable import Cassowary

/// A required constraint that conflicts throws `.unsatisfiable` and leaves the solver exactly
/// as it was: the same values, and the same answers to everything that follows as a solver that
/// never saw it.
@Suite struct UnsatisfiableTests {
    /// Builds the same system twice, tries `conflict` in one of them, then runs the same
    /// calls on both and compares every value after each.
    private func expectRejectedWithoutTrace(_ conflict: (Solver, [Variable]) throws -> Void) throws {
        let plain = Solver(), tried = Solver()
        func build(_ solver: Solver) throws -> [Variable] {
            let v = (0..<4).map { solver.makeVariable("v\($0)") }
            try solver.add(v[0] >= 10)
            try solver.add(v[1] >= v[0] + 5)
            try solver.add(v[2] <= v[1])
            try solver.add(v[2] >= 0)
            try solver.add((v[1] == 40) | .weak)
            try solver.add(v[3] == v[0] * 2)
            try solver.addEditVariable(v[0], strength: .medium)
            try solver.suggestValue(12, for: v[0])
            return v
        }
        let a = try build(plain), b = try build(tried)
        let before = b.map { tried.value(of: $0) }
        #expect(throws: SolverError.unsatisfiable) { try conflict(tried, b) }
        #expect(b.map { tried.value(of: $0) } == before)
        #expect(tried.ambiguousVariables(among: b) == plain.ambiguousVariables(among: a).map { b[$0.index] })
        let steps: [(Solver, [Variable]) throws -> Void] = [
            { s, v in try s.suggestValue(30, for: v[0]) },
            { s, v in try s.add((v[2] == 1_000) | .strong) },
            { s, v in try s.suggestValue(3, for: v[0]) },
            { s, v in try s.add(v[1] <= 60) },
            { s, v in try s.removeEditVariable(v[0]) },
        ]
        for (index, step) in steps.enumerated() {
            try step(plain, a)
            try step(tried, b)
            #expect(a.map { plain.value(of: $0) } == b.map { tried.value(of: $0) }, "after step \(index)")
        }
    }

    @Test func aConflictingBoundFoundByPhaseOne() throws {
        try expectRejectedWithoutTrace { solver, v in try solver.add(v[2] >= v[1] + 1) }
    }

    @Test func aConflictingEquation() throws {
        try expectRejectedWithoutTrace { solver, v in try solver.add(v[3] == 5) }
    }

    @Test func aConstraintWithoutTerms() throws {
        try expectRejectedWithoutTrace { solver, _ in try solver.add(Expression(constant: 1) == 0) }
    }

    @Test func aRedundantEquationWithAnotherConstant() throws {
        try expectRejectedWithoutTrace { solver, v in try solver.add(v[3] - 2 * v[0] == 1) }
    }

    @Test func rejectionsOneAfterAnother() throws {
        try expectRejectedWithoutTrace { solver, v in
            #expect(throws: SolverError.unsatisfiable) { try solver.add(v[0] <= 9) }
            #expect(throws: SolverError.unsatisfiable) { try solver.add(v[1] <= v[0]) }
            try solver.add(v[0] <= 9.5)
        }
    }

    @Test func aNonRequiredConflictIsAccepted() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 10)
        try solver.add((x <= 5) | .strong)
        #expect(solver.value(of: x) == 10)
    }
}
