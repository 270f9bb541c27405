import FitCheck
import TextFormatting
import TextMeasure
import TextStyles

/// Turns one inference into the settings of a spec rule: what the files said, in the spec's
/// words; nothing for what they did not say (the rule keeps the component's or the default
/// slot's value, and a note says so where it matters).
///
/// The inference's component is the spec's, refined where the files say more (a configuration
/// button, a cell's texts); the rest maps as `SlotSettings` documents each step.
struct SlotRuleMapping {
    let defaultSlot: SlotSpec

    /// Why a key gets no rule: its slot cannot be written without a fact the files lack.
    struct Unwritable: Error {
        var reason: String
    }

    /// The rule for `inference`, measured in the context of `group` (its control or bar, when
    /// it is one member of a group that is not written: `itemCount`, the bar's width).
    func rule(for placement: KeyPlacement, group: InferredGroup?) -> Result<InferredSpec.Rule, Unwritable> {
        let inference = placement.chosen
        var settings = SlotSettings(inference: inference, defaultSlot: defaultSlot)
        if let android = inference.android {
            settings.mapAndroid(android)
            if let conflict = placement.conflict { settings.notes.append(conflict) }
            return .success(InferredSpec.Rule(
                match: inference.key.isPattern ? inference.key.key : KeyPattern.escaping(inference.key.key), from: fromText(inference.location),
                confidence: inference.confidence, source: inference.source, component: settings.component, notes: settings.notes, settings: settings.orderedValues))
        }
        settings.mapComponent()
        do {
            try settings.mapComponentOptions(group: group)
        } catch {
            return .failure(error)
        }
        settings.mapWidth(group: group)
        settings.mapFont()
        settings.mapLines()
        settings.mapTextField()
        if let conflict = placement.conflict { settings.notes.append(conflict) }
        return .success(InferredSpec.Rule(
            match: inference.key.isPattern ? inference.key.key : KeyPattern.escaping(inference.key.key), from: fromText(inference.location), confidence: inference.confidence, source: inference.source,
            component: settings.component, notes: settings.notes, settings: settings.orderedValues))
    }
}

/// The settings of one rule as they are worked out, in the order a reader expects them.
struct SlotSettings {
    let inference: Inference
    let defaultSlot: SlotSpec
    var component: Component = .label
    var values: [(String, JSONValue)] = []
    var notes: [String]

    init(inference: Inference, defaultSlot: SlotSpec) {
        self.inference = inference
        self.defaultSlot = defaultSlot
        notes = inference.notes
    }

    /// The order keys are written in: the component, its font, its room, its lines, its options.
    static let keyOrder = ["component", "widget", "style", "size", "scalesWithStyle", "weight", "emphasized", "width", "lines", "maxLines", "ellipsize",
                           "lineBreakMode", "minimumScaleFactor", "textCase", "borderStyle", "clearButton", "cellStyle", "itemCount", "actionSheet"]

    /// `values` in `keyOrder`.
    var orderedValues: [(String, JSONValue)] {
        values.sorted { (Self.keyOrder.firstIndex(of: $0.0) ?? Int.max) < (Self.keyOrder.firstIndex(of: $1.0) ?? Int.max) }
    }

    mutating func set(_ key: String, _ value: JSONValue) {
        values.removeAll { $0.0 == key }
        values.append((key, value))
    }

    /// The component: the inference's own, except that a `UIButton.Configuration` button is a
    /// configuration button and a table view cell's label is the cell's text or secondary text
    /// by the cell's style (`UIListContentConfiguration`'s cells). This is where those three
    /// components are decided: inference itself never sets them (see `Inference.component`).
    mutating func mapComponent() {
        component = inference.component
        switch inference.component {
        case .button:
            if inference.usesButtonConfiguration { component = .configurationButton }
        case .label:
            if let cell = inference.cell { mapCell(cell) }
        case .textField, .textView, .navTitle, .largeTitle, .barButton, .backButton, .toolbarItem, .tabItem, .segment,
             .alertTitle, .alertMessage, .alertButton:
            break
        case .configurationButton, .cellText, .cellSecondaryText:
            // Not inferred, but an `Inference` made by a caller keeps the component it names.
            break
        }
        set("component", .string(component.rawValue))
    }

    private mutating func mapCell(_ cell: CellContext) {
        switch (cell.style, cell.role) {
        case (.custom, _), (_, .custom):
            notes.append("a label the app lays out in a table view cell: measured as a label in its own frame")
        case (.leftDetail, _):
            notes.append("a left-detail (value2) cell: it has no published metrics, so the text is measured as a label in its own frame")
        case (.basic, .secondary):
            notes.append("a basic cell has no detail text: measured as a label")
        case (.basic, .primary), (.subtitle, _), (.rightDetail, _), (.unknown, _):
            component = cell.role == .primary ? .cellText : .cellSecondaryText
            let style: CellStyle = switch cell.style {
            case .rightDetail: .valueCell
            case .subtitle: .subtitleCell
            case .unknown where cell.role == .secondary: .subtitleCell
            default: .cell
            }
            set("cellStyle", .string(style.rawValue))
            if cell.style == .unknown {
                notes.append("the cell's style is not in the file: \(style == .cell ? "the default cell" : "a subtitle cell") is assumed")
            }
        }
    }

    /// Items sharing a bar or control, alert buttons' alert, action sheets.
    mutating func mapComponentOptions(group: InferredGroup?) throws(SlotRuleMapping.Unwritable) {
        let members = group?.members.count ?? 0
        switch component {
        case .tabItem:
            if let count = group?.itemCount ?? (members > 0 ? members : nil) {
                set("itemCount", .integer(count))
            } else {
                // Apple docs (UITabBarController): beyond five tabs on an iPhone, the fifth is "More".
                set("itemCount", .integer(5))
                notes.append("the tab bar's other items are not in this file: 5 items, the most an iPhone tab bar shows (the tightest), is assumed; give its tabBar group to say")
            }
        case .segment:
            guard let count = group?.itemCount ?? (members > 0 ? members : nil) else {
                throw SlotRuleMapping.Unwritable(reason: "a segment whose control's other segments are not in the same file; add its segmentedControl group (README, Groups)")
            }
            set("itemCount", .integer(count))
        case .alertButton, .alertTitle, .alertMessage:
            if group?.kind == .actionSheet { set("actionSheet", .bool(true)) }
            if component == .alertButton, group == nil {
                notes.append("its alert's other buttons are not in the same expression: measured as the alert's only button")
            }
        case .label, .textField, .textView, .button, .configurationButton, .navTitle, .largeTitle, .barButton, .backButton,
             .toolbarItem, .cellText, .cellSecondaryText:
            break
        }
    }

    /// The width: the view's own (an Interface Builder frame at the design size, a SwiftUI
    /// frame), a cell's for its texts, a bar's or control's for its items; `null` (the
    /// component's own) for alerts; otherwise the default slot's, said in a note.
    mutating func mapWidth(group: InferredGroup?) {
        let width: Double?
        switch component {
        case .cellText, .cellSecondaryText:
            width = inference.cell?.width
        case .navTitle, .largeTitle, .backButton, .toolbarItem, .tabItem, .segment:
            width = group?.width ?? inference.width
        case .label, .textField, .textView, .button, .configurationButton, .barButton, .alertTitle, .alertMessage, .alertButton:
            width = inference.width
        }
        if let width {
            set("width", .number(width))
        } else if component.definition.defaultWidth != nil {
            set("width", .null)
        } else {
            let base = defaultSlot.width.map { "\(NumberText.short($0, decimals: 2)) pt" } ?? "none: the entry's XLIFF maxwidth"
            notes.append("the width is not in the files: the default slot's (\(base))")
        }
    }

    /// Components whose font the app sets (a label's, a button's): the others take their own.
    private var takesFont: Bool {
        switch component {
        case .label, .textField, .textView, .button, .configurationButton, .cellText, .cellSecondaryText: true
        case .navTitle, .largeTitle, .barButton, .backButton, .toolbarItem, .tabItem, .segment, .alertTitle, .alertMessage,
             .alertButton: false
        }
    }

    /// Font -> `style`, or `size` with `scalesWithStyle` (false for a fixed font), `weight`; a
    /// prominent item -> `emphasized` (its component's Semibold).
    mutating func mapFont() {
        if inference.isProminent { set("emphasized", .bool(true)) }
        guard let font = inference.font else { return }
        guard takesFont else {
            notes.append("the font set in the file (\(font)) is not applied: a \(component.rawValue) takes its own")
            return
        }
        if case .custom(let name) = font.face {
            notes.append("custom font \"\(name)\" is not measured: a slot cannot name its own font, so the spec's font is used at this size; give the font file as the spec's \"font\" (or \"fontsByLocale\") when the app uses it throughout")
        }
        if let size = font.pointSize {
            // A fixed size needs no style; a scaled one scales with its style's UIFontMetrics.
            if font.style != nil || font.dynamicType != .fixed {
                set("style", .string((font.style ?? TextStyle(name: "Body")).identifier))
            }
            set("size", .number(size))
            set("scalesWithStyle", .bool(font.dynamicType != .fixed))
            if font.style == nil, font.dynamicType != .fixed {
                notes.append("the size scales as UIFontMetrics.default does (Body)")
            }
        } else if let style = font.style {
            set("style", .string(style.identifier))
            if font.dynamicType == .fixed, let metrics = try? TypeScale.standard.metrics(platform: .ios, style: style, category: .large) {
                set("size", .number(metrics.size))
                set("scalesWithStyle", .bool(false))
            }
        }
        if font.dynamicType == .scalesAtLoad {
            notes.append("the font takes the size of the category the app starts at (adjustsFontForContentSizeCategory is off): checked at every category as if it followed Dynamic Type, but it does not change while the app runs")
        }
        if let weight = font.weight { set("weight", .string(weight.rawValue)) }
        if font.italic { notes.append("italic is not measured: the upright font's widths are used") }
    }

    /// Lines and line break mode for components whose slot sets them; minimum scale factor for
    /// components that shrink.
    mutating func mapLines() {
        let definition = component.definition
        if let textCase = inference.textCase { set("textCase", .string(textCase.rawValue)) }
        if case .slot = definition.lines {
            if let lines = inference.lines { set("lines", .integer(lines)) }
            if let mode = inference.lineBreak { set("lineBreakMode", .string(mode.rawValue)) }
        }
        if definition.shrinks, let factor = inference.minimumScaleFactor, (0...1).contains(factor),
           factor > 0 || defaultSlot.minimumScaleFactor > 0 {
            set("minimumScaleFactor", .number(factor))
        }
    }

    /// A text field's border style (UIKit's names, `UITextBorderStyle...` in Objective-C) and
    /// clear button.
    mutating func mapTextField() {
        guard component == .textField, let traits = inference.textField else { return }
        if let written = traits.borderStyle {
            var name = written.hasPrefix("UITextBorderStyle") ? String(written.dropFirst("UITextBorderStyle".count)) : written
            name = name.prefix(1).lowercased() + name.dropFirst()
            if let style = TextFieldBorderStyle.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
                set("borderStyle", .string(style.rawValue))
            } else {
                notes.append("border style '\(written)' is not one TypeFit knows: the default (roundedRect) is kept")
            }
        }
        if traits.hasClearButton { set("clearButton", .bool(true)) }
    }
}

extension SlotSettings {
    /// An Android view's settings in an Android spec's words: `widget`, `style` (Material 3),
    /// `size` (sp; dp with `scalesWithStyle: false`), `width` (dp), `maxLines` (0: unlimited),
    /// `ellipsize`. What the file did not say is left to the widget's defaults.
    mutating func mapAndroid(_ android: AndroidViewTraits) {
        component = android.widget == "Button" ? .button : .label
        set("widget", .string(android.widget))
        if let style = android.style { set("style", .string(style)) }
        if let size = android.textSize {
            set("size", .number(size))
            if android.sizeIsDP {
                set("scalesWithStyle", .bool(false))
                notes.append("textSize in dp: the text does not grow with the font scale")
            }
        }
        if let width = inference.width { set("width", .number(width)) }
        if let lines = android.maxLines { set("maxLines", .integer(lines)) }
        if let ellipsize = android.ellipsize { set("ellipsize", .string(ellipsize)) }
        if let textCase = inference.textCase { set("textCase", .string(textCase.rawValue)) }
    }
}
