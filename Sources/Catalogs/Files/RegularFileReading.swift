import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the whole of the regular file at `path`, refusing anything else.
///
/// A named pipe would block until something writes to it, and a device such as `/dev/zero`
/// never ends, so only regular files are read: the file is opened without blocking and its type
/// checked on the open descriptor (no window between the check and the read). Errors name the
/// reason in plain words (see ``FileAccessError``).
package func readRegularFile(atPath path: String) throws(FileAccessError) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileAccessError(path: path, errno: errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw FileAccessError(path: path, errno: errno) }
    let kind = FileKind(mode: info.st_mode)
    guard kind == .regular else {
        throw FileAccessError(path: path, reason: "it is \(kind.phrase), not a regular file; TypeFit reads only regular files")
    }
    var data = Data(capacity: max(0, Int(info.st_size)))
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { break }
        if count < 0 {
            if errno == EINTR { continue }
            throw FileAccessError(path: path, errno: errno)
        }
        data.append(contentsOf: buffer[..<count])
    }
    return data
}
