/// The simplex tableau: one row per basic symbol, the objective, and a column index.
///
/// Rows live in slots; `slotOf[id]` is the slot of basic symbol `id` (or -1) and
/// `columns[id]` the slots whose rows contain symbol `id`, so that substituting a symbol
/// touches only the rows that hold it (kiwi scans every row instead). A pivot keeps its row in
/// its slot, so the index changes only for the entering and leaving symbols (re-indexing
/// every cell of the pivot row under the new basic symbol took a quarter of a solve). Every
/// change of a row goes through ``install(_:for:)``, ``uninstall(_:)``, ``pivot(entering:leaving:)``,
/// ``substitute(_:with:)``, ``addToConstant(_:of:)`` and ``remove(everywhere:)``, which keep
/// the index exact and, while a journal is open, remember each slot's first state so that
/// ``rollBack()`` can restore the tableau exactly (a rejected required constraint leaves the
/// solver as it was).
struct Tableau {
    /// A slot's index, hashed like a ``Symbol`` (see `Symbol._rawHashValue(seed:)`).
    struct Slot: Hashable {
        let index: Int

        func _rawHashValue(seed: Int) -> Int {
            let mixed = (UInt64(bitPattern: Int64(index)) ^ UInt64(bitPattern: Int64(seed))) &* 0x9E37_79B9_7F4A_7C15
            return Int(bitPattern: UInt(mixed ^ (mixed >> 29)))
        }
    }

    private(set) var symbols: [Symbol] = []
    /// Counts the changes of anything but a row's constant (a cell, a basis, the objective's
    /// coefficients): equal counts mean the same rows up to their constants, which is what the
    /// ambiguity analysis depends on besides which rows are at 0.
    private(set) var structureVersion = 0
    private var slots: [Row] = []
    private var slotBasic: [Symbol?] = []
    private var freeSlots: [Int] = []
    private var slotOf: [Int] = []
    private var columns: [Set<Slot>] = []
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

    private var journal: [Int: (basic: Symbol?, row: Row)] = [:]
    private var journaling = false
    private var savedObjective = Row()
    private var savedNegatives: Set<Symbol> = []
    private var savedInfeasible: [Symbol] = []

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: symbols.count, kind: kind)
        symbols.append(symbol)
        slotOf.append(-1)
        columns.append([])
        return symbol
    }

    func row(_ basic: Symbol) -> Row? {
        let slot = slotOf[basic.id]
        return slot < 0 ? nil : slots[slot]
    }

    func isBasic(_ symbol: Symbol) -> Bool {
        slotOf[symbol.id] >= 0
    }

    /// The basic symbols whose rows contain `symbol`.
    func basics(containing symbol: Symbol) -> [Symbol] {
        // In slot order, not the set's (seeded per process): the rows a change makes infeasible
        // are pivoted in this order, which decides among equally good solutions.
        columns[symbol.id].sorted { $0.index < $1.index }.map { slotBasic[$0.index]! }
    }

    /// The ids of the restricted and dummy basic symbols whose rows are at 0 (the tight rows
    /// of the ambiguity analysis), in slot order.
    func tightBasics() -> [Int] {
        var ids: [Int] = []
        for slot in slots.indices {
            guard let basic = slotBasic[slot], basic.kind != .external else { continue }
            if basic.kind == .dummy || nearZero(slots[slot].constant) { ids.append(basic.id) }
        }
        return ids
    }

    /// Every basic symbol with its row, in id order.
    func basicRows() -> [(basic: Symbol, row: Row)] {
        var result: [(basic: Symbol, row: Row)] = []
        for slot in slots.indices {
            if let basic = slotBasic[slot] { result.append((basic, slots[slot])) }
        }
        return result.sorted { $0.basic < $1.basic }
    }

    // MARK: Changing rows

    mutating func install(_ row: Row, for basic: Symbol) {
        structureVersion &+= 1
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = slots.count
            slots.append(Row())
            slotBasic.append(nil)
        }
        record(slot)
        place(row, basic, in: slot)
    }

    @discardableResult
    mutating func uninstall(_ basic: Symbol) -> Row {
        structureVersion &+= 1
        let slot = slotOf[basic.id]
        guard slot >= 0 else { return Row() }
        record(slot)
        let row = clear(slot)
        freeSlots.append(slot)
        return row
    }

    /// `leaving` leaves the basis and `entering` takes its row, which stays in its slot.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        structureVersion &+= 1
        let slot = slotOf[leaving.id]
        record(slot)
        var row = slots[slot]
        slots[slot] = Row()
        // Solving changes which symbols the row holds by exactly these two.
        row.solve(for: entering, replacing: leaving)
        columns[entering.id].remove(Slot(index: slot))
        columns[leaving.id].insert(Slot(index: slot))
        slotOf[leaving.id] = -1
        slotBasic[slot] = nil
        substitute(entering, with: row)
        slots[slot] = row
        slotBasic[slot] = entering
        slotOf[entering.id] = slot
    }

    /// Adds `delta` to a basic row's constant and returns the new constant.
    mutating func addToConstant(_ delta: Double, of basic: Symbol) -> Double {
        let slot = slotOf[basic.id]
        record(slot)
        slots[slot].constant += delta
        return slots[slot].constant
    }

    /// Replaces `symbol` by `row` (the right-hand side of its new row) in every row that holds
    /// it and in the objectives. A restricted row that goes negative is marked infeasible.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        structureVersion &+= 1
        // In slot order, as `basics(containing:)`: `infeasible` is filled in this order.
        let holders = columns[symbol.id].sorted { $0.index < $1.index }
        columns[symbol.id] = []
        for slot in holders {
            let index = slot.index
            record(index)
            var target = slots[index]
            slots[index] = Row()
            let c = target.remove(symbol) ?? 0
            target.constant += c * row.constant
            target.merge(row, c) { other, change in
                switch change {
                case .appeared: columns[other.id].insert(slot)
                case .vanished: columns[other.id].remove(slot)
                case .unchanged: break
                }
            }
            let basic = slotBasic[index]!
            if basic.kind != .external && target.constant < 0 {
                infeasible.append(basic)
            }
            slots[index] = target
        }
        if let c = objective.remove(symbol) {
            addToObjective(row, c)
        }
        artificial?.substitute(symbol, with: row)
    }

    /// Drops `symbol` from every row and the objective (sets it to zero for good).
    mutating func remove(everywhere symbol: Symbol) {
        structureVersion &+= 1
        let holders = columns[symbol.id]
        columns[symbol.id] = []
        for slot in holders {
            record(slot.index)
            slots[slot.index].remove(symbol)
        }
        objective.remove(symbol)
    }

    private mutating func place(_ row: Row, _ basic: Symbol, in slot: Int) {
        slots[slot] = row
        slotBasic[slot] = basic
        slotOf[basic.id] = slot
        for (symbol, _) in row.cells { columns[symbol.id].insert(Slot(index: slot)) }
    }

    private mutating func clear(_ slot: Int) -> Row {
        let row = slots[slot]
        if let basic = slotBasic[slot] { slotOf[basic.id] = -1 }
        slots[slot] = Row()
        slotBasic[slot] = nil
        for (symbol, _) in row.cells { columns[symbol.id].remove(Slot(index: slot)) }
        return row
    }

    // MARK: The objective

    /// Adds `coefficient x symbol` to the objective.
    mutating func addToObjective(_ symbol: Symbol, _ coefficient: Double) {
        structureVersion &+= 1
        objective.insert(symbol, coefficient)
        noteObjectiveCell(symbol)
    }

    /// Adds `coefficient x row` to the objective.
    mutating func addToObjective(_ row: Row, _ coefficient: Double) {
        structureVersion &+= 1
        objective.insert(row, coefficient)
        for (symbol, _) in row.cells { noteObjectiveCell(symbol) }
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

    /// Starts remembering every slot's state before its first change.
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

    /// Undoes every change made since ``beginJournal()``: every touched slot is emptied first
    /// (a basic symbol may have moved between slots), then refilled as it was.
    mutating func rollBack() {
        structureVersion &+= 1
        let entries = journal
        journaling = false
        journal = [:]
        for slot in entries.keys { _ = clear(slot) }
        for (slot, original) in entries {
            if let basic = original.basic { place(original.row, basic, in: slot) }
        }
        freeSlots = slots.indices.filter { slotBasic[$0] == nil }
        objective = savedObjective
        objectiveNegatives = savedNegatives
        infeasible = savedInfeasible
        artificial = nil
        savedObjective = Row()
        savedNegatives = []
        savedInfeasible = []
    }

    private mutating func record(_ slot: Int) {
        guard journaling, journal.index(forKey: slot) == nil else { return }
        journal[slot] = (slotBasic[slot], slots[slot])
    }
}
