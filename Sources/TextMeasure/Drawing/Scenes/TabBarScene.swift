/// A tab bar drawn with its items side by side: an icon's place above each title, the measured
/// title in the first item (centred when it fits), the other items' titles as placeholders.
enum TabBarScene {
    static func draw(_ c: inout SceneCanvas, _ m: TextMeasurement) {
        let slot = m.slot
        let items = max(1, slot.options.itemCount ?? 1)
        let itemWidth = slot.width / Double(items)
        let height = max(BarMetrics.tabBarHeight, m.height)
        c.width = slot.width
        c.height = height
        c.background(0, 0, slot.width, height)
        let titleTop = height - m.textHeight - 4
        for i in 0..<items {
            let x = Double(i) * itemWidth
            c.placeholder(x + itemWidth / 2 - 12, 5, 24, 24, radius: 6)
            if i > 0 { c.placeholder(x + itemWidth * 0.25, titleTop + m.textHeight / 2 - 2, itemWidth * 0.5, 4) }
        }
        let frame = slot.textFrame
        c.frame(frame.left, titleTop - 1, frame.width, m.textHeight + 2)
        let x = m.textWidth <= frame.width ? frame.left + (frame.width - m.textWidth) / 2 : frame.left
        c.text(m, left: x, width: frame.width, top: titleTop, color: "#007aff")
    }
}
