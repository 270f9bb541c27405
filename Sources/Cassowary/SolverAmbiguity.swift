extension Solver {
    /// Variables whose value the constraints do not fix: another solution with the same
    /// objective (the same weighted error) moves them. Auto Layout calls such a layout ambiguous.
    ///
    /// What is computed, exactly: the current solution is an optimal vertex of the tableau, in
    /// which every non-basic symbol is 0. The optimal face is the set of feasible points with
    /// the same objective. A variable is ambiguous when it is not constant on that face, which
    /// is decided at the current point by its tangent cone (directions `d` of the non-basic
    /// symbols):
    /// - a non-basic symbol with a positive objective coefficient cannot move (the objective
    ///   would rise), a dummy cannot move (it marks a required equation), a slack or error
    ///   symbol can only grow, an external symbol can move either way;
    /// - a restricted basic row at 0 (a tight inequality whose slack is basic) must not go
    ///   negative, and a basic dummy's row must stay 0; rows with a positive value do not limit
    ///   a small step.
    /// The variable is ambiguous when some direction in that cone changes it: its own symbol
    /// when non-basic, or the symbols of its row when basic. Most answers need one look at the
    /// row (a movable symbol that no tight row blocks); the rest are decided exactly by asking
    /// a small second solver whether the cone holds a direction with change >= 1 or <= -1.
    /// Tolerances are ``epsilon`` (1e-8) throughout. When the objective holds an external
    /// symbol (possible only after removals), every non-basic symbol joins the cone with the
    /// condition that the objective does not change.
    ///
    /// The answer depends on the rows' cells, the basis, the objective's coefficients and which
    /// rows are at 0, not on the other constants: asked again after only constants moved
    /// (``setConstant(_:of:)`` or ``suggestValue(_:for:)`` without a pivot) with the same rows at
    /// 0, the last answer is returned without a new analysis.
    public func ambiguousVariables(among variables: [Variable]) -> [Variable] {
        let tight = tableau.tightBasics()
        if let cached = ambiguityCache, cached.version == tableau.structureVersion, cached.tight == tight, cached.among == variables {
            return cached.result
        }
        let analysis = FreedomAnalysis(tableau: tableau)
        let result = variables.filter { variable in
            guard externals.indices.contains(variable.index) else { return true }
            return analysis.canMove(externals[variable.index])
        }
        ambiguityCache = AmbiguityAnswer(version: tableau.structureVersion, tight: tight, among: variables, result: result)
        return result
    }
}

/// The tangent cone of the optimal face at the current vertex (see
/// ``Solver/ambiguousVariables(among:)``). A class: the filters of its rows capture it, and a
/// struct holding the tableau was copied for each (retains and releases were a tenth of a
/// screen's solve under perf).
final class FreedomAnalysis {
    private let tableau: Tableau
    private let objectiveHasExternal: Bool
    /// Symbols blocked from growing / from shrinking by a tight row, by id.
    private var blockedUp: Set<Int> = []
    private var blockedDown: Set<Int> = []
    /// The tight rows: restricted basic rows at 0 (`equation == false`) and dummy rows.
    private var tightRows: [(row: Row, equation: Bool)] = []
    private var cone: Cone?

    init(tableau: Tableau) {
        self.tableau = tableau
        objectiveHasExternal = tableau.objective.cells.contains { $0.symbol.kind == .external }
        for (basic, row) in tableau.basicRows() where basic.kind != .external {
            let equation = basic.kind == .dummy
            guard equation || nearZero(row.constant) else { continue }
            tightRows.append((row, equation))
            for (symbol, c) in row.cells {
                if equation || c < 0 { blockedUp.insert(symbol.id) }
                if equation || c > 0 { blockedDown.insert(symbol.id) }
            }
        }
    }

    /// The symbol may move on the optimal face without the rest of the tableau (a direction of
    /// the cone).
    private func isFree(_ symbol: Symbol) -> Bool {
        guard !tableau.isBasic(symbol), symbol.kind != .dummy else { return false }
        return objectiveHasExternal || nearZero(tableau.objective.coefficient(of: symbol))
    }

    func canMove(_ external: Symbol) -> Bool {
        let change: [Row.Cell]
        if let row = tableau.row(external) {
            change = row.cells.filter { isFree($0.symbol) }
        } else {
            change = isFree(external) ? [(external, 1)] : []
        }
        if change.isEmpty { return false }
        if !objectiveHasExternal {
            for (symbol, _) in change {
                if !blockedUp.contains(symbol.id) { return true }
                if symbol.kind == .external && !blockedDown.contains(symbol.id) { return true }
            }
        }
        // The cone's answer depends only on the change's cells, and is the same for a change
        // and its negation (both directions are tried): a view's edges and size often share
        // theirs, so it is asked once per distinct change.
        let sign: Double = change[0].coefficient < 0 ? -1 : 1
        let key = ChangeKey(ids: change.map(\.symbol.id), coefficients: change.map { ($0.coefficient * sign).bitPattern })
        if let known = answers[key] { return known }
        if cone == nil { cone = Cone(analysis: self) }
        let answer = cone!.admitsChange(change)
        answers[key] = answer
        return answer
    }

    private struct ChangeKey: Hashable {
        var ids: [Int]
        var coefficients: [UInt64]
    }
    private var answers: [ChangeKey: Bool] = [:]

    /// The cone as a second solver: one variable per free symbol.
    private struct Cone {
        let solver = Solver()
        var variables: [Int: Variable] = [:]

        init(analysis: FreedomAnalysis) {
            let objective = analysis.tableau.objective
            for (row, equation) in analysis.tightRows {
                let terms = row.cells.filter { analysis.isFree($0.symbol) }
                guard !terms.isEmpty else { continue }
                let expression = self.expression(terms)
                _ = try? solver.add(equation ? expression == 0 : expression >= 0)
            }
            if analysis.objectiveHasExternal {
                let terms = objective.cells.filter { !analysis.tableau.isBasic($0.symbol) && $0.symbol.kind != .dummy }
                _ = try? solver.add(expression(terms) == 0)
            }
        }

        private mutating func variable(_ symbol: Symbol) -> Variable {
            if let variable = variables[symbol.id] { return variable }
            let variable = solver.makeVariable()
            variables[symbol.id] = variable
            if symbol.isRestricted { _ = try? solver.add(variable >= 0) }
            return variable
        }

        /// The cells' sum over the cone's variables (cells in symbol order, as rows keep them).
        private mutating func expression(_ cells: [Row.Cell]) -> Expression {
            var terms: [Term] = []
            for (symbol, c) in cells {
                terms.append(Term(variable(symbol), c))
            }
            return Expression(terms)
        }

        /// Some direction of the cone changes `sum(c x symbol)` (by scaling, to >= 1 or <= -1).
        mutating func admitsChange(_ change: [Row.Cell]) -> Bool {
            let z = expression(change)
            for constraint in [z >= 1, z <= -1] {
                if let id = try? solver.add(constraint) {
                    try? solver.remove(id)
                    return true
                }
            }
            return false
        }
    }
}
