import TextMeasure

/// Orders two slots by how little room they give a text, before any text is measured.
///
/// A key shown in two places must fit both, so a spec checks it in the tighter one. Without
/// measuring, "tighter" is a rule of thumb, applied in this order:
/// 1. Different components: the order of `rank(of:)`, from the reference's sizing rules
///    (`../shared/reference/uikit_components.md`): a tab bar item gets the bar's width divided
///    by its items, one line, no Dynamic Type growth; a segment the control's width divided by
///    its segments; bar and back buttons share the bar with the title; an alert button half of
///    270 pt when two sit side by side; labels and text fields often a screen's width; alert
///    messages, large titles and text views wrap or scroll.
/// 2. The same component: fewer lines; then a known narrower width; then a font that grows with
///    Dynamic Type over a fixed one; then no shrinking over a minimum scale factor; then upper
///    case over the text as written.
/// 3. Otherwise the more certain inference, then the first found.
/// A measurement of both slots could replace this; for now the spec keeps the rule of thumb's
/// choice and its reason in the rule's notes.
enum SlotTightness {
    /// A component's place from least room (0) to most, by its usual sizing rule. Inference
    /// never produces the configuration button and the cell texts (see `Inference.component`);
    /// they rank as their definitions size them: wrapping, in a cell's or the button's width.
    static func rank(of component: Component) -> Int {
        switch component {
        case .tabItem: 0
        case .segment: 1
        case .backButton: 2
        case .barButton: 3
        case .toolbarItem: 4
        case .alertButton: 5
        case .navTitle: 6
        case .button: 7
        case .textField: 8
        case .label: 9
        case .cellSecondaryText: 10
        case .cellText: 11
        case .configurationButton: 12
        case .alertTitle: 13
        case .largeTitle: 14
        case .alertMessage: 15
        case .textView: 16
        }
    }

    /// Whether `a` is tighter than `b`, and why (nil reason when they tie).
    static func compare(_ a: Inference, _ b: Inference) -> (aIsTighter: Bool, reason: String?) {
        if a.component != b.component {
            let rankA = rank(of: a.component), rankB = rank(of: b.component)
            let (tight, loose) = rankA < rankB ? (a, b) : (b, a)
            return (rankA < rankB, "a \(tight.component.rawValue) usually gives a text less room than a \(loose.component.rawValue) (rule of thumb before measuring)")
        }
        if let linesA = a.lines, let linesB = b.lines, linesA != linesB {
            let effectiveA = linesA == 0 ? Int.max : linesA, effectiveB = linesB == 0 ? Int.max : linesB
            return (effectiveA < effectiveB, "\(describe(lines: min(effectiveA, effectiveB))) leave less room than \(describe(lines: max(effectiveA, effectiveB)))")
        }
        if let widthA = a.width, let widthB = b.width, widthA != widthB {
            return (widthA < widthB, "\(formatNumber(min(widthA, widthB))) pt is narrower than \(formatNumber(max(widthA, widthB))) pt")
        }
        let growsA = a.font.map { $0.dynamicType != .fixed }, growsB = b.font.map { $0.dynamicType != .fixed }
        if let growsA, let growsB, growsA != growsB {
            return (growsA, "a font that grows with Dynamic Type runs out of room before a fixed one")
        }
        let shrinkA = a.minimumScaleFactor ?? 0, shrinkB = b.minimumScaleFactor ?? 0
        if (shrinkA > 0) != (shrinkB > 0) {
            return (shrinkA == 0, "a text that may not shrink runs out of room before one that may")
        }
        if (a.textCase == .uppercase) != (b.textCase == .uppercase) {
            return (a.textCase == .uppercase, "upper case is wider than the same text as written")
        }
        if a.confidence != b.confidence {
            return (a.confidence > b.confidence, "equally tight; the more certain inference (\(max(a.confidence, b.confidence).rawValue)) is kept")
        }
        return (false, nil)
    }

    private static func describe(lines: Int) -> String {
        lines == Int.max ? "unlimited lines" : lines == 1 ? "1 line" : "\(lines) lines"
    }
}
