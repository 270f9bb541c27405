/// The kind of UIKit view a text sits in.
///
/// Each case has one definition (`definition`), in its own file: its fonts, Dynamic Type
/// behaviour, lines, insets, width rule and the sources of its values. Everything that depends
/// on the component reads that definition; this switch is the only place that lists them.
public enum Component: String, CaseIterable, Sendable, Codable {
    case label
    case textField = "textfield"
    case textView = "textview"
    case button

    /// How this component sizes its text (see `ComponentDefinition`).
    public var definition: ComponentDefinition {
        switch self {
        case .label: .label
        case .textField: .textField
        case .textView: .textView
        case .button: .button
        }
    }
}
