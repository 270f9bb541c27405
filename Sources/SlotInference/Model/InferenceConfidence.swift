/// How sure an inference is of the slot it gives a key.
///
/// Ordered: `exact` > `likely` > `guess`.
public enum InferenceConfidence: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    /// From a nearby font or a name: `label.text = ...` with `label.font = ...` a few lines away,
    /// or a receiver whose type is not declared in the file.
    case guess
    /// From a direct call whose meaning is fixed by its API: `UIAlertAction(title:)`,
    /// `Text("key").font(.headline)`, `.navigationTitle("key")`.
    case likely
    /// From Interface Builder: the object, its font and its frame are written in the file.
    case exact

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
