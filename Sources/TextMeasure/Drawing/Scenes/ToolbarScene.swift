/// A toolbar (or a navigation bar's button item) drawn with its items in a row: the measured
/// one first, then the others, `spacing` apart from the bar's margin; items past the bar's end
/// show that the row overflows.
enum ToolbarScene {
    static func draw(_ c: inout SceneCanvas, _ m: TextMeasurement) {
        let slot = m.slot
        let height = max(BarMetrics.height, m.height)
        let frame = slot.textFrame
        let others = m.neighbors(.other)
        let spacing = slot.options.spacing ?? BarMetrics.itemSpacing
        let insets = slot.effectiveInsets
        let rowEnd = frame.left + m.textWidth + others.reduce(0) { $0 + spacing + $1.textWidth + insets.horizontal }
        c.width = max(slot.width, rowEnd + insets.right)
        c.height = height
        c.background(0, 0, slot.width, height)
        c.frame(frame.left, 4, frame.width, height - 8)
        c.text(m, left: frame.left, width: frame.width, top: (height - m.textHeight) / 2, color: "#007aff")
        var x = frame.left + m.textWidth + insets.right
        for item in others {
            x += spacing + insets.left
            c.text(item, left: x, width: item.textWidth, top: (height - item.textHeight) / 2,
                   color: x + item.textWidth > slot.width ? "#dc2626" : "#007aff", neighbor: true)
            x += item.textWidth + insets.right
        }
    }
}
