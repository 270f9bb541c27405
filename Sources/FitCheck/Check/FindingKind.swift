/// What kind of problem a finding reports (DESIGN.md, "What fits means", plus catalog problems).
public enum FindingKind: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Fits only after auto-shrink (`minimumScaleFactor`); the scale is reported.
    case shrunk
    /// Cut with an ellipsis; the user sees `visibleText`.
    case truncated
    /// Cut without an ellipsis (line break mode `clip`).
    case clipped
    /// Needs more lines than the slot allows, or is taller than its `maxHeight`.
    case wrappedBeyond = "wrapped-beyond"
    /// A bar's items do not fit the bar together.
    case overflow
    /// A back button shows "Back" or only its chevron instead of the title.
    case replaced
    /// A bar item's title does not fit at an accessibility size: the Large Content Viewer shows
    /// it (information).
    case largeContentViewer = "large-content-viewer"
    /// Alert buttons or a value cell's texts stack from this size (information).
    case stacked
    /// Some characters have no glyph in any available font (they show as empty boxes).
    case missingGlyphs = "missing-glyphs"
    /// The translation's format specifiers do not match its source's.
    case specifierMismatch = "specifier-mismatch"
    /// The translation is there but empty: the app shows nothing (its source is not empty).
    case emptyTranslation = "empty-translation"
    /// The entry could not be measured.
    case error
    /// A problem reading a catalog (malformed file, duplicate key, missing translation, ...).
    case catalogIssue = "catalog-issue"

    /// A short title for reports and SARIF rule names.
    public var title: String {
        switch self {
        case .shrunk: "Shrunk to fit"
        case .truncated: "Truncated"
        case .clipped: "Clipped"
        case .wrappedBeyond: "Wrapped beyond the slot"
        case .overflow: "Items overflow the bar"
        case .replaced: "Replaced by a shorter form"
        case .largeContentViewer: "Shown in the Large Content Viewer"
        case .stacked: "Layout stacks"
        case .missingGlyphs: "Missing glyphs"
        case .specifierMismatch: "Format specifier mismatch"
        case .emptyTranslation: "Empty translation"
        case .error: "Could not be measured"
        case .catalogIssue: "Catalog problem"
        }
    }

    /// One sentence on what the kind means, for SARIF rule descriptions and report legends.
    public var explanation: String {
        switch self {
        case .shrunk: "The text fits only after the label shrinks it (minimumScaleFactor); the user gets a smaller font than the size they chose."
        case .truncated: "The text does not fit and is cut with an ellipsis; the user does not see all of it."
        case .clipped: "The text does not fit and is cut off without an ellipsis."
        case .wrappedBeyond: "The text needs more lines than the slot allows, or is taller than the slot's maximum height."
        case .overflow: "The items of a bar need more room together than the bar has; UIKit squeezes, truncates or drops some of them."
        case .replaced: "A back button does not show the previous screen's title: it shows \"Back\" or only its chevron."
        case .largeContentViewer: "The title does not fit its bar at an accessibility size, where its size never grows; the Large Content Viewer shows it in full on a long press."
        case .stacked: "UIKit stacks the alert's buttons (or a cell's texts) instead of placing them side by side: a layout change, all the text is shown."
        case .missingGlyphs: "Some characters have no glyph in any available font and show as empty boxes."
        case .specifierMismatch: "The translation's format specifiers differ from the source's, which shows wrong values or crashes at run time."
        case .emptyTranslation: "The translation is an empty text: the app shows nothing where the source language shows a text."
        case .error: "The text could not be measured in its slot."
        case .catalogIssue: "A localization file could not be read completely, or has a problem such as a duplicate key or a missing translation."
        }
    }

    private var order: Int { FindingKind.allCases.firstIndex(of: self)! }

    /// Kinds sort in declaration order (layout kinds first, catalog issues last).
    public static func < (lhs: FindingKind, rhs: FindingKind) -> Bool { lhs.order < rhs.order }
}
