import TextStyles

extension ComponentDefinition {
    /// One segment of a `UISegmentedControl`: 13 pt Medium, Semibold when selected (both are
    /// measured and the wider reported), one line, in a segment `(width - 6) / itemCount` wide
    /// (equal widths, 3 pt container padding) at least 10 pt from its edges. The slot's `width`
    /// is the control's.
    static let segment = ComponentDefinition(
        name: "segment", uikitName: "UISegmentedControl", font: ComponentFont(size: 13, weight: .medium, emphasizedWeight: .semibold),
        dynamicType: .fixed(largeContentViewer: true), lines: .fixed(lines: 1, mode: .truncatingTail),
        shrinks: true, viewWidth: .slotWidth, emptyKeepsOneLine: true, rule: .widestWeight(.semibold), scene: .segmentedControl,
        facts: [
            ComponentFact("widths", "equal (apportionsSegmentWidthsByContent false)", source: "Apple docs; HIG", confidence: .high),
            ComponentFact("font", "13 pt; Medium, Semibold when selected", source: "Flutter sliding_segmented_control.dart (\"inspected from iOS 17.5 simulator\")", confidence: .medium),
            ComponentFact("metrics", "min height 28; container padding 2 vertical / 3 horizontal; at least 10 pt from the text to each segment edge",
                          source: "Flutter sliding_segmented_control.dart", confidence: .medium),
            ComponentFact("Dynamic Type", "the Large Content Viewer; many apps stop scaling segment fonts", source: "Apple docs; open-source app changes", confidence: .low),
        ],
        defaultInsets: { _ in EdgeInsets(top: 0, left: segmentTextPadding, bottom: 0, right: segmentTextPadding) },
        textFrame: { slot, insets in
            let segments = Double(max(1, slot.options.itemCount ?? 1))
            let segment = (slot.width - 2 * segmentContainerPadding) / segments
            return TextFrame(left: segmentContainerPadding + insets.left, width: segment - insets.horizontal)
        },
        defaultMinimumHeight: { _ in segmentMinimumHeight },
        approximations: { slot in
            var notes = ["segments are 13 pt Medium, Semibold when selected (Med: Flutter, from the iOS 17.5 simulator); set \"size\" or \"weight\" to override"]
            if slot.insets == nil {
                notes.append("a segment's title keeps 10 pt from its edges inside a 3 pt container padding (Med: Flutter); set \"insets\" to override")
            }
            if slot.options.dynamicType == nil {
                notes.append("segment titles are taken not to scale with Dynamic Type (Low: the Large Content Viewer shows them); set \"dynamicType\" to override")
            }
            return notes
        },
        problems: { slot in BarMetrics.itemCountProblem(slot, "a segment", "segments in its control") ?? BarMetrics.problems(slot) })

    /// Points from a segment's edge to its text (Flutter `sliding_segmented_control.dart`): Med.
    static let segmentTextPadding = 10.0
    /// The control's padding around its segments, horizontally (same source): Med.
    static let segmentContainerPadding = 3.0
    /// The control's minimum height (same source; 32 in some layouts): Med.
    static let segmentMinimumHeight = 28.0
}

extension TextMeasurer {
    /// A text shown in two states: laid out in the profile's weight and in `weight`, the wider
    /// (or the one that fits worse) reported. Only the system font has weights; a custom font
    /// is one file, laid out once.
    func fitWidestWeight(
        _ weight: FontWeight, _ text: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot, memo: inout FitMemo
    ) throws(MeasurementError) -> FitResult {
        let first = try fitPlain(text, profile: profile, pointSize: pointSize, language: language, slot: slot, memo: &memo)
        let other = profile.withWeight(weight)
        guard other != profile else { return first }
        let second = try fitPlain(text, profile: other, pointSize: pointSize, language: language, slot: slot, memo: &memo)
        if first.summary.fits != second.summary.fits { return first.summary.fits ? second : first }
        if !first.summary.fits { return second }  // neither fits: the heavier weight hides more
        return second.summary.textWidth > first.summary.textWidth ? second : first
    }
}
