import TextFormatting
/// JUnit XML: a test suite per locale, a test case per key, a `<failure>` naming the categories.
///
/// A key fails when one of its entries (plural forms and device variants included) has a
/// finding at failing severity; warnings and info go to `<system-out>`. Keys whose entries were
/// all skipped are `<skipped>`. Catalog issues form a last suite, `catalog-issues`, with a test
/// case per issue (failing ones for input errors).
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

    /// The report of `result`.
    public func write(_ result: CheckResult) -> String {
        var suites: [String: [String: Case]] = [:]
        for entry in result.entries {
            var c = suites[entry.locale, default: [:]][entry.key]
                ?? Case(key: entry.key, location: entry.location.file, line: entry.location.line)
            c.checked = true
            for finding in entry.findings {
                if finding.severity == .error { c.failures.append(finding) } else { c.notes.append(finding) }
            }
            suites[entry.locale, default: [:]][entry.key] = c
        }
        for skipped in result.skipped {
            var c = suites[skipped.locale, default: [:]][skipped.key]
                ?? Case(key: skipped.key, location: skipped.location.file, line: skipped.location.line)
            c.skipReasons.append(skipped.reason)
            suites[skipped.locale, default: [:]][skipped.key] = c
        }

        var body = ""
        var allTests = 0, allFailures = 0, allSkipped = 0
        for locale in suites.keys.sorted() {
            let cases = suites[locale]!.values.sorted { $0.key < $1.key }
            let failures = cases.filter { !$0.failures.isEmpty }.count
            let skipped = cases.filter { !$0.checked }.count
            allTests += cases.count
            allFailures += failures
            allSkipped += skipped
            body += "  <testsuite name=\"\(attr(locale))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
            for c in cases {
                body += "    <testcase classname=\"typefit.\(attr(locale))\" name=\"\(attr(c.key))\" file=\"\(attr(c.location))\" line=\"\(c.line)\""
                var inner = ""
                if !c.checked {
                    let reasons = Set(c.skipReasons).map(\.explanation).sorted().joined(separator: "; ")
                    inner += "      <skipped message=\"\(attr(reasons))\"/>\n"
                } else if !c.failures.isEmpty {
                    let summary = c.failures.map { f in
                        f.categories.isEmpty ? f.kind.rawValue : "\(f.kind.rawValue) at \(f.categorySummary)"
                    }.joined(separator: "; ")
                    let details = c.failures.map { "\($0.location): \($0.message)" }.joined(separator: "\n")
                    inner += "      <failure type=\"\(attr(c.failures[0].kind.rawValue))\" message=\"\(attr(summary))\">\(text(details))</failure>\n"
                }
                if !c.notes.isEmpty {
                    let notes = c.notes.map { "\($0.severity.rawValue): \($0.location): \($0.message)" }.joined(separator: "\n")
                    inner += "      <system-out>\(text(notes))</system-out>\n"
                }
                body += inner.isEmpty ? "/>\n" : ">\n" + inner + "    </testcase>\n"
            }
            body += "  </testsuite>\n"
        }
        if !result.catalogFindings.isEmpty {
            let failing = result.catalogFindings.filter { $0.severity == .error }
            allTests += result.catalogFindings.count
            allFailures += failing.count
            body += "  <testsuite name=\"catalog-issues\" tests=\"\(result.catalogFindings.count)\" failures=\"\(failing.count)\" errors=\"0\" skipped=\"0\">\n"
            for f in result.catalogFindings {
                let name = "\(f.location) \(f.catalogIssueKind?.rawValue ?? "issue")"
                body += "    <testcase classname=\"typefit.catalogs\" name=\"\(attr(name))\" file=\"\(attr(f.location.file))\" line=\"\(f.location.line)\""
                if f.severity == .error {
                    body += ">\n      <failure type=\"\(attr(f.catalogIssueKind?.rawValue ?? "catalog-issue"))\" message=\"\(attr(f.message))\"/>\n    </testcase>\n"
                } else {
                    body += ">\n      <system-out>\(text(f.severity.rawValue + ": " + f.message))</system-out>\n    </testcase>\n"
                }
            }
            body += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"typefit\" tests=\"\(allTests)\" failures=\"\(allFailures)\" errors=\"0\" skipped=\"\(allSkipped)\">\n"
            + body + "</testsuites>\n"
    }

    private func attr(_ value: String) -> String { xmlEscaped(value, attribute: true) }
    private func text(_ value: String) -> String { xmlEscaped(value) }
}
