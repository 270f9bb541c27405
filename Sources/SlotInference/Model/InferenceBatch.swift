/// What one file yields: inferences, groups, unplaced keys and issues, before keys are resolved
/// across files.
struct InferenceBatch: Sendable {
    var inferences: [Inference] = []
    var groups: [InferredGroup] = []
    var unplaced: [UnplacedKey] = []
    var issues: [InferenceIssue] = []

    mutating func append(_ other: InferenceBatch) {
        inferences += other.inferences
        groups += other.groups
        unplaced += other.unplaced
        issues += other.issues
    }
}
