import TextFormatting

/// Writes a pseudo-localized `.strings` table with the same keys and comments.
func pseudoStringsFile(_ text: String, path: String, mode: PseudoMode) throws(CatalogError) -> String {
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
