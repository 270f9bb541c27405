/// A baseline file that cannot be used, with what to do about it.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The baseline file.
    public var path: String
    /// The line of the file the problem is at, when it is at one.
    public var line: Int?
    /// What is wrong.
    public var message: String
    /// What to do.
    public var hint: String

    /// `path: message`, or `path:line: message`.
    public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(message)" }

    static func unreadable(_ path: String, _ reason: String) -> BaselineError {
        BaselineError(path: path, line: nil, message: "cannot read the baseline: \(reason)",
                      hint: "write one with --write-baseline \(path), or check the path")
    }

    static func malformed(_ path: String, _ reason: String, line: Int? = nil) -> BaselineError {
        BaselineError(path: path, line: line, message: "not a TypeFit baseline: \(reason)",
                      hint: "baselines are written by 'typefit check --write-baseline FILE'; write it again (a merge conflict in it is often the cause)")
    }

    static func mismatch(_ path: String, what: String, recorded: String, checked: String) -> BaselineError {
        BaselineError(path: path, line: nil, message: "the baseline was written for \(what) \(recorded), but this check is for \(checked)",
                      hint: "compare only runs with the same platform and categories, or write a new baseline with --write-baseline")
    }
}
