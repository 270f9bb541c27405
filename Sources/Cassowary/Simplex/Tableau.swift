/// The simplex tableau: one row per basic symbol, the objective, and a column index.
///
/// Rows live in an array indexed by their basic symbol's id. `columns[id]` holds the basic
/// symbols whose rows contain symbol `id`, so that substituting a symbol touches only
/// the rows that hold it (kiwi scans every row instead). Every change of a row goes through
/// ``install(_:for:)``, ``uninstall(_:)``, ``substitute(_:with:)`` and ``remove(everywhere:)``,
/// which keep the index exact and, while a journal is open, remember each row's first state so
/// that ``rollBack()`` can restore the tableau exactly (a rejected required constraint leaves
/// the solver as it was).
struct Tableau {
    private(set) var symbols: [Symbol] = []
    private var rows: [Row?] = []
    private var columns: [Set<Symbol>] = []
    /// The sum of strength x error over the non-required constraints, in non-basic symbols.
    private(set) var objective = Row()
    /// A superset of the objective's non-dummy symbols with a negative coefficient (the
    /// entering candidates), so the primal simplex need not scan the whole objective for each
    /// pivot (the scan was 16% of a solve under perf). Stale members are dropped when seen.
    private var objectiveNegatives: Set<Symbol> = []
    /// Phase one's objective while a required constraint is added with an artificial variable.
    var artificial: Row?
    /// Basic restricted symbols whose value went negative, for the dual simplex.
    var infeasible: [Symbol] = []

    private var journal: [Int: Row?] = [:]
    private var journaling = false
    private var savedObjective = Row()
    private var savedNegatives: Set<Symbol> = []
    private var savedInfeasible: [Symbol] = []

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: symbols.count, kind: kind)
        symbols.append(symbol)
        rows.append(nil)
        columns.append([])
        return symbol
    }

    func row(_ basic: Symbol) -> Row? {
        rows[basic.id]
    }

    func isBasic(_ symbol: Symbol) -> Bool {
        rows[symbol.id] != nil
    }

    /// The basic symbols whose rows contain `symbol`.
    func basics(containing symbol: Symbol) -> [Symbol] {
        Array(columns[symbol.id])
    }

    /// Every basic symbol with its row, in id order.
    func basicRows() -> [(basic: Symbol, row: Row)] {
        var result: [(basic: Symbol, row: Row)] = []
        for id in rows.indices {
            if let row = rows[id] { result.append((symbols[id], row)) }
        }
        return result
    }

    var rowCount: Int { rows.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    // MARK: Changing rows

    mutating func install(_ row: Row, for basic: Symbol) {
        record(basic.id)
        rows[basic.id] = row
        for symbol in row.cells.keys { columns[symbol.id].insert(basic) }
    }

    @discardableResult
    mutating func uninstall(_ basic: Symbol) -> Row {
        record(basic.id)
        guard let row = rows[basic.id] else { return Row() }
        rows[basic.id] = nil
        for symbol in row.cells.keys { columns[symbol.id].remove(basic) }
        return row
    }

    /// Adds `delta` to a basic row's constant and returns the new constant.
    mutating func addToConstant(_ delta: Double, of basic: Symbol) -> Double {
        record(basic.id)
        rows[basic.id]!.constant += delta
        return rows[basic.id]!.constant
    }

    /// Replaces `symbol` by `row` (the right-hand side of its new row) in every row that holds
    /// it and in the objectives. A restricted row that goes negative is marked infeasible.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let holders = columns[symbol.id]
        columns[symbol.id] = []
        for basic in holders {
            let id = basic.id
            record(id)
            var target = rows[id]!
            rows[id] = nil
            let c = target.remove(symbol) ?? 0
            target.constant += c * row.constant
            for (other, coefficient) in row.cells {
                switch target.add(other, c * coefficient) {
                case .appeared: columns[other.id].insert(basic)
                case .vanished: columns[other.id].remove(basic)
                case .unchanged: break
                }
            }
            if basic.kind != .external && target.constant < 0 {
                infeasible.append(basic)
            }
            rows[id] = target
        }
        if let c = objective.remove(symbol) {
            addToObjective(row, c)
        }
        artificial?.substitute(symbol, with: row)
    }

    /// Drops `symbol` from every row and the objective (sets it to zero for good).
    mutating func remove(everywhere symbol: Symbol) {
        let holders = columns[symbol.id]
        columns[symbol.id] = []
        for basic in holders {
            record(basic.id)
            rows[basic.id]!.remove(symbol)
        }
        objective.remove(symbol)
    }

    // MARK: The objective

    /// Adds `coefficient x symbol` to the objective.
    mutating func addToObjective(_ symbol: Symbol, _ coefficient: Double) {
        objective.insert(symbol, coefficient)
        noteObjectiveCell(symbol)
    }

    /// Adds `coefficient x row` to the objective.
    mutating func addToObjective(_ row: Row, _ coefficient: Double) {
        objective.insert(row, coefficient)
        for symbol in row.cells.keys { noteObjectiveCell(symbol) }
    }

    /// The lowest-id entering candidate of the objective: a non-dummy symbol with a negative
    /// coefficient (Bland's rule).
    mutating func objectiveEnteringSymbol() -> Symbol? {
        var best: Symbol?
        var stale: [Symbol] = []
        for symbol in objectiveNegatives {
            if objective.coefficient(of: symbol) < 0 {
                if best == nil || symbol < best! { best = symbol }
            } else {
                stale.append(symbol)
            }
        }
        for symbol in stale { objectiveNegatives.remove(symbol) }
        return best
    }

    private mutating func noteObjectiveCell(_ symbol: Symbol) {
        if symbol.kind != .dummy && objective.coefficient(of: symbol) < 0 {
            objectiveNegatives.insert(symbol)
        }
    }

    // MARK: The journal

    /// Starts remembering every row's state before its first change.
    mutating func beginJournal() {
        journal = [:]
        journaling = true
        savedObjective = objective
        savedNegatives = objectiveNegatives
        savedInfeasible = infeasible
    }

    /// Keeps the changes made since ``beginJournal()``.
    mutating func commitJournal() {
        journal = [:]
        journaling = false
        savedObjective = Row()
        savedNegatives = []
        savedInfeasible = []
    }

    /// Undoes every change made since ``beginJournal()``.
    mutating func rollBack() {
        let entries = journal
        journaling = false
        journal = [:]
        for id in entries.keys where rows[id] != nil {
            uninstall(symbols[id])
        }
        for (id, original) in entries {
            if let original { install(original, for: symbols[id]) }
        }
        objective = savedObjective
        objectiveNegatives = savedNegatives
        infeasible = savedInfeasible
        artificial = nil
        savedObjective = Row()
        savedInfeasible = []
    }

    private mutating func record(_ id: Int) {
        guard journaling, journal.index(forKey: id) == nil else { return }
        journal[id] = .some(rows[id])
    }
}
