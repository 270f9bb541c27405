import Foundation
import Testing

/// `typefit check` at real-app scale from the outside (issue 10): the summary with -o, --quiet,
/// the filters, and a baseline that survives edits elsewhere in the catalogs.
@Suite("typefit check: summary, filters and baselines")
struct CheckTriageCommandTests {
    static let example = CheckCommandTests.example
    static let spec = example.appendingPathComponent("typefit.json").path

    /// The example app's totals, from its JSON report (so the tests follow the example's changes).
    static func totals() throws -> [String: Any] {
        let run = try TypeFitBinary.run(["check", example.path, "--spec", spec, "--format", "json", "--no-system-fonts"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        return try #require(json["totals"] as? [String: Any])
    }

    func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-triage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    @Test("-o writes the report; standard output gets only the totals and at most 20 findings")
    func summaryWithOutput() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = root.appendingPathComponent("report.txt")
        let result = try TypeFitBinary.run(["check", Self.example.path, "--spec", Self.spec, "-o", report.path, "--no-system-fonts"])
        #expect(result.exitCode == 1)
        let lines = result.standardOutput.split(separator: "\n")
        let shown = try #require(try Self.totals()["entriesShown"] as? Int)
        #expect(lines.first?.hasPrefix("Top findings (20 of \(shown) entries with findings shown; all of them in \(report.path))") == true)
        #expect(lines.filter { $0.hasPrefix("  error ") || $0.hasPrefix("  warning ") || $0.hasPrefix("  info ") }.count == 20)
        #expect(lines[1].contains("error specifier-mismatch trip.days [ar]"), "errors first: the specifier mismatch leads")
        #expect(result.standardOutput.contains("Totals\n"))
        #expect(lines.last == "wrote the text report to \(report.path)")
        // Findings, catalog issues, one line of fonts, the totals.
        #expect(lines.count < 33)
        #expect(result.standardOutput.contains("Fonts (11 font files, all bundled): Inter-Medium.otf, Inter-Regular.otf"))
        let full = try String(contentsOf: report, encoding: .utf8)
        #expect(full.split(separator: "\n").count > 150)
        #expect(full.hasPrefix("trip.days\n"))
    }

    @Test("--quiet prints nothing; the exit status and the report file still tell")
    func quiet() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = root.appendingPathComponent("report.json")
        let result = try TypeFitBinary.run(["check", Self.example.path, "--spec", Self.spec, "--format", "json", "-o", report.path, "--quiet", "--no-system-fonts"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
        #expect(FileManager.default.fileExists(atPath: report.path))
        let bare = try TypeFitBinary.run(["check", Self.example.path, "--spec", Self.spec, "-q", "--no-system-fonts"])
        #expect(bare.exitCode == 1 && bare.standardOutput.isEmpty)
        let error = try TypeFitBinary.run(["check", "/nonexistent", "--quiet"])
        #expect(error.exitCode == 64 && error.standardError.hasPrefix("typefit: error: "), "errors are still printed")
    }

    @Test("--kind and --min-severity filter the report; the totals say what was left out; the exit status follows")
    func filters() throws {
        let mismatch = try TypeFitBinary.run(["check", Self.example.path, "--spec", Self.spec, "--kind", "specifier-mismatch", "--no-system-fonts"])
        #expect(mismatch.exitCode == 1)
        #expect(mismatch.standardOutput.hasPrefix("trip.days\n  ar: "))
        #expect(!mismatch.standardOutput.contains("truncated:"))
        let totals = try Self.totals()
        let findings = try #require(totals["findings"] as? Int)
        #expect(mismatch.standardOutput.contains("shown: 1 of \(findings) findings (\(findings - 1) left out by the filter: kind specifier-mismatch)"))
        #expect(mismatch.standardOutput.contains("\(totals["withFindings"] as? Int ?? -1) with findings)"), "the totals count every entry")
        let shrunk = try TypeFitBinary.run(["check", Self.example.path, "--spec", Self.spec, "--kind", "shrunk", "--no-system-fonts"])
        #expect(shrunk.exitCode == 0, "shrunk findings are warnings: nothing shown fails")
        let onlyErrors = try TypeFitBinary.run(["check", Self.example.path, "--spec", Self.spec, "--min-severity", "error", "--format", "github", "--no-system-fonts"])
        // The notes (the example's assumptions) are one notice before the totals, whatever the filter.
        let commands = onlyErrors.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("::notice title=TypeFit notes::") }
        #expect(commands.dropLast().allSatisfy { $0.hasPrefix("::error ") })
        let errors = try #require((totals["findingsBySeverity"] as? [String: Int])?["error"])
        #expect(commands.count == errors + 1)
        for bad in [["--kind", "truncatd"], ["--min-severity", "fatal"], ["--kind", ","]] {
            let result = try TypeFitBinary.run(["check", Self.example.path] + bad)
            #expect(result.exitCode == 64, "\(bad)")
            #expect(result.standardError.contains(bad[0]), "\(bad)")
        }
        #expect(try TypeFitBinary.run(["check", Self.example.path, "--kind", "truncatd"]).standardError.contains("did you mean 'truncated'?"))
    }

    /// An app with a few strings that do not fit, as .strings files, in `root`.
    func writeApp(_ root: URL, german: [(String, String)], french: [(String, String)] = [("title", "Titre"), ("body", "Texte"), ("extra", "Plus")]) throws {
        func strings(_ pairs: [(String, String)]) -> String { pairs.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined() }
        for (locale, pairs) in [("en", [("title", "Title"), ("body", "Body text"), ("extra", "More")]), ("de", german), ("fr", french)] {
            let url = root.appendingPathComponent("App/\(locale).lproj/Localizable.strings")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(strings(pairs).utf8).write(to: url)
        }
        let spec = "{ \"categories\": \"xSmall...xxxLarge\", \"defaultSlot\": { \"style\": \"body\", \"width\": 120, \"lines\": 1 } }\n"
        try Data(spec.utf8).write(to: root.appendingPathComponent("spec.json"))
    }

    @Test("a baseline: adopt, then only new or worse findings fail; lines moving changes nothing; fixed ones are counted")
    func baseline() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let long = "Einstellungen für Barrierefreiheit"
        try writeApp(root, german: [("title", long), ("body", "Text"), ("extra", "Zusätzliche Einstellungen")])
        let app = root.appendingPathComponent("App").path, spec = root.appendingPathComponent("spec.json").path
        let baseline = root.appendingPathComponent("typefit-baseline.json").path
        let adopt = try TypeFitBinary.run(["check", app, "--spec", spec, "--write-baseline", baseline, "-o", root.appendingPathComponent("r.txt").path, "--no-system-fonts"])
        #expect(adopt.exitCode == 1)
        #expect(adopt.standardOutput.contains("wrote the baseline of 2 findings to \(baseline)"))
        let recorded = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(recorded.contains("\"platform\": \"ios\"") && !recorded.contains("\"line\""))

        // The same findings, lines moved and entries reordered: nothing new, exit 0.
        try writeApp(root, german: [("extra", "Zusätzliche Einstellungen"), ("body", "Text"), ("title", long)])
        let same = try TypeFitBinary.run(["check", app, "--spec", spec, "--baseline", baseline, "--no-system-fonts"])
        #expect(same.exitCode == 0, "\(same.standardOutput)")
        #expect(same.standardOutput.contains("baseline \(baseline): 0 new, 0 worse, 2 unchanged (suppressed), 0 fixed"))

        // One fixed, one new: exit 1, the new one shown.
        try writeApp(root, german: [("extra", "Mehr"), ("body", "Ein viel zu langer Text für dieses Feld"), ("title", long)])
        let changed = try TypeFitBinary.run(["check", app, "--spec", spec, "--baseline", baseline, "--format", "json", "--no-system-fonts"])
        #expect(changed.exitCode == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(changed.standardOutput.utf8)) as? [String: Any])
        let counts = try #require(json["baseline"] as? [String: Any])
        #expect(counts["new"] as? Int == 1 && counts["unchanged"] as? Int == 1 && counts["fixed"] as? Int == 1 && counts["worse"] as? Int == 0)
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(entries.map { $0["key"] as? String } == ["body"])

        // The ratchet: rewriting the baseline keeps what is still there and adds nothing new.
        let ratchet = try TypeFitBinary.run(["check", app, "--spec", spec, "--baseline", baseline, "--write-baseline", baseline, "-o", root.appendingPathComponent("r.txt").path, "--no-system-fonts"])
        #expect(ratchet.standardOutput.contains("wrote the baseline of 1 findings (the ones still in \(baseline); new ones are not added)"))
    }

    @Test("a baseline for another platform or categories is refused with a clear error")
    func wrongBaseline() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try writeApp(root, german: [("title", "Einstellungen für Barrierefreiheit")])
        let app = root.appendingPathComponent("App").path, spec = root.appendingPathComponent("spec.json").path
        let baseline = root.appendingPathComponent("b.json").path
        _ = try TypeFitBinary.run(["check", app, "--spec", spec, "--write-baseline", baseline, "-q", "--no-system-fonts"])
        let narrower = try TypeFitBinary.run(["check", app, "--spec", spec, "--baseline", baseline, "--categories", "Large...xxxLarge", "--no-system-fonts"])
        #expect(narrower.exitCode == 64)
        #expect(narrower.standardError.contains("\(baseline): the baseline was written for categories xSmall...xxxLarge (7), but this check is for Large...xxxLarge (4)"))
        let watch = root.appendingPathComponent("watch.json")
        try Data("{ \"platform\": \"watchos\", \"defaultSlot\": { \"style\": \"body\", \"width\": 120 } }\n".utf8).write(to: watch)
        let other = try TypeFitBinary.run(["check", app, "--spec", watch.path, "--baseline", baseline, "--no-system-fonts"])
        #expect(other.exitCode == 64)
        #expect(other.standardError.contains("the baseline was written for platform ios, but this check is for watchos"))
        let missing = try TypeFitBinary.run(["check", app, "--baseline", root.appendingPathComponent("none.json").path])
        #expect(missing.exitCode == 64 && missing.standardError.contains("cannot read the baseline"))
    }
}
