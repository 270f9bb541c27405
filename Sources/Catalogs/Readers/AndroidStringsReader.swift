/// Reads Android string resources (`res/values*/strings.xml`) into entries.
///
/// Reads `<string name>`, `<plurals name>` with `<item quantity>`, and `<string-array name>`
/// with `<item>`s (variant `arrayIndex`), `translatable="false"` (`shouldTranslate`), CDATA, and
/// inline markup such as `<b>` or `<xliff:g>` (the tags are dropped, their text kept). Texts are
/// unescaped the way aapt2 compiles them: see `unescapeAndroid`.
struct AndroidStringsReader {
    let path: String
    let locale: String

    func read(_ text: String) -> CatalogFile {
        var file = CatalogFile(path: path, format: .androidStrings)
        let document = SafeXMLParser.parse(text)
        file.issues += xmlIssues(of: document, path: path)
        guard let root = document.root else { return file }
        guard root.name == "resources" else {
            file.issues.append(CatalogIssue(kind: .unsupportedFormat, location: SourceLocation(file: path, line: root.line),
                                            message: "the document element is <\(root.name)>, not <resources>; not an Android strings file"))
            return file
        }
        var lineOfName: [String: Int] = [:]
        var supersession = Supersession()
        for element in root.elements where element.isComplete {
            guard ["string", "plurals", "string-array"].contains(element.name) else { continue }
            guard let name = element.attributes["name"], !name.isEmpty else {
                file.issues.append(CatalogIssue(kind: .invalidEntry, location: SourceLocation(file: path, line: element.line),
                                                message: "<\(element.name)> has no name attribute; it is skipped"))
                continue
            }
            if let previous = lineOfName[name] {
                file.issues.append(CatalogIssue(kind: .duplicateKey, location: SourceLocation(file: path, line: element.line),
                                                message: "resource \"\(name)\" was already defined at line \(previous); this later one wins", key: name))
            }
            lineOfName[name] = element.line
            let firstEntry = file.entries.count
            defer { supersession.define(name, offsets: Array(firstEntry..<file.entries.count)) }
            let shouldTranslate = element.attributes["translatable"] != "false"
            switch element.name {
            case "string":
                file.entries.append(entry(name, element, variant: nil, shouldTranslate: shouldTranslate, issues: &file.issues))
            case "plurals":
                for item in element.elements(named: "item") {
                    guard let quantity = item.attributes["quantity"], let category = PluralCategory(rawValue: quantity) else {
                        file.issues.append(CatalogIssue(kind: .invalidEntry, location: SourceLocation(file: path, line: item.line),
                                                        message: "plural item of \"\(name)\" has quantity \"\(item.attributes["quantity"] ?? "")\"; expected zero, one, two, few, many or other", key: name))
                        continue
                    }
                    file.entries.append(entry(name, item, variant: EntryVariant(plural: category), shouldTranslate: shouldTranslate, issues: &file.issues))
                }
            default:
                for (index, item) in element.elements(named: "item").enumerated() {
                    file.entries.append(entry(name, item, variant: EntryVariant(arrayIndex: index), shouldTranslate: shouldTranslate, issues: &file.issues))
                }
            }
            // Texts are java.util.Formatter strings; `formatted="false"` ones are not formatted at all.
            let syntax: SpecifierSyntax = element.attributes["formatted"] == "false" ? .none : .java
            for index in firstEntry..<file.entries.count { file.entries[index].specifierSyntax = syntax }
        }
        file.entries = supersession.apply(to: file.entries)
        return file
    }

    private func entry(_ name: String, _ element: MarkupElement, variant: EntryVariant?, shouldTranslate: Bool,
                       issues: inout [CatalogIssue]) -> CatalogEntry {
        let location = SourceLocation(file: path, line: element.line)
        let unescaped = unescapeAndroid(element.text)
        for problem in unescaped.problems {
            issues.append(CatalogIssue(kind: .malformed, location: location, message: "\"\(name)\": \(problem)", key: name))
        }
        return CatalogEntry(key: name, locale: locale, text: unescaped.text, location: location, variant: variant,
                            comment: nil, shouldTranslate: shouldTranslate)
    }
}

/// Unescapes an Android string resource as aapt2 compiles it.
///
/// - `\'`, `\"`, `\\`, `\@`, `\?` are the character itself; `\n` and `\t` a line feed and a tab;
///   `\uXXXX` the code point.
/// - Outside double quotes, runs of whitespace collapse to one space and leading and trailing
///   whitespace is removed; an unescaped `"` opens or closes a quoted run that keeps its
///   whitespace and is not itself part of the text.
/// - An unescaped `'` outside quotes is an error to aapt2; it is kept and reported.
func unescapeAndroid(_ raw: String) -> (text: String, problems: [String]) {
    var output: [(scalar: Unicode.Scalar, collapsible: Bool)] = []
    var problems: [String] = []
    var inQuotes = false
    let scalars = Array(raw.unicodeScalars)
    var index = 0
    while index < scalars.count {
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "\\":
            guard index < scalars.count else { problems.append("trailing backslash"); continue }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "n": output.append(("\n", false))
            case "t": output.append(("\t", false))
            case "u":
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, index < scalars.count, let digit = hexValue(scalars[index]) {
                    value = value * 16 + digit
                    digits += 1
                    index += 1
                }
                if digits == 4, let decoded = Unicode.Scalar(value) {
                    output.append((decoded, false))
                } else {
                    problems.append("\\u needs four hexadecimal digits")
                }
            default: output.append((escape, false))
            }
        case "\"":
            inQuotes.toggle()
        case _ where scalar.properties.isWhitespace && !inQuotes:
            if output.last?.collapsible != true { output.append((" ", true)) }
        case "'" where !inQuotes:
            problems.append("unescaped apostrophe; aapt2 rejects it: write \\' or quote the whole text")
            output.append((scalar, false))
        default:
            output.append((scalar, false))
        }
    }
    if inQuotes { problems.append("unbalanced double quote; write \\\" for a literal quote") }
    while output.first?.collapsible == true { output.removeFirst() }
    while output.last?.collapsible == true { output.removeLast() }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: output.map(\.scalar))
    return (String(text), problems)
}
