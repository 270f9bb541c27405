/// The published size of one text style at one size setting.
///
/// For Apple platforms all values are points from the HIG table; for Android they are dp,
/// converted from Material 3's sp values at the chosen font scale.
public struct TextStyleMetrics: Sendable, Equatable {
    /// Font size (pt or dp).
    public var size: Double
    /// The HIG "leading" column (the line spacing a designer uses), or Material 3's line height.
    /// It is not `UIFont.lineHeight`; see the reference notes.
    public var leading: Double
    /// The style's weight.
    public var weight: FontWeight
    /// The weight of the emphasized variant (`.bold()` on the text style). Material 3 publishes
    /// none; there it equals ``weight`` and ``hasPublishedEmphasizedWeight`` is false.
    public var emphasizedWeight: FontWeight
    /// Whether ``emphasizedWeight`` comes from a published table.
    public var hasPublishedEmphasizedWeight: Bool
    /// Letter spacing at this size (pt or dp): the HIG tracking table for Apple's system font,
    /// Material 3's tracking for Android.
    public var tracking: Double

    /// Creates metrics from their values.
    public init(
        size: Double, leading: Double, weight: FontWeight, emphasizedWeight: FontWeight,
        hasPublishedEmphasizedWeight: Bool = true, tracking: Double = 0
    ) {
        self.size = size
        self.leading = leading
        self.weight = weight
        self.emphasizedWeight = emphasizedWeight
        self.hasPublishedEmphasizedWeight = hasPublishedEmphasizedWeight
        self.tracking = tracking
    }
}
