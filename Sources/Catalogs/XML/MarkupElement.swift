/// An element of an XML document as read by `SafeXMLParser`, with the line it starts on.
///
/// A class because the tree is built incrementally by a SAX delegate. `package` so that
/// SlotInference reads Interface Builder files through the same safe parser.
package final class MarkupElement {
    /// What an element contains, in document order.
    package enum Content {
        case element(MarkupElement)
        case text(String)
        case cdata(String)
        case comment(String)
    }

    package var name: String
    /// Attributes by qualified name (`xml:space`, `maxwidth`).
    package var attributes: [String: String]
    package var children: [Content] = []
    package var line: Int
    package var column: Int
    /// `false` when the document ended (or broke) before this element's end tag.
    package var isClosed = false
    /// Whether content inside it was skipped: elements nested deeper than
    /// `SafeXMLParser.maximumDepth`, or a reference to an entity TypeFit does not expand.
    package var hasSkippedContent = false

    /// Whether the element was read whole: closed, and nothing inside it skipped. Readers make
    /// entries only from complete elements (the issues say why the others are missing).
    package var isComplete: Bool { isClosed && !hasSkippedContent }

    package init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    /// The child elements, in order.
    package var elements: [MarkupElement] {
        children.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
    }

    /// Child elements with the given local name (any namespace prefix ignored).
    package func elements(named localName: String) -> [MarkupElement] {
        elements.filter { $0.localName == localName }
    }

    /// The first child element with the given local name.
    package func element(named localName: String) -> MarkupElement? {
        elements.first { $0.localName == localName }
    }

    /// Whether it is an `<xliff:g>` (any namespace prefix) in an Android resource: text the
    /// translator must leave as it is.
    package var isXLIFFGroup: Bool { localName == "g" && name != localName }

    /// The name without a namespace prefix.
    package var localName: String {
        if let colon = name.lastIndex(of: ":") { return String(name[name.index(after: colon)...]) }
        return name
    }

    /// All text inside the element, inline markup dropped, CDATA included.
    package var text: String {
        var result = ""
        for child in children {
            switch child {
            case .text(let text), .cdata(let text): result += text
            case .element(let element): result += element.text
            case .comment: break
            }
        }
        return result
    }

    /// A deep copy, so writers can change a tree without touching the one read.
    package func copy() -> MarkupElement {
        let clone = MarkupElement(name: name, attributes: attributes, line: line, column: column)
        clone.isClosed = isClosed
        clone.hasSkippedContent = hasSkippedContent
        clone.children = children.map { child in
            if case .element(let element) = child { return .element(element.copy()) }
            return child
        }
        return clone
    }
}
