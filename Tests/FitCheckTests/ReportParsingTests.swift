import Foundation
import Testing
@testable import FitCheck

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Collects the elements of an XML document, failing on any parse error.
final class XMLCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    var elements: [Element] = []
    private var stack: [Int] = []
    var error: Error?

    static func parse(_ text: String) -> XMLCollector {
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        if !parser.parse() { collector.error = parser.parserError ?? NSError(domain: "xml", code: 1) }
        return collector
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributes))
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let top = stack.last { elements[top].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }
}

/// The first capture group of every match of `pattern` in `text`.
func matches(of pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
}

@Suite("Reports parse back")
struct ReportParsingTests {
    let result = Fixtures.appResult

    @Test("JSON decodes into schema version 2: entries with findings in full, fitting ones counted")
    func json() throws {
        let text = writeReport(result, format: .json)
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(text.utf8))
        #expect(document.schemaVersion == 2)
        #expect(document.entries.count == result.totals.withFindings)
        #expect(document.fitting == nil)
        #expect(document.totals.entriesRead == document.totals.checked + document.totals.skipped)
        #expect(document.totals.checked == document.totals.fitting + document.totals.withFindings)
        #expect(document.totals.findings == document.totals.findingsShown + document.totals.findingsFilteredOut + document.totals.findingsSuppressed)
        #expect(document.totals.findingsShown == result.totals.findings)
        #expect(document.exitStatus == 1)
        #expect(document.filter == nil && document.baseline == nil)
        #expect(document.categories.first == "xSmall" && document.categories.last == "AX5")
        let de = try #require(document.entries.first { $0.key == "settings.title" && $0.locale == "de" })
        #expect(de.firstFailingCategory == "Medium")
        #expect(de.findings.first?.visibleText == "Einstellungen für Barrierefreih…")
        #expect(de.findings.first?.file == nil, "an entry's finding leaves out the entry's place")
        #expect(de.outcomes.map(\.category) == ["Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(de.outcomes.allSatisfy { $0.outcome == "truncated" })
        #expect(de.measuredText == nil, "the measured text is left out when it is the text")
        #expect(document.skipped.count == 15)
        #expect(document.catalogIssues.count == 15)
        #expect(document.catalogIssues.allSatisfy { $0.file != nil && $0.line != nil })
        let ko = try #require(document.entries.first { $0.locale == "ko" })
        #expect(ko.findings.first?.missingCharacters?.first == "U+C548")
        // Ranked: the first entry holds an error.
        #expect(document.entries.first?.findings.contains { $0.severity == "error" } == true)
    }

    @Test("JSON with --include-fitting lists the fitting entries compactly")
    func jsonFitting() throws {
        let text = JSONReportWriter(includesFitting: true).write(Triage(result))
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(text.utf8))
        let fitting = try #require(document.fitting)
        #expect(fitting.count == result.totals.fitting)
        #expect(fitting.allSatisfy { $0.line > 0 && !$0.key.isEmpty })
        #expect(document.entries.count + fitting.count == result.totals.checked)
    }

    /// Issue 12, item 8: a value that is not finite turned the whole report into
    /// `{"error": "the report could not be encoded"}`. The writer cannot fail on one.
    @Test func jsonNeverFailsOnAMeasuredValue() throws {
        var damaged = result
        let entry = try #require(damaged.entries.firstIndex { !$0.findings.isEmpty })
        let outcome = try #require(damaged.entries[entry].outcomes.firstIndex { !$0.outcome.isFit })
        damaged.entries[entry].outcomes[outcome].shrinkScale = .infinity
        damaged.entries[entry].findings[0].shrinkScale = .nan
        damaged.entries[entry].findings[0].margin = -.infinity
        let text = writeReport(damaged, format: .json)
        #expect(!text.contains("could not be encoded"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(writeReport(result, format: .json).utf8)) as? [String: Any])
        #expect((object["entries"] as? [Any])?.count == (plain["entries"] as? [Any])?.count)
        // JSON has no infinity or NaN: such a value is written as null.
        #expect(text.contains("\"shrinkScale\":null"))
    }

    @Test("JUnit XML is well-formed: a suite per locale, a case per key, failures naming categories")
    func junit() throws {
        let xml = XMLCollector.parse(writeReport(result, format: .junit))
        #expect(xml.error == nil, "\(String(describing: xml.error))")
        let suites = xml.all("testsuite")
        #expect(suites.map { $0.attributes["name"] ?? "" } == ["de", "en", "fi", "ko", "catalog-issues", "typefit"])
        let summary = try #require(suites.last)
        #expect(summary.attributes["tests"] == "0")
        #expect(xml.all("property").contains { $0.attributes["name"] == "findings" && $0.attributes["value"] == String(result.totals.findings) })
        let de = try #require(suites.first)
        #expect(de.attributes["tests"] == "7")  // 4 checked keys + 3 keys that only fall back
        let cases = xml.all("testcase")
        #expect(cases.count == suites.compactMap { Int($0.attributes["tests"] ?? "") }.reduce(0, +))
        let failures = xml.all("failure")
        #expect(failures.count == suites.compactMap { Int($0.attributes["failures"] ?? "") }.reduce(0, +))
        let root = try #require(xml.all("testsuites").first)
        #expect(root.attributes["failures"] == String(failures.count))
        #expect(failures.contains { $0.attributes["message"] == "truncated at Medium...AX5" })
        #expect(xml.all("skipped").count == suites.compactMap { Int($0.attributes["skipped"] ?? "") }.reduce(0, +))
    }

    @Test("SARIF 2.1.0: a rule per kind, results located at file and line")
    func sarif() throws {
        let text = writeReport(result, format: .sarif)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == FindingKind.allCases.map(\.rawValue))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == result.totals.findings)
        for item in results {
            let ruleIndex = try #require(item["ruleIndex"] as? Int)
            #expect(rules[ruleIndex]["id"] as? String == item["ruleId"] as? String)
            #expect(["error", "warning", "note"].contains(item["level"] as? String ?? ""))
            let location = try #require((item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri.hasPrefix("file:///") && uri.hasSuffix("App/Localizable.xcstrings"))
            let line = try #require((location["region"] as? [String: Any])?["startLine"] as? Int)
            #expect(line >= 1)
        }
        #expect(results.filter { $0["level"] as? String == "error" }.count == result.totals.findingsBySeverity[.error])
    }

    @Test("GitHub workflow commands: one command per finding, located, one with the notes, then the totals")
    func github() {
        let lines = writeReport(result, format: .github).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == result.totals.findings + (result.notes.isEmpty ? 0 : 1) + 1)
        let notes = lines.first { $0.hasPrefix("::notice title=TypeFit notes::") }
        #expect(notes?.components(separatedBy: "%0A").count == result.notes.count)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        let german = lines.first { $0.contains("settings.title [de]") }
        #expect(german?.hasPrefix("::error file=") == true)
        #expect(german?.contains("Localizable.xcstrings,line=7,title=TypeFit truncated%3A settings.title [de]::truncated at Medium") == true)
        #expect(lines.last?.hasPrefix("::notice title=TypeFit totals::29 entries read") == true)
    }

    @Test("paths can be made relative to a folder, for annotations and code scanning")
    func relativePaths() throws {
        let result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings"), Fixtures.url("Broken/Broken.xcstrings")],
                              spec: Fixtures.appSpec, options: CheckOptions(relativeTo: Fixtures.directory), measurer: Fixtures.measurer)
        #expect(result.files == ["App/Localizable.xcstrings", "Broken/Broken.xcstrings"])
        #expect(result.findings.allSatisfy { !$0.location.file.hasPrefix("/") })
        let sarif = writeReport(result, format: .sarif)
        #expect(sarif.contains("\"uri\":\"App/Localizable.xcstrings\""))
        #expect(writeReport(result, format: .github).contains("::error file=App/Localizable.xcstrings,line=7,"))
    }

    @Test("Markdown: a summary table and a row per finding")
    func markdown() {
        let text = writeReport(result, format: .markdown)
        #expect(text.hasPrefix("## TypeFit: FAIL"))
        #expect(text.contains("| 29 | 14 | 4 | 10 | 15 | 15 | 0 |"))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains(" | error | ") || $0.contains(" | warning | ") }
        #expect(rows.count >= result.entries.flatMap(\.findings).count)
        #expect(text.contains("| settings\\_title") == false)
        #expect(text.contains("“Einstellungen für Barrierefreih…”"))
    }

    @Test("Markdown caps the comment and says what it left out")
    func markdownCap() {
        let text = MarkdownReportWriter(maximumCharacters: 3_000).write(result)
        #expect(text.utf16.count <= 3_000)
        #expect(text.contains(" not shown, of \(result.totals.findings): "))
        #expect(text.contains("\u{2026} and ") && text.contains(" more findings ("))
    }

    @Test("HTML: one self-contained file; summary first; findings as data the page draws; each outline once")
    func html() throws {
        let text = writeReport(result, format: .html)
        #expect(text.hasPrefix("<!DOCTYPE html>"))
        for external in ["<link", "src=", "@import", "url(", "href=\"http"] {
            #expect(!text.contains(external), "external resource: \(external)")
        }
        // The summary comes before the findings, and its totals are the result's.
        let summary = try #require(text.range(of: "<section id=\"summary\">"))
        let findings = try #require(text.range(of: "<section id=\"findings\">"))
        #expect(summary.lowerBound < findings.lowerBound)
        #expect(text.contains("<td data-total=\"entriesRead\">29</td>"))
        #expect(text.contains("<td data-total=\"withFindings\">10</td>"))
        #expect(text.contains("id=\"heatmap\""))
        #expect(text.contains("<td data-locale=\"de\" data-first=\"2\""), "de stops fitting at Medium (column 2)")
        for name in ["locale", "kind", "first", "severity", "key"] { #expect(text.contains("name=\"\(name)\"")) }
        let data = try #require(HTMLData(text))
        #expect(data.entries.count == result.totals.withFindings)
        #expect(data.groups.count == Set(result.entries.filter { !$0.fits }.map(\.key)).count)
        // One drawing per entry and category drawn; each outline stored once.
        #expect(data.drawings.count == result.entries.reduce(0) { $0 + Set($1.findings.flatMap { $0.pictures.map(\.category) }).count })
        #expect(data.drawings.count >= result.entries.filter { !$0.fits }.count - 1, "every entry but the specifier mismatch's has a drawing")
        #expect(Set(data.outlines).count == data.outlines.count)
        #expect(!data.outlines.isEmpty)
        #expect(text.contains("<script>") && text.contains("</html>"))
        #expect(text.components(separatedBy: "<script").count - 1 == 2, "the data and the page's script, nothing else")
    }

    @Test("text: grouped by key, the first failing category, what the user sees, path:line, totals")
    func text() {
        let text = writeReport(result, format: .text)
        #expect(text.contains("settings.title\n  de: stops fitting at Medium  "))
        #expect(text.hasPrefix("inbox.count\n"), "the key with the specifier mismatch (an error at every size) comes first")
        // Medium is within the stand-in's error (Semibold Latin p95 1.81%), but Large...xxxLarge fail outright.
        // The entry's line names the rule that gave its slot (issue 16).
        #expect(text.contains("Localizable.xcstrings:7, slot from "))
        #expect(text.contains("spec.json:6\n    error truncated: truncated at Medium (16 pt): shows “Einstellungen für Barrierefreih…” (borderline: margin 1.73%, within the stand-in font's error (p95 1.81%): check with SF Pro) [Medium...AX5]"))
        #expect(text.contains("  fi: stops fitting at Medium; fits at Small by 0.64%, within the stand-in font's error (p95 2.24%): check with SF Pro  "))
        #expect(text.contains("keys: 8 checked, 3 placed by the spec, 5 by the default slot"))
        #expect(text.contains("29 entries read: 14 checked (4 fitting, 10 with findings), 15 skipped"))
        #expect(!text.contains("\u{1B}["))
        #expect(writeReport(result, format: .text, options: ReportOptions(usesColor: true)).contains("\u{1B}[31merror\u{1B}[0m"))
    }

    @Test("format names parse", arguments: ReportFormat.allCases)
    func formatNames(_ format: ReportFormat) {
        #expect(ReportFormat(name: format.rawValue) == format)
        #expect(ReportFormat(name: format.rawValue.uppercased()) == format)
    }
}

/// The data the HTML report's script reads, decoded for tests.
struct HTMLData {
    var groups: [[Any]]
    var entries: [[Any]]
    var drawings: [String]
    var outlines: [String]
    var catalog: [[Any]]

    init?(_ html: String) {
        guard let start = html.range(of: "<script type=\"application/json\" id=\"report-data\">"),
              let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex),
              let object = try? JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
        else { return nil }
        groups = object["groups"] as? [[Any]] ?? []
        entries = object["entries"] as? [[Any]] ?? []
        drawings = object["drawings"] as? [String] ?? []
        outlines = object["outlines"] as? [String] ?? []
        catalog = object["catalog"] as? [[Any]] ?? []
    }
}

/// Borderline answers (issue 13) in the formats issue 10 writes: a badge, a field or a tag beside
/// the kind, and the totals' sentence.
@Suite("Borderline in every format")
struct BorderlineFormatTests {
    let result = Fixtures.appResult

    @Test func everyFormatSaysBorderline() throws {
        let borderline = try #require(result.entries.first { $0.key == "settings.title" && $0.locale == "de" }?.findings.first)
        #expect(borderline.isBorderline, "the fixture has a borderline failure")
        let html = try #require(HTMLData(writeReport(result, format: .html)))
        #expect(html.entries.contains { ($0[8] as? [[Any]])?.contains { ($0[6] as? String)?.hasPrefix("borderline: margin 1.73%, band 1.81%") == true } == true })
        #expect(writeReport(result, format: .html).contains("data-count=\"borderline\""))
        #expect(writeReport(result, format: .markdown).contains("| truncated (borderline) | error |"))
        let sarif = writeReport(result, format: .sarif)
        #expect(sarif.contains("\"margin\":1.728,\"band\":1.81,\"borderline\":true"))
        #expect(writeReport(result, format: .junit).contains("<property name=\"borderlineMeasurements\" value=\"\(result.totals.borderlineMeasurements)\"/>"))
        #expect(writeReport(result, format: .github).contains("borderline: \(result.totals.borderlineMeasurements) measurements"))
    }
}
