import FitCheck
import TextFormatting

/// Turns an inferred group into a spec group: its members by role, the bar's or control's
/// width, the item count, the prominent items or preferred action.
///
/// A spec's group names catalog keys (checked before anything is measured), so a member that
/// is an interpolated key's glob, or a key no catalog read has, is left out, with a note (as is a
/// second title, message or back button); it is then written as a rule of its own. The kinds have the same names (`InferredGroup.Kind` and
/// the spec's `GroupSpec.Kind`).
struct GroupMapping {
    let defaultSlot: SlotSpec
    /// Keys a group may name; nil: any (no catalog was read).
    let catalogKeys: Set<String>?

    /// The group (its members' inferences are `inferences`); nil when no member is left.
    func group(_ group: InferredGroup, inferences: [Inference]) -> InferredSpec.Group? {
        var notes = group.notes
        var roles = Roles()
        var largeTitle = false
        /// A member the group has no place for: a second title, message or back button.
        func leaveOut(_ key: KeyReference, _ member: Inference, role: String) {
            notes.append("\"\(key.key)\" (\(fromText(member.location))) is left out: the group has its \(role) already; it has a rule of its own")
        }
        for key in group.members {
            guard let member = inferences.first(where: { $0.key == key && $0.groupID == group.id }) else { continue }
            if key.isPattern || !(catalogKeys?.contains(key.key) ?? true) {
                notes.append("\"\(key.key)\" (\(fromText(member.location))) is left out: \(key.isPattern ? "a group names keys, not globs" : "no catalog read has this key"); it has a rule of its own")
                continue
            }
            if member.isProminent { roles.prominent.append(key.key) }
            switch (group.kind, member.component) {
            case (.navigationBar, .navTitle), (.navigationBar, .largeTitle):
                if roles.title == nil {
                    roles.title = key.key
                    largeTitle = member.component == .largeTitle
                } else {
                    leaveOut(key, member, role: "title")
                }
            case (.navigationBar, .backButton):
                if roles.back == nil { roles.back = key.key } else { leaveOut(key, member, role: "back button") }
            case (.navigationBar, _):
                if member.barPosition == .leading {
                    roles.leading.append(key.key)
                } else {
                    roles.trailing.append(key.key)
                    if member.barPosition == nil {
                        notes.append("the file does not say which side of the title \"\(key.key)\" is on: it is put after the title")
                    }
                }
            case (.alert, .alertTitle), (.actionSheet, .alertTitle):
                if roles.title == nil { roles.title = key.key } else { leaveOut(key, member, role: "title") }
            case (.alert, .alertMessage), (.actionSheet, .alertMessage):
                if roles.message == nil { roles.message = key.key } else { leaveOut(key, member, role: "message") }
            default:
                roles.items.append(key.key)
            }
        }
        guard !roles.keys.isEmpty else { return nil }
        let settings = roles.settings(kind: group.kind, largeTitle: largeTitle)
            + width(of: group, notes: &notes) + itemCount(of: group, listed: roles.items.count)
        let source = inferences.first { $0.groupID == group.id }?.source ?? .interfaceBuilder
        return InferredSpec.Group(kind: group.kind, from: fromText(group.location), confidence: group.confidence, source: source,
                                  keys: roles.keys, notes: notes, settings: settings)
    }

    /// The bar's or control's width; the default slot's when the files do not say (a spec's
    /// group needs one), with a note. An alert has its own width.
    private func width(of group: InferredGroup, notes: inout [String]) -> [(String, JSONValue)] {
        if let width = group.width { return [("width", .number(width))] }
        guard group.kind != .alert else { return [] }
        let width = defaultSlot.width ?? SlotSpec.builtInDefault.width!
        notes.append("the \(group.kind == .segmentedControl ? "control's" : group.kind == .actionSheet ? "sheet's" : "bar's") width is not in the files: the default slot's (\(NumberText.short(width, decimals: 2)) pt)")
        return [("width", .number(width))]
    }

    /// `itemCount` when the control has more items than keys listed (segments with images, tab
    /// items without a title); the spec counts the keys listed otherwise.
    private func itemCount(of group: InferredGroup, listed: Int) -> [(String, JSONValue)] {
        guard [.tabBar, .segmentedControl].contains(group.kind), let count = group.itemCount, count > listed else { return [] }
        return [("itemCount", .integer(count))]
    }
}

/// A group's member keys by role, as they are sorted out.
private struct Roles {
    var title: String?
    var back: String?
    var message: String?
    var leading: [String] = []
    var trailing: [String] = []
    /// Toolbar and tab bar items, segments, alert buttons.
    var items: [String] = []
    var prominent: [String] = []

    /// Every key, in the order the group shows them.
    var keys: [String] { [back, title].compactMap { $0 } + leading + trailing + [message].compactMap { $0 } + items }

    /// The spec keys of the roles of a group of `kind`.
    func settings(kind: InferredGroup.Kind, largeTitle: Bool) -> [(String, JSONValue)] {
        func list(_ keys: [String]) -> JSONValue { .array(keys.map(JSONValue.string)) }
        var settings: [(String, JSONValue)] = []
        switch kind {
        case .navigationBar:
            if let title { settings.append(("title", .string(title))) }
            if largeTitle { settings.append(("largeTitle", .bool(true))) }
            if let back { settings.append(("back", .string(back))) }
            if !leading.isEmpty { settings.append(("leading", list(leading))) }
            if !trailing.isEmpty { settings.append(("trailing", list(trailing))) }
            if !prominent.isEmpty { settings.append(("prominent", list(prominent))) }
        case .toolbar, .tabBar:
            settings.append(("items", list(items)))
            if kind == .toolbar, !prominent.isEmpty { settings.append(("prominent", list(prominent))) }
        case .segmentedControl:
            settings.append(("segments", list(items)))
        case .alert, .actionSheet:
            if let title { settings.append(("title", .string(title))) }
            if let message { settings.append(("message", .string(message))) }
            if !items.isEmpty { settings.append(("buttons", list(items))) }
            let preferred = prominent.filter { items.contains($0) }
            if !preferred.isEmpty { settings.append(("preferred", list(preferred))) }
        }
        return settings
    }
}
