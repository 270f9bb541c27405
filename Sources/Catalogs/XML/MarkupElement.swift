/// An element of an XML document as read by `SafeXMLParser`, with the line it starts on.
///
/// A class because the tree is built incrementally by a SAX delegate; it never leaves the module.
final class MarkupElement {
    /// What an element contains, in document order.
    enum Content {
        case element(MarkupElement)
        case text(String)
        case cdata(String)
        case comment(String)
    }

    var name: String
    /// Attributes by qualified name (`xml:space`, `maxwidth`).
    var attributes: [String: String]
    var children: [Content] = []
    var line: Int
    var column: Int
    /// `false` when the document ended (or broke) before this element's end tag.
    var isClosed = false
    /// Whether content inside it was skipped: elements nested deeper than
    /// `SafeXMLParser.maximumDepth`, or a reference to an entity TypeFit does not expand.
    var hasSkippedContent = false

    /// Whether the element was read whole: closed, and nothing inside it skipped. Readers make
    /// entries only from complete elements (the issues say why the others are missing).
    var isComplete: Bool { isClosed && !hasSkippedContent }

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    /// The child elements, in order.
    var elements: [MarkupElement] {
        children.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
    }

    /// Child elements with the given local name (any namespace prefix ignored).
    func elements(named localName: String) -> [MarkupElement] {
        elements.filter { $0.localName == localName }
    }

    /// The first child element with the given local name.
    func element(named localName: String) -> MarkupElement? {
        elements.first { $0.localName == localName }
    }

    /// The name without a namespace prefix.
    var localName: String {
        if let colon = name.lastIndex(of: ":") { return String(name[name.index(after: colon)...]) }
        return name
    }

    /// All text inside the element, inline markup dropped, CDATA included.
    var text: String {
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
    func copy() -> MarkupElement {
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
