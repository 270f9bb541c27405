import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `data` to `path` as a report or a generated catalog should be written.
///
/// - A regular file, or a path that does not exist yet, is written atomically: a temporary file
///   in the same folder is written and renamed over the target, so a reader never sees half a
///   report. An existing file keeps its permissions (and its owner, where allowed). Missing
///   parent folders are created.
/// - A symbolic link is followed: the file it points to is replaced (or created), never the link.
/// - A named pipe, a device (`/dev/null`, `/dev/stdout`) or anything else that is not a regular
///   file is written to directly, as a shell's `>` would: renaming over it would replace it with
///   a regular file for every other user of the machine.
/// - A directory or a socket is refused with a message that says so.
/// - Throws: ``FileAccessError`` with the reason in plain words.
package func writeOutputFile(_ data: Data, toPath path: String) throws(FileAccessError) {
    try writeOutputFile(toPath: path) { (sink: OutputFileSink) throws(FileAccessError) in
        try sink.write(Array(data))
    }
}

/// Writes what `body` hands its sink to `path`, piece by piece, by the rules of
/// ``writeOutputFile(_:toPath:)``: a regular file (or a new one) is written to a temporary file
/// beside it and renamed over it only when `body` has finished without throwing, so a failed run
/// leaves the old file in place; a pipe or a device is written to as the pieces come.
package func writeOutputFile(
    toPath path: String, _ body: (OutputFileSink) throws(FileAccessError) -> Void
) throws(FileAccessError) {
    let target = try resolveSymbolicLinks(path)
    switch target.kind {
    case nil:
        try createParentDirectories(of: target.path, reportedAs: path)
        try writeAtomically(to: target.path, replacing: nil, reportedAs: path, body)
    case .regular?:
        var info = stat()
        guard stat(target.path, &info) == 0 else { throw FileAccessError(path: path, errno: errno) }
        try writeAtomically(to: target.path, replacing: info, reportedAs: path, body)
    case .directory?, .socket?:
        try checkOutputTarget(path)
    case .some:
        try writeDirectly(to: target.path, reportedAs: path, body)
    }
}

/// Where ``writeOutputFile(toPath:_:)`` sends the pieces it is given: an open file descriptor.
package struct OutputFileSink {
    fileprivate let descriptor: Int32
    fileprivate let reportedPath: String

    /// Writes all of `bytes`, retrying when a signal interrupts the write.
    package func write(_ bytes: [UInt8]) throws(FileAccessError) {
        let failure: Int32 = bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
        if failure != 0 { throw FileAccessError(path: reportedPath, errno: failure) }
    }
}

/// Throws when `path` can never be written by ``writeOutputFile(_:toPath:)`` (a directory, a
/// socket, a loop of links), so a command can refuse it before doing its work.
package func checkOutputTarget(_ path: String) throws(FileAccessError) {
    switch try resolveSymbolicLinks(path).kind {
    case .directory?:
        throw FileAccessError(path: path, reason: "it is a directory, not a file; give the path of a file (it may be inside that directory)")
    case .socket?:
        throw FileAccessError(path: path, reason: "it is a socket; TypeFit writes to files, named pipes and devices")
    default:
        return
    }
}

/// The path `path` leads to after following every symbolic link, and what is there (`nil`: nothing).
private func resolveSymbolicLinks(_ path: String) throws(FileAccessError) -> (path: String, kind: FileKind?) {
    var current = path
    // Linux gives up after 40 links (MAXSYMLINKS); so does this.
    for _ in 0..<40 {
        var info = stat()
        guard lstat(current, &info) == 0 else {
            if errno == ENOENT { return (current, nil) }
            throw FileAccessError(path: path, errno: errno)
        }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .symbolicLink else { return (current, kind) }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(current, &buffer, buffer.count - 1)
        guard length >= 0 else { throw FileAccessError(path: path, errno: errno) }
        let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if destination.hasPrefix("/") {
            current = destination
        } else {
            let folder = (current as NSString).deletingLastPathComponent
            current = folder.isEmpty ? destination : folder + "/" + destination
        }
    }
    throw FileAccessError(path: path, errno: ELOOP)
}

/// Creates the folders above `path` that do not exist (as `mkdir -p`).
private func createParentDirectories(of path: String, reportedAs original: String) throws(FileAccessError) {
    let folder = (path as NSString).deletingLastPathComponent
    guard !folder.isEmpty else { return }
    var prefix = folder.hasPrefix("/") ? "" : "."
    for component in folder.split(separator: "/") {
        prefix += "/" + component
        if mkdir(prefix, 0o777) == 0 || errno == EEXIST {
            var info = stat()
            guard stat(prefix, &info) == 0, FileKind(mode: info.st_mode) == .directory else {
                throw FileAccessError(path: original, reason: "'\(prefix)' is not a directory")
            }
            continue
        }
        throw FileAccessError(path: original, reason: "cannot create the folder '\(prefix)': \(FileAccessError.describe(errno: errno))")
    }
}

/// Writes a temporary file next to `path` with `body` and renames it over `path`.
private func writeAtomically(
    to path: String, replacing existing: stat?, reportedAs original: String,
    _ body: (OutputFileSink) throws(FileAccessError) -> Void
) throws(FileAccessError) {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    var descriptor: Int32 = -1
    var temporary = ""
    for _ in 0..<100 {
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).typefit-\(suffix)"
        // 0666 less the umask, as for any new file; an existing file's mode is restored below.
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
        throw FileAccessError(path: original, reason: "cannot create a temporary file in its folder: \(FileAccessError.describe(errno: errno))")
    }
    do throws(FileAccessError) {
        try body(OutputFileSink(descriptor: descriptor, reportedPath: original))
        if let existing {
            _ = fchmod(descriptor, existing.st_mode & 0o7777)
            if existing.st_uid != getuid() || existing.st_gid != getgid() {
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            }
        }
        guard close(descriptor) == 0 else {
            descriptor = -1
            throw FileAccessError(path: original, errno: errno)
        }
        descriptor = -1
        guard rename(temporary, path) == 0 else { throw FileAccessError(path: original, errno: errno) }
    } catch {
        if descriptor >= 0 { close(descriptor) }
        unlink(temporary)
        throw error
    }
}

/// Opens `path` (a pipe or a device) for writing and writes to it with `body`.
private func writeDirectly(
    to path: String, reportedAs original: String, _ body: (OutputFileSink) throws(FileAccessError) -> Void
) throws(FileAccessError) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileAccessError(path: original, errno: errno) }
    defer { close(descriptor) }
    try body(OutputFileSink(descriptor: descriptor, reportedPath: original))
}

/// The C library's `write`, named apart from ``OutputFileSink/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
