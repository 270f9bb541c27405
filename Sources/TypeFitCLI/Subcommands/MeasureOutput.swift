import FitCheck
import Foundation
import TextFormatting
import TextMeasure
import TextStyles

/// The three outputs of `typefit measure`.
enum MeasureOutput {
    typealias Row = (category: ContentSizeCategory?, measurement: TextMeasurement)

    /// What went wrong, in words: `truncated`, `wraps to 3 lines (1 allowed)`, `shrunk to 0.78`.
    static func verdict(_ m: TextMeasurement) -> String {
        var parts: [String] = []
        switch m.adaptation {
        case .largeContentViewer: parts.append("does not fit the bar; the Large Content Viewer shows it")
        case .genericBackTitle: parts.append("too wide: the back button shows \(JSONValue.quoted(m.visibleText))")
        case .chevronOnly: parts.append("too wide: the back button shows only its chevron")
        case .overflow: parts.append("the items overflow the bar (\(NumberText.short(m.summary.neededWidth ?? 0, decimals: 2)) pt together)")
        case .stacked: parts.append("stacked")
        case nil: break
        }
        if m.isTruncated { parts.append("truncated") }
        if m.neededLineCount > m.lineCount && !m.isTruncated {
            parts.append("wraps to \(m.neededLineCount) lines (\(m.slot.numberOfLines) allowed)")
        } else if m.isClipped && !m.isTruncated {
            parts.append("clipped")
        }
        if m.exceedsMaximumHeight { parts.append("taller than \(NumberText.short(m.slot.maximumHeight ?? 0)) pt") }
        if !m.missingCharacters.isEmpty { parts.append("missing glyphs") }
        if parts.isEmpty || parts == ["stacked"] {
            let layout = parts.isEmpty ? "" : ", stacked"
            if let scale = m.shrinkScale { return "fits\(layout), shrunk to \(NumberText.scale(scale))" }
            return "fits\(layout)"
        }
        if let scale = m.shrinkScale { parts.append("even shrunk to \(NumberText.scale(scale))") }
        return parts.joined(separator: ", ")
    }

    static func fileName(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

    /// Whether `m` shows all of its text in its slot, as `check` counts it: it fits (shrunk or
    /// not, stacked or not), every character has a glyph, and its component did not put
    /// something else in its place (a back button's "Back" or chevron, the Large Content Viewer,
    /// items that overflow their bar). The measure command's exit status and "first that does
    /// not fit".
    /// One measurement's view, what it shows, its lines, missing characters and notes, in
    /// `unit` (pt on iOS, dp on Android).
    static func layoutLines(_ m: TextMeasurement, unit: String, reporter: Reporter) -> [String] {
        var lines = ["view    \(NumberText.short(m.width, decimals: 4)) x \(NumberText.short(m.height, decimals: 4)) \(unit) (text \(NumberText.short(m.textWidth, decimals: 4)) x \(NumberText.short(m.textHeight, decimals: 4)))",
                     "shows   \(JSONValue.quoted(m.visibleText))"]
        for (index, line) in m.lines.enumerated() {
            lines.append(String(format: "line %-3d", index + 1) + "\(NumberText.short(line.width, decimals: 3)) \(unit)  \(JSONValue.quoted(line.text))")
        }
        if !m.missingCharacters.isEmpty {
            lines.append("missing " + m.missingCharacters.map { String(format: "U+%04X", $0.value) + " " + String($0) }.joined(separator: ", "))
        }
        for note in m.notes { lines.append(reporter.styled("note    " + note, .dim)) }
        return lines
    }

    static func fitsCompletely(_ m: TextMeasurement) -> Bool {
        guard m.fits, m.missingCharacters.isEmpty else { return false }
        switch m.adaptation {
        case .genericBackTitle, .chevronOnly, .largeContentViewer, .overflow: return false
        case .stacked, nil: return true
        }
    }

    /// The band `m`'s margin is compared with, at `percentile`; nil when it has none.
    static func band(_ m: TextMeasurement, _ percentile: BandPercentile) -> Double? { m.errorBand?[percentile] }

    /// Whether `m` is borderline: its margin is inside the stand-in's error band.
    static func isBorderline(_ m: TextMeasurement, _ percentile: BandPercentile) -> Bool {
        band(m, percentile).map { m.margin < $0 } ?? false
    }

    /// `0.93% (borderline: within the stand-in font's error (p95 2.24%): check with SF Pro)`,
    /// `4.1% (stand-in error band p95 2.24%)`, `3% (the font's own widths: no error band)`.
    static func marginText(_ m: TextMeasurement, _ percentile: BandPercentile) -> String {
        let margin = BorderlineRule.marginText(m.margin)
        guard let band = band(m, percentile) else {
            if m.font.errorBands == nil { return "\(margin) (the font's own widths: no error band)" }
            return "\(margin) (no error band: the text is in no calibrated script)"
        }
        if m.margin < band { return "\(margin) (borderline: \(BorderlineRule.note(band: band, percentile: percentile)))" }
        return "\(margin) (stand-in error band \(percentile.rawValue) \(NumberText.short(band, decimals: 2))%)"
    }

    /// `label, 200 pt wide, 2 lines, word, @3x`; for the other components their settings and
    /// the texts beside them: `tabItem, 375 pt wide, 5 items, @3x`.
    static func slotDescription(_ slot: Slot) -> String {
        var parts = [slot.component.rawValue, "\(NumberText.short(slot.width)) pt wide"]
        if case .slot = slot.component.definition.lines {
            parts.append("\(slot.numberOfLines == 0 ? "unlimited" : String(slot.numberOfLines)) line\(slot.numberOfLines == 1 ? "" : "s"), \(slot.lineBreakMode.name)")
            if slot.minimumScaleFactor > 0 { parts.append("shrinks to \(NumberText.short(slot.minimumScaleFactor))") }
        }
        let o = slot.options
        if let count = o.itemCount { parts.append("\(count) item\(count == 1 ? "" : "s")") }
        if o.actionSheet == true { parts.append("action sheet") }
        if let style = o.cellStyle { parts.append(style.rawValue) }
        if let accessory = o.accessory, accessory != .none { parts.append(accessory.rawValue) }
        if let stacked = o.stacked { parts.append(stacked ? "stacked" : "side by side") }
        let n = slot.neighbors
        func quoted(_ texts: [NeighborText]) -> String { texts.map { JSONValue.quoted($0.text) }.joined(separator: " ") }
        if !n.leadingTitles.isEmpty { parts.append("leading \(quoted(n.leadingTitles))") }
        if !n.trailingTitles.isEmpty { parts.append("trailing \(quoted(n.trailingTitles))") }
        if let back = n.backTitle { parts.append("back \(JSONValue.quoted(back))") }
        if let title = n.title { parts.append("title \(JSONValue.quoted(title))") }
        if !n.others.isEmpty { parts.append("with \(quoted(n.others))") }
        parts.append("@\(slot.displayScale)x")
        return parts.joined(separator: ", ")
    }

    // MARK: text

    static func text(_ rows: [Row], request: MeasureRequest, reporter: Reporter) -> String {
        guard let first = rows.first else { return "" }
        var lines: [String] = []
        lines.append(reporter.styled(JSONValue.quoted(request.text), .bold))
        if request.measuredText != request.text { lines.append("sampled " + JSONValue.quoted(request.measuredText)) }
        lines.append("slot    " + slotDescription(request.slot))
        let fontNames = first.measurement.fontFiles.map(fileName).joined(separator: ", ")
        let definition = request.slot.component.definition
        let rule = definition.dynamicType(with: request.slot.options)
        let styleText: String
        if case .textStyle = rule {
            styleText = request.customFont == nil ? "\(request.style.name) (\(request.platform.displayName))" : request.style.name
        } else {
            let size = NumberText.short(request.fixedSize ?? definition.font.size ?? 17)
            styleText = "\(size) pt at Large, \(rule.summary)"
        }
        lines.append("style   \(styleText), \(request.language)")

        if rows.count == 1 {
            let m = first.measurement
            lines.append("font    \(fontNames)")
            lines.append("size    \(NumberText.short(m.pointSize, decimals: 4)) pt" + (m.shrinkScale != nil ? " (shrunk from \(NumberText.short(m.requestedPointSize)) pt)" : "")
                + ", line height \(NumberText.short(m.lineHeight, decimals: 4)) pt, tracking \(NumberText.short(m.font.tracking, decimals: 4)) pt")
            let status = verdict(m)
            lines.append("result  " + reporter.styled(status, m.fits && m.missingCharacters.isEmpty ? .bold : .red))
            lines.append("margin  " + marginText(m, request.band))
            lines += layoutLines(m, unit: "pt", reporter: reporter)
            return lines.joined(separator: "\n") + "\n"
        }

        lines.append("font    \(Set(rows.flatMap { $0.measurement.fontFiles.map(fileName) }).sorted().joined(separator: ", "))")
        lines.append("")
        let header = ["Category", "Size", "Line", "Width", "Height", "Lines", "Margin", "Result", "Shows"]
        let cells = rows.map { row -> [String] in
            let m = row.measurement
            return [
                row.category?.higName ?? "default", NumberText.short(m.pointSize, decimals: 2), NumberText.short(m.lineHeight, decimals: 2),
                NumberText.short(m.width, decimals: 2), NumberText.short(m.height, decimals: 2),
                "\(m.lineCount)" + (m.neededLineCount > m.lineCount ? "/\(m.neededLineCount)" : ""),
                (m.margin >= TextMeasurer.marginCap ? ">=" : "") + NumberText.short(m.margin, decimals: 2) + "%",
                verdict(m) + (isBorderline(m, request.band) ? " (borderline)" : ""), JSONValue.quoted(m.visibleText),
            ]
        }
        let widths = header.indices.map { c in ([header] + cells).map { $0[c].count }.max() ?? 0 }
        func row(_ fields: [String]) -> String {
            fields.enumerated().map { c, text in
                let pad = String(repeating: " ", count: widths[c] - text.count)
                return (1...6).contains(c) ? pad + text : text + pad
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        lines.append(reporter.styled(row(header), .bold))
        lines += cells.map(row)
        lines.append("")
        if let failing = rows.first(where: { !fitsCompletely($0.measurement) }) {
            lines.append(reporter.styled("First category that does not fit: \(failing.category?.higName ?? "default") (\(verdict(failing.measurement)))", .red))
        } else {
            lines.append("Fits at every category.")
        }
        lines.append(bandSentence(rows.map(\.measurement), request.band))
        let notes = Array(Set(rows.flatMap { $0.measurement.notes })).sorted()
        for note in notes { lines.append(reporter.styled("note: " + note, .dim)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line under the table saying what Margin is compared with.
    static func bandSentence(_ ms: [TextMeasurement], _ percentile: BandPercentile) -> String {
        let bands = Set(ms.compactMap { band($0, percentile) })
        let text = "Margin: how much (%) the glyph widths could change before the result does (capped at \(NumberText.short(TextMeasurer.marginCap))%)"
        guard let widest = bands.max() else { return text + "; no error band (the font's own widths)." }
        let range = bands.count == 1 ? "\(NumberText.short(widest, decimals: 2))%" : "\(NumberText.short(bands.min()!, decimals: 2))-\(NumberText.short(widest, decimals: 2))%"
        return text + "; the stand-in font's error band (\(percentile.rawValue)) is \(range): a margin inside it is borderline, check with SF Pro."
    }

    // MARK: json

    static func json(_ rows: [Row], request: MeasureRequest) -> String {
        let results = rows.map { row in measurementJSON(row.measurement, category: row.category, percentile: request.band) }
        // The text with its specifiers replaced by samples, when it differs from the text.
        let sampled: [(String, JSONValue)] = request.measuredText == request.text ? [] : [("measuredText", .string(request.measuredText))]
        if rows.count == 1 && !request.allCategories {
            guard case .object(let fields) = results[0] else { return results[0].rendered() + "\n" }
            return JSONValue.object(sampled + fields).rendered() + "\n"
        }
        let firstFailing = rows.first { !fitsCompletely($0.measurement) }
        return JSONValue.object([("text", .string(request.text))] + sampled + [
            ("style", .string(request.style.name)),
            ("results", .array(results)),
            ("firstFailingCategory", firstFailing.map { .string($0.category?.higName ?? "default") } ?? .null),
        ]).rendered() + "\n"
    }

    static func measurementJSON(_ m: TextMeasurement, category: ContentSizeCategory?, percentile: BandPercentile) -> JSONValue {
        let errorBand = m.errorBand
        return .object([
            ("category", category.map { .string($0.higName) } ?? .null),
            ("component", .string(m.slot.component.rawValue)),
            ("fonts", .array(m.fontFiles.map(JSONValue.string))),
            ("requestedPointSize", .precise(m.requestedPointSize)),
            ("pointSize", .precise(m.pointSize)),
            ("shrinkScale", m.shrinkScale.map(JSONValue.precise) ?? .null),
            ("tracking", .precise(m.font.tracking)),
            ("lineHeight", .precise(m.lineHeight)),
            ("width", .precise(m.width)),
            ("height", .precise(m.height)),
            ("textWidth", .precise(m.textWidth)),
            ("textHeight", .precise(m.textHeight)),
            ("slotWidth", .precise(m.slot.width)),
            ("displayScale", .integer(m.slot.displayScale)),
            ("lineCount", .integer(m.lineCount)),
            ("neededLineCount", .integer(m.neededLineCount)),
            ("fits", .bool(m.fits)),
            ("truncated", .bool(m.isTruncated)),
            ("clipped", .bool(m.isClipped)),
            ("exceedsMaximumHeight", .bool(m.exceedsMaximumHeight)),
            ("adaptation", m.adaptation.map { .string($0.rawValue) } ?? .null),
            ("neededWidth", m.summary.neededWidth.map(JSONValue.precise) ?? .null),
            ("visibleText", .string(m.visibleText)),
            ("lines", .array(m.lines.map { line in
                .object([
                    ("text", .string(line.text)), ("width", .precise(line.width)), ("height", .precise(line.height)),
                    ("truncation", line.truncation.map { .string($0.rawValue) } ?? .null),
                ])
            })),
            ("missingCharacters", .array(m.missingCharacters.map { .string(String($0)) })),
            ("notes", .array(m.notes.map(JSONValue.string))),
            ("margin", .precise(m.margin)),
            ("errorBand", errorBand.map { b in .object([("p50", .precise(b.p50)), ("p95", .precise(b.p95)), ("p99", .precise(b.p99))]) } ?? .null),
            ("band", band(m, percentile).map(JSONValue.precise) ?? .null),
            ("borderline", .bool(isBorderline(m, percentile))),
        ])
    }

    // MARK: svg

    static func svg(_ rows: [Row], request: MeasureRequest) -> String {
        let font: String
        if case .textStyle = request.slot.component.definition.dynamicType(with: request.slot.options) {
            font = request.style.name
        } else {
            font = request.slot.component.rawValue
        }
        if rows.count == 1 {
            let caption = [rows[0].category?.higName, font, request.language].compactMap { $0 }.joined(separator: " · ")
            return SVGRenderer(caption: caption).render(rows[0].measurement)
        }
        // Every category, stacked: each drawing keeps its own glyph ids.
        var y = 0.0
        var width = 0.0
        var body = ""
        for (index, row) in rows.enumerated() {
            let caption = [row.category?.higName, font, verdict(row.measurement)].compactMap { $0 }.joined(separator: " · ")
            let drawing = SVGRenderer(caption: caption, idPrefix: "c\(index)g").render(row.measurement)
            let (w, h) = svgSize(drawing)
            body += "<g transform=\"translate(0 \(NumberText.short(y)))\">\n" + drawing + "</g>\n"
            y += h
            width = max(width, w)
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(NumberText.short(width))\" height=\"\(NumberText.short(y))\" viewBox=\"0 0 \(NumberText.short(width)) \(NumberText.short(y))\">\n" + body + "</svg>\n"
    }

    /// Width and height from an SVG root's attributes.
    private static func svgSize(_ svg: String) -> (Double, Double) {
        func attribute(_ name: String) -> Double {
            guard let range = svg.range(of: " \(name)=\"") else { return 0 }
            let rest = svg[range.upperBound...]
            return Double(rest.prefix { $0 != "\"" }) ?? 0
        }
        return (attribute("width"), attribute("height"))
    }
}
