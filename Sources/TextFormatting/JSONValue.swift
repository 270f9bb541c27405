/// A JSON document with ordered object keys, written with two-space indentation.
///
/// TypeFit's JSON keeps keys in a meaningful order (platform, style, category, ...; a written
/// spec's match, from, component, ...), which `JSONEncoder` does not promise; this small writer
/// does. `package`: the CLI's tables and SlotInference's written specs share it.
package indirect enum JSONValue: Sendable {
    case string(String)
    case number(Double)
    /// A number printed with every digit it has (shortest round-trip form): measured values.
    case precise(Double)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The document as text, pretty-printed, ending without a newline.
    package func rendered(indent: String = "") -> String {
        switch self {
        case .string(let text): return Self.quoted(text)
        case .number(let value): return value.isFinite ? NumberText.short(value, decimals: 4) : "null"
        case .precise(let value):
            guard value.isFinite else { return "null" }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        case .integer(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inner = indent + "  "
            return "{\n" + members.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String { jsonQuoted(text) }
}
