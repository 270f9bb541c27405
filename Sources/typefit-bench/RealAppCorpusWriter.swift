import Foundation

/// Writes the real-app corpus as an app's resources: `Resources/<locale>.lproj/<Table>.strings`
/// in UTF-16 little-endian with a byte order mark (as Xcode's genstrings and ibtool write them),
/// each entry after its comment, keys sorted; and `typefit.json`, the spec of the slot the
/// benchmark checks every key in: a two-line Body label 343 pt wide (a 375 pt iPhone minus its
/// margins), word wrap, truncating the tail, at every category xSmall...AX5.
struct RealAppCorpusWriter {
    let corpus: RealAppCorpus

    /// The spec `typefit check` runs with (`typefit.json`).
    static let spec = """
        {
          "platform": "ios",
          "categories": "xSmall...AX5",
          "scale": 3,
          "font": "system",
          "defaultSlot": { "component": "label", "style": "body", "width": 343, "lines": 2, "lineBreakMode": "tail" }
        }

        """

    static let slotWidth = 343.0
    static let slotLines = 2
    static let slotStyle = "Body"

    /// Writes everything under `directory` (created; an existing `Resources` folder is replaced)
    /// and returns what was written.
    @discardableResult
    func write(to directory: URL) throws -> RealAppCorpusStatistics {
        let fm = FileManager.default
        let resources = directory.appendingPathComponent("Resources")
        try? fm.removeItem(at: resources)
        try fm.createDirectory(at: resources, withIntermediateDirectories: true)
        var statistics = RealAppCorpusStatistics(corpus: corpus)
        for (l, locale) in corpus.locales.enumerated() {
            let folder = resources.appendingPathComponent("\(locale.code).lproj")
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            var byTable: [RealAppCorpus.Table: [RealAppCorpus.Entry]] = [:]
            for entry in corpus.entries[l] { byTable[corpus.keys[entry.key].table, default: []].append(entry) }
            for table in RealAppCorpus.Table.allCases {
                guard let entries = byTable[table], !entries.isEmpty else { continue }
                let sorted = entries.sorted { corpus.keys[$0.key].name < corpus.keys[$1.key].name }
                let data = Self.utf16LittleEndian(content(of: sorted))
                try data.write(to: folder.appendingPathComponent("\(table.rawValue).strings"))
                statistics.files += 1
                statistics.bytes += data.count
            }
        }
        try Self.spec.write(to: directory.appendingPathComponent("typefit.json"), atomically: true, encoding: .utf8)
        return statistics
    }

    /// A table's text: each entry after its comment (`/* ... */`), a duplicate key's earlier text
    /// right before it.
    func content(of entries: [RealAppCorpus.Entry]) -> String {
        var out = ""
        for entry in entries {
            let key = corpus.keys[entry.key]
            out += "/* \(key.comment) */\n"
            if let earlier = entry.duplicateOf {
                out += "\"\(key.name)\" = \"\(Self.escaped(earlier))\";\n"
            }
            out += "\"\(key.name)\" = \"\(Self.escaped(entry.text))\";\n\n"
        }
        return out
    }

    /// A value as `.strings` quotes it: backslash, double quote and line breaks escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// UTF-16LE with the byte order mark FF FE.
    static func utf16LittleEndian(_ text: String) -> Data {
        var data = Data(capacity: 2 + text.utf16.count * 2)
        data.append(contentsOf: [0xFF, 0xFE])
        for unit in text.utf16 {
            data.append(UInt8(unit & 0xFF))
            data.append(UInt8(unit >> 8))
        }
        return data
    }
}

/// What the corpus holds, measured on the texts written (each key's last text where it is
/// written twice); lengths in characters (`String.count`, grapheme clusters).
struct RealAppCorpusStatistics: Codable, Sendable {
    var seed: String
    var locales: Int
    var keys: Int
    /// Entries written (a duplicate key's earlier text not counted).
    var entries: Int
    /// Keys written twice in one table (each is a `duplicateKey` catalog issue).
    var duplicateKeys: Int
    /// (key, locale) pairs with no text: the app shows the development language's.
    var missingTranslations: Int
    var entriesByTable: [String: Int]
    var files = 0
    var bytes = 0
    var meanLength: Double
    var medianLength: Int
    var percentile98Length: Int
    var maximumLength: Int
    /// Percent of entries over 200 characters.
    var over200Percent: Double
    /// Entries with a line break (`\n`).
    var multiLine: Int
    /// Entries with a format specifier.
    var withSpecifiers: Int

    init(corpus: RealAppCorpus) {
        seed = String(format: "0x%016llx", corpus.seed)
        locales = corpus.locales.count
        keys = corpus.keys.count
        var lengths: [Int] = []
        var tables: [String: Int] = [:]
        var duplicates = 0, multiLine = 0, specifiers = 0
        for list in corpus.entries {
            for entry in list {
                lengths.append(entry.text.count)
                tables[corpus.keys[entry.key].table.rawValue, default: 0] += 1
                if entry.duplicateOf != nil { duplicates += 1 }
                if entry.text.contains("\n") { multiLine += 1 }
                if !corpus.keys[entry.key].specifiers.isEmpty { specifiers += 1 }
            }
        }
        entries = lengths.count
        duplicateKeys = duplicates
        missingTranslations = corpus.keys.count * corpus.locales.count - lengths.count
        entriesByTable = tables
        self.multiLine = multiLine
        withSpecifiers = specifiers
        lengths.sort()
        let n = max(1, lengths.count)
        meanLength = Double(lengths.reduce(0, +)) / Double(n)
        medianLength = lengths.isEmpty ? 0 : lengths[lengths.count / 2]
        percentile98Length = lengths.isEmpty ? 0 : lengths[min(lengths.count - 1, lengths.count * 98 / 100)]
        maximumLength = lengths.last ?? 0
        over200Percent = 100 * Double(lengths.filter { $0 > 200 }.count) / Double(n)
    }
}
