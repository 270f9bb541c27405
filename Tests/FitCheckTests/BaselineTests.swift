import Catalogs
import Foundation
import Testing
import TextStyles
@testable import FitCheck

/// Baselines (issue 10, item 5): new, worse, unchanged and fixed; identities that survive lines
/// moving and files being reordered; refusal of a baseline made for something else.
@Suite("Baselines")
struct BaselineTests {
    typealias Item = SyntheticResults.Item

    static let before: [Item] = [
        Item(key: "title", locale: "de", first: .ax1, line: 10),
        Item(key: "title", locale: "fi", first: .large, line: 11),
        Item(key: "body", locale: "de", first: .ax3, line: 20),
        Item(key: "count", locale: "fr", kind: .specifierMismatch, first: nil, line: 30),
        Item(key: "gone", locale: "ja", first: .xLarge, line: 40),
    ]

    /// A baseline of `items`, written to text and read back, as a team's file would be.
    func baseline(_ items: [Item], catalogFindings: [Finding] = []) throws -> Baseline {
        let text = ReportOutput.collecting { Baseline(SyntheticResults.result(items, catalogFindings: catalogFindings)).write(to: $0) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(text.utf8).write(to: url)
        return try Baseline.load(from: url)
    }

    @Test("new, worse, unchanged and fixed are told apart")
    func fourStates() throws {
        let baseline = try baseline(Self.before)
        var after = Self.before
        after[0].first = .xxxLarge     // title/de: from AX1 to xxxLarge: worse
        after[1].first = .ax2          // title/fi: from Large to AX2: better, still unchanged
        after.remove(at: 4)            // gone/ja: fixed
        after.append(Item(key: "new", locale: "de", first: .medium, line: 50))
        let result = SyntheticResults.result(after)
        let comparison = BaselineComparison(result, baseline: baseline, path: "baseline.json")
        #expect((comparison.new, comparison.worse, comparison.unchanged, comparison.fixed.count) == (1, 1, 3, 1))
        #expect(comparison.fixed.first?.key == "gone")
        let triage = Triage(result, baseline: comparison)
        let shown = triage.groups.flatMap(\.entries).map { "\($0.entry.key)/\($0.entry.locale)" }
        #expect(shown == ["new/de", "title/de"])
        let worse = try #require(triage.groups.first { $0.key == "title" }?.entries.first?.findings.first?.baseline)
        #expect(worse.status == .worse && worse.recordedCategory == .ax1)
        #expect(triage.counts.suppressed == 3)
        #expect(triage.exitStatus == .failing)
    }

    @Test("the exit status follows new and worse findings only")
    func exitStatus() throws {
        let baseline = try baseline(Self.before)
        let same = SyntheticResults.result(Self.before)
        #expect(Triage(same).exitStatus == .failing)
        #expect(Triage(same, baseline: BaselineComparison(same, baseline: baseline, path: "b.json")).exitStatus == .success)
        let better = SyntheticResults.result(Self.before.map { var item = $0; item.first = item.first.map { _ in .ax5 }; return item })
        let comparison = BaselineComparison(better, baseline: baseline, path: "b.json")
        #expect(comparison.unchanged == 5 && comparison.new == 0)
        #expect(Triage(better, baseline: comparison).exitStatus == .success)
    }

    @Test("lines moving and files being reordered change nothing")
    func linesMoved() throws {
        let baseline = try baseline(Self.before)
        let moved = Self.before.reversed().map { item -> Item in
            var item = item
            item.line += 137
            item.file = "Resources/" + item.file   // same table, another folder
            return item
        }
        let comparison = BaselineComparison(SyntheticResults.result(moved), baseline: baseline, path: "b.json")
        #expect((comparison.new, comparison.worse, comparison.unchanged, comparison.fixed.count) == (0, 0, 5, 0))
    }

    @Test("the same key in another table is another entry; a changed text still pairs with its record")
    func identity() throws {
        let baseline = try baseline(Self.before)
        var after = Self.before
        after[0].text = "A new translation, still too long"
        after.append(Item(key: "title", locale: "de", first: .ax1, file: "App/InfoPlist.strings", line: 3))
        let comparison = BaselineComparison(SyntheticResults.result(after), baseline: baseline, path: "b.json")
        #expect((comparison.new, comparison.unchanged) == (1, 5))
    }

    @Test("catalog issues are matched by their message, line numbers in it left out")
    func catalogIssues() throws {
        func duplicate(_ line: Int) -> Finding {
            Finding(kind: .catalogIssue, severity: .warning, key: "k", location: .init(file: "de.lproj/Main.strings", line: line),
                    message: "[duplicateKey] key \"k\" was already defined at line \(line - 1); this later value wins", catalogIssueKind: .duplicateKey)
        }
        let baseline = try baseline([], catalogFindings: [duplicate(12)])
        let moved = SyntheticResults.result([], catalogFindings: [duplicate(40)])
        let comparison = BaselineComparison(moved, baseline: baseline, path: "b.json")
        #expect((comparison.new, comparison.unchanged) == (0, 1))
    }

    @Test("a baseline for another platform or other categories is refused, naming both")
    func refused() throws {
        let baseline = try baseline(Self.before)
        #expect(throws: BaselineError.self) { try baseline.checkApplies(platform: .watchos, categories: SyntheticResults.categories, path: "b.json") }
        do {
            try baseline.checkApplies(platform: .ios, categories: Array(SyntheticResults.categories.suffix(5)), path: "b.json")
            Issue.record("categories not checked")
        } catch {
            #expect(error.description == "b.json: the baseline was written for categories xSmall...AX5 (12), but this check is for AX1...AX5 (5)")
            #expect(error.hint.contains("--write-baseline"))
        }
        do {
            try baseline.checkApplies(platform: .watchos, categories: SyntheticResults.categories, path: "b.json")
        } catch {
            #expect(error.message == "the baseline was written for platform ios, but this check is for watchos")
        }
        try baseline.checkApplies(platform: .ios, categories: SyntheticResults.categories, path: "b.json")
    }

    @Test("a file that is not a baseline is a clear error", arguments: ["{\"findings\": []}", "not json", "{\"schemaVersion\": 9, \"tool\": \"typefit\", \"platform\": \"ios\", \"categories\": [], \"findings\": []}"])
    func malformed(_ text: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(text.utf8).write(to: url)
        let error = #expect(throws: BaselineError.self) { try Baseline.load(from: url) }
        #expect(error?.message.hasPrefix("not a TypeFit baseline: ") == true, "\(String(describing: error))")
        #expect(throws: BaselineError.self) { try Baseline.load(from: url.appendingPathExtension("missing")) }
    }

    @Test("a damaged baseline names its line: a merge conflict, a value of the wrong type, a missing field, deep nesting")
    func damagedBaselineLines() throws {
        let record = #"{"kind":"truncated","key":"k","locale":"de","table":"Localizable.strings","firstCategory":"xSmall","textHash":"1ca328555e5d1979"}"#
        let head = "{\n  \"schemaVersion\": 1,\n  \"tool\": \"typefit\",\n  \"platform\": \"ios\",\n  \"categories\": [\"Large\"],\n  \"findings\": [\n"
        let cases: [(String, Int, String)] = [
            ("{\n  \"schemaVersion\": 1,\n<<<<<<< HEAD\n  \"tool\": \"typefit\"\n}\n", 3, "not valid JSON: expected a quoted key, found '<'"),
            (head + "    " + record + ",\n    " + record.replacingOccurrences(of: "\"1ca328555e5d1979\"", with: "5") + "\n  ]\n}\n", 8, "wrong value at findings[1].textHash"),
            (head + "    " + record.replacingOccurrences(of: "\"table\":\"Localizable.strings\",", with: "") + "\n  ]\n}\n", 7, "missing \"table\""),
            (String(repeating: "[", count: 100_000), 1, "nested deeper than 512 levels"),
            // The decoder reads the first of repeated keys; the line is that one's.
            ("{\n  \"schemaVersion\": 1,\n  \"tool\": \"other\",\n  \"tool\": \"typefit\",\n  \"platform\": \"ios\",\n  \"categories\": [],\n  \"findings\": []\n}\n",
             3, "schema version 1 of 'other'"),
        ]
        // A key re-saved as Latin-1 on line 7: not UTF-8 there (it was "line 1, a value the
        // baseline cannot hold").
        let latin1 = Data((head.replacingOccurrences(of: "\"findings\": [\n", with: "\"findings\": [\n    ") + record.replacingOccurrences(of: "\"k\"", with: "\"f\u{FC}r\"")
            + "\n  ]\n}\n").data(using: .isoLatin1)!)
        for (data, line, phrase) in cases.map({ (Data($0.0.utf8), $0.1, $0.2) }) + [(latin1, 7, "invalid UTF-8")] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("damaged-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: url) }
            try data.write(to: url)
            let error = #expect(throws: BaselineError.self) { try Baseline.load(from: url) }
            #expect(error?.line == line, "\(phrase)")
            #expect(error?.message.contains(phrase) == true, "\(String(describing: error))")
            #expect(error?.description.hasPrefix(url.path + ":\(line): not a TypeFit baseline") == true)
        }
    }

    @Test("the file: one finding a line, sorted, no line numbers; the ratchet keeps only what is still there")
    func fileAndRatchet() throws {
        let text = ReportOutput.collecting { Baseline(SyntheticResults.result(Self.before)).write(to: $0) }
        let lines = text.split(separator: "\n").filter { $0.contains("\"kind\"") }
        #expect(lines.count == 5)
        #expect(!text.contains("\"line\""))
        #expect(lines.first?.contains("\"key\":\"body\"") == true)
        let baseline = try baseline(Self.before)
        var after = Self.before
        after.removeLast()
        after.append(Item(key: "new", locale: "de", first: .medium))
        let ratchet = BaselineComparison(SyntheticResults.result(after), baseline: baseline, path: "b.json").ratcheted
        #expect(ratchet.findings.map(\.key) == ["body", "count", "title", "title"])
    }

    @Test("every format shows the four counts")
    func everyFormat() throws {
        let baseline = try baseline(Self.before)
        var after = Self.before
        after.append(Item(key: "new", locale: "de", first: .medium))
        let result = SyntheticResults.result(after)
        let triage = Triage(result, baseline: BaselineComparison(result, baseline: baseline, path: "typefit-baseline.json"))
        let expectations: [ReportFormat: String] = [
            .text: "baseline typefit-baseline.json: 1 new, 0 worse, 5 unchanged (suppressed), 0 fixed",
            .github: "baseline typefit-baseline.json: 1 new, 0 worse, 5 unchanged (suppressed), 0 fixed",
            .xcode: "baseline typefit-baseline.json: 1 new, 0 worse, 5 unchanged (suppressed), 0 fixed",
            .markdown: "1 new, 0 worse, 5 unchanged (suppressed), 0 fixed",
            .junit: "<property name=\"baselineNew\" value=\"1\"/>",
            .sarif: "\"baseline\":{\"file\":\"typefit-baseline.json\",\"new\":1,\"worse\":0,\"unchanged\":5,\"fixed\":0}",
            .json: "\"baseline\": {\"file\":\"typefit-baseline.json\",\"new\":1,\"worse\":0,\"unchanged\":5,\"fixed\":0",
            .html: "<span data-count=\"baseline-new\">1</span> new",
        ]
        for format in ReportFormat.allCases {
            let text = reportWriter(for: format).write(triage)
            #expect(text.contains(try #require(expectations[format])), "\(format)")
        }
        let sarif = SARIFReportWriter().write(triage)
        #expect(sarif.contains("\"baselineState\":\"new\""))
        #expect(TextReportWriter().write(triage).contains("error truncated [new]: truncated of new"))
    }
}
