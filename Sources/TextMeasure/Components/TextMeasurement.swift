/// What UIKit would show for a text in a slot, and how big the view is.
public struct TextMeasurement: Sendable {
    /// The slot measured in.
    public var slot: Slot
    /// The numbers: sizes, line counts, whether it fits.
    public var summary: FitSummary
    /// Files of every font that set the text, primary first.
    public var fontFiles: [String]
    /// The size asked for, in points.
    public var requestedPointSize: Double
    /// What the user sees, ellipsis included.
    public var visibleText: String
    /// The lines shown, in order.
    public var lines: [LayoutLine]
    /// Characters no available font has (drawn as empty boxes).
    public var missingCharacters: [Unicode.Scalar]
    /// Assumptions and replacements worth telling the user.
    public var notes: [String]
    /// The layout and the text it came from, for drawing.
    public var layout: TextLayout
    /// The shaped text the layout came from.
    public var prepared: PreparedText
    /// The font at the size used (after auto-shrink).
    public var font: ResolvedFont
    /// By how much (percent) the widths of the primary font's glyphs could change before the
    /// outcome does (fits, shrunk, cut or wrapped beyond), up to `TextMeasurer.marginCap`
    /// (see `TextMeasurer.margin(of:)`); compare it with `errorBand`.
    public var margin: Double
    /// The texts beside this one that its component measured (a title's bar items, an alert's
    /// other buttons), laid out on one line each, for drawings.
    public var neighbors: [NeighborMeasurement] = []
    /// How the component changed its layout for this text, if it did.
    public var adaptation: LayoutAdaptation? { summary.adaptation }

    /// The size used: smaller than requested when the label shrank to fit.
    public var pointSize: Double { summary.pointSize }
    /// The scale auto-shrink chose (`pointSize / requestedPointSize`), or nil when it did not shrink.
    public var shrinkScale: Double? { summary.shrinkScale }
    /// Height of one line, in points, at `pointSize` (the primary font's, or the fixed value).
    public var lineHeight: Double { summary.lineHeight }
    /// The view's size, rounded up to the device pixel.
    public var width: Double { summary.width }
    /// The view's height, rounded up to the device pixel.
    public var height: Double { summary.height }
    /// The text's own size (widest line, sum of line heights), rounded up to the device pixel.
    public var textWidth: Double { summary.textWidth }
    /// The text's height, rounded up to the device pixel.
    public var textHeight: Double { summary.textHeight }
    /// Lines shown.
    public var lineCount: Int { summary.lineCount }
    /// Lines the text would need without a line limit.
    public var neededLineCount: Int { summary.neededLineCount }
    /// Everything is shown: no truncation, no clipping, within the line limit and maximum height.
    public var fits: Bool { summary.fits }
    /// Whether an ellipsis replaced part of the text.
    public var isTruncated: Bool { summary.isTruncated }
    /// Whether text was cut off without an ellipsis (clipping mode, or lines past the maximum height).
    public var isClipped: Bool { summary.isClipped }
    /// The view would be taller than the slot's maximum height.
    public var exceedsMaximumHeight: Bool { summary.exceedsMaximumHeight }
}

/// A text beside the measured one, laid out on one line, and where it sits.
public struct NeighborMeasurement: Sendable {
    /// Where a neighbor sits relative to the measured text.
    public enum Role: Sendable, Hashable {
        /// A bar item before a title.
        case leading
        /// A bar item after a title.
        case trailing
        /// The back button beside a title, in the form it takes.
        case back
        /// The title beside a back button.
        case title
        /// Another item of the same row or stack (toolbar items, alert buttons, a cell's other text).
        case other
    }

    /// Where it sits.
    public var role: Role
    /// The neighbor, measured.
    public var measurement: TextMeasurement
}

/// Why a text could not be measured.
public enum MeasurementError: Error, Sendable, CustomStringConvertible {
    case font(FontLoadingError)
    case invalidArgument(String)

    public var description: String {
        switch self {
        case .font(let error): error.description
        case .invalidArgument(let message): message
        }
    }
}
