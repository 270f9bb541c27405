/// One equation of the tableau, `basic = constant + sum(coefficient x symbol)`, sparse.
///
/// A row not yet solved for a symbol means `0 = constant + sum(...)`. Coefficients that come
/// within ``epsilon`` of zero are dropped, so a row holds only the symbols it depends on.
struct Row {
    var constant: Double
    private(set) var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func coefficient(of symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Adds `coefficient x symbol`, dropping the cell when the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if nearZero(sum) {
            cells.removeValue(forKey: symbol)
        } else {
            cells[symbol] = sum
        }
    }

    /// What ``add(_:_:)`` did to the row's set of symbols.
    enum CellChange {
        case appeared, vanished, unchanged
    }

    /// ``insert(_:_:)`` that says whether the symbol joined or left the row (for the
    /// tableau's column index).
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> CellChange {
        if let old = cells[symbol] {
            let sum = old + coefficient
            if nearZero(sum) {
                cells.removeValue(forKey: symbol)
                return .vanished
            }
            cells[symbol] = sum
            return .unchanged
        }
        if nearZero(coefficient) { return .unchanged }
        cells[symbol] = coefficient
        return .appeared
    }

    /// Adds `coefficient x row` (its constant and every cell).
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, c) in row.cells {
            insert(symbol, c * coefficient)
        }
    }

    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        cells.removeValue(forKey: symbol)
    }

    mutating func reverseSign() {
        constant = -constant
        cells = cells.mapValues { -$0 }
    }

    /// Turns `0 = constant + c x symbol + rest` into `symbol = -(constant + rest) / c`.
    /// The symbol must be in the row.
    mutating func solve(for symbol: Symbol) {
        guard let c = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / c
        constant *= factor
        cells = cells.mapValues { $0 * factor }
    }

    /// Turns `lhs = ... + c x rhs + ...` into `rhs = ...` (a pivot: `lhs` leaves, `rhs` enters).
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right-hand side of its row, when the symbol is in this row.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let c = cells.removeValue(forKey: symbol) {
            insert(row, c)
        }
    }
}
