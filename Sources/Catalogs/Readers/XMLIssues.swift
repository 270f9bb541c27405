/// Issues every XML-based reader reports the same way: a removed DOCTYPE, references to its
/// entities, content nested too deep and a fatal parse error.
package func xmlIssues(of document: SafeXMLDocument, path: String) -> [CatalogIssue] {
    var issues: [CatalogIssue] = []
    if let removed = document.removedEntityDeclarations {
        let declared = removed.names.isEmpty ? "has an internal subset" : "declares entities (\(removed.names.prefix(20).joined(separator: ", "))\(removed.names.count > 20 ? ", ..." : ""))"
        issues.append(CatalogIssue(
            kind: .unsafeXML, location: SourceLocation(file: path, line: removed.line),
            message: "DOCTYPE \(declared); TypeFit never reads a DTD, so it was ignored and no entity is expanded. Remove the DOCTYPE"))
    }
    for line in document.extraDoctypeLines {
        issues.append(CatalogIssue(kind: .malformed, location: SourceLocation(file: path, line: line),
                                   message: "a second DOCTYPE; a document has at most one (it was ignored, as the first was)"))
    }
    var reportedLines: Set<Int> = []
    for reference in document.entityReferences where reportedLines.insert(reference.line).inserted {
        issues.append(CatalogIssue(
            kind: .invalidEntry, location: SourceLocation(file: path, line: reference.line),
            message: "&\(reference.name); refers to an entity of the ignored DOCTYPE; the entry that uses it is skipped (write the text itself instead)"))
    }
    if let deep = document.tooDeep {
        issues.append(CatalogIssue(
            kind: .malformed, location: SourceLocation(file: path, line: deep.line, column: deep.column),
            message: "elements are nested more than \(SafeXMLParser.maximumDepth) levels deep here; the entry around them is skipped"))
    }
    if let error = document.error {
        issues.append(CatalogIssue(
            kind: .malformed, location: SourceLocation(file: path, line: error.line, column: error.column),
            message: "malformed XML: \(error.reason); entries from this line on may be missing or incomplete"))
    }
    return issues
}
