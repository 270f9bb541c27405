import Testing
@testable import Catalogs

@Suite("XML safety")
struct XMLSafetyTests {
    @Test func externalEntitiesAreNeverResolved() throws {
        let file = Fixtures.read("Unsafe/xxe.xml", locale: "en")
        #expect(file.entry("leak", "en")?.text == "before after")
        #expect(file.entry("remote", "en")?.text == "xy")
        #expect(file.entry("safe", "en")?.text == "Fine & dandy")
        #expect(!file.entries.contains { $0.text.contains("root:") })
        let issue = try #require(file.issues.first { $0.kind == .unsafeXML })
        #expect(issue.line == 2)
        #expect(issue.message.contains("xxe"))
        #expect(issue.message.contains("remote"))
    }

    @Test func externalEntitiesInXLIFFAreNeverResolved() throws {
        let file = Fixtures.read("Unsafe/xxe.xliff")
        #expect(file.entries.map(\.text) == ["Hallo"])
        #expect(file.issues.map(\.kind) == [.unsafeXML])
    }

    @Test func plistDoctypeIsIgnoredSilently() {
        let file = Fixtures.read("StringsDict/Localizable.stringsdict", locale: "de")
        #expect(!file.issues.contains { $0.kind == .unsafeXML })
    }

    @Test func entityExpansionBombIsDefused() {
        let text = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [
         <!ENTITY lol "lol">
         <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
         <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
        ]>
        <resources><string name="a">&lol3;</string></resources>
        """
        let file = readCatalog(text: text, path: "bomb.xml", format: .androidStrings, locale: "en")
        #expect(file.entries.first?.text == "")
        #expect(file.issues.first?.kind == .unsafeXML)
    }
}
