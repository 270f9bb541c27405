import Foundation
import TextFormatting
internal import CUnicodeShim
import TextStyles

/// Draws a measured text as SVG: the slot's box, and the laid-out lines with real glyph
/// outlines (FreeType's outline decomposition), in visual order.
///
/// What does not fit stays visible: the box turns red, and the lines that a line limit or a
/// truncation hid are drawn faintly below the box, so a designer sees what the user loses.
public struct SVGRenderer {
    /// Extra space around the box, in points.
    public var margin: Double = 12
    /// A caption drawn above the box (for example `de · AX3 · body`); escaped.
    public var caption: String?
    /// Prefix of glyph ids, so several drawings can share one HTML page or SVG document
    /// (``render(_:)``; a canvas given to ``draw(_:on:)`` may name glyphs its own way).
    public var idPrefix: String

    /// A renderer with an optional caption under the drawing; `idPrefix` keeps glyph ids unique when several drawings share a page.
    public init(caption: String? = nil, idPrefix: String = "g") {
        self.caption = caption
        self.idPrefix = idPrefix
    }

    /// The SVG document for `measurement`: the view's box with the text, or for a bar, tab
    /// bar, segmented control, alert or cell, the component in context (its bar with the items
    /// beside the text, its alert with the other buttons stacked or side by side), as its
    /// definition's `scene` says. Each glyph outline is in the document's `<defs>` once.
    public func render(_ measurement: TextMeasurement) -> String {
        var canvas = StandaloneSVG()
        draw(measurement, on: &canvas)
        return canvas.document
    }

    /// Draws `measurement` on `canvas`: the same drawing as ``render(_:)``, with each glyph handed
    /// over by reference (font and glyph id) instead of written out, so that a page holding many
    /// drawings can store each outline once (the HTML report does).
    public func draw<Canvas: SVGCanvas>(_ measurement: TextMeasurement, on canvas: inout Canvas) {
        switch measurement.slot.component.definition.scene {
        case .box: drawBox(measurement, on: &canvas)
        case .navigationBar: drawScene(measurement, NavigationBarScene.titleBar, on: &canvas)
        case .largeTitleBar: drawScene(measurement, NavigationBarScene.largeTitleBar, on: &canvas)
        case .backButton: drawScene(measurement, NavigationBarScene.backButtonBar, on: &canvas)
        case .toolbar: drawScene(measurement, ToolbarScene.draw, on: &canvas)
        case .tabBar: drawScene(measurement, TabBarScene.draw, on: &canvas)
        case .segmentedControl: drawScene(measurement, SegmentedControlScene.draw, on: &canvas)
        case .alert: drawScene(measurement, AlertScene.draw, on: &canvas)
        case .cell: drawScene(measurement, CellScene.draw, on: &canvas)
        }
    }

    /// The view's box with its text (labels, fields, text views, buttons).
    private func drawBox<Canvas: SVGCanvas>(_ measurement: TextMeasurement, on canvas: inout Canvas) {
        let m = measurement
        let insets = m.slot.effectiveInsets
        let frame = m.slot.textFrame
        let boxWidth = m.slot.width
        let boxHeight = max(m.height, m.lineHeight)  // an empty label is still drawn one line tall
        let captionHeight = caption == nil ? 0.0 : 18.0
        let originX = margin
        let originY = margin + captionHeight

        // The hidden remainder (after a tail ellipsis, a clipped line or the line limit),
        // wrapped with no line limit. Head and middle truncation hide text inside the line.
        var ghost: [LayoutLine] = []
        if !m.fits, let last = m.lines.last, last.truncation == nil || last.truncation == .tail {
            var request = m.layout.request
            request.numberOfLines = 0
            request.lineBreakMode = .wordWrapping
            var from = last.truncation == .tail || last.isClipped ? last.leading.upperBound : last.trailing.upperBound
            while from < m.prepared.unitCount && m.prepared.unitFlags[from].contains(.whitespace) { from += 1 }
            if from < m.prepared.unitCount {
                ghost = m.prepared.layout(request, fromUnit: from).lines
            }
        }
        let ghostHeight = ghost.reduce(0) { $0 + $1.height }
        let totalWidth = max(boxWidth, m.layout.metrics.width + insets.horizontal) + 2 * margin
        let totalHeight = originY + max(boxHeight, m.layout.metrics.height + insets.vertical) + ghostHeight + margin
        canvas.begin(width: totalWidth, height: totalHeight, title: m.visibleText)

        let ok = m.fits && m.missingCharacters.isEmpty
        canvas.markup("<rect x=\"\(n(originX))\" y=\"\(n(originY))\" width=\"\(n(boxWidth))\" height=\"\(n(boxHeight))\" fill=\"\(ok ? "#f4f8ff" : "#fff4f4")\" stroke=\"\(ok ? "#3b82f6" : "#dc2626")\" stroke-width=\"1\" stroke-dasharray=\"4 2\"/>\n")
        if let caption {
            canvas.markup("<text x=\"\(n(originX))\" y=\"\(n(margin + 12))\" font-family=\"sans-serif\" font-size=\"11\" fill=\"#555\">\(xmlEscaped(caption))</text>\n")
        }

        let textLeft = originX + frame.left
        let textWidth = frame.width
        var y = originY + insets.top
        for line in m.lines {
            drawLine(line, measurement: m, left: textLeft, width: textWidth, top: y, color: "#111", prefix: idPrefix, on: &canvas)
            y += line.height
        }
        y = originY + max(boxHeight, m.layout.metrics.height + insets.vertical)
        for line in ghost {
            drawLine(line, measurement: m, left: textLeft, width: textWidth, top: y, color: "#dc2626\" fill-opacity=\"0.35", prefix: idPrefix, on: &canvas)
            y += line.height
        }
        canvas.end()
    }

    /// One line: its pieces (runs cut to the shown units, plus the ellipsis) in visual order.
    /// Glyph ids start with `prefix`, which must differ between measurements drawn together
    /// (their font slots number different fonts).
    func drawLine<Canvas: SVGCanvas>(
        _ line: LayoutLine, measurement m: TextMeasurement, left: Double, width: Double, top: Double,
        color: String, prefix: String, on canvas: inout Canvas
    ) {
        let p = m.prepared
        let size = m.pointSize
        let tracking = m.layout.request.tracking
        // The primary font's advances as layout widens them (the stand-in's calibration).
        let factors = m.layout.request.widthFactors
        func factor(_ unit: Int32) -> Double {
            let group = p.unitFlags[Int(unit)].calibrationGroup
            return group == 0 ? 1 : CalibratedScript(rawValue: group).map { factors[$0] } ?? 1
        }
        let ellipsisFactor = CalibratedScript(rawValue: Int(p.storage.calibration.dominantGroup)).map { factors[$0] } ?? 1
        var pieces: [(piece: LinePiece, level: UInt8)] = []
        let baseLevel: UInt8 = p.isRightToLeft ? 1 : 0
        func addRuns(_ units: Range<Int>) {
            for (index, run) in p.runs.enumerated() {
                let lo = max(run.units.lowerBound, units.lowerBound), hi = min(run.units.upperBound, units.upperBound)
                if lo < hi { pieces.append((.run(index, lo..<hi), run.level)) }
            }
        }
        switch line.truncation {
        case .head:
            pieces.append((.ellipsis, baseLevel))
            addRuns(line.trailing)
        case .middle:
            addRuns(line.leading)
            pieces.append((.ellipsis, baseLevel))
            addRuns(line.trailing)
        case .tail:
            addRuns(line.leading)
            pieces.append((.ellipsis, baseLevel))
        case nil:
            addRuns(line.leading)
        }
        // Rule L2 over the pieces' levels (ICU's ubidi_reorderVisual).
        var order = Array(0..<pieces.count)
        if pieces.contains(where: { $0.level != 0 }) {
            var levels = pieces.map(\.level)
            var map = [Int32](repeating: 0, count: pieces.count)
            if tfu_bidi_reorder_visual(&levels, Int32(levels.count), &map) <= 0 {
                order = map.map(Int.init)
            }
        }

        let baseline = top + line.height + p.descenderEm(forLine: line) * size
        var x = p.isRightToLeft ? left + width - line.width : left
        canvas.markup("<g fill=\"\(color)\">\n")
        for index in order {
            switch pieces[index].piece {
            case .ellipsis:
                let font = p.fonts[0]
                if p.ellipsisGlyph != 0 {
                    canvas.glyph(p.ellipsisGlyph, of: font, id: GlyphID(prefix: prefix, fontIndex: 0),
                                 x: x, y: baseline, scale: size / Double(font.metrics.unitsPerEm))
                }
                x += Double(p.ellipsisAdvanceEm) * size * ellipsisFactor + tracking
            case .run(let runIndex, let units):
                let run = p.runs[runIndex]
                let font = p.fonts[Int(run.font)]
                let k = size / Double(font.metrics.unitsPerEm)
                let id = GlyphID(prefix: prefix, fontIndex: Int(run.font))
                var previousUnit: Int32 = -1
                for g in p.glyphs[run.glyphs] where units.contains(Int(g.unit)) {
                    if previousUnit != -1 && g.unit != previousUnit && p.unitFlags[Int(previousUnit)].contains(.tracked) {
                        x += tracking
                    }
                    previousUnit = g.unit
                    let drawn = canvas.glyph(g.glyph, of: font, id: id, x: x + Double(g.xOffset) * k, y: baseline - Double(g.yOffset) * k, scale: k)
                    if !drawn && g.advance > 0 && p.unitFlags[Int(g.unit)].contains(.missingGlyph) == false
                                && !p.unitFlags[Int(g.unit)].contains(.whitespace) {
                        // A colour-bitmap glyph (emoji): a rounded placeholder of its size.
                        canvas.markup("<rect x=\"\(n(x))\" y=\"\(n(baseline - 0.8 * size))\" width=\"\(n(Double(g.advance) * k))\" height=\"\(n(size))\" rx=\"\(n(size / 5))\" fill-opacity=\"0.25\"/>\n")
                    }
                    x += Double(g.advance) * k * factor(g.unit)
                }
                if previousUnit != -1 && p.unitFlags[Int(previousUnit)].contains(.tracked) { x += tracking }
            }
        }
        canvas.markup("</g>\n")
    }

    /// A coordinate as the drawings write it (see `svgNumber`).
    func n(_ value: Double, _ digits: Int = 3) -> String { svgNumber(value, digits) }
}

/// A piece of a drawn line: part of a shaped run, or the ellipsis.
private enum LinePiece {
    case run(Int, Range<Int>), ellipsis
}

extension PreparedText {
    /// How far the bottom of a line's box lies below its baseline, in em (negative): that of
    /// the tallest font on the line, so the tallest font's ascender meets the line's top.
    ///
    /// The line gap (UIKit's `leading`) counts below the baseline. The primary font's values are
    /// the profile's (Apple's SF Pro metrics for the system profile).
    func descenderEm(forLine line: LayoutLine) -> Double {
        var tallest = 0
        for range in [line.leading, line.trailing] {
            for unit in range where lineHeightsEm[Int(unitFonts[unit])] > lineHeightsEm[tallest] {
                tallest = Int(unitFonts[unit])
            }
        }
        return ascendersEm[tallest] - lineHeightsEm[tallest]
    }
}
