/// Joins `\uXXXX` escapes that are the two halves of a UTF-16 surrogate pair into the one
/// character they encode (`\uD83E\uDDD8` is U+1F9D8), as `.strings` files and Android resources
/// write characters beyond U+FFFF; a half without its other half is reported, never dropped.
///
/// Feed it the value of each `\u` escape with `add`, and call `flush` before anything else (text,
/// another escape) so that a high half left waiting is reported as alone.
struct SurrogateEscapes {
    enum Output: Equatable {
        /// A character to append.
        case scalar(Unicode.Scalar)
        /// Half a pair alone: the reader appends U+FFFD and reports ``loneMessage(_:)``.
        case lone(UInt32)
    }

    private var pendingHigh: UInt32?

    /// The characters the escape of `value` completes (none while a high half waits for its low one).
    mutating func add(_ value: UInt32) -> [Output] {
        switch value {
        case 0xD800...0xDBFF:
            let waiting = flush()
            pendingHigh = value
            return waiting
        case 0xDC00...0xDFFF:
            guard let high = pendingHigh else { return [.lone(value)] }
            pendingHigh = nil
            return [Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)).map(Output.scalar) ?? .lone(value)]
        default:
            return flush() + [.scalar(Unicode.Scalar(value) ?? "\u{FFFD}")]
        }
    }

    /// A high half still waiting, reported alone (something other than its low half follows).
    mutating func flush() -> [Output] {
        defer { pendingHigh = nil }
        return pendingHigh.map { [.lone($0)] } ?? []
    }

    /// The issue message for a half alone.
    static func loneMessage(_ value: UInt32) -> String {
        "\\u\(String(value, radix: 16, uppercase: true)) is half of a surrogate pair without its other half"
            + " (a character beyond U+FFFF is written as two escapes, high then low, or as the character itself); it is read as U+FFFD"
    }
}
