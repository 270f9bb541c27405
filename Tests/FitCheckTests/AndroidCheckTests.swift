import Foundation
import Testing
import TextMeasure
import TextStyles
@testable import FitCheck

/// `"platform": "android"`: Material 3 sizes in Roboto at Android's font scales, TextView
/// semantics, and reports that name the font scale (issue 38). Fixture: `Fixtures/AndroidCheck/res`.
///
/// Expected widths come from hb-shape, not from TypeFit: "Notification settings for all your
/// connected devices" in Roboto Regular sums to 46085 units of 2048 per em over 51 clusters
/// (`hb-shape --output-format=json Fonts/Roboto/Roboto-Regular.ttf "..."`, HarfBuzz 6.0.0), and
/// bodyMedium tracks 0.2 sp per 14 sp. At a size s in dp the line is s x (46085/2048 + 51 x
/// 0.2/14) wide.
@Suite("Android check: font scales, Roboto, TextView")
struct AndroidCheckTests {
    static let res = Fixtures.url("AndroidCheck/res")
    static let specText = """
        {
          "platform": "android",
          "defaultSlot": { "widget": "TextView", "maxLines": 1, "ellipsize": "end", "width": 328 },
          "slots": [
            { "match": "save", "widget": "Button", "width": 120 },
            { "match": "wide_title", "widget": "TextView", "maxLines": 1, "ellipsize": "end", "width": 620 }
          ]
        }
        """

    /// What `writer` writes for `triage`.
    static func report(_ writer: some ReportWriter, _ triage: Triage) throws -> String {
        var text = ""
        let output = ReportOutput { text += String(decoding: $0, as: UTF8.self) }
        writer.write(triage, to: output)
        try output.finish()
        return text
    }

    static func result(_ text: String = specText) throws -> CheckResult {
        runCheck(paths: [res], spec: try Fixtures.spec(text), options: CheckOptions(keepsFittingOutcomes: true), measurer: Fixtures.measurer)
    }

    static func entry(_ result: CheckResult, _ key: String, _ locale: String) throws -> EntryResult {
        try #require(result.entries.first { $0.key == key && $0.locale == locale })
    }

    /// The width hb-shape's advances give the English title at `dp` (rounded to pixels at 3x).
    static func englishWidth(dp: Double) -> Double {
        let size = (dp * 3).rounded() / 3
        return size * (46085.0 / 2048 + 51 * 0.2 / 14)
    }

    @Test("the spec: seven font scales, the Android default slot, fontScales and fontScaling")
    func specParsing() throws {
        let spec = try Fixtures.spec(#"{"platform": "android"}"#)
        #expect(spec.categories.map { $0.columnName(on: .android) } == ["0.85x", "1.0x", "1.15x", "1.3x", "1.5x", "1.8x", "2.0x"])
        #expect(spec.defaultSlot == .androidDefault && !spec.hasDefaultSlot)
        #expect(spec.fontScaling == .nonLinear)
        let some = try Fixtures.spec(#"{"platform": "android", "fontScales": "1.0...1.5", "fontScaling": "linear"}"#)
        #expect(some.categories.compactMap(AndroidScaleColumns.fontScale(at:)) == [1.0, 1.15, 1.3, 1.5])
        #expect(some.fontScaling == .linear)
        let numbers = try Fixtures.spec(#"{"platform": "android", "fontScales": [2.0, 1.3]}"#)
        #expect(numbers.categories == [.xxLarge, .ax2])
    }

    @Test("bad Android settings are errors at their line", arguments: [
        (#"{"platform": "android",\#n "fontScales": "1.1"}"#, 2, "not one of the font scales"),
        (#"{"platform": "ios",\#n "fontScaling": "linear"}"#, 2, "Android setting"),
        (#"{"platform": "android",\#n "fontScaling": "quadratic"}"#, 2, "nonlinear"),
        (#"{\#n "defaultSlot": {"maxLines": 2}}"#, 2, "Android TextView setting"),
        (#"{"platform": "android",\#n "defaultSlot": {"widget": "Spinner"}}"#, 2, "widget must be one of"),
        (#"{"platform": "android",\#n "defaultSlot": {"autoSizeMinTextSize": 20, "autoSizeMaxTextSize": 12}}"#, 2, "larger than"),
        (#"{"platform": "android", "categories": "1.0",\#n "fontScales": "1.0"}"#, 2, "both"),
    ])
    func badSettings(_ text: String, _ line: Int, _ words: String) {
        do {
            _ = try Fixtures.spec(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.description.contains(words), "\(error)")
        }
    }

    @Test("the first failing font scale is where hb-shape's width passes the slot")
    func firstFailingScale() throws {
        let result = try Self.result()
        let title = try Self.entry(result, "settings_title", "en")
        // 0.85 -> 12 dp, 1.0 -> 14 dp, 1.15 -> 16.4 dp (Android 14's table) -> 49 px.
        let expected = zip(AndroidScaleColumns.positions, [11.9, 14, 16.4, 18.8, 22, 24.4, 26])
            .first { Self.englishWidth(dp: $0.1) > 328 }?.0.category
        #expect(expected == .xLarge)
        #expect(title.firstFailingCategory == expected)
        for outcome in title.outcomes where outcome.category == .large {
            #expect(abs(outcome.pointSize - 14) < 1e-9)
            // includeFontPadding: 42 px Roboto is 57 px tall on one line (AndroidMetricsTests): 19 dp.
            #expect(abs(outcome.height - 19) < 1e-9)
        }
        let atSmall = try #require(title.outcomes.first { $0.category == .medium })
        #expect(abs(atSmall.pointSize - 12) < 1e-9)  // 14 x 0.85 = 11.9 dp = 35.7 px -> 36 px
        let atLarger = try #require(title.outcomes.first { $0.category == .xLarge })
        #expect(abs(atLarger.pointSize - 49.0 / 3) < 1e-9)
        #expect(title.fontFiles.allSatisfy { $0.hasSuffix("Roboto/Roboto-Regular.ttf") })
        // The button's label is Label Large, Roboto Medium.
        #expect(try Self.entry(result, "save", "en").fontFiles.allSatisfy { $0.hasSuffix("Roboto-Medium.ttf") })
    }

    @Test("620 dp: fits at 2.0 on Android 14 (26 dp), not with linear scaling (28 dp)")
    func linearAgainstNonLinear() throws {
        #expect(Self.englishWidth(dp: 26) < 620 && Self.englishWidth(dp: 28) > 620 && Self.englishWidth(dp: 25.2) < 620)
        let nonLinear = try Self.entry(try Self.result(), "wide_title", "en")
        #expect(nonLinear.firstFailingCategory == nil)
        let linearSpec = Self.specText.replacingOccurrences(of: #""platform": "android","#, with: #""platform": "android", "fontScaling": "linear","#)
        let linear = try Self.entry(try Self.result(linearSpec), "wide_title", "en")
        #expect(linear.firstFailingCategory == .ax2)
    }

    @Test("findings and reports name the font scale and the strings.xml line")
    func reportsNameTheScale() throws {
        let result = try Self.result()
        let finding = try #require(try Self.entry(result, "settings_title", "en").findings.first)
        #expect(finding.platform == .android)
        #expect(finding.message.hasPrefix("truncated at 1.15 (115%) (16.33 dp)"), "\(finding.message)")
        #expect(finding.location.line == 4 && finding.location.file.hasSuffix("values/strings.xml"))
        let text = try Self.report(TextReportWriter(), Triage(result))
        #expect(text.contains("en: stops fitting at 1.15 (115%)"))
        #expect(text.contains("categories: 0.85 (85%)...2.0 (200%)"))
        let json = try Self.report(JSONReportWriter(), Triage(result))
        #expect(json.contains(#""categories": ["0.85x","1.0x","1.15x","1.3x","1.5x","1.8x","2.0x"]"#))
        #expect(json.contains(#""firstFailingCategory":"1.15x""#))
    }

    @Test("a baseline records font scales and reads them back: unchanged, then worse than 1.3")
    func baselineRoundTrip() throws {
        let result = try Self.result()
        var baseline = Baseline(result)
        #expect(baseline.categories == ["0.85x", "1.0x", "1.15x", "1.3x", "1.5x", "1.8x", "2.0x"])
        try baseline.checkApplies(platform: .android, categories: result.categories, path: "b.json")
        #expect(throws: BaselineError.self) { try baseline.checkApplies(platform: .ios, categories: result.categories, path: "b.json") }
        let same = BaselineComparison(result, baseline: baseline, path: "b.json")
        #expect(same.new == 0 && same.worse == 0 && same.unchanged == result.findings.count)
        let index = try #require(baseline.findings.firstIndex { $0.key == "settings_title" && $0.locale == "en" })
        #expect(baseline.findings[index].firstCategory == "1.15x")
        baseline.findings[index].firstCategory = "1.3x"
        let worse = BaselineComparison(result, baseline: baseline, path: "b.json")
        #expect(worse.worse == 1)
        let text = try Self.report(TextReportWriter(), Triage(result, baseline: worse))
        #expect(text.contains("worse (was 1.3 (130%))"), "\(text)")
    }

    @Test("autosize shrinks from the largest size; padding off makes one line 49 px")
    func autosizeAndPadding() throws {
        let text = #"{"platform": "android", "fontScales": "1.0", "defaultSlot": {"widget": "TextView", "maxLines": 1, "width": 328, "includeFontPadding": false, "autoSizeMinTextSize": 10, "autoSizeMaxTextSize": 14}}"#
        let result = try Self.result(text)
        let title = try Self.entry(result, "settings_title", "de")
        let outcome = try #require(title.outcomes.first)
        #expect(outcome.outcome == .shrunk, "\(outcome)")
        #expect(abs(outcome.pointSize - 14) < 1e-9)
        let fits = try Self.entry(result, "save", "en").outcomes[0]
        #expect(abs(fits.height - 49.0 / 3) < 1e-9)
    }
}
