/// What UIKit would show for a text in a slot, and how big the view is.
public struct TextMeasurement: Sendable {
    public var slot: Slot
    /// Files of every font that set the text, primary first.
    public var fontFiles: [String]
    /// The size asked for, in points.
    public var requestedPointSize: Double
    /// The size used: smaller than requested when the label shrank to fit.
    public var pointSize: Double
    /// The scale auto-shrink chose (`pointSize / requestedPointSize`), or nil when it did not shrink.
    public var shrinkScale: Double?
    /// Height of one line, in points, at `pointSize` (the primary font's, or the fixed value).
    public var lineHeight: Double
    /// The view's size, rounded up to the device pixel.
    public var width: Double
    public var height: Double
    /// The text's own size (widest line, sum of line heights), rounded up to the device pixel.
    public var textWidth: Double
    public var textHeight: Double
    public var lineCount: Int
    /// Lines the text would need without a line limit.
    public var neededLineCount: Int
    /// Everything is shown: no truncation, no clipping, within the line limit and maximum height.
    public var fits: Bool
    public var isTruncated: Bool
    public var isClipped: Bool
    /// The view would be taller than the slot's maximum height.
    public var exceedsMaximumHeight: Bool
    /// What the user sees, ellipsis included.
    public var visibleText: String
    public var lines: [LayoutLine]
    /// Characters no available font has (drawn as empty boxes).
    public var missingCharacters: [Unicode.Scalar]
    /// Assumptions and replacements worth telling the user.
    public var notes: [String]
    /// The layout and the text it came from, for drawing.
    public var layout: TextLayout
    public var prepared: PreparedText
    public var font: ResolvedFont
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
