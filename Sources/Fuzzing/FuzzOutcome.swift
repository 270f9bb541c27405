/// What went wrong with one input, if anything.
public enum FuzzFailure: Hashable, Sendable, CustomStringConvertible {
    /// The process died of a signal.
    case signal(Int32)
    /// It ran past the time limit and was stopped.
    case timeOut
    /// An exit status the command never gives for this input.
    case exitStatus(Int32)
    /// The JSON report could not be read.
    case unreadableReport(String)
    /// The totals do not add up.
    case totals(String)
    /// A location names no file, or a line outside the file.
    case location(String)
    /// A message shows Foundation's internals or a crash.
    case internals(String)
    /// The entry before the damage was lost.
    case lostBefore
    /// The entry after a damage the format recovers from was lost.
    case lostAfter
    /// `pseudo` wrote a file its own reader does not read cleanly.
    case pseudoOutput(String)
    /// `check` refused the spec `infer` wrote.
    case inferredSpec(String)

    /// The column of the summary table.
    public var category: String {
        switch self {
        case .signal: "signal"
        case .timeOut: "time-out"
        case .exitStatus: "exit status"
        case .unreadableReport: "report"
        case .totals: "totals"
        case .location: "location"
        case .internals: "internals"
        case .lostBefore: "lost before"
        case .lostAfter: "lost after"
        case .pseudoOutput: "pseudo"
        case .inferredSpec: "inferred spec"
        }
    }

    public var description: String {
        switch self {
        case .signal(let number): "killed by signal \(number)"
        case .timeOut: "ran past the time limit"
        case .exitStatus(let status): "exit status \(status)"
        case .unreadableReport(let why): "the JSON report does not parse: \(why)"
        case .totals(let why): "totals do not add up: \(why)"
        case .location(let why): "bad location: \(why)"
        case .internals(let words): "a message shows \"\(words)\""
        case .lostBefore: "the entry before the damage (\(Sentinel.before)) was lost"
        case .lostAfter: "the entry after the damage (\(Sentinel.after)) was lost"
        case .pseudoOutput(let why): "pseudo: \(why)"
        case .inferredSpec(let why): "check refused the spec infer wrote: \(why)"
        }
    }
}

/// One input's result.
public struct FuzzOutcome: Sendable {
    public var input: FuzzInputSummary
    public var failures: [FuzzFailure]
    /// Processor seconds, the most of the commands run for it.
    public var seconds: Double
    /// How many catalog issues the check reported.
    public var issues: Int
    /// Whether `pseudo` ran on it, and whether it wrote a file.
    public var pseudo: (ran: Bool, wrote: Bool)
}

/// What the summary keeps of an input (not its bytes).
public struct FuzzInputSummary: Sendable {
    public var format: FuzzFormat
    public var name: String
    public var bytes: Int

    init(_ input: FuzzInput) {
        format = input.format
        name = input.name
        bytes = input.data.count
    }
}
