import Testing
@testable import Catalogs

@Suite("Android strings reader")
struct AndroidStringsReaderTests {
    let file = Fixtures.read("Android/res/values/strings.xml")

    @Test func localeOfTheDefaultFolderIsTheDevelopmentLanguage() {
        #expect(file.entries.allSatisfy { $0.locale == "en" })
    }

    @Test(arguments: [
        ("apostrophe", "Don't stop", 4),
        ("escapes", "Say \"hi\"\nthen\ttab @home ?maybe é", 5),
        ("collapse", "lots of space", 6),
        ("quoted", "  keep   spaces  ", 8),
        ("markup", "Tap Save to keep %1$d items", 9),
        ("cdata", "<b>bold</b> & more", 10),
        ("bad_apostrophe", "Can't parse", 19),
    ])
    func unescapesLikeAapt2(key: String, text: String, line: Int) throws {
        let entry = try #require(file.entry(key, "en"))
        #expect(entry.text == text)
        #expect(entry.location.line == line)
    }

    @Test func readsPluralsArraysAndTranslatable() throws {
        let songs = file.entries.filter { $0.key == "songs" }
        #expect(songs.map { $0.variant?.plural } == [.one, .other])
        #expect(songs.map(\.location.line) == [12, 13])
        let planets = file.entries.filter { $0.key == "planets" }
        #expect(planets.map(\.text) == ["Mercury", "Venus"])
        #expect(planets.map { $0.variant?.arrayIndex } == [0, 1])
        #expect(file.entry("app_name", "en")?.shouldTranslate == false)
    }

    @Test func unescapedApostropheIsReported() throws {
        #expect(file.issues.count == 1)
        let issue = try #require(file.issues.first)
        #expect(issue.kind == .malformed)
        #expect(issue.line == 19)
        #expect(issue.message.contains("apostrophe"))
    }

    @Test(arguments: [
        ("Android/res/values-de/strings.xml", "de"),
        ("Android/res/values-pt-rBR/strings.xml", "pt-BR"),
        ("Android/res/values-b+sr+Latn/strings.xml", "sr-Latn"),
    ])
    func localeComesFromTheValuesFolder(path: String, locale: String) {
        #expect(Fixtures.read(path).entries.first?.locale == locale)
    }

    @Test func brokenXMLKeepsEntriesBeforeTheError() throws {
        let broken = Fixtures.read("Unsafe/broken.xml", locale: "en")
        // Foundation on macOS stops at the error; libxml2 on Linux may recover and read on.
        #expect(broken.entries.first?.key == "first")
        #expect(broken.entries.first?.text == "First")
        let issue = try #require(broken.issues.first)
        #expect(issue.kind == .malformed)
        #expect(issue.line == 4)
    }
}
