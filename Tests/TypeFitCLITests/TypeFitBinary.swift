import Foundation

/// Runs the built `typefit` executable, found next to the test bundle.
///
/// SwiftPM puts every product of a build in one directory; the test bundle (or, on Linux, the
/// test executable `*.xctest`) lives there too. The search starts from the test bundle and the
/// test process and walks up until it finds `typefit`.
enum TypeFitBinary {
    struct Result: Sendable {
        let exitCode: Int32
        let standardOutput: String
        let standardError: String
    }

    static let url: URL? = {
        var starts: [URL] = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        if let executable = Bundle.main.executableURL { starts.append(executable) }
        starts.append(URL(fileURLWithPath: CommandLine.arguments[0]).absoluteURL)
        let fileManager = FileManager.default
        for start in starts {
            var directory = start.resolvingSymlinksInPath().deletingLastPathComponent()
            while directory.path != "/" && !directory.path.isEmpty {
                let candidate = directory.appendingPathComponent("typefit")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    fileManager.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }()

    /// Runs `typefit arguments` with stdout and stderr captured (both are pipes, so no colour),
    /// from an unrelated folder, or from `directory` (where relative paths in the output are
    /// what a transcript compares).
    static func run(_ arguments: [String], environment extra: [String: String] = [:], directory workingDirectory: URL? = nil) throws -> Result {
        guard let url else { throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "typefit executable not found next to the tests"]) }
        return try run(executable: url, arguments, environment: extra, directory: workingDirectory)
    }

    /// Runs `executable` (`typefit`, `typefit-bench`) with `arguments`, stdout and stderr captured,
    /// from an unrelated folder or from `workingDirectory`.
    static func run(executable url: URL, _ arguments: [String], environment extra: [String: String] = [:],
                    directory workingDirectory: URL? = nil) throws -> Result {
        let directory = fileManagerTemporaryDirectory()
        let outURL = directory.appendingPathComponent("stdout"), errURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        // The bundled stand-in, also on a Mac that has SF Pro installed (tests name SF explicitly).
        environment["TYPEFIT_SYSTEM_FONT"] = "stand-in"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        // Run from an unrelated directory: typefit must not depend on the working directory.
        process.currentDirectoryURL = workingDirectory ?? directory
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    private static func fileManagerTemporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-tests-" + UUID().uuidString)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
