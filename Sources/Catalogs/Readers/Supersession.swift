/// Which items (entries, issues) belong to a definition of a key that a later definition of the
/// same key replaced: the last definition wins, as Foundation and aapt2 read tables.
///
/// The replaced items are dropped in one pass at the end. Removing them from the list as each
/// repeat was found was quadratic: 40,000 keys written twice took over a minute (issue 12).
struct Supersession {
    /// The offsets of the items of each key's latest definition.
    private var offsetsOfKey: [String: [Int]] = [:]
    private var dropped: Set<Int> = []

    /// Records that `key` is defined by the items at `offsets`; returns the offsets of the
    /// definition before, when there was one (its items will be dropped).
    @discardableResult
    mutating func define(_ key: String, offsets: [Int]) -> [Int]? {
        let previous = offsetsOfKey.updateValue(offsets, forKey: key)
        if let previous { dropped.formUnion(previous) }
        return previous
    }

    /// `items` without those of replaced definitions, in order.
    func apply<Item>(to items: [Item]) -> [Item] {
        guard !dropped.isEmpty else { return items }
        var kept: [Item] = []
        kept.reserveCapacity(items.count - dropped.count)
        for (offset, item) in items.enumerated() where !dropped.contains(offset) { kept.append(item) }
        return kept
    }
}
