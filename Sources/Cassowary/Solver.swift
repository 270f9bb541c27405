/// An incremental Cassowary solver: required and preferential linear constraints over
/// variables, solved after every change (Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001).
///
/// The design is the one kiwisolver (github.com/nucleic/kiwi) uses, and so are the semantics,
/// which the tests compare with Debian's python3-kiwisolver: constraints are added in order; a
/// required one that cannot hold together with the required ones already in throws
/// ``SolverError/unsatisfiable`` and leaves the solver exactly as it was; the values then
/// minimise the sum over the non-required constraints of strength x error. Values are current
/// after every call (there is no separate update step).
///
/// Not thread-safe: one solver per task (it is cheap to make).
public final class Solver {
    var tableau = Tableau()
    var names: [String] = []
    /// The external symbol of each variable, by index.
    var externals: [Symbol] = []
    var records = ConstraintRecords()
    var nextConstraintIndex = 0
    var edits: [Variable: EditRecord] = [:]
    /// The last ``ambiguousVariables(among:)`` answer and the tableau it was made on.
    var ambiguityCache: AmbiguityAnswer?

    struct AmbiguityAnswer {
        var version: Int
        var tight: [Int]
        var among: [Variable]
        var result: [Variable]
    }

    /// What the solver keeps of an added constraint: the symbols that mark its row.
    struct ConstraintRecord {
        var constraint: Constraint
        /// The slack (inequality), dummy (required equation) or positive error (non-required
        /// equation) symbol of the constraint's row.
        var marker: Symbol
        /// The error symbol of a non-required inequality, the negative error of a
        /// non-required equation.
        var other: Symbol?
    }

    /// The constraints in the solver by ``ConstraintID`` index: an array, as IDs are numbered
    /// from 0 (a dictionary's hashing of the index was a tenth of a real app's layout under
    /// callgrind).
    struct ConstraintRecords {
        private var slots: [ConstraintRecord?] = []
        private(set) var count = 0

        subscript(index: Int) -> ConstraintRecord? {
            get { slots.indices.contains(index) ? slots[index] : nil }
            set {
                if index >= slots.count {
                    guard newValue != nil else { return }
                    slots.append(contentsOf: repeatElement(nil, count: index - slots.count + 1))
                }
                count += (newValue == nil ? 0 : 1) - (slots[index] == nil ? 0 : 1)
                slots[index] = newValue
            }
        }

        mutating func removeValue(forKey index: Int) -> ConstraintRecord? {
            let old = self[index]
            if old != nil { self[index] = nil }
            return old
        }
    }

    struct EditRecord {
        var constraint: ConstraintID
        var plus: Symbol
        var minus: Symbol
        var suggested: Double
    }

    public init() {}

    /// A new variable of this solver; `name` is for messages only.
    public func makeVariable(_ name: String = "") -> Variable {
        let variable = Variable(index: names.count)
        names.append(name)
        externals.append(tableau.makeSymbol(.external))
        return variable
    }

    public func name(of variable: Variable) -> String {
        names.indices.contains(variable.index) ? names[variable.index] : ""
    }

    /// The number of variables made so far.
    public var variableCount: Int { names.count }

    /// The number of constraints in the solver (edit variables' included).
    public var constraintCount: Int { records.count }

    /// The variable's value in the current solution: 0 for a variable in no constraint (or
    /// made by another solver).
    public func value(of variable: Variable) -> Double {
        guard externals.indices.contains(variable.index) else { return 0 }
        return tableau.row(externals[variable.index])?.constant ?? 0
    }

    /// The expression's value in the current solution.
    public func value(of expression: Expression) -> Double {
        expression.evaluated { value(of: $0) }
    }

    /// The constraint an ID names, while it is in the solver.
    public func constraint(_ id: ConstraintID) -> Constraint? {
        records[id.index]?.constraint
    }

    /// The constant of a constraint in the solver (its expression's), without a copy of the
    /// constraint.
    public func constant(of id: ConstraintID) -> Double? {
        records[id.index]?.constraint.expression.constant
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Removes every constraint and edit variable; the variables stay (all at 0).
    public func reset() {
        tableau = Tableau()
        externals = names.map { _ in tableau.makeSymbol(.external) }
        records = ConstraintRecords()
        edits = [:]
        ambiguityCache = nil
    }
}
