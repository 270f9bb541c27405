import Catalogs
import Foundation

/// Paths given on the command line.
enum InputPaths {
    /// Throws a usage error naming the first of `paths` that cannot be read: `'App' does not
    /// exist`, or `'App' (--infer) does not exist` for an option's value; any other reason in
    /// plain words (`cannot read 'App': a loop of symbolic links ...`).
    static func requireExisting(_ paths: [String], option: String? = nil, hint: String) throws {
        for path in paths {
            guard case .failure(let error) = FileKind.of(path) else { continue }
            let named = "'\(path)'\(option.map { " (--\($0))" } ?? "")"
            if error.code == ENOENT { throw UsageError("\(named) does not exist", hint: hint) }
            throw UsageError("cannot read \(named): \(error.reason)", hint: hint)
        }
    }
}
