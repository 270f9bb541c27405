import Foundation
import Testing
import Catalogs
import TextStyles
@testable import FitCheck

/// Findings about translations' format specifiers, on fixtures shaped like the real apps'
/// cases of issue 11 (items 2-4, 6, 13, 14).
@Suite("Specifier findings")
struct SpecifierFindingTests {
    static let spec: Spec = { do { return try Fixtures.spec(#"{"defaultSlot": {"width": 2000, "lines": 0}}"#) } catch { fatalError("\(error)") } }()

    static func check(_ path: String) -> CheckResult {
        runCheck(paths: [Fixtures.url(path)], spec: spec, options: CheckOptions(categories: [.large], rendersPictures: false),
                 measurer: Fixtures.measurer)
    }

    static let catalog = check("Specifiers/Specifiers.xcstrings")
    static let android = check("AndroidPlurals/res")

    func entry(_ result: CheckResult, _ key: String, _ locale: String, _ plural: PluralCategory? = nil) throws -> EntryResult {
        try #require(result.entries.first { $0.key == key && $0.locale == locale && $0.variant?.plural == plural })
    }

    func kinds(_ entry: EntryResult) -> [FindingKind] { entry.findings.map(\.kind) }

    @Test("Malayalam %iാം: no mismatch, the %i measured as its sample, no missing glyph")
    func malayalamSpecifierBeforeVowelSign() throws {
        let ml = try entry(Self.catalog, "leaderboard.rank", "ml")
        #expect(ml.findings.isEmpty)
        #expect(ml.measuredText == "നിങ്ങൾ 888ാം സ്ഥാനത്താണ്")
    }

    @Test("Albanian 2$@ is a malformed specifier; the message shows the source next to the translation")
    func albanianRemnant() throws {
        let sq = try entry(Self.catalog, "share.invite", "sq")
        let finding = try #require(sq.findings.first { $0.kind == .specifierMismatch })
        #expect(finding.message.contains("malformed specifier \"2$@\" where the source has %2$@ (argument 2)"))
        #expect(finding.message.contains("source \u{201C}%1$@ invited %2$@. %2$@ can edit.\u{201D}"))
        #expect(finding.message.contains("translation \u{201C}%1$@ ftoi %2$@. 2$@ mund të redaktojë.\u{201D}"))
        #expect(finding.sourceText == "%1$@ invited %2$@. %2$@ can edit.")
    }

    @Test("An empty translation is an empty-translation error, not a dropped %@")
    func emptyTranslation() throws {
        let fr = try entry(Self.catalog, "welcome.title", "fr")
        #expect(kinds(fr) == [.emptyTranslation])
        let finding = try #require(fr.findings.first)
        #expect(finding.severity == .error)
        #expect(finding.sourceText == "Welcome, %@")
        #expect(!finding.message.contains("drops"))
        #expect(Self.catalog.totals.findingsByKind[.emptyTranslation] == 1)
        #expect(Self.catalog.exitStatus == .failing)
    }

    @Test("A plural form that adds its count where CLDR's form holds 1, 21, 31... is right", arguments: ["ru", "uk", "lv"])
    func oneFormAddsCount(locale: String) throws {
        let one = try entry(Self.android, "minutes_ago", locale, .one)
        #expect(!kinds(one).contains(.specifierMismatch))
    }

    @Test("Forms for exactly 0, 1 or 2 may drop a count passed as %s or %d", arguments: [
        ("minutes_ago", "ar", PluralCategory.zero), ("minutes_ago", "ar", .two), ("photos_selected", "ar", .zero),
        ("photos_selected", "ar", .one), ("photos_selected", "ar", .two), ("songs", "de", .one),
    ])
    func exactFormsMayDropCount(key: String, locale: String, plural: PluralCategory) throws {
        #expect(!kinds(try entry(Self.android, key, locale, plural)).contains(.specifierMismatch))
    }

    @Test("A Russian one form that drops the count is wrong: it is shown for 21 too")
    func russianOneDropsCount() throws {
        let one = try entry(Self.android, "photos_selected", "ru", .one)
        let finding = try #require(one.findings.first { $0.kind == .specifierMismatch })
        #expect(finding.message.contains("translation drops %1$s (argument 1) (the one form is shown for 1, 21, 31... in ru)"))
    }

    @Test("Real findings stay: the Arabic percent sign ٪1$s and % s")
    func realPluralFindingsStay() throws {
        let arabic = try #require(try entry(Self.android, "photos_selected", "ar", .few).findings.first { $0.kind == .specifierMismatch })
        #expect(arabic.message.contains("malformed specifier \"٪1$s\""))
        let french = try #require(try entry(Self.android, "photos_selected", "fr", .one).findings.first { $0.kind == .specifierMismatch })
        #expect(french.message.contains("malformed specifier \"% s\""))
        #expect(Self.android.totals.findingsByKind[.specifierMismatch] == 3)
    }

    @Test("Java specifiers are specifiers: dates, %n, %,d and %b are replaced by samples, with no mismatch")
    func javaSpecifiers() throws {
        let alarm = try entry(Self.android, "alarm_time", "de")
        #expect(alarm.findings.isEmpty)
        #expect(alarm.measuredText == "Wecker um 18:58 Uhr")
        let summary = try entry(Self.android, "summary", "de")
        #expect(summary.findings.isEmpty)
        #expect(summary.measuredText == "Maximilian Hoffmann\n888 Schritte, Ziel erreicht: false")
    }

    @Test("formatted=\"false\" strings have no specifiers: %d and 100% are text")
    func unformattedStrings() throws {
        let source = try entry(Self.android, "help_format", "en")
        #expect(source.measuredText == source.text)
        #expect(try entry(Self.android, "help_format", "de").findings.isEmpty)
    }

    @Test("Every report format shows a mismatch's source text next to its translation", arguments: ReportFormat.allCases)
    func sourceTextInEveryFormat(format: ReportFormat) throws {
        let output = writeReport(Self.catalog, format: format)
        // GitHub commands escape %; HTML's data escapes nothing in these texts but < > &.
        let escape = { (text: String) in format == .github ? text.replacingOccurrences(of: "%", with: "%25") : text }
        #expect(output.contains(escape("%1$@ invited %2$@. %2$@ can edit.")))
        #expect(output.contains(escape("%1$@ ftoi %2$@. 2$@ mund të redaktojë.")))
        #expect(output.contains(escape("Welcome, %@")))
        #expect(output.contains("empty-translation") || format == .github || format == .junit)
    }

    @Test("A .stringsdict format with no variable for its %#@cookies@ is one finding that says so")
    func undefinedVariable() throws {
        let stringsdict = """
            <plist version="1.0"><dict><key>cookies.count</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@cookies@</string>
            <key>cookie</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d Kekse</string></dict>
            </dict></dict></plist>
            """
        var file = readCatalog(text: stringsdict, path: "de.lproj/Localizable.stringsdict", format: .stringsdict, locale: "de")
        file.entries[0].sourceText = "%d cookies"
        let result = runCheck(catalogs: CatalogSet(files: [file]), spec: Self.spec,
                              options: CheckOptions(categories: [.large]), measurer: Fixtures.measurer)
        let entry = try #require(result.entries.first)
        #expect(entry.findings.map(\.kind) == [.specifierMismatch])
        #expect(entry.findings.first?.message
            == "the format declares %#@cookies@ but its dict has no \"cookies\" variable; source \u{201C}%d cookies\u{201D}, translation \u{201C}%#@cookies@\u{201D}")
    }
}
