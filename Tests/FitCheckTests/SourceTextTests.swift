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
