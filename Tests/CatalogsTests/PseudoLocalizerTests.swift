import Testing
@testable import Catalogs

@Suite("Pseudo-localization")
struct PseudoLocalizerTests {
    @Test(arguments: [
        ("accented", PseudoMode.accented), ("double", .doubleLength), ("bounded", .bounded),
        ("rtl", .rightToLeft), ("expand:1.4", .expand(ratio: 1.4)), ("EXPAND=2", .expand(ratio: 2)),
    ])
    func parsesModes(argument: String, mode: PseudoMode) throws {
        #expect(try PseudoMode(argument: argument) == mode)
    }

    @Test(arguments: ["", "shout", "expand", "expand:0.5", "expand:abc", "expand:nan"])
    func rejectsBadModes(argument: String) {
        #expect(throws: CatalogError.self) { try PseudoMode(argument: argument) }
    }

    @Test(arguments: [
        (PseudoMode.accented, "Settings", "Šéţţîñĝš"),
        (.doubleLength, "Delete All", "Delete All Delete All"),
        (.bounded, "Save", "[# Save #]"),
        (.rightToLeft, "Save now", "\u{202E}Save now\u{202C}"),
        (.expand(ratio: 1.4), "Settings", "Settings~~~~"),
        (.expand(ratio: 1.0), "Settings", "Settings"),
    ])
    func transformsPlainText(mode: PseudoMode, text: String, expected: String) {
        #expect(pseudoLocalize(text, mode: mode) == expected)
    }

    static let protectedSamples = [
        "Hello, %@! You have %lld new messages",
        "%1$@ sent %2$.2f € to %3$@",
        "%#@files@ in %#@folders@",
        "Tap <b>Save</b> or {name}\\n to continue 100%%",
        "Fish &amp; chips with %d%% off",
    ]

    @Test(arguments: [PseudoMode.accented, .doubleLength, .bounded, .rightToLeft, .expand(ratio: 1.5)], protectedSamples)
    func preservesSpecifiersAndMarkup(mode: PseudoMode, text: String) {
        let result = pseudoLocalize(text, mode: mode)
        #expect(formatSpecifiers(in: result).map(\.text) == formatSpecifiers(in: text).map(\.text))
        #expect(specifierMismatches(source: text, translation: result).isEmpty)
        for token in ["<b>", "</b>", "{name}", "\\n", "&amp;"] where text.contains(token) {
            #expect(result.contains(token), "\(token) in \(result)")
        }
    }

    @Test func accentedKeepsLengthAndSpecifiers() {
        let result = pseudoLocalize("Hello, %@!", mode: .accented)
        #expect(result == "Ĥéļļö, %@!")
        #expect(result.count == "Hello, %@!".count)
    }

    @Test func doubleLengthRepeatsRunsButNotSpecifiers() {
        #expect(pseudoLocalize("%d files", mode: .doubleLength) == "%d files files")
        #expect(pseudoLocalize("Hi %@, welcome", mode: .doubleLength) == "Hi Hi %@, welcome , welcome")
    }

    @Test func escapesBelongToTheRunTheyAreIn() {
        #expect(pseudoLocalize("Don\\'t stop", mode: .doubleLength) == "Don\\'t stop Don\\'t stop")
        #expect(pseudoLocalize("Don\\'t", mode: .accented) == "Ðöñ\\'ţ")
        #expect(pseudoLocalize("a\\nb", mode: .rightToLeft) == "\u{202E}a\\nb\u{202C}")
    }

    @Test func expandCountsOnlyVisibleText() {
        // "Hi " is 3 characters; ceil(3 * 2) - 3 = 3 tildes; %@ does not count.
        #expect(pseudoLocalize("Hi %@", mode: .expand(ratio: 2)) == "Hi %@~~~")
    }

    @Test func defaultLocales() {
        #expect(PseudoMode.accented.defaultLocale == "en-XA")
        #expect(PseudoMode.rightToLeft.defaultLocale == "ar-XB")
    }
}

@Suite("Pseudo entries for checking")
struct PseudoEntriesTests {
    @Test func onePseudoEntryPerSourceTextAndVariant() throws {
        let set = readCatalogs(at: [Fixtures.url("StringCatalog/Localizable.xcstrings"), Fixtures.url("XLIFF/de.xliff")])
        let pseudo = set.pseudoLocalized(mode: .accented)
        #expect(pseudo.allSatisfy { $0.locale == "en-XA" && !$0.isFallbackToSource })
        let catalogSources = set.files[0].entries.filter { $0.locale == "en" && $0.shouldTranslate }
        // de.xliff's source texts are entries in en (once each); "%lld files" (one) is the
        // String Catalog's already, so the XLIFF adds the other seven.
        #expect(pseudo.count == catalogSources.count + 7, "plus seven of the eight trans-units of de.xliff")
        let greeting = try #require(pseudo.first { $0.key == "greeting" })
        #expect(greeting.text == "Ŵéļçöɱé ƀáçķ, %@!")
        #expect(greeting.location.line == 16)
        let save = try #require(pseudo.first { $0.key == "save.button" })
        #expect(save.text == "Šáṽé")
        #expect(save.maxWidth == 120)
    }

    @Test func translatedTablesDoNotRepeatTheirSources() throws {
        let app = try Fixtures.materialize("App")
        defer { Fixtures.cleanUp(app.deletingLastPathComponent()) }
        let pseudo = readCatalogs(at: [app]).pseudoLocalized(mode: .bounded, locale: "qps")
        #expect(pseudo.filter { $0.key == "title" }.map(\.text) == ["[# Settings #]"])
    }

    @Test func entriesReportTheirOwnMismatches() throws {
        let file = Fixtures.read("StringCatalog/Localizable.xcstrings")
        #expect(file.entry("items_count", "ar")?.specifierMismatches.map(\.kind) == [.malformed])
        #expect(file.entry("items_count", "en")?.specifierMismatches.isEmpty == true)
        #expect(file.entry("items_count", "de")?.specifierMismatches.isEmpty == true, "fallbacks have nothing to compare")
    }
}
