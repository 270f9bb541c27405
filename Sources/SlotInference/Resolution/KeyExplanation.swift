import Catalogs
import FitCheck
import TextFormatting

/// Every place one key was seen and why its slot was chosen: what `typefit infer --explain KEY`
/// prints.
///
/// Built from a `SlotInferenceResult`, so it says what the spec says: the uses are the
/// placement's inferences (in the order files were read), the places it could not be put into
/// a view are its unplaced entries with their reasons, and the choice is `KeyPlacement`'s
/// (one use, uses that agree, or the tighter slot of uses that differ, see `SlotTightness`).
public struct KeyExplanation: Sendable {
    public var key: KeyReference
    /// Where the key was put into a view, each with the slot that place gives it.
    public var uses: [Inference]
    /// Where the key was found but not put into a view, with the reasons.
    public var unplaced: [UnplacedKey]
    /// The index in `uses` of the slot the spec checks, nil when no use was placed.
    public var chosenIndex: Int?
    /// The group (bar, control, alert) the chosen use belongs to, when it has one.
    public var group: InferredGroup?
    /// Why the chosen slot: one place, places that agree, or the tighter of places that differ.
    public var why: String

    /// The explanations of every key `pattern` matches (a key, or a glob in the spec's `match`
    /// syntax) and of every inferred pattern that matches `pattern` itself, sorted by table then
    /// key; keys only found unplaced are included.
    public static func explain(_ pattern: String, in result: SlotInferenceResult) -> [KeyExplanation] {
        let matcher = KeyPattern(pattern)
        // A key given as the catalog spells it is also explained by the patterns that cover it
        // (`winetricks.category.*` for `winetricks.category.apps`).
        var covering: [String: Bool] = [:]
        func matches(_ key: KeyReference) -> Bool {
            if key.key == pattern || matcher.matches(key.key) { return true }
            guard key.isPattern else { return false }
            if let known = covering[key.key] { return known }
            let covers = KeyPattern(key.key).matches(pattern)
            covering[key.key] = covers
            return covers
        }
        var unplacedByKey: [KeyReference: [UnplacedKey]] = [:]
        for item in result.unplaced where matches(item.key) { unplacedByKey[item.key, default: []].append(item) }
        let groups = Dictionary(result.groups.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var explanations: [KeyExplanation] = []
        var seen: Set<KeyReference> = []
        for placement in result.placements where matches(placement.key) {
            seen.insert(placement.key)
            explanations.append(KeyExplanation(key: placement.key, uses: placement.uses, unplaced: unplacedByKey[placement.key] ?? [],
                                               chosenIndex: placement.chosenIndex,
                                               group: placement.chosen.groupID.flatMap { groups[$0] }, why: reason(placement)))
        }
        for (key, items) in unplacedByKey where !seen.contains(key) {
            let why = items.allSatisfy(\.isNotDisplayed)
                ? "never drawn (accessibility text read by VoiceOver or TalkBack, or an identifier): no slot, and not listed as uninferred"
                : "no place puts it into a view TypeFit knows: listed as uninferred with the reason above"
            explanations.append(KeyExplanation(key: key, uses: [], unplaced: items, chosenIndex: nil, group: nil, why: why))
        }
        return explanations.sorted { ($0.key.tableName, $0.key.key, $0.key.isPattern ? 1 : 0) < ($1.key.tableName, $1.key.key, $1.key.isPattern ? 1 : 0) }
    }

    private static func reason(_ placement: KeyPlacement) -> String {
        if let conflict = placement.conflict {
            let count = placement.spansComponents ? "\(Set(placement.uses.map(\.component)).count) components" : "slots that differ"
            return "\(count); the tighter slot (\(placement.chosen.slotSummary)) kept. \(conflict)"
        }
        return placement.uses.count == 1 ? "one place" : "\(placement.uses.count) places give the same slot"
    }

    /// The chosen use, when one was placed.
    public var chosen: Inference? { chosenIndex.map { uses[$0] } }

    /// The explanation as text: the key, each place (file:line, call, component, slot,
    /// confidence, notes), then the choice.
    public var text: String {
        var lines = ["\(key.description)"]
        for (index, use) in uses.enumerated() {
            let mark = index == chosenIndex ? "*" : "-"
            lines.append("  \(mark) \(use.location.file):\(use.location.line)  \(use.shape ?? use.source.rawValue)  \(use.slotSummary)  (\(use.confidence.rawValue))")
            for note in use.notes { lines.append("      note: \(note)") }
        }
        for item in unplaced {
            lines.append("  - \(item.location.file):\(item.location.line)  not placed: \(item.reason)")
        }
        if let chosen {
            lines.append("  chosen: \(chosen.slotSummary) (\(chosen.location.file):\(chosen.location.line)): \(why)")
            if let group { lines.append("  checked in its \(group.kind.rawValue) (\(group.location.file):\(group.location.line)) with the keys beside it") }
        } else {
            lines.append("  chosen: none: \(why)")
        }
        return lines.joined(separator: "\n")
    }

    /// The explanation as JSON: `key`, `table`, `uses` (each with `from`, `shape`, `component`,
    /// `widget` (Android: `TextView`, `Button`; else null), `slot`, `confidence`, `chosen`,
    /// `notes`), `unplaced` (`from`, `reason`), `chosen`, `why`.
    package var json: JSONValue {
        let useValues = uses.enumerated().map { index, use -> JSONValue in
            .object([("from", .string("\(use.location.file):\(use.location.line)")), ("shape", use.shape.map(JSONValue.string) ?? .null),
                     ("component", .string(use.component.rawValue)), ("widget", use.android.map { .string($0.widget) } ?? .null),
                     ("slot", .string(use.slotSummary)),
                     ("confidence", .string(use.confidence.rawValue)), ("chosen", .bool(index == chosenIndex)),
                     ("notes", .array(use.notes.map(JSONValue.string)))])
        }
        let unplacedValues = unplaced.map { item -> JSONValue in
            .object([("from", .string("\(item.location.file):\(item.location.line)")), ("reason", .string(item.reason)),
                     ("drawn", .bool(!item.isNotDisplayed))])
        }
        return .object([("key", .string(key.key)), ("table", key.table.map(JSONValue.string) ?? .null),
                        ("uses", .array(useValues)), ("unplaced", .array(unplacedValues)),
                        ("chosen", chosen.map { .string($0.component.rawValue) } ?? .null),
                        ("group", group.map { .string($0.kind.rawValue) } ?? .null), ("why", .string(why))])
    }

    /// Several explanations as one JSON array, ending with a newline.
    package static func json(_ explanations: [KeyExplanation]) -> String {
        JSONValue.array(explanations.map(\.json)).rendered() + "\n"
    }
}
