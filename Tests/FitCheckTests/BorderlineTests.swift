import Catalogs
import Foundation
import Testing
import TextMeasure
import TextStyles
@testable import FitCheck

/// Borderline outcomes: a margin inside the stand-in's error band. Slots are sized from the
/// text's own width, so each entry sits a known distance from its threshold.
@Suite("Borderline outcomes")
struct BorderlineTests {
    /// "Einstellungen" at Body Large (17 pt), one line: its width in the stand-in.
    static let width: Double = {
        do {
            let m = try Fixtures.measurer.measure("Einstellungen", profile: .system(weight: .regular), pointSize: 17, language: "de", slot: .label(width: 1000))
            return m.lines[0].width
        } catch { fatalError("\(error)") }
    }()

    /// Keys and their slot widths as a share of the text's width.
    static let slots: [(key: String, share: Double)] = [
        ("near.cut", 0.99), ("near.fit", 1.01), ("far.cut", 0.8), ("p99.cut", 0.97),
    ]

    static func catalogs(text: String = "Einstellungen", locale: String = "de") -> CatalogSet {
        let entries = slots.enumerated().map { index, slot in
            CatalogEntry(key: slot.key, locale: locale, text: text, location: SourceLocation(file: "App/de.lproj/Localizable.strings", line: index + 1))
        }
        return CatalogSet(files: [CatalogFile(path: "App/de.lproj/Localizable.strings", format: .strings, entries: entries)])
    }

    static func spec(_ extra: String = "") throws -> Spec {
        let rules = slots.map { "{ \"match\": \"\($0.key)\", \"width\": \(width * $0.share) }" }.joined(separator: ",\n")
        return try Fixtures.spec("""
            { "categories": ["Large"], \(extra)
              "defaultSlot": { "component": "label", "style": "body", "width": 300, "lines": 1 },
              "slots": [\(rules)] }
            """)
    }

    static func check(_ spec: Spec, options: CheckOptions = CheckOptions(concurrency: 1), catalogs: CatalogSet = catalogs(),
                      measurer: TextMeasurer = Fixtures.measurer) -> CheckResult {
        runCheck(catalogs: catalogs, spec: spec, options: options, measurer: measurer)
    }

    func outcome(_ result: CheckResult, _ key: String) throws -> CategoryOutcome {
        try #require(result.entries.first { $0.key == key }?.outcomes.first)
    }

    @Test("a failure and a fit within the band are borderline; a failure far from it is not")
    func marksBorderline() throws {
        let result = Self.check(try Self.spec())
        let nearCut = try outcome(result, "near.cut")
        #expect(nearCut.outcome == .truncated && nearCut.isBorderline)
        #expect(nearCut.band == 2.24)  // Latin Regular p95, Tables/system_font_error_band.csv
        #expect(try #require(nearCut.margin) > 0.9 && nearCut.margin! < 1.2)
        let nearFit = try outcome(result, "near.fit")
        #expect(nearFit.outcome == .fits && nearFit.isBorderline)
        let far = try outcome(result, "far.cut")
        #expect(far.outcome == .truncated && !far.isBorderline && far.margin == TextMeasurer.marginCap)
        #expect(try !outcome(result, "p99.cut").isBorderline)

        let totals = result.totals
        #expect(totals.borderlineMeasurements == 2 && totals.borderlineFailures == 1)
        #expect(totals.borderlineEntries == 2 && totals.borderlineFindings == 1)
        #expect(totals.addsUp)
        // A borderline fit is no finding: the entry fits.
        #expect(result.entries.first { $0.key == "near.fit" }?.findings.isEmpty == true)
    }

    @Test("--borderline decides how a borderline failure counts; warn by default",
          arguments: [(nil as BorderlinePolicy?, Severity.warning), (.fail, .error), (.warn, .warning), (.info, .info)])
    func policy(_ policy: BorderlinePolicy?, _ expected: Severity) throws {
        var options = CheckOptions(concurrency: 1)
        options.borderline = policy
        let result = Self.check(try Self.spec(), options: options)
        let finding = try #require(result.entries.first { $0.key == "near.cut" }?.findings.first)
        #expect(finding.severity == expected && finding.isBorderline)
        #expect(finding.message.hasSuffix("(borderline: margin \(BorderlineRule.marginText(finding.margin!)), within the stand-in font's error (p95 2.24%): check with SF Pro)"))
        // The far failure is an error whatever the policy.
        #expect(result.entries.first { $0.key == "far.cut" }?.findings.first?.severity == .error)
    }

    @Test("the spec says it too; --band p99 widens the band")
    func specAndBand() throws {
        let spec = try Self.spec("\"borderline\": \"info\", \"band\": \"p99\",")
        #expect(spec.borderline == BorderlineRule(policy: .info, percentile: .p99))
        let result = Self.check(spec)
        let p99 = try outcome(result, "p99.cut")
        #expect(p99.band == 3.54 && p99.isBorderline)
        #expect(result.entries.first { $0.key == "p99.cut" }?.findings.first?.severity == .info)
        var options = CheckOptions(concurrency: 1)
        options.band = .p95
        options.borderline = .fail
        #expect(try !outcome(Self.check(spec, options: options), "p99.cut").isBorderline)
    }

    @Test("bad borderline and band values are spec errors at their line", arguments: [
        ("\"borderline\": \"maybe\",", "borderline must be \"fail\", \"warn\" or \"info\", not \"maybe\""),
        ("\"band\": \"p90\",", "band must be \"p95\" or \"p99\", not \"p90\""),
    ])
    func badValues(_ extra: String, _ message: String) throws {
        let error = #expect(throws: SpecError.self) { try Self.spec(extra) }
        #expect(error?.message == message)
        #expect(error?.line == 1)
    }

    @Test("uncalibrated scripts, custom fonts and SF Pro have margins but no band: never borderline")
    func noBand() throws {
        let hebrew = Self.check(try Self.spec(), catalogs: Self.catalogs(text: "הגדרות נגישות", locale: "he"))
        #expect(hebrew.entries.allSatisfy { $0.outcomes.allSatisfy { $0.margin != nil && $0.band == nil && !$0.isBorderline } })
        #expect(hebrew.notes.contains { $0.hasPrefix("Hebrew text is not calibrated") })

        let inter = Fixtures.fontsDirectory.appendingPathComponent("Inter/Inter-Regular.otf").path
        let custom = Self.check(try Self.spec("\"font\": \"\(inter)\","))
        #expect(custom.entries.allSatisfy { $0.outcomes.allSatisfy { $0.margin == nil && $0.band == nil } })

        let sf = try AppleSystemFont.locate(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TextMeasureTests/Fixtures/OpticalSizeVF.ttf").path)
        let measurer = TextMeasurer(library: Fixtures.measurer.library, systemFont: sf)
        let withSF = Self.check(try Self.spec(), measurer: measurer)
        #expect(withSF.entries.allSatisfy { $0.outcomes.allSatisfy { $0.margin != nil && $0.band == nil && !$0.isBorderline } })
        #expect(withSF.totals.borderlineMeasurements == 0)
        #expect(withSF.entries.allSatisfy { $0.fontFiles.contains { $0.hasSuffix("OpticalSizeVF.ttf") } })
    }

    @Test("text and JSON reports show borderline answers and count them")
    func reports() throws {
        let result = Self.check(try Self.spec())
        let text = TextReportWriter().write(result)
        #expect(text.contains("warning truncated: truncated at Large (17 pt): shows “Einstellung…” (borderline: margin 0.95%, within"))
        #expect(text.contains("Borderline fits\n  near.fit [de]: fits at Large by "))
        #expect(text.contains("within the stand-in font's error (p95 2.24%): check with SF Pro"))
        #expect(text.contains("borderline: 2 measurements in 2 entries (1 failure, 1 fit) within the stand-in font's error band (p95); borderline failures count as warnings at most (--borderline warn)"))

        let json = JSONReportWriter().write(result)
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(json.utf8))
        #expect(document.borderline?.policy == "warn" && document.borderline?.band == "p95")
        #expect(document.totals.borderlineMeasurements == 2 && document.totals.borderlineFailures == 1)
        let near = try #require(document.entries.first { $0.key == "near.cut" })
        #expect(near.outcomes[0].borderline == true && near.outcomes[0].band == 2.24 && near.outcomes[0].margin != nil)
        #expect(near.findings[0].borderline == true && near.findings[0].severity == "warning")
        let far = try #require(document.entries.first { $0.key == "far.cut" }?.findings[0])
        #expect(far.borderline == nil && far.margin != nil, "schema 2: borderline only when true; the margin is there")
    }

    @Test("a layout change that sets another text gets that text's band, not the entry's (a back button's \"Back\")")
    func bandOfReplacedText() throws {
        // A Russian back button that fits at Large and shows the English "Back" at xLarge: the
        // band at xLarge is Latin's, whether or not the Cyrillic title was measured before it.
        let spec = try Fixtures.spec("""
            { "categories": ["Large", "xLarge"],
              "groups": [ { "kind": "navigationBar", "width": 237.25, "title": "nav.title", "back": "nav.back" } ] }
            """)
        let path = "App/ru.lproj/Localizable.strings"
        let catalogs = CatalogSet(files: [CatalogFile(path: path, format: .strings, entries: [
            CatalogEntry(key: "nav.title", locale: "ru", text: "Профиль", location: SourceLocation(file: path, line: 1)),
            CatalogEntry(key: "nav.back", locale: "ru", text: "Вход", location: SourceLocation(file: path, line: 2)),
        ])])
        func back(_ categories: [ContentSizeCategory]) throws -> [CategoryOutcome] {
            var options = CheckOptions(concurrency: 1)
            options.categories = categories
            options.keepsFittingOutcomes = true
            let result = Self.check(spec, options: options, catalogs: catalogs)
            return try #require(result.entries.first { $0.key == "nav.back" }?.outcomes)
        }
        let both = try back([.large, .xLarge])
        let alone = try back([.xLarge])
        #expect(both.map(\.outcome) == [.fits, .replaced])
        #expect(both[1].adaptation == .genericBackTitle && both[1].visibleText == "Back")
        #expect(alone.map(\.outcome) == [.replaced])
        #expect(both[1].band != nil && both[1].band == alone[0].band)
        #expect(both[1].margin == alone[0].margin)
        // Not vacuous: the Cyrillic title's band differs from the Latin "Back"'s.
        #expect(both[0].band != nil && both[0].band != both[1].band)
    }
}
