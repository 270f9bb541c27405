/// Reads a `.stringsdict` property list (plural rules) into entries.
///
/// For each key: `NSStringLocalizedFormatKey` is the template; every other member whose
/// `NSStringFormatSpecTypeKey` is `NSStringPluralRuleType` is a variable `%#@name@` with forms
/// `zero` ... `other`. The template is expanded as `SubstitutionExpander` describes, each entry
/// at the line of its form. A template without variables is one plain entry.
/// A key whose dict holds `NSStringVariableWidthRuleType` yields one entry per width (variant
/// `widthClass`), at the line of each width's string.
///
/// With `expandsVariables` false (a locale the check will skip, see
/// `CatalogReadingOptions.expandedLocales`), each key is one entry with its template's text.
struct StringsDictReader {
    let path: String
    let locale: String
    var expandsVariables = true

    func read(_ text: String) -> CatalogFile {
        var file = CatalogFile(path: path, format: .stringsdict)
        let document = SafeXMLParser.parse(text)
        file.issues += xmlIssues(of: document, path: path)
        guard let root = document.root else { return file }
        guard root.name == "plist", let top = root.element(named: "dict") else {
            file.issues.append(issue(.malformed, line: root.line, "a .stringsdict must be a <plist> whose first element is a <dict>"))
            return file
        }
        var lineOfKey: [String: Int] = [:]
        var supersession = Supersession()
        for (keyElement, body) in Self.pairs(of: top) where keyElement.isComplete && body.isComplete {
            let key = keyElement.text
            guard body.name == "dict" else {
                file.issues.append(issue(.invalidEntry, line: keyElement.line, "the value of \"\(key)\" must be a <dict>", key: key))
                continue
            }
            if let previous = lineOfKey[key] {
                file.issues.append(issue(.duplicateKey, line: keyElement.line, "key \"\(key)\" was already defined at line \(previous); this later one wins", key: key))
            }
            lineOfKey[key] = keyElement.line
            let firstEntry = file.entries.count
            file.entries += entries(key: key, keyElement: keyElement, body: body, issues: &file.issues)
            supersession.define(key, offsets: Array(firstEntry..<file.entries.count))
        }
        file.entries = supersession.apply(to: file.entries)
        return file
    }

    private func entries(key: String, keyElement: MarkupElement, body: MarkupElement, issues: inout [CatalogIssue]) -> [CatalogEntry] {
        let members = Self.pairs(of: body)
        if let widths = members.first(where: { $0.key.text == "NSStringVariableWidthRuleType" })?.value {
            return Self.pairs(of: widths).compactMap { width, value in
                guard let widthClass = Int(width.text.trimmingWhitespace()) else {
                    issues.append(issue(.invalidEntry, line: width.line, "width \"\(width.text)\" of \"\(key)\" is not a number", key: key))
                    return nil
                }
                return CatalogEntry(key: key, locale: locale, text: value.text, location: location(value.line),
                                    variant: EntryVariant(widthClass: widthClass))
            }
        }
        guard let format = members.first(where: { $0.key.text == "NSStringLocalizedFormatKey" })?.value else {
            issues.append(issue(.invalidEntry, line: keyElement.line, "\"\(key)\" has no NSStringLocalizedFormatKey", key: key))
            return []
        }
        var variables: [SubstitutionExpander.Variable] = []
        for (nameElement, rule) in members where rule.name == "dict" {
            let ruleMembers = Self.pairs(of: rule)
            let type = ruleMembers.first { $0.key.text == "NSStringFormatSpecTypeKey" }?.value.text
            guard type == "NSStringPluralRuleType" else {
                issues.append(issue(.invalidEntry, line: nameElement.line,
                                    "variable \"\(nameElement.text)\" of \"\(key)\" has rule type \(type ?? "none"); only NSStringPluralRuleType is read", key: key))
                continue
            }
            var forms: [SubstitutionExpander.Form] = []
            for (formKey, formValue) in ruleMembers {
                guard let category = PluralCategory(rawValue: formKey.text) else { continue }
                forms.append(SubstitutionExpander.Form(category: category, text: formValue.text, line: formValue.line, state: .unknown))
            }
            if !forms.contains(where: { $0.category == .other }) {
                issues.append(issue(.invalidEntry, line: nameElement.line, "variable \"\(nameElement.text)\" of \"\(key)\" has no \"other\" form", key: key))
            }
            variables.append(SubstitutionExpander.Variable(name: nameElement.text, forms: forms))
        }
        let plain = [CatalogEntry(key: key, locale: locale, text: format.text, location: location(format.line))]
        guard expandsVariables else { return plain }
        let expander = SubstitutionExpander(variables: variables)
        let undefined = expander.undefinedNames(in: format.text)
        let defined = variables.map { "\"\($0.name)\"" }
        for name in undefined {
            issues.append(issue(.invalidEntry, line: format.line,
                                "\"\(key)\" declares %#@\(name)@, but its dict has no \"\(name)\" variable"
                                    + (defined.isEmpty ? " (it defines none)" : " (it defines \(defined.joined(separator: ", ")))")
                                    + "; the text is left as written", key: key))
        }
        let expansions: [SubstitutionExpander.Expansion]
        switch expander.expand(format.text) {
        case .success(let found):
            expansions = found
        case .failure(let failure):
            issues.append(issue(.invalidEntry, line: format.line, "\"\(key)\" is skipped: \(failure.reason)", key: key))
            return []
        }
        var result = expansions.isEmpty ? plain : expansions.map { expansion in
            CatalogEntry(key: key, locale: locale, text: expansion.text, location: location(expansion.form.line),
                         variant: EntryVariant(plural: expansion.form.category, substitution: expansion.substitution))
        }
        for index in result.indices { result[index].undefinedVariables = undefined }
        return result
    }

    /// The `<key>`/value pairs of a plist `<dict>`.
    static func pairs(of dict: MarkupElement) -> [(key: MarkupElement, value: MarkupElement)] {
        let elements = dict.elements
        var result: [(MarkupElement, MarkupElement)] = []
        var index = 0
        while index + 1 < elements.count {
            if elements[index].name == "key" {
                result.append((elements[index], elements[index + 1]))
                index += 2
            } else {
                index += 1
            }
        }
        return result
    }

    private func location(_ line: Int) -> SourceLocation { SourceLocation(file: path, line: line) }

    private func issue(_ kind: CatalogIssue.Kind, line: Int, _ message: String, key: String? = nil) -> CatalogIssue {
        CatalogIssue(kind: kind, location: location(line), message: message, key: key)
    }
}
