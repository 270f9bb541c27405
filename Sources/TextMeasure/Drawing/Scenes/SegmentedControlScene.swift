/// A segmented control drawn with its equal segments: the measured title in the first,
/// selected segment, the others as placeholders between dividers.
enum SegmentedControlScene {
    static func draw(_ c: inout SceneCanvas, _ m: TextMeasurement) {
        let slot = m.slot
        let segments = max(1, slot.options.itemCount ?? 1)
        let padding = ComponentDefinition.segmentContainerPadding
        let segmentWidth = (slot.width - 2 * padding) / Double(segments)
        let height = max(ComponentDefinition.segmentMinimumHeight, m.height)
        c.width = slot.width
        c.height = height
        c.rect(0, 0, slot.width, height, fill: "#eeeef0", stroke: "#c7c7cc", radius: 8)
        c.rect(padding, 2, segmentWidth, height - 4, fill: "#ffffff", stroke: "#d1d1d6", radius: 7)
        for i in 1..<max(1, segments) {
            let x = padding + Double(i) * segmentWidth
            if i > 1 { c.line(x, 7, x, height - 7) }
            c.placeholder(x + segmentWidth * 0.25, height / 2 - 2, segmentWidth * 0.5, 4)
        }
        let frame = slot.textFrame
        c.frame(frame.left, 4, frame.width, height - 8)
        let x = m.textWidth <= frame.width ? frame.left + (frame.width - m.textWidth) / 2 : frame.left
        c.text(m, left: x, width: frame.width, top: (height - m.textHeight) / 2)
    }
}
