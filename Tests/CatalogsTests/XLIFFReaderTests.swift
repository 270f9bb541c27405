import Testing
@testable import Catalogs

@Suite("XLIFF reader")
struct XLIFFReaderTests {
    let version1 = Fixtures.read("XLIFF/de.xliff")
    let version2 = Fixtures.read("XLIFF/fr.xlf")

    @Test func readsXcodeStyleXLIFF12() throws {
        #expect(version1.format == .xliff)
        #expect(version1.sourceLanguage == "en")
        let save = try #require(version1.entry("save.button", "de"))
        #expect(save.text == "Speichern")
        #expect(save.sourceText == "Save")
        #expect(save.comment == "Button in the editor toolbar")
        #expect(save.state == .translated)
        #expect(save.location.line == 8)
        #expect(save.maxWidth == 120)
    }

    @Test(arguments: [("save.button", 120.0), ("delete.button", 240.0)])
    func maxWidthInPointsWithPixelsTakenAsPoints(key: String, width: Double) {
        #expect(version1.entry(key, "de")?.maxWidth == width)
    }

    @Test func nonWidthSizeUnitsAreIgnored() {
        #expect(version1.entry("chars", "de")?.maxWidth == nil)
    }

    @Test func missingTargetFallsBackToSource() throws {
        let missing = try #require(version1.entry("untranslated", "de"))
        #expect(missing.isFallbackToSource)
        #expect(missing.text == "Only in English")
        #expect(missing.state == .new)
        #expect(missing.location.line == 17)
        #expect(version1.issues.map(\.kind) == [.missingTranslation])
        #expect(version1.issues.first?.line == 17)
    }

    @Test func statesEscapesGroupsAndInlineMarkup() throws {
        #expect(version1.entry("delete.button", "de")?.state == .needsReview)
        #expect(version1.entry("chars", "de")?.text == "Kurz <b> & \"quoted\" ]]>")
        let grouped = try #require(version1.entry("in.group", "de"))
        #expect(grouped.text == "Hallo Welt")
        #expect(grouped.sourceText == "Hello world")
        #expect(grouped.state == .translated)
        #expect(grouped.location.line == 38)
    }

    @Test func variantsOfStringCatalogExportsAreSplitFromTheID() throws {
        let one = try #require(version1.entry("%lld files", "de", EntryVariant(plural: .one)))
        #expect(one.text == "%lld Datei")
        #expect(one.location.line == 25)
        #expect(version1.entry("title", "de", EntryVariant(plural: .other, device: "ipad"))?.text == "Tippe auf die Seitenleiste")
        #expect(version1.entry("odd|==|suffix", "de")?.text == "Seltsam")
    }

    @Test func readsXLIFF2() throws {
        #expect(version2.sourceLanguage == "en")
        let welcome = try #require(version2.entry("welcome", "fr"))
        #expect(welcome.text == "Bienvenue")
        #expect(welcome.comment == "Greeting on the first screen")
        #expect(welcome.maxWidth == 200)
        #expect(welcome.location.line == 4)
        #expect(welcome.state == .translated)
        let missing = try #require(version2.entry("missing", "fr"))
        #expect(missing.isFallbackToSource)
        #expect(missing.location.line == 13)
        #expect(version2.issues.map(\.kind) == [.missingTranslation])
    }

    @Test func malformedXLIFFIsAnIssueWithALine() throws {
        let text = "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n<file target-language=\"de\">\n<body>\n<trans-unit id=\"a\"><source>A</source><target>B</target></trans-unit>\n<trans-unit id=\"b\"><source>x</wrong>\n</body></file></xliff>\n"
        let file = readCatalog(text: text, path: "bad.xliff", format: .xliff)
        #expect(file.entries.first?.key == "a", "entries before the error are kept")
        #expect(file.entries.first?.text == "B")
        let issue = try #require(file.issues.first)
        #expect(issue.kind == .malformed)
        #expect(issue.line == 6)
    }
}
