/// The two simplex loops of Cassowary (Badros, Borning & Stuckey 2001, sections 3.1-3.3), with
/// Bland's rule against cycling: among candidates, the lowest symbol id enters, and among rows
/// tied on the ratio test, the lowest basic id leaves.
extension Tableau {
    enum Goal {
        case objective, artificial
    }

    /// Primal simplex: pivots until no symbol of the goal row has a negative coefficient.
    mutating func optimize(_ goal: Goal) throws(SolverError) {
        while let entering = enteringSymbol(goal) {
            guard let leaving = leavingSymbol(entering) else {
                throw .internalFailure("the objective is unbounded (no row limits the entering symbol)")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex over the rows marked infeasible (after a suggested value moved them below
    /// zero): restores feasibility while keeping the objective optimal.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            guard let row = row(leaving), row.constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                throw .internalFailure("the dual simplex found no entering symbol")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The lowest-id non-dummy symbol with a negative coefficient in the goal row.
    private mutating func enteringSymbol(_ goal: Goal) -> Symbol? {
        if goal == .objective { return objectiveEnteringSymbol() }
        var best: Symbol?
        for (symbol, coefficient) in artificial!.cells where coefficient < 0 && symbol.kind != .dummy {
            if best == nil || symbol < best! { best = symbol }
        }
        return best
    }

    /// The ratio test: among the non-external rows in which `entering` has a negative
    /// coefficient, the one that limits it first.
    private func leavingSymbol(_ entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for basic in basics(containing: entering) where basic.kind != .external {
            let row = row(basic)!
            let c = row.coefficient(of: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if best == nil || ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// The dual ratio test on an infeasible row: among its positive non-dummy symbols, the one
    /// with the least objective coefficient per unit.
    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for (symbol, c) in row.cells where c > 0 && symbol.kind != .dummy {
            let ratio = objective.coefficient(of: symbol) / c
            if best == nil || ratio < bestRatio || (ratio == bestRatio && symbol < best!) {
                bestRatio = ratio
                best = symbol
            }
        }
        return best
    }

    /// The row to pivot a removed constraint's non-basic marker into (kiwi's
    /// `getMarkerLeavingRow`): a restricted row where the marker has a negative coefficient
    /// (least ratio), else a restricted row where it is positive (least ratio), else an
    /// external row.
    func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var negative: (basic: Symbol, ratio: Double)?
        var positive: (basic: Symbol, ratio: Double)?
        var external: Symbol?
        for basic in basics(containing: marker) {
            let row = row(basic)!
            let c = row.coefficient(of: marker)
            if basic.kind == .external {
                if external == nil || basic < external! { external = basic }
            } else if c < 0 {
                let ratio = -row.constant / c
                if negative == nil || ratio < negative!.ratio || (ratio == negative!.ratio && basic < negative!.basic) {
                    negative = (basic, ratio)
                }
            } else {
                let ratio = row.constant / c
                if positive == nil || ratio < positive!.ratio || (ratio == positive!.ratio && basic < positive!.basic) {
                    positive = (basic, ratio)
                }
            }
        }
        return negative?.basic ?? positive?.basic ?? external
    }
}
