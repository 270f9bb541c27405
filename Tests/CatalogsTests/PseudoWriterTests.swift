import Foundation
import Testing
@testable import Catalogs

@Suite("Pseudo-localization writers")
struct PseudoWriterTests {
    /// Writes the pseudo-localization of a fixture into a temporary file and reads it back.
    func roundTrip(_ fixture: String, mode: PseudoMode, locale: String? = nil, outputName: String? = nil,
                   readLocale: String? = nil) throws -> (file: CatalogFile, text: String) {
        let directory = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(directory) }
        let output = directory.appendingPathComponent(outputName ?? Fixtures.url(fixture).lastPathComponent)
        try writePseudoLocalization(of: Fixtures.url(fixture), mode: mode, locale: locale, to: output)
        let text = try String(contentsOf: output, encoding: .utf8)
        return (readCatalog(at: output, locale: readLocale), text)
    }

    @Test func stringCatalogGainsALocalizationForEveryTranslatableKey() throws {
        let (file, text) = try roundTrip("StringCatalog/Localizable.xcstrings", mode: .accented)
        let original = Fixtures.read("StringCatalog/Localizable.xcstrings")
        let pseudo = file.entries.filter { $0.locale == "en-XA" }
        let sources = original.entries.filter { $0.locale == "en" && $0.shouldTranslate }
        #expect(pseudo.count == sources.count)
        for source in sources {
            let entry = try #require(file.entry(source.key, "en-XA", source.variant), "\(source.key) \(String(describing: source.variant))")
            #expect(entry.text == pseudoLocalize(source.text, mode: .accented))
            #expect(!entry.isFallbackToSource)
            #expect(entry.state == .translated)
            #expect(specifierMismatches(source: source.text, translation: entry.text).isEmpty)
        }
        #expect(file.entry("summary", "en-XA", EntryVariant(plural: .one, substitution: "files"))?.text == "%1$lld ƒîļé îñ %2$lld ƒöļðéŕš")
        #expect(file.entry("brand_name", "en-XA") == nil)
        // The other locales are untouched.
        #expect(file.entry("greeting", "de")?.text == "Willkommen zurück, %@!")
        #expect(file.entry("greeting", "de")?.location.line != nil)
        // Xcode's layout: two-space indent, " : " separators, sorted keys, empty objects.
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"%lld files\" : {\n"))
        #expect(text.hasSuffix("  \"version\" : \"1.0\"\n}\n"))
        #expect(text.contains("\"brand_name\" : {\n      \"shouldTranslate\" : false\n    }"))
        #expect(text.contains("\\\"zitiert\\\""))
    }

    @Test func stringCatalogWriterIsIdempotent() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(directory) }
        let first = directory.appendingPathComponent("first.xcstrings")
        let second = directory.appendingPathComponent("second.xcstrings")
        try writePseudoLocalization(of: Fixtures.url("StringCatalog/Localizable.xcstrings"), mode: .bounded, to: first)
        try writePseudoLocalization(of: first, mode: .bounded, to: second)
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
    }

    @Test func boundedWrapsWholeTextsNotSubstitutionForms() throws {
        let (file, _) = try roundTrip("StringCatalog/Localizable.xcstrings", mode: .bounded, locale: "qps")
        #expect(file.entry("summary", "qps", EntryVariant(plural: .one, substitution: "files"))?.text == "[# %1$lld file in %2$lld folders #]")
        #expect(file.entry("%lld files", "qps", EntryVariant(plural: .one))?.text == "[# %lld file #]")
    }

    @Test func stringsFileIsWrittenAsANewTable() throws {
        let (file, text) = try roundTrip("App/en.lproj-fixture/Localizable.strings", mode: .doubleLength,
                                         outputName: "Pseudo.strings", readLocale: "en-XA")
        #expect(file.entries.map(\.key) == ["title", "subtitle", "only.en"])
        #expect(file.entries.map(\.text) == ["Settings Settings", "For all devices For all devices", "Only English Only English"])
        #expect(text.hasPrefix("/* English */\n\"title\" = \"Settings Settings\";\n"))
    }

    @Test func stringsFileWithSyntaxErrorsIsRefused() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(directory) }
        #expect(throws: CatalogError.self) {
            try writePseudoLocalization(of: Fixtures.url("Strings/Recovery.strings"), mode: .accented,
                                        to: directory.appendingPathComponent("x.strings"))
        }
    }

    @Test func stringsFileEscapesAndComments() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(directory) }
        let input = directory.appendingPathComponent("In.strings")
        try "/* Says \"hi\" */\n\"q\" = \"Say \\\"hi\\\"\\n\\\\ now\";\n".write(to: input, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("Out.strings")
        try writePseudoLocalization(of: input, mode: .accented, to: output)
        let file = readCatalog(at: output, locale: "en-XA")
        #expect(file.issues.isEmpty)
        #expect(file.entries.first?.text == "Šáý \"ĥî\"\n\\ ñöŵ")
        #expect(file.entries.first?.comment == "Says \"hi\"")
    }

    @Test func xliff12TargetsAreFilledAndLanguageSet() throws {
        let (file, text) = try roundTrip("XLIFF/de.xliff", mode: .accented)
        #expect(Set(file.entries.map(\.locale)) == ["en-XA"])
        #expect(file.issues.isEmpty, "\(file.issues)")
        #expect(file.entry("untranslated", "en-XA")?.text == "Öñļý îñ Éñĝļîšĥ")
        #expect(file.entry("save.button", "en-XA")?.maxWidth == 120)
        #expect(file.entry("in.group", "en-XA")?.text == "Ĥéļļö ŵöŕļð")
        #expect(text.contains("<target state=\"translated\">Ĥéļļö <g id=\"1\">ŵöŕļð</g></target>"))
        #expect(text.contains("target-language=\"en-XA\""))
    }

    @Test func xliff2TargetsAreFilled() throws {
        let (file, text) = try roundTrip("XLIFF/fr.xlf", mode: .rightToLeft)
        #expect(file.entries.map(\.locale) == ["ar-XB", "ar-XB"])
        #expect(file.entry("missing", "ar-XB")?.text == "\u{202E}Not yet translated\u{202C}")
        #expect(file.entries.allSatisfy { !$0.isFallbackToSource })
        #expect(text.contains("trgLang=\"ar-XB\""))
    }

    @Test func stringsDictFormsArePseudoLocalized() throws {
        let (file, _) = try roundTrip("StringsDict/Localizable.stringsdict", mode: .bounded, readLocale: "en-XA")
        #expect(file.issues.isEmpty, "\(file.issues)")
        #expect(file.entries.map(\.text) == ["[# Keine Dateien ausgewählt #]", "[# %d Datei ausgewählt #]",
                                             "[# %d Dateien ausgewählt #]", "[# Nur Text #]",
                                             "[# Willkommen #]", "[# Willkommen bei TypeFit #]"])
    }

    @Test func androidResourcesArePseudoLocalized() throws {
        let (file, text) = try roundTrip("Android/res/values/strings.xml", mode: .accented, readLocale: "en-XA")
        #expect(file.entry("app_name", "en-XA") == nil, "translatable=false is left out")
        #expect(file.entry("apostrophe", "en-XA")?.text == "Ðöñ'ţ šţöþ")
        #expect(file.entry("markup", "en-XA")?.text == "Ţáþ Šáṽé ţö ķééþ %1$d îţéɱš")
        #expect(file.entry("cdata", "en-XA")?.text == "<b>ƀöļð</b> & ɱöŕé")
        #expect(file.entries.filter { $0.key == "planets" }.map(\.text) == ["Ṁéŕçûŕý", "Ṽéñûš"])
        #expect(text.contains("<b>Šáṽé</b>"))
    }

    @Test func malformedInputThrowsWithItsLine() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(directory) }
        do {
            try writePseudoLocalization(of: Fixtures.url("StringCatalog/Malformed.xcstrings"), mode: .accented,
                                        to: directory.appendingPathComponent("out.xcstrings"))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .malformed)
            #expect(error.location?.line == 14)
            #expect(error.description.contains("Malformed.xcstrings:14:5: error:"))
        }
        #expect(throws: CatalogError.self) {
            try writePseudoLocalization(of: Fixtures.url("App/README.txt"), mode: .accented, to: directory.appendingPathComponent("x"))
        }
    }
}
