import Catalogs

/// Keys shown together in one control, bar or alert, which share its room.
///
/// A spec checks a group's members together: the segments of one segmented control split its
/// width, the items of one tab bar split the bar, an alert's title, message and buttons share
/// the alert's width and stacking rule, a toolbar's items must fit the bar together.
public struct InferredGroup: Sendable, Hashable, Codable {
    public enum Kind: String, CaseIterable, Sendable, Hashable, Codable {
        case segmentedControl, tabBar, toolbar, alert, actionSheet
        /// A navigation item: its title and the bar button items beside it.
        case navigationBar
    }

    /// Unique within one inference run: the file and line of the control, bar or alert.
    public var id: String
    public var kind: Kind
    /// The member keys, in the order the control shows them.
    public var members: [KeyReference]
    /// How many items the control has, titled or not (segments with images, system bar items,
    /// tab items without a title): the room each gets depends on it. `nil` when unknown.
    public var itemCount: Int?
    /// The control's or bar's width at the design size, when known.
    public var width: Double?
    public var location: SourceLocation
    public var confidence: InferenceConfidence
    public var notes: [String]

    public init(id: String, kind: Kind, members: [KeyReference] = [], itemCount: Int? = nil, width: Double? = nil,
                location: SourceLocation, confidence: InferenceConfidence, notes: [String] = []) {
        self.id = id
        self.kind = kind
        self.members = members
        self.itemCount = itemCount
        self.width = width
        self.location = location
        self.confidence = confidence
        self.notes = notes
    }
}
