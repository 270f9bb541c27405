import Cassowary

/// A constraint system for the oracle comparison: a number of variables and the solver calls
/// to make, in order. Encoded as the JSON that `Oracle/kiwi_oracle.py` reads.
struct OracleSystem: Codable {
    /// What the generator built the system to exercise (for the counts in a failure message).
    enum Shape: String, Codable, CaseIterable {
        case randomSparse, layoutRows, layoutColumns, edits, unique, screens
    }

    var shape: Shape
    var variables: Int
    var operations: [Operation] = []

    struct Operation: Codable {
        enum Kind: String, Codable {
            case add, remove, reconstant, edit, unedit, suggest, check
        }
        var op: Kind
        var terms: [[Double]]?
        var constant: Double?
        var relation: String?
        var strength: Double?
        var add: Int?
        var variable: Int?
        var value: Double?

        static func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength) -> Operation {
            let name = switch relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
            return Operation(op: .add, terms: terms.map { [Double($0.0), $0.1] }, constant: constant, relation: name,
                             strength: strength.value)
        }
        static func remove(add index: Int) -> Operation { Operation(op: .remove, add: index) }
        /// The constant of an added constraint changed (our `setConstant`; kiwi removes the
        /// constraint and adds it with the new constant).
        static func reconstant(add index: Int, _ constant: Double) -> Operation { Operation(op: .reconstant, add: index, value: constant) }
        static func edit(_ variable: Int, _ strength: Strength) -> Operation {
            Operation(op: .edit, strength: strength.value, variable: variable)
        }
        static func unedit(_ variable: Int) -> Operation { Operation(op: .unedit, variable: variable) }
        static func suggest(_ variable: Int, _ value: Double) -> Operation {
            Operation(op: .suggest, variable: variable, value: value)
        }
        static let check = Operation(op: .check)

        /// The constraint an `add` describes, over the given variables.
        func constraint(_ variables: [Variable]) -> Constraint {
            let expression = Expression((terms ?? []).map { Term(variables[Int($0[0])], $0[1]) }, constant: constant ?? 0)
            let relation: Relation = switch self.relation {
            case "<=": .lessThanOrEqual
            case ">=": .greaterThanOrEqual
            default: .equal
            }
            return Constraint(expression, relation, strength: Strength(strength ?? Strength.required.value))
        }
    }

    var addCount: Int { operations.count { $0.op == .add } }
}

/// What one solver (ours or kiwi) answered for a system: an error name or nil per operation,
/// and every variable's value at each `check`.
struct OracleAnswer: Codable {
    var errors: [String?]
    var checks: [[Double]]
}

/// What our solver answered, with what the comparison needs besides: at each check, the
/// constraints in force (edit variables as `variable == suggested value`) and the variables
/// our solver calls ambiguous.
struct OwnRun {
    var answer: OracleAnswer
    var constraintsAtCheck: [[Constraint]]
    var ambiguousAtCheck: [Set<Int>]
}

extension OracleSystem {
    /// Runs the system through our solver.
    func runOnOwnSolver() -> OwnRun {
        let solver = Solver()
        let variables = (0..<self.variables).map { solver.makeVariable("v\($0)") }
        var added: [Int: (id: ConstraintID, constraint: Constraint)] = [:]
        var edits: [Int: (strength: Strength, value: Double)] = [:]
        var run = OwnRun(answer: OracleAnswer(errors: [], checks: []), constraintsAtCheck: [], ambiguousAtCheck: [])
        var addIndex = 0
        for operation in operations {
            var failure: SolverError?
            do throws(SolverError) {
                switch operation.op {
                case .add:
                    let constraint = operation.constraint(variables)
                    defer { addIndex += 1 }
                    added[addIndex] = (try solver.add(constraint), constraint)
                case .remove:
                    guard let entry = added[operation.add!] else { throw .unknownConstraint }
                    try solver.remove(entry.id)
                    added[operation.add!] = nil
                case .reconstant:
                    guard let entry = added[operation.add!] else { throw .unknownConstraint }
                    try solver.setConstant(operation.value!, of: entry.id)
                    added[operation.add!]!.constraint.expression.constant = operation.value!
                case .edit:
                    let strength = Strength(operation.strength!)
                    try solver.addEditVariable(variables[operation.variable!], strength: strength)
                    edits[operation.variable!] = (strength, 0)
                case .unedit:
                    try solver.removeEditVariable(variables[operation.variable!])
                    edits[operation.variable!] = nil
                case .suggest:
                    try solver.suggestValue(operation.value!, for: variables[operation.variable!])
                    edits[operation.variable!]!.value = operation.value!
                case .check:
                    run.answer.checks.append(variables.map { solver.value(of: $0) })
                    var inForce = added.keys.sorted().map { added[$0]!.constraint }
                    for (index, edit) in edits {
                        inForce.append((variables[index] == edit.value) | edit.strength)
                    }
                    run.constraintsAtCheck.append(inForce)
                    run.ambiguousAtCheck.append(Set(solver.ambiguousVariables(among: variables).map(\.index)))
                }
            } catch {
                failure = error
            }
            run.answer.errors.append(failure.map(Self.name))
        }
        return run
    }

    /// The oracle's name for an error (kiwisolver's exception, mapped in kiwi_oracle.py).
    static func name(_ error: SolverError) -> String {
        switch error {
        case .unsatisfiable: "unsatisfiable"
        case .unknownConstraint: "unknownConstraint"
        case .duplicateEditVariable: "duplicateEditVariable"
        case .unknownEditVariable: "unknownEditVariable"
        case .requiredEditVariable: "requiredEditVariable"
        case .nonFiniteNumber: "nonFiniteNumber"
        case .unknownVariable: "unknownVariable"
        case .internalFailure(let step): "internalFailure: \(step)"
        }
    }
}
