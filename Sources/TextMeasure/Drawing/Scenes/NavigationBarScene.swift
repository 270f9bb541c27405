/// A navigation bar drawn around a title, a large title or a back button: the 44 pt bar, the
/// items beside the title (the back chevron and its title, bar buttons, or places given only as
/// widths), and the measured text in its room.
enum NavigationBarScene {
    /// The inline title centred between its items (pushed aside when it does not fit centred).
    static func titleBar(_ c: inout SceneCanvas, _ m: TextMeasurement) {
        let slot = m.slot
        let (width, height) = bar(&c, m)
        drawItems(&c, m, height: height)
        let frame = slot.textFrame
        c.frame(frame.left, 4, frame.width, height - 8)
        let textWidth = m.textWidth
        let x = min(max((width - textWidth) / 2, frame.left), frame.left + frame.width - textWidth)
        c.text(m, left: x, width: textWidth, top: (height - m.textHeight) / 2)
    }

    /// A large title in its 52 pt row below an empty bar.
    static func largeTitleBar(_ c: inout SceneCanvas, _ m: TextMeasurement) {
        let slot = m.slot
        let row = max(BarMetrics.largeTitleRowHeight, m.textHeight + 8)
        c.width = slot.width
        c.height = BarMetrics.height + row
        c.background(0, 0, slot.width, c.height)
        c.line(0, BarMetrics.height, slot.width, BarMetrics.height, color: "#e5e5ea")
        let frame = slot.textFrame
        c.frame(frame.left, BarMetrics.height + 2, frame.width, row - 4)
        c.text(m, left: frame.left, width: frame.width, top: BarMetrics.height + row - m.textHeight - 4)
    }

    /// A back button (chevron and title, or the chevron alone) beside the current title.
    static func backButtonBar(_ c: inout SceneCanvas, _ m: TextMeasurement) {
        let slot = m.slot
        let (width, height) = bar(&c, m)
        c.chevron(x: 8, centerY: height / 2)
        if let title = m.neighbors(.title).first {
            c.text(title, left: (width - title.textWidth) / 2, width: title.textWidth, top: (height - title.textHeight) / 2, neighbor: true)
        } else if let titleWidth = slot.options.titleWidth, titleWidth > 0 {
            c.placeholder((width - titleWidth) / 2, height / 2 - 6, titleWidth, 12)
        }
        let frame = slot.textFrame
        c.frame(frame.left, 4, frame.width, height - 8)
        c.text(m, left: frame.left, width: frame.width, top: (height - m.textHeight) / 2, color: "#007aff")
    }

    /// The 44 pt bar (taller only if the text is), as wide as the slot; its width and height.
    private static func bar(_ c: inout SceneCanvas, _ m: TextMeasurement) -> (width: Double, height: Double) {
        let width = m.slot.width
        let height = max(BarMetrics.height, m.height)
        c.width = width
        c.height = height
        c.background(0, 0, width, height)
        return (width, height)
    }

    /// The items beside a title: the back button and plain items at the leading edge, the
    /// trailing items at the other; a side given only as a width is a placeholder.
    private static func drawItems(_ c: inout SceneCanvas, _ m: TextMeasurement, height: Double) {
        let slot = m.slot
        let margin = BarMetrics.margin(slot)
        let spacing = BarMetrics.itemSpacing
        var x = margin
        if let back = m.neighbors(.back).first {
            c.chevron(x: 8, centerY: height / 2)
            let offset = slot.options.chevronWidth ?? BarMetrics.backTitleOffset
            c.text(back, left: offset, width: back.textWidth, top: (height - back.textHeight) / 2, color: "#007aff", neighbor: true)
            x = offset + back.textWidth + spacing
        }
        let leading = m.neighbors(.leading)
        for item in leading {
            c.text(item, left: x, width: item.textWidth, top: (height - item.textHeight) / 2, color: "#007aff", neighbor: true)
            x += item.textWidth + spacing
        }
        if leading.isEmpty && m.neighbors(.back).isEmpty, let given = slot.options.leadingWidth, given > 0 {
            c.placeholder(margin, height / 2 - 6, given, 12)
        }
        let trailing = m.neighbors(.trailing)
        var right = slot.width - margin
        for item in trailing.reversed() {
            right -= item.textWidth
            c.text(item, left: right, width: item.textWidth, top: (height - item.textHeight) / 2, color: "#007aff", neighbor: true)
            right -= spacing
        }
        if trailing.isEmpty, let given = slot.options.trailingWidth, given > 0 {
            c.placeholder(slot.width - margin - given, height / 2 - 6, given, 12)
        }
    }
}
