import TextStyles
import TextFormatting

/// Plain text for a terminal: findings grouped by key, most urgent first (``TriageRank``), then
/// catalog issues, assumptions and totals.
///
/// Per locale it shows the smallest category at which the text stops fitting, each finding with
/// what the user sees, and `path:line`. Catalog text is escaped (no control characters reach the
/// terminal); colour only when asked.
public struct TextReportWriter: ReportWriter {
    /// Whether severities and headings are painted with ANSI colours (on a terminal).
    public var usesColor: Bool
    /// Threads that build the report's lines at once (the text is the same for any number).
    public var concurrency: Int

    /// A writer, with colours when `usesColor`, building its lines on `concurrency` threads.
    public init(usesColor: Bool = false, concurrency: Int = 1) {
        self.usesColor = usesColor
        self.concurrency = concurrency
    }

    /// Writes the report of `triage`.
    public func write(_ triage: Triage, to output: ReportOutput) {
        let style = TextPaint(usesColor: usesColor)
        // Keys a few at a time, built on `concurrency` threads and written in order.
        let groupsPerPiece = 4
        let pieces = (triage.groups.count + groupsPerPiece - 1) / groupsPerPiece
        writeInOrder(pieces, concurrency: concurrency, to: output) { piece in
            var text = TextBytes()
            triage.groups.withUnsafeBufferPointer { groups in
                for g in (piece * groupsPerPiece)..<min(groups.count, (piece + 1) * groupsPerPiece) {
                    Self.append(groups[g], rule: triage.result.borderline, platform: triage.result.platform, style: style, to: &text)
                }
            }
            return text.bytes
        }
        writeBorderlineFits(triage.result, style: style, to: output)
        if !triage.catalogFindings.isEmpty {
            output.write(style.paint("Catalog issues", .bold) + "\n")
            for shown in triage.catalogFindings {
                var tag = style.severity(shown.finding.severity)
                if let baseline = ReportSummary.baselineTag(shown.baseline, platform: shown.finding.platform) { tag += " [\(baseline)]" }
                output.write("  \(shown.finding.location): \(tag) \(terminalEscaped(shown.finding.message))\n")
            }
        }
        let notes = triage.result.notes
        if !notes.isEmpty {
            output.write(style.paint("Assumptions", .bold) + "\n")
            for note in notes { output.write("  note: \(terminalEscaped(note))\n") }
        }
        output.write(TextFonts(result: triage.result, style: style).text)
        output.write(TextTotals(triage: triage, style: style).text)
    }

    /// A key's lines: each shown entry (locale) with its first failing category and findings.
    ///
    /// Entries and findings are read in place (binding each copied it, its strings retained and
    /// released), and a key's entries, which nearly always share their slot's origin, describe
    /// it once.
    private static func append(_ group: borrowing KeyGroup, rule: BorderlineRule, platform: Platform, style: TextPaint, to text: inout TextBytes) {
        style.appendEscaped(group.key, .bold, to: &text)
        text.append("\n")
        var origin: (of: SlotOrigin, description: String)?
        group.entries.withUnsafeBufferPointer { items in
            for i in items.indices {
                text.append("  ")
                text.appendEscaped(ReportSummary.localeLabel(locale: items[i].entry.locale, variant: items[i].entry.variantDescription))
                text.append(": ")
                let firstFailing = items[i].entry.firstFailingCategory
                if let firstFailing {
                    text.append("stops fitting at ")
                    text.append(firstFailing.columnLabel(on: platform))
                } else {
                    text.append("lays out within its slot at every size")
                }
                if let fit = ReportSummary.borderlineFit(items[i].entry, before: firstFailing) {
                    text.append("; ")
                    text.append(ReportSummary.borderlineFitPhrase(fit, rule: rule))
                }
                text.append("  ")
                text.append(items[i].entry.location)
                text.append(", slot from ")
                if origin?.of != items[i].entry.slotOrigin {
                    origin = (items[i].entry.slotOrigin, items[i].entry.slotOrigin.description)
                }
                text.appendEscaped(origin!.description)
                text.append("\n")
                items[i].findings.withUnsafeBufferPointer { findings in
                    for f in findings.indices {
                        text.append("    ")
                        style.appendFindingTag(findings[f], to: &text)
                        text.append(": ")
                        text.appendEscaped(findings[f].finding.message)
                        if let categories = ReportSummary.headlineCategories(findings[f].finding) {
                            text.append(" [")
                            text.appendEscaped(categories)
                            text.append("]")
                        }
                        text.append("\n")
                    }
                }
            }
        }
    }

    /// Entries that fit everywhere but by less than the stand-in font's error somewhere: SF Pro
    /// may not fit them (issue 13). Not findings, so no filter or baseline applies.
    private func writeBorderlineFits(_ result: CheckResult, style: TextPaint, to output: ReportOutput) {
        var heading = false
        // Tested in place: `for entry in result.entries` copied every entry whole (perf).
        for index in result.entries.indices where result.entries[index].findings.isEmpty {
            guard let fit = ReportSummary.borderlineFit(result.entries[index], before: nil) else { continue }
            let entry = result.entries[index]
            if !heading {
                output.write(style.paint("Borderline fits", .bold) + "\n")
                heading = true
            }
            var label = "\(entry.key) [\(entry.locale)]"
            if !entry.variantDescription.isEmpty { label += " (\(entry.variantDescription))" }
            output.write("  \(terminalEscaped(label)): \(ReportSummary.borderlineFitPhrase(fit, rule: result.borderline))  \(entry.location)\n")
        }
    }
}

/// The summary `typefit check -o FILE` prints: the totals and the most urgent findings, one line
/// each, so a terminal or CI log stays short whatever the size of the report written to the file.
public struct TextSummaryWriter: ReportWriter {
    /// Whether severities and headings are painted with ANSI colours (on a terminal).
    public var usesColor: Bool
    /// Findings listed at most (entries, in fact: one line per key and locale).
    public var topCount: Int
    /// The report file the summary stands for.
    public var reportLocation: String?

    /// A summary listing at most `topCount` entries, pointing at `reportLocation`.
    public init(usesColor: Bool = false, topCount: Int = 20, reportLocation: String? = nil) {
        self.usesColor = usesColor
        self.topCount = topCount
        self.reportLocation = reportLocation
    }

    /// Writes the summary of `triage`.
    public func write(_ triage: Triage, to output: ReportOutput) {
        let style = TextPaint(usesColor: usesColor)
        let top = triage.topEntries(topCount)
        if !top.isEmpty {
            var heading = "Top findings (\(top.count) of \(triage.counts.shownEntries) \(ReportSummary.plural(triage.counts.shownEntries, "entry", "entries")) with findings shown"
            heading += reportLocation.map { "; all of them in \($0))" } ?? ")"
            output.write(style.paint(heading, .bold) + "\n")
            for item in top {
                let entry = item.entry
                guard let shown = item.findings.min(by: { $0.rank < $1.rank }) else { continue }
                let finding = shown.finding
                let from = finding.firstCategory.map { " from \($0.columnLabel(on: finding.platform))" } ?? ""
                let more = item.findings.count > 1 ? " (+\(item.findings.count - 1) more)" : ""
                let what = ReportSummary.clipped(ReportSummary.whatTheUserSees(finding), to: 80)
                output.write("  \(style.findingTag(shown)) \(terminalEscaped(entry.key)) [\(terminalEscaped(ReportSummary.localeLabel(entry)))]\(from): \(terminalEscaped(what))\(more)  \(entry.location)\n")
            }
        }
        if !triage.catalogFindings.isEmpty {
            let errors = triage.catalogFindings.filter { $0.finding.severity == .error }
            output.write("  catalog issues shown: \(triage.catalogFindings.count) (\(errors.count) at failing severity)\n")
            for shown in errors.prefix(max(0, topCount - top.count)) {
                output.write("  \(shown.finding.location): \(style.severity(.error)) \(terminalEscaped(shown.finding.message))\n")
            }
        }
        output.write(TextFonts(result: triage.result, style: style).line)
        output.write(TextTotals(triage: triage, style: style).text)
    }
}

/// The font files of the run, one a line with where each came from (both text formats).
struct TextFonts {
    let result: CheckResult
    let style: TextPaint

    var text: String {
        guard !result.fonts.isEmpty else { return "" }
        var out = style.paint("Fonts", .bold) + " (\(ReportSummary.fontsSentence(result)))\n"
        for font in result.fonts {
            out += "  \(terminalEscaped(font.file)) (\(ReportSummary.fontSourcePhrase(font)))\n"
            if let dependents = ReportSummary.dependentsPhrase(font) { out += "    \(terminalEscaped(dependents))\n" }
        }
        return out
    }

    /// The same on one line, file names only, for the summary `-o FILE` prints (the report
    /// file has the paths).
    var line: String {
        guard !result.fonts.isEmpty else { return "" }
        let names = result.fonts.map { font in
            let name = font.file.split(separator: "/").last.map(String.init) ?? font.file
            return font.source == .fontconfig ? "\(name) (found through fontconfig)" : name
        }
        return style.paint("Fonts", .bold) + " (\(ReportSummary.fontsSentence(result))): " + terminalEscaped(names.joined(separator: ", ")) + "\n"
    }
}

/// The totals block both text formats end with.
struct TextTotals {
    let triage: Triage
    let style: TextPaint

    var text: String {
        let totals = triage.result.totals
        var out = style.paint("Totals", .bold) + "\n"
        out += "  files: \(totals.filesRead), categories: \(summarizeCategories(triage.result.categories, platform: triage.result.platform)), measurements: \(totals.measurements)\n"
        out += "  \(ReportSummary.totalsSentence(totals))\n"
        out += "  \(ReportSummary.keysSentence(totals))\n"
        out += "  findings: \(ReportSummary.kindsSentence(totals)) (\(ReportSummary.severitySentence(totals)))\n"
        out += "  catalog issues: \(totals.catalogIssues), inputs not read: \(totals.inputErrors)\n"
        if totals.borderlineMeasurements > 0 {
            out += "  \(ReportSummary.borderlineSentence(totals, rule: triage.result.borderline))\n"
        }
        if let shown = ReportSummary.shownSentence(triage) { out += "  \(shown)\n" }
        if let baseline = ReportSummary.baselineSentence(triage) { out += "  \(terminalEscaped(baseline))\n" }
        let verdict = ReportSummary.verdict(triage)
        out += "  result: " + style.paint(verdict, triage.exitStatus == .success ? .green : .red) + "\n"
        return out
    }
}

/// ANSI painting for the text formats, on or off.
struct TextPaint {
    let usesColor: Bool

    func paint(_ text: String, _ style: ANSIStyle) -> String {
        ANSIStyle.paint(text, [style], enabled: usesColor)
    }

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: paint("error", .red)
        case .warning: paint("warning", .yellow)
        case .info: paint("info", .cyan)
        }
    }

    /// `error truncated`, with `[new]` or `[worse (was AX3)]` against a baseline.
    func findingTag(_ shown: TriagedFinding) -> String {
        var tag = TextBytes(capacity: 64)
        appendFindingTag(shown, to: &tag)
        return String(decoding: tag.bytes, as: UTF8.self)
    }

    /// `findingTag(shown)` appended to `text`.
    func appendFindingTag(_ shown: borrowing TriagedFinding, to text: inout TextBytes) {
        text.append(severity(shown.finding.severity))
        text.append(" ")
        text.append(shown.finding.kind.rawValue)
        if let baseline = ReportSummary.baselineTag(shown.baseline, platform: shown.finding.platform) {
            text.append(" [")
            text.append(baseline)
            text.append("]")
        }
    }

    /// `paint(terminalEscaped(text), style)` appended to `text`; without colour, escaped
    /// straight into the bytes.
    func appendEscaped(_ catalogText: String, _ style: ANSIStyle, to text: inout TextBytes) {
        if usesColor {
            text.append(paint(terminalEscaped(catalogText), style))
        } else {
            text.appendEscaped(catalogText)
        }
    }
}
