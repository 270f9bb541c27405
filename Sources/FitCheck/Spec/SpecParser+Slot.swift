import Foundation
import TextMeasure
import TextStyles

extension SpecParser {
    /// A slot object (`defaultSlot` or an entry of `slots`), starting from `base`.
    func slot(_ value: SpecJSON, base: SlotSpec, platform: Platform, name: String, extraKeys: [String] = []) throws(SpecError) -> SlotSpec {
        let members = try objectMembers(value, name)
        try checkKeys(members, allowed: Self.slotKeys + extraKeys, in: name)
        var slot = base
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
        return slot
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
