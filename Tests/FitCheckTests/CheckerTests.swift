import Foundation
import Testing
import Catalogs
import TextMeasure
import TextStyles
@testable import FitCheck

@Suite("Checker")
struct CheckerTests {
    let result = Fixtures.appResult

    func entry(_ key: String, _ locale: String) throws -> EntryResult {
        try #require(result.entries.first { $0.key == key && $0.locale == locale })
    }

    @Test("a German headline truncates from Medium; the user sees the cut text")
    func germanTruncation() throws {
        let de = try entry("settings.title", "de")
        #expect(de.firstFailingCategory == .medium)
        let finding = try #require(de.findings.first { $0.kind == .truncated })
        #expect(finding.firstCategory == .medium)
        #expect(finding.categories == Array(ContentSizeCategory.allCases[2...]))
        #expect(finding.visibleText == "Einstellungen für Barrierefreih…")
        #expect(finding.severity == .error)
        #expect(finding.location.line == 7)
        #expect(finding.location.file.hasSuffix("App/Localizable.xcstrings"))
        // 23 pt: the calibration widens Semibold Latin by 1.0279 (Inter Display is narrower than SF there).
        #expect(de.outcomes.first { $0.category == .xxxLarge }?.visibleText == "Einstellungen für Bar…")
        #expect(de.outcomes.first { $0.category == .medium }?.pointSize == 16)
        // The English source fits until the accessibility sizes, where it only warns.
        let en = try entry("settings.title", "en")
        #expect(en.firstFailingCategory == .ax1)
        #expect(en.findings.map(\.severity) == [.warning])
    }

    @Test("Finnish body text needs three lines where two are allowed, from Medium")
    func wrappedBeyond() throws {
        let fi = try entry("onboarding.body", "fi")
        let finding = try #require(fi.findings.first)
        #expect(fi.findings.count == 1)
        #expect(finding.kind == .wrappedBeyond)
        #expect(finding.firstCategory == .medium)
        #expect(finding.neededLines == 3)
        #expect(finding.allowedLines == 2)
        #expect(finding.message.contains("needs 3"))
        #expect(try entry("onboarding.body", "en").firstFailingCategory == .xxxLarge)
    }

    @Test("a button with a minimum scale factor shrinks, then truncates at AX1")
    func shrink() throws {
        let de = try entry("button.continue", "de")
        let shrunk = try #require(de.findings.first { $0.kind == .shrunk })
        #expect(shrunk.firstCategory == .xSmall)
        #expect(shrunk.categories == [.xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge])
        let scale = try #require(shrunk.shrinkScale)
        #expect(scale > 0.9 && scale < 1)
        #expect(shrunk.severity == .warning)  // shrinking never fails the run
        #expect(shrunk.message.hasPrefix("shrunk to 0.96 at xSmall"))
        let truncated = try #require(de.findings.first { $0.kind == .truncated })
        #expect(truncated.firstCategory == .ax1)
        #expect(truncated.severity == .warning)
        #expect(de.findings.map(\.kind) == [.shrunk, .truncated])
    }

    @Test("Hangul has no glyph in the repository's fonts: a missing-glyphs finding")
    func missingGlyphs() throws {
        let ko = try entry("greeting", "ko")
        #expect(ko.findings.count == 1)
        let finding = try #require(ko.findings.first)
        #expect(finding.kind == .missingGlyphs)
        #expect(finding.missingCharacters == Array("안녕하세요".unicodeScalars))
        #expect(finding.categories == ContentSizeCategory.allCases)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("U+C548"))
    }

    @Test("a translation with %@ for %d is a specifier mismatch; samples replace specifiers")
    func specifierMismatch() throws {
        let de = try entry("inbox.count", "de")
        let mismatch = try #require(de.findings.first { $0.kind == .specifierMismatch })
        #expect(mismatch.severity == .error)
        #expect(mismatch.categories.isEmpty)
        #expect(de.measuredText == "Maximilian Hoffmann neue Nachrichten")
        #expect(try entry("inbox.count", "en").measuredText == "888 new messages")
        #expect(try entry("inbox.count", "en").findings.allSatisfy { $0.kind != .specifierMismatch })
    }

    @Test("placeholder samples from the spec, global and per key, are measured")
    func placeholders() throws {
        var spec = Fixtures.appSpec
        spec.placeholders = try PlaceholderSamples(overrides: ["%@": "Al"])
        spec.placeholders.byKey["inbox.count"] = try PlaceholderSamples(overrides: ["integer": "3"])
        let result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings")], spec: spec,
                              options: CheckOptions(rendersPictures: false), measurer: Fixtures.measurer)
        let de = try #require(result.entries.first { $0.key == "inbox.count" && $0.locale == "de" })
        let en = try #require(result.entries.first { $0.key == "inbox.count" && $0.locale == "en" })
        #expect(de.measuredText == "Al neue Nachrichten")
        #expect(en.measuredText == "3 new messages")
    }

    @Test("the totals add up and every entry read is accounted for")
    func totals() {
        let t = result.totals
        #expect(t.addsUp)
        #expect(t.entriesRead == 29)
        #expect(t.checked == 14)
        #expect(t.skippedByReason == [.fallbackToSource: 15])
        #expect(t.fitting == result.entries.filter { $0.findings.isEmpty }.count)
        #expect(t.findings == result.findings.count)
        #expect(t.findingsByKind[.catalogIssue] == 15)
        #expect(t.findingsByKind[.truncated] == 6)
        #expect(t.findingsByKind[.wrappedBeyond] == 2)
        #expect(t.findingsByKind[.shrunk] == 2)
        #expect(t.findingsByKind[.missingGlyphs] == 1)
        #expect(t.findingsByKind[.specifierMismatch] == 1)
        #expect(t.findingsBySeverity.values.reduce(0, +) == t.findings)
        #expect(t.measurements == 14 * 12)
        #expect(t.inputErrors == 0)
        #expect(result.exitStatus == .failing)
        #expect(result.skipped.count == t.skipped)
    }

    @Test("a key not to translate is still checked in its source language")
    func notTranslated() throws {
        let brand = try entry("brand.name", "en")
        #expect(brand.findings.isEmpty)
        #expect(!result.entries.contains { $0.key == "brand.name" && $0.locale != "en" })
    }

    @Test("locale filters, --locales and onlySpecified skip entries with a reason")
    func skipping() {
        var spec = Fixtures.appSpec
        spec.onlySpecified = true
        spec.locales.exclude = ["fi"]
        let result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings")], spec: spec,
                              options: CheckOptions(locales: ["de", "fi", "ko"], rendersPictures: false), measurer: Fixtures.measurer)
        let t = result.totals
        #expect(t.addsUp)
        #expect(Set(result.entries.map(\.locale)) == ["de"])
        #expect(Set(result.entries.map(\.key)) == ["settings.title", "button.continue"])
        #expect(t.skippedByReason[.noSlot] == 3)  // de: inbox.count, profile.edit; ko: greeting
        #expect(t.skippedByReason[.localeExcluded] == 8 + 7)  // en (not listed), fi (excluded), fallbacks included
        #expect(t.skippedByReason[.fallbackToSource] == 3 + 6)  // de and ko
        #expect(result.skipped.contains { $0.key == "inbox.count" && $0.locale == "de" && $0.reason == .noSlot })
    }

    @Test("keys --infer found never drawn are skipped where they would take the default slot")
    func neverDrawn() {
        var spec = Fixtures.appSpec
        // `inbox.*` takes the default slot; `settings.title` has a rule of the spec, which wins.
        spec.neverDrawn = [KeyPattern("inbox.*"), KeyPattern("settings.title")]
        let result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings")], spec: spec,
                              options: CheckOptions(locales: ["de"], rendersPictures: false), measurer: Fixtures.measurer)
        let t = result.totals
        #expect(t.addsUp)
        #expect(t.skippedByReason[.neverDrawn] == 1)  // de: inbox.count
        #expect(result.skipped.contains { $0.key == "inbox.count" && $0.reason == .neverDrawn })
        #expect(!result.entries.contains { $0.key == "inbox.count" })
        #expect(result.entries.contains { $0.key == "settings.title" && $0.locale == "de" })
        #expect(SkipReason.neverDrawn.explanation.hasPrefix("accessibility text, never drawn"))
    }

    @Test("a slot without width and an entry without XLIFF maxwidth is an error finding")
    func noWidth() throws {
        let spec = try Spec.parse(#"{"defaultSlot": {"width": null}, "categories": "Large"}"#, path: "s.json")
        let result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings")], spec: spec,
                              options: CheckOptions(rendersPictures: false), measurer: Fixtures.measurer)
        #expect(result.entries.allSatisfy { $0.findings.map(\.kind) == [.error] || $0.findings.contains { $0.kind == .error } })
        #expect(result.entries.first?.findings.first?.message.contains("no slot width") == true)
        #expect(result.exitStatus == .failing)
        #expect(result.totals.addsUp)
    }

    @Test("a font that cannot be loaded makes error findings that say why")
    func unloadableFont() throws {
        let notAFont = Fixtures.url("App/spec.json").path
        var spec = Fixtures.appSpec
        spec.font = .custom(FontDescriptor(path: notAFont), trackingEm: nil)
        spec.categories = [.large]
        let result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings")], spec: spec,
                              options: CheckOptions(rendersPictures: false), measurer: Fixtures.measurer)
        let finding = try #require(result.entries.first?.findings.first { $0.kind == .error })
        #expect(finding.message.contains("spec.json"))
        #expect(finding.severity == .error)
        #expect(result.totals.addsUp)
    }

    @Test("a malformed catalog is a finding with its line; the rest is still checked; exit 2")
    func malformedCatalog() throws {
        let result = runCheck(paths: [Fixtures.url("Broken/Broken.xcstrings"), Fixtures.url("App/Localizable.xcstrings")],
                              spec: Fixtures.appSpec, options: CheckOptions(rendersPictures: false), measurer: Fixtures.measurer)
        let broken = try #require(result.catalogFindings.first { $0.location.file.hasSuffix("Broken.xcstrings") })
        #expect(broken.catalogIssueKind == .malformed)
        #expect(broken.severity == .error)
        #expect(broken.location.line == 9)
        #expect(result.totals.inputErrors == 1)
        #expect(result.totals.checked == 14)
        #expect(result.exitStatus == .inputError)
        #expect(result.totals.addsUp)
    }

    @Test("a missing path is an input error")
    func missingPath() {
        let result = runCheck(paths: [Fixtures.url("does-not-exist")], spec: Spec(), options: CheckOptions(), measurer: Fixtures.measurer)
        #expect(result.totals.inputErrors == 1)
        #expect(result.exitStatus == .inputError)
        #expect(result.totals.entriesRead == 0)
    }

    @Test("--pseudo checks pseudo-localized source texts only")
    func pseudo() throws {
        let result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings")], spec: Fixtures.appSpec,
                              options: CheckOptions(pseudo: .doubleLength, rendersPictures: false), measurer: Fixtures.measurer)
        #expect(Set(result.entries.map(\.locale)) == ["en-XA"])
        #expect(result.entries.count == 8)
        let edit = try #require(result.entries.first { $0.key == "profile.edit" })
        #expect(edit.text == pseudoLocalize("Edit", mode: .doubleLength))
        #expect(result.totals.skippedByReason[.notSourceLanguage] == 21)
        #expect(result.totals.addsUp)
    }

    @Test("parallel and serial checks give the same reports, run after run")
    func deterministic() {
        let paths = [Fixtures.url("App/Localizable.xcstrings"), Fixtures.url("Broken/Broken.xcstrings")]
        var outputs: Set<String> = []
        for concurrency in [1, 4, 8, 3] {
            let result = runCheck(paths: paths, spec: Fixtures.appSpec, options: CheckOptions(rendersPictures: true, concurrency: concurrency),
                                  measurer: Fixtures.measurer)
            outputs.insert(ReportFormat.allCases.map { writeReport(result, format: $0) }.joined(separator: "\u{0}"))
        }
        #expect(outputs.count == 1)
    }

    @Test("entries are sorted by key, locale and variant")
    func order() {
        let keys = result.entries.map { "\($0.key)\u{0}\($0.locale)" }
        #expect(keys == keys.sorted())
    }

    @Test("a custom font scales with UIFontMetrics from the style's Large size")
    func customFontSizing() throws {
        let font = FontChoice.custom(FontDescriptor(path: Fixtures.fontsDirectory.appendingPathComponent("Inter/Inter-Regular.otf").path), trackingEm: nil)
        let body = SlotSpec(style: TextStyle(name: "Body"), width: 100)
        let large = try SlotSizing.make(slot: body, category: .large, font: font, platform: .ios, displayScale: 3)
        let ax5 = try SlotSizing.make(slot: body, category: .ax5, font: font, platform: .ios, displayScale: 3)
        #expect(large.pointSize == 17)
        #expect(ax5.pointSize == 48)  // UIFontMetrics: body 17 -> 48 at AX5
        var fixed = body
        fixed.size = 20
        fixed.scalesWithStyle = false
        #expect(try SlotSizing.make(slot: fixed, category: .ax5, font: font, platform: .ios, displayScale: 3).pointSize == 20)
        var capped = body
        capped.maximumPointSize = 30
        #expect(try SlotSizing.make(slot: capped, category: .ax5, font: .system, platform: .ios, displayScale: 3).pointSize == 30)
        var emphasized = body
        emphasized.emphasized = true
        guard case .system(let weight, let platform) = try SlotSizing.make(slot: emphasized, category: .large, font: .system, platform: .ios, displayScale: 3).profile else {
            Issue.record("expected the system profile")
            return
        }
        #expect(weight == .semibold && platform == .ios)
        // The spec's platform reaches the profile, so watchOS text is tracked as SF Compact.
        let watch = try SlotSizing.make(slot: body, category: .large, font: .system, platform: .watchos, displayScale: 2).profile
        #expect(watch == .system(weight: .regular, platform: .watchos))
        let hig = SlotSpec(style: TextStyle(name: "Body"), width: 100, lineHeight: .hig)
        #expect(try SlotSizing.make(slot: hig, category: .large, font: .system, platform: .ios, displayScale: 3).lineHeight == .fixed(22))
    }
}

@Suite("Slot width from XLIFF and fonts by locale")
struct XLIFFWidthTests {
    @Test("a slot without width takes the XLIFF maxwidth; without either, an error finding")
    func maxWidth() throws {
        let spec = try Spec.parse(#"{"defaultSlot": {"width": null}, "categories": "Large"}"#, path: "s.json")
        let result = runCheck(paths: [Fixtures.url("XLIFF/fi.xliff")], spec: spec,
                              options: CheckOptions(locales: ["fi"], rendersPictures: false), measurer: Fixtures.measurer)
        let save = try #require(result.entries.first { $0.key == "toolbar.save" })
        #expect(save.findings.map(\.kind) == [.truncated])
        #expect(save.findings.first?.visibleText?.hasSuffix("…") == true)
        #expect(save.location.line == 5)
        let undo = try #require(result.entries.first { $0.key == "toolbar.undo" })
        #expect(undo.findings.map(\.kind) == [.error])
        #expect(result.totals.addsUp)
    }

    @Test("fontsByLocale measures a locale with its own font")
    func fontByLocale() throws {
        let inter = Fixtures.fontsDirectory.appendingPathComponent("Inter/Inter-Bold.otf").path
        let spec = try Spec.parse(#"{"fontsByLocale": {"de": {"path": "\#(inter)"}}, "categories": "Large"}"#, path: "s.json")
        let result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings")], spec: spec,
                              options: CheckOptions(rendersPictures: false), measurer: Fixtures.measurer)
        #expect(result.entries.filter { $0.locale == "de" }.allSatisfy { $0.font.hasSuffix("Inter-Bold.otf") })
        #expect(result.entries.filter { $0.locale == "en" }.allSatisfy { $0.font == "system" })
    }
}

@Suite("Plural variants")
struct PluralVariantTests {
    static let result = runCheck(paths: [Fixtures.url("Plural/Plural.xcstrings")],
                                 spec: Spec(defaultSlot: SlotSpec(width: 150), severity: .standard),
                                 options: CheckOptions(rendersPictures: false), measurer: Fixtures.measurer)

    @Test("each plural form is checked on its own, in key, locale, variant order")
    func variants() throws {
        let entries = Self.result.entries
        #expect(entries.map { "\($0.locale) \($0.variantDescription)" } == ["de plural=one", "de plural=other", "en plural=one", "en plural=other"])
        let one = entries[0]
        #expect(one.measuredText == "888 Datei wurde erfolgreich heruntergeladen")
        #expect(one.findings.first?.kind == .truncated)
        #expect(one.findings.first?.variant == "plural=one")
        #expect(entries[1].firstFailingCategory == .ax2)
        #expect(entries[1].findings.map(\.severity) == [.warning])
    }

    @Test("JUnit has one test case per key and locale, failing when any variant fails")
    func junit() {
        let xml = XMLCollector.parse(writeReport(Self.result, format: .junit))
        #expect(xml.error == nil)
        #expect(xml.all("testcase").count == 2)
        #expect(xml.all("failure").count == 1)
    }
}

@Suite("Notes and font files")
struct NotesTests {
    @Test("every entry names the font files that measured it")
    func fontFiles() throws {
        let entry = try #require(Fixtures.appResult.entries.first { $0.key == "settings.title" && $0.locale == "de" })
        #expect(entry.fontFiles.contains { $0.hasSuffix("Inter-SemiBold.otf") })  // Headline is semibold
        #expect(entry.fontFiles.contains { $0.hasSuffix("InterDisplay-SemiBold.otf") })  // 20 pt and up
    }

    @Test("the built-in default slot is reported as a guess; a spec's own is not")
    func builtInSlotNote() throws {
        let withoutSpec = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings")], spec: Spec(categories: [.large]),
                                   options: CheckOptions(), measurer: Fixtures.measurer)
        #expect(withoutSpec.notes.contains { $0.contains("built-in default slot") })
        #expect(writeReport(withoutSpec, format: .text).contains("note: keys without a slot"))
        #expect(!Fixtures.appResult.notes.contains { $0.contains("built-in default slot") })
    }

    @Test("approximations of the measuring layer reach the report")
    func measurementNotes() throws {
        let entry = try #require(ComponentTests.check(SlotSpec(component: .button, width: 200)))
        #expect(entry.notes.contains { $0.contains("a system button's title is 6 pt from its top and bottom (Med") })
    }
}
