import Foundation
import Testing
@testable import FitCheck

/// `--format xcode`: clang's diagnostic lines, which Xcode shows in its issue navigator.
@Suite("Xcode diagnostics")
struct XcodeReportTests {
    /// `path:line:column: severity: message`, as clang prints it (the path has no `:` here).
    static var diagnostic: Regex<(Substring, Substring, Substring, Substring, Substring, Substring)> {
        #/^([^:]+):([0-9]+):([0-9]+): (error|warning|note): (.+)$/#
    }

    let result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings"), Fixtures.url("Broken/Broken.xcstrings")],
                          spec: Fixtures.appSpec, options: CheckOptions(rendersPictures: false), measurer: Fixtures.measurer)

    @Test("one located diagnostic per finding, severities mapped, then unlocated notes and the totals last")
    func lines() throws {
        let lines = writeReport(result, format: .xcode).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let located = lines.compactMap { try? Self.diagnostic.wholeMatch(in: String($0)) }
        #expect(located.count == result.totals.findings)
        #expect(lines.count == result.totals.findings + result.notes.count + 1)
        for match in located {
            #expect(match.output.1.hasPrefix("/"), "absolute, as the check read it: \(match.output.0)")
            #expect(FileManager.default.fileExists(atPath: String(match.output.1)), "a path Xcode can open")
            #expect(Int(match.output.2)! >= 1 && Int(match.output.3)! >= 1)
        }
        let severities = located.map { String($0.output.4) }
        #expect(severities.filter { $0 == "error" }.count == result.totals.findingsBySeverity[.error] ?? 0)
        #expect(severities.filter { $0 == "warning" }.count == result.totals.findingsBySeverity[.warning] ?? 0)
        #expect(severities.filter { $0 == "note" }.count == result.totals.findingsBySeverity[.info] ?? 0)
        let german = try #require(lines.first { $0.contains("settings.title [de]") && $0.contains("[truncated]") })
        #expect(german.hasSuffix(": error: [truncated] settings.title [de]: truncated at Medium (16 pt): shows “Einstellungen für Barrierefreih…” (borderline: margin 1.73%, within the stand-in font's error (p95 1.81%): check with SF Pro) [Medium...AX5] (slot from \(Fixtures.url("App/spec.json").path):6)"))
        #expect(german.hasPrefix(Fixtures.url("App/Localizable.xcstrings").path + ":7:1: "), "no column known: column 1")
        // The malformed catalog's reader knows the column.
        #expect(lines.contains { $0.hasPrefix(Fixtures.url("Broken/Broken.xcstrings").path + ":9:5: error: [catalog-issue]: [malformed] malformed JSON") })
        #expect(lines.last?.hasPrefix("note: TypeFit totals: 29 entries read") == true)
        #expect(lines.dropLast().suffix(result.notes.count).allSatisfy { $0.hasPrefix("note: TypeFit: ") })
    }

    @Test("paths made relative by the check stay as given")
    func relativePaths() {
        let result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings")], spec: Fixtures.appSpec,
                              options: CheckOptions(relativeTo: Fixtures.directory), measurer: Fixtures.measurer)
        #expect(writeReport(result, format: .xcode).contains("\nApp/Localizable.xcstrings:7:1: error: [truncated] settings.title [de]: "))
    }

    @Test("a translation's line breaks cannot end a diagnostic or forge another")
    func escaping() throws {
        let spec = try Spec.load(from: Fixtures.url("Evil/spec.json"))
        let result = runCheck(paths: [Fixtures.url("Evil/Evil.xcstrings")], spec: spec, options: CheckOptions(), measurer: Fixtures.measurer)
        let text = writeReport(result, format: .xcode)
        let lines = text.split(separator: "\n")
        #expect(lines.allSatisfy { (try? Self.diagnostic.wholeMatch(in: String($0))) != nil || $0.hasPrefix("note: TypeFit") })
        #expect(!lines.contains { $0.hasPrefix("second line") })
        let truncated = try #require(lines.first { $0.contains("[truncated] evil.<b>key</b> [de]") })
        #expect(truncated.contains(#"%0A 100% a,b:c | x\nsecond line ::error::injected…"#))
    }

    @Test("the format's name and file extension")
    func name() {
        #expect(ReportFormat(name: "xcode") == .xcode)
        #expect(ReportFormat(name: "XCODE") == .xcode)
        #expect(ReportFormat.xcode.fileExtension == "txt")
    }
}
