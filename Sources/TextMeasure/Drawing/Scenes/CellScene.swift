/// A table view cell drawn with its texts: the image's place, the measured text in its frame,
/// the other text beside it (a value cell side by side) or below (stacked, subtitle), and the
/// accessory at the trailing edge.
enum CellScene {
    static func draw(_ c: inout SceneCanvas, _ m: TextMeasurement) {
        let slot = m.slot
        let other = m.neighbors(.other).first
        let sideBySide = slot.options.cellStyle == .valueCell && slot.options.stacked == false
        let primaryFirst = slot.component == .cellText
        let stackedHeight = m.textHeight + (other.map { $0.textHeight + 4 } ?? 0)
        let height = max(CellMetrics.minimumHeight, (sideBySide ? max(m.textHeight, other?.textHeight ?? 0) : stackedHeight) + 22)
        c.width = slot.width
        c.height = height
        c.background(0, 0, slot.width, height)
        let margin = slot.options.margin ?? CellMetrics.margin
        if let image = slot.options.imageWidth, image > 0 {
            c.placeholder(margin, height / 2 - 14, min(28, image), 28, radius: 6)
        }
        drawAccessory(&c, slot.options.accessory ?? .none, width: slot.width, height: height)
        let frame = slot.textFrame
        if sideBySide, let other {
            c.frame(frame.left, 6, frame.width, height - 12)
            c.text(m, left: frame.left, width: frame.width, top: (height - m.textHeight) / 2)
            let content = CellMetrics.frame(slot, slot.effectiveInsets)
            let otherLeft = primaryFirst ? content.left + content.width - other.textWidth : content.left
            c.text(other, left: otherLeft, width: other.textWidth, top: (height - other.textHeight) / 2, color: "#8e8e93", neighbor: true)
            return
        }
        var y = (height - stackedHeight) / 2
        if !primaryFirst, let other {
            y += c.text(other, left: frame.left, width: frame.width, top: y, neighbor: true) + 4
        }
        c.frame(frame.left, y - 2, frame.width, m.textHeight + 4)
        y += c.text(m, left: frame.left, width: frame.width, top: y, color: primaryFirst ? "#111" : "#8e8e93") + 4
        if primaryFirst, let other {
            c.text(other, left: frame.left, width: frame.width, top: y, color: "#8e8e93", neighbor: true)
        }
    }

    private static func drawAccessory(_ c: inout SceneCanvas, _ accessory: CellAccessory, width: Double, height: Double) {
        let mid = height / 2
        switch accessory {
        case .none: break
        case .disclosureIndicator:
            c.chevron(x: width - 14 - 8, centerY: mid, pointingLeft: false, size: 13, color: "#c7c7cc")
        case .checkmark:
            c.stroke([(width - 30, mid), (width - 24, mid + 6), (width - 14, mid - 7)])
        case .detailButton:
            c.rect(width - 36, mid - 11, 22, 22, stroke: "#007aff", radius: 11)
        case .detailDisclosureButton:
            c.rect(width - 59, mid - 11, 22, 22, stroke: "#007aff", radius: 11)
            c.chevron(x: width - 22, centerY: mid, pointingLeft: false, size: 13, color: "#c7c7cc")
        }
    }
}
