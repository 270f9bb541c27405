import Foundation
import Testing

/// Golden files: the expected transcript of a `typefit` run, in `Golden/` next to this file.
///
/// A transcript holds the command, its exit code, stderr and stdout. Set
/// `TYPEFIT_UPDATE_GOLDENS=1` to rewrite the files from the current output (then review the
/// diff before committing).
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["TYPEFIT_UPDATE_GOLDENS"] == "1" }

    /// The checkout the tests run in; transcripts say `<repository>` for it, so a golden holds
    /// no path of one machine (`measure --format json` names its font files).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The transcript of one run.
    static func transcript(_ arguments: [String], _ result: TypeFitBinary.Result) -> String {
        let command = (["typefit"] + arguments.map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }).joined(separator: " ")
        var text = "$ \(command)\nexit \(result.exitCode)\n"
        if !result.standardError.isEmpty { text += "--- stderr\n" + result.standardError }
        text += "--- stdout\n" + result.standardOutput
        return text.replacingOccurrences(of: repository + "/", with: "<repository>/")
    }

    /// Compares `actual` with the golden file `name`, or writes it when updating.
    static func check(_ actual: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".txt")
        if isUpdating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file Golden/\(name).txt; run with TYPEFIT_UPDATE_GOLDENS=1 to create it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expectedLines.count, actualLines.count)
            let expectedLine = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
            let actualLine = first < actualLines.count ? String(actualLines[first]) : "<end>"
            Issue.record(
                "output differs from Golden/\(name).txt at line \(first + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)\n(set TYPEFIT_UPDATE_GOLDENS=1 to accept)",
                sourceLocation: sourceLocation)
        }
    }
}
