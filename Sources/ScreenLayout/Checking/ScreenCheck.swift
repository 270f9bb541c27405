import Catalogs
import FitCheck
import TextFormatting
import TextMeasure
import TextStyles

/// `check --infer PATH --devices ...`: every translated text of an Interface Builder screen in
/// the width the solved screen gives its view, per device and category, in its own language
/// (the texts around it are that language's too, so a neighbour that grows takes room).
///
/// Each text that is cut there becomes a finding on its catalog entry ("on iPhone SE (3rd
/// generation) at AX3 the label gets 142 pt and shows “Einstellu…”"), added to the check's
/// result with its totals; what the screen itself shows wrong (constraints that break at a
/// category, views pushed off the screen, content below it outside a scroll view) becomes a
/// finding at the document's line.
public struct ScreenCheck {
    public let solver: ScreenSolver
    public let devices: [Device]
    public let table: DeviceTable

    public init(solver: ScreenSolver, devices: [Device], table: DeviceTable = .standard) {
        self.solver = solver
        self.devices = devices
        self.table = table
    }

    /// What the screens added: findings by entry (index into `result.entries`), screen
    /// findings, and how many screens were solved how many times.
    public struct Outcome: Sendable {
        public var entryFindings: [Int: [Finding]] = [:]
        public var screenFindings: [Finding] = []
        public var screens = 0
        public var solves = 0
        /// Views laid out with their frames alone (no constraints), per document: today's
        /// design-frame widths, said so in the notes.
        public var framesOnly = 0
        /// Views connected as outlets whose texts code sets (`outletTexts`): checked in the
        /// width the solved screen gives them, and those left out (in a collection view cell,
        /// never cut, growing off the screen), which keep the slot inference gave them.
        public var outletViewsChecked = 0
        /// Views whose width follows their text up to a bound: each text checked at that most.
        public var outletViewsCheckedAtMost = 0
        public var outletViewsFollowingText = 0
    }

    /// Lays out `documents` for every locale of the entries whose keys they show, and returns
    /// `result` with the findings added and its totals counted again.
    /// `outletTexts`: for a view (`path#id`, the document's path as `documents` have it), the
    /// catalog keys code puts into it through an outlet (`Inference.outletView`).
    public func check(_ documents: [LayoutDocument], result: CheckResult, spec: Spec, outletTexts: [String: [String]] = [:]) -> (CheckResult, Outcome) {
        var outcome = Outcome()
        // Entries by key, then locale.
        var byKey: [String: [(index: Int, locale: String)]] = [:]
        // And the first entry of each key in each locale, looked up in the inner loops (a scan of
        // the key's locales there was quadratic in them, for each text and category).
        var entryOf: [String: [String: Int]] = [:]
        for (index, entry) in result.entries.enumerated() {
            byKey[entry.key, default: []].append((index, entry.locale))
            if entryOf[entry.key]?[entry.locale] == nil { entryOf[entry.key, default: [:]][entry.locale] = index }
        }
        for document in documents {
            let design = document.designDeviceID.flatMap { table.designDevice(id: $0, orientation: document.designOrientation) }
            for screen in document.screens {
                let keyed = screen.views.indices.compactMap { index -> (view: Int, key: String)? in
                    guard case .text(let text) = screen.views[index].content, byKey[text.key] != nil else { return nil }
                    return (index, text.key)
                }
                // Views whose texts code sets through an outlet, with those texts' keys.
                let coded = outletTexts.isEmpty ? [] : screen.views.indices.compactMap { index -> (view: Int, keys: [String])? in
                    guard case .text = screen.views[index].content,
                          let keys = outletTexts["\(document.path)#\(screen.views[index].id)"]?.filter({ byKey[$0] != nil }), !keys.isEmpty else { return nil }
                    return (index, keys)
                }
                guard !keyed.isEmpty || !coded.isEmpty else { continue }
                outcome.screens += 1
                let locales = Set(keyed.flatMap { byKey[$0.key]!.map(\.locale) } + coded.flatMap { $0.keys.flatMap { byKey[$0]!.map(\.locale) } }).sorted()
                var screenSeen = Set<String>()
                // The screen's findings with the locale and device they were found at, put back
                // in locale order once the screen is done.
                var screenFindings: [(locale: Int, device: Int, finding: Finding)] = []
                let textsByLocale = locales.map { locale in
                    var texts: [String: String] = [:]
                    for (_, key) in keyed {
                        if let found = entryOf[key]?[locale] { texts[key] = result.entries[found].text }
                    }
                    return texts
                }
                // One solver for the screen, changed in place for each device and language:
                // devices outside, so that a change of language keeps the device's constraints
                // (a change of device redoes them, once per device instead of once per device
                // and locale).
                var session = solver.session(for: screen, file: document.path)
                // An outlet view is checked in its solved width when that width does not follow
                // its text: the screen solved once more with a long text in it.
                var widthFixed: [Int] = []
                // Views whose width follows their text up to what the screen allows: each text
                // is checked in the width the view gets with a text longer than any (its most).
                var widthFollows: [Int] = []
                let longText = String(repeating: "M", count: 80)
                if !coded.isEmpty, let device = devices.first, let category = result.categories.first {
                    let plain = session.solve(ScreenSolver.Request(device: device, designDevice: design, reportsAmbiguity: false), categories: [category])
                    // A collection view cell is as large as the collection's layout makes it, in
                    // code (its saved size is a stand-in); a label whose compression resistance is
                    // required is never cut by Auto Layout (the layout breaks or grows instead).
                    let inCollectionCell = screen.views.first { $0.parent == nil }?.element == "collectionViewCell"
                    let broke = Set(plain.first?.findings.filter { $0.kind == .unsatisfiable }.map(\.message) ?? [])
                    for (view, _) in coded {
                        guard case .text(let content) = screen.views[view].content, let a = plain.first?.frames[safe: view],
                              a.source == .constraints || a.source == .autoresizing else { continue }
                        guard !inCollectionCell, screen.views[view].compression.horizontal < 1000 else {
                            outcome.outletViewsFollowingText += 1
                            continue
                        }
                        // The view alone with a long text (two in one row would squeeze each other).
                        let stretched = session.solve(ScreenSolver.Request(device: device, texts: [content.key: longText], designDevice: design, reportsAmbiguity: false),
                                                      categories: [category])
                        // Breaking a constraint, or a neighbour squeezed below nothing (two
                        // compression resistances of one priority leave the split to chance).
                        let breaks = stretched.first.map { solved in
                            solved.findings.contains { $0.kind == .unsatisfiable && !broke.contains($0.message) } || solved.frames.contains { $0.frame.width < -0.5 }
                        } ?? true
                        guard !breaks, let b = stretched.first?.frames[safe: view] else {
                            outcome.outletViewsFollowingText += 1
                            continue
                        }
                        if abs(a.frame.width - b.frame.width) < 0.5 { widthFixed.append(view) } else { widthFollows.append(view) }
                    }
                    outcome.outletViewsChecked += widthFixed.count
                }
                let codedFixed = coded.filter { widthFixed.contains($0.view) }
                let codedFollowing = coded.filter { widthFollows.contains($0.view) }
                var followingChecked = Set<Int>()
                for (deviceIndex, device) in devices.enumerated() {
                    // A locale with none of the screen's own texts (only texts set through
                    // outlets, whose views keep the document's text) lays the screen out as
                    // the last such locale did: solved once per device.
                    var withDocumentTexts: [ScreenLayoutResult]?
                    // The most each following view gets on this device at each category, in the
                    // last locale without texts of the screen's own (solved once per device).
                    var mostWithDocumentTexts: [Int: [Double?]] = [:]
                    for (localeIndex, locale) in locales.enumerated() {
                        let texts = textsByLocale[localeIndex]
                        // Each following view alone with the long text (not all at once: two
                        // in one row would squeeze each other).
                        var most: [Int: [Double?]] = [:]
                        for (view, _) in codedFollowing {
                            guard case .text(let content) = screen.views[view].content else { continue }
                            if texts.isEmpty, let known = mostWithDocumentTexts[view] { most[view] = known; continue }
                            var stretched = texts
                            stretched[content.key] = longText
                            let solves = session.solve(ScreenSolver.Request(device: device, language: locale, texts: stretched, designDevice: design, reportsAmbiguity: false),
                                                       categories: result.categories)
                            outcome.solves += solves.count
                            most[view] = zip(result.categories, solves).map { category, solved in
                                guard let frame = solved.frames[safe: view], frame.source == .constraints || frame.source == .autoresizing,
                                      let natural = solver.sizer.singleLine(longText, content: content, category: category, language: locale),
                                      frame.frame.width < natural.width - 0.5 else { return nil }
                                return frame.frame.width
                            }
                            if texts.isEmpty { mostWithDocumentTexts[view] = most[view] }
                        }
                        // Each key cut on this device in this locale: its view, the categories, the
                        // width and what shows at the first; whether code set it through an outlet.
                        var failures: [String: (view: Int, categories: [ContentSizeCategory], width: Double, shown: String, kind: FindingKind, outlet: Bool, atMost: Bool)] = [:]
                        let request = ScreenSolver.Request(device: device, language: locale, texts: texts, designDevice: design, reportsAmbiguity: false)
                        let everyCategory: [ScreenLayoutResult]
                        if texts.isEmpty, let known = withDocumentTexts {
                            everyCategory = known
                        } else {
                            everyCategory = session.solve(request, categories: result.categories)
                            outcome.solves += everyCategory.count
                            if texts.isEmpty { withDocumentTexts = everyCategory }
                        }
                        for (category, solved) in zip(result.categories, everyCategory) {
                            for finding in solved.findings where [.unsatisfiable, .offScreen, .clipped].contains(finding.kind) {
                                let id = "\(finding.line) \(finding.kind) \(device.name)"
                                guard !screenSeen.contains(id) else { continue }
                                screenSeen.insert(id)
                                screenFindings.append((localeIndex, deviceIndex, Finding(
                                    kind: finding.kind == .clipped ? .clipped : .overflow, severity: .warning,
                                    location: SourceLocation(file: finding.file, line: finding.line), categories: [category],
                                    message: "\(finding.message) (screen \(screen.name), first at \(category.higName) in \(locale))",
                                    from: SlotOrigin(source: .interfaceBuilder, inferredFrom: "\(document.path):\(screen.line)", confidence: "exact"))))
                            }
                            for (view, key) in keyed {
                                guard let text = texts[key], case .text(let content) = screen.views[view].content,
                                      let frame = solved.frames[safe: view], frame.source != .notInstalled else { continue }
                                // A view placed by its saved frame alone keeps the check's
                                // design-time width (counted in the notes).
                                guard frame.source == .constraints || frame.source == .autoresizing else {
                                    if category == result.categories.first, device == devices.first, locale == locales.first { outcome.framesOnly += 1 }
                                    continue
                                }
                                guard let shown = solver.sizer.cut(text, content: content, width: frame.frame.width, category: category,
                                                                  language: locale, scale: device.scale) else { continue }
                                var failure = failures[key] ?? (view, [], frame.frame.width, shown.visible, shown.kind, false, false)
                                failure.categories.append(category)
                                failures[key] = failure
                            }
                            // Texts code puts into a view: in its width, or in the most it gets
                            // where its width follows its text.
                            let categoryIndex = result.categories.firstIndex(of: category) ?? 0
                            let widths = codedFixed.compactMap { view, keys in solved.frames[safe: view].map { (view, keys, $0.frame.width, false) } }
                                + codedFollowing.compactMap { view, keys in (most[view]?[safe: categoryIndex] ?? nil).map { (view, keys, $0, true) } }
                            for (view, keys, width, atMost) in widths {
                                guard case .text(let content) = screen.views[view].content else { continue }
                                if atMost { followingChecked.insert(view) }
                                for key in keys where failures[key]?.view ?? view == view {
                                    guard let found = entryOf[key]?[locale] else { continue }
                                    // The text as the check measured it (format specifiers replaced by wide samples).
                                    guard let shown = solver.sizer.cut(result.entries[found].measuredText, content: content, width: width,
                                                                      category: category, language: locale, scale: device.scale) else { continue }
                                    var failure = failures[key] ?? (view, [], width, shown.visible, shown.kind, true, atMost)
                                    failure.categories.append(category)
                                    failures[key] = failure
                                }
                            }
                        }
                        for (key, failure) in failures {
                            guard let found = entryOf[key]?[locale] else { continue }
                            let entry = result.entries[found]
                            let first = failure.categories[0]
                            let view = screen.views[failure.view]
                            let what = failure.kind == .wrappedBeyond ? "needs more lines than it has" : "shows “\(failure.shown)”"
                            let how = failure.atMost ? "; the text is set in code through an outlet, and its view grows with it up to this width"
                                : failure.outlet ? "; the text is set in code through an outlet" : ""
                            let gets = failure.atMost ? "gets at most" : "gets"
                            outcome.entryFindings[found, default: []].append(Finding(
                                kind: failure.kind, severity: spec.severity.severity(at: failure.categories), key: entry.key, locale: entry.locale,
                                variant: entry.variant?.description, location: entry.location, categories: failure.categories,
                                message: "on \(device.name) at \(first.higName) the \(view.element) \(gets) \(NumberText.short(failure.width, decimals: 2)) pt and \(what) (its screen solved with Auto Layout: \(document.path):\(view.line)\(how))",
                                visibleText: failure.kind == .wrappedBeyond ? nil : failure.shown,
                                from: SlotOrigin(source: .interfaceBuilder, inferredFrom: "\(document.path):\(view.line)", confidence: failure.outlet ? "likely" : "exact")))
                        }
                    }
                }
                outcome.outletViewsCheckedAtMost += followingChecked.count
                // Following views no constraint stops (they grow off the screen) are left out.
                outcome.outletViewsFollowingText += widthFollows.count - followingChecked.count
                // Stable: within one locale and device, in the order they were found.
                let ordered = screenFindings.enumerated().sorted {
                    ($0.element.locale, $0.element.device, $0.offset) < ($1.element.locale, $1.element.device, $1.offset)
                }
                outcome.screenFindings += ordered.map(\.element.finding)
            }
        }
        return (result.addingLayoutFindings(outcome.entryFindings, screenFindings: outcome.screenFindings), outcome)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
