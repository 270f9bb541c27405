/// Reads Xcode String Catalogs (`.xcstrings`) into entries, one per locale and variant.
///
/// What it understands: `sourceLanguage`; per key `comment`, `shouldTranslate` and
/// `localizations`; per localization a `stringUnit` (`state`, `value`), `variations` (`plural`
/// and `device`, nested in any order) and `substitutions` (`%#@name@` with `argNum`,
/// `formatSpecifier` and plural variations).
///
/// Rules, stated so they can be checked:
/// - A key without a source-language localization uses the key itself as its source text.
/// - Every locale that appears anywhere in the catalog is a locale of every key. A key with no
///   localization for such a locale yields its source entries for that locale, flagged
///   `isFallbackToSource`, state `new` (Xcode shows untranslated strings as "New"), plus one
///   `missingTranslation` issue at the key's line.
/// - Keys with `"shouldTranslate": false` yield their source entries only, with no fallbacks.
/// - Substitutions are expanded into sample texts: for each substitution and each of its plural
///   categories, one entry in which that substitution takes the category's form and every other
///   substitution its `other` form (the all-`other` text appears once). `%arg` becomes
///   `%N$spec` from `argNum` and `formatSpecifier`.
/// - An entry's line is the line of its `"value"`; a fallback's line is the key's line.
/// - Fallbacks are made for at most ``maximumFallbacks`` (key, locale) pairs per catalog; the
///   rest are counted in one issue (see there).
struct StringCatalogReader {
    let path: String
    /// ``maximumFallbacks``, smaller in tests.
    var fallbackLimit = Self.maximumFallbacks
    /// Whether a locale's substitutions are expanded (the source language's always are: its
    /// texts are every other locale's source text and fallback).
    var expandsLocale: (String) -> Bool = { _ in true }

    /// The most (key, locale) pairs a catalog's fallback entries are made for. Real catalogs stay
    /// below it (50,000 keys reach it only with four locales wholly untranslated); a hostile 2 MB
    /// catalog whose 24,000 keys each name a locale of their own would ask for 576 million. Each
    /// fallback is a skipped entry a JSON report lists: a million took 8 s to write.
    static let maximumFallbacks = 200_000

    /// What is left of ``maximumFallbacks``, and what was not made once it ran out.
    struct FallbackBudget {
        var remaining: Int
        var omitted = 0
        var firstOmittedLine: Int?
    }

    /// One text found in a localization, before it becomes an entry.
    struct Unit {
        var variant: EntryVariant?
        var text: String
        var state: TranslationState
        var line: Int
    }

    func read(_ text: String) -> CatalogFile {
        var file = CatalogFile(path: path, format: .stringCatalog)
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            file.issues.append(CatalogIssue(
                kind: .malformed, location: SourceLocation(file: path, line: error.line, column: error.column),
                message: "malformed JSON: \(error.reason)"))
            return file
        }
        guard case .object = root.value else {
            file.issues.append(issue(.malformed, line: root.line, "a String Catalog must be a JSON object with \"sourceLanguage\" and \"strings\""))
            return file
        }
        let sourceLanguage = root["sourceLanguage"]?.string ?? "en"
        if root["sourceLanguage"] == nil {
            file.issues.append(issue(.malformed, line: root.line, "no \"sourceLanguage\"; assuming \"en\""))
        }
        file.sourceLanguage = sourceLanguage
        guard let strings = root.member("strings"), case .object(let keys) = strings.value.value else {
            file.issues.append(issue(.malformed, line: root.line, "no \"strings\" object; the catalog has no keys"))
            return file
        }

        var locales = Set([sourceLanguage])
        for key in keys {
            for localization in key.value["localizations"]?.members ?? [] { locales.insert(localization.key) }
        }
        let otherLocales = locales.subtracting([sourceLanguage]).sorted()

        var seen: [String: Int] = [:]
        var fallbacks = FallbackBudget(remaining: fallbackLimit)
        // A repeated key replaces the earlier one's entries and missing-translation issues.
        var entrySupersession = Supersession(), issueSupersession = Supersession()
        for key in keys {
            if let firstLine = seen[key.key] {
                file.issues.append(issue(.duplicateKey, line: key.line, "key \"\(key.key)\" already appears at line \(firstLine); the last one wins", key: key.key))
            }
            seen[key.key] = key.line
            let firstEntry = file.entries.count, firstIssue = file.issues.count
            defer {
                entrySupersession.define(key.key, offsets: Array(firstEntry..<file.entries.count))
                issueSupersession.define(key.key, offsets: (firstIssue..<file.issues.count).filter { file.issues[$0].kind == .missingTranslation })
            }
            guard case .object = key.value.value else {
                file.issues.append(issue(.malformed, line: key.line, "the value of key \"\(key.key)\" must be an object", key: key.key))
                continue
            }
            file.entries.append(contentsOf: entries(for: key, sourceLanguage: sourceLanguage, otherLocales: otherLocales,
                                                    fallbacks: &fallbacks, issues: &file.issues))
        }
        file.entries = entrySupersession.apply(to: file.entries)
        file.issues = issueSupersession.apply(to: file.issues)
        if fallbacks.omitted > 0 {
            // First, so the limit on listed issues never hides it.
            file.issues.insert(issue(.missingTranslation, line: fallbacks.firstOmittedLine ?? root.line,
                                     "\(fallbacks.omitted) more missing translations (this catalog has \(keys.count) keys and \(otherLocales.count + 1) locales) were not made into fallback entries, as TypeFit makes at most \(fallbackLimit) per catalog; they are not among the entries read"), at: 0)
        }
        return file
    }

    private func entries(for key: JSONNode.Member, sourceLanguage: String, otherLocales: [String],
                         fallbacks: inout FallbackBudget, issues: inout [CatalogIssue]) -> [CatalogEntry] {
        let body = key.value
        let comment = body["comment"]?.string
        let shouldTranslate = body["shouldTranslate"]?.bool ?? true
        let localizations = body["localizations"]
        // By locale, the last of a repeated one (as JSONNode's subscript reads it).
        let localizationOf = Dictionary(localizations?.members.map { ($0.key, $0.value) } ?? [], uniquingKeysWith: { _, last in last })

        var sourceUnits: [Unit]
        var sourceSkipped = false
        if let source = localizations?[sourceLanguage] {
            sourceUnits = units(of: source, key: key.key, skippedAny: &sourceSkipped, issues: &issues)
        } else {
            sourceUnits = []
        }
        if sourceUnits.isEmpty, !sourceSkipped {
            sourceUnits = [Unit(variant: nil, text: key.key, state: .translated, line: key.line)]
        }

        var result = sourceUnits.map { unit in
            CatalogEntry(key: key.key, locale: sourceLanguage, text: unit.text, sourceText: unit.text,
                         location: location(unit.line), variant: unit.variant, state: unit.state,
                         comment: comment, shouldTranslate: shouldTranslate)
        }
        guard shouldTranslate else { return result }

        // With fallbacks left, every locale of the catalog; once they ran out, only the key's own
        // (iterating every locale for every key is itself quadratic in a hostile catalog).
        let isFullPass = fallbacks.remaining > 0
        let candidates = isFullPass ? otherLocales : localizationOf.keys.filter { $0 != sourceLanguage }.sorted()
        var translatedLocales = 0
        defer {
            if !isFullPass {
                fallbacks.omitted += otherLocales.count - translatedLocales
                if fallbacks.firstOmittedLine == nil { fallbacks.firstOmittedLine = key.line }
            }
        }
        for locale in candidates {
            if let localization = localizationOf[locale] {
                var skipped = false
                let found = units(of: localization, key: key.key, expandingSubstitutions: expandsLocale(locale),
                                  skippedAny: &skipped, issues: &issues)
                // A translation whose texts were skipped (with an issue) is not missing.
                if !found.isEmpty || skipped {
                    result += found.map { unit in
                        CatalogEntry(key: key.key, locale: locale, text: unit.text,
                                     sourceText: matchingSource(for: unit.variant, in: sourceUnits),
                                     location: location(unit.line), variant: unit.variant, state: unit.state,
                                     comment: comment, shouldTranslate: shouldTranslate)
                    }
                    translatedLocales += 1
                    continue
                }
            }
            guard fallbacks.remaining > 0 else {
                if isFullPass {
                    fallbacks.omitted += 1
                    if fallbacks.firstOmittedLine == nil { fallbacks.firstOmittedLine = key.line }
                }
                continue
            }
            fallbacks.remaining -= 1
            issues.append(issue(.missingTranslation, line: key.line,
                                "no \(locale) translation for \"\(key.key)\"; the app shows the \(sourceLanguage) text", key: key.key))
            result += sourceUnits.map { unit in
                CatalogEntry(key: key.key, locale: locale, text: unit.text, sourceText: unit.text,
                             location: location(key.line), variant: unit.variant, state: .new,
                             isFallbackToSource: true, comment: comment, shouldTranslate: shouldTranslate)
            }
        }
        return result
    }

    /// The source text for a translated variant: the same variant, else the source's `other`
    /// form for that device and substitution, else the plain source text.
    private func matchingSource(for variant: EntryVariant?, in sourceUnits: [Unit]) -> String? {
        if let exact = sourceUnits.first(where: { $0.variant == variant }) { return exact.text }
        if var relaxed = variant {
            relaxed.plural = relaxed.plural == nil ? nil : .other
            if let other = sourceUnits.first(where: { $0.variant == relaxed }) { return other.text }
            relaxed.device = nil
            if let other = sourceUnits.first(where: { $0.variant == relaxed }) { return other.text }
        }
        return sourceUnits.first(where: { $0.variant == nil })?.text ?? sourceUnits.first?.text
    }

    /// The texts of one localization, with variations and substitutions expanded.
    ///
    /// With `expandingSubstitutions` false, texts keep their `%#@name@` (a locale the check will
    /// skip: see `CatalogReadingOptions.expandedLocales`). A text whose substitutions exceed the
    /// expander's bounds is skipped with an issue, and `skippedAny` set.
    func units(of localization: JSONNode, key: String, expandingSubstitutions: Bool = true, skippedAny: inout Bool,
               issues: inout [CatalogIssue]) -> [Unit] {
        var base: [Unit] = []
        collect(localization, variant: nil, key: key, into: &base, issues: &issues)
        guard expandingSubstitutions else { return base }
        guard let substitutions = localization["substitutions"], !substitutions.members.isEmpty else {
            reportUndefinedSubstitutions(in: base, expander: SubstitutionExpander(variables: []), key: key, issues: &issues)
            return base
        }

        // Each substitution's forms by plural category, with `%arg` made a real specifier.
        var variables: [SubstitutionExpander.Variable] = []
        for substitution in substitutions.members {
            let argument = substitution.value["argNum"]?.number
            let specifier = substitution.value["formatSpecifier"]?.string ?? "lld"
            let replacement = argument.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
            var collected: [Unit] = []
            collect(substitution.value, variant: nil, key: key, into: &collected, issues: &issues)
            let forms = collected.compactMap { unit -> SubstitutionExpander.Form? in
                guard let category = unit.variant?.plural else { return nil }
                return SubstitutionExpander.Form(category: category, text: unit.text.replacingAll("%arg", with: replacement),
                                                 line: unit.line, state: unit.state)
            }
            if forms.isEmpty {
                issues.append(issue(.invalidEntry, line: substitution.line,
                                    "substitution \"\(substitution.key)\" of \"\(key)\" has no plural forms", key: key))
                continue
            }
            variables.append(SubstitutionExpander.Variable(name: substitution.key, forms: forms))
        }
        let expander = SubstitutionExpander(variables: variables)
        reportUndefinedSubstitutions(in: base, expander: expander, key: key, issues: &issues)
        if variables.isEmpty { return base }
        var expanded: [Unit] = []
        for unit in base {
            let expansions: [SubstitutionExpander.Expansion]
            switch expander.expand(unit.text) {
            case .success(let found):
                expansions = found
            case .failure(let failure):
                issues.append(issue(.invalidEntry, line: unit.line, "\"\(key)\" is skipped: \(failure.reason)", key: key))
                skippedAny = true
                continue
            }
            if expansions.isEmpty { expanded.append(unit) }
            for expansion in expansions {
                var variant = unit.variant ?? EntryVariant()
                variant.substitution = expansion.substitution
                variant.plural = expansion.form.category
                expanded.append(Unit(variant: variant, text: expansion.text, state: expansion.form.state, line: expansion.form.line))
            }
        }
        return expanded
    }

    /// An issue for each `%#@name@` a text uses that no substitution defines (left as written).
    private func reportUndefinedSubstitutions(in units: [Unit], expander: SubstitutionExpander, key: String,
                                              issues: inout [CatalogIssue]) {
        for unit in units {
            for name in expander.undefinedNames(in: unit.text) {
                issues.append(issue(.invalidEntry, line: unit.line,
                                    "\"\(key)\" uses %#@\(name)@, but no substitution of that name is defined; it is left as written", key: key))
            }
        }
    }

    /// Walks `stringUnit` and `variations`, appending one unit per leaf.
    private func collect(_ node: JSONNode, variant: EntryVariant?, key: String, into units: inout [Unit],
                         issues: inout [CatalogIssue]) {
        if let unit = node.member("stringUnit") {
            if let value = unit.value.member("value"), let text = value.value.string {
                units.append(Unit(variant: variant, text: text,
                                  state: TranslationState(catalogSpelling: unit.value["state"]?.string), line: value.line))
            } else {
                issues.append(issue(.invalidEntry, line: unit.line, "stringUnit of \"\(key)\" has no string \"value\"", key: key))
            }
        }
        guard let variations = node["variations"] else { return }
        for kind in variations.members {
            switch kind.key {
            case "plural":
                for form in kind.value.members {
                    guard let category = PluralCategory(rawValue: form.key) else {
                        issues.append(issue(.invalidEntry, line: form.line,
                                            "unknown plural category \"\(form.key)\" in \"\(key)\"; expected zero, one, two, few, many or other", key: key))
                        continue
                    }
                    var next = variant ?? EntryVariant()
                    next.plural = category
                    collect(form.value, variant: next, key: key, into: &units, issues: &issues)
                }
                if !kind.value.members.contains(where: { $0.key == "other" }) {
                    issues.append(issue(.invalidEntry, line: kind.line, "plural variation of \"\(key)\" has no \"other\" form", key: key))
                }
            case "device":
                for device in kind.value.members {
                    var next = variant ?? EntryVariant()
                    next.device = device.key
                    collect(device.value, variant: next, key: key, into: &units, issues: &issues)
                }
            default:
                issues.append(issue(.invalidEntry, line: kind.line, "unknown variation \"\(kind.key)\" in \"\(key)\"; expected plural or device", key: key))
            }
        }
    }

    private func location(_ line: Int) -> SourceLocation { SourceLocation(file: path, line: line) }

    private func issue(_ kind: CatalogIssue.Kind, line: Int, _ message: String, key: String? = nil) -> CatalogIssue {
        CatalogIssue(kind: kind, location: location(line), message: message, key: key)
    }
}
