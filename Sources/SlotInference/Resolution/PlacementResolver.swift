/// Gathers the inferences of each key into one `KeyPlacement`, choosing the tighter slot when
/// they differ (see `SlotTightness`) and saying so.
enum PlacementResolver {
    static func resolve(_ inferences: [Inference]) -> [KeyPlacement] {
        var order: [KeyReference] = []
        var uses: [KeyReference: [Inference]] = [:]
        for inference in inferences {
            if uses[inference.key] == nil { order.append(inference.key) }
            uses[inference.key, default: []].append(inference)
        }
        let sorted = order.sorted { ($0.tableName, $0.key, $0.isPattern ? 1 : 0) < ($1.tableName, $1.key, $1.isPattern ? 1 : 0) }
        return sorted.map { placement(for: $0, uses: uses[$0]!) }
    }

    private static func placement(for key: KeyReference, uses: [Inference]) -> KeyPlacement {
        guard uses.dropFirst().contains(where: { !$0.hasSameSlot(as: uses[0]) }) else {
            return KeyPlacement(key: key, uses: uses, chosenIndex: 0)
        }
        var chosen = 0
        var reasons: [String] = []
        for index in uses.indices.dropFirst() {
            let (isTighter, reason) = SlotTightness.compare(uses[index], uses[chosen])
            if isTighter {
                chosen = index
                if let reason { reasons = [reason] }
            } else if let reason, !uses[index].hasSameSlot(as: uses[chosen]) {
                reasons.append(reason)
            }
        }
        let kinds = Set(uses.map(\.component)).count > 1 ? "two kinds of slot" : "slots that differ"
        let list = uses.map { "\($0.slotSummary) (\($0.location))" }.joined(separator: "; ")
        var seen: Set<String> = []
        let why = reasons.filter { seen.insert($0).inserted }.joined(separator: "; ")
        let conflict = "\"\(key.key)\" is used in \(kinds): \(list). Checked as \(uses[chosen].slotSummary) (\(uses[chosen].location))"
            + (why.isEmpty ? "" : ": \(why)")
        return KeyPlacement(key: key, uses: uses, chosenIndex: chosen, conflict: conflict)
    }
}
