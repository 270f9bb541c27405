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
}
