extension CatalogEntry {
    /// Whether the translation is there but empty, while its source is not: the app shows
    /// nothing (issue 11, item 4). Source-language entries and fallbacks are not.
    public var isEmptyTranslation: Bool {
        !isFallbackToSource && text.isEmpty && !(sourceText ?? "").isEmpty
    }

    /// The specifier mismatches between `sourceText` and `text` (see
    /// ``specifierMismatches(pluralIntegers:)``), not knowing the locale's plural rules.
    public var specifierMismatches: [SpecifierMismatch] { specifierMismatches(pluralIntegers: { _, _ in nil }) }

    /// The specifier mismatches between `sourceText` and `text`; empty for source-language
    /// entries, fallbacks, empty translations and entries without a known source. An entry
    /// whose `.stringsdict` format uses an undefined variable has that mismatch alone, also in
    /// the source language; the forms of a translation that defines the variable its source
    /// lacks are not compared (the source's entry reports it).
    ///
    /// A plural form's count (`%d`, `%lld`; `%s`, `%1$s` or `%@` when the source form has no
    /// integer and only that one argument, as Android apps pass counts as strings) is judged
    /// with the numbers the form is shown for in the entry's language, which `pluralIntegers`
    /// gives (CLDR's rules; nil when unknown):
    /// - a `zero`, `one` or `two` form may leave the count out ("راكب واحد", "one passenger"
    ///   written as "a passenger"), as CLDR's forms for those numbers commonly spell the number
    ///   out; not where the form is also shown for numbers of two digits or more: Russian `one`
    ///   is shown for 21, where "Один файл" is wrong (the mismatch says so).
    /// - a form shown for several numbers may add the count the source's form leaves out
    ///   (English "One file", Russian "%d файл" for 1, 21, 31...; French "%d fichier" for 0, 1).
    public func specifierMismatches(pluralIntegers: (_ category: PluralCategory, _ locale: String) -> [Int]?) -> [SpecifierMismatch] {
        // A variable the dict does not define explains every other difference (the text keeps
        // `%#@name@` where the source has the variable's forms): say that alone, in any locale.
        if !undefinedVariables.isEmpty, !isFallbackToSource {
            return undefinedVariables.map { SpecifierMismatch(kind: .substitutionUndefined, found: "%#@\($0)@") }
        }
        guard let sourceText, !isFallbackToSource, sourceText != text, !isEmptyTranslation else { return [] }
        // The source kept `%#@name@` as written (its dict does not define it, which its own entry
        // reports) while this form expands it: nothing here to compare it with.
        if let name = variant?.substitution, formatSpecifiers(in: sourceText).contains(where: { $0.substitutionName == name }) {
            return []
        }
        let mismatches = Catalogs.specifierMismatches(source: sourceText, translation: text, syntax: specifierSyntax)
        guard let plural = variant?.plural, plural != .other, !mismatches.isEmpty else { return mismatches }
        let integers = pluralIntegers(plural, locale)
        let repeating = integers?.filter { $0 >= 10 } ?? []
        let mayDrop = [.zero, .one, .two].contains(plural) && repeating.isEmpty
        let mayAdd = (integers?.count ?? 1) > 1
        let counts = countSpecifiers(of: sourceText)
        return mismatches.compactMap { mismatch in
            var mismatch = mismatch
            switch mismatch.kind {
            case .missing:
                guard mismatch.expected.map(counts.contains) == true else { return mismatch }
                if mayDrop { return nil }
                if let shown = integers, !repeating.isEmpty {
                    mismatch.note = "the \(plural.rawValue) form is shown for "
                        + shown.prefix(3).map(String.init).joined(separator: ", ") + "... in \(locale)"
                }
                return mismatch
            case .extra:
                guard mayAdd, let found = mismatch.found, let added = formatSpecifiers(in: found, syntax: specifierSyntax).first
                else { return mismatch }
                return Self.countKinds.contains(added.kind) ? nil : mismatch
            default:
                return mismatch
            }
        }
    }

    /// Kinds a count may be formatted as.
    private static let countKinds: Set<FormatSpecifier.Kind> = [.integer, .cString, .object]

    /// The specifiers of a plural form's source that may format the count: its integers, or
    /// its only argument when that is a string (`%s`, `%1$s`, `%@`).
    private func countSpecifiers(of source: String) -> Set<String> {
        let specifiers = formatSpecifiers(in: source, syntax: specifierSyntax).filter(\.consumesArgument)
        let integers = specifiers.filter { $0.kind == .integer }
        if !integers.isEmpty { return Set(integers.map(\.text)) }
        guard specifiers.count == 1, Self.countKinds.contains(specifiers[0].kind) else { return [] }
        return [specifiers[0].text]
    }
}
