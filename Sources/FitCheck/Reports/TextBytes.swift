import Catalogs
import TextFormatting

/// A piece of the text report built as UTF-8 bytes: its texts copied in from their storage and
/// escaped there, numbers written as digits, with no string made per line or per field.
///
/// Built as `String`s joined by interpolation, a real app's text report (6 MB, 18,000 entries
/// shown) took about 200 ms to write on one thread, and 151 ms built as bytes (R3w, means of six
/// alternating rounds; callgrind: 106.8M -> 57.6M instructions on 15 of its locales; issue 14).
struct TextBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 4_096) {
        bytes.reserveCapacity(capacity)
    }

    /// `text` as it is (text TypeFit wrote, or already escaped and painted).
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A literal.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Catalog text, escaped for the terminal (`terminalEscaped`).
    mutating func appendEscaped(_ text: String) {
        appendTerminalEscaped(text, to: &bytes)
    }

    /// `file:line` or `file:line:column` (`SourceLocation.description`; unescaped, as the report
    /// has always written it).
    mutating func append(_ location: SourceLocation) {
        location.appendDescription(to: &bytes)
    }
}
