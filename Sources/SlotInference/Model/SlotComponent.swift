/// The kind of view a key's text is put into, as far as inference can tell.
///
/// The names are the components of issue 15 (`typefit measure --component ...` and the spec's
/// `component`), so that writing a spec from inferences is a rename-free mapping. Until those
/// components exist in TextMeasure, this enum is SlotInference's own.
public enum SlotComponent: String, CaseIterable, Sendable, Hashable, Codable {
    /// `UILabel`, SwiftUI `Text`.
    case label
    /// `UIButton` (legacy or `UIButton.Configuration`), SwiftUI `Button`.
    case button
    /// `UITextField` text or placeholder, SwiftUI `TextField`'s title.
    case textField
    /// `UITextView`.
    case textView
    /// The inline navigation bar title (`navigationItem.title`, `.navigationTitle`).
    case navTitle
    /// The large navigation bar title (`prefersLargeTitles`, `.navigationBarTitleDisplayMode(.large)`).
    case largeTitle
    /// A `UIBarButtonItem` with a title in a navigation bar.
    case barButton
    /// The back button's title (`backBarButtonItem`, `backButtonTitle`).
    case backButton
    /// A `UIBarButtonItem` in a toolbar.
    case toolbarItem
    /// A tab bar item's title.
    case tabItem
    /// One segment of a segmented control.
    case segment
    /// An alert's (or action sheet's) title.
    case alertTitle
    /// An alert's message.
    case alertMessage
    /// An alert action's title.
    case alertButton

    /// Whether the component is one that issue 15 adds (TextMeasure measures only label,
    /// textField, textView and button today); phase 2 maps these once they exist.
    public var needsNewComponent: Bool {
        switch self {
        case .label, .button, .textField, .textView: false
        case .navTitle, .largeTitle, .barButton, .backButton, .toolbarItem, .tabItem, .segment,
             .alertTitle, .alertMessage, .alertButton: true
        }
    }
}
