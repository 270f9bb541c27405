import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The result of parsing an XML document safely: the root (possibly partial) and problems found.
package struct SafeXMLDocument {
    /// The document element; after a fatal error, the part read before it.
    package var root: MarkupElement?
    /// A DOCTYPE with an internal subset (where entities are declared) that was removed: its
    /// line and the general entities it declared.
    package var removedEntityDeclarations: (line: Int, names: [String])?
    /// References to those entities (each makes the elements around it incomplete).
    package var entityReferences: [(line: Int, name: String)] = []
    /// Lines of DOCTYPEs after the first (XML allows one; they were removed too).
    package var extraDoctypeLines: [Int] = []
    /// The first fatal parse error: line, column and reason.
    package var error: (line: Int, column: Int, reason: String)?
    /// Where elements first nested deeper than ``SafeXMLParser/maximumDepth``; what lies below
    /// that depth was not read.
    package var tooDeep: (line: Int, column: Int)?
}

/// Parses XML with Foundation's `XMLParser`, never resolving or fetching anything external.
///
/// Safety rules (XML external entity attacks, "billion laughs"):
/// - `shouldResolveExternalEntities` is `false`.
/// - Before parsing, the `<!DOCTYPE ...>` (found as the grammar finds it, see
///   ``DoctypeRemoval``) is blanked out, keeping line breaks so line numbers stay right; a DTD
///   is therefore never read or fetched.
/// - A DOCTYPE with an internal subset is reported. References to the entities it declared are
///   never expanded: the elements that contain one are marked incomplete (readers skip them),
///   and each reference is reported at its line.
/// - Elements nest at most ``maximumDepth`` levels.
/// The five predefined entities and character references still work.
package enum SafeXMLParser {
    /// The deepest element nesting read. Catalogs nest a dozen levels; hostile input nests tens
    /// of thousands, which would exhaust the stack when the tree is walked or freed. Content
    /// below this depth is skipped and reported, and the elements around it count as incomplete.
    package static let maximumDepth = 256

    package static func parse(_ text: String) -> SafeXMLDocument {
        var document = SafeXMLDocument()
        var source = forceUTF8Declaration(text)
        let builder = TreeBuilder()
        if let doctype = DoctypeRemoval(source) {
            source = doctype.text
            builder.entityMarker = doctype.marker
            if doctype.hasInternalSubset {
                document.removedEntityDeclarations = (doctype.line, doctype.entityNames)
                document.entityReferences = doctype.references
            }
            document.extraDoctypeLines = doctype.extraLines
            if !doctype.isTerminated {
                document.error = (doctype.line, 1, "the DOCTYPE declaration opened here is never closed with '>'")
            }
        }
        let parser = XMLParser(data: Data(source.utf8))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = builder
        // On Linux, libxml2 may recover from an error and `parse()` still returns true, so the
        // delegate's first error counts too.
        // libxml2 can report a line past the end after giving up on a huge value; a location
        // always names a line of the file.
        let lastLine = { source.utf8.lazy.filter { $0 == 10 }.count + (source.utf8.last == 10 ? 0 : 1) }
        if !parser.parse() || builder.error != nil, document.error == nil {
            let line = builder.errorLine ?? parser.lineNumber
            let column = builder.errorColumn ?? parser.columnNumber
            document.error = (min(max(line, 1), lastLine()), max(column, 1), describe(parser.parserError ?? builder.error))
        }
        document.root = builder.root
        document.tooDeep = builder.tooDeep.map { (min($0.line, lastLine()), $0.column) }
        if document.root == nil, document.error == nil {
            document.error = (1, 1, "the document is empty")
        }
        return document
    }

    /// A reason for a parser error that names the problem, not just a code.
    ///
    /// `XMLParser` reports libxml2's error numbers (the values of `NSXMLParserError`); the
    /// table names the ones malformed catalogs produce.
    private static func describe(_ error: Error?) -> String {
        guard let error = error as NSError? else { return "the XML is not well-formed" }
        let reasons: [Int: String] = [
            1: "a name, attribute value or tag is longer than the XML parser reads at once (10,000,000 bytes)",
            3: "the document does not start with an element",
            4: "the document is empty",
            5: "the document ends before all elements are closed, or has content after its end",
            9: "the document contains a character XML does not allow",
            23: "an entity reference is missing its ';' (write &amp; for '&')",
            26: "an entity reference is undefined (write &amp; for '&')",
            38: "a '<' appears inside an attribute value",
            39: "an attribute value is not quoted",
            40: "an attribute value is not closed",
            41: "an attribute has no value",
            68: "a name is missing after '<' (write &lt; for '<')",
            73: "a '>' is missing",
            76: "an end tag does not match its start tag",
            77: "an element is not closed",
            85: "the elements are not well balanced",
            86: "there is content after the document element",
        ]
        let reason = reasons[error.code] ?? "the XML is not well-formed"
        return "\(reason) (XMLParser error \(error.code))"
    }

    /// Rewrites `encoding="..."` in the XML declaration to UTF-8: the text handed to the parser
    /// has already been decoded and is re-encoded as UTF-8.
    private static func forceUTF8Declaration(_ text: String) -> String {
        // Searched with the standard library, in the declaration's first line: Foundation's
        // `range(of:)` bridged the whole file to an NSString (its UTF-16 length; 1.3% of an
        // Android check's CPU on the real-app corpus).
        guard text.hasPrefix("<?xml") else { return text }
        let head = String(text.prefix(512))
        guard let found = head.range(of: "?>") else { return text }
        let end = text.index(text.startIndex, offsetBy: head.distance(from: head.startIndex, to: found.lowerBound))
        var declaration = String(text[..<end])
        guard let encoding = declaration.range(of: "encoding") else { return text }
        let afterName = declaration[encoding.upperBound...]
        guard let open = afterName.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { return text }
        let quote = declaration[open]
        guard let close = declaration[declaration.index(after: open)...].firstIndex(of: quote) else { return text }
        declaration.replaceSubrange(declaration.index(after: open)..<close, with: "UTF-8")
        return declaration + text[end...]
    }
}

/// Builds a `MarkupElement` tree from `XMLParser` callbacks.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: MarkupElement?
    var stack: [MarkupElement] = []
    var error: Error?
    var errorLine: Int?
    var errorColumn: Int?
    /// How many levels below ``SafeXMLParser/maximumDepth`` the parser is; their content is skipped.
    var skippedDepth = 0
    var tooDeep: (line: Int, column: Int)?
    /// The scalar that stands for a reference to an entity of the removed DOCTYPE.
    var entityMarker: Unicode.Scalar?

    /// Marks every open element incomplete: content inside them was skipped.
    private func markOpenElementsIncomplete() {
        for open in stack { open.hasSkippedContent = true }
    }

    /// `text` without entity markers; the open elements are marked incomplete when it had any.
    private func removingEntityMarkers(_ text: String) -> String {
        guard let marker = entityMarker, text.unicodeScalars.contains(marker) else { return text }
        markOpenElementsIncomplete()
        var view = text.unicodeScalars
        view.removeAll { $0 == marker }
        return String(view)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard skippedDepth == 0, stack.count < SafeXMLParser.maximumDepth else {
            if tooDeep == nil { tooDeep = (max(parser.lineNumber, 1), max(parser.columnNumber, 1)) }
            if skippedDepth == 0 { markOpenElementsIncomplete() }
            skippedDepth += 1
            return
        }
        let element = MarkupElement(name: elementName, attributes: attributeDict,
                                    line: parser.lineNumber, column: parser.columnNumber)
        if entityMarker != nil {
            stack.append(element)
            element.attributes = attributeDict.mapValues(removingEntityMarkers)
            stack.removeLast()
        }
        if let parent = stack.last {
            parent.children.append(.element(element))
        } else if root == nil {
            root = element
        }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if skippedDepth > 0 {
            skippedDepth -= 1
            return
        }
        stack.popLast()?.isClosed = true
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard skippedDepth == 0, let current = stack.last else { return }
        let string = removingEntityMarkers(string)
        if case .text(var previous) = current.children.last {
            // Appended in place: the parser hands over text in pieces (one per entity reference),
            // and building a new string for each piece was quadratic.
            let last = current.children.count - 1
            current.children[last] = .text("")
            previous += string
            current.children[last] = .text(previous)
        } else {
            current.children.append(.text(string))
        }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard skippedDepth == 0 else { return }
        stack.last?.children.append(.cdata(String(decoding: CDATABlock, as: UTF8.self)))
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        guard skippedDepth == 0 else { return }
        stack.last?.children.append(.comment(comment))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil {
            error = parseError
            errorLine = parser.lineNumber
            errorColumn = parser.columnNumber
        }
    }
}
