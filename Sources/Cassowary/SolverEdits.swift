extension Solver {
    /// Makes `variable` an edit variable: a constraint `variable == suggested value` of the
    /// given (non-required) strength, the suggested value being 0 until ``suggestValue(_:for:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard externals.indices.contains(variable.index) else { throw .unknownVariable }
        guard edits[variable] == nil else { throw .duplicateEditVariable }
        let strength = Strength(strength.value)
        guard !strength.isRequired else { throw .requiredEditVariable }
        let id = try add(Constraint(Expression(variable), .equal, strength: strength))
        let record = records[id.index]!
        edits[variable] = EditRecord(constraint: id, plus: record.marker, minus: record.other!, suggested: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
        try remove(edit.constraint)
    }

    /// Moves an edit variable's target and re-solves with the dual simplex (BB&S section 3.3;
    /// kiwi's `suggestValue`): only the constants of the rows that hold the edit constraint's
    /// error symbols change.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteNumber }
        guard var edit = edits[variable] else { throw .unknownEditVariable }
        let delta = value - edit.suggested
        edit.suggested = value
        edits[variable] = edit
        if tableau.isBasic(edit.plus) {
            if tableau.addToConstant(-delta, of: edit.plus) < 0 { tableau.infeasible.append(edit.plus) }
        } else if tableau.isBasic(edit.minus) {
            if tableau.addToConstant(delta, of: edit.minus) < 0 { tableau.infeasible.append(edit.minus) }
        } else {
            for basic in tableau.basics(containing: edit.plus) {
                let c = tableau.row(basic)!.coefficient(of: edit.plus)
                if tableau.addToConstant(delta * c, of: basic) < 0 && basic.kind != .external {
                    tableau.infeasible.append(basic)
                }
            }
        }
        try tableau.dualOptimize()
    }
}
