import Foundation
import TextMeasure
import TextStyles

/// The real-app part of `--smoke`: a small real-app corpus through the writer, F, the Pango input,
/// `typefit check` as a process (R1's code path, with a JSON report) and every report writer
/// (R3w), with repository fonts only. No timing is read.
enum RealAppSmoke {
    static func summary(fonts: URL, scratch: URL) throws -> [String: Any] {
        let corpus = RealAppCorpus(entries: 480, locales: 16)
        let first = scratch.appendingPathComponent("real-app-a")
        let second = scratch.appendingPathComponent("real-app-b")
        let statistics = try RealAppCorpusWriter(corpus: corpus).write(to: first)
        try RealAppCorpusWriter(corpus: RealAppCorpus(entries: 480, locales: 16)).write(to: second)
        let (files, withBOM, identical) = try compareTrees(first.appendingPathComponent("Resources"), second.appendingPathComponent("Resources"))

        let library = try FontLibrary(fontsDirectory: fonts, usesSystemFallback: false)
        let sizes = try StyleSizes(styles: [RealAppCorpusWriter.slotStyle]).table[RealAppCorpusWriter.slotStyle]!
        let floor = try RealAppFloor(corpus: corpus, resources: first.appendingPathComponent("Resources"), measurer: TextMeasurer(library: library), sizes: sizes)
        let shaped = floor.run()
        let texts = RealAppFloor.checkedTexts(resources: floor.resources)
        let input = RealAppPango.input(texts: texts, sizes: sizes, trackedLocales: floor.systemFontLocales)

        var summary: [String: Any] = [
            "corpus": [
                "entries": statistics.entries, "keys": statistics.keys, "locales": statistics.locales,
                "files": statistics.files, "missingTranslations": statistics.missingTranslations,
                "duplicateKeys": statistics.duplicateKeys, "multiLine": statistics.multiLine,
            ],
            "filesWritten": files, "filesWithUTF16BOM": withBOM, "deterministic": identical,
            "floor": ["strings": shaped.strings, "shapings": shaped.shapings, "glyphs": shaped.glyphs, "breaks": shaped.breaks],
            "pangoInputLines": input.split(separator: "\n", omittingEmptySubsequences: true).count,
            "systemFontLocales": floor.systemFontLocales.sorted(),
        ]
        let typefit = executableDirectory().appendingPathComponent("typefit")
        if FileManager.default.isExecutableFile(atPath: typefit.path) {
            let process = CheckProcess(typefit: typefit, corpus: first, extraArguments: ["--no-system-fonts", "--fonts", fonts.path])
            let report = scratch.appendingPathComponent("real-app-report.json")
            let run = try process.run(jobs: 2, format: "json", output: report)
            var check: [String: Any] = ["exitStatus": Int(run.exitStatus), "reportBytes": run.reportBytes]
            if let t = RealAppRun.totals(ofJSONReport: report) {
                check["totals"] = [
                    "entriesRead": t.entriesRead, "checked": t.checked, "fitting": t.fitting, "withFindings": t.withFindings,
                    "skipped": t.skipped, "findings": t.findings, "catalogIssues": t.catalogIssues, "measurements": t.measurements,
                ]
            }
            summary["check"] = check
        }
        // Issue 10's R3w: every report writer on the small corpus (no timing read).
        let writing = try ReportWriting(corpus: first, fonts: fonts, scratch: scratch.appendingPathComponent("report-writing"),
                                        repeats: 1, usesSystemFallback: false).run()
        summary["reportWriting"] = [
            "findingsShown": writing.findingsShown, "entriesChecked": writing.entriesChecked,
            "bytes": Dictionary(uniqueKeysWithValues: writing.writers.map { ($0.format, $0.bytes) }),
            "markdownCharacters": writing.writer("markdown")?.utf16Count ?? -1,
        ]
        return summary
    }

    /// Files under `a`, how many start with the UTF-16LE byte order mark, and whether `b` holds
    /// the same files with the same bytes.
    static func compareTrees(_ a: URL, _ b: URL) throws -> (files: Int, withBOM: Int, identical: Bool) {
        let fm = FileManager.default
        let names = (fm.subpaths(atPath: a.path) ?? []).filter { $0.hasSuffix(".strings") }.sorted()
        let other = (fm.subpaths(atPath: b.path) ?? []).filter { $0.hasSuffix(".strings") }.sorted()
        var identical = names == other
        var withBOM = 0
        for name in names {
            let data = try Data(contentsOf: a.appendingPathComponent(name))
            if data.starts(with: [0xFF, 0xFE]) { withBOM += 1 }
            if identical, (try? Data(contentsOf: b.appendingPathComponent(name))) != data { identical = false }
        }
        return (names.count, withBOM, identical)
    }
}
