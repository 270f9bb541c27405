import Foundation

/// Paths given on the command line.
enum InputPaths {
    /// Throws a usage error naming the first of `paths` that does not exist: `'App' does not
    /// exist`, or `'App' (--infer) does not exist` for an option's value.
    static func requireExisting(_ paths: [String], option: String? = nil, hint: String) throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw UsageError("'\(path)'\(option.map { " (--\($0))" } ?? "") does not exist", hint: hint)
        }
    }
}
