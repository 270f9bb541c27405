/// The kind of UIKit view a text sits in.
///
/// Each case has one definition (`definition`), in its own file: its fonts, Dynamic Type
/// behaviour, lines, insets, width rule and the sources of its values. Everything that depends
/// on the component reads that definition; this switch is the only place that lists them.
/// The raw values are the names the spec and `typefit measure --component` use. SlotInference
/// names the view a key is put into with this type too (see its `Inference.component`).
public enum Component: String, CaseIterable, Sendable, Codable {
    case label
    case textField
    case textView
    case button
    case configurationButton
    case navTitle
    case largeTitle
    case barButton
    case backButton
    case toolbarItem
    case tabItem
    case segment
    case alertTitle
    case alertMessage
    case alertButton
    case cellText
    case cellSecondaryText

    /// How this component sizes its text (see `ComponentDefinition`).
    public var definition: ComponentDefinition {
        switch self {
        case .label: .label
        case .textField: .textField
        case .textView: .textView
        case .button: .button
        case .configurationButton: .configurationButton
        case .navTitle: .navTitle
        case .largeTitle: .largeTitle
        case .barButton: .barButton
        case .backButton: .backButton
        case .toolbarItem: .toolbarItem
        case .tabItem: .tabItem
        case .segment: .segment
        case .alertTitle: .alertTitle
        case .alertMessage: .alertMessage
        case .alertButton: .alertButton
        case .cellText: .cellText
        case .cellSecondaryText: .cellSecondaryText
        }
    }
}

/// How UIKit changed a component's layout to fit its text, when it did: not a failure, but
/// something to report (DESIGN.md, "What fits means").
public enum LayoutAdaptation: String, Sendable, Hashable, CaseIterable {
    /// Alert buttons (or a value cell's texts) stacked instead of side by side.
    case stacked
    /// A back button shows the generic "Back" instead of the previous title.
    case genericBackTitle = "generic-back-title"
    /// A back button shows only its chevron.
    case chevronOnly = "chevron-only"
    /// A bar item's title that does not fit at an accessibility size, which the Large Content
    /// Viewer shows in full (long press) instead of growing it.
    case largeContentViewer = "large-content-viewer"
    /// The items of a bar need more room together than the bar has.
    case overflow
}
