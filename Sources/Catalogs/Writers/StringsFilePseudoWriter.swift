import TextFormatting

/// Writes a pseudo-localized `.strings` table with the same keys and comments; a table written
/// as an XML property list is written as one.
func pseudoStringsFile(_ text: String, path: String, mode: PseudoMode) throws(CatalogError) -> String {
    if PropertyListStringsReader.isXMLPropertyList(text) { return try pseudoPropertyListStringsFile(text, path: path, mode: mode) }
    let file = StringsFileReader(path: path, locale: "und").read(text)
    if let blocking = file.issues.first(where: { $0.kind != .duplicateKey }) {
        throw CatalogError(issue: blocking)
    }
    var output = ""
    for entry in file.entries {
        if let comment = entry.comment {
            output += "/* " + comment.replacingAll("*/", with: "* /") + " */\n"
        }
        output += stringsQuoted(entry.key) + " = " + stringsQuoted(pseudoLocalize(entry.text, mode: mode)) + ";\n\n"
    }
    return output
}

/// An XML property list `.strings` table, pseudo-localized, with the same keys in the same order.
private func pseudoPropertyListStringsFile(_ text: String, path: String, mode: PseudoMode) throws(CatalogError) -> String {
    let file = PropertyListStringsReader(path: path, locale: "und").read(text)
    if let blocking = file.issues.first(where: { $0.kind != .duplicateKey }) {
        throw CatalogError(issue: blocking)
    }
    var output = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>

    """
    for entry in file.entries {
        output += "\t<key>" + MarkupWriter.escapeText(entry.key) + "</key>\n"
        output += "\t<string>" + MarkupWriter.escapeText(pseudoLocalize(entry.text, mode: mode)) + "</string>\n"
    }
    return output + "</dict>\n</plist>\n"
}
