import Foundation

/// R1-R3: `typefit check` as a whole process on the real-app corpus, its wall time taken around
/// the process and its peak memory from GNU time (`/usr/bin/time -v`, "Maximum resident set
/// size").
///
/// Why GNU time and not this process's view of the child: on Linux a child exec'd from this
/// process inherits this process's high-water mark in `ru_maxrss` (see `ownPeakMemoryBytes`), and
/// `typefit` cannot report its own `VmHWM` as W6's children do. GNU time forks `typefit` from its
/// own small process and reads the child's `ru_maxrss` from `wait4`, so the figure is typefit's.
struct CheckProcess {
    let typefit: URL
    let corpus: URL
    /// Extra arguments (the smoke run adds `--no-system-fonts`).
    var extraArguments: [String] = []

    static let time = URL(fileURLWithPath: "/usr/bin/time")

    struct Run: Codable, Sendable {
        var seconds: Double
        /// Peak resident memory of `typefit` (nil when GNU time is not installed).
        var peakBytes: Int?
        var userSeconds: Double?
        var systemSeconds: Double?
        var exitStatus: Int32
        var reportBytes: Int
    }

    /// The command line, as the report shows it (paths relative to the corpus folder's parent).
    func command(jobs: Int, format: String) -> String {
        (["typefit", "check", "CORPUS", "--spec", "CORPUS/typefit.json", "--jobs", String(jobs)]
            + (format == "text" ? [] : ["--format", format]) + ["-o", "report.\(format == "text" ? "txt" : format)"] + extraArguments).joined(separator: " ")
    }

    /// Runs `typefit check` once, the report written to `output`.
    func run(jobs: Int, format: String, output: URL) throws -> Run {
        var arguments = ["check", corpus.path, "--spec", corpus.appendingPathComponent("typefit.json").path, "--jobs", String(jobs)]
        if format != "text" { arguments += ["--format", format] }
        arguments += ["-o", output.path] + extraArguments
        try? FileManager.default.removeItem(at: output)
        let usesTime = FileManager.default.isExecutableFile(atPath: Self.time.path)
        // Named after the report too: two runs at once (`runTwoAtOnce`) each need their own.
        let statistics = output.deletingLastPathComponent().appendingPathComponent("time-\(getpid())-\(output.lastPathComponent).txt")
        let (result, seconds) = try Clock.time {
            usesTime
                ? try runProcess(Self.time.path, ["-v", "-o", statistics.path, typefit.path] + arguments)
                : try runProcess(typefit.path, arguments)
        }
        // 0: nothing fails; 1: findings at failing severity (this corpus has them). Anything
        // else means the run did not do its work.
        guard result.status == 0 || result.status == 1 else {
            throw BenchError("typefit check \(arguments.joined(separator: " ")) exited with \(result.status):\n\(result.error.suffix(2000))\(result.output.suffix(2000))")
        }
        var run = Run(seconds: seconds, peakBytes: nil, userSeconds: nil, systemSeconds: nil, exitStatus: result.status, reportBytes: 0)
        run.reportBytes = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0
        if usesTime, let text = try? String(contentsOf: statistics, encoding: .utf8) {
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2 else { continue }
                switch parts[0] {
                case "Maximum resident set size (kbytes)": run.peakBytes = Int(parts[1]).map { $0 * 1024 }
                case "User time (seconds)": run.userSeconds = Double(parts[1])
                case "System time (seconds)": run.systemSeconds = Double(parts[1])
                default: break
                }
            }
            try? FileManager.default.removeItem(at: statistics)
        }
        return run
    }

    /// Two one-job runs started together, each writing its own text report in `directory`:
    /// what two cores give two copies of R1 that share no memory, the ceiling of R2 on this
    /// machine (see `RealAppResults.parallelCeiling`).
    func runTwoAtOnce(in directory: URL) throws -> [Run] {
        final class Box: @unchecked Sendable {
            let lock = NSLock()
            var runs: [Int: Run] = [:]
            var error: (any Error)?
        }
        let box = Box()
        let this = self
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let output = directory.appendingPathComponent("report-pair-\(i).txt")
            do {
                let run = try this.run(jobs: 1, format: "text", output: output)
                box.lock.withLock { box.runs[i] = run }
            } catch {
                box.lock.withLock { box.error = error }
            }
            try? FileManager.default.removeItem(at: output)
        }
        if let error = box.error { throw error }
        return [box.runs[0]!, box.runs[1]!]
    }
}
