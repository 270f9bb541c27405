/// The kind of view a key's text is put into, as far as inference can tell.
///
/// The names are TextMeasure's `Component`s (`typefit measure --component ...` and the spec's
/// `component`), so writing a spec from inferences maps them by name; a `UIButton.Configuration`
/// title and a table view cell's texts are told by `Inference.usesButtonConfiguration` and
/// `Inference.cell` (see `SlotSettings.mapComponent`).
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
}
