import Foundation

/// Writes a pseudo-localization of a catalog file, in the file's own format, to `output`.
///
/// - String Catalog: the whole catalog, with a new localization `locale` for every key that
///   should be translated (built from the source localization, variations and substitutions
///   included, state `translated`); everything else is kept and written as Xcode writes it.
/// - `.strings`: a new UTF-8 table with the same keys and comments and pseudo values.
/// - `.stringsdict`: the same plist with pseudo plural forms.
/// - XLIFF: every unit gets a pseudo `<target>` (replacing any), and `target-language` /
///   `trgLang` becomes `locale`.
/// - Android `strings.xml`: the same resources with pseudo texts; `translatable="false"`
///   resources are left out, as a `values-*` folder must not repeat them.
/// Bounded mode wraps whole texts only: substitution and plural forms that are inserted into
/// another text are not bounded again.
/// - Parameters:
///   - locale: the pseudo locale; `mode.defaultLocale` when `nil`.
/// - Throws: `CatalogError` when the input cannot be read or parsed cleanly, or `output`
///   cannot be written.
public func writePseudoLocalization(of file: URL, mode: PseudoMode, locale: String? = nil, to output: URL) throws(CatalogError) {
    let locale = locale ?? mode.defaultLocale
    let path = file.path
    guard let format = CatalogFormat(path: path) else {
        throw CatalogError(.unsupportedFormat, at: SourceLocation(file: path, line: 1),
                           "cannot pseudo-localize this file: use a .xcstrings, .strings, .stringsdict, .xliff/.xlf or Android strings.xml file")
    }
    let data: Data
    do {
        data = try Data(contentsOf: file)
    } catch {
        throw CatalogError(.unreadable, at: SourceLocation(file: path, line: 1), "cannot read the file: \(error.localizedDescription)")
    }
    let text: String
    switch decodeText(data) {
    case .success(let decoded): text = decoded.text
    case .failure(let failure): throw CatalogError(.malformed, at: SourceLocation(file: path, line: failure.line), failure.reason)
    }

    let written: String
    switch format {
    case .stringCatalog: written = try pseudoStringCatalog(text, path: path, mode: mode, locale: locale)
    case .strings: written = try pseudoStringsFile(text, path: path, mode: mode)
    case .stringsdict:
        written = try pseudoXML(text, path: path, doctype: plistDoctype) { root in pseudoStringsDict(root, mode: mode) }
    case .xliff: written = try pseudoXML(text, path: path) { root in pseudoXLIFF(root, mode: mode, locale: locale) }
    case .androidStrings: written = try pseudoXML(text, path: path) { root in pseudoAndroid(root, mode: mode) }
    }
    do {
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(written.utf8).write(to: output, options: .atomic)
    } catch {
        throw CatalogError(.writeFailed, at: SourceLocation(file: output.path, line: 1), "cannot write the pseudo-localization: \(error.localizedDescription)")
    }
}

/// The mode for texts that are inserted into another text (plural forms, substitutions).
func fragmentMode(_ mode: PseudoMode) -> PseudoMode? {
    if case .bounded = mode { return nil }
    return mode
}

// MARK: - String Catalog

private func pseudoStringCatalog(_ text: String, path: String, mode: PseudoMode, locale: String) throws(CatalogError) -> String {
    var root: JSONNode
    do {
        root = try JSONParser.parse(text)
    } catch {
        throw CatalogError(.malformed, at: SourceLocation(file: path, line: error.line, column: error.column), "malformed JSON: \(error.reason)")
    }
    let sourceLanguage = root["sourceLanguage"]?.string ?? "en"
    guard case .object(var rootMembers) = root.value,
          let stringsIndex = rootMembers.lastIndex(where: { $0.key == "strings" }),
          case .object(var keys) = rootMembers[stringsIndex].value.value else {
        throw CatalogError(.malformed, at: SourceLocation(file: path, line: root.line), "not a String Catalog: no \"strings\" object")
    }
    for index in keys.indices {
        guard case .object(var body) = keys[index].value.value else { continue }
        if body.last(where: { $0.key == "shouldTranslate" })?.value.bool == false { continue }
        let localizations = body.last { $0.key == "localizations" }?.value
        let source = localizations?[sourceLanguage]
            ?? node(.object([member("stringUnit", node(.object([
                member("state", node(.string("translated"))),
                member("value", node(.string(keys[index].key))),
            ])))]))
        let pseudo = pseudoLocalization(source, mode: mode, isFragment: false)
        var localizationMembers = localizations?.members ?? []
        localizationMembers.removeAll { $0.key == locale }
        localizationMembers.append(member(locale, pseudo))
        body.removeAll { $0.key == "localizations" }
        body.append(member("localizations", node(.object(localizationMembers))))
        keys[index].value.value = .object(body)
    }
    rootMembers[stringsIndex].value.value = .object(keys)
    root.value = .object(rootMembers)
    return XcodeJSONWriter.write(root)
}

/// A copy of a localization with every string unit pseudo-localized and marked translated.
private func pseudoLocalization(_ source: JSONNode, mode: PseudoMode, isFragment: Bool) -> JSONNode {
    guard case .object(let members) = source.value else { return source }
    var result: [JSONNode.Member] = []
    for var entry in members {
        switch entry.key {
        case "stringUnit":
            let value = entry.value["value"]?.string ?? ""
            let transformed = isFragment ? fragmentMode(mode).map { pseudoLocalize(value, mode: $0) } ?? value : pseudoLocalize(value, mode: mode)
            var unit = entry.value.members.filter { $0.key != "value" && $0.key != "state" }
            unit.append(member("state", node(.string("translated"))))
            unit.append(member("value", node(.string(transformed))))
            entry.value = node(.object(unit))
        case "substitutions":
            entry.value = node(.object(entry.value.members.map { substitution in
                var copy = substitution
                copy.value = pseudoLocalization(substitution.value, mode: mode, isFragment: true)
                return copy
            }))
        case "variations":
            entry.value = node(.object(entry.value.members.map { kind in
                var copy = kind
                copy.value = node(.object(kind.value.members.map { choice in
                    var inner = choice
                    inner.value = pseudoLocalization(choice.value, mode: mode, isFragment: isFragment)
                    return inner
                }))
                return copy
            }))
        default:
            break
        }
        result.append(entry)
    }
    return node(.object(result))
}

private func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, line: 0, column: 0) }
private func member(_ key: String, _ value: JSONNode) -> JSONNode.Member { JSONNode.Member(key: key, line: 0, column: 0, value: value) }

// MARK: - .strings

private func pseudoStringsFile(_ text: String, path: String, mode: PseudoMode) throws(CatalogError) -> String {
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

/// A `.strings` quoted string with `"`, `\`, line breaks and tabs escaped.
func stringsQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

// MARK: - XML formats

/// The property-list DOCTYPE Xcode writes; the reader drops DOCTYPEs, so the writer restores it.
/// It is only written, never fetched.
private let plistDoctype = "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"

private func pseudoXML(_ text: String, path: String, doctype: String? = nil,
                       transform: (MarkupElement) -> Void) throws(CatalogError) -> String {
    let document = SafeXMLParser.parse(text)
    if let blocking = xmlIssues(of: document, path: path).first {
        throw CatalogError(issue: blocking)
    }
    guard let root = document.root?.copy() else {
        throw CatalogError(.malformed, at: SourceLocation(file: path, line: 1), "the XML document is empty")
    }
    transform(root)
    var declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    if let doctype { declaration += "\n" + doctype }
    return MarkupWriter.document(root, declaration: declaration)
}

/// Pseudo-localizes the text inside `element`, keeping inline elements and their attributes.
/// Placeholder elements (`x`, `ph`, `bx`, `ex`, `it`, `sc`, `ec`) are left as they are.
private func pseudoLocalizeContent(of element: MarkupElement, mode: PseudoMode) {
    let onlyText = element.children.allSatisfy { if case .element = $0 { return false } else { return true } }
    if onlyText {
        let isCDATA = element.children.contains { if case .cdata = $0 { return true } else { return false } }
        let text = element.text
        element.children = text.isEmpty ? [] : [isCDATA ? .cdata(pseudoLocalize(text, mode: mode)) : .text(pseudoLocalize(text, mode: mode))]
        return
    }
    // Mixed content: character-level modes per text node; bounds and padding around the whole.
    let textMode: PseudoMode
    switch mode {
    case .bounded, .expand: textMode = .accented
    default: textMode = mode
    }
    func visit(_ node: MarkupElement) {
        node.children = node.children.map { child in
            switch child {
            case .text(let text): return .text(textMode == mode ? pseudoLocalize(text, mode: mode) : text)
            case .cdata(let text): return .cdata(textMode == mode ? pseudoLocalize(text, mode: mode) : text)
            case .element(let inner):
                if !["x", "ph", "bx", "ex", "it", "sc", "ec"].contains(inner.localName) { visit(inner) }
                return .element(inner)
            case .comment: return child
            }
        }
    }
    visit(element)
    switch mode {
    case .bounded:
        element.children.insert(.text("[# "), at: 0)
        element.children.append(.text(" #]"))
    case .expand(let ratio):
        let length = element.text.count
        element.children.append(.text(String(repeating: "~", count: max(0, Int((Double(length) * ratio).rounded(.up)) - length))))
    default:
        break
    }
}

private func pseudoXLIFF(_ root: MarkupElement, mode: PseudoMode, locale: String) {
    let isVersion2 = (root.attributes["version"] ?? "1.2").hasPrefix("2")
    if isVersion2 { root.attributes["trgLang"] = locale }
    func visit(_ element: MarkupElement) {
        for child in element.elements {
            switch child.localName {
            case "file" where !isVersion2:
                child.attributes["target-language"] = locale
                visit(child)
            case "trans-unit", "segment":
                if child.attributes["translate"] == "no" { continue }
                guard let source = child.element(named: "source") else { continue }
                let target = source.copy()
                target.name = source.name.replacingAll("source", with: "target")
                target.attributes = [:]
                if !isVersion2 { target.attributes["state"] = "translated" }
                if isVersion2 { child.attributes["state"] = "translated" }
                pseudoLocalizeContent(of: target, mode: mode)
                let existing = child.children.firstIndex { if case .element(let old) = $0 { return old.localName == "target" } else { return false } }
                if let existing {
                    child.children[existing] = .element(target)
                } else {
                    // Insert after the source, indented like the source.
                    let sourceIndex = child.children.firstIndex { if case .element(let found) = $0 { return found === source } else { return false } }!
                    var inserted: [MarkupElement.Content] = [.element(target)]
                    if sourceIndex > 0, case .text(let space) = child.children[sourceIndex - 1], space.allSatisfy(\.isWhitespace) {
                        inserted.insert(.text(space), at: 0)
                    }
                    child.children.insert(contentsOf: inserted, at: sourceIndex + 1)
                }
            case "unit" where child.attributes["translate"] == "no":
                continue
            default:
                visit(child)
            }
        }
    }
    visit(root)
}

private func pseudoStringsDict(_ root: MarkupElement, mode: PseudoMode) {
    let formatKeys: Set = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]
    // Plural forms are inserted into the format key's text; width variants are whole texts.
    func visit(_ dict: MarkupElement) {
        let pairs = StringsDictReader.pairs(of: dict)
        let isPluralRule = pairs.contains { $0.key.text == "NSStringFormatSpecTypeKey" }
        for (key, value) in pairs {
            if value.name == "dict" {
                visit(value)
            } else if value.name == "string", !formatKeys.contains(key.text) {
                if let effective = isPluralRule ? fragmentMode(mode) : mode {
                    pseudoLocalizeContent(of: value, mode: effective)
                }
            }
        }
    }
    if let top = root.element(named: "dict") { visit(top) }
}

private func pseudoAndroid(_ root: MarkupElement, mode: PseudoMode) {
    root.children.removeAll { child in
        if case .element(let element) = child { return element.attributes["translatable"] == "false" }
        return false
    }
    for element in root.elements {
        switch element.name {
        case "string":
            pseudoLocalizeContent(of: element, mode: mode)
        case "plurals", "string-array":
            for item in element.elements(named: "item") { pseudoLocalizeContent(of: item, mode: mode) }
        default:
            break
        }
    }
}
