import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The result of parsing an XML document safely: the root (possibly partial) and problems found.
struct SafeXMLDocument {
    /// The document element; after a fatal error, the part read before it.
    var root: MarkupElement?
    /// A DOCTYPE with entity declarations that was removed, with its line.
    var removedEntityDeclarations: (line: Int, names: [String])?
    /// The first fatal parse error: line, column and reason.
    var error: (line: Int, column: Int, reason: String)?
    /// Where elements first nested deeper than ``SafeXMLParser/maximumDepth``; what lies below
    /// that depth was not read.
    var tooDeep: (line: Int, column: Int)?
}

/// Parses XML with Foundation's `XMLParser`, never resolving or fetching anything external.
///
/// Safety rules (XML external entity attacks, "billion laughs"):
/// - `shouldResolveExternalEntities` is `false`.
/// - Before parsing, every `<!DOCTYPE ...>` (with its internal subset) is blanked out, keeping
///   line breaks so line numbers stay right; a DTD is therefore never read or fetched.
/// - When the DOCTYPE declared entities, that is reported, and references to the declared
///   entities are removed from the text, so `&xxe;` expands to nothing.
/// - Elements nest at most ``maximumDepth`` levels.
/// The five predefined entities and character references still work.
enum SafeXMLParser {
    /// The deepest element nesting read. Catalogs nest a dozen levels; hostile input nests tens
    /// of thousands, which would exhaust the stack when the tree is walked or freed. Content
    /// below this depth is skipped and reported, and the elements around it count as incomplete.
    static let maximumDepth = 256

    static func parse(_ text: String) -> SafeXMLDocument {
        var document = SafeXMLDocument()
        var source = forceUTF8Declaration(text)
        if let doctype = blankDoctype(in: &source), !doctype.entityNames.isEmpty {
            document.removedEntityDeclarations = (doctype.line, doctype.entityNames)
            for name in doctype.entityNames {
                source = source.replacingOccurrences(of: "&\(name);", with: "")
            }
        }
        let parser = XMLParser(data: Data(source.utf8))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let builder = TreeBuilder()
        parser.delegate = builder
        // On Linux, libxml2 may recover from an error and `parse()` still returns true, so the
        // delegate's first error counts too.
        if !parser.parse() || builder.error != nil {
            let line = builder.errorLine ?? parser.lineNumber
            let column = builder.errorColumn ?? parser.columnNumber
            document.error = (max(line, 1), max(column, 1), describe(parser.parserError ?? builder.error))
        }
        document.root = builder.root
        document.tooDeep = builder.tooDeep
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
        guard text.hasPrefix("<?xml"), let end = text.range(of: "?>") else { return text }
        var declaration = String(text[..<end.lowerBound])
        guard let encoding = declaration.range(of: "encoding") else { return text }
        let afterName = declaration[encoding.upperBound...]
        guard let open = afterName.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { return text }
        let quote = declaration[open]
        guard let close = declaration[declaration.index(after: open)...].firstIndex(of: quote) else { return text }
        declaration.replaceSubrange(declaration.index(after: open)..<close, with: "UTF-8")
        return declaration + text[end.lowerBound...]
    }

    /// Replaces the DOCTYPE declaration with spaces (keeping newlines); returns its line and the
    /// names of any entities it declared.
    private static func blankDoctype(in text: inout String) -> (line: Int, entityNames: [String])? {
        guard let start = text.range(of: "<!DOCTYPE") else { return nil }
        var scalars = Array(text.unicodeScalars)
        let startOffset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: start.lowerBound)
        var cursor = startOffset + 9
        var bracketDepth = 0
        var quote: Unicode.Scalar?
        while cursor < scalars.count {
            let scalar = scalars[cursor]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "[" {
                bracketDepth += 1
            } else if scalar == "]" {
                bracketDepth -= 1
            } else if scalar == ">", bracketDepth <= 0 {
                break
            }
            cursor += 1
        }
        let end = min(cursor + 1, scalars.count)
        var declaration = String.UnicodeScalarView()
        declaration.append(contentsOf: scalars[startOffset..<end])
        let line = 1 + scalars[..<startOffset].lazy.filter { $0 == "\n" }.count
        for offset in startOffset..<end where scalars[offset] != "\n" { scalars[offset] = " " }
        var blanked = String.UnicodeScalarView()
        blanked.append(contentsOf: scalars)
        text = String(blanked)
        return (line, entityNames(in: String(declaration)))
    }

    /// Names declared by `<!ENTITY name ...>` and `<!ENTITY % name ...>`.
    private static func entityNames(in declaration: String) -> [String] {
        var names: [String] = []
        var rest = Substring(declaration)
        while let found = rest.range(of: "<!ENTITY") {
            var tail = rest[found.upperBound...].drop { $0.isWhitespace }
            if tail.first == "%" { tail = tail.dropFirst().drop { $0.isWhitespace } }
            let name = tail.prefix { !$0.isWhitespace && $0 != ">" }
            if !name.isEmpty { names.append(String(name)) }
            rest = rest[found.upperBound...]
        }
        return names
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

    /// Marks every open element incomplete: content inside them was skipped.
    private func markOpenElementsIncomplete() {
        for open in stack { open.hasSkippedContent = true }
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
        if case .text(let previous) = current.children.last {
            current.children[current.children.count - 1] = .text(previous + string)
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
