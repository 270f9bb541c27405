import TextFormatting
/// Serializes a `MarkupElement` tree back to XML text.
///
/// Attributes are written in sorted order (the parser does not keep their order), text is
/// escaped, CDATA stays CDATA (a `]]>` inside is split across two sections), comments are kept.
enum MarkupWriter {
    static func document(_ root: MarkupElement, declaration: String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>") -> String {
        var output = declaration + "\n"
        write(root, into: &output)
        output += "\n"
        return output
    }

    static func write(_ element: MarkupElement, into output: inout String) {
        output += "<" + element.name
        for name in element.attributes.keys.sorted() {
            output += " \(name)=\"\(escapeAttribute(element.attributes[name]!))\""
        }
        if element.children.isEmpty {
            output += "/>"
            return
        }
        output += ">"
        for child in element.children {
            switch child {
            case .element(let inner): write(inner, into: &output)
            case .text(let text): output += escapeText(text)
            case .cdata(let text): output += "<![CDATA[" + text.replacingAll("]]>", with: "]]]]><![CDATA[>") + "]]>"
            case .comment(let text): output += "<!--" + text.replacingAll("--", with: "- -") + "-->"
            }
        }
        output += "</\(element.name)>"
    }

    /// Text content, escaped (the shared XML escaping of `TextFormatting`).
    static func escapeText(_ text: String) -> String { xmlEscaped(text, quotes: false) }

    /// An attribute value, escaped so it survives attribute-value normalization.
    static func escapeAttribute(_ text: String) -> String { xmlEscaped(text, attribute: true) }
}

extension String {
    /// Replaces every occurrence of `target` (a plain substring) with `replacement`.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
