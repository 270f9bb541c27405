/// Where an ellipsis was inserted on a truncated line.
public enum TruncationPosition: String, Sendable, Codable {
    case head, middle, tail
}

/// The numbers of a layout, without its text: what `PreparedText.measure` returns, allocation-free.
public struct LayoutMetrics: Sendable, Equatable {
    /// Lines shown.
    public var lineCount = 0
    /// Lines the text would need with no line limit.
    public var neededLineCount = 0
    /// Width of the widest shown line, in points (before pixel rounding).
    public var width = 0.0
    /// Sum of the shown lines' heights, in points (before pixel rounding).
    public var height = 0.0
    /// An ellipsis replaced part of the text.
    public var isTruncated = false
    /// Part of the text is not shown and no ellipsis says so (clipping, or wrapping past the
    /// line limit), or a line is wider than the slot.
    public var isClipped = false
    /// Some line is wider than the slot (a single cluster wider than the width, or an ellipsis
    /// that does not fit).
    public var overflowsWidth = false

    /// All the text is shown, within the width and the line limit.
    public var fits: Bool { !isTruncated && !isClipped && !overflowsWidth }
}

/// One laid-out line: what the user sees on it.
public struct LayoutLine: Sendable, Equatable, Codable {
    /// The text shown on the line, an inserted ellipsis included.
    public var text: String
    /// Width in points (trailing white space excluded, tracking included).
    public var width: Double
    /// Line height in points.
    public var height: Double
    /// Where an ellipsis was inserted, if any.
    public var truncation: TruncationPosition?
    /// The line was cut without an ellipsis (clipping).
    public var isClipped: Bool

    /// Units shown before the ellipsis (or the whole line), and after it.
    var leading: Range<Int>
    var trailing: Range<Int>

    private enum CodingKeys: String, CodingKey { case text, width, height, truncation, isClipped }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        text = try c.decode(String.self, forKey: .text)
        width = try c.decode(Double.self, forKey: .width)
        height = try c.decode(Double.self, forKey: .height)
        truncation = try c.decodeIfPresent(TruncationPosition.self, forKey: .truncation)
        isClipped = try c.decode(Bool.self, forKey: .isClipped)
        leading = 0..<0
        trailing = 0..<0
    }

    init(text: String, width: Double, height: Double, truncation: TruncationPosition?, isClipped: Bool, leading: Range<Int>, trailing: Range<Int>) {
        self.text = text
        self.width = width
        self.height = height
        self.truncation = truncation
        self.isClipped = isClipped
        self.leading = leading
        self.trailing = trailing
    }
}

/// A text laid out in a slot: its lines, size and whether it fits.
public struct TextLayout: Sendable {
    /// What was asked for.
    public var request: LayoutRequest
    /// The numbers: size, lines, whether it fits.
    public var metrics: LayoutMetrics
    /// The lines shown, in order.
    public var lines: [LayoutLine]
    /// What the user sees: the shown lines' text, ellipsis included, in logical order.
    public var visibleText: String

    /// Whether everything is shown (see `LayoutMetrics.fits`).
    public var fits: Bool { metrics.fits }
}

/// A line as the layout engine records it, in units.
struct LineRecord {
    var leading: Range<Int>
    var trailing: Range<Int>
    var truncation: TruncationPosition?
    var isClipped: Bool
    var width: Double
    var height: Double
}

/// Receives the lines of a layout; the no-op sink makes `measure` allocation-free.
protocol LineSink {
    mutating func add(_ line: LineRecord)
}

struct DiscardingSink: LineSink {
    @inline(__always) mutating func add(_ line: LineRecord) {}
}

struct CollectingSink: LineSink {
    var lines: [LineRecord] = []
    mutating func add(_ line: LineRecord) { lines.append(line) }
}
