/// Issues every XML-based reader reports the same way: a removed DOCTYPE and a fatal parse error.
func xmlIssues(of document: SafeXMLDocument, path: String) -> [CatalogIssue] {
    var issues: [CatalogIssue] = []
    if let removed = document.removedEntityDeclarations {
        issues.append(CatalogIssue(
            kind: .unsafeXML, location: SourceLocation(file: path, line: removed.line),
            message: "DOCTYPE declares entities (\(removed.names.joined(separator: ", "))); it was ignored and the entities were not resolved. Remove the DOCTYPE"))
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
