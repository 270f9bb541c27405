import Foundation

/// `typefit-bench --rewrite-report BENCHMARKS.json`: BENCHMARKS.md rendered again from the saved
/// figures of a run, nothing measured (a change to how the report is written does not need the
/// hour-long run that made the figures).
enum ReportRewrite {
    /// A saved report that cannot be read: which file and why.
    struct Failure: Error, CustomStringConvertible {
        let file: String
        let reason: String
        var description: String { "\(file): \(reason)" }
    }

    /// Reads `path`, writes BENCHMARKS.md beside it (or into `--out`) and names the file on stderr.
    static func run(_ path: String, options: BenchOptions) throws {
        let file = URL(fileURLWithPath: path)
        let report = try read(file)
        let directory = options.outputDirectory.map { URL(fileURLWithPath: $0) } ?? file.deletingLastPathComponent()
        let output = directory.appendingPathComponent("BENCHMARKS.md")
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw Failure(file: directory.path, reason: "cannot be made a folder (\(error.localizedDescription))")
        }
        try report.markdown().write(to: output, atomically: true, encoding: .utf8)
        FileHandle.standardError.write(Data("wrote \(output.path) from \(path)\n".utf8))
    }

    /// The report saved in `file`.
    static func read(_ file: URL) throws -> Report {
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw Failure(file: file.path, reason: "cannot be read (\(error.localizedDescription)); pass the BENCHMARKS.json a run of `make bench` wrote")
        }
        do {
            return try JSONDecoder().decode(Report.self, from: data)
        } catch let error as DecodingError {
            throw Failure(file: file.path, reason: "not a benchmark report: " + describe(error))
        }
    }

    /// `the value at w1.threads1 is missing` and the like.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            return keys.isEmpty ? "the top level" : keys
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context)).\(key.stringValue) is missing"
        case .valueNotFound(_, let context): return "\(path(context)) is null"
        case .typeMismatch(let type, let context): return "\(path(context)) is not a \(type)"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
