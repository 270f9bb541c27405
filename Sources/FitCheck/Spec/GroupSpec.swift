import TextMeasure

/// Keys shown together in one bar, control, alert or table view cell, which share its room: a
/// spec's `groups`.
///
/// Each member key is checked in the slot its role gives it (a tab bar's items are tab items
/// `width / itemCount` wide, an alert's buttons are alert buttons), with the other members' texts
/// in the same locale beside it: a navigation bar title's room is what its items and back button
/// leave; two alert buttons stack when either title does not fit half the alert; a toolbar's
/// items must fit the bar together. The kinds' names are SlotInference's
/// (`InferredGroup.Kind`), so inferred groups map onto them directly.
public struct GroupSpec: Sendable, Hashable {
    /// The kinds of groups.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case navigationBar, toolbar, tabBar, segmentedControl, alert, actionSheet, tableCell

        /// The member keys of a group of this kind in the spec, each with its role and whether it
        /// takes one key or a list.
        var memberKeys: [(key: String, role: Role, isList: Bool)] {
            switch self {
            case .navigationBar: [("title", .title, false), ("back", .back, false), ("leading", .leading, true), ("trailing", .trailing, true)]
            case .toolbar, .tabBar: [("items", .item, true)]
            case .segmentedControl: [("segments", .segment, true)]
            case .alert, .actionSheet: [("title", .title, false), ("message", .message, false), ("buttons", .button, true)]
            case .tableCell: [("text", .text, false), ("secondaryText", .secondaryText, false)]
            }
        }

        /// The keys naming emphasized members: an alert's preferred action, a bar's prominent
        /// (done) items.
        var emphasisKey: String? {
            switch self {
            case .alert, .actionSheet: "preferred"
            case .navigationBar, .toolbar: "prominent"
            case .tabBar, .segmentedControl, .tableCell: nil
            }
        }

        /// Whether the spec must give the group's width (a bar's is the screen's; an alert has its own).
        var needsWidth: Bool { self != .alert }
    }

    /// What a member is in its group.
    public enum Role: String, Sendable, Hashable {
        case title, back, leading, trailing, item, segment, message, button, text, secondaryText
    }

    /// One member key with the slot its role gives it.
    public struct Member: Sendable, Hashable {
        /// Its role.
        public var role: Role
        /// The catalog key.
        public var key: String
        /// Whether it is in its emphasized state (a preferred action, a prominent item).
        public var isEmphasized: Bool
        /// The slot it is checked in.
        public var slot: SlotSpec
        /// The spec line that names it.
        public var line: Int
    }

    /// The kind of group.
    public var kind: Kind
    /// The members, in the order the group shows them.
    public var members: [Member]
    /// The spec line the group starts on.
    public var line: Int
    /// Where the group came from: the spec's line, or the file inference read it from.
    public var origin: SlotOrigin

    /// A group (`Spec.load` makes these).
    public init(kind: Kind, members: [Member], line: Int, origin: SlotOrigin? = nil) {
        self.kind = kind
        self.members = members
        self.line = line
        self.origin = origin ?? SlotOrigin(source: .spec, specLocation: "spec:\(line)", group: kind.rawValue)
    }

    /// "tabBar at spec line 12" (or "tabBar inferred from Main.storyboard:40"), for reports.
    public var summary: String {
        if origin.source != .spec, let from = origin.inferredFrom { return "\(kind.rawValue) inferred from \(from)" }
        return "\(kind.rawValue) at spec line \(line)"
    }

    /// The texts beside member `index`, from `text(key)` (the member keys' texts in the locale
    /// being checked; nil for a key without one).
    func neighbors(of index: Int, locale: String, text: (String) -> String?) -> SlotNeighbors {
        let member = members[index]
        // Each member's text as shown: in its slot's case.
        func shown(_ member: Member) -> String? { text(member.key).map { member.slot.textCase.apply(to: $0, locale: locale) } }
        func texts(_ role: Role, except: Int? = nil) -> [NeighborText] {
            members.indices.filter { members[$0].role == role && $0 != except }.compactMap { i in
                shown(members[i]).map { NeighborText($0, isEmphasized: members[i].isEmphasized) }
            }
        }
        func first(_ role: Role) -> String? { members.first { $0.role == role }.flatMap { shown($0) } }
        var neighbors = SlotNeighbors()
        switch (kind, member.role) {
        case (.navigationBar, .title):
            neighbors.leadingTitles = texts(.leading)
            neighbors.trailingTitles = texts(.trailing)
            if member.slot.component == .navTitle { neighbors.backTitle = first(.back) }
        case (.navigationBar, .back):
            neighbors.title = first(.title)
        case (.toolbar, .item):
            neighbors.others = texts(.item, except: index)
        case (.alert, .button), (.actionSheet, .button):
            neighbors.others = texts(.button, except: index)
        case (.tableCell, .text):
            neighbors.others = texts(.secondaryText)
        case (.tableCell, .secondaryText):
            neighbors.others = texts(.text)
        default:
            break
        }
        return neighbors
    }
}
