import FitCheck
import Foundation
import TextFormatting
import TextMeasure
import TextStyles

/// The text and JSON outputs of `typefit measure --platform android`: the iOS measure's shape,
/// per font scale instead of per category, with the sp -> px conversion and lengths in dp.
enum AndroidMeasureOutput {
    /// `1.3 (130%)`, as check's findings name a scale in prose.
    static func scaleName(_ scale: Double) -> String {
        "\(SizeSetting.formatScale(scale)) (\(Int((scale * 100).rounded()))%)"
    }

    /// `1.3x`, as JSON reports and baselines name it.
    static func scaleKey(_ scale: Double) -> String { SizeSetting.fontScale(scale).name }

    /// `TextView, 328 dp wide, unlimited lines, clipping, @3x`.
    static func slotDescription(_ request: AndroidMeasureRequest, _ m: TextMeasurement) -> String {
        let slot = m.slot
        var parts = [request.widget.rawValue, "\(NumberText.short(slot.width)) dp wide"]
        parts.append("\(slot.numberOfLines == 0 ? "unlimited" : String(slot.numberOfLines)) line\(slot.numberOfLines == 1 ? "" : "s"), \(slot.lineBreakMode.name)")
        if let autoSize = request.slot.android.autoSize {
            parts.append("autosize \(NumberText.short(autoSize.lowerBound))-\(NumberText.short(autoSize.upperBound)) sp")
        }
        parts.append("@\(request.density)x")
        return parts.joined(separator: ", ")
    }

    /// `14 sp -> 42 px = 14 dp` (sizes of the scale's conversion, then the device pixel).
    static func sizeText(_ row: AndroidScaleMeasurement) -> String {
        let m = row.measurement
        var text = "\(NumberText.short(row.sp, decimals: 2)) sp -> \(row.textSizePx) px = \(NumberText.short(Double(row.textSizePx) / Double(row.density), decimals: 4)) dp"
        if m.shrinkScale != nil { text += " (autosized to \(NumberText.short(m.pointSize, decimals: 4)) dp)" }
        return text
    }

    static func text(_ rows: [AndroidScaleMeasurement], request: AndroidMeasureRequest, reporter: Reporter) -> String {
        guard let first = rows.first else { return "" }
        var lines: [String] = []
        lines.append(reporter.styled(JSONValue.quoted(request.text), .bold))
        if request.measuredText != request.text { lines.append("sampled " + JSONValue.quoted(request.measuredText)) }
        lines.append("slot    " + slotDescription(request, first.measurement))
        lines.append("style   \(request.slot.style.name) (Android), \(request.language), \(request.scaling.rawValue) font scaling")
        lines.append("font    \(Set(rows.flatMap { $0.measurement.fontFiles.map(MeasureOutput.fileName) }).sorted().joined(separator: ", "))")
        if rows.count == 1 && !request.allScales {
            let m = first.measurement
            lines.append("scale   \(scaleName(first.fontScale))")
            lines.append("size    \(sizeText(first)), line height \(NumberText.short(m.lineHeight, decimals: 4)) dp")
            lines.append("result  " + reporter.styled(MeasureOutput.verdict(m), MeasureOutput.fitsCompletely(m) ? .bold : .red))
            lines += MeasureOutput.layoutLines(m, unit: "dp", reporter: reporter)
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("")
        let header = ["Scale", "sp", "px", "Size", "Line", "Width", "Height", "Lines", "Result", "Shows"]
        let cells = rows.map { row -> [String] in
            let m = row.measurement
            return [
                scaleName(row.fontScale), NumberText.short(row.sp, decimals: 2), String(row.textSizePx),
                NumberText.short(m.pointSize, decimals: 2), NumberText.short(m.lineHeight, decimals: 2),
                NumberText.short(m.width, decimals: 2), NumberText.short(m.height, decimals: 2),
                "\(m.lineCount)" + (m.neededLineCount > m.lineCount ? "/\(m.neededLineCount)" : ""),
                MeasureOutput.verdict(m), JSONValue.quoted(m.visibleText),
            ]
        }
        let widths = header.indices.map { c in ([header] + cells).map { $0[c].count }.max() ?? 0 }
        func row(_ fields: [String]) -> String {
            fields.enumerated().map { c, text in
                let pad = String(repeating: " ", count: widths[c] - text.count)
                return (1...7).contains(c) ? pad + text : text + pad
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        lines.append(reporter.styled(row(header), .bold))
        lines += cells.map(row)
        lines.append("")
        lines.append("Size, Line, Width and Height in dp; px at \(request.density) px per dp.")
        if let failing = rows.first(where: { !MeasureOutput.fitsCompletely($0.measurement) }) {
            lines.append(reporter.styled("First font scale that does not fit: \(scaleName(failing.fontScale)) (\(MeasureOutput.verdict(failing.measurement)))", .red))
        } else {
            lines.append("Fits at every font scale.")
        }
        for note in Array(Set(rows.flatMap { $0.measurement.notes })).sorted() { lines.append(reporter.styled("note: " + note, .dim)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One scale's measurement: the iOS measure's fields (lengths in dp) after the scale and
    /// its sizes; no category and no error band (Roboto's own widths).
    static func rowJSON(_ row: AndroidScaleMeasurement) -> JSONValue {
        let dropped: Set<String> = ["category", "errorBand", "band", "borderline", "component"]
        guard case .object(let fields) = MeasureOutput.measurementJSON(row.measurement, category: nil, percentile: .p95) else { return .null }
        return .object([
            ("fontScale", .precise(row.fontScale)), ("fontScaleName", .string(scaleKey(row.fontScale))),
            ("sp", .precise(row.sp)), ("textSizePx", .integer(row.textSizePx)),
        ] + fields.filter { !dropped.contains($0.0) })
    }

    static func json(_ rows: [AndroidScaleMeasurement], request: AndroidMeasureRequest) -> String {
        let sampled: [(String, JSONValue)] = request.measuredText == request.text ? [] : [("measuredText", .string(request.measuredText))]
        let firstFailing = rows.first { !MeasureOutput.fitsCompletely($0.measurement) }
        return JSONValue.object([("text", .string(request.text))] + sampled + [
            ("platform", .string("android")),
            ("widget", .string(request.widget.rawValue)),
            ("style", .string(request.slot.style.name)),
            ("fontScaling", .string(request.scaling.rawValue)),
            ("density", .integer(request.density)),
            ("results", .array(rows.map(rowJSON))),
            ("firstFailingFontScale", firstFailing.map { .precise($0.fontScale) } ?? .null),
        ]).rendered() + "\n"
    }
}
