import TextFormatting

/// JSON written by hand, for the reports that stream it (JSON, SARIF, the HTML page's data):
/// compact objects and arrays (no spaces: a report's entries are machine-read, one a line) whose
/// fields keep the order given, absent values left out.
enum JSONText {
    /// `{"a": 1, "b": "x"}`, skipping fields whose value is nil.
    static func object(_ fields: KeyValuePairs<String, String?>) -> String {
        var out = "{"
        for (name, value) in fields {
            guard let value else { continue }
            if out.utf8.count > 1 { out += "," }
            out += "\"\(name)\":\(value)"
        }
        return out + "}"
    }

    /// `{"a": 1}` from fields built at run time (nil values skipped).
    static func object(_ fields: [(String, String?)]) -> String {
        "{" + fields.compactMap { name, value in value.map { "\"\(name)\":\($0)" } }.joined(separator: ",") + "}"
    }

    /// `[1, 2]`.
    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

    /// A quoted string.
    static func string(_ text: String) -> String { jsonQuoted(text) }

    /// An array of quoted strings.
    static func strings(_ texts: [String]) -> String { array(texts.map(jsonQuoted)) }

    /// A number as TypeFit prints numbers (at most 3 decimals); non-finite numbers, which JSON
    /// cannot hold, as `null`.
    static func number(_ value: Double) -> String { value.isFinite ? NumberText.short(value, decimals: 3) : "null" }
}
