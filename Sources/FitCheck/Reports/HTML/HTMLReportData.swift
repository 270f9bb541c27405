import TextFormatting
import TextStyles

/// The findings of the HTML report as data for its script (`<script type="application/json">`):
/// key groups in report order, their entries and findings, and the drawings, encoded by
/// `DrawingEncoder`. Written as a stream; strings repeated on many rows (locales, files, slots,
/// fonts) are stored once in tables and referred to by number.
///
/// Every string is JSON-quoted with `<`, `>` and `&` as `\u` escapes, so no catalog text can end
/// the script element; the page puts catalog text into the document with `textContent` only.
struct HTMLReportData {
    let triage: Triage

    /// Entry rows, in order: `[locale, variant, file, line, first failing category (-1: none),
    /// text, slot, font, findings, drawings, where the slot came from]`; a finding is `[kind, severity, first category,
    /// categories, what the user sees, baseline tag, borderline tag]`; numbers refer to the tables. The group and
    /// catalog rows are described in `write`.
    func write(to output: ReportOutput) {
        let result = triage.result
        var locales = StringTable(), files = StringTable(), slots = StringTable(), fonts = StringTable(), origins = StringTable()
        var encoder = DrawingEncoder()
        output.write("<script type=\"application/json\" id=\"report-data\">{\n")
        output.write("\"categories\": \(strings(result.categories.map { $0.columnName(on: result.platform) })),\n")
        output.write("\"kinds\": \(strings(FindingKind.allCases.map(\.rawValue))),\n\"kindTitles\": \(strings(FindingKind.allCases.map(\.title))),\n")
        output.write("\"severities\": \(strings(Severity.allCases.map(\.rawValue))),\n\"hasBaseline\": \(triage.baseline != nil),\n")
        output.write("\"counts\": {\"shown\": \(triage.counts.shown), \"entries\": \(triage.counts.shownEntries), \"keys\": \(triage.counts.shownKeys)},\n")
        // Groups: [key, worst severity, first entry row, entry rows].
        output.write("\"groups\": [")
        var row = 0
        for (g, group) in triage.groups.enumerated() {
            output.write((g == 0 ? "\n" : ",\n") + "[\(scriptQuoted(group.key)), \(severityNumber(group.rank.severity)), \(row), \(group.entries.count)]")
            row += group.entries.count
        }
        // The drawings first, written as they are encoded (not held until the end), numbered in
        // the order the entries below count them.
        output.write("],\n\"drawings\": [")
        var drawingCount = 0
        for group in triage.groups {
            for item in group.entries {
                for drawing in Self.drawings(of: item) {
                    output.write((drawingCount == 0 ? "\n\"" : ",\n\"") + encoder.encode(drawing) + "\"")
                    drawingCount += 1
                }
            }
        }
        output.write("],\n\"entries\": [")
        row = 0
        drawingCount = 0
        for group in triage.groups {
            for item in group.entries {
                let entry = item.entry
                let count = Self.drawings(of: item).count
                let pictures = Array(drawingCount..<drawingCount + count)
                drawingCount += count
                let findings = item.findings.map { shown -> String in
                    let f = shown.finding
                    return "[\(FindingKind.allCases.firstIndex(of: f.kind)!), \(severityNumber(f.severity)), \(categoryNumber(f.firstCategory)), "
                        + "\(scriptQuoted(f.categorySummary)), \(scriptQuoted(ReportSummary.whatTheUserSees(f))), \(scriptQuoted(ReportSummary.baselineTag(shown.baseline, platform: shown.finding.platform) ?? "")), "
                        + "\(scriptQuoted(ReportSummary.borderlineTag(f) ?? ""))]"
                }
                output.write((row == 0 ? "\n[" : ",\n[") + "\(locales.number(entry.locale)), \(scriptQuoted(entry.variantDescription)), "
                             + "\(files.number(entry.location.file)), \(entry.location.line), \(categoryNumber(entry.firstFailingCategory)), "
                             + "\(scriptQuoted(entry.text)), \(slots.number(entry.slotSummary)), \(fonts.number(entry.font)), "
                             + "[\(findings.joined(separator: ", "))], \(pictures), \(origins.number(entry.slotOrigin.description))]")
                row += 1
            }
        }
        // Catalog issues: [file, line, severity, message, key, baseline tag].
        output.write("],\n\"catalog\": [")
        for (i, shown) in triage.catalogFindings.enumerated() {
            let f = shown.finding
            output.write((i == 0 ? "\n[" : ",\n[") + "\(files.number(f.location.file)), \(f.location.line), \(severityNumber(f.severity)), "
                         + "\(scriptQuoted(f.message)), \(scriptQuoted(f.key ?? "")), \(scriptQuoted(ReportSummary.baselineTag(shown.baseline, platform: shown.finding.platform) ?? ""))]")
        }
        output.write("],\n\"outlines\": [")
        for (i, outline) in encoder.outlines.enumerated() { output.write((i == 0 ? "\n" : ",\n") + scriptQuoted(outline)) }
        output.write("],\n\"markup\": \(strings(encoder.markup)),\n\"scales\": [\(encoder.scales.map { "\($0)" }.joined(separator: ", "))],\n")
        output.write("\"locales\": \(strings(locales.values)),\n\"files\": \(strings(files.values)),\n")
        output.write("\"slots\": \(strings(slots.values)),\n\"fonts\": \(strings(fonts.values)),\n\"origins\": \(strings(origins.values))\n}</script>\n")
    }

    /// The drawings of an entry's shown findings, one per category (two findings from one
    /// category share it).
    private static func drawings(of item: TriagedEntry) -> [Drawing] {
        var seen: Set<ContentSizeCategory> = []
        var drawings: [Drawing] = []
        for shown in item.findings {
            for picture in shown.finding.pictures where seen.insert(picture.category).inserted { drawings.append(picture.drawing) }
        }
        return drawings
    }

    private func severityNumber(_ severity: Severity) -> Int { Severity.allCases.firstIndex(of: severity)! }

    private func categoryNumber(_ category: ContentSizeCategory?) -> Int {
        category.flatMap { triage.result.categories.firstIndex(of: $0) } ?? -1
    }

    private func strings(_ values: [String]) -> String { "[" + values.map(scriptQuoted).joined(separator: ", ") + "]" }
}
