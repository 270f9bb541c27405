import FitCheck
import Foundation
import TextMeasure

/// Report writing at real-app scale (issue 10, item 7), in process, so that the writers' cost is
/// measured apart from the check's (the machine is shared: the difference of two whole-process
/// runs of 6 s drowns a few hundred milliseconds in noise).
///
/// On a corpus folder with its spec (`DIR/typefit.json`): the check on one thread without
/// drawings (what every format but HTML runs) and with them (HTML), then every format's writer on
/// that result, streamed to a file as `typefit check -o` writes it. Each figure is the median of
/// `repeats` runs after a warm-up.
struct ReportWriting {
    let corpus: URL
    let fonts: URL
    let scratch: URL
    var repeats = 3
    /// Fonts from fontconfig too, as `typefit check` runs by default (the smoke run: repository
    /// fonts only).
    var usesSystemFallback = true

    struct Writer: Codable {
        var format: String
        var seconds: Samples
        var bytes: Int
        /// UTF-16 code units of the report (Markdown's limit is in characters).
        var utf16Count: Int?
    }

    struct Results: Codable {
        /// The check without drawings, and with them (HTML).
        var check: Samples
        var checkWithDrawings: Samples
        var writers: [Writer] = []
        var entriesChecked = 0
        var findingsShown = 0

        /// The writer of `format`.
        func writer(_ format: String) -> Writer? { writers.first { $0.format == format } }
    }

    func run() throws -> Results {
        let spec = try Spec.load(from: corpus.appendingPathComponent("typefit.json"))
        let library = try FontLibrary(fontsDirectory: fonts, usesSystemFallback: usesSystemFallback)
        func check(drawings: Bool) -> CheckResult {
            runCheck(paths: [corpus], spec: spec, options: CheckOptions(rendersPictures: drawings, concurrency: 1, keepsFittingOutcomes: false),
                     measurer: TextMeasurer(library: library))
        }
        _ = check(drawings: false)  // warm-up: fonts, ICU, fontconfig
        var plain: [Double] = [], drawn: [Double] = []
        var result: CheckResult?
        for _ in 0..<repeats {
            plain.append(Clock.time { check(drawings: false) }.1)
            let (withDrawings, seconds) = Clock.time { check(drawings: true) }
            drawn.append(seconds)
            result = withDrawings
        }
        var results = Results(check: Samples(values: plain), checkWithDrawings: Samples(values: drawn))
        guard let result else { return results }
        results.entriesChecked = result.totals.checked
        results.findingsShown = result.totals.findings
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for format in ReportFormat.allCases {
            let file = scratch.appendingPathComponent("report-writing.\(format.fileExtension)")
            var seconds: [Double] = []
            for _ in 0...repeats {  // the first run warms up
                FileManager.default.createFile(atPath: file.path, contents: nil)
                let handle = try FileHandle(forWritingTo: file)
                let (_, time) = try Clock.time {
                    let output = ReportOutput(fileHandle: handle)
                    writeReport(Triage(result), format: format, to: output)
                    try output.finish()
                }
                try handle.close()
                seconds.append(time)
            }
            let bytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            let utf16 = format == .markdown ? (try? String(contentsOf: file, encoding: .utf8))?.utf16.count : nil
            results.writers.append(Writer(format: format.rawValue, seconds: Samples(values: Array(seconds.dropFirst())), bytes: bytes, utf16Count: utf16))
            progress("report writing, \(format.rawValue): \(ms(Samples(values: Array(seconds.dropFirst())).median)), \(bytes / 1024) KB")
            try? FileManager.default.removeItem(at: file)
        }
        return results
    }

    /// `typefit-bench --report-writing DIR`: the figures as JSON on standard output.
    static func command(_ directory: String, options: BenchOptions) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-bench-writing-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let workload = ReportWriting(corpus: URL(fileURLWithPath: directory), fonts: try locateFonts(options.fontsDirectory),
                                     scratch: scratch, repeats: options.repeats ?? 3)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(try workload.run()), as: UTF8.self))
    }
}
