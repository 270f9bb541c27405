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
            let key = text.lowercased().replacingOccurrences(of: "_", with: "").replacingOccurrences(of: "-", with: "")
            let aliases: [String: Component] = ["uilabel": .label, "uitextfield": .textField, "uitextview": .textView, "uibutton": .button, "text": .label]
            guard let component = Component(rawValue: key) ?? aliases[key] else {
                throw SpecError(.invalidValue, file: file, line: v.line, "unknown component '\(text)' in \(name)",
                                hint: "use label, textField, textView or button")
            }
            slot.component = component
        }
        if let v = members["style"] {
            let text = try string(v, "\(name).style")
            do throws(TextStyleError) { slot.style = try TypeScale.standard.style(named: text, platform: platform) } catch {
                throw SpecError(.unknownStyle, file: file, line: v.line, error.description, hint: error.hint)
            }
        }
        if let v = members["weight"] {
            let text = try string(v, "\(name).weight")
            guard let weight = FontWeight(parsing: text) else {
                throw SpecError(.invalidValue, file: file, line: v.line, "unknown weight '\(text)' in \(name)",
                                hint: "use a name (regular, medium, semibold, bold, ...) or a number 100-900")
            }
            slot.weight = weight
        }
        if let v = members["emphasized"] { slot.emphasized = try bool(v, "\(name).emphasized") }
        if let v = members["size"] { slot.size = try positive(v, "\(name).size") }
        if let v = members["scalesWithStyle"] { slot.scalesWithStyle = try bool(v, "\(name).scalesWithStyle") }
        if let v = members["width"] {
            if case .null = v.value { slot.width = nil } else { slot.width = try positive(v, "\(name).width") }
        }
        if let v = members["lines"] {
            let lines = try integer(v, "\(name).lines")
            guard lines >= 0 else {
                throw SpecError(.invalidValue, file: file, line: v.line, "\(name).lines must be 0 (unlimited) or more (got \(lines))")
            }
            slot.lines = lines
        }
        if let v = members["lineBreakMode"] {
            let text = try string(v, "\(name).lineBreakMode")
            guard let mode = LineBreakMode(name: text) else {
                throw SpecError(.invalidValue, file: file, line: v.line, "unknown line break mode '\(text)' in \(name)",
                                hint: "use word, char, clip, head, tail or middle")
            }
            slot.lineBreakMode = mode
        }
        if let v = members["minimumScaleFactor"] {
            let factor = try number(v, "\(name).minimumScaleFactor")
            guard (0...1).contains(factor) else {
                throw SpecError(.invalidValue, file: file, line: v.line, "\(name).minimumScaleFactor must be between 0 and 1 (got \(formatPoints(factor)))",
                                hint: "0 never shrinks; 0.75 lets the label shrink to three quarters of its size")
            }
            slot.minimumScaleFactor = factor
        }
        if let v = members["insets"] { slot.insets = try insets(v, "\(name).insets") }
        if let v = members["maxHeight"] { slot.maxHeight = try positive(v, "\(name).maxHeight") }
        if let v = members["lineHeight"] {
            if case .number = v.value {
                slot.lineHeight = .fixed(try positive(v, "\(name).lineHeight"))
            } else {
                switch try string(v, "\(name).lineHeight").lowercased() {
                case "font": slot.lineHeight = .font
                case "hig", "leading": slot.lineHeight = .hig
                default:
                    throw SpecError(.invalidValue, file: file, line: v.line, "\(name).lineHeight must be \"font\", \"hig\" or a number of points")
                }
            }
        }
        if let v = members["borderStyle"] {
            let text = try string(v, "\(name).borderStyle")
            guard let style = TextFieldBorderStyle.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
                throw SpecError(.invalidValue, file: file, line: v.line, "unknown border style '\(text)' in \(name)",
                                hint: "use none, line, bezel or roundedRect")
            }
            slot.borderStyle = style
        }
        if let v = members["clearButton"] { slot.hasClearButton = try bool(v, "\(name).clearButton") }
        if let v = members["leftViewWidth"] { slot.leftViewWidth = try nonNegative(v, "\(name).leftViewWidth") }
        if let v = members["rightViewWidth"] { slot.rightViewWidth = try nonNegative(v, "\(name).rightViewWidth") }
        if let v = members["minimumHeight"] { slot.minimumHeight = try nonNegative(v, "\(name).minimumHeight") }
        if let v = members["maximumPointSize"] { slot.maximumPointSize = try positive(v, "\(name).maximumPointSize") }
        return slot
    }
}
