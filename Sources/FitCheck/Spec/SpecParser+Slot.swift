import Foundation
import TextMeasure
import TextStyles

extension SpecParser {
    /// A slot object (`defaultSlot` or an entry of `slots`), starting from `base`.
    func slot(_ value: SpecJSON, base: SlotSpec, platform: Platform, name: String, extraKeys: [String] = [],
              excluding excluded: [String] = []) throws(SpecError) -> SlotSpec {
        let members = try objectMembers(value, name)
        try checkKeys(members, allowed: Self.slotKeys.filter { !excluded.contains($0) } + extraKeys + Self.androidSlotKeys, in: name)
        var slot = base
        try androidWidget(members, platform: platform, name: name, into: &slot)
        if let v = members["component"] {
            let text = try string(v, "\(name).component")
            slot.component = try slotValue(v) { () throws(SlotValueError) in try SlotValues.component(text, in: name) }
        }
        if let v = members["style"] {
            let text = try string(v, "\(name).style")
            do throws(TextStyleError) { slot.style = try TypeScale.standard.style(named: text, platform: platform) } catch {
                throw SpecError(.unknownStyle, file: file, line: v.line, error.description, hint: error.hint)
            }
        }
        if let v = members["weight"] {
            let text = try string(v, "\(name).weight")
            slot.weight = try slotValue(v) { () throws(SlotValueError) in try SlotValues.weight(text, in: name) }
        }
        if let v = members["emphasized"] { slot.emphasized = try bool(v, "\(name).emphasized") }
        if let v = members["size"] { slot.size = try positive(v, "\(name).size") }
        if let v = members["scalesWithStyle"] { slot.scalesWithStyle = try bool(v, "\(name).scalesWithStyle") }
        if let v = members["width"] {
            if case .null = v.value { slot.width = nil } else { slot.width = try positive(v, "\(name).width") }
        }
        if let v = members["lines"] {
            let lines = String(try integer(v, "\(name).lines"))
            slot.lines = try slotValue(v) { () throws(SlotValueError) in try SlotValues.lines(lines, name: "\(name).lines") }
        }
        if let v = members["lineBreakMode"] {
            let text = try string(v, "\(name).lineBreakMode")
            slot.lineBreakMode = try slotValue(v) { () throws(SlotValueError) in try SlotValues.lineBreakMode(text, in: name) }
        }
        if let v = members["minimumScaleFactor"] {
            let factor = try numberText(v, "\(name).minimumScaleFactor")
            slot.minimumScaleFactor = try slotValue(v) { () throws(SlotValueError) in
                try SlotValues.minimumScaleFactor(factor, name: "\(name).minimumScaleFactor")
            }
        }
        if let v = members["textCase"] {
            if case .null = v.value { slot.textCase = nil } else {
                let text = try string(v, "\(name).textCase")
                guard let textCase = TextCase(rawValue: text) else {
                    throw SpecError(.invalidValue, file: file, line: v.line, "\(name).textCase: unknown case \"\(text)\"",
                                    hint: "one of " + TextCase.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + ", or null")
                }
                slot.textCase = textCase
            }
        }
        if let v = members["insets"] { slot.insets = try insets(v, "\(name).insets") }
        if let v = members["maxHeight"] { slot.maxHeight = try positive(v, "\(name).maxHeight") }
        if let v = members["lineHeight"] {
            let text = if case .number = v.value { try numberText(v, "\(name).lineHeight") } else { try string(v, "\(name).lineHeight") }
            slot.lineHeight = try slotValue(v) { () throws(SlotValueError) in try SlotValues.lineHeight(text, name: "\(name).lineHeight") }
        }
        if let v = members["borderStyle"] {
            let text = try string(v, "\(name).borderStyle")
            slot.borderStyle = try slotValue(v) { () throws(SlotValueError) in try SlotValues.borderStyle(text, in: name) }
        }
        if let v = members["clearButton"] { slot.hasClearButton = try bool(v, "\(name).clearButton") }
        if let v = members["leftViewWidth"] { slot.leftViewWidth = try nonNegative(v, "\(name).leftViewWidth") }
        if let v = members["rightViewWidth"] { slot.rightViewWidth = try nonNegative(v, "\(name).rightViewWidth") }
        if let v = members["minimumHeight"] { slot.minimumHeight = try nonNegative(v, "\(name).minimumHeight") }
        if let v = members["maximumPointSize"] { slot.maximumPointSize = try positive(v, "\(name).maximumPointSize") }
        try componentOptions(members, name: name, into: &slot)
        try androidSlot(members, platform: platform, name: name, into: &slot)
        applyComponentDefaults(members, base: base, platform: platform, to: &slot)
        return slot
    }

    /// A slot whose rule changes its component takes the new component's text style and lines
    /// unless the rule names them (an alert title is Headline; a configuration button's title
    /// wraps): inheriting a label's from `defaultSlot` would measure the wrong font.
    private func applyComponentDefaults(_ members: [SpecJSON.Member], base: SlotSpec, platform: Platform, to slot: inout SlotSpec) {
        guard slot.component != base.component else { return }
        let definition = slot.component.definition
        if members["style"] == nil, let name = definition.defaultStyle(for: slot.options),
           let style = try? TypeScale.standard.style(named: name, platform: platform) {
            slot.style = style
        }
        if case .slot = definition.lines {
            if members["lines"] == nil { slot.lines = definition.defaultLines.lines }
            if members["lineBreakMode"] == nil { slot.lineBreakMode = definition.defaultLines.mode }
        }
    }

    /// The component options of a slot object or group (`itemCount`, `margin`, `backTitle`...).
    func componentOptions(_ members: [SpecJSON.Member], name: String, into slot: inout SlotSpec) throws(SpecError) {
        var o = slot.options
        if let v = members["itemCount"] {
            let text = String(try integer(v, "\(name).itemCount"))
            o.itemCount = try slotValue(v) { () throws(SlotValueError) in try SlotValues.itemCount(text, name: "\(name).itemCount") }
        }
        for key in ["leadingWidth", "trailingWidth", "titleWidth", "margin", "spacing", "chevronWidth", "accessoryWidth", "imageWidth"] {
            guard let v = members[key] else { continue }
            let value = try nonNegative(v, "\(name).\(key)")
            switch key {
            case "leadingWidth": o.leadingWidth = value
            case "trailingWidth": o.trailingWidth = value
            case "titleWidth": o.titleWidth = value
            case "margin": o.margin = value
            case "spacing": o.spacing = value
            case "chevronWidth": o.chevronWidth = value
            case "accessoryWidth": o.accessoryWidth = value
            default: o.imageWidth = value
            }
        }
        if let v = members["maximumScale"] {
            let text = try numberText(v, "\(name).maximumScale")
            o.maximumScale = try slotValue(v) { () throws(SlotValueError) in try SlotValues.maximumScale(text, name: "\(name).maximumScale") }
        }
        if let v = members["dynamicType"] {
            let text = try string(v, "\(name).dynamicType")
            o.dynamicType = try slotValue(v) { () throws(SlotValueError) in try SlotValues.dynamicType(text, in: name) }
        }
        if let v = members["stacked"] { o.stacked = try bool(v, "\(name).stacked") }
        if let v = members["actionSheet"] { o.actionSheet = try bool(v, "\(name).actionSheet") }
        if let v = members["accessibilityWidth"] { o.accessibilityWidth = try positive(v, "\(name).accessibilityWidth") }
        if let v = members["cellStyle"] {
            let text = try string(v, "\(name).cellStyle")
            o.cellStyle = try slotValue(v) { () throws(SlotValueError) in try SlotValues.cellStyle(text, in: name) }
        }
        if let v = members["accessory"] {
            let text = try string(v, "\(name).accessory")
            o.accessory = try slotValue(v) { () throws(SlotValueError) in try SlotValues.accessory(text, in: name) }
        }
        if let v = members["backTitle"] {
            if case .string(let word) = v.value {
                o.genericBackTitle = try nonEmpty(word, v, "\(name).backTitle")
            } else {
                for member in try objectMembers(v, "\(name).backTitle") {
                    slot.backTitles[member.key] = try nonEmpty(try string(member.value, "\(name).backTitle.\(member.key)"), member.value,
                                                              "\(name).backTitle.\(member.key)")
                }
            }
        }
        slot.options = o
    }

    private func nonEmpty(_ text: String, _ value: SpecJSON, _ name: String) throws(SpecError) -> String {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw SpecError(.invalidValue, file: file, line: value.line, "\(name) is empty", hint: "write the word the system shows, e.g. \"Zurück\"")
        }
        return text
    }
}

extension SpecParser {
    /// A slot setting read by `SlotValues` (the one reader the CLI shares), its error placed at
    /// the value's line.
    func slotValue<Value>(_ value: SpecJSON, _ read: () throws(SlotValueError) -> Value) throws(SpecError) -> Value {
        do throws(SlotValueError) {
            return try read()
        } catch {
            throw SpecError(.invalidValue, file: file, line: value.line, error.message, hint: error.hint)
        }
    }
}
