import Foundation

/// What to run: which binary, how many inputs of each format from which seed, how fast.
public struct FuzzConfiguration: Sendable {
    /// The built `typefit`.
    public var binary: URL
    /// The first seed; input `i` of a format has seed `seed + i`.
    public var seed: UInt64 = 1
    /// Inputs per format.
    public var countPerFormat = 300
    /// Formats to generate.
    public var formats = FuzzFormat.allCases
    /// Whether the audit's full-size reproductions run too.
    public var includesProbes = true
    /// Inputs checked at once.
    public var jobs = 2
    /// Seconds an input of up to 2 MB may take (larger ones get as much per started 2 MB).
    public var timeLimit = 10.0
    /// Where failing inputs are kept (nil: nowhere).
    public var failureFolder: URL?
    /// Inputs larger than this are left out (the subset `make test` runs stays small).
    public var maximumInputBytes = Int.max

    public init(binary: URL) {
        self.binary = binary
    }

    /// Seconds `input` may take: `timeLimit` for each started 2 MB.
    func timeLimit(for input: FuzzInput) -> Double {
        timeLimit * Double(max(1, (input.data.count + (2 << 20) - 1) / (2 << 20)))
    }
}

/// Runs generated inputs against the built binary and checks what must hold for each.
///
/// For every input, `typefit check` runs on a folder holding it (`--format json` mostly, every
/// sixth input another format), and must: not die of a signal; finish within the time limit;
/// exit 0, 1 or 2 (or 64 for a spec, naming `spec.json` and a line of it); write a JSON report
/// whose totals add up and whose every location names a line of its file; keep the entry before
/// the damage, and the one after it where the format recovers; never show Foundation's internals
/// or a crash in its messages. Every fourth catalog is also pseudo-localized: `pseudo` must
/// refuse it with a located message or write a file that `check` reads without damage.
public enum FuzzRun {
    /// The inputs of `configuration`, in order.
    public static func inputs(_ configuration: FuzzConfiguration) -> [FuzzInput] {
        var inputs: [FuzzInput] = []
        for index in 0..<configuration.countPerFormat {
            for format in configuration.formats {
                inputs.append(InputFactory.make(format, seed: configuration.seed &+ UInt64(index)))
            }
        }
        if configuration.includesProbes { inputs += Probes.all() }
        return inputs.filter { $0.data.count <= configuration.maximumInputBytes }
    }

    /// Runs every input; `progress` is called after each with the number done.
    public static func run(_ configuration: FuzzConfiguration, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) -> [FuzzOutcome] {
        let inputs = inputs(configuration)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let results = ResultSlots(count: inputs.count)
        let workers = max(1, min(configuration.jobs, inputs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.claim() {
                let folder = root.appendingPathComponent(String(index))
                let outcome = runOne(inputs[index], index: index, in: folder, configuration)
                if !outcome.failures.isEmpty, let keep = configuration.failureFolder {
                    let destination = keep.appendingPathComponent(inputs[index].name.replacingOccurrences(of: "/", with: "_"))
                    try? FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
                    try? FileManager.default.removeItem(at: destination)
                    try? FileManager.default.moveItem(at: folder, to: destination)
                }
                try? FileManager.default.removeItem(at: folder)
                progress(results.store(outcome, at: index), inputs.count)
            }
        }
        return results.outcomes
    }

    static let otherFormats = ["text", "sarif", "junit", "github", "markdown", "html"]

    static func runOne(_ input: FuzzInput, index: Int, in folder: URL, _ configuration: FuzzConfiguration) -> FuzzOutcome {
        if input.format.isInferInput { return runInfer(input, index: index, in: folder, configuration) }
        var outcome = FuzzOutcome(input: FuzzInputSummary(input), failures: [], seconds: 0, issues: 0, pseudo: (false, false))
        // A spec or a baseline goes beside the catalog it is checked with.
        let isOption = input.format == .spec || input.format == .baseline
        let file = folder.appendingPathComponent(isOption ? "de.lproj/Localizable.strings" : input.format.relativePath)
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            if isOption {
                try (input.catalog ?? Data()).write(to: file)
                try input.data.write(to: folder.appendingPathComponent(input.format.relativePath))
            } else {
                try input.data.write(to: file)
            }
        } catch {
            outcome.failures.append(.unreadableReport("could not write the input: \(error)"))
            return outcome
        }
        let format = index % 6 == 5 ? otherFormats[(index / 6) % otherFormats.count] : "json"
        var arguments = ["check", isOption ? file.deletingLastPathComponent().path : folder.path,
                         "--format", format, "--no-system-fonts", "--categories", "Large", "--jobs", "1"]
        if format == "json" { arguments.append("--include-fitting") }
        if input.format == .spec { arguments += ["--spec", folder.appendingPathComponent("spec.json").path] }
        if input.format == .baseline { arguments += ["--baseline", folder.appendingPathComponent("baseline.json").path] }
        let limit = configuration.timeLimit(for: input)
        let runner = ProcessRun(binary: configuration.binary)
        guard let result = try? runner.run(arguments, in: folder, timeLimit: limit) else {
            outcome.failures.append(.unreadableReport("could not run \(configuration.binary.path)"))
            return outcome
        }
        outcome.seconds = result.seconds
        outcome.failures += basicFailures(result)
        let allowed: Set<Int32> = isOption ? [0, 1, 2, 64] : [0, 1, 2]
        if result.signal == nil, !result.timedOut, !allowed.contains(result.status) { outcome.failures.append(.exitStatus(result.status)) }
        if let refused = input.mustBeRefused, result.signal == nil, !result.timedOut, refused != (result.status == 64) {
            outcome.failures.append(.exitStatus(result.status))
        }
        if result.status == 64, isOption {
            // A baseline for another platform or categories is refused for the run, not for a line;
            // hostile characters may land in the platform's name too.
            let aboutTheRun = ["other-platform", "other-categories"].contains(input.mutation) || input.mustBeRefused == nil
            outcome.failures += specMessageFailures(result.standardError, file: input.format.relativePath, lineCount: input.lineCount,
                                                    lineRequired: input.format == .spec || !aboutTheRun)
        } else if format == "json", outcome.failures.isEmpty {
            let checked = ReportChecks.check(report: result.standardOutput, status: result.status, input: isOption ? nil : input) { name in
                !isOption && name.hasSuffix(file.lastPathComponent) ? input.lineCount : nil
            }
            outcome.failures += checked.failures
            outcome.issues = checked.issues
        }
        if !isOption, format == "json", index % 4 == 0 {
            outcome.pseudo.ran = true
            let inputDamage = ReportChecks.damage(in: result.standardOutput)
            let (failures, wrote, seconds) = pseudoFailures(input, file: file, in: folder, limit: limit, runner: runner, inputDamage: inputDamage)
            outcome.failures += failures
            outcome.pseudo.wrote = wrote
            outcome.seconds = max(outcome.seconds, seconds)
        }
        return outcome
    }

    /// The catalog beside an input of `infer`, so that `check` with the written spec reads the
    /// sentinels' keys.
    static let inferCatalog = Data("\"fuzz.before\" = \"Before\";\n\"fuzz.after\" = \"After\";\n".utf8)

    /// `typefit infer` on a folder holding the input (and a catalog): no signal, no time-out,
    /// exit 0 or 2, a spec that parses, locations inside the file, the sentinels read; every
    /// fourth spec is then given to `check`, which must accept it (not exit 64).
    static func runInfer(_ input: FuzzInput, index: Int, in folder: URL, _ configuration: FuzzConfiguration) -> FuzzOutcome {
        var outcome = FuzzOutcome(input: FuzzInputSummary(input), failures: [], seconds: 0, issues: 0, pseudo: (false, false))
        let file = folder.appendingPathComponent(input.format.relativePath)
        let app = folder.appendingPathComponent("App")
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try input.data.write(to: file)
            try FileManager.default.createDirectory(at: app.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
            try inferCatalog.write(to: app.appendingPathComponent("en.lproj/Localizable.strings"))
        } catch {
            outcome.failures.append(.unreadableReport("could not write the input: \(error)"))
            return outcome
        }
        let limit = configuration.timeLimit(for: input)
        let runner = ProcessRun(binary: configuration.binary)
        guard let result = try? runner.run(["infer", app.path], in: folder, timeLimit: limit) else {
            outcome.failures.append(.unreadableReport("could not run \(configuration.binary.path)"))
            return outcome
        }
        outcome.seconds = result.seconds
        outcome.failures += basicFailures(result)
        if result.signal == nil, !result.timedOut, ![0, 2].contains(result.status) { outcome.failures.append(.exitStatus(result.status)) }
        guard outcome.failures.isEmpty else { return outcome }
        let checked = InferChecks.check(spec: result.standardOutput, messages: result.standardError, input: input,
                                        file: file.lastPathComponent, lineCount: input.lineCount)
        outcome.failures += checked.failures
        outcome.issues = checked.issues
        // Every fourth input of the format (by seed: `index` counts all formats together, and
        // with four formats listed one of them would never come).
        if input.seed % 4 == 0, outcome.failures.isEmpty {
            let spec = folder.appendingPathComponent("inferred.json")
            guard (try? Data(result.standardOutput.utf8).write(to: spec)) != nil,
                  let check = try? runner.run(["check", app.path, "--spec", spec.path, "--format", "json", "--no-system-fonts",
                                               "--categories", "Large", "--jobs", "1"], in: folder, timeLimit: limit) else {
                outcome.failures.append(.inferredSpec("could not run check"))
                return outcome
            }
            outcome.seconds = max(outcome.seconds, check.seconds)
            outcome.failures += basicFailures(check)
            if check.status == 64 { outcome.failures.append(.inferredSpec(String(check.standardError.prefix(200)))) }
            else if check.signal == nil, !check.timedOut, ![0, 1, 2].contains(check.status) { outcome.failures.append(.exitStatus(check.status)) }
        }
        return outcome
    }

    /// A signal, a time-out, Foundation's words.
    static func basicFailures(_ result: ProcessRun.Result) -> [FuzzFailure] {
        var failures: [FuzzFailure] = []
        if let signal = result.signal { failures.append(.signal(signal)) }
        if result.timedOut { failures.append(.timeOut) }
        failures += ReportChecks.internalWords(in: result.standardOutput, result.standardError)
        return failures
    }

    /// A spec's error must say `spec.json:LINE` with a line of the spec; so must a baseline's
    /// when what is wrong is in the file, while one made for another platform names no line.
    static func specMessageFailures(_ message: String, file: String, lineCount: Int, lineRequired: Bool) -> [FuzzFailure] {
        guard let named = message.range(of: file) else { return [.location("the error names no \(file): \(message.prefix(160))")] }
        let digits = message[named.upperBound...].hasPrefix(":") ? message[message.index(after: named.upperBound)...].prefix { $0.isNumber } : ""
        guard !digits.isEmpty else {
            return lineRequired ? [.location("the error names no line of \(file): \(message.prefix(160))")] : []
        }
        let line = Int(digits) ?? 0
        return (1...max(1, lineCount)).contains(line) ? [] : [.location("\(file):\(line), the file has \(lineCount) lines")]
    }

    static let pseudoModes = ["accented", "double", "bounded", "rtl", "expand:1.4"]

    /// `pseudo` refuses the input with a located message, or writes a file `check` reads with no
    /// damage the input did not have (a String Catalog keeps what it does not understand).
    static func pseudoFailures(_ input: FuzzInput, file: URL, in folder: URL, limit: Double, runner: ProcessRun,
                               inputDamage: Set<String>) -> ([FuzzFailure], Bool, Double) {
        let output = folder.appendingPathComponent("pseudo").appendingPathComponent(file.lastPathComponent)
        let mode = pseudoModes[Int(input.seed % UInt64(pseudoModes.count))]
        guard let result = try? runner.run(["pseudo", file.path, "--mode", mode, "-o", output.path], in: folder, timeLimit: limit) else {
            return ([.pseudoOutput("could not run")], false, 0)
        }
        var failures = basicFailures(result).map { failure -> FuzzFailure in
            if case .internals = failure { return failure }
            return .pseudoOutput(failure.description)
        }
        guard failures.isEmpty else { return (failures, false, result.seconds) }
        switch result.status {
        case 0:
            guard let check = try? runner.run(["check", output.path, "--format", "json", "--include-fitting", "--no-system-fonts", "--categories", "Large", "--jobs", "1"],
                                              in: folder, timeLimit: limit) else { return ([.pseudoOutput("could not check the output")], true, result.seconds) }
            failures += basicFailures(check).map { .pseudoOutput("checking its output: \($0)") }
            if check.standardOutput.isEmpty, failures.isEmpty {
                failures.append(.pseudoOutput("checking its output gave no JSON report"))
            } else if let new = ReportChecks.damage(in: check.standardOutput).subtracting(inputDamage).first {
                failures.append(.pseudoOutput("its output has damage the input had not: \(new)"))
            }
            return (failures, true, max(result.seconds, check.seconds))
        case 2, 64:
            // Refused: the message names the input and a line (path:line:).
            if !result.standardError.contains(file.path + ":") { failures.append(.pseudoOutput("refused without naming the file: \(result.standardError.prefix(160))")) }
            return (failures, false, result.seconds)
        default:
            return ([.pseudoOutput("exit status \(result.status)")], false, result.seconds)
        }
    }
}

/// The outcomes of a run, filled by several workers.
final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FuzzOutcome?]
    private var next = 0
    private var done = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The next input to run, or nil when all are taken.
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    /// Stores an outcome; returns how many are done.
    func store(_ outcome: FuzzOutcome, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = outcome
        done += 1
        return done
    }

    var outcomes: [FuzzOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
