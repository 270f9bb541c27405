import Foundation
import Testing
@testable import FitCheck

/// Locale filters matched through ICU (issue 11, item 1): `--locales zh-Hans` where the files say
/// `zh-CN`, `--locales tl` where the XLIFF says `fil` checked nothing and passed.
@Suite("Locale matching through ICU")
struct LocaleMatchingTests {
    static let paths = [Fixtures.url("Locales/App"), Fixtures.url("Locales/Android")]

    /// The locales a check with `--locales filter` measures.
    func checkedLocales(_ filter: [String], spec: Spec = Spec()) -> [String] {
        let result = runCheck(paths: Self.paths, spec: spec, options: CheckOptions(locales: filter), measurer: Fixtures.measurer)
        return Array(Set(result.entries.map(\.locale))).sorted()
    }

    @Test("A filter covers the other spellings of its locale", arguments: [
        (["zh-Hans"], ["zh-CN"]), (["zh-Hant"], ["zh-TW"]), (["zh"], ["zh-CN", "zh-TW"]),
        (["zh-CN"], ["zh-CN"]), (["tl"], ["fil"]), (["nb"], ["nb", "no"]), (["no"], ["nb", "no"]),
        (["he"], ["iw"]), (["iw"], ["iw"]), (["en-US"], ["en"]), (["ZH_hans"], ["zh-CN"]),
    ])
    func covers(filter: [String], expected: [String]) {
        #expect(checkedLocales(filter) == expected)
    }

    @Test("Covering rules", arguments: [
        ("zh-Hans", "zh-Hans-CN", true), ("zh-Hans", "zh-TW", false), ("zh-Hant", "zh-HK", true),
        ("zh-CN", "zh-Hant-CN", false), ("pt", "pt-BR", true), ("pt-PT", "pt-BR", false), ("en-GB", "en", false),
        ("sr-Latn", "sr", false), ("sh", "sr-Latn-RS", true), ("in", "id", true), ("Base", "base", true), ("und", "en", false),
    ])
    func rules(tag: String, locale: String, covered: Bool) {
        #expect(LocaleFilter.tag(tag, covers: locale) == covered)
    }

    @Test("The spec's locales match the same way, excludes too")
    func specLocales() throws {
        let spec = try Fixtures.spec(#"{"locales": {"include": ["zh-Hans", "tl", "iw"], "exclude": ["he"]}}"#)
        let result = runCheck(paths: Self.paths, spec: spec, measurer: Fixtures.measurer)
        #expect(Set(result.entries.map(\.locale)) == ["zh-CN", "fil"])
        #expect(result.totals.checked + result.totals.skipped == result.totals.entriesRead)
    }

    @Test("fontsByLocale: the most specific entry that covers the locale")
    func fontsByLocale() throws {
        let spec = try Fixtures.spec(#"""
            {"fontsByLocale": {"zh-Hant": "../../../Fonts/Inter/Inter-Bold.otf", "zh": "../../../Fonts/Inter/Inter-Regular.otf"}}
            """#)
        #expect(spec.font(forLocale: "zh-TW").displayName.hasSuffix("Inter-Bold.otf"))
        #expect(spec.font(forLocale: "zh-HK").displayName.hasSuffix("Inter-Bold.otf"))
        #expect(spec.font(forLocale: "zh-CN").displayName.hasSuffix("Inter-Regular.otf"))
        #expect(spec.font(forLocale: "zh-Hant").displayName.hasSuffix("Inter-Bold.otf"))
        #expect(spec.font(forLocale: "ja") == .system)
    }

    @Test("A tag that selects nothing is a note; the filter's selection says so")
    func unmatchedTag() {
        let result = runCheck(paths: Self.paths, spec: Spec(), options: CheckOptions(locales: ["de", "zh-Hans"]), measurer: Fixtures.measurer)
        #expect(result.notes.contains { $0.hasPrefix("--locales: \"de\" matches none of the locales read (en, fil, iw, nb, no, zh-CN, zh-TW)") })
        #expect(result.notes.contains { $0.hasPrefix("--locales: \"zh-Hans\" selects zh-CN (") })
        let selection = LocaleFilter(include: ["xx"]).selection(among: ["en", "zh-CN"])
        #expect(selection.selected.isEmpty)
        #expect(selection.unmatchedIncludes == ["xx"])
    }
}
