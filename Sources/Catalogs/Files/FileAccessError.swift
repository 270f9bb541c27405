#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written, said in words a user can act on.
///
/// Built from the system's `errno` and the file's type, never from Foundation's error
/// descriptions ("The operation could not be completed", `NSCocoaErrorDomain`), which name
/// neither the file nor the reason.
package struct FileAccessError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as given.
    package var path: String
    /// Why, in a phrase that follows "cannot read 'path': ".
    package var reason: String
    /// The system's `errno`, when a system call failed (`ENOENT`: nothing is there).
    package var code: Int32?

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The reason for a failed system call's `errno`.
    package init(path: String, errno code: Int32) {
        self.init(path: path, reason: Self.describe(errno: code))
        self.code = code
    }

    package var description: String { "'\(path)': \(reason)" }

    /// Plain words for the `errno` values file access produces; the C library's text otherwise.
    static func describe(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES, EPERM: return "permission denied"
        case ELOOP: return "a loop of symbolic links (a link that points, through others, back to itself)"
        case EISDIR: return "it is a directory"
        case ENOTDIR: return "a component of the path is not a directory"
        case ENAMETOOLONG: return "the path is too long"
        case ENOSPC: return "no space left on the device"
        case EROFS: return "the file system is read-only"
        case EDQUOT: return "the disk quota is exceeded"
        case EXDEV: return "the temporary file and the target are on different file systems"
        case ENXIO: return "no process is reading the named pipe or device"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}

/// The type of what a path names, as `stat` or `lstat` sees it.
package enum FileKind: Sendable, Hashable {
    case regular, directory, symbolicLink, namedPipe, characterDevice, blockDevice, socket, other

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .namedPipe
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// "a directory", "a named pipe (FIFO)", ... for messages.
    package var phrase: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .symbolicLink: "a symbolic link"
        case .namedPipe: "a named pipe (FIFO)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .other: "not a regular file"
        }
    }

    /// What `path` names, following symbolic links; `nil` and the `errno` when `stat` fails.
    package static func of(_ path: String, followingLinks: Bool = true) -> Result<FileKind, FileAccessError> {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return .failure(FileAccessError(path: path, errno: errno)) }
        return .success(FileKind(mode: info.st_mode))
    }
}
