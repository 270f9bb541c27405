import Catalogs

/// A key found in the app's files whose slot could not be told, with the reason.
///
/// A spec written from inferences lists these (with the catalog keys nothing mentions) so a
/// person can place them.
public struct UnplacedKey: Sendable, Hashable, Codable, CustomStringConvertible {
    public var key: KeyReference
    public var location: SourceLocation
    public var source: InferenceSource
    /// Why no slot: `the result is not put into a view in the same expression`, `a table view
    /// section header (no component for it yet)`.
    public var reason: String
    /// `true` for text a user never sees drawn (accessibility labels and hints): not a slot to
    /// check, but a key to leave out of the `uninferred` list.
    public var isNotDisplayed: Bool

    public init(key: KeyReference, location: SourceLocation, source: InferenceSource, reason: String, isNotDisplayed: Bool = false) {
        self.key = key
        self.location = location
        self.source = source
        self.reason = reason
        self.isNotDisplayed = isNotDisplayed
    }

    public var description: String { "\(location): \(key): \(reason)" }
}
