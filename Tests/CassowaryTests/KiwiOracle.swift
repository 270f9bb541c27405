import Foundation

/// Runs systems through `Oracle/kiwi_oracle.py` under Debian's `/usr/bin/python3` (the one
/// with python3-kiwisolver; a `python3` found on PATH may be another), all in one process.
enum KiwiOracle {
    static let python = "/usr/bin/python3"
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Oracle/kiwi_oracle.py")
    static let installHint = "install python3-kiwisolver (`make test` does: scripts/ensure-deps.sh python3-kiwisolver)"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The oracle's answers, one per system, in order.
    static func run(_ systems: [OracleSystem]) throws -> [OracleAnswer] {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw Failure(description: "\(python) is missing: \(installHint)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let request = try JSONEncoder().encode(["systems": systems])
        // Write on another thread while this one reads: both pipes can fill.
        let writer = Thread {
            input.fileHandleForWriting.write(request)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            if messages.contains("No module named 'kiwisolver'") {
                throw Failure(description: "\(python) has no kiwisolver module: \(installHint)")
            }
            throw Failure(description: "\(script.path) exited with status \(process.terminationStatus): \(messages)")
        }
        let answers = try JSONDecoder().decode([String: [OracleAnswer]].self, from: data)["systems"] ?? []
        guard answers.count == systems.count else {
            throw Failure(description: "the oracle answered \(answers.count) systems of \(systems.count)")
        }
        return answers
    }
}
