import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Inputs that are not regular files (issue 12, item 10): refused with their reason, never
/// read forever, never described in Foundation's words; a pipe still works for --spec.
@Suite("Input paths")
struct InputPathTests {
    func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("\"a\" = \"x\";\n".utf8).write(to: root.appendingPathComponent("a.strings"))
        try Data("{}".utf8).write(to: root.appendingPathComponent("spec.json"))
        return root
    }

    @Test("--spec /dev/zero, --file /dev/zero and a loop of links as a path say why, at once")
    func devicesAndLoops() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        symlink("loop2", root.appendingPathComponent("loop1").path)
        symlink("loop1", root.appendingPathComponent("loop2").path)
        let catalog = root.appendingPathComponent("a.strings").path
        let cases: [([String], String)] = [
            (["check", catalog, "--spec", "/dev/zero"], "a character device, not a regular file"),
            (["measure", "--file", "/dev/zero"], "a character device, not a regular file"),
            (["check", root.appendingPathComponent("loop1").path], "a loop of symbolic links"),
            (["check", root.appendingPathComponent("missing").path], "does not exist"),
        ]
        for (arguments, reason) in cases {
            let result = try TypeFitBinary.run(arguments)
            #expect(result.exitCode == 64, "\(arguments)")
            #expect(result.standardError.contains(reason), "\(arguments): \(result.standardError)")
            #expect(!result.standardError.contains("NSCocoaErrorDomain") && !result.standardError.contains("could not be completed"))
        }
    }

    @Test("A named pipe as --spec is read (as <(...) gives one)")
    func specFromAPipe() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("spec-pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = PipePeer {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(Data("{\"defaultSlot\": {\"width\": 300}}".utf8))
            try? handle?.close()
            return Data()
        }
        let result = try TypeFitBinary.run(["check", root.appendingPathComponent("a.strings").path, "--spec", fifo, "--no-system-fonts"])
        // Should typefit not open the pipe, the writer would wait forever: a reader releases it,
        // kept open until the writer is done (so it never writes into a pipe without a reader).
        let unblock = open(fifo, O_RDONLY | O_NONBLOCK)
        _ = writer.wait()
        if unblock >= 0 { close(unblock) }
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("1 entry read") || result.standardOutput.contains("1 entries read"))
    }
}
