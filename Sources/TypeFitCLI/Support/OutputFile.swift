import Catalogs
import FitCheck

/// Writes a report (or a baseline) to `-o`'s path as a stream, by the rules of Catalogs'
/// `writeOutputFile(toPath:_:)`: a regular file is replaced atomically once complete (a reader
/// never sees half a report, a failed run leaves the old file), a symbolic link's target is
/// replaced, and a pipe or device (`/dev/null`, `/dev/stdout`) is written to directly, never
/// replaced.
enum OutputFile {
    /// Writes `path` with what `body` writes to the output it is given.
    static func write(_ path: String, what: String, _ body: (ReportOutput) -> Void) throws(RuntimeError) {
        do {
            try writeOutputFile(toPath: path) { (sink: OutputFileSink) throws(FileAccessError) in
                let output = ReportOutput { bytes in try sink.write(bytes) }
                body(output)
                do {
                    try output.finish()
                } catch let error as FileAccessError {
                    throw error
                } catch {
                    throw FileAccessError(path: path, reason: "\(error)")
                }
            }
        } catch {
            throw RuntimeError(message: "cannot write the \(what) to '\(path)': \(error.reason)",
                               hint: "give a file path in a folder you can write to")
        }
    }
}
