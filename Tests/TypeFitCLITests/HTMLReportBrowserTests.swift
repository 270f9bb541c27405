import Foundation
import Testing

/// The HTML report opened in a real browser (headless Chromium, driven over the DevTools
/// protocol by `typefit-bench --browse-report`), its DOM read back (issue 10, tests): the counts
/// it shows are the report's totals, a catalog string holding `<script>` shows as text, and the
/// drawings are made. Skipped, saying so, where Chromium is not installed.
@Suite("The HTML report in headless Chromium")
struct HTMLReportBrowserTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FitCheckTests/Fixtures")

    /// Chromium on PATH, as `typefit-bench` looks for it.
    static let chromium: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }()

    /// `typefit-bench --browse-report FILE --dom`, its JSON.
    func browse(_ report: URL) throws -> [String: Any] {
        let bench = try #require(BenchmarkSmokeTests.binary, "typefit-bench not found next to the tests")
        let result = try TypeFitBinary.run(executable: bench, ["--browse-report", report.path, "--dom"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (Debian: apt-get install chromium); the HTML report was not opened in a browser"))
    func countsAndEscaping() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // One folder with the example app's catalog and the hostile one.
        let catalogs = root.appendingPathComponent("catalogs")
        try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
        for name in ["App/Localizable.xcstrings", "Evil/Evil.xcstrings"] {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name),
                                             to: catalogs.appendingPathComponent(name.replacingOccurrences(of: "/", with: "-")))
        }
        let spec = Self.fixtures.appendingPathComponent("App/spec.json").path
        var reports: [String: URL] = [:]
        for format in ["html", "json"] {
            let url = root.appendingPathComponent("report.\(format)")
            let run = try TypeFitBinary.run(["check", catalogs.path, "--spec", spec, "--format", format, "-o", url.path, "--no-system-fonts"])
            #expect(run.exitCode == 1, "\(run.standardError)")
            reports[format] = url
        }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: reports["json"]!)) as? [String: Any])
        let totals = try #require(json["totals"] as? [String: Any])
        let browsed = try browse(reports["html"]!)
        let dom = try #require(browsed["dom"] as? String)
        #expect(browsed["dialogs"] as? Int == 0, "the page opened a dialog: catalog text ran as script")

        // The totals the page shows are the report's.
        func shown(_ attribute: String) -> Int? {
            guard let range = dom.range(of: "\(attribute)\">") else { return nil }
            return Int(dom[range.upperBound...].prefix { $0.isNumber || $0 == "," }.filter(\.isNumber))
        }
        let severities = try #require(totals["findingsBySeverity"] as? [String: Int])
        let expected: [String: Int?] = [
            "entriesRead": totals["entriesRead"] as? Int, "checked": totals["checked"] as? Int, "fitting": totals["fitting"] as? Int,
            "withFindings": totals["withFindings"] as? Int, "skipped": totals["skipped"] as? Int, "findings": totals["findings"] as? Int,
            "errors": severities["error"] ?? 0, "warnings": severities["warning"] ?? 0, "info": severities["info"] ?? 0,
            "catalogIssues": totals["catalogIssues"] as? Int, "inputErrors": totals["inputErrors"] as? Int,
        ]
        for (name, value) in expected {
            #expect(shown("data-total=\"\(name)") == value, "\(name)")
        }
        // The list's counts, made by the script, are the report's shown findings.
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(shown("data-count=\"shown-entries") == totals["entriesShown"] as? Int)
        #expect(shown("data-count=\"shown-keys") == Set(entries.compactMap { $0["key"] as? String }).count)
        let catalog = (json["catalogIssues"] as? [Any])?.count ?? 0
        #expect(shown("data-count=\"shown-findings").map { $0 + catalog } == totals["findingsShown"] as? Int)

        // The hostile translation is text, in the row and in the summary; no script but the page's.
        #expect(dom.contains("&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; \"quoted\" &amp; 'single'"))
        #expect(dom.contains("<code>evil.&lt;b&gt;key&lt;/b&gt;</code>"))
        #expect(!dom.contains("<script>alert"))
        #expect(dom.components(separatedBy: "<script").count - 1 == 2)
        // Opened groups were drawn, glyphs referring to outlines stored once.
        #expect((browsed["drawings"] as? Int ?? 0) > 0)
        #expect(dom.contains("<use href=\"#o"))
    }
}

