import Cassowary
import Testing

/// Our solver against kiwisolver (Debian's python3-kiwisolver, an independent C++
/// implementation of the same algorithm) on 3,700 generated systems, all in one oracle process.
///
/// For every system: the same operations fail with the same error (above all, the same
/// required constraints are rejected as unsatisfiable). At every check: each required
/// constraint in force (as the solvers take it: near-zero coefficient sums dropped) holds in
/// both solutions; the objective (the sum over the non-required
/// constraints, edit variables' included, of strength x violation) is the same within a
/// relative 1e-6, both being optima (plus 1e-11 x strength x magnitude for rounding, which
/// matters only when the objective is near zero: 1e6 x 1e-12 is 1e-6); and every variable our solver does not call ambiguous has
/// kiwi's value within 1e-6 (a variable fixed on the optimal face has one optimal value). In
/// the `unique` shape every variable has a weak stay of a distinct weight, the optimum is
/// unique, and no variable may be called ambiguous, so every value is compared.
@Suite struct OracleComparisonTests {
    static let counts: [(OracleSystem.Shape, Int)] = [
        (.randomSparse, 1200), (.unique, 600), (.layoutRows, 600), (.layoutColumns, 400), (.edits, 800), (.screens, 100),
    ]

    @Test func agreesWithKiwisolver() throws {
        var generator = SystemGenerator(seed: 0x35_CA55_0A12)
        var systems: [OracleSystem] = []
        for (shape, count) in Self.counts {
            for _ in 0..<count { systems.append(generator.system(shape)) }
        }
        let kiwi: [OracleAnswer]
        do {
            kiwi = try KiwiOracle.run(systems)
        } catch {
            Issue.record("the kiwisolver oracle could not run: \(error)")
            return
        }
        var statistics = Statistics()
        for (index, system) in systems.enumerated() {
            let own = system.runOnOwnSolver()
            compare(system, index, own, kiwi[index], &statistics)
        }
        #expect(systems.count >= 3000)
        // The generator must reach what the comparison is about; these floors fail if it stops.
        #expect(statistics.unsatisfiable >= 300)
        #expect(statistics.checks >= 6000)
        #expect(statistics.valuesCompared >= 20000)
        print("Cassowary oracle: \(systems.count) systems, \(statistics.checks) checks, "
            + "\(statistics.unsatisfiable) unsatisfiable constraints rejected by both, "
            + "\(statistics.otherErrors) other errors alike, \(statistics.valuesCompared) values compared, "
            + "\(statistics.ambiguous) ambiguous values not compared")
    }

    struct Statistics {
        var checks = 0, unsatisfiable = 0, otherErrors = 0, valuesCompared = 0, ambiguous = 0
    }

    private func compare(_ system: OracleSystem, _ index: Int, _ own: OwnRun, _ kiwi: OracleAnswer,
                         _ statistics: inout Statistics) {
        let label = "system \(index) (\(system.shape.rawValue))"
        #expect(own.answer.errors == kiwi.errors, "\(label): errors differ")
        statistics.unsatisfiable += own.answer.errors.count { $0 == "unsatisfiable" }
        statistics.otherErrors += own.answer.errors.count { $0 != nil && $0 != "unsatisfiable" }
        guard own.answer.checks.count == kiwi.checks.count else {
            Issue.record("\(label): \(own.answer.checks.count) checks, kiwi \(kiwi.checks.count)")
            return
        }
        for check in own.answer.checks.indices {
            statistics.checks += 1
            let ours = own.answer.checks[check], theirs = kiwi.checks[check]
            let constraints = own.constraintsAtCheck[check].map(Self.asSolved)
            for constraint in constraints where constraint.strength.isRequired {
                let scale = 1 + magnitude(constraint, ours)
                #expect(constraint.violation { ours[$0.index] } <= 1e-7 * scale, "\(label), check \(check): a required constraint fails in ours")
                #expect(constraint.violation { theirs[$0.index] } <= 1e-7 * scale, "\(label), check \(check): a required constraint fails in kiwi's")
            }
            let objectiveOurs = objective(constraints, ours), objectiveKiwi = objective(constraints, theirs)
            #expect(abs(objectiveOurs - objectiveKiwi) <= 1e-6 * max(1, abs(objectiveKiwi)) + rounding(constraints, ours),
                    "\(label), check \(check): objective \(objectiveOurs), kiwi \(objectiveKiwi)")
            let ambiguous = own.ambiguousAtCheck[check]
            if system.shape == .unique {
                #expect(ambiguous.isEmpty, "\(label), check \(check): ambiguous \(ambiguous.sorted()) with a stay on every variable")
            }
            for v in ours.indices where !ambiguous.contains(v) {
                statistics.valuesCompared += 1
                #expect(abs(ours[v] - theirs[v]) <= 1e-6 * max(1, abs(theirs[v])),
                        "\(label), check \(check): v\(v) = \(ours[v]), kiwi \(theirs[v])")
            }
            statistics.ambiguous += ambiguous.count
        }
    }

    /// The constraint as both solvers take it: each variable's coefficients summed, and a sum
    /// under 1e-8 in magnitude dropped (kiwi's `nearZero`). Without this, a dropped `-3e-9 x`
    /// with a free x (any value is optimal) would count in the objective.
    static func asSolved(_ constraint: Constraint) -> Constraint {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in constraint.expression.terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        let terms = order.filter { abs(sums[$0]!) >= 1e-8 }.map { Term($0, sums[$0]!) }
        return Constraint(Expression(terms, constant: constraint.expression.constant), constraint.relation,
                          strength: constraint.strength)
    }

    /// The sum over the non-required constraints of strength x violation.
    private func objective(_ constraints: [Constraint], _ values: [Double]) -> Double {
        constraints.filter { !$0.strength.isRequired }
            .reduce(0) { $0 + $1.strength.value * $1.violation { values[$0.index] } }
    }

    /// What rounding the values (relative 1e-11, many pivots of doubles) may add to the
    /// objective: the allowance for objectives near zero with strong constraints.
    private func rounding(_ constraints: [Constraint], _ values: [Double]) -> Double {
        constraints.filter { !$0.strength.isRequired }
            .reduce(0) { $0 + 1e-11 * $1.strength.value * (1 + magnitude($1, values)) }
    }

    private func magnitude(_ constraint: Constraint, _ values: [Double]) -> Double {
        constraint.expression.terms.reduce(abs(constraint.expression.constant)) {
            $0 + abs($1.coefficient * values[$1.variable.index])
        }
    }
}
