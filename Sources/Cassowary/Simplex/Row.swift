/// One equation of the tableau, `basic = constant + sum(coefficient x symbol)`, sparse.
///
/// A row not yet solved for a symbol means `0 = constant + sum(...)`. Coefficients that come
/// within ``epsilon`` of zero are dropped, so a row holds only the symbols it depends on.
///
/// The cells are one array sorted by symbol id, not a dictionary: a screen's rows hold a
/// handful of symbols, and adding one row to another is then a merge of two sorted arrays with
/// no hashing (the dictionary's hashing, allocation and probing were most of the simplex's
/// time on real apps' screens under callgrind). Each cell's sum is the same single addition
/// either way, so the values are the same to the bit.
struct Row {
    typealias Cell = (symbol: Symbol, coefficient: Double)

    var constant: Double
    /// Sorted by symbol id; no coefficient near zero.
    private(set) var cells: [Cell]

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = []
    }

    /// A row of the given cells (in any order; near-zero ones dropped).
    init(constant: Double, cells: [Symbol: Double]) {
        self.init(constant: constant)
        for (symbol, c) in cells.sorted(by: { $0.key < $1.key }) { insert(symbol, c) }
    }

    /// The cell's index, or where it would go (`found` false).
    @inline(__always)
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let id = cells[middle].symbol.id
            if id == symbol.id { return (middle, true) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient x symbol`, dropping the cell when the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        _ = add(symbol, coefficient)
    }

    /// What ``add(_:_:)`` did to the row's set of symbols.
    enum CellChange {
        case appeared, vanished, unchanged
    }

    /// ``insert(_:_:)`` that says whether the symbol joined or left the row (for the
    /// tableau's column index).
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> CellChange {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: index)
                return .vanished
            }
            cells[index].coefficient = sum
            return .unchanged
        }
        if nearZero(coefficient) { return .unchanged }
        cells.insert((symbol, coefficient), at: index)
        return .appeared
    }

    /// Adds `coefficient x row` (its constant and every cell).
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        merge(row, coefficient) { _, _ in }
    }

    /// Adds `coefficient x row`'s cells (not its constant) in one pass over both sorted
    /// arrays, telling `changed` of each symbol that joined or left this row.
    mutating func merge(_ row: Row, _ coefficient: Double, _ changed: (Symbol, CellChange) -> Void) {
        if row.cells.isEmpty { return }
        if cells.isEmpty {
            cells.reserveCapacity(row.cells.count)
            for (symbol, c) in row.cells {
                let product = c * coefficient
                // As `add` on an empty row: the product alone decides.
                if nearZero(product) { continue }
                cells.append((symbol, product))
                changed(symbol, .appeared)
            }
            return
        }
        if row.cells.count * 3 < cells.count {
            // A few cells into a long row: each found by binary search and changed in place
            // (no new array; a long row is one a symbol shared by many views made).
            for (symbol, c) in row.cells {
                let change = add(symbol, c * coefficient)
                if change != .unchanged { changed(symbol, change) }
            }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var i = 0, j = 0
        let mine = cells, theirs = row.cells
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol.id < theirs[j].symbol.id) {
                merged.append(mine[i])
                i += 1
            } else if i == mine.count || theirs[j].symbol.id < mine[i].symbol.id {
                let product = theirs[j].coefficient * coefficient
                if !nearZero(product) {
                    merged.append((theirs[j].symbol, product))
                    changed(theirs[j].symbol, .appeared)
                }
                j += 1
            } else {
                let sum = mine[i].coefficient + theirs[j].coefficient * coefficient
                if nearZero(sum) {
                    changed(mine[i].symbol, .vanished)
                } else {
                    merged.append((mine[i].symbol, sum))
                }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        return cells.remove(at: index).coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + c x symbol + rest` into `symbol = -(constant + rest) / c`.
    /// The symbol must be in the row.
    mutating func solve(for symbol: Symbol) {
        guard let c = remove(symbol) else { return }
        let factor = -1 / c
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Turns `lhs = ... + c x rhs + ...` into `rhs = ...` (a pivot: `lhs` leaves, `rhs` enters).
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right-hand side of its row, when the symbol is in this row.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let c = remove(symbol) {
            insert(row, c)
        }
    }
}
