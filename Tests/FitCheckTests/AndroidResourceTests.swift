import Foundation
import Testing
@testable import Catalogs
@testable import FitCheck

/// Android resources in the shapes two real apps shipped (issue 11, items 11, 12, 15, 16), in a
/// fixture of our own: `Fixtures/AndroidApp/res` (`values`, `values-fr`).
@Suite("Android resources as real apps ship them")
struct AndroidResourceTests {
    static let res = Fixtures.url("AndroidApp/res")
    static let set = readCatalogs(at: [res])
    static let result = runCheck(paths: [res], spec: Spec(), measurer: Fixtures.measurer)

    func entry(_ key: String, _ locale: String, product: String? = nil) throws -> CatalogEntry {
        let entries = Self.set.files.flatMap(\.entries)
        return try #require(entries.first { $0.key == key && $0.locale == locale && $0.variant?.product == product && !$0.isFallbackToSource })
    }

    func issues(_ key: String) -> [CatalogIssue] { Self.set.issues.filter { $0.key == key } }

    // MARK: item 11, surrogate pairs

    @Test("\\uD83D\\uDC4B, a pair written as two escapes, is the one character, in every locale")
    func surrogatePairIsOneCharacter() throws {
        #expect(try entry("wave_hello", "en").text == "Hello \u{1F44B}")
        #expect(try entry("wave_hello", "fr").text == "Bonjour \u{1F44B}")
        #expect(issues("wave_hello").isEmpty)
        // Measured with the emoji font (the tests' subset), not reported as missing glyphs.
        let measured = try #require(Self.result.entries.first { $0.key == "wave_hello" && $0.locale == "fr" })
        #expect(measured.fontFiles.contains { $0.hasSuffix("NotoColorEmoji-Subset.ttf") })
        #expect(!measured.findings.contains { $0.kind == .missingGlyphs })
    }

    @Test("half a pair is one invalidEntry issue at its line; the rest of the text is kept and measured")
    func loneSurrogateKeepsTheText() throws {
        #expect(try entry("breathe", "en").text == "Breathe in \u{FFFD} and out")
        #expect(try entry("breathe", "fr").text == "Inspirez \u{FFFD} puis expirez")
        let found = issues("breathe")
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.kind == .invalidEntry && $0.message.contains("half of a surrogate pair") })
        #expect(found.map(\.line).sorted() == [4, 6])
        #expect(found.contains { $0.message.contains("\\uD83D") } && found.contains { $0.message.contains("\\uDC4B") })
        // A pair whose second half is broken is one issue too.
        let yoga = issues("yoga")
        #expect(yoga.count == 1 && yoga.first?.kind == .invalidEntry && yoga.first?.line == 20)
        #expect(try entry("yoga", "fr").text == "Yoga \u{FFFD}Z8 du matin")
        // Read, so not an input that was not read: the run does not exit 2 for it.
        #expect(Self.result.totals.inputErrors == 0)
        #expect(Self.result.exitStatus != .inputError)
        #expect(Self.result.entries.contains { $0.key == "breathe" && $0.locale == "fr" })
    }

    // MARK: item 12, non-breaking spaces

    @Test("U+202F and U+00A0 are kept (escaped or written), ordinary white space still collapses")
    func nonBreakingSpacesAreKept() throws {
        #expect(try entry("continue_prompt", "fr").text == "Continuer\u{202F}?")
        #expect(try entry("distance", "fr").text == "Encore 10\u{00A0}km")
        #expect(try entry("welcome", "fr").text == "Bienvenue dans %1$s, Ana Luz\u{00A0}!")
        let measured = try #require(Self.result.entries.first { $0.key == "continue_prompt" && $0.locale == "fr" })
        #expect(measured.measuredText == "Continuer\u{202F}?")
    }

    // MARK: item 15, references and <xliff:g>

    @Test("@string/ values take the text they name: same locale first, then values/, across files")
    func referencesAreResolved() throws {
        let title = try entry("settings_title", "en")
        #expect(title.text == "Settings")
        #expect(title.androidReference == "@string/settings")
        #expect(try entry("settings_title", "fr").text == "Réglages")
        // `about` is only in values/about.xml: the French reference falls back to it.
        #expect(try entry("about_title", "fr").text == "About Stillwater")
        // The source text of a translation is the resolved source.
        #expect(try entry("settings_title", "fr").sourceText == "Settings")
        // An escaped @ is text, not a reference.
        let literal = try entry("literal_at", "en")
        #expect(literal.text == "@string/settings is a reference")
        #expect(literal.androidReference == nil)
        // The report says what was measured.
        #expect(Self.result.notes.contains(EntryChecker.androidReferenceNote))
        let measured = try #require(Self.result.entries.first { $0.key == "settings_title" && $0.locale == "fr" })
        #expect(measured.notes.contains(EntryChecker.androidReferenceNote))
    }

    @Test("a reference to a formatted=\"false\" string is not formatted either")
    func referenceToUnformattedString() throws {
        let reference = try entry("percent_ref", "en")
        #expect(reference.text == "100% sure")
        #expect(reference.specifierSyntax == SpecifierSyntax.none)
        let measured = try #require(Self.result.entries.first { $0.key == "percent_ref" && $0.locale == "en" })
        #expect(measured.measuredText == "100% sure")
        #expect(!measured.findings.contains { $0.kind == .specifierMismatch })
    }

    @Test("a cycle, a name no string has and another package's string are issues; the entry is kept")
    func unresolvableReferencesAreIssues() throws {
        let cycle = issues("loop_first").filter { $0.location.file.hasSuffix("values/strings.xml") }
        #expect(cycle.count == 1)
        #expect(cycle.first?.kind == .invalidEntry && cycle.first?.message.contains("cycle") == true)
        #expect(cycle.first?.line == 14)
        let dangling = issues("dangling").filter { $0.location.file.hasSuffix("values/strings.xml") }
        #expect(dangling.map(\.kind) == [.unreadableValue])
        #expect(dangling.first?.message.contains("@string/not_defined") == true)
        let system = issues("system_ok").filter { $0.location.file.hasSuffix("values/strings.xml") }
        #expect(system.map(\.kind) == [.unreadableValue])
        #expect(try entry("dangling", "en").text == "@string/not_defined")
        #expect(Self.result.entries.contains { $0.key == "dangling" && $0.locale == "en" })
    }

    @Test("a reference to a library module's string resolves when its res folder is read too, in the same locale")
    func referencesAcrossModules() throws {
        // The app's res alone: the name is in no res folder read, a warning, measured as written.
        let alone = issues("sessions_tab")
        #expect(alone.map(\.kind) == [.unreadableValue, .unreadableValue])
        #expect(alone.allSatisfy { $0.message.contains("give TypeFit its res folder") })
        #expect(try entry("sessions_tab", "fr").text == "@string/lib_sessions")
        let both = readCatalogs(at: [Self.res, Fixtures.url("AndroidApp/lib/res")])
        let tabs = both.files.flatMap(\.entries).filter { $0.key == "sessions_tab" }
        #expect(Dictionary(uniqueKeysWithValues: tabs.map { ($0.locale, $0.text) }) == ["en": "Sessions", "fr": "Séances"])
        #expect(!both.issues.contains { $0.key == "sessions_tab" })
    }

    @Test("pseudo keeps @string/ references and <xliff:g> content; escaped @ text is pseudo-localized")
    func pseudoKeepsUntranslatableParts() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-android-pseudo-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: output) }
        try writePseudoLocalization(of: Self.res.appendingPathComponent("values/strings.xml"), mode: .accented, to: output)
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(written.contains("<string name=\"settings_title\">@string/settings</string>"))
        #expect(written.contains("<string name=\"system_ok\">@android:string/ok</string>"))
        #expect(written.contains("<xliff:g id=\"guide\">Ana Luz</xliff:g>"))
        #expect(written.contains("Ŵéļçöɱé ţö <xliff:g"))
        #expect(!written.contains(">@šţŕîñĝ"))
        #expect(written.contains("\\@šţŕîñĝ/šéţţîñĝš îš á ŕéƒéŕéñçé"))
    }

    @Test("check --pseudo and pseudo entries keep <xliff:g> content, also through a reference")
    func pseudoEntriesKeepUntranslatableParts() throws {
        let welcome = try entry("welcome", "en")
        #expect(welcome.untranslatableParts == ["%1$s", "Ana Luz"])
        let again = try entry("welcome_again", "en")
        #expect(again.text == welcome.text && again.untranslatableParts == welcome.untranslatableParts)
        let pseudo = Self.set.pseudoLocalized(mode: .accented)
        #expect(pseudo.first { $0.key == "welcome" }?.text == "Ŵéļçöɱé ţö %1$s, Ana Luz!")
        let result = runCheck(paths: [Self.res], spec: Spec(), options: CheckOptions(pseudo: .doubleLength), measurer: Fixtures.measurer)
        let checked = try #require(result.entries.first { $0.key == "welcome" })
        #expect(checked.text.components(separatedBy: "Ana Luz").count == 2, "the name appears once: \(checked.text)")
        #expect(checked.text.hasPrefix("Welcome to Welcome to %1$s"))
        #expect(pseudoLocalize("Hi <name>, Ana Luz", mode: .accented, keeping: ["Ana Luz", "missing"]) == "Ĥî <name>, Ana Luz")
    }

    // MARK: item 16, product variants

    @Test("product=\"tablet\" and product=\"default\" are variants, not duplicate keys")
    func productsAreVariants() throws {
        #expect(try entry("browse_hint", "en").text == "Swipe to browse")
        #expect(try entry("browse_hint", "en", product: "tablet").text.hasPrefix("Swipe left or right"))
        #expect(!Self.set.issues.contains { $0.kind == .duplicateKey })
        // A product without a default one is what aapt2 refuses.
        let tabletOnly = issues("tablet_only")
        #expect(tabletOnly.count == 2 && tabletOnly.allSatisfy { $0.kind == .invalidEntry && $0.message.contains("no default") })
    }

    @Test("a check measures the default product unless the spec names one", arguments: [nil, "tablet"])
    func checkMeasuresOneProduct(product: String?) throws {
        var spec = Spec()
        spec.androidProduct = product
        let result = product == nil ? Self.result : runCheck(paths: [Self.res], spec: spec, measurer: Fixtures.measurer)
        let hints = result.entries.filter { $0.key == "browse_hint" }
        #expect(hints.map(\.locale).sorted() == ["en", "fr"])
        #expect(hints.allSatisfy { $0.variant?.product == product })
        let english = try #require(hints.first { $0.locale == "en" })
        #expect(english.text == (product == nil ? "Swipe to browse" : "Swipe left or right anywhere on the screen to browse sessions"))
        let skipped = result.skipped.filter { $0.key == "browse_hint" }
        #expect(skipped.count == 2 && skipped.allSatisfy { $0.reason == .otherProduct })
        // With the default product, a resource that only has another is skipped, not dropped.
        let tabletOnly = result.skipped.filter { $0.key == "tablet_only" }
        #expect(tabletOnly.count == (product == nil ? 2 : 0))
        #expect(result.totals.entriesRead == result.totals.checked + result.skipped.count)
    }

    @Test("a group's neighbours are the product checked too", arguments: [nil, "tablet"])
    func groupNeighboursFollowTheProduct(product: String?) {
        var spec = Spec()
        spec.androidProduct = product
        let texts = GroupTexts(set: Self.set, keys: ["browse_hint"], spec: spec, options: CheckOptions())
        #expect(texts.text("browse_hint", locale: "en") == (product == nil ? "Swipe to browse" : "Swipe left or right anywhere on the screen to browse sessions"))
    }

    @Test("the spec's androidProduct", arguments: [
        ("{\"androidProduct\": \"tablet\"}", "tablet"), ("{\"androidProduct\": \"default\"}", nil),
    ])
    func specNamesTheProduct(text: String, product: String?) throws {
        #expect(try Fixtures.spec(text).androidProduct == product)
    }

    @Test func specRefusesABadProduct() {
        #expect(throws: SpecError.self) { try Fixtures.spec("{\n  \"androidProduct\": \"tab let\"\n}") }
    }
}

/// The fonts of a run in every report format (issue 11, item 10), with a font fontconfig found
/// standing in for the machine's emoji font (tests never use fontconfig).
@Suite("Fonts in every report")
struct FontReportTests {
    static let result: CheckResult = {
        var result = AndroidResourceTests.result
        let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
        let dependent = FontUse.Dependent(key: "wave_hello", locale: "fr", variant: nil,
                                          location: SourceLocation(file: "res/values-fr/strings.xml", line: 3))
        result.fonts.append(FontUse(file: emoji, source: .fontconfig, entries: 1, dependents: [dependent]))
        return result
    }()

    @Test("JSON decodes into JSONReportDocument with the dependents of the fontconfig font")
    func json() throws {
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(writeReport(Self.result, format: .json).utf8))
        let fonts = try #require(document.fontsUsed)
        #expect(fonts.count == Self.result.fonts.count)
        let emoji = try #require(fonts.last)
        #expect(emoji.source == "fontconfig" && emoji.dependents?.map(\.key) == ["wave_hello"])
        #expect(fonts.dropLast().allSatisfy { $0.source == "bundled" && $0.dependents == nil })
    }

    @Test("text, Markdown, HTML, JUnit and SARIF name every font file; GitHub the fontconfig one", arguments: [ReportFormat.text, .markdown, .html, .junit, .sarif, .github])
    func everyFormat(format: ReportFormat) {
        let report = writeReport(Self.result, format: format)
        for font in Self.result.fonts where format != .github || font.source == .fontconfig {
            #expect(report.contains(font.file), "\(format) lacks \(font.file)")
        }
        let label = format == .markdown ? "wave\\_hello \\[fr\\]" : "wave_hello [fr]"
        if format != .junit && format != .sarif { #expect(report.contains(label)) }
    }
}
