import TextFormatting

/// JUnit XML: a test suite per locale, a test case per key, a `<failure>` naming the categories.
///
/// A key fails when one of its entries (plural forms and device variants included) has a shown
/// finding at failing severity; other shown findings go to `<system-out>`; findings the filter
/// left out or the baseline suppressed do not count. Keys whose entries were all skipped are
/// `<skipped>`. Catalog issues form the suite `catalog-issues`, with a test case per shown issue.
/// A last suite, `typefit`, has no test cases: its properties and `<system-out>` carry the
/// totals, the filter and the baseline's counts; its `<system-out>` also the notes.
public struct JUnitReportWriter: ReportWriter {
    /// A writer (it has no settings).
    public init() {}

    private struct Case {
        var key: String
        var location: String
        var line: Int
        var failures: [Finding] = []
        var notes: [Finding] = []
        var checked = false
        var skipReasons: [SkipReason] = []
    }

    /// Writes the report of `triage`.
    public func write(_ triage: Triage, to output: ReportOutput) {
        let suites = cases(triage)
        let failingCatalog = triage.catalogFindings.filter { $0.finding.severity == .error }.count
        var allTests = triage.catalogFindings.count, allFailures = failingCatalog, allSkipped = 0
        for cases in suites.values {
            allTests += cases.count
            allFailures += cases.values.filter { !$0.failures.isEmpty }.count
            allSkipped += cases.values.filter { !$0.checked }.count
        }
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        output.write("<testsuites name=\"typefit\" tests=\"\(allTests)\" failures=\"\(allFailures)\" errors=\"0\" skipped=\"\(allSkipped)\">\n")
        for locale in suites.keys.sorted() {
            writeSuite(locale, cases: suites[locale]!.values.sorted { $0.key < $1.key }, to: output)
        }
        if !triage.catalogFindings.isEmpty {
            output.write("  <testsuite name=\"catalog-issues\" tests=\"\(triage.catalogFindings.count)\" failures=\"\(failingCatalog)\" errors=\"0\" skipped=\"0\">\n")
            for shown in triage.catalogFindings {
                let f = shown.finding
                let name = "\(f.location) \(f.catalogIssueKind?.rawValue ?? "issue")"
                output.write("    <testcase classname=\"typefit.catalogs\" name=\"\(attr(name))\" file=\"\(attr(f.location.file))\" line=\"\(f.location.line)\">\n")
                if f.severity == .error {
                    output.write("      <failure type=\"\(attr(f.catalogIssueKind?.rawValue ?? "catalog-issue"))\" message=\"\(attr(f.message))\"/>\n")
                } else {
                    output.write("      <system-out>\(text(f.severity.rawValue + ": " + f.message))</system-out>\n")
                }
                output.write("    </testcase>\n")
            }
            output.write("  </testsuite>\n")
        }
        writeSummarySuite(triage, to: output)
        output.write("</testsuites>\n")
    }

    /// Test cases by locale and key: every checked or skipped entry's key, with its shown findings.
    private func cases(_ triage: Triage) -> [String: [String: Case]] {
        var suites: [String: [String: Case]] = [:]
        let result = triage.result
        for entry in result.entries {
            if suites[entry.locale]?[entry.key] == nil {
                suites[entry.locale, default: [:]][entry.key] = Case(key: entry.key, location: entry.location.file, line: entry.location.line)
            }
            suites[entry.locale]![entry.key]!.checked = true
        }
        for group in triage.groups {
            for item in group.entries {
                for shown in item.findings {
                    let finding = shown.finding
                    if finding.severity == .error {
                        suites[item.entry.locale]![item.entry.key]!.failures.append(finding)
                    } else {
                        suites[item.entry.locale]![item.entry.key]!.notes.append(finding)
                    }
                }
            }
        }
        for skipped in result.skipped {
            if suites[skipped.locale]?[skipped.key] == nil {
                suites[skipped.locale, default: [:]][skipped.key] = Case(key: skipped.key, location: skipped.location.file, line: skipped.location.line)
            }
            suites[skipped.locale]![skipped.key]!.skipReasons.append(skipped.reason)
        }
        return suites
    }

    private func writeSuite(_ locale: String, cases: [Case], to output: ReportOutput) {
        let failures = cases.filter { !$0.failures.isEmpty }.count
        let skipped = cases.filter { !$0.checked }.count
        output.write("  <testsuite name=\"\(attr(locale))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n")
        for c in cases {
            var inner = ""
            if !c.checked {
                let reasons = Set(c.skipReasons).map(\.explanation).sorted().joined(separator: "; ")
                inner += "      <skipped message=\"\(attr(reasons))\"/>\n"
            } else if !c.failures.isEmpty {
                let summary = c.failures.map { f in
                    f.categories.isEmpty ? f.kind.rawValue : "\(f.kind.rawValue) at \(f.categorySummary)"
                }.joined(separator: "; ")
                let details = c.failures.map { "\($0.location): \($0.message)" + ReportSummary.slotFromSuffix($0) }.joined(separator: "\n")
                inner += "      <failure type=\"\(attr(c.failures[0].kind.rawValue))\" message=\"\(attr(summary))\">\(text(details))</failure>\n"
            }
            if !c.notes.isEmpty {
                let notes = c.notes.map { "\($0.severity.rawValue): \($0.location): \($0.message)" }.joined(separator: "\n")
                inner += "      <system-out>\(text(notes))</system-out>\n"
            }
            output.write("    <testcase classname=\"typefit.\(attr(locale))\" name=\"\(attr(c.key))\" file=\"\(attr(c.location))\" line=\"\(c.line)\"")
            output.write(inner.isEmpty ? "/>\n" : ">\n" + inner + "    </testcase>\n")
        }
        output.write("  </testsuite>\n")
    }

    /// The suite without test cases that carries the totals, the filter and the baseline.
    private func writeSummarySuite(_ triage: Triage, to output: ReportOutput) {
        let t = triage.result.totals
        var properties: [(String, String)] = [
            ("entriesRead", "\(t.entriesRead)"), ("checked", "\(t.checked)"), ("fitting", "\(t.fitting)"),
            ("withFindings", "\(t.withFindings)"), ("skipped", "\(t.skipped)"), ("findings", "\(t.findings)"),
            ("findingsShown", "\(triage.counts.shown)"), ("exitStatus", "\(triage.exitStatus.rawValue)"),
        ]
        if t.borderlineMeasurements > 0 {
            properties += [("borderlineMeasurements", "\(t.borderlineMeasurements)"), ("borderlineFailures", "\(t.borderlineFailures)"),
                           ("borderlineFindings", "\(t.borderlineFindings)")]
        }
        properties.append(("entriesOnFontconfigFonts", "\(triage.result.entriesOnFontconfigFonts)"))
        for (index, font) in triage.result.fonts.enumerated() { properties.append(("font.\(index)", "\(font.file) (\(font.source.rawValue), \(font.entries))")) }
        if triage.filter.isFiltering { properties.append(("filter", triage.filter.description)) }
        if let b = triage.baseline {
            properties += [("baseline", b.path), ("baselineNew", "\(b.new)"), ("baselineWorse", "\(b.worse)"),
                           ("baselineUnchanged", "\(b.unchanged)"), ("baselineFixed", "\(b.fixed.count)")]
        }
        var lines = [ReportSummary.totalsSentence(t), "findings: " + ReportSummary.kindsSentence(t)]
        if t.borderlineMeasurements > 0 { lines.append(ReportSummary.borderlineSentence(t, rule: triage.result.borderline)) }
        if let shown = ReportSummary.shownSentence(triage) { lines.append(shown) }
        if let baseline = ReportSummary.baselineSentence(triage) { lines.append(baseline) }
        lines.append(ReportSummary.verdict(triage))
        lines += triage.result.notes.map { "note: \($0)" }
        output.write("  <testsuite name=\"typefit\" tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\">\n    <properties>\n")
        for (name, value) in properties { output.write("      <property name=\"\(name)\" value=\"\(attr(value))\"/>\n") }
        output.write("    </properties>\n    <system-out>\(text(lines.joined(separator: "\n")))</system-out>\n  </testsuite>\n")
    }

    private func attr(_ value: String) -> String { xmlEscaped(value, attribute: true) }
    private func text(_ value: String) -> String { xmlEscaped(value) }
}
