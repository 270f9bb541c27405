import FitCheck
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file as a stream, atomically: into a temporary file beside it, renamed over the
/// destination once complete, so a reader never sees half a report and a failed run leaves the
/// old file in place.
enum OutputFile {
    /// Writes `path` with what `body` writes to the output it is given.
    static func write(_ path: String, what: String, _ body: (ReportOutput) -> Void) throws(RuntimeError) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission)
            }
            let handle = try FileHandle(forWritingTo: temporary)
            let output = ReportOutput(fileHandle: handle)
            body(output)
            do {
                try output.finish()
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            guard rename(temporary.path, url.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RuntimeError(message: "cannot write the \(what) to '\(path)': \(error.localizedDescription)",
                               hint: "check that the folder exists and is writable")
        }
    }
}
