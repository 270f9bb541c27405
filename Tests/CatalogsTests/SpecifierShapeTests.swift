import Foundation
import Testing
@testable import Catalogs

/// The shapes of format specifiers that real apps' translations had (issue 11, items 2-4),
/// from `Fixtures/Specifiers`: each is found, or rightly not found.
@Suite("Specifier shapes from real translations")
struct SpecifierShapeTests {
    /// The fixture tree's entries, read as an app's tables (sources paired by key).
    static let entries: [CatalogEntry] = {
        guard let tree = try? Fixtures.materialize("Specifiers") else { return [] }
        defer { Fixtures.cleanUp(tree.deletingLastPathComponent()) }
        return readCatalogs(at: [tree]).entries
    }()

    func entry(_ key: String, _ locale: String) throws -> CatalogEntry {
        try #require(Self.entries.first { $0.key == key && $0.locale == locale && !$0.isFallbackToSource })
    }

    @Test("A specifier followed by a combining mark is the specifier (Malayalam %iാം)")
    func combiningMarkAfterSpecifier() throws {
        let malayalam = try entry("leaderboard.rank", "ml")
        let specifiers = formatSpecifiers(in: malayalam.text)
        #expect(specifiers.map(\.text) == ["%i"])
        #expect(specifiers.first?.kind == .integer)
        #expect(malayalam.specifierMismatches.isEmpty)
        let measured = substituteSamples(in: malayalam.text)
        #expect(measured == "നിങ്ങൾ പട്ടികയിൽ 888ാം സ്ഥാനത്താണ്")
        #expect(!measured.contains("%"))
    }

    @Test("Pseudo-localization keeps a specifier whole before a combining mark")
    func pseudoKeepsSpecifierBeforeMark() {
        let pseudo = pseudoLocalize("%iാം place", mode: .accented)
        #expect(pseudo.hasPrefix("%iാം"))
        #expect(formatSpecifiers(in: pseudo).map(\.text) == ["%i"])
    }

    @Test("A positional specifier that lost its % is malformed, though the position is still there (Albanian 2$@)")
    func positionalRemnant() throws {
        let albanian = try entry("share.invite", "sq")
        let mismatches = albanian.specifierMismatches
        #expect(mismatches.map(\.kind) == [.malformed])
        #expect(mismatches.first?.found == "2$@")
        #expect(mismatches.first?.expected == "%2$@")
        #expect(mismatches.first?.position == 2)
        #expect(mismatches.first?.description == "malformed specifier \"2$@\" where the source has %2$@ (argument 2)")
    }

    @Test("A remnant keeps its own position; another malformed piece does not take it")
    func remnantKeepsItsPosition() {
        let mismatches = specifierMismatches(source: "%1$@ sent %2$@ a file", translation: "%1$@ a envoyé un fichier à 2$@ % x")
        #expect(mismatches.map(\.kind) == [.malformed, .malformed])
        #expect(mismatches.first { $0.found == "2$@" }?.position == 2)
        #expect(mismatches.first { $0.found == "% x" }?.position == nil)
    }

    @Test("A % followed by a space and a word stands for the missing specifier (Catalan % publicacions)")
    func percentSpaceWord() throws {
        let posts = try entry("profile.posts", "ca")
        #expect(posts.specifierMismatches.map(\.kind) == [.malformed])
        #expect(posts.specifierMismatches.first?.found == "% publicacions")
        #expect(posts.specifierMismatches.first?.expected == "%d")
        // In a formatted string a lone % is not text even when nothing is missing: it must be %%.
        let badge = try entry("discount.badge", "ca")
        #expect(badge.specifierMismatches.map(\.kind) == [.malformed])
        #expect(badge.specifierMismatches.first?.found == "% de")
        #expect(badge.specifierMismatches.first?.position == nil)
        #expect(badge.specifierMismatches.first?.description == "malformed specifier \"% de\" (a percent sign in a formatted text is written %%)")
    }

    @Test("A space between % and its conversion is malformed (Spanish % d)")
    func percentSpaceConversion() throws {
        let days = try entry("profile.days", "es")
        #expect(days.specifierMismatches.map(\.kind) == [.malformed])
        #expect(days.specifierMismatches.first?.found == "% d")
    }

    @Test("A space before the percent sign is prose where the source formats nothing (French 50 % de)",
          arguments: ["battery.level", "sure.prompt", "discount.badge"])
    func frenchPercentIsProse(key: String) throws {
        let french = try entry(key, "fr")
        #expect(french.specifierMismatches.isEmpty)
        #expect(substituteSamples(in: french.text).contains("%"))
    }

    @Test("The source's own \"100% sure\" is prose, not a space-flagged %s")
    func sourcePercentWordIsProse() throws {
        let source = try entry("sure.prompt", "en")
        #expect(formatSpecifiers(in: source.text).isEmpty)
        #expect(substituteSamples(in: source.text) == source.text)
    }

    @Test("An empty translation is its own problem, not a dropped specifier")
    func emptyTranslation() throws {
        let french = try entry("welcome.title", "fr")
        #expect(french.isEmptyTranslation)
        #expect(french.specifierMismatches.isEmpty)
        #expect(try !entry("welcome.title", "en").isEmptyTranslation)
    }

    @Test("Remnant-like text is not a remnant", arguments: [
        ("%1$@ paid US$5", "%1$@ a payé 5$US"),  // no position 5 in the source, and "$US" is no conversion
        ("%@ paid 2$", "%@ a payé 2$"),
        ("%1$@ and %2$@", "%12$@"),                // not a remnant: an (extra) position 12, reported as such
    ])
    func notRemnants(source: String, translation: String) {
        #expect(!specifierMismatches(source: source, translation: translation).contains { $0.kind == .malformed })
    }
}

@Suite("Undefined .stringsdict variables")
struct UndefinedVariableTests {
    @Test("A format that declares %#@cookies@ with no cookies variable says exactly that")
    func undefinedVariable() throws {
        let file = Fixtures.read("StringsDict/UndefinedVariable.stringsdict", locale: "de")
        let issue = try #require(file.issues.first)
        #expect(file.issues.count == 1)
        #expect(issue.message == "\"cookies.count\" declares %#@cookies@, but its dict has no \"cookies\" variable (it defines \"cookie\"); the text is left as written")
        var entry = try #require(file.entries.first)
        #expect(file.entries.count == 1)
        #expect(entry.undefinedVariables == ["cookies"])
        entry.sourceText = "%d cookies"
        let mismatches = entry.specifierMismatches
        #expect(mismatches.map(\.kind) == [.substitutionUndefined])
        #expect(mismatches.first?.description == "the format declares %#@cookies@ but its dict has no \"cookies\" variable")
        // In the source language too, where there is no translation to compare.
        entry.sourceText = entry.text
        #expect(entry.specifierMismatches.map(\.kind) == [.substitutionUndefined])
    }

    @Test("A translation that defines the variable its source lacks is not compared form by form")
    func sourceLacksVariable() {
        let form = CatalogEntry(key: "cookies.count", locale: "de", text: "%d Kekse", sourceText: "%#@cookies@",
                                location: SourceLocation(file: "de.lproj/Localizable.stringsdict", line: 9),
                                variant: EntryVariant(plural: .other, substitution: "cookies"))
        #expect(form.specifierMismatches.isEmpty)
        // Without the variable's name on the form, the difference is still reported.
        var plain = form
        plain.variant = nil
        #expect(!plain.specifierMismatches.isEmpty)
    }
}
