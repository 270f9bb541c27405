import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `-o` of `check` and `pseudo` (issue 12, item 1): atomic writes replace only regular files; a
/// symbolic link's target is replaced, never the link; pipes and devices are written to directly;
/// a directory, a socket or a loop of links is refused with a message that says so.
@Suite("-o targets")
struct OutputTargetTests {
    /// A fresh folder with one small catalog, `a.strings`.
    func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try Data("\"a\" = \"x\";\n".utf8).write(to: root.appendingPathComponent("a.strings"))
        try Data("import SwiftUI\nstruct V: View { var body: some View { Text(\"a\") } }\n".utf8)
            .write(to: root.appendingPathComponent("Sources/V.swift", isDirectory: false), options: [])
        return root
    }

    /// The command lines that write `target`: a JSON report, a pseudo-localization, a spec.
    static func commands(_ root: URL, _ target: String) -> [[String]] {
        let input = root.appendingPathComponent("a.strings").path
        return [["check", input, "--format", "json", "--no-system-fonts", "-o", target],
                ["pseudo", input, "--mode", "bounded", "-o", target],
                ["infer", root.appendingPathComponent("Sources").path, "-o", target]]
    }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test("A symbolic link stays a link; the file it points to is replaced, keeping its permissions")
    func symbolicLink() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        for (index, command) in Self.commands(root, root.appendingPathComponent("link").path).enumerated() {
            let target = root.appendingPathComponent("target\(index)")
            try Data("old".utf8).write(to: target)
            chmod(target.path, 0o640)
            unlink(root.appendingPathComponent("link").path)
            symlink("target\(index)", root.appendingPathComponent("link").path)
            let result = try TypeFitBinary.run(command)
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(kind(root.appendingPathComponent("link").path) == S_IFLNK)
            let written = try String(contentsOf: target, encoding: .utf8)
            #expect(written != "old" && !written.isEmpty)
            #expect(try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int == 0o640)
        }
    }

    @Test("A dangling symbolic link: the file it names is created, the link kept")
    func danglingLink() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        symlink("made/report.json", root.appendingPathComponent("link").path)
        let result = try TypeFitBinary.run(Self.commands(root, root.appendingPathComponent("link").path)[0])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(kind(root.appendingPathComponent("link").path) == S_IFLNK)
        #expect(kind(root.appendingPathComponent("made/report.json").path) == S_IFREG)
    }

    @Test("A named pipe is written to, and stays a pipe")
    func namedPipe() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("fifo").path
        for command in Self.commands(root, fifo) {
            unlink(fifo)
            #expect(mkfifo(fifo, 0o600) == 0)
            // The reader opens the pipe and reads until the writer closes it.
            let reader = PipePeer {
                guard let handle = FileHandle(forReadingAtPath: fifo) else { return Data() }
                defer { try? handle.close() }
                return (try? handle.readToEnd()) ?? Data()
            }
            let result = try TypeFitBinary.run(command)
            // Should typefit never open the pipe, the reader would wait forever: open it for
            // writing once (without blocking) so the reader sees the end. A no-op after typefit wrote.
            let unblock = open(fifo, O_WRONLY | O_NONBLOCK)
            if unblock >= 0 { close(unblock) }
            let read = reader.wait()
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(kind(fifo) == S_IFIFO)
            #expect(!read.isEmpty)
        }
    }

    @Test("A character device (a copy of /dev/null, made only when running as root) stays a device")
    func characterDevice() throws {
        #if os(Linux)
        guard getuid() == 0 else {
            print("skipped: making a device node needs root")
            return
        }
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let device = root.appendingPathComponent("null").path
        // /dev/null's numbers on Linux (major 1, minor 3: makedev gives 0x103); never /dev/null
        // itself, so a regression cannot replace the machine's.
        #expect(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
        for command in Self.commands(root, device) {
            let result = try TypeFitBinary.run(command)
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(kind(device) == S_IFCHR)
        }
        #endif
    }

    @Test("A directory, a loop of links or a socket is refused with its reason, never Foundation's words")
    func refusedTargets() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("dir"), withIntermediateDirectories: true)
        symlink("loop2", root.appendingPathComponent("loop1").path)
        symlink("loop1", root.appendingPathComponent("loop2").path)
        let socketPath = root.appendingPathComponent("sock").path
        let socketDescriptor = try #require(bindUnixSocket(at: socketPath))
        defer { close(socketDescriptor) }
        let cases = [("dir", "is a directory"), ("loop1", "loop of symbolic links"), ("sock", "is a socket")]
        for (name, reason) in cases {
            for command in Self.commands(root, root.appendingPathComponent(name).path) {
                let result = try TypeFitBinary.run(command)
                #expect(result.exitCode != 0 && result.exitCode != 1, "\(command)")
                #expect(result.standardError.contains(reason), "\(command): \(result.standardError)")
                #expect(!result.standardError.contains("NSCocoaErrorDomain") && !result.standardError.contains("could not be completed"))
            }
        }
        #expect(kind(root.appendingPathComponent("dir").path) == S_IFDIR)
        #expect(kind(socketPath) == S_IFSOCK)
    }

    /// A Unix domain socket bound at `path`, or nil.
    func bindUnixSocket(at path: String) -> Int32? {
        #if canImport(Glibc)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        return status == 0 ? descriptor : nil
    }
}
