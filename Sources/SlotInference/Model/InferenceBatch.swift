import Catalogs
import Foundation

/// What one file yields: inferences, groups, unplaced keys and issues, before keys are resolved
/// across files.
struct InferenceBatch: Sendable {
    var inferences: [Inference] = []
    var groups: [InferredGroup] = []
    var unplaced: [UnplacedKey] = []
    var issues: [InferenceIssue] = []
    /// The `KeyDefinitions.Constant`s a placed or unplaced use followed.
    var followedConstants: Set<Int> = []
    /// Keys (and parameters) passed to the app's own callables, and what the callables' bodies
    /// do with their parameters: joined when every file is read (`ParameterForwarding.resolve`).
    var forwardedArguments: [ForwardedArgument] = []
    var parameterTemplates: [ParameterTemplate] = []
    /// Keys written as the value of a choice (returned by a member, assigned to a property or a
    /// local, or a constant a choice's branch names): not a use, so listed as unplaced only when
    /// no use of the choice places the key (`settleChoiceValues`), with the reason that says so.
    var choiceValues: [UnplacedKey] = []
    /// Interface Builder views connected as outlets of the app's classes (`OutletView`).
    var outletViews: [OutletView] = []

    /// Moves the choice values whose key no inference places to `unplaced`; the others are
    /// placed by a use of their choice, whose note says where the key was written.
    mutating func settleChoiceValues() {
        let placed = Set(inferences.map(\.key))
        unplaced += choiceValues.filter { !placed.contains($0.key) }
        choiceValues = []
    }

    mutating func append(_ other: InferenceBatch) {
        followedConstants.formUnion(other.followedConstants)
        forwardedArguments += other.forwardedArguments
        parameterTemplates += other.parameterTemplates
        inferences += other.inferences
        groups += other.groups
        unplaced += other.unplaced
        choiceValues += other.choiceValues
        outletViews += other.outletViews
        issues += other.issues
    }
}

extension InferenceBatch {
    /// The same batch with every path under `base` written relative to it: locations, group
    /// ids (which name their file) and the paths messages quote. Paths elsewhere are kept.
    func withPaths(relativeTo base: URL) -> InferenceBatch {
        let root = base.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        func relative(_ text: String) -> String { text.replacingOccurrences(of: prefix, with: "") }
        func relative(_ location: SourceLocation) -> SourceLocation {
            SourceLocation(file: location.file.hasPrefix(prefix) ? String(location.file.dropFirst(prefix.count)) : location.file,
                           line: location.line, column: location.column)
        }
        var batch = self
        batch.inferences = inferences.map { inference in
            var inference = inference
            inference.location = relative(inference.location)
            inference.groupID = inference.groupID.map(relative)
            inference.notes = inference.notes.map(relative)
            inference.outletView = inference.outletView.map(relative)
            return inference
        }
        batch.groups = groups.map { group in
            var group = group
            group.id = relative(group.id)
            group.location = relative(group.location)
            return group
        }
        batch.unplaced = unplaced.map { var key = $0; key.location = relative(key.location); key.reason = relative(key.reason); return key }
        batch.choiceValues = choiceValues.map { var key = $0; key.location = relative(key.location); key.reason = relative(key.reason); return key }
        batch.issues = issues.map { issue in
            var issue = issue
            issue.location = relative(issue.location)
            issue.message = relative(issue.message)
            return issue
        }
        return batch
    }
}
