import Foundation

/// The table `make fuzz` ends with: per format, the inputs, what failed and how, the slowest.
public enum FuzzSummary {
    public static func table(_ outcomes: [FuzzOutcome], seconds: Double) -> String {
        let groups: [(String, [FuzzOutcome])] = FuzzFormat.allCases.map { format in
            (format.title, outcomes.filter { $0.input.format == format && !$0.input.name.contains("/probe-") })
        } + [("audit probes", outcomes.filter { $0.input.name.contains("/probe-") })]
        let header = ["input", "inputs", "passed", "failed", "signal", "time-out", "other", "mutations", "issues", "pseudo", "max CPU", "largest"]
        var rows: [[String]] = []
        for (title, group) in groups + [("total", outcomes)] where !group.isEmpty {
            let failed = group.filter { !$0.failures.isEmpty }
            let signals = group.filter { $0.failures.contains { if case .signal = $0 { true } else { false } } }.count
            let timeOuts = group.filter { $0.failures.contains(.timeOut) }.count
            let mutations = Set(group.map { $0.input.name.split(separator: "/").last.map { $0.split(separator: "#")[0] } ?? "" }).count
            let pseudo = group.filter(\.pseudo.ran)
            rows.append([
                title, "\(group.count)", "\(group.count - failed.count)", "\(failed.count)", "\(signals)", "\(timeOuts)",
                "\(failed.count - signals - timeOuts)", "\(mutations)", "\(group.reduce(0) { $0 + $1.issues })",
                "\(pseudo.filter(\.pseudo.wrote).count)/\(pseudo.count)",
                String(format: "%.2f s", group.map(\.seconds).max() ?? 0),
                byteCount(group.map(\.input.bytes).max() ?? 0),
            ])
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
        var text = line(header) + "\n" + rows.map(line).joined(separator: "\n") + "\n"
        text += "(pseudo: files written / inputs pseudo-localized; issues: catalog issues reported; \(String(format: "%.0f", seconds)) s in all)\n"
        text += "\nSlowest inputs (processor time):\n"
        for outcome in outcomes.sorted(by: { $0.seconds > $1.seconds }).prefix(5) {
            text += "  " + String(format: "%6.2f s", outcome.seconds) + "  \(byteCount(outcome.input.bytes))  \(outcome.input.name)\n"
        }
        let failed = outcomes.filter { !$0.failures.isEmpty }
        if !failed.isEmpty {
            text += "\nFailures (first 30; rerun one with --replay NAME --keep DIR):\n"
            for outcome in failed.prefix(30) {
                text += "  \(outcome.input.name): " + outcome.failures.map(\.description).joined(separator: "; ") + "\n"
            }
        }
        return text
    }

    static func byteCount(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? String(format: "%.1f MB", Double(bytes) / Double(1 << 20)) : String(format: "%.0f KB", Double(bytes) / 1024)
    }
}
