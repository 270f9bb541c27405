import TextStyles
import Foundation
import TextFormatting

/// SARIF 2.1.0 for code scanning: a rule per finding kind, each shown finding a result at its
/// catalog file and line, most urgent first.
///
/// Levels: failing severity is `error`, warnings `warning`, info `note`. Relative paths stay
/// relative (GitHub resolves them against the repository root). Against a baseline, results
/// carry SARIF's `baselineState` (`new`, or `updated` for worse) and the run's properties the
/// four counts; unchanged findings are suppressed and only counted. The run's properties also
/// carry the totals and the notes (the result's assumptions, the spec's unused rules).
public struct SARIFReportWriter: ReportWriter {
    /// A writer (it has no settings).
    public init() {}

    /// Writes the report of `triage`.
    public func write(_ triage: Triage, to output: ReportOutput) {
        output.write("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n  \"runs\": [{\n")
        output.write("    \"tool\": {\"driver\": {\"name\": \"TypeFit\", \"rules\": [\n")
        let rules = FindingKind.allCases.map { kind in
            "      " + JSONText.object([
                "id": JSONText.string(kind.rawValue),
                "name": JSONText.string(kind.title.replacingOccurrences(of: " ", with: "")),
                "shortDescription": JSONText.object(["text": JSONText.string(kind.title)]),
                "fullDescription": JSONText.object(["text": JSONText.string(kind.explanation)]),
                "defaultConfiguration": JSONText.object(["level": JSONText.string(kind == .shrunk || kind == .catalogIssue ? "warning" : "error")]),
            ])
        }
        output.write(rules.joined(separator: ",\n") + "\n    ]}},\n    \"results\": [")
        var first = true
        func emit(_ shown: TriagedFinding) {
            output.write(first ? "\n      " : ",\n      ")
            var line = result(shown)
            line.write(to: output)
            first = false
        }
        for group in triage.groups {
            for entry in group.entries { entry.findings.forEach(emit) }
        }
        triage.catalogFindings.forEach(emit)
        output.write(first ? "],\n" : "\n    ],\n")
        output.write("    \"properties\": \(runProperties(triage))\n  }]\n}\n")
    }

    private func result(_ shown: TriagedFinding) -> JSONLine {
        let finding = shown.finding
        var properties = JSONLine()
        properties.strings("categories", finding.categories.map { $0.columnName(on: finding.platform) })
        properties.string("key", finding.key)
        properties.string("locale", finding.locale)
        properties.string("variant", finding.variant)
        properties.string("visibleText", finding.visibleText)
        properties.string("sourceText", finding.sourceText)
        properties.raw("shrinkScale", finding.shrinkScale.map(JSONText.number))
        properties.string("catalogIssueKind", finding.catalogIssueKind?.rawValue)
        properties.string("recordedCategory", shown.baseline?.recordedCategory?.columnName(on: shown.finding.platform))
        properties.raw("margin", finding.margin.map(JSONText.number))
        properties.raw("band", finding.band.map(JSONText.number))
        properties.raw("borderline", finding.margin == nil ? nil : String(finding.isBorderline))
        if let origin = finding.from {
            properties.string("from", origin.from)
            properties.string("slotSource", origin.source.rawValue)
            properties.string("confidence", origin.confidence)
            if origin.inferredFrom != nil { properties.string("rule", origin.specLocation) }
        }
        var text = finding.message
        if let key = finding.key {
            text = "\(key)" + (finding.locale.map { " [\($0)]" } ?? "") + ": " + text
        }
        let fingerprint = [finding.kind.rawValue, finding.key ?? "", finding.locale ?? "", finding.variant ?? "",
                           finding.catalogIssueKind?.rawValue ?? "", finding.key == nil ? finding.message : ""].joined(separator: "|")
        var region = JSONLine(capacity: 48)
        region.int("startLine", max(1, finding.location.line))
        region.int("startColumn", finding.location.column.map { max(1, $0) })
        var result = JSONLine(capacity: 512)
        result.string("ruleId", finding.kind.rawValue)
        result.int("ruleIndex", FindingKind.allCases.firstIndex(of: finding.kind)!)
        result.string("level", level(finding.severity))
        result.raw("message", "{\"text\":" + JSONText.string(text) + "}")
        result.raw("locations", "[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":" + JSONText.string(sarifURI(finding.location.file)) + "},\"region\":" + region.json + "}}]")
        result.raw("partialFingerprints", "{\"typefitFinding/v1\":" + JSONText.string(fingerprint) + "}")
        result.string("baselineState", shown.baseline.map { $0.status == .worse ? "updated" : $0.status.rawValue })
        result.object("properties", properties)
        return result
    }

    private func runProperties(_ triage: Triage) -> String {
        let t = triage.result.totals
        return JSONText.object([
            "platform": JSONText.string(triage.result.platform.rawValue),
            "categories": JSONText.strings(triage.result.categories.map { $0.columnName(on: triage.result.platform) }),
            "exitStatus": "\(triage.exitStatus.rawValue)",
            "totals": JSONText.object([
                "entriesRead": "\(t.entriesRead)", "checked": "\(t.checked)", "fitting": "\(t.fitting)",
                "withFindings": "\(t.withFindings)", "skipped": "\(t.skipped)", "findings": "\(t.findings)",
                "findingsShown": "\(triage.counts.shown)", "filteredOut": "\(triage.counts.filteredOut)",
                "suppressed": "\(triage.counts.suppressed)", "borderlineMeasurements": "\(t.borderlineMeasurements)",
                "borderlineFailures": "\(t.borderlineFailures)", "borderlineFindings": "\(t.borderlineFindings)",
            ]),
            "notes": triage.result.notes.isEmpty ? nil : JSONText.strings(triage.result.notes),
            "fontsUsed": "[" + triage.result.fonts.map(JSONReportWriter.fontUse).joined(separator: ",") + "]",
            "entriesOnFontconfigFonts": "\(triage.result.entriesOnFontconfigFonts)",
            "filter": triage.filter.isFiltering ? JSONText.string(triage.filter.description) : nil,
            "baseline": triage.baseline.map { b in
                JSONText.object(["file": JSONText.string(b.path), "new": "\(b.new)", "worse": "\(b.worse)",
                                 "unchanged": "\(b.unchanged)", "fixed": "\(b.fixed.count)"])
            },
        ])
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
