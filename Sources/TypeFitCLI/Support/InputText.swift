import Catalogs
import Foundation

/// Reads the text to measure from a file or standard input.
enum InputText {
    /// The text, and notes about what decoding had to replace.
    struct Decoded {
        var text: String
        var notes: [String]
    }

    /// Reads and decodes the file or pipe at `path` (a device is refused: `/dev/zero` would never
    /// end).
    static func read(file path: String) throws -> Decoded {
        let data: Data
        do {
            data = try readRegularFile(atPath: path, allowingPipes: true)
        } catch {
            throw UsageError("cannot read '\(path)': \(error.reason)", hint: "check the path given to --file (use '-' for standard input)")
        }
        return try decode(data, name: path)
    }

    /// Decodes `data` read from `name` as Catalogs decodes catalog files (UTF-8, or UTF-16 with or
    /// without a byte order mark). Unpaired UTF-16 surrogates become U+FFFD and are reported; bytes
    /// that are not UTF-8 are a usage error naming the file and line. One trailing newline is
    /// dropped.
    static func decode(_ data: Data, name: String) throws -> Decoded {
        switch decodeText(data, replacingUnpairedSurrogates: true) {
        case .success(let decoded):
            var text = decoded.text
            // One trailing line break, LF or CR LF (one Character in Swift), as editors save it.
            if let last = text.last, last == "\n" || last == "\r\n" { text.removeLast() }
            var notes: [String] = []
            if !decoded.replacedSurrogateLines.isEmpty {
                let lines = decoded.replacedSurrogateLines.map(String.init).joined(separator: ", ")
                notes.append("\(name): unpaired UTF-16 surrogates (line \(lines)) were replaced with U+FFFD")
            }
            return Decoded(text: text, notes: notes)
        case .failure(let failure):
            throw UsageError("\(name):\(failure.line): \(failure.reason)", hint: "save the text as UTF-8, or as UTF-16 with a byte order mark")
        }
    }
}
