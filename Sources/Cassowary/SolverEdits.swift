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

extension Solver {
    /// Changes the constant of a constraint in the solver (`expression + constant <relation> 0`)
    /// and re-solves with the dual simplex, as ``suggestValue(_:for:)`` does for an edit
    /// variable: far cheaper than removing the constraint and adding it again.
    ///
    /// Why it holds: with the constant moved by d, the constraint's row reads as before with
    /// its marker symbol m (its slack, or its positive error) replaced by m + s x d, s being
    /// the marker's sign in the row as made (+1 for `<=`, -1 for `>=` and for `==`'s error).
    /// Every row of the tableau stays true after that substitution, which moves only
    /// constants: the basic marker's row by -s x d, or each row holding a non-basic marker by
    /// its coefficient x s x d. The objective's coefficients do not change, so the solution
    /// stays optimal and the dual simplex restores what went negative.
    ///
    /// A required equation's marker is a dummy, held at 0, and the same substitution holds
    /// with s = +1: a non-basic dummy stays at 0 while the rows holding it move (far cheaper
    /// than removing the equation and adding it again, which a device change did for every
    /// root size and margin). A basic dummy's row holds only dummies (the equation was
    /// implied by the others), so it can take no other constant. A required constraint that
    /// can no longer hold throws ``SolverError/unsatisfiable`` and leaves the solver as it was.
    public func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
        guard constant.isFinite else { throw .nonFiniteNumber }
        guard var record = records[id.index] else { throw .unknownConstraint }
        let delta = constant - record.constraint.expression.constant
        if delta == 0 { return }
        record.constraint.expression.constant = constant
        let marker = record.marker
        if marker.kind == .dummy && tableau.isBasic(marker) {
            guard nearZero(tableau.row(marker)!.constant - delta) else { throw .unsatisfiable }
            records[id.index] = record
            return
        }
        let sign: Double = record.constraint.relation == .lessThanOrEqual || marker.kind == .dummy ? 1 : -1
        let shift = sign * delta
        let required = record.constraint.strength.isRequired
        if required { tableau.beginJournal() }
        if tableau.isBasic(marker) {
            if tableau.addToConstant(-shift, of: marker) < 0 { tableau.infeasible.append(marker) }
        } else {
            for basic in tableau.basics(containing: marker) {
                let c = tableau.row(basic)!.coefficient(of: marker)
                if tableau.addToConstant(c * shift, of: basic) < 0 && basic.kind != .external {
                    tableau.infeasible.append(basic)
                }
            }
        }
        do {
            try tableau.dualOptimize()
        } catch {
            guard required else { throw error }
            tableau.rollBack()
            throw .unsatisfiable
        }
        if required { tableau.commitJournal() }
        records[id.index] = record
    }
}
