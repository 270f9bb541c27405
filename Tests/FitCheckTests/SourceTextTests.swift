import Catalogs
import Foundation
import Testing
@testable import FitCheck

/// Where the source text comes from (issue 11, items 7-9): XLIFF templates and the source texts
/// of XLIFF translations, `Base.lproj`, and `.stringsdict` tables a language lacks.
@Suite("Source text")
struct SourceTextTests {
    static let export = Fixtures.url("XLIFFExport")

    @Test("An XLIFF template is the source language, not a locale whose every unit lacks a target")
    func templateIsTheSource() throws {
        let set = readCatalogs(at: [Self.export.appendingPathComponent("WithTemplate/en.xliff")])
        let file = try #require(set.files.first)
        #expect(file.entries.map(\.locale) == ["en", "en", "en"])
        #expect(file.entries.allSatisfy { !$0.isFallbackToSource && $0.text == $0.sourceText })
        #expect(set.issues.isEmpty, "\(set.issues.map(\.message))")
    }

    @Test("The source text of XLIFF translations is measured once, in the source language", arguments: ["TranslationsOnly", "WithTemplate"])
    func sourceMeasuredOnce(folder: String) throws {
        let result = runCheck(paths: [Self.export.appendingPathComponent(folder)], spec: Spec(), measurer: Fixtures.measurer)
        let english = result.entries.filter { $0.locale == "en" }.map(\.key).sorted()
        // Two translated units in two files, and (with the template) the brand name: each English text once.
        #expect(english == (folder == "WithTemplate" ? ["brand", "sync.status", "welcome.title"] : ["sync.status", "welcome.title"]))
        #expect(result.entries.contains { $0.locale == "en" && $0.key == "sync.status" && $0.location.file.hasSuffix(folder == "WithTemplate" ? "en.xliff" : "de.xliff") })
        // fr lacks one target: one missing translation, skipped as shown in English (checked once above).
        #expect(result.totals.skippedByReason == [.fallbackToSource: 1])
        #expect(result.catalogFindings.filter { $0.catalogIssueKind == .missingTranslation }.count == 1)
        #expect(result.totals.checked + result.totals.skipped == result.totals.entriesRead)
        #expect(SkipReason.fallbackToSource.explanation == "missing translation: the app shows the source text, checked once as the source language's entry")
    }
}

extension SourceTextTests {
    static let tables = Fixtures.url("DevelopmentTables")
    static let tablesSet = readCatalogs(at: [tables])

    @Test("Base.lproj is read as the development language; keys it disagrees on with en.lproj are said")
    func baseFolder() throws {
        let base = try #require(Self.tablesSet.files.first { $0.path.hasSuffix("Base.lproj/Localizable.strings") })
        #expect(base.entries.allSatisfy { $0.locale == "en" && $0.sourceText == $0.text })
        #expect(base.issues.map(\.kind) == [.staleTranslation, .staleTranslation])
        let stale = try #require(base.issues.first { $0.key == "old.settings" })
        #expect(stale.location.line == 4)
        #expect(stale.message.contains("\"old.settings\" is in Base.lproj/Localizable.strings but not in en.lproj/Localizable.strings"))
        #expect(base.issues.contains { $0.key == nil && $0.message.contains("lacks 1 key that en.lproj/Localizable.strings has (\"settings.title\")") })
        // Base.lproj is not a locale of its own, and no translation is reported missing against it.
        #expect(!Self.tablesSet.locales.contains { $0.lowercased() == "base" })
    }

    @Test("A language with Localizable.strings but no Localizable.stringsdict misses the plural keys")
    func missingStringsDict() throws {
        let french = try #require(Self.tablesSet.files.first { $0.path.hasSuffix("fr.lproj/Localizable.strings") })
        let plural = french.entries.filter { $0.key == "%d photos" }
        #expect(plural.count == 2, "one fallback per plural form of the source")
        #expect(plural.allSatisfy { $0.locale == "fr" && $0.isFallbackToSource && $0.state == .new })
        #expect(Set(plural.map(\.text)) == ["%d photo", "%d photos"])
        let issues = french.issues.filter { $0.kind == .missingTranslation }
        #expect(issues.map(\.key) == ["%d photos"])
        #expect(issues.first?.message == "\"%d photos\" has no fr translation: fr.lproj has no Localizable.stringsdict; the app shows the en text")
        // nl translates the key in its .strings table: the app shows that, nothing is missing.
        let dutch = try #require(Self.tablesSet.files.first { $0.path.hasSuffix("nl.lproj/Localizable.strings") })
        #expect(!dutch.entries.contains { $0.isFallbackToSource })
        #expect(dutch.issues.isEmpty)
        // it has only InfoPlist.strings: it has not taken up the Localizable table at all.
        #expect(!Self.tablesSet.entries.contains { $0.locale == "it" && $0.isFallbackToSource })
        // de has its own .stringsdict: nothing added.
        #expect(!Self.tablesSet.files.contains { $0.path.contains("de.lproj") && $0.entries.contains(where: \.isFallbackToSource) })
    }

    @Test("The check counts them: skipped as missing, every entry accounted for")
    func checkTotals() {
        let result = runCheck(paths: [Self.tables], spec: Spec(), measurer: Fixtures.measurer)
        #expect(result.totals.skippedByReason == [.fallbackToSource: 2])
        #expect(result.totals.checked + result.totals.skipped == result.totals.entriesRead)
        #expect(result.catalogFindings.map { $0.catalogIssueKind } == [.staleTranslation, .staleTranslation, .missingTranslation])
    }
}

extension SourceTextTests {
    @Test("A plural key the development .strings also has is reported missing once, with its plural forms")
    func pluralKeyAlsoInStrings() throws {
        let set = readCatalogs(at: [Fixtures.url("PluralAlsoInStrings")])
        let portuguese = try #require(set.files.first { $0.path.hasSuffix("pt-BR.lproj/Localizable.strings") })
        let plural = portuguese.entries.filter { $0.key == "%d photos" }
        #expect(plural.count == 2 && plural.allSatisfy { $0.isFallbackToSource && $0.variant?.plural != nil })
        #expect(portuguese.issues.filter { $0.key == "%d photos" }.count == 1)
    }
}

extension SourceTextTests {
    @Test("An XLIFF 2 file whose trgLang is its srcLang is the source too")
    func xliff2Template() throws {
        let set = readCatalogs(at: [Self.export.appendingPathComponent("Version2/en.xlf")])
        #expect(set.entries.map(\.locale) == ["en_US"])
        #expect(set.issues.isEmpty)
    }
}
