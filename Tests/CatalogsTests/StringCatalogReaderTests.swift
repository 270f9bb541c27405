import Foundation
import Testing
@testable import Catalogs

@Suite("String Catalog reader")
struct StringCatalogReaderTests {
    let file = Fixtures.read("StringCatalog/Localizable.xcstrings")

    @Test func readsSourceLanguageAndPlainUnitsAtTheirValueLines() throws {
        #expect(file.format == .stringCatalog)
        #expect(file.sourceLanguage == "en")
        let english = try #require(file.entry("greeting", "en"))
        #expect(english.text == "Welcome back, %@!")
        #expect(english.location.line == 16)
        #expect(english.comment == "Shown on the home screen")
        #expect(english.state == .translated)
        let german = try #require(file.entry("greeting", "de"))
        #expect(german.text == "Willkommen zurück, %@!")
        #expect(german.sourceText == "Welcome back, %@!")
        #expect(german.location.line == 10)
        #expect(german.location.file.hasSuffix("Localizable.xcstrings"))
    }

    @Test(arguments: [
        ("greeting", "fr", TranslationState.needsReview),
        ("html_payload", "de", .new),
        ("greeting", "de", .translated),
    ])
    func mapsStates(key: String, locale: String, state: TranslationState) throws {
        let entry = try #require(file.entry(key, locale))
        #expect(entry.state == state)
    }

    @Test func readsPluralVariations() throws {
        let one = try #require(file.entry("%lld files", "en", EntryVariant(plural: .one)))
        #expect(one.text == "%lld file")
        #expect(one.location.line == 35)
        let russian = file.entries.filter { $0.key == "%lld files" && $0.locale == "ru" }
        #expect(russian.map { $0.variant?.plural } == [.few, .many, .one, .other])
        let few = try #require(file.entry("%lld files", "ru", EntryVariant(plural: .few)))
        #expect(few.location.line == 53)
        #expect(few.sourceText == "%lld files", "a category the source lacks takes the source's other form")
        let other = try #require(file.entry("%lld files", "ru", EntryVariant(plural: .other)))
        #expect(other.state == .stale)
    }

    @Test func readsDeviceVariations() throws {
        let devices = file.entries.filter { $0.key == "device_title" && $0.locale == "en" }.compactMap { $0.variant?.device }
        #expect(devices == ["ipad", "iphone", "mac"])
        let iphone = try #require(file.entry("device_title", "de", EntryVariant(device: "iphone")))
        #expect(iphone.text == "Zum Starten tippen")
        #expect(iphone.sourceText == "Tap to begin")
        #expect(iphone.location.line == 111)
    }

    @Test func expandsSubstitutionsIntoSampleTexts() throws {
        let english = file.entries.filter { $0.key == "summary" && $0.locale == "en" }
        #expect(english.map(\.text) == ["%1$lld file in %2$lld folders", "%1$lld files in %2$lld folders", "%1$lld files in %2$lld folder"])
        #expect(english.map { $0.variant?.substitution } == ["files", "files", "folders"])
        #expect(english.map { $0.variant?.plural } == [.one, .other, .one])
        #expect(english.first?.location.line == 135)
    }

    @Test func keyWithoutLocalizationsIsItsOwnTextAndFallsBackEverywhere() throws {
        let english = try #require(file.entry("Key is the text", "en"))
        #expect(english.text == "Key is the text")
        #expect(english.isFallbackToSource == false)
        let german = try #require(file.entry("Key is the text", "de"))
        #expect(german.isFallbackToSource)
        #expect(german.text == "Key is the text")
        #expect(german.state == .new)
        let keyLine = 171
        #expect(german.location.line == keyLine)
        let issues = file.issues.filter { $0.key == "Key is the text" && $0.kind == .missingTranslation }
        #expect(issues.count == 4)
        #expect(issues.allSatisfy { $0.line == keyLine })
    }

    @Test func missingTranslationFallsBackToSourceAndIsReported() throws {
        let arabic = try #require(file.entry("greeting", "ar"))
        #expect(arabic.isFallbackToSource)
        #expect(arabic.text == "Welcome back, %@!")
        #expect(file.issues.contains { $0.kind == .missingTranslation && $0.key == "greeting" && $0.line == 4 && $0.message.contains("ar") })
        let pluralFallbacks = file.entries.filter { $0.key == "%lld files" && $0.locale == "de" }
        #expect(pluralFallbacks.count == 2)
        #expect(pluralFallbacks.allSatisfy { $0.isFallbackToSource })
    }

    @Test func shouldTranslateFalseHasOnlyTheSource() {
        let brand = file.entries.filter { $0.key == "brand_name" }
        #expect(brand.map(\.locale) == ["en"])
        #expect(brand.first?.shouldTranslate == false)
        #expect(!file.issues.contains { $0.key == "brand_name" })
    }

    @Test func keepsHostileTextVerbatim() throws {
        let german = try #require(file.entry("html_payload", "de"))
        #expect(german.text == "<script>alert(\"x\")</script> ]]> \"zitiert\"")
    }

    @Test func everyLocaleHasEveryTranslatableKey() {
        #expect(Set(file.entries.map(\.locale)) == ["ar", "de", "en", "fr", "ru"])
        for key in ["greeting", "%lld files", "device_title", "summary", "Key is the text", "html_payload", "items_count"] {
            #expect(Set(file.entries.filter { $0.key == key }.map(\.locale)).count == 5, "\(key)")
        }
    }

    @Test func malformedJSONReportsTheLineAndColumn() throws {
        let broken = Fixtures.read("StringCatalog/Malformed.xcstrings")
        #expect(broken.entries.isEmpty)
        let issue = try #require(broken.issues.first)
        #expect(broken.issues.count == 1)
        #expect(issue.kind == .malformed)
        #expect(issue.line == 14)
        #expect(issue.column == 5)
        #expect(issue.message.contains("expected ',' or '}'"))
    }

    @Test(arguments: [
        ("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {}}", 1, "end of file"),
        ("{\n  \"strings\" : {\n    \"a\" : \"unterminated\n  }\n}", 3, "unterminated string"),
        ("[1, 2,\n ]", 2, "a value was expected"),
        ("", 1, "end of file"),
    ])
    func malformedJSONVariants(text: String, line: Int, reason: String) throws {
        let file = readCatalog(text: text, path: "x.xcstrings", format: .stringCatalog)
        let issue = try #require(file.issues.first)
        #expect(issue.line == line)
        #expect(issue.message.contains(reason))
    }

    @Test func duplicateKeysLastWins() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "first" } } } },
            "a" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "second" } } } }
          }
        }
        """
        let file = readCatalog(text: text, path: "dup.xcstrings", format: .stringCatalog)
        #expect(file.entries.map(\.text) == ["second"])
        #expect(file.issues.map(\.kind) == [.duplicateKey])
        #expect(file.issues.first?.line == 5)
    }
}
