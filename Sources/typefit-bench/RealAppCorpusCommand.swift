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
    }
}
