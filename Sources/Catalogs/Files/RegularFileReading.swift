import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The most bytes read from a pipe (`--spec <(jq ...)`): a pipe has no size, and one fed by
/// `yes` never ends.
package let maximumPipedBytes = 256 << 20

/// Reads the whole of the regular file at `path`, refusing anything else.
///
/// A named pipe found in a folder would block the walk until something writes to it, and a
/// device such as `/dev/zero` never ends, so only regular files are read: the file is opened
/// without blocking and its type checked on the open descriptor (no window between the check
/// and the read). With `allowingPipes`, a pipe is read too (up to ``maximumPipedBytes``), as a
/// spec or a text given on the command line may come from one. Errors name the reason in plain
/// words (see ``FileAccessError``).
package func readRegularFile(atPath path: String, allowingPipes: Bool = false) throws(FileAccessError) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileAccessError(path: path, errno: errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw FileAccessError(path: path, errno: errno) }
    let kind = FileKind(mode: info.st_mode)
    var limit = Int.max
    let isPipe = kind == .namedPipe && allowingPipes
    if isPipe {
        limit = maximumPipedBytes
    } else if kind != .regular {
        throw FileAccessError(path: path, reason: "it is \(kind.phrase), not a regular file; TypeFit reads only regular files")
    }
    var data = Data(capacity: max(0, min(Int(info.st_size), 1 << 30)))
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        // A pipe opened without blocking reads as empty until its writer comes: wait for data,
        // or for the writer to have gone (POLLHUP comes only after a writer came and went).
        if isPipe {
            var wanted = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&wanted, 1, -1) < 0, errno != EINTR { throw FileAccessError(path: path, errno: errno) }
        }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { break }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { continue }
            throw FileAccessError(path: path, errno: errno)
        }
        data.append(contentsOf: buffer[..<count])
        if data.count > limit {
            throw FileAccessError(path: path, reason: "more than \(limit >> 20) MB came through the pipe; give a file instead")
        }
    }
    return data
}

/// The names in the directory at `path` (without `.` and `..`), unsorted.
package func listDirectory(atPath path: String) throws(FileAccessError) -> [String] {
    guard let directory = opendir(path) else { throw FileAccessError(path: path, errno: errno) }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != ".", name != ".." { names.append(name) }
    }
    return names
}
