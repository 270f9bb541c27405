import Foundation

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
