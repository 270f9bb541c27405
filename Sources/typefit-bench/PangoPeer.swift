import Foundation
import TextMeasure
import TextStyles
import TypeFitCLI

/// W3: the peer. The same checks done by `Benchmarks/pango-check` (Pango over a private
/// fontconfig configuration of `Fonts/`), timed inside that program, its line counts compared
/// with W1's.
struct PangoPeer {
    let repository: URL
    let buildDirectory: URL

    var source: URL { repository.appendingPathComponent("Benchmarks/pango-check.c") }
    var configuration: URL { repository.appendingPathComponent("Benchmarks/fonts.conf") }
    var binary: URL { buildDirectory.appendingPathComponent("pango-check") }

    /// Builds the C program with `Benchmarks/build.sh` when it is missing or older than its source.
    func build() throws {
        let fm = FileManager.default
        if let built = try? fm.attributesOfItem(atPath: binary.path)[.modificationDate] as? Date,
           let edited = try? fm.attributesOfItem(atPath: source.path)[.modificationDate] as? Date, built > edited {
            return
        }
        let result = try runProcess(repository.appendingPathComponent("Benchmarks/build.sh").path, [binary.path])
        guard result.status == 0 else { throw BenchError("building pango-check failed:\n\(result.error)") }
    }

    /// W1's locales whose text the system font sets (TypeFit tracks only clusters set in it).
    static let trackedLocales: Set<String> = ["en", "de", "fi", "ru", "el"]

    /// The input file: one entry a line (locale, width, lines, size:weight:display:tracking per
    /// category, text).
    static func input(for check: CoreCheck, systemMetrics: SystemFontMetrics = .ios) -> String {
        var out = ""
        for entry in check.entries {
            out += line(
                locale: entry.locale, width: entry.width, lines: entry.lines, settings: check.sizes.table[entry.style]!,
                tracked: trackedLocales.contains(entry.locale), text: entry.text, systemMetrics: systemMetrics)
        }
        return out
    }

    /// One entry's input line; the text's line breaks, tabs and backslashes escaped.
    static func line(
        locale: String, width: Double, lines: Int, settings: [(size: Double, weight: FontWeight)], tracked: Bool, text: String,
        systemMetrics: SystemFontMetrics = .ios
    ) -> String {
        let checks = settings.map { setting in
            let display = setting.size >= systemMetrics.displayCutFromPointSize ? 1 : 0
            let tracking = tracked ? Tracking.points(pointSize: setting.size) : 0
            return "\(setting.size):\(setting.weight.numericValue):\(display):\(tracking)"
        }
        var escaped = text
        if text.contains(where: { $0 == "\\" || $0 == "\n" || $0 == "\t" }) {
            escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
                .replacingOccurrences(of: "\t", with: "\\t")
        }
        return "\(locale)\t\(formatWidth(width))\t\(lines)\t\(checks.joined(separator: " "))\t\(escaped)\n"
    }

    static func formatWidth(_ w: Double) -> String { w == w.rounded() ? String(Int(w)) : String(w) }

    struct Output {
        /// (line count, ellipsized) per check, in W1's order.
        var results: [(lines: Int, ellipsized: Bool)]
        var seconds: Samples
        /// CPU time of each repeat (`# cpu-seconds`).
        var cpuSeconds: Samples = Samples(values: [])
    }

    func run(_ check: CoreCheck, repeats: Int, scratch: URL) throws -> Output {
        try run(input: PangoPeer.input(for: check), checks: check.entries.count * check.checksPerEntry, repeats: repeats, scratch: scratch)
    }

    /// Runs `pango-check` over `input` (lines from `line(...)`), with `configuration` or the
    /// repository's; `layoutOnly` for P1 (no line limit, no ellipsis, no attributes).
    func run(
        input: String, checks: Int, repeats: Int, scratch: URL, configuration: URL? = nil, layoutOnly: Bool = false, name: String = "pango-input.tsv"
    ) throws -> Output {
        let inputURL = scratch.appendingPathComponent(name)
        try input.write(to: inputURL, atomically: true, encoding: .utf8)
        let arguments = [(configuration ?? self.configuration).path, inputURL.path, String(repeats)] + (layoutOnly ? ["layout"] : [])
        // Pango's heap like the check's: huge pages where `typefit check` asks for them.
        let tunables = HugePageHeap.tunablesForPeer(environment: ProcessInfo.processInfo.environment)
        let result = try runProcess(binary.path, arguments, environment: tunables.map { ["GLIBC_TUNABLES": $0] } ?? [:])
        guard result.status == 0 else { throw BenchError("pango-check failed (\(result.status)):\n\(result.error)") }
        var results: [(lines: Int, ellipsized: Bool)] = []
        results.reserveCapacity(checks)
        var seconds: [Double] = [], cpu: [Double] = []
        for line in result.output.split(separator: "\n") {
            if line.hasPrefix("# seconds") {
                seconds = line.split(separator: " ").dropFirst(2).compactMap { Double($0) }
            } else if line.hasPrefix("# cpu-seconds") {
                cpu = line.split(separator: " ").dropFirst(2).compactMap { Double($0) }
            } else if !line.hasPrefix("#") {
                for pair in line.split(separator: " ") {
                    let parts = pair.split(separator: ",")
                    results.append((Int(parts[0]) ?? -1, parts.count > 1 && parts[1] == "1"))
                }
            }
        }
        guard results.count == checks else {
            throw BenchError("pango-check returned \(results.count) results for \(checks) checks")
        }
        return Output(results: results, seconds: Samples(values: seconds), cpuSeconds: Samples(values: cpu))
    }
}

/// How W1 and W3 agree.
struct Agreement: Codable {
    var checks: Int
    var sameLineCount: Int
    var sameLineCountAndTruncation: Int
    /// Agreement per locale: (checks, same line count).
    var byLocale: [String: [Int]]
    var disagreements: [Disagreement]

    struct Disagreement: Codable {
        var entry: Int
        var locale: String
        var text: String
        var category: String
        var pointSize: Double
        var width: Double
        var lines: Int
        var typefit: String
        var pango: String
        var typefitNeededLines: Int
    }

    var lineCountPercent: Double { checks == 0 ? 100 : 100 * Double(sameLineCount) / Double(checks) }
    var fullPercent: Double { checks == 0 ? 100 : 100 * Double(sameLineCountAndTruncation) / Double(checks) }

    init(check: CoreCheck, typefit: [CheckOutcome], pango: [(lines: Int, ellipsized: Bool)], keep: Int = 40) {
        checks = typefit.count
        sameLineCount = 0
        sameLineCountAndTruncation = 0
        byLocale = [:]
        disagreements = []
        let per = check.checksPerEntry
        for (k, ours) in typefit.enumerated() {
            let entry = check.entries[k / per]
            let theirs = pango[k]
            var counts = byLocale[entry.locale] ?? [0, 0]
            counts[0] += 1
            if Int(ours.lineCount) == theirs.lines {
                sameLineCount += 1
                counts[1] += 1
                if ours.isTruncated == theirs.ellipsized { sameLineCountAndTruncation += 1 }
            }
            byLocale[entry.locale] = counts
            if (Int(ours.lineCount) != theirs.lines || ours.isTruncated != theirs.ellipsized) && disagreements.count < keep {
                let c = k % per
                let setting = check.sizes.table[entry.style]![c]
                disagreements.append(Disagreement(
                    entry: k / per, locale: entry.locale, text: entry.text, category: check.sizes.categories[c].higName,
                    pointSize: setting.size, width: entry.width, lines: entry.lines,
                    typefit: "\(ours.lineCount)\(ours.isTruncated ? " truncated" : "")",
                    pango: "\(theirs.lines)\(theirs.ellipsized ? " ellipsized" : "")",
                    typefitNeededLines: Int(ours.neededLineCount)))
            }
        }
    }
}

/// Runs a program to completion, capturing its output; `environment` is added to this process's.
func runProcess(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes while the child runs, so a full pipe never blocks it.
    final class Box: @unchecked Sendable { var data = Data() }
    let errorBox = Box()
    let group = DispatchGroup()
    group.enter()
    let errorHandle = err.fileHandleForReading
    Thread {
        errorBox.data = errorHandle.readDataToEndOfFile()
        group.leave()
    }.start()
    let outputData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    group.wait()
    let errorData = errorBox.data
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
}
