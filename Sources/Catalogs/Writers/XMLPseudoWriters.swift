// Pseudo-localization of the XML formats (XLIFF, `.stringsdict`, Android) by rewriting their trees.

/// The property-list DOCTYPE Xcode writes; the reader drops DOCTYPEs, so the writer restores it.
/// It is only written, never fetched.
let plistDoctype = "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"

func pseudoXML(_ text: String, path: String, doctype: String? = nil,
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
/// Placeholder elements (`x`, `ph`, `bx`, `ex`, `it`, `sc`, `ec`) are left as they are, and so
/// are the elements `keeps` selects.
private func pseudoLocalizeContent(of element: MarkupElement, mode: PseudoMode, keeps: (MarkupElement) -> Bool = { _ in false }) {
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
                if !["x", "ph", "bx", "ex", "it", "sc", "ec"].contains(inner.localName), !keeps(inner) { visit(inner) }
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

func pseudoXLIFF(_ root: MarkupElement, mode: PseudoMode, locale: String) {
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

func pseudoStringsDict(_ root: MarkupElement, mode: PseudoMode) {
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

func pseudoAndroid(_ root: MarkupElement, mode: PseudoMode) {
    root.children.removeAll { child in
        if case .element(let element) = child { return element.attributes["translatable"] == "false" }
        return false
    }
    /// A value that is a reference (`@string/name`) stays one: changed, it names nothing and
    /// the app no longer builds. `<xliff:g>` marks text not to translate (a name, a number, a
    /// placeholder: Android's "Localize your app" guide; aapt2 records it as an untranslatable
    /// section, `StringBuilder::StartUntranslatable` in `tools/aapt2/ResourceUtils.cpp`, which
    /// its own pseudo-locales leave alone), so its content is kept too.
    func pseudoLocalizeValue(_ value: MarkupElement) {
        if value.elements.isEmpty, AndroidReference(value.text) != nil { return }
        pseudoLocalizeContent(of: value, mode: mode) { $0.isXLIFFGroup }
    }
    for element in root.elements {
        switch element.name {
        case "string":
            pseudoLocalizeValue(element)
        case "plurals", "string-array":
            for item in element.elements(named: "item") { pseudoLocalizeValue(item) }
        default:
            break
        }
    }
}
