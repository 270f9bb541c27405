import Foundation
import TextMeasure
import TextStyles

/// `typefit-bench --write-real-app-corpus DIR [--entries N] [--locales N]`: writes the real-app
/// corpus (issue 14) for other tools and people to check, and prints its statistics as JSON.
enum RealAppCorpusCommand {
    static func run(_ options: BenchOptions, directory: String) throws {
        let corpus = RealAppCorpus(
            entries: options.entries ?? RealAppCorpus.defaultEntries,
            locales: options.localeCount ?? RealAppLocales.all.count)
        let url = URL(fileURLWithPath: directory)
        let statistics = try RealAppCorpusWriter(corpus: corpus).write(to: url)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(statistics), as: UTF8.self))
        progress("wrote \(statistics.entries) entries in \(statistics.files) files under \(url.appendingPathComponent("Resources").path); check them with: typefit check \(directory) --spec \(url.appendingPathComponent("typefit.json").path)")
    }
}

/// `--profile-real-app-floor`: F once, for callgrind, on the real-app corpus of `--entries`
/// (default 12,000, enough keys for the longest text) and `--locales`. Writing the corpus and
/// finding the fonts come first; `RealAppFloor.run` is the part to read in the profile.
enum RealAppProfile {
    static func floor(_ options: BenchOptions) throws {
        let corpus = RealAppCorpus(entries: options.entries ?? 12_000, locales: options.localeCount ?? RealAppLocales.all.count)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-bench-profile-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try RealAppCorpusWriter(corpus: corpus).write(to: directory)
        let library = try FontLibrary(fontsDirectory: try locateFonts(options.fontsDirectory), usesSystemFallback: true)
        let sizes = try StyleSizes(styles: [RealAppCorpusWriter.slotStyle]).table[RealAppCorpusWriter.slotStyle]!
        let floor = try RealAppFloor(corpus: corpus, resources: directory.appendingPathComponent("Resources"), measurer: TextMeasurer(library: library), sizes: sizes)
        let out = floor.run()
        print("profiled F: \(out.strings) strings, \(out.shapings) shapings, \(out.glyphs) glyphs, \(out.breaks) breaks")
        // With --repeats N, N more runs timed as the benchmark times F (the run above is their
        // warm-up), to set beside `typefit check` runs on the same files on a noisy machine.
        guard let repeats = options.repeats else { return }
        for run in 0..<max(1, repeats) {
            var cpu0 = timespec(), cpu1 = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu0)
            let (_, seconds) = Clock.time { floor.run() }
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu1)
            let cpu = Double(cpu1.tv_sec - cpu0.tv_sec) + Double(cpu1.tv_nsec - cpu0.tv_nsec) * 1e-9
            print(String(format: "F run %d: %.1f ms wall, %.1f ms CPU", run + 1, seconds * 1000, cpu * 1000))
        }
    }
}
