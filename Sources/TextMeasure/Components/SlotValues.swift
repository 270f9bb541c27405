import TextStyles

/// A slot setting that could not be read: what is wrong and what to do. Where it was written
/// is the caller's to add (the spec's file, line and key; the CLI's option).
package struct SlotValueError: Error, Equatable, Sendable {
    /// One line naming the value; for a choice, the valid values and the nearest one.
    package var message: String
    package var hint: String
}

/// Reads the settings of a slot from what a user wrote, for both the spec (`FitCheck`) and
/// `typefit measure`: one spelling rule, one message and one hint per setting, the lists of
/// valid values built from the types.
///
/// Choices name the place in the message when one is given (`in defaultSlot`); ranged numbers
/// always do (`--min-scale must be ...`, `slots.title.minimumScaleFactor must be ...`).
package enum SlotValues {
    /// A component: its name (`label`, `textField`, `navTitle`...) or UIKit's class name
    /// (`UILabel`...), in any case, with or without `_` and `-`.
    package static func component(_ text: String, in place: String? = nil) throws(SlotValueError) -> Component {
        let key = text.lowercased().replacingOccurrences(of: "_", with: "").replacingOccurrences(of: "-", with: "")
        let aliases: [String: Component] = [
            "uilabel": .label, "uitextfield": .textField, "uitextview": .textView, "uibutton": .button, "text": .label,
            "uibutton.configuration": .configurationButton, "buttonconfiguration": .configurationButton,
            "navigationtitle": .navTitle, "uibarbuttonitem": .barButton, "tabbaritem": .tabItem, "uitabbaritem": .tabItem,
            "uisegmentedcontrol": .segment, "alertaction": .alertButton, "uialertaction": .alertButton,
        ]
        if let component = Component.allCases.first(where: { $0.rawValue.lowercased() == key }) ?? aliases[key] { return component }
        throw unknown("component", text, in: place, valid: Component.allCases.map(\.rawValue),
                      hint: "the UIKit classes UILabel, UITextField, UITextView, UIButton, UIBarButtonItem, UITabBarItem and UISegmentedControl are accepted too")
    }

    /// A Dynamic Type rule: `style`, `capped`, `damped` or `fixed`, in any case.
    package static func dynamicType(_ text: String, in place: String? = nil) throws(SlotValueError) -> DynamicTypeChoice {
        if let choice = DynamicTypeChoice.allCases.first(where: { $0.rawValue == text.lowercased() }) { return choice }
        throw unknown("Dynamic Type rule", text, in: place, valid: DynamicTypeChoice.allCases.map(\.rawValue),
                      hint: "style scales with the text style; fixed never scales")
    }

    /// A table view cell style: `cell`, `subtitleCell`, `valueCell`, or UIKit's `default`,
    /// `subtitle`, `value1`.
    package static func cellStyle(_ text: String, in place: String? = nil) throws(SlotValueError) -> CellStyle {
        if let style = CellStyle(name: text) { return style }
        let hint = text.lowercased() == "value2"
            ? "value2 has no published metrics; measure its texts as labels"
            : "UIKit's default, subtitle and value1 are accepted too"
        throw unknown("cell style", text, in: place, valid: CellStyle.allCases.map(\.rawValue), hint: hint)
    }

    /// A table view cell accessory: `none`, `disclosureIndicator`, `detailButton`,
    /// `detailDisclosureButton`, `checkmark`, in any case.
    package static func accessory(_ text: String, in place: String? = nil) throws(SlotValueError) -> CellAccessory {
        if let accessory = CellAccessory.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) { return accessory }
        throw unknown("accessory", text, in: place, valid: CellAccessory.allCases.map(\.rawValue), hint: "disclosureIndicator is the chevron")
    }

    /// `itemCount`: the items of a bar or control, 1 or more.
    package static func itemCount(_ text: String, name: String) throws(SlotValueError) -> Int {
        guard let value = Int(text), value >= 1 else {
            throw SlotValueError(message: "\(name) must be 1 or more (the items in the bar or control, this one included), not '\(text)'",
                                 hint: "a tab bar with four tabs has itemCount 4")
        }
        return value
    }

    /// `maximumScale`: the cap of a capped Dynamic Type rule, 1 or more.
    package static func maximumScale(_ text: String, name: String) throws(SlotValueError) -> Double {
        guard let value = parseDecimal(text), value.isFinite, value >= 1 else {
            throw SlotValueError(message: "\(name) must be 1 or more, not '\(text)'", hint: "1 keeps the size at every category; 1.235 is UIKit's (iOS 17.5)")
        }
        return value
    }

    /// A weight: a name in any case (`semibold`) or a number 100-900 (see `FontWeight(parsing:)`).
    package static func weight(_ text: String, in place: String? = nil) throws(SlotValueError) -> FontWeight {
        if let weight = FontWeight(parsing: text) { return weight }
        throw unknown("weight", text, in: place, valid: FontWeight.allCases.map(\.rawValue),
                      hint: "write a name, or a number from 100 to 900 (600 is semibold)")
    }

    /// A line break mode: a short name (`tail`) or UIKit's (`byTruncatingTail`), in any case.
    package static func lineBreakMode(_ text: String, in place: String? = nil) throws(SlotValueError) -> LineBreakMode {
        if let mode = LineBreakMode(name: text) { return mode }
        throw unknown("line break mode", text, in: place, valid: LineBreakMode.allCases.map(\.name), hint: "tail is UILabel's default")
    }

    /// A text field's border style, in any case.
    package static func borderStyle(_ text: String, in place: String? = nil) throws(SlotValueError) -> TextFieldBorderStyle {
        if let style = TextFieldBorderStyle.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) { return style }
        throw unknown("border style", text, in: place, valid: TextFieldBorderStyle.allCases.map(\.rawValue), hint: "roundedRect is the usual one")
    }

    /// A line height: `font`, `hig` (or `leading`), or a positive number of points.
    package static func lineHeight(_ text: String, name: String) throws(SlotValueError) -> LineHeightChoice {
        switch text.lowercased() {
        case "font": return .font
        case "hig", "leading": return .hig
        default:
            // Decimal only (Double(_:) reads 0x10 as 16), and at most 100,000 points like every length.
            guard let value = parseDecimal(text), value.isFinite, value > 0, value <= 100_000 else {
                throw SlotValueError(message: "\(name) must be font, hig or a number of points up to 100000, not '\(text)'", hint: "font is UILabel's default")
            }
            return .fixed(value)
        }
    }

    /// `minimumScaleFactor`: a number from 0 (never shrinks) to 1.
    package static func minimumScaleFactor(_ text: String, name: String) throws(SlotValueError) -> Double {
        guard let value = parseDecimal(text), value.isFinite, (0...1).contains(value) else {
            throw SlotValueError(message: "\(name) must be between 0 and 1, not '\(text)'", hint: "0.5 lets the label shrink to half its size")
        }
        return value
    }

    /// `numberOfLines`: a whole number, 0 for unlimited.
    package static func lines(_ text: String, name: String) throws(SlotValueError) -> Int {
        guard let value = Int(text), value >= 0 else {
            throw SlotValueError(message: "\(name) must be 0 (unlimited) or a larger whole number, not '\(text)'",
                                 hint: "0 means unlimited, as UILabel's numberOfLines")
        }
        return value
    }

    /// The device scale pixel rounding uses: 1, 2 or 3.
    package static func displayScale(_ text: String, name: String) throws(SlotValueError) -> Int {
        guard let value = Int(text), (1...3).contains(value) else {
            throw SlotValueError(message: "\(name) must be 1, 2 or 3, not '\(text)'", hint: "3 for most iPhones, 2 for older iPhones and most iPads")
        }
        return value
    }

    /// "unknown line break mode 'tial' (valid: word, char, ...); did you mean 'tail'?"
    private static func unknown(_ noun: String, _ text: String, in place: String?, valid: [String], hint: String) -> SlotValueError {
        let suggestion = Suggestion.nearest(to: text, among: valid).map { "; did you mean '\($0)'?" } ?? ""
        let location = place.map { " in \($0)" } ?? ""
        return SlotValueError(message: "unknown \(noun) '\(text)'\(location) (valid: \(valid.joined(separator: ", ")))\(suggestion)", hint: hint)
    }
}
