import Foundation
import Testing

/// Runs the built `typefit-bench --smoke`: the benchmark's code on a tiny corpus, so it cannot
/// rot. No timing is asserted; the output's shape is, and that W1 gives the same results with
/// one thread and with two.
@Suite("typefit-bench smoke run")
struct BenchmarkSmokeTests {
    /// `typefit-bench`, found next to the test bundle as `TypeFitBinary` finds `typefit`.
    static let binary: URL? = {
        var starts: [URL] = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        if let executable = Bundle.main.executableURL { starts.append(executable) }
        starts.append(URL(fileURLWithPath: CommandLine.arguments[0]).absoluteURL)
        for start in starts {
            var directory = start.resolvingSymlinksInPath().deletingLastPathComponent()
            while directory.path != "/" && !directory.path.isEmpty {
                let candidate = directory.appendingPathComponent("typefit-bench")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }()

    /// The repository's fonts, located from this file (tests never depend on the working directory).
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts")

    /// Runs `typefit-bench arguments`; its exit status and standard output.
    static func runBench(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        let binary = try #require(binary, "typefit-bench not found next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    static func runSmoke() throws -> [String: Any] {
        let (status, data) = try runBench(["--smoke", "--fonts", fonts.path])
        #expect(status == 0)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func smokeRunHasTheExpectedShape() throws {
        let summary = try Self.runSmoke()
        #expect(summary["mode"] as? String == "smoke")
        let entries = try #require(summary["entries"] as? Int)
        #expect(entries > 0)
        #expect(summary["checksPerEntry"] as? Int == 12)
        let locales = try #require(summary["locales"] as? [String])
        #expect(locales.count >= 5)

        let w1 = try #require(summary["w1"] as? [String: Any])
        #expect(w1["checks"] as? Int == entries * 12)
        #expect(w1["errors"] as? Int == 0)
        #expect(w1["missingGlyphs"] as? Int == 0, "the corpus must use only characters the bundled fonts have")
        let fits = try #require(w1["fits"] as? Int)
        let truncated = try #require(w1["truncated"] as? Int)
        #expect(fits > 0 && truncated > 0, "a useful corpus has both fitting and truncated labels")

        let full = try #require(summary["w1Full"] as? [String: Any])
        #expect(full["sameAsCore"] as? Int == entries * 12, "the full checker and the core check must agree")
        #expect(full["identical"] as? Bool == true)

        let w2 = try #require(summary["w2"] as? [String: Any])
        #expect(w2["strings"] as? Int == entries)
        #expect((w2["glyphs"] as? Int ?? 0) > 0)
        // W2b shapes the Inter strings once more (Inter Display); W1c sets every size in one cut,
        // so below the Display cut's size its outcomes are W1's.
        let w2b = try #require(summary["w2b"] as? [String: Any])
        let w2bStrings = try #require(w2b["strings"] as? Int)
        #expect(w2bStrings > entries && w2bStrings < 2 * entries)
        #expect((w2b["glyphs"] as? Int ?? 0) > (w2["glyphs"] as? Int ?? 0))
        // W2c analyzes every string once and shapes as W2b does.
        let w2c = try #require(summary["w2c"] as? [String: Any])
        #expect(w2c["strings"] as? Int == entries)
        #expect(w2c["glyphs"] as? Int == w2b["glyphs"] as? Int)
        #expect((w2c["breaks"] as? Int ?? 0) >= entries, "every text has at least its end as a break")
        let w1c = try #require(summary["w1c"] as? [String: Any])
        #expect(w1c["checks"] as? Int == entries * 12)
        #expect(w1c["errors"] as? Int == 0)
        let belowCut = try #require(w1c["belowDisplayCut"] as? Int)
        #expect(belowCut > 0 && belowCut < entries * 12)
        #expect(w1c["belowDisplayCutSame"] as? Int == belowCut)
        let w3 = try #require(summary["w3"] as? [String: Any])
        #expect(w3["inputLines"] as? Int == entries)
        let w4 = try #require(summary["w4"] as? [String: Any])
        #expect(w4["layoutsPerPass"] as? Int == entries * 12)
    }

    /// The real-app corpus (issue 14): written deterministically as UTF-16 `.strings` with a BOM,
    /// read back by F and by `typefit check` (as a process, JSON report), whose totals add up
    /// and count what the writer wrote: every entry checked, every missing translation skipped,
    /// every missing translation and duplicate key a catalog issue.
    @Test func realAppCorpusGoesThroughTheFloorAndTheCheck() throws {
        let summary = try Self.runSmoke()
        let realApp = try #require(summary["realApp"] as? [String: Any])
        let corpus = try #require(realApp["corpus"] as? [String: Int])
        let entries = try #require(corpus["entries"])
        #expect(corpus["locales"] == 16)
        #expect(entries > 400 && entries <= 480)
        #expect((corpus["multiLine"] ?? 0) > 0, "long texts carry line breaks")
        let files = try #require(realApp["filesWritten"] as? Int)
        #expect(files == corpus["files"] && files >= 16 * 2)
        #expect(realApp["filesWithUTF16BOM"] as? Int == files)
        #expect(realApp["deterministic"] as? Bool == true, "the same seed writes the same bytes")

        let floor = try #require(realApp["floor"] as? [String: Int])
        #expect(floor["strings"] == entries)
        #expect((floor["shapings"] ?? 0) > entries, "Latin text is shaped in both cuts")
        #expect((floor["breaks"] ?? 0) >= entries)
        #expect(realApp["pangoInputLines"] as? Int == entries, "one input line per checked entry, line breaks escaped")

        let check = try #require(realApp["check"] as? [String: Any], "typefit not found next to typefit-bench")
        #expect(check["exitStatus"] as? Int == 1, "the corpus has findings at failing severity")
        let totals = try #require(check["totals"] as? [String: Int])
        let checked = try #require(totals["checked"])
        #expect(checked == entries)
        #expect(totals["entriesRead"] == checked + (totals["skipped"] ?? -1))
        #expect(totals["skipped"] == corpus["missingTranslations"])
        #expect(totals["catalogIssues"] == (corpus["missingTranslations"] ?? 0) + (corpus["duplicateKeys"] ?? 0))
        let withFindings = try #require(totals["withFindings"])
        #expect(withFindings > 0 && withFindings < checked)
        #expect(totals["fitting"] == checked - withFindings)
        #expect(totals["measurements"] == checked * 12)

        // R3w (issue 10): every format's writer ran on the check's result.
        let writing = try #require(realApp["reportWriting"] as? [String: Any])
        #expect(writing["entriesChecked"] as? Int == checked)
        let bytes = try #require(writing["bytes"] as? [String: Int])
        #expect(Set(bytes.keys) == ["text", "json", "junit", "sarif", "github", "xcode", "markdown", "html"])
        #expect(bytes.values.allSatisfy { $0 > 0 })
        let markdown = try #require(writing["markdownCharacters"] as? Int)
        #expect(markdown > 0 && markdown <= 60_000)
    }

    /// `--sf-agreement` runs on a user's strings with their SF Pro; here the variable test font
    /// stands in for it (the numbers mean nothing; their shape and counts do).
    @Test func systemFontAgreementRuns() throws {
        let strings = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-agreement-\(UUID().uuidString).tsv")
        try Data("# locale<TAB>text\nde\tEinstellungen für Barrierefreiheit\nen\tAccessibility settings\nhe\tהגדרות נגישות\n".utf8).write(to: strings)
        defer { try? FileManager.default.removeItem(at: strings) }
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TextMeasureTests/Fixtures/OpticalSizeVF.ttf").path
        let (status, data) = try Self.runBench(["--sf-agreement", "--system-font", fixture, "--strings", strings.path, "--json", "--fonts", Self.fonts.path])
        #expect(status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(report["strings"] as? Int == 3)
        #expect(report["decisions"] as? Int == 3 * 2 * 4 * 12)
        #expect(report["uncalibratedScriptDecisions"] as? Int == 2 * 4 * 12, "the Hebrew string has no band")
        #expect(report["systemFont"] as? [String] == [fixture])
        for key in ["uncalibrated", "calibrated", "band_p95", "band_p99"] {
            #expect(report[key] is [String: Double], "missing \(key)")
        }
        // Without SF Pro the mode explains what it needs.
        #expect(try Self.runBench(["--sf-agreement", "--strings", strings.path]).status == 64)
    }

    @Test func checkResultsAreTheSameWithOneAndTwoThreads() throws {
        let summary = try Self.runSmoke()
        let w1 = try #require(summary["w1"] as? [String: Any])
        #expect(w1["identical"] as? Bool == true)
        let one = try #require(w1["digestThreads1"] as? String)
        #expect(one == w1["digestThreads2"] as? String)
    }

    /// The repository's BENCHMARKS.json and BENCHMARKS.md, located from this file.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Issue 39: `--rewrite-report` renders BENCHMARKS.md from the committed BENCHMARKS.json alone;
    /// the result is the committed BENCHMARKS.md (so the two never drift apart), at most 250
    /// lines, with every target's figure and the ratios against Pango and the floor, and it
    /// links the notes rather than copying them.
    @Test("BENCHMARKS.md renders from BENCHMARKS.json: the committed file, within 250 lines, every figure")
    func rewriteReport() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-bench-rewrite-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let saved = Self.repository.appendingPathComponent("BENCHMARKS.json")
        let (status, _) = try Self.runBench(["--rewrite-report", saved.path, "--out", directory.path])
        #expect(status == 0)
        let text = try String(contentsOf: directory.appendingPathComponent("BENCHMARKS.md"), encoding: .utf8)
        let committed = try String(contentsOf: Self.repository.appendingPathComponent("BENCHMARKS.md"), encoding: .utf8)
        #expect(text == committed, "BENCHMARKS.md is not what BENCHMARKS.json renders: run typefit-bench --rewrite-report BENCHMARKS.json")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 250, "\(lines) lines")
        #expect(text.contains("[Benchmarks/NOTES.md](Benchmarks/NOTES.md)"))
        #expect(!text.contains("## What the profile showed"), "the notes are linked, not copied")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: saved)) as? [String: Any])
        let machine = try #require(json["machine"] as? [String: Any])
        #expect(text.contains("commit `\(try #require(machine["commit"] as? String))`"))
        let targets = try #require(json["targets"] as? [[String: Any]])
        #expect(targets.count >= 5)
        for target in targets {
            let name = try #require(target["name"] as? String), measured = try #require(target["measured"] as? String)
            #expect(text.contains("| \(name) | \(target["target"] as? String ?? "") | \(measured) |"), "\(name): \(measured)")
        }
        let realApp = try #require(json["realApp"] as? [String: Any])
        let characters = try #require(realApp["markdownCharacters"] as? Int)
        #expect(text.contains(characters.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))))
        for ratio in ["W1 / W2 (HarfBuzz floor)", "R1 / F (floor)", "W1 vs W3 (Pango)", "P1", "P2"] { #expect(text.contains(ratio), "\(ratio)") }
    }

    @Test("--rewrite-report names the file and the reason when it cannot read a report")
    func rewriteReportBadInput() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-bench-bad-\(UUID().uuidString).json")
        try Data(#"{"machine": {}}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let binary = try #require(Self.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--rewrite-report", file.path, "--out", FileManager.default.temporaryDirectory.path]
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message.contains("\(file.path): not a benchmark report: machine.date is missing"), "\(message)")
    }
}
