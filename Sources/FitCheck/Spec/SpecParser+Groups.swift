import TextFormatting
import TextMeasure
import TextStyles

/// The spec's `groups`: keys shown together in one bar, control, alert or cell.
extension SpecParser {
    func groups(_ value: SpecJSON, platform: Platform) throws(SpecError) -> [GroupSpec] {
        var groups: [GroupSpec] = []
        for (index, item) in try array(value, "groups").enumerated() {
            groups.append(try group(item, name: "groups[\(index)]", platform: platform))
        }
        return groups
    }

    /// One group object: its kind, member keys by role, and slot keys that apply to every member.
    func group(_ value: SpecJSON, name: String, platform: Platform) throws(SpecError) -> GroupSpec {
        let members = try objectMembers(value, name)
        let kind = try groupKind(members, value: value, name: name)
        let memberKeyNames = kind.memberKeys.map(\.key) + (kind.emphasisKey.map { [$0] } ?? []) + (kind == .navigationBar ? ["largeTitle"] : [])
        try checkKeys(members, allowed: ["kind"] + memberKeyNames + Self.originKeys + Self.slotKeys.filter { $0 != "component" },
                      in: "\(name) (\(kind.rawValue))")
        let listed = try memberKeys(members, kind: kind, name: name, line: value.line)
        if kind.needsWidth && members["width"] == nil {
            throw SpecError(.missingKey, file: file, line: value.line, "\(name) (\(kind.rawValue)) has no \"width\"",
                            hint: "give the \(kind == .tableCell ? "cell's" : kind == .segmentedControl ? "control's" : "bar's") width in points (a bar's is the screen's: 375 or 390 on most iPhones)")
        }
        var emphasized: Set<String> = []
        if let emphasisKey = kind.emphasisKey, let v = members[emphasisKey] {
            for key in try strings(v, "\(name).\(emphasisKey)") {
                guard listed.contains(where: { $0.key == key }) else {
                    throw SpecError(.invalidValue, file: file, line: v.line, "\(name).\(emphasisKey) names \"\(key)\", which is not one of the group's keys",
                                    hint: "name one of: \(listed.map(\.key).joined(separator: ", "))")
                }
                emphasized.insert(key)
            }
        }
        let largeTitle = try members["largeTitle"].map { (v) throws(SpecError) in try bool(v, "\(name).largeTitle") } ?? false
        var slots: [Component: SlotSpec] = [:]
        var result: [GroupSpec.Member] = []
        for member in listed {
            let component = Self.component(of: member.role, in: kind, largeTitle: largeTitle)
            if slots[component] == nil {
                var slot = try slot(value, base: Self.componentBase(component, kind: kind, platform: platform), platform: platform,
                                    name: name, extraKeys: ["kind"] + memberKeyNames + Self.originKeys, excluding: ["component"])
                try fillItemCount(&slot, kind: kind, listed: listed, name: name, members: members)
                if members["style"] == nil, let style = component.definition.defaultStyle(for: slot.options),
                   let textStyle = try? TypeScale.standard.style(named: style, platform: platform) {
                    slot.style = textStyle  // options such as cellStyle change it
                }
                slots[component] = slot
            }
            var slot = slots[component]!
            if emphasized.contains(member.key) { slot.emphasized = true }
            result.append(GroupSpec.Member(role: member.role, key: member.key, isEmphasized: emphasized.contains(member.key),
                                           slot: slot, line: member.line))
        }
        let (origin, _) = try origin(members, line: value.line, name: name, group: kind.rawValue)
        return GroupSpec(kind: kind, members: result, line: value.line, origin: origin)
    }

    private func groupKind(_ members: [SpecJSON.Member], value: SpecJSON, name: String) throws(SpecError) -> GroupSpec.Kind {
        let valid = GroupSpec.Kind.allCases.map(\.rawValue)
        guard let kindValue = members["kind"] else {
            throw SpecError(.missingKey, file: file, line: value.line, "\(name) has no \"kind\"", hint: "valid kinds: \(valid.joined(separator: ", "))")
        }
        let text = try string(kindValue, "\(name).kind")
        guard let kind = GroupSpec.Kind.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            let suggestion = Suggestion.nearest(to: text, among: valid).map { "; did you mean \"\($0)\"?" } ?? ""
            throw SpecError(.invalidValue, file: file, line: kindValue.line, "unknown group kind \"\(text)\" in \(name)\(suggestion)",
                            hint: "valid kinds: \(valid.joined(separator: ", "))")
        }
        return kind
    }

    /// The member keys a group names, with their roles and lines, in the order it shows them.
    private func memberKeys(_ members: [SpecJSON.Member], kind: GroupSpec.Kind, name: String, line: Int) throws(SpecError) -> [(role: GroupSpec.Role, key: String, line: Int)] {
        var listed: [(role: GroupSpec.Role, key: String, line: Int)] = []
        for (key, role, isList) in kind.memberKeys {
            guard let v = members[key] else { continue }
            let items = isList ? try array(v, "\(name).\(key)") : [v]
            if isList && items.isEmpty {
                throw SpecError(.invalidValue, file: file, line: v.line, "\(name).\(key) is empty: a \(kind.rawValue) needs at least one",
                                hint: "list the catalog keys of its \(key), in the order it shows them")
            }
            for item in items {
                let text = try string(item, "\(name).\(key)")
                guard !text.isEmpty else {
                    throw SpecError(.invalidValue, file: file, line: item.line, "\(name).\(key) has an empty key", hint: "write a catalog key")
                }
                if listed.contains(where: { $0.key == text }) {
                    throw SpecError(.invalidValue, file: file, line: item.line, "\(name) names \"\(text)\" twice",
                                    hint: "a key has one place in a group")
                }
                listed.append((role, text, item.line))
            }
        }
        guard !listed.isEmpty else {
            throw SpecError(.missingKey, file: file, line: line, "\(name) (\(kind.rawValue)) names no keys",
                            hint: "give \(kind.memberKeys.map { "\"\($0.key)\"" }.joinedAsProse("or"))")
        }
        return listed
    }

    /// A tab bar's or segmented control's `itemCount`: at least the keys listed (items without a
    /// title count too), the keys listed when not given. Alert buttons count their alert's.
    private func fillItemCount(_ slot: inout SlotSpec, kind: GroupSpec.Kind, listed: [(role: GroupSpec.Role, key: String, line: Int)],
                               name: String, members: [SpecJSON.Member]) throws(SpecError) {
        let counted: GroupSpec.Role
        switch kind {
        case .tabBar: counted = .item
        case .segmentedControl: counted = .segment
        case .alert, .actionSheet: counted = .button
        case .navigationBar, .toolbar, .tableCell: return
        }
        let count = listed.filter { $0.role == counted }.count
        if let given = slot.options.itemCount {
            if given < count {
                throw SpecError(.invalidValue, file: file, line: members["itemCount"]?.line ?? 1,
                                "\(name).itemCount is \(given), fewer than the \(count) keys the group lists",
                                hint: "itemCount counts every item, those without a title too")
            }
        } else if count > 0 {
            slot.options.itemCount = count
        }
    }

    /// The component a member of `role` is measured as.
    static func component(of role: GroupSpec.Role, in kind: GroupSpec.Kind, largeTitle: Bool) -> Component {
        switch (kind, role) {
        case (.navigationBar, .title): largeTitle ? .largeTitle : .navTitle
        case (.navigationBar, .back): .backButton
        case (.navigationBar, _): .barButton
        case (.toolbar, _): .toolbarItem
        case (.tabBar, _): .tabItem
        case (.segmentedControl, _): .segment
        case (.alert, .title), (.actionSheet, .title): .alertTitle
        case (.alert, .message), (.actionSheet, .message): .alertMessage
        case (.alert, _), (.actionSheet, _): .alertButton
        case (.tableCell, .secondaryText): .cellSecondaryText
        case (.tableCell, _): .cellText
        }
    }

    /// A fresh slot of `component` with the component's text style and lines (a group's members
    /// do not inherit `defaultSlot`: their component decides).
    static func componentBase(_ component: Component, kind: GroupSpec.Kind, platform: Platform) -> SlotSpec {
        var slot = SlotSpec(component: component)
        if kind == .actionSheet { slot.options.actionSheet = true }
        let definition = component.definition
        if let name = definition.defaultStyle(for: slot.options), let style = try? TypeScale.standard.style(named: name, platform: platform) {
            slot.style = style
        }
        if case .slot = definition.lines { (slot.lines, slot.lineBreakMode) = definition.defaultLines }
        return slot
    }
}
