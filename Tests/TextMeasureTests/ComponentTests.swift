import Testing
import TextStyles
@testable import TextMeasure

@Suite("Components: text fields, text views, buttons")
struct ComponentTests {
    func measure(_ text: String, size: Double = 17, slot: Slot) throws -> TextMeasurement {
        try Fixtures.measurer.measure(text, profile: .system(weight: .regular), pointSize: size, language: "en", slot: slot)
    }

    @Test("A rounded-rect text field is its line plus 7 pt above and below (measured): 34.3333 pt at 17 pt, 77.3333 at AX5 (53 pt)")
    func textFieldHeights() throws {
        let field = Slot(component: .textField, width: 300)
        // 17 pt: line 20.287109375 + 14 = 34.287109375, rounded up at @3x to 103/3.
        #expect(try measure("Name", slot: field).height == 103.0 / 3)
        // 53 pt: line 63.248046875 + 14 = 77.248046875, rounded up at @3x to 232/3.
        #expect(try measure("Name", size: 53, slot: field).height == 232.0 / 3)
        #expect(try measure("Name", slot: field).notes.contains { $0.contains("7 pt from every side (Med") })
        var plain = field
        plain.borderStyle = .none
        #expect(try measure("Name", slot: plain).height == 61.0 / 3)
        // An empty field is still one line tall.
        #expect(try measure("", slot: plain).height == 61.0 / 3)
    }

    @Test("A text field truncates its tail; a clear button and side views take room")
    func textFieldWidth() throws {
        let text = "Einstellungen für Barrierefreiheit"
        var field = Slot(component: .textField, width: 260)
        let wide = try measure(text, slot: field)
        field.hasClearButton = true
        field.leftViewWidth = 30
        let narrow = try measure(text, slot: field)
        // 7 pt insets each side, the 30 pt clear button (measured), the 30 pt left view.
        #expect(field.textWidth == 260 - 14 - 30 - 30)
        #expect(narrow.visibleText.hasSuffix("…"))
        #expect(narrow.visibleText.count < wide.visibleText.count || !wide.isTruncated)
        #expect(narrow.lines[0].width <= field.textWidth)
    }

    @Test("A text view wraps without limit inside textContainerInset 8/8 and lineFragmentPadding 5")
    func textView() throws {
        let slot = Slot(component: .textView, width: 120)
        #expect(slot.textWidth == 110)
        let m = try measure("The quick brown fox jumps over the lazy dog", slot: slot)
        #expect(m.lineCount > 1 && m.fits)
        #expect(m.height == (Double(m.lineCount) * 20.287109375 + 16).roundedUpToThird)
        var limited = slot
        limited.maximumHeight = 50
        let over = try measure("The quick brown fox jumps over the lazy dog", slot: limited)
        #expect(over.exceedsMaximumHeight && !over.fits)
    }

    @Test("A button has one title line that truncates in the middle")
    func button() throws {
        let slot = Slot(component: .button, width: 120)
        let m = try measure("Continue with Apple ID", slot: slot)
        #expect(m.lineCount == 1 && m.isTruncated)
        let parts = m.visibleText.split(separator: "…")
        #expect(parts.count == 2 && "Continue with Apple ID".hasPrefix(parts[0]) && "Continue with Apple ID".hasSuffix(parts[1]))
        // Insets 6/6 (Med, view-debugger measurements): a 17 pt title makes a 32.3333 pt button at @3x.
        #expect(try measure("OK", slot: slot).height == (20.287109375 + 12).roundedUpToThird)
    }

    @Test("A line's baseline sits by its tallest font: Noto Sans Thai (1061 up, 450 down) on a Thai line")
    func baselineOfTallestFont() throws {
        let m = try measure("Settings ภาษาไทย", slot: Slot(component: .label, width: 100, numberOfLines: 2, lineBreakMode: .wordWrapping))
        #expect(m.lines.map(\.text) == ["Settings", "ภาษาไทย"])
        // The Latin line keeps the system profile's -494/2048 em; the Thai line takes Noto's -450/1000.
        #expect(abs(m.prepared.descenderEm(forLine: m.lines[0]) - (-494.0 / 2048)) < 1e-12)
        #expect(abs(m.prepared.descenderEm(forLine: m.lines[1]) - (-0.45)) < 1e-12)
    }

    @Test("SVG drawing uses real glyph outlines and escapes the text")
    func svg() throws {
        let m = try measure("<b>&Settings", slot: .label(width: 60))
        let svg = SVGRenderer(caption: "en · Large · <\"body\">").render(m)
        #expect(svg.hasPrefix("<svg "))
        #expect(svg.contains("<path id=\"g0_"))
        #expect(svg.contains("<title>&lt;b&gt;&amp;"))
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("&lt;&quot;body&quot;&gt;"))
        #expect(svg.contains("#dc2626"))  // red: it does not fit
    }

    @Test("A FitMemo reused across texts, languages, sizes and cuts answers exactly as fresh fits do")
    func fitMemoMatchesFreshFits() throws {
        let measurer = TextMeasurer(library: Fixtures.library)
        var memo = FitMemo()
        let slot = Slot.label(width: 120, lines: 2, mode: .truncatingTail)
        let cases: [(String, String)] = [
            ("Einstellungen für Barrierefreiheit", "de"), ("Einstellungen für Barrierefreiheit", "de-CH"),
            ("مرحبا بالعالم 42", "ar"), ("การตั้งค่าบัญชี", "th"), ("Einstellungen für Barrierefreiheit", "de"), ("", "en"),
        ]
        for (text, language) in cases {
            for size in [14.0, 17, 19.5, 20, 28, 53] {
                let viaMemo = try measurer.fit(text, profile: .system(weight: .regular), pointSize: size, language: language, slot: slot, memo: &memo)
                let fresh = try TextMeasurer(library: Fixtures.library).fit(text, profile: .system(weight: .regular), pointSize: size, language: language, slot: slot)
                #expect(viaMemo.summary == fresh.summary, "\(text) \(language) \(size)")
                #expect(measurer.measurement(of: viaMemo).visibleText == measurer.measurement(of: fresh).visibleText)
            }
        }
    }

    @Test("A fit through a plan answers exactly as a fit from the profile, size and slot, errors included")
    func fitPlanMatchesFit() throws {
        let measurer = TextMeasurer(library: Fixtures.library)
        let slots: [Slot] = [
            .label(width: 120, lines: 2, mode: .truncatingTail),
            .label(width: 90, lines: 1, minimumScaleFactor: 0.5),  // shrinks
            Slot(component: .button, width: 100),
            Slot(component: .alertButton, width: 270),  // its own rule (shrinks to 10 pt): not planned
            Slot(component: .navTitle, width: 375),  // its own rule: not planned
            Slot(component: .label, width: 200, maximumHeight: 30),
            .label(width: 0),  // an error, thrown by both
            Slot(component: .label, width: 100, displayScale: 4),  // an error
        ]
        let texts: [(String, String)] = [
            ("Einstellungen für Barrierefreiheit", "de"), ("مرحبا بالعالم 42", "ar"), ("设置无障碍功能", "zh-Hans"), ("OK", "en"),
        ]
        var planned = 0
        for slot in slots {
            for (size, weight) in [(17.0, FontWeight.regular), (28, .semibold), (0, .regular), (53, .bold)] {
                let profile = FontProfile.system(weight: weight)
                let plan = measurer.plan(profile: profile, pointSize: size, slot: slot)
                if plan.font != nil { planned += 1 }
                for (text, language) in texts {
                    var memo = FitMemo()
                    let viaPlan = Result { () throws(MeasurementError) in try measurer.fit(text, plan: plan, language: language, memo: &memo) }
                    let direct = Result { () throws(MeasurementError) in
                        try TextMeasurer(library: Fixtures.library).fit(text, profile: profile, pointSize: size, language: language, slot: slot)
                    }
                    switch (viaPlan, direct) {
                    case let (.success(a), .success(b)):
                        #expect(a.summary == b.summary, "\(text) \(size) \(slot.component)")
                        #expect(measurer.measurement(of: a).visibleText == measurer.measurement(of: b).visibleText)
                        #expect(measurer.margin(of: a) == measurer.margin(of: b))
                        #expect((a.shrinking == nil) == (b.shrinking == nil))
                    case let (.failure(a), .failure(b)):
                        #expect(a.description == b.description)
                    default:
                        Issue.record("one threw and the other did not: \(text) \(size) \(slot.component)")
                    }
                }
            }
        }
        // The four good slots of plain components at the three good sizes are planned; the rest not.
        #expect(planned == 4 * 3)
    }

    @Test("A fit that does not count a cut text's lines gives a lower bound; its full measurement counts them")
    func neededLinesOnlyWhereAsked() throws {
        let measurer = TextMeasurer(library: Fixtures.library)
        let text = Array(repeating: "Einstellungen für Barrierefreiheit und Bedienungshilfen", count: 12).joined(separator: " ")
        let profile = FontProfile.system(weight: .regular)
        for mode in LineBreakMode.allCases {
            let plan = measurer.plan(profile: profile, pointSize: 17, slot: .label(width: 120, lines: 2, mode: mode))
            #expect(plan.font != nil)
            var memo = FitMemo()
            let exact = try measurer.fit(text, plan: plan, language: "de", memo: &memo)
            let lean = try measurer.fit(text, plan: plan, language: "de", memo: &memo, exactNeededLines: false)
            #expect(exact.summary.neededLineCount > 10, "\(mode)")
            if mode.truncates {
                // Cut and truncated: only the lines shown plus one, and nothing else differs.
                #expect(lean.summary.neededLineCount == lean.summary.lineCount + 1, "\(mode)")
                var bounded = exact.summary
                bounded.neededLineCount = lean.summary.neededLineCount
                #expect(lean.summary == bounded, "\(mode)")
            } else {
                // Wrapping and clipping modes classify by the count: always exact.
                #expect(lean.summary == exact.summary, "\(mode)")
            }
            let full = measurer.measurement(of: lean)
            #expect(full.neededLineCount == exact.summary.neededLineCount, "\(mode)")
            #expect(full.visibleText == measurer.measurement(of: exact).visibleText, "\(mode)")
            #expect(measurer.margin(of: lean) == measurer.margin(of: exact), "\(mode)")
        }
    }
}

extension Double {
    /// Rounded up to a third of a point (the @3x pixel).
    var roundedUpToThird: Double { (self * 3 - 1e-9).rounded(.up) / 3 }
}

