/// An alert (or action sheet) drawn around its title, message or button: the rounded box at its
/// width for the category, centred title and message, and the buttons side by side or stacked
/// as the measurement decided, the other buttons' titles beside the measured one.
enum AlertScene {
    static func draw(_ c: inout SceneCanvas, _ m: TextMeasurement) {
        let slot = m.slot
        let width = m.width
        let sheet = AlertMetrics.isActionSheet(slot)
        switch slot.component {
        case .alertButton:
            drawButtons(&c, m, width: width, sheet: sheet)
        default:
            let frame = slot.textFrame
            let textHeight = max(m.textHeight, m.lineHeight)
            let rowHeight = sheet ? AlertMetrics.actionSheetRowHeight : AlertMetrics.buttonRowHeight
            c.width = width
            c.height = 20 + textHeight + 20 + rowHeight
            c.background(0, 0, width, c.height, radius: 14)
            c.frame(frame.left, 18, frame.width, textHeight + 4)
            c.text(m, left: frame.left, width: frame.width, top: 20, align: .center,
                   color: slot.component == .alertMessage ? "#333" : "#111")
            c.line(0, c.height - rowHeight, width, c.height - rowHeight)
            c.placeholder(width / 2 - 20, c.height - rowHeight / 2 - 2, 40, 4)
        }
    }

    /// The button rows: a placeholder for the title and message, then the measured button and
    /// the others, side by side (two buttons that fit) or one per row.
    private static func drawButtons(_ c: inout SceneCanvas, _ m: TextMeasurement, width: Double, sheet: Bool) {
        let slot = m.slot
        let others = m.neighbors(.other)
        let rowHeight = sheet ? AlertMetrics.actionSheetRowHeight : AlertMetrics.buttonRowHeight
        let header = 56.0
        let frame = slot.textFrame
        let color = "#007aff"
        if AlertMetrics.sideBySide(slot) {
            let row = max(rowHeight, m.height, others.first?.height ?? 0)
            c.width = width
            c.height = header + row
            c.background(0, 0, width, c.height, radius: 14)
            headerPlaceholder(&c, width: width)
            c.line(0, header, width, header)
            c.line(width / 2, header, width / 2, header + row)
            c.frame(frame.left, header + 4, frame.width, row - 8)
            c.text(m, left: frame.left, width: frame.width, top: header + (row - m.textHeight) / 2, align: .center, color: color)
            if let other = others.first {
                c.text(other, left: width / 2 + frame.left, width: frame.width, top: header + (row - other.textHeight) / 2,
                       align: .center, color: color, neighbor: true)
            }
            return
        }
        let first = max(rowHeight, m.height)
        c.width = width
        c.height = header + first + others.reduce(0) { $0 + max(rowHeight, $1.height) }
        c.background(0, 0, width, c.height, radius: 14)
        headerPlaceholder(&c, width: width)
        c.line(0, header, width, header)
        c.frame(frame.left, header + 4, frame.width, first - 8)
        c.text(m, left: frame.left, width: frame.width, top: header + (first - m.textHeight) / 2, align: .center, color: color)
        var y = header + first
        for other in others {
            let row = max(rowHeight, other.height)
            c.line(0, y, width, y)
            c.text(other, left: frame.left, width: frame.width, top: y + (row - other.textHeight) / 2, align: .center,
                   color: color, neighbor: true)
            y += row
        }
    }

    private static func headerPlaceholder(_ c: inout SceneCanvas, width: Double) {
        c.placeholder(width * 0.25, 18, width * 0.5, 6)
        c.placeholder(width * 0.15, 32, width * 0.7, 4)
    }
}
