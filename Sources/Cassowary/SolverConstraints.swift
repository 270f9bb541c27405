extension Solver {
    /// Adds a constraint and re-solves.
    ///
    /// Throws ``SolverError/unsatisfiable`` (and changes nothing) when the constraint is
    /// required and cannot hold together with the required constraints already added;
    /// ``SolverError/nonFiniteNumber`` for a NaN or infinite coefficient or constant;
    /// ``SolverError/unknownVariable`` for a variable another solver made.
    @discardableResult
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        guard constraint.expression.isFinite else { throw .nonFiniteNumber }
        for term in constraint.expression.terms where !externals.indices.contains(term.variable.index) {
            throw .unknownVariable
        }
        var (row, marker, other) = makeRow(constraint)
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            // Only dummies: the constraint is redundant when its constant is 0, false otherwise.
            guard nearZero(row.constant) else { throw .unsatisfiable }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.install(row, for: subject)
        } else {
            guard try addWithArtificialVariable(row) else { throw .unsatisfiable }
        }
        let id = ConstraintID(index: nextConstraintIndex)
        nextConstraintIndex += 1
        records[id.index] = ConstraintRecord(constraint: constraint, marker: marker, other: other)
        try tableau.optimize(.objective)
        return id
    }

    /// Removes a constraint and re-solves; ``SolverError/unknownConstraint`` when it is not in.
    public func remove(_ id: ConstraintID) throws(SolverError) {
        guard let record = records.removeValue(forKey: id.index) else { throw .unknownConstraint }
        let strength = record.constraint.strength.value
        for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = tableau.row(symbol) {
                tableau.addToObjective(row, -strength)
            } else {
                tableau.addToObjective(symbol, -strength)
            }
        }
        if tableau.isBasic(record.marker) {
            tableau.uninstall(record.marker)
        } else if let leaving = tableau.markerLeavingSymbol(record.marker) {
            var row = tableau.uninstall(leaving)
            row.solve(for: record.marker, replacing: leaving)
            tableau.substitute(record.marker, with: row)
        }
        // A non-basic marker in no row constrains nothing any more: there is no row to drop.
        try tableau.optimize(.objective)
    }

    /// The constraint as a row `0 = constant + ...` over the current non-basic symbols, with
    /// its marker symbols (BB&S section 3.2; kiwi's `createRow`). Error symbols enter the
    /// objective weighted by the strength. As in kiwi, a variable's terms are summed first and
    /// the sum is dropped when near zero (so `3x - 3e-9x` keeps 2.999999997x).
    private func makeRow(_ constraint: Constraint) -> (Row, marker: Symbol, other: Symbol?) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for (variable, coefficient) in expression.reducedTerms() where !nearZero(coefficient) {
            let symbol = externals[variable.index]
            if let basic = tableau.row(symbol) {
                row.insert(basic, coefficient)
            } else {
                row.insert(symbol, coefficient)
            }
        }
        let strength = constraint.strength
        var marker: Symbol
        var other: Symbol?
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // e <= 0 becomes e + slack = 0; e >= 0 becomes e - slack = 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack)
            row.insert(marker, sign)
            if !strength.isRequired {
                let error = tableau.makeSymbol(.error)
                other = error
                row.insert(error, -sign)
                tableau.addToObjective(error, strength.value)
            }
        case .equal:
            if strength.isRequired {
                marker = tableau.makeSymbol(.dummy)
                row.insert(marker)
            } else {
                let plus = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                marker = plus
                other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                tableau.addToObjective(plus, strength.value)
                tableau.addToObjective(minus, strength.value)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, marker, other)
    }

    /// The symbol to solve a new row for: its lowest external symbol, else a restricted marker
    /// with a negative coefficient (so that the new basic value, the row's constant, is >= 0).
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        var external: Symbol?
        for (symbol, _) in row.cells where symbol.kind == .external {
            if external == nil || symbol < external! { external = symbol }
        }
        if let external { return external }
        if marker.isRestricted && row.coefficient(of: marker) < 0 { return marker }
        if let other, other.isRestricted && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one for a row with no ready subject: an artificial variable equal to the row is
    /// minimised; the constraint can hold only when it reaches zero (BB&S section 3.2). On
    /// failure the journal puts every row back.
    private func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        tableau.beginJournal()
        let artificial = tableau.makeSymbol(.slack)
        tableau.install(row, for: artificial)
        tableau.artificial = row
        do {
            try tableau.optimize(.artificial)
        } catch {
            tableau.rollBack()
            throw error
        }
        let satisfied = nearZero(tableau.artificial!.constant)
        tableau.artificial = nil
        guard satisfied else {
            tableau.rollBack()
            return false
        }
        if tableau.isBasic(artificial) {
            var remaining = tableau.uninstall(artificial)
            // A row of dummies only says artificial = 0: nothing more to keep.
            if let entering = pivotableSymbol(remaining) {
                remaining.solve(for: entering, replacing: artificial)
                tableau.substitute(entering, with: remaining)
                tableau.install(remaining, for: entering)
            }
        }
        tableau.remove(everywhere: artificial)
        tableau.commitJournal()
        return true
    }

    /// A symbol to pivot a zero artificial row onto: its lowest slack or error symbol, else
    /// its lowest external one; never a dummy.
    private func pivotableSymbol(_ row: Row) -> Symbol? {
        var restricted: Symbol?
        var external: Symbol?
        for (symbol, _) in row.cells {
            if symbol.isRestricted {
                if restricted == nil || symbol < restricted! { restricted = symbol }
            } else if symbol.kind == .external {
                if external == nil || symbol < external! { external = symbol }
            }
        }
        return restricted ?? external
    }
}
