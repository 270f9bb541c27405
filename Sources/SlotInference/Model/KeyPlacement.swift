/// Every use of one key found in the app's files, and the one slot a spec should give it.
///
/// A key shown in several places gets one rule: when the uses agree, any of them; when they
/// differ (a key in a tab bar and in a label), the tighter slot, and `conflict` says which uses
/// differ and why the chosen one was picked (see `SlotTightness`).
public struct KeyPlacement: Sendable, Hashable, Codable {
    public var key: KeyReference
    /// Every inference of the key, in the order files were read.
    public var uses: [Inference]
    /// The index in `uses` of the slot to check the key in.
    public var chosenIndex: Int
    /// When the uses give different slots: what they are and why `chosen` was picked.
    public var conflict: String?

    public init(key: KeyReference, uses: [Inference], chosenIndex: Int, conflict: String? = nil) {
        self.key = key
        self.uses = uses
        self.chosenIndex = chosenIndex
        self.conflict = conflict
    }

    /// The slot to check the key in.
    public var chosen: Inference { uses[chosenIndex] }

    /// Whether the key is shown in more than one kind of component.
    public var spansComponents: Bool { Set(uses.map(\.component)).count > 1 }
}
