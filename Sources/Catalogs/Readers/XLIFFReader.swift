/// Reads XLIFF 1.2 (as Xcode exports it) and XLIFF 2.x into entries.
///
/// XLIFF 1.2: each `<file>` gives `original`, `source-language` and `target-language`; each
/// `<trans-unit>` (also inside `<group>`s) gives the key (`id`), `<source>`, `<target>` (its
/// `state`), `<note>`s (the comment), `translate="no"`, and `maxwidth` with `size-unit`.
/// XLIFF 2.x: `srcLang`/`trgLang` on `<xliff>`, `<unit id>` with `<segment>`s (their texts are
/// joined; `state` on the segment), `<notes><note>`.
///
/// Rules:
/// - The entry's locale is the target language; its line is the line of the trans-unit/unit.
/// - A file without a target language, or whose target language is its source language (the
///   template of an export, `source-language="en" target-language="en"` with no `<target>`s),
///   yields the source texts in the source language (a unit's non-empty target wins), none of
///   them missing a translation.
/// - The source texts of a file with another target language are measured too, once, in the
///   source language: `readCatalogs` adds them (see `addXLIFFSourceEntries`).
/// - A unit with no target, or an empty target for a non-empty source, yields the source text
///   flagged `isFallbackToSource` (state `new`) and a `missingTranslation` issue.
/// - `maxwidth` is converted to points: `size-unit="point"` as is, and `pixel` (the XLIFF 1.2
///   default when `size-unit` is absent) taking 1 px = 1 pt, an assumption: Xcode exports no
///   maxwidth, and tools that write one for iOS mean points. Other units (`char`, `byte`, ...)
///   do not describe a width and are ignored. XLIFF 2 units may carry the same attributes, or
///   `slr:sizeRestriction`, read as points (also an assumption).
/// - Inline markup (`<g>`, `<x/>`, `<ph>`, `<pc>`) is dropped; its text is kept.
/// - Units exported from String Catalog variations carry the variant after `|==|` in their id
///   (`%lld files|==|plural.one`, `title|==|device.ipad`,
///   `summary|==|substitutions.files.plural.one`); the key is the part before it and the rest
///   becomes the entry's variant. An id whose suffix is not understood stays the whole key.
struct XLIFFReader {
    let path: String

    func read(_ text: String) -> CatalogFile {
        var file = CatalogFile(path: path, format: .xliff)
        let document = SafeXMLParser.parse(text)
        file.issues += xmlIssues(of: document, path: path)
        guard let root = document.root else { return file }
        guard root.localName == "xliff" else {
            file.issues.append(issue(.malformed, line: root.line, "the document element is <\(root.name)>, not <xliff>"))
            return file
        }
        let version = root.attributes["version"] ?? "1.2"
        let isVersion2 = version.hasPrefix("2")
        for fileElement in root.elements(named: "file") {
            if isVersion2 {
                readVersion2(fileElement, root: root, into: &file)
            } else {
                readVersion1(fileElement, into: &file)
            }
        }
        return file
    }

    private func readVersion1(_ fileElement: MarkupElement, into file: inout CatalogFile) {
        let sourceLanguage = fileElement.attributes["source-language"]
        let targetLanguage = fileElement.attributes["target-language"]
        if file.sourceLanguage == nil { file.sourceLanguage = sourceLanguage }
        for unit in descendants(of: fileElement, named: "trans-unit") where unit.isComplete {
            let key = unit.attributes["id"] ?? unit.attributes["resname"] ?? ""
            let source = unit.element(named: "source")?.text ?? ""
            let notes = unit.elements(named: "note").map(\.text).filter { !$0.isEmpty }
            let target = unit.element(named: "target")
            append(key: key, unit: unit, source: source, target: target?.text, state: target?.attributes["state"],
                   comment: notes.isEmpty ? nil : notes.joined(separator: "\n"),
                   sourceLanguage: sourceLanguage, targetLanguage: targetLanguage,
                   shouldTranslate: unit.attributes["translate"] != "no", into: &file)
        }
    }

    private func readVersion2(_ fileElement: MarkupElement, root: MarkupElement, into file: inout CatalogFile) {
        let sourceLanguage = root.attributes["srcLang"]
        let targetLanguage = root.attributes["trgLang"]
        if file.sourceLanguage == nil { file.sourceLanguage = sourceLanguage }
        for unit in descendants(of: fileElement, named: "unit") where unit.isComplete {
            let key = unit.attributes["id"] ?? unit.attributes["name"] ?? ""
            let segments = unit.elements.filter { $0.localName == "segment" || $0.localName == "ignorable" }
            let source = segments.map { $0.element(named: "source")?.text ?? "" }.joined()
            let targets = segments.compactMap { $0.element(named: "target")?.text }
            let target = targets.isEmpty ? nil : targets.joined()
            let state = segments.first { $0.localName == "segment" }?.attributes["state"]
            let notes = (unit.element(named: "notes")?.elements(named: "note") ?? []).map(\.text).filter { !$0.isEmpty }
            append(key: key, unit: unit, source: source, target: target, state: state ?? (target == nil ? nil : "translated"),
                   comment: notes.isEmpty ? nil : notes.joined(separator: "\n"),
                   sourceLanguage: sourceLanguage, targetLanguage: targetLanguage,
                   shouldTranslate: unit.attributes["translate"] != "no", into: &file)
        }
    }

    private func append(key: String, unit: MarkupElement, source: String, target: String?, state: String?, comment: String?,
                        sourceLanguage: String?, targetLanguage: String?, shouldTranslate: Bool, into file: inout CatalogFile) {
        let location = SourceLocation(file: path, line: unit.line)
        let (key, variant) = Self.splitVariant(fromID: key)
        if key.isEmpty {
            file.issues.append(CatalogIssue(kind: .invalidEntry, location: location, message: "<\(unit.name)> has no id; it is read with an empty key"))
        }
        let maxWidth = maxWidthInPoints(unit)
        guard let targetLanguage, !Self.sameLocale(targetLanguage, sourceLanguage) else {
            let text = target.flatMap { $0.isEmpty ? nil : $0 } ?? source
            file.entries.append(CatalogEntry(key: key, locale: sourceLanguage ?? targetLanguage ?? "und", text: text, sourceText: source,
                                             location: location, variant: variant, state: .translated, maxWidth: maxWidth,
                                             comment: comment, shouldTranslate: shouldTranslate))
            return
        }
        if let target, !(target.isEmpty && !source.isEmpty) {
            file.entries.append(CatalogEntry(key: key, locale: targetLanguage, text: target, sourceText: source,
                                             location: location, variant: variant, state: TranslationState(catalogSpelling: state),
                                             maxWidth: maxWidth, comment: comment, shouldTranslate: shouldTranslate))
            return
        }
        if shouldTranslate {
            file.issues.append(CatalogIssue(kind: .missingTranslation, location: location,
                                            message: "no \(targetLanguage) target for \"\(key)\"; the app shows the source text", key: key))
        }
        file.entries.append(CatalogEntry(key: key, locale: targetLanguage, text: source, sourceText: source, location: location,
                                         variant: variant, state: .new, isFallbackToSource: true, maxWidth: maxWidth, comment: comment,
                                         shouldTranslate: shouldTranslate))
    }

    /// Whether two locale attributes name the same locale as written (`en_US` is `en-US`, any case).
    static func sameLocale(_ a: String, _ b: String?) -> Bool {
        guard let b else { return false }
        return a.lowercased().replacingAll("_", with: "-") == b.lowercased().replacingAll("_", with: "-")
    }

    /// Splits `key|==|plural.one`-style ids into the key and its variant.
    static func splitVariant(fromID id: String) -> (key: String, variant: EntryVariant?) {
        guard let marker = id.range(of: "|==|", options: .backwards) else { return (id, nil) }
        let tokens = id[marker.upperBound...].split(separator: ".").map(String.init)
        var variant = EntryVariant()
        var index = 0
        while index + 1 < tokens.count {
            switch tokens[index] {
            case "plural":
                guard let category = PluralCategory(rawValue: tokens[index + 1]) else { return (id, nil) }
                variant.plural = category
            case "device":
                variant.device = tokens[index + 1]
            case "substitutions":
                variant.substitution = tokens[index + 1]
            default:
                return (id, nil)
            }
            index += 2
        }
        guard index == tokens.count, variant != EntryVariant() else { return (id, nil) }
        return (String(id[..<marker.lowerBound]), variant)
    }

    /// `maxwidth` in points, following the rules in the type's documentation.
    private func maxWidthInPoints(_ unit: MarkupElement) -> Double? {
        if let raw = unit.attributes["maxwidth"], let value = Double(raw.trimmingWhitespace()) {
            switch (unit.attributes["size-unit"] ?? "pixel").lowercased() {
            case "pixel", "point": return value
            default: return nil
            }
        }
        if let raw = unit.attributes["slr:sizeRestriction"], let value = Double(raw.trimmingWhitespace()) { return value }
        return nil
    }

    private func descendants(of element: MarkupElement, named localName: String) -> [MarkupElement] {
        var found: [MarkupElement] = []
        for child in element.elements {
            if child.localName == localName {
                found.append(child)
            } else {
                found += descendants(of: child, named: localName)
            }
        }
        return found
    }

    private func issue(_ kind: CatalogIssue.Kind, line: Int, _ message: String) -> CatalogIssue {
        CatalogIssue(kind: kind, location: SourceLocation(file: path, line: line), message: message)
    }
}
