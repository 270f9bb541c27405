import Testing
@testable import Catalogs

@Suite("XML safety")
struct XMLSafetyTests {
    /// Entries that use an entity of the ignored DOCTYPE are skipped, each with an issue at its
    /// line; the others are read.
    @Test func externalEntitiesAreNeverResolved() throws {
        let file = Fixtures.read("Unsafe/xxe.xml", locale: "en")
        #expect(file.entries.map(\.key) == ["safe"])
        #expect(file.entry("safe", "en")?.text == "Fine & dandy")
        #expect(!file.entries.contains { $0.text.contains("root:") })
        let issue = try #require(file.issues.first { $0.kind == .unsafeXML })
        #expect(issue.line == 2)
        #expect(issue.message.contains("xxe"))
        #expect(issue.message.contains("remote"))
        #expect(file.issues.filter { $0.kind == .invalidEntry }.map(\.line) == [7, 8])
    }

    @Test func externalEntitiesInXLIFFAreNeverResolved() throws {
        let file = Fixtures.read("Unsafe/xxe.xliff")
        #expect(file.entries.isEmpty)
        #expect(file.issues.map(\.kind) == [.unsafeXML, .invalidEntry])
        #expect(file.issues.map(\.line) == [2, 8])
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
        #expect(file.entries.isEmpty)
        #expect(file.issues.map(\.kind) == [.unsafeXML, .invalidEntry])
    }
}
