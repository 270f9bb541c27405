import TextFormatting
/// Writes JSON the way Xcode writes String Catalogs, so a rewritten catalog diffs cleanly.
///
/// Two-space indentation, `"key" : value` separators, object keys sorted (by UTF-16 code
/// units, as `NSString.compare` does), empty objects as `{` blank line `}`, `/` not escaped,
/// numbers written exactly as they were read, a final newline.
enum XcodeJSONWriter {
    static func write(_ node: JSONNode) -> String {
        var output = ""
        write(node.value, indent: 0, into: &output)
        return output + "\n"
    }

    private static func write(_ value: JSONNode.Value, indent: Int, into output: inout String) {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch value {
        case .object(let members):
            var lastByKey: [String: JSONNode.Member] = [:]
            for member in members { lastByKey[member.key] = member }
            let sorted = lastByKey.values.sorted { Array($0.key.utf16).lexicographicallyPrecedes(Array($1.key.utf16)) }
            if sorted.isEmpty {
                output += "{\n\n" + pad + "}"
                return
            }
            output += "{\n"
            for (index, member) in sorted.enumerated() {
                output += inner + quoted(member.key) + " : "
                write(member.value.value, indent: indent + 1, into: &output)
                output += index == sorted.count - 1 ? "\n" : ",\n"
            }
            output += pad + "}"
        case .array(let items):
            if items.isEmpty {
                output += "[\n\n" + pad + "]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                write(item.value, indent: indent + 1, into: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += pad + "]"
        case .string(let text):
            output += quoted(text)
        case .number(let text):
            output += text
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    static func quoted(_ text: String) -> String { jsonQuoted(text) }
}
