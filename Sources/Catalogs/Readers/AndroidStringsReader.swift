/// Reads Android string resources (`res/values*/strings.xml`) into entries.
///
/// Reads `<string name>`, `<plurals name>` with `<item quantity>`, and `<string-array name>`
/// with `<item>`s (variant `arrayIndex`), `product` variants (variant `product`, see
/// `product(of:)`), `translatable="false"` (`shouldTranslate`), CDATA, and
/// inline markup such as `<b>` or `<xliff:g>` (the tags are dropped, their text kept; `<xliff:g>`
/// texts are also the entry's `untranslatableParts`). Texts are unescaped the way aapt2 compiles
/// them: see `unescapeAndroid`. A value that is a reference (`@string/name`, see
/// `AndroidReference`) is kept as `androidReference`; `resolveAndroidReferences` replaces its
/// text once every file is read.
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
        // Names with a default product, and the first non-default product of each (aapt2 needs both).
        var namesWithDefault: Set<String> = []
        var firstProduct: [String: (product: String, line: Int)] = [:]
        for element in root.elements where element.isComplete {
            guard ["string", "plurals", "string-array"].contains(element.name) else { continue }
            guard let name = element.attributes["name"], !name.isEmpty else {
                file.issues.append(CatalogIssue(kind: .invalidEntry, location: SourceLocation(file: path, line: element.line),
                                                message: "<\(element.name)> has no name attribute; it is skipped"))
                continue
            }
            // Product variants (`product="tablet"`) are one resource each, not repeats.
            let product = Self.product(of: element)
            let identity = product.map { name + "\u{0}" + $0 } ?? name
            if let product {
                if firstProduct[name] == nil { firstProduct[name] = (product, element.line) }
            } else {
                namesWithDefault.insert(name)
            }
            if let previous = lineOfName[identity] {
                file.issues.append(CatalogIssue(kind: .duplicateKey, location: SourceLocation(file: path, line: element.line),
                                                message: "resource \"\(name)\"\(product.map { " for product \"\($0)\"" } ?? "") was already defined at line \(previous); this later one wins", key: name))
            }
            lineOfName[identity] = element.line
            let firstEntry = file.entries.count
            defer { supersession.define(identity, offsets: Array(firstEntry..<file.entries.count)) }
            let shouldTranslate = element.attributes["translatable"] != "false"
            switch element.name {
            case "string":
                file.entries.append(entry(name, element, variant: product.map { EntryVariant(product: $0) }, shouldTranslate: shouldTranslate, issues: &file.issues))
            case "plurals":
                for item in element.elements(named: "item") {
                    guard let quantity = item.attributes["quantity"], let category = PluralCategory(rawValue: quantity) else {
                        file.issues.append(CatalogIssue(kind: .invalidEntry, location: SourceLocation(file: path, line: item.line),
                                                        message: "plural item of \"\(name)\" has quantity \"\(item.attributes["quantity"] ?? "")\"; expected zero, one, two, few, many or other", key: name))
                        continue
                    }
                    file.entries.append(entry(name, item, variant: EntryVariant(plural: category, product: product), shouldTranslate: shouldTranslate, issues: &file.issues))
                }
            default:
                for (index, item) in element.elements(named: "item").enumerated() {
                    file.entries.append(entry(name, item, variant: EntryVariant(arrayIndex: index, product: product), shouldTranslate: shouldTranslate, issues: &file.issues))
                }
            }
            // Texts are java.util.Formatter strings; `formatted="false"` ones are not formatted at all.
            let syntax: SpecifierSyntax = element.attributes["formatted"] == "false" ? .none : .java
            for index in firstEntry..<file.entries.count { file.entries[index].specifierSyntax = syntax }
        }
        file.entries = supersession.apply(to: file.entries)
        for (name, first) in firstProduct.sorted(by: { $0.value.line < $1.value.line }) where !namesWithDefault.contains(name) {
            file.issues.append(CatalogIssue(kind: .invalidEntry, location: SourceLocation(file: path, line: first.line),
                                            message: "resource \"\(name)\" has product \"\(first.product)\" but no default one (no product, or product=\"default\"); aapt2 refuses it: add the default", key: name))
        }
        return file
    }

    /// The `product` attribute of a resource, `nil` for none and for `default`, which aapt2
    /// treats alike. aapt2 keeps, per resource and configuration, the product its `--product`
    /// option names, else the default one, and refuses a resource with products but no default
    /// (AOSP `frameworks/base`, `tools/aapt2/link/ProductFilter.cpp`). Checks measure the
    /// default unless the spec names another (`"androidProduct"`).
    static func product(of element: MarkupElement) -> String? {
        guard let product = element.attributes["product"], !product.isEmpty, product != "default" else { return nil }
        return product
    }

    private func entry(_ name: String, _ element: MarkupElement, variant: EntryVariant?, shouldTranslate: Bool,
                       issues: inout [CatalogIssue]) -> CatalogEntry {
        let location = SourceLocation(file: path, line: element.line)
        let unescaped = unescapeAndroid(element.text)
        for problem in unescaped.problems {
            issues.append(CatalogIssue(kind: problem.kind, location: location, message: "\"\(name)\": \(problem.message)", key: name))
        }
        var entry = CatalogEntry(key: name, locale: locale, text: unescaped.text, location: location, variant: variant,
                                 comment: nil, shouldTranslate: shouldTranslate)
        // A value that is a reference (`@string/settings`) names the text; the walker resolves it.
        if element.elements.isEmpty, let reference = AndroidReference(element.text) { entry.androidReference = reference.written }
        entry.untranslatableParts = Self.untranslatableParts(of: element)
        return entry
    }

    /// The texts of the `<xliff:g>` elements inside `element` (Android's mark for text not to
    /// translate), unescaped, in order.
    static func untranslatableParts(of element: MarkupElement) -> [String] {
        var parts: [String] = []
        func visit(_ node: MarkupElement) {
            for child in node.elements {
                if child.isXLIFFGroup {
                    let text = unescapeAndroid(child.text).text
                    if !text.isEmpty { parts.append(text) }
                } else {
                    visit(child)
                }
            }
        }
        visit(element)
        return parts
    }
}
