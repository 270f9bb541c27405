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
    let target = try resolveSymbolicLinks(path)
    switch target.kind {
    case nil:
        try createParentDirectories(of: target.path, reportedAs: path)
        try writeAtomically(data, to: target.path, replacing: nil, reportedAs: path)
    case .regular?:
        var info = stat()
        guard stat(target.path, &info) == 0 else { throw FileAccessError(path: path, errno: errno) }
        try writeAtomically(data, to: target.path, replacing: info, reportedAs: path)
    case .directory?, .socket?:
        try checkOutputTarget(path)
    case .some:
        try writeDirectly(data, to: target.path, reportedAs: path)
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

/// Writes a temporary file next to `path` and renames it over `path`.
private func writeAtomically(_ data: Data, to path: String, replacing existing: stat?, reportedAs original: String) throws(FileAccessError) {
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
        try writeAll(data, to: descriptor, reportedAs: original)
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

/// Opens `path` (a pipe or a device) for writing and writes `data` to it.
private func writeDirectly(_ data: Data, to path: String, reportedAs original: String) throws(FileAccessError) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileAccessError(path: original, errno: errno) }
    defer { close(descriptor) }
    try writeAll(data, to: descriptor, reportedAs: original)
}

private func writeAll(_ data: Data, to descriptor: Int32, reportedAs original: String) throws(FileAccessError) {
    var failure: Int32 = 0
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            offset += written
        }
    }
    if failure != 0 { throw FileAccessError(path: original, errno: failure) }
}
