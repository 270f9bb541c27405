import TextStyles
/// The JSON report, schema version 2 (``JSONReportDocument``), written as a stream: the top
/// level indented, each entry, finding and record on one line.
///
/// It costs time and memory in proportion to the shown findings: fitting entries are counted,
/// and listed compactly (key, locale, file, line) only when `includesFitting`.
public struct JSONReportWriter: ReportWriter {
    /// List the fitting entries too (`--include-fitting`).
    public var includesFitting: Bool

    /// A writer; fitting entries are listed when `includesFitting`.
    public init(includesFitting: Bool = false) {
        self.includesFitting = includesFitting
    }

    /// Writes the report of `triage`.
    public func write(_ triage: Triage, to output: ReportOutput) {
        let result = triage.result
        output.write("{\n  \"schemaVersion\": \(JSONReportDocument.currentSchemaVersion),\n  \"tool\": \"typefit\",\n")
        output.write("  \"platform\": \(JSONText.string(result.platform.rawValue)),\n")
        output.write("  \"categories\": \(JSONText.strings(result.categories.map { $0.columnName(on: result.platform) })),\n")
        if let spec = result.specPath { output.write("  \"spec\": \(JSONText.string(spec)),\n") }
        output.write("  \"files\": \(JSONText.strings(result.files)),\n")
        let notes = result.notes
        output.write("  \"notes\": \(JSONText.strings(notes)),\n")
        let noteNumbers = Dictionary(notes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        output.write("  \"exitStatus\": \(triage.exitStatus.rawValue),\n")
        if triage.filter.isFiltering {
            let filter = triage.filter
            let kinds = filter.kinds.map { kinds in JSONText.strings(FindingKind.allCases.filter(kinds.contains).map(\.rawValue)) }
            output.write("  \"filter\": \(JSONText.object(["kinds": kinds, "minimumSeverity": JSONText.string(filter.minimumSeverity.rawValue)])),\n")
        }
        output.write("  \"totals\": \(totals(triage)),\n")
        let rule = triage.result.borderline
        output.write("  \"borderline\": {\"policy\":\(JSONText.string(rule.policy.rawValue)),\"band\":\(JSONText.string(rule.percentile.rawValue))},\n")
        if let baseline = triage.baseline {
            output.write("  \"baseline\": {\"file\":\(JSONText.string(baseline.path)),\"new\":\(baseline.new),\"worse\":\(baseline.worse),")
            output.write("\"unchanged\":\(baseline.unchanged),\"fixed\":\(baseline.fixed.count),\"fixedFindings\":")
            writeList(baseline.fixed, indent: "    ", to: output) { Self.record($0) }
            output.write("},\n")
        }
        output.write("  \"entries\": ")
        var fonts = StringTable(), origins = StringTable()
        writeObjects(triage.groups.lazy.flatMap(\.entries), to: output) { self.entry($0, platform: result.platform, fonts: &fonts, origins: &origins, notes: noteNumbers) }
        output.write(",\n  \"fontFiles\": \(JSONText.strings(fonts.values))")
        output.write(",\n  \"fontsUsed\": ")
        writeList(result.fonts, to: output) { Self.fontUse($0) }
        output.write(",\n  \"origins\": ")
        writeList(origins.values, to: output) { $0 }
        if includesFitting {
            output.write(",\n  \"fitting\": ")
            writeList(result.entries.lazy.filter(\.fits), to: output) { entry in
                JSONText.object([
                    "key": JSONText.string(entry.key), "locale": JSONText.string(entry.locale),
                    "variant": entry.variant.map { JSONText.string($0.description) },
                    "file": JSONText.string(entry.location.file), "line": "\(entry.location.line)",
                ])
            }
        }
        output.write(",\n  \"skipped\": ")
        writeList(result.skipped, to: output) { skipped in
            JSONText.object([
                "key": JSONText.string(skipped.key), "locale": JSONText.string(skipped.locale),
                "file": JSONText.string(skipped.location.file), "line": "\(skipped.location.line)",
                "reason": JSONText.string(skipped.reason.rawValue),
            ])
        }
        output.write(",\n  \"catalogIssues\": ")
        writeObjects(triage.catalogFindings, to: output) { self.finding($0, inEntry: false) }
        output.write("\n}\n")
    }

    /// `{"file":..., "source":"bundled", "entries":12}`: a font file of the run (``FontUse``).
    static func fontUse(_ font: FontUse) -> String {
        let dependents = font.dependents.isEmpty ? nil : "[" + font.dependents.map { dependent in
            JSONText.object([
                "key": JSONText.string(dependent.key), "locale": JSONText.string(dependent.locale),
                "variant": dependent.variant.map { JSONText.string($0.description) },
                "file": JSONText.string(dependent.location.file), "line": "\(dependent.location.line)",
            ])
        }.joined(separator: ",") + "]"
        return JSONText.object(["file": JSONText.string(font.file), "source": JSONText.string(font.source.rawValue),
                                "entries": "\(font.entries)", "dependents": dependents])
    }

    /// `[` one item a line `]`, items written as they come: `write` writes each after its line's
    /// indent.
    private func writeItems<Items: Sequence>(
        _ items: Items, indent: String = "    ", to output: ReportOutput, writing write: (Items.Element) -> Void
    ) {
        var first = true
        output.write("[")
        for element in items {
            output.write((first ? "\n" : ",\n") + indent)
            write(element)
            first = false
        }
        output.write(first ? "]" : "\n" + indent.dropLast(2) + "]")
    }

    /// `writeItems` of items made as text.
    private func writeList<Items: Sequence>(_ items: Items, indent: String = "    ", to output: ReportOutput, _ item: (Items.Element) -> String) {
        writeItems(items, indent: indent, to: output) { output.write(item($0)) }
    }

    /// `writeItems` of objects made as bytes, each written as its bytes (no string made of it).
    private func writeObjects<Items: Sequence>(_ items: Items, to output: ReportOutput, _ item: (Items.Element) -> JSONLine) {
        writeItems(items, to: output) { element in
            var line = item(element)
            line.write(to: output)
        }
    }

    private func totals(_ triage: Triage) -> String {
        let t = triage.result.totals
        func counts<Key: RawRepresentable>(_ dictionary: [Key: Int]) -> String where Key.RawValue == String {
            JSONText.object(dictionary.map { ($0.key.rawValue, $0.value) }.sorted { $0.0 < $1.0 }.map { ($0.0, Optional("\($0.1)")) })
        }
        return JSONText.object([
            "filesRead": "\(t.filesRead)", "entriesRead": "\(t.entriesRead)", "checked": "\(t.checked)",
            "fitting": "\(t.fitting)", "withFindings": "\(t.withFindings)", "skipped": "\(t.skipped)",
            "skippedByReason": counts(t.skippedByReason), "findings": "\(t.findings)",
            "findingsByKind": counts(t.findingsByKind), "findingsBySeverity": counts(t.findingsBySeverity),
            "catalogIssues": "\(t.catalogIssues)", "inputErrors": "\(t.inputErrors)", "measurements": "\(t.measurements)",
            "borderlineMeasurements": "\(t.borderlineMeasurements)", "borderlineFailures": "\(t.borderlineFailures)",
            "borderlineEntries": "\(t.borderlineEntries)", "borderlineFindings": "\(t.borderlineFindings)",
            "keysChecked": "\(t.keysChecked)",
            "entriesOnFontconfigFonts": "\(triage.result.entriesOnFontconfigFonts)",
            "keysBySlotSource": counts(t.keysBySlotSource),
            "findingsShown": "\(triage.counts.shown)", "findingsFilteredOut": "\(triage.counts.filteredOut)",
            "findingsSuppressed": "\(triage.counts.suppressed)", "entriesShown": "\(triage.counts.shownEntries)",
        ])
    }

    private func entry(_ item: TriagedEntry, platform: Platform, fonts: inout StringTable, origins: inout StringTable, notes: [String: Int]) -> JSONLine {
        let entry = item.entry
        var line = JSONLine(capacity: 1024)
        line.string("key", entry.key)
        line.string("locale", entry.locale)
        line.string("variant", entry.variant?.description)
        line.string("file", entry.location.file)
        line.int("line", entry.location.line)
        line.string("text", entry.text)
        line.string("measuredText", entry.measuredText == entry.text ? nil : entry.measuredText)
        line.string("slot", entry.slotSummary)
        line.int("origin", origins.number(Self.origin(entry.slotOrigin)))
        line.string("font", entry.font)
        line.raw("fonts", "[" + entry.fontFiles.map { String(fonts.number($0)) }.joined(separator: ",") + "]")
        // Notes by number in the top-level `notes`: one is a sentence, repeated on every entry of
        // an uncalibrated script (1.8 MB of the real-app corpus's report written out).
        let numbers = entry.notes.compactMap { notes[$0] }
        if !numbers.isEmpty { line.raw("notes", "[" + numbers.map(String.init).joined(separator: ",") + "]") }
        line.string("firstFailingCategory", entry.firstFailingCategory?.columnName(on: platform))
        var outcomes: [JSONLine] = []
        for o in entry.outcomes where !o.outcome.isFit || o.adaptation != nil {
            var outcome = JSONLine(capacity: 128)
            outcome.string("category", o.category.columnName(on: platform))
            outcome.string("outcome", o.outcome.rawValue)
            if o.outcome != .error {
                outcome.string("visibleText", o.visibleText == entry.measuredText ? nil : o.visibleText)
                outcome.int("neededLines", o.neededLineCount)
            }
            outcome.raw("shrinkScale", o.shrinkScale.map(JSONText.number))
            outcome.string("error", o.errorMessage)
            outcome.string("layout", o.adaptation?.rawValue)
            outcome.string("detail", o.detail)
            if o.isBorderline {  // margins everywhere would add a tenth to the report
                outcome.raw("margin", o.margin.map(JSONText.number))
                outcome.raw("band", o.band.map(JSONText.number))
                outcome.raw("borderline", "true")
            }
            outcomes.append(outcome)
        }
        line.objects("outcomes", outcomes)
        line.objects("findings", item.findings.map { finding($0, inEntry: true) })
        return line
    }

    private func finding(_ shown: TriagedFinding, inEntry: Bool) -> JSONLine {
        let f = shown.finding
        var line = JSONLine()
        line.string("kind", f.kind.rawValue)
        line.string("severity", f.severity.rawValue)
        if !inEntry {
            line.string("key", f.key)
            line.string("locale", f.locale)
            line.string("variant", f.variant)
            line.string("file", f.location.file)
            line.int("line", f.location.line)
            line.int("column", f.location.column)
        }
        line.strings("categories", f.categories.map { $0.columnName(on: f.platform) })
        line.string("message", f.message)
        line.string("visibleText", f.visibleText)
        line.string("sourceText", f.sourceText)
        line.raw("shrinkScale", f.shrinkScale.map(JSONText.number))
        line.int("neededLines", f.neededLines)
        line.int("allowedLines", f.allowedLines)
        if !f.missingCharacters.isEmpty { line.strings("missingCharacters", f.missingCharacters.map(codePointName)) }
        line.string("catalogIssueKind", f.catalogIssueKind?.rawValue)
        if !inEntry, let origin = f.from {  // an entry's findings share its origin
            line.string("from", origin.from)
            line.string("slotSource", origin.source.rawValue)
            line.string("confidence", origin.confidence)
            line.string("rule", origin.inferredFrom == nil ? nil : origin.specLocation)
        }
        line.raw("margin", f.margin.map(JSONText.number))
        line.raw("band", f.band.map(JSONText.number))
        line.raw("borderline", f.isBorderline ? "true" : nil)
        line.string("baseline", shown.baseline?.status.rawValue)
        if shown.baseline?.status == .worse { line.string("recordedCategory", shown.baseline?.recordedCategory?.columnName(on: shown.finding.platform)) }
        return line
    }

    /// An origin as JSON: `{"from":"typefit.json:8","slotSource":"spec"}` (the entries' table holds
    /// each once: one spec rule places thousands of entries).
    static func origin(_ origin: SlotOrigin) -> String {
        var line = JSONLine(capacity: 96)
        line.string("from", origin.from)
        line.string("slotSource", origin.source.rawValue)
        line.string("confidence", origin.confidence)
        line.string("rule", origin.inferredFrom == nil ? nil : origin.specLocation)
        return line.json
    }

    static func record(_ r: BaselineRecord) -> String {
        JSONText.object([
            "kind": JSONText.string(r.kind), "catalogIssueKind": r.catalogIssueKind.map(JSONText.string),
            "key": r.key.map(JSONText.string), "locale": r.locale.map(JSONText.string), "variant": r.variant.map(JSONText.string),
            "table": JSONText.string(r.table), "firstCategory": r.firstCategory.map(JSONText.string),
            "textHash": JSONText.string(r.textHash),
        ])
    }
}

