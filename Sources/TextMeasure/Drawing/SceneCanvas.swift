import TextFormatting

/// Where a scene draws: shapes and laid-out texts in the component's own coordinates (points
/// from its top-left corner), recorded to be drawn on the renderer's canvas once the scene's
/// size is known.
struct SceneCanvas {
    /// How a text sits in the width given to it.
    enum Alignment { case leading, center, trailing }

    let renderer: SVGRenderer
    /// Where the component's top-left corner is in the document.
    let originX: Double
    let originY: Double
    /// Whether the measured text fits: its frame is drawn blue when it does, red when not.
    let fits: Bool
    /// The component's size, as the scene sets it.
    var width = 0.0
    var height = 0.0
    /// What the scene drew, in order.
    var recording = SVGRecording()
    /// Neighbors drawn so far, for unique glyph-id prefixes.
    private var drawnTexts = 0

    init(renderer: SVGRenderer, originX: Double, originY: Double, fits: Bool) {
        self.renderer = renderer
        self.originX = originX
        self.originY = originY
        self.fits = fits
    }

    private func n(_ value: Double) -> String { renderer.n(value) }

    /// A filled rectangle, optionally stroked, dashed and rounded.
    mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, fill: String = "none", stroke: String? = nil,
                       dashed: Bool = false, radius: Double = 0) {
        var attributes = "fill=\"\(fill)\""
        if let stroke { attributes += " stroke=\"\(stroke)\" stroke-width=\"1\"" }
        if dashed { attributes += " stroke-dasharray=\"4 2\"" }
        if radius > 0 { attributes += " rx=\"\(n(radius))\"" }
        recording.markup("<rect x=\"\(n(originX + x))\" y=\"\(n(originY + y))\" width=\"\(n(max(0, w)))\" height=\"\(n(max(0, h)))\" \(attributes)/>\n")
    }

    /// A bar's or box's background.
    mutating func background(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double = 0) {
        rect(x, y, w, h, fill: "#f6f6f8", stroke: "#c7c7cc", radius: radius)
    }

    /// The room the measured text has: dashed, blue when it fits, red when it does not.
    mutating func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        rect(x, y, w, h, fill: fits ? "#f4f8ff" : "#fff4f4", stroke: fits ? "#3b82f6" : "#dc2626", dashed: true)
    }

    /// A place whose text is not known (an item given only as a width, a tab without a title).
    mutating func placeholder(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double = 2) {
        rect(x, y, w, h, fill: "#e5e5ea", radius: radius)
    }

    /// A line (a divider), in points.
    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, color: String = "#c7c7cc") {
        recording.markup("<line x1=\"\(n(originX + x1))\" y1=\"\(n(originY + y1))\" x2=\"\(n(originX + x2))\" y2=\"\(n(originY + y2))\" stroke=\"\(color)\" stroke-width=\"1\"/>\n")
    }

    /// An open path through `points` (a chevron, a checkmark).
    mutating func stroke(_ points: [(Double, Double)], color: String = "#007aff", width: Double = 2) {
        let d = points.enumerated().map { i, p in "\(i == 0 ? "M" : "L")\(n(originX + p.0)) \(n(originY + p.1))" }.joined(separator: " ")
        recording.markup("<path d=\"\(d)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(n(width))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n")
    }

    /// A back chevron whose left edge is at `x`, centred on `centerY`.
    mutating func chevron(x: Double, centerY: Double, pointingLeft: Bool = true, size: Double = 21, color: String = "#007aff") {
        let half = size / 2, w = size * 0.55
        let points = pointingLeft
            ? [(x + w, centerY - half), (x, centerY), (x + w, centerY + half)]
            : [(x, centerY - half), (x + w, centerY), (x, centerY + half)]
        stroke(points, color: color, width: 2.2)
    }

    /// The lines of `m` from `top`, each aligned in the width `width` from `left`; returns the
    /// height drawn. The measured text is drawn with the renderer's prefix, neighbors with their
    /// own (`neighbor: true`).
    @discardableResult
    mutating func text(_ m: TextMeasurement, left: Double, width: Double, top: Double, align: Alignment = .leading,
                       color: String = "#111", neighbor: Bool = false) -> Double {
        let prefix: String
        if neighbor {
            drawnTexts += 1
            prefix = "\(renderer.idPrefix)n\(drawnTexts)_"
        } else {
            prefix = renderer.idPrefix
        }
        var y = top
        for line in m.lines {
            let x: Double = switch align {
            case .leading: left
            case .center: left + (width - line.width) / 2
            case .trailing: left + width - line.width
            }
            let shifted = align == .leading ? width : line.width
            renderer.drawLine(line, measurement: m, left: originX + x, width: shifted, top: originY + y, color: color,
                              prefix: prefix, on: &recording)
            y += line.height
        }
        return y - top
    }
}

extension SVGRenderer {
    /// A component drawn in context by `draw`, under the caption, on `canvas`.
    func drawScene<Canvas: SVGCanvas>(_ m: TextMeasurement, _ draw: (inout SceneCanvas, TextMeasurement) -> Void, on canvas: inout Canvas) {
        let captionHeight = caption == nil ? 0.0 : 18.0
        var scene = SceneCanvas(renderer: self, originX: margin, originY: margin + captionHeight,
                                fits: m.fits && m.missingCharacters.isEmpty)
        draw(&scene, m)
        canvas.begin(width: scene.width + 2 * margin, height: margin + captionHeight + scene.height + margin, title: m.visibleText)
        if let caption {
            canvas.markup("<text x=\"\(n(margin))\" y=\"\(n(margin + 12))\" font-family=\"sans-serif\" font-size=\"11\" fill=\"#555\">\(xmlEscaped(caption))</text>\n")
        }
        scene.recording.replay(on: &canvas)
        canvas.end()
    }
}

extension TextMeasurement {
    /// The neighbors of `role`, in order.
    func neighbors(_ role: NeighborMeasurement.Role) -> [TextMeasurement] {
        neighbors.filter { $0.role == role }.map(\.measurement)
    }
}
