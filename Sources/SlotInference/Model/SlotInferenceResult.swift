/// What inference found in an app's files: where keys are shown, in which slots, and what could
/// not be read or placed.
///
/// Totals add up: every key mentioned is in `placements` (with at least one inference) or in
/// `unplaced`, or both when some uses could be placed and others not.
public struct SlotInferenceResult: Sendable, Hashable, Codable {
    /// Every inference, in the order files were read (sorted paths), then by line.
    public var inferences: [Inference]
    /// One entry per key (and table), sorted by table then key: the chosen slot and conflicts.
    public var placements: [KeyPlacement]
    /// Controls, bars and alerts whose members share room.
    public var groups: [InferredGroup]
    /// Keys found whose slot could not be told.
    public var unplaced: [UnplacedKey]
    /// Problems in the files read.
    public var issues: [InferenceIssue]
    /// How many files of each kind were read.
    public var filesRead: [InferenceSource: Int]

    public init(inferences: [Inference] = [], placements: [KeyPlacement] = [], groups: [InferredGroup] = [],
                unplaced: [UnplacedKey] = [], issues: [InferenceIssue] = [], filesRead: [InferenceSource: Int] = [:]) {
        self.inferences = inferences
        self.placements = placements
        self.groups = groups
        self.unplaced = unplaced
        self.issues = issues
        self.filesRead = filesRead
    }

    /// How many keys each kind of file placed (a key placed by both counts for the source of its
    /// chosen slot).
    public var placedKeys: [InferenceSource: Int] {
        var counts: [InferenceSource: Int] = [:]
        for placement in placements { counts[placement.chosen.source, default: 0] += 1 }
        return counts
    }

    /// The placements whose uses disagree.
    public var conflicts: [KeyPlacement] { placements.filter { $0.conflict != nil } }

    /// The placement of `key` in `table` (`nil`: the default table).
    public func placement(of key: String, table: String? = nil) -> KeyPlacement? {
        placements.first { $0.key.key == key && $0.key.table == table }
    }
}
