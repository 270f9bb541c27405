import FitCheck
import Foundation
import TextMeasure
import TextStyles

/// W1 through the real checker (`FitCheck.runCheck`): the corpus written as `.strings` catalogs
/// (one `<locale>.lproj/Localizable.strings` per locale) and a spec with one label rule per
/// style, width and line limit; the time includes reading the catalogs, matching keys to
/// rules, measuring, building findings and sorting the result, as `typefit check` does.
struct FullChecker {
    let check: CoreCheck
    let directory: URL
    let spec: Spec
    let ruleCount: Int

    /// Writes the catalogs and the spec under `scratch`.
    init(check: CoreCheck, scratch: URL) throws {
        self.check = check
        directory = scratch.appendingPathComponent("catalogs")
        let fm = FileManager.default
        try? fm.removeItem(at: directory)
        var files: [String: String] = [:]
        var rules: [String: String] = [:]
        for (index, entry) in check.entries.enumerated() {
            let prefix = FullChecker.keyPrefix(entry)
            let text = entry.text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            files[entry.locale, default: ""] += "\"\(prefix).\(index)\" = \"\(text)\";\n"
            if rules[prefix] == nil {
                let style = TextStyle(name: entry.style).identifier
                rules[prefix] = "{ \"match\": \"\(prefix).*\", \"component\": \"label\", \"style\": \"\(style)\", \"width\": \(Int(entry.width)), \"lines\": \(entry.lines), \"lineBreakMode\": \"tail\" }"
            }
        }
        for (locale, content) in files {
            let folder = directory.appendingPathComponent("\(locale).lproj")
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            try content.write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        let specJSON = """
            {
              "platform": "ios",
              "categories": "all",
              "scale": 3,
              "font": "system",
              "onlySpecified": true,
              "slots": [
                \(rules.keys.sorted().map { rules[$0]! }.joined(separator: ",\n    "))
              ]
            }
            """
        let specURL = scratch.appendingPathComponent("spec.json")
        try specJSON.write(to: specURL, atomically: true, encoding: .utf8)
        spec = try Spec.load(from: specURL)
        ruleCount = rules.count
    }

    /// The corpus index at the end of a key (`...name.123`), read from its last bytes.
    static func entryIndex(_ key: String) -> Int? {
        var value = 0
        var scale = 1
        var digits = 0
        for byte in key.utf8.reversed() {
            guard byte != UInt8(ascii: ".") else { break }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < 18 else { return nil }
            value += Int(byte - UInt8(ascii: "0")) * scale
            scale *= 10
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    static func keyPrefix(_ entry: CorpusEntry) -> String {
        "\(TextStyle(name: entry.style).identifier).w\(Int(entry.width)).l\(entry.lines)"
    }

    /// One run with a fresh measurer; outcomes in the corpus order, as `CoreCheck` gives them.
    func run(library: FontLibrary, threads: Int) throws -> [CheckOutcome] {
        let measurer = TextMeasurer(library: library)
        let result = runCheck(paths: [directory], spec: spec, options: CheckOptions(concurrency: threads), measurer: measurer)
        let per = check.checksPerEntry
        var outcomes = [CheckOutcome](repeating: .error, count: check.entries.count * per)
        var seen = 0
        // Column of each category (by raw value), so mapping the outcomes back costs the timed
        // run as little as possible.
        var column = [Int](repeating: -1, count: ContentSizeCategory.allCases.count)
        for (c, category) in check.sizes.categories.enumerated() { column[category.rawValue] = c }
        for entry in result.entries {
            guard let index = Self.entryIndex(entry.key), index < check.entries.count else { continue }
            seen += 1
            for outcome in entry.outcomes {
                let c = column[outcome.category.rawValue]
                guard c >= 0 else { continue }
                var flags: UInt8 = 0
                switch outcome.outcome {
                case .fits: flags |= 1
                case .truncated, .largeContentViewer: flags |= 2
                case .clipped, .wrappedBeyond, .overflow, .replaced: flags |= 4
                case .error: flags |= 0x80
                case .shrunk: break
                }
                outcomes[index * per + c] = CheckOutcome(
                    lineCount: UInt8(clamping: outcome.lineCount), neededLineCount: UInt16(clamping: outcome.neededLineCount), flags: flags)
            }
        }
        guard seen == check.entries.count else {
            throw BenchError("the checker returned \(seen) of \(check.entries.count) entries (skipped: \(result.skipped.count), catalog issues: \(result.catalogFindings.count))")
        }
        return outcomes
    }

    /// Checks whose line count (and truncation) the checker and the core check agree on.
    static func agreement(core: [CheckOutcome], full: [CheckOutcome]) -> Int {
        zip(core, full).filter { $0.lineCount == $1.lineCount && $0.isTruncated == $1.isTruncated }.count
    }
}
