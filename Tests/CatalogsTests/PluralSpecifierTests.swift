import Catalogs
import Testing

@Suite("Specifier checks of plural forms")
struct PluralSpecifierTests {
    func entry(_ text: String, source: String, plural: PluralCategory?) -> CatalogEntry {
        CatalogEntry(key: "booking.passengers", locale: "ar", text: text, sourceText: source,
                     location: SourceLocation(file: "Localizable.xcstrings", line: 1),
                     variant: plural.map { EntryVariant(plural: $0) })
    }

    @Test("A zero, one or two form may spell its count out", arguments: [PluralCategory.zero, .one, .two])
    func countMayBeSpelledOut(plural: PluralCategory) {
        #expect(entry("راكب واحد", source: "%lld passengers", plural: plural).specifierMismatches.isEmpty)
    }

    @Test("Other forms, plain entries and other specifiers still must keep it")
    func otherFormsMustKeepIt() {
        #expect(entry("راكب", source: "%lld passengers", plural: .few).specifierMismatches.map(\.kind) == [.missing])
        #expect(entry("راكب", source: "%lld passengers", plural: nil).specifierMismatches.map(\.kind) == [.missing])
        #expect(entry("واحد", source: "%@ and %lld passengers", plural: .one).specifierMismatches.map(\.kind) == [.missing])
        #expect(entry("%@ واحد", source: "%lld passengers", plural: .one).specifierMismatches.map(\.kind) == [.typeChanged])
    }

    /// CLDR's numbers for a few forms (cldr.unicode.org, "Language Plural Rules"), standing in for
    /// ICU's, which Catalogs does not link; FitCheck passes ICU's (PluralRulesTests check them).
    static func numbers(_ category: PluralCategory, _ locale: String) -> [Int]? {
        switch (locale, category) {
        case ("ru", .one): [1, 21, 31, 41, 51, 61, 71, 81, 91, 101]
        case ("cs", .few): [2, 3, 4]
        case ("fr", .one): [0, 1]
        case ("de", .one): [1]
        default: nil
        }
    }

    func entry(_ text: String, source: String, plural: PluralCategory, locale: String) -> CatalogEntry {
        var entry = entry(text, source: source, plural: plural)
        entry.locale = locale
        return entry
    }

    @Test("A form shown for 21 too must keep its count, and says why")
    func repeatingFormKeepsCount() throws {
        let mismatches = entry("Выбрано одно фото", source: "%1$s photo selected", plural: .one, locale: "ru")
            .specifierMismatches(pluralIntegers: Self.numbers)
        let mismatch = try #require(mismatches.first)
        #expect(mismatches.count == 1)
        #expect(mismatch.description == "translation drops %1$s (argument 1) (the one form is shown for 1, 21, 31... in ru)")
    }

    @Test("Only zero, one and two forms may drop it: a Czech few (2, 3, 4) may not")
    func fewKeepsCount() {
        #expect(entry("Několik souborů", source: "%d files", plural: .few, locale: "cs")
            .specifierMismatches(pluralIntegers: Self.numbers).map(\.kind) == [.missing])
    }

    @Test("A count passed as a string may be dropped like an integer, where the form holds one number")
    func stringCountMayBeDropped() {
        #expect(entry("Eine Minute", source: "%s minutes", plural: .one, locale: "de").specifierMismatches(pluralIntegers: Self.numbers).isEmpty)
        #expect(entry("Une minute", source: "%1$s minutes", plural: .one, locale: "fr").specifierMismatches(pluralIntegers: Self.numbers).isEmpty)
        // Two string arguments: which is the count is not known, so both must stay.
        #expect(entry("%1$s: eine Minute", source: "%1$s: %2$s minutes", plural: .one, locale: "de")
            .specifierMismatches(pluralIntegers: Self.numbers).map(\.kind) == [.missing])
    }

    @Test("A form holding several numbers may add the count; one holding only 1 may not")
    func addedCount() {
        #expect(entry("%d минуту назад", source: "One minute ago", plural: .one, locale: "ru").specifierMismatches(pluralIntegers: Self.numbers).isEmpty)
        #expect(entry("%d fichier", source: "One file", plural: .one, locale: "fr").specifierMismatches(pluralIntegers: Self.numbers).isEmpty)
        #expect(entry("%d Datei", source: "One file", plural: .one, locale: "de")
            .specifierMismatches(pluralIntegers: Self.numbers).map(\.kind) == [.extra])
    }
}
