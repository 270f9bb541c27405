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
    }

    /// Lays out `documents` for every locale of the entries whose keys they show, and returns
    /// `result` with the findings added and its totals counted again.
    public func check(_ documents: [LayoutDocument], result: CheckResult, spec: Spec) -> (CheckResult, Outcome) {
        var outcome = Outcome()
        // Entries by key, then locale.
        var byKey: [String: [(index: Int, locale: String)]] = [:]
        for (index, entry) in result.entries.enumerated() { byKey[entry.key, default: []].append((index, entry.locale)) }
        for document in documents {
            let design = document.designDeviceID.flatMap { table.designDevice(id: $0, orientation: document.designOrientation) }
            for screen in document.screens {
                let keyed = screen.views.indices.compactMap { index -> (view: Int, key: String)? in
                    guard case .text(let text) = screen.views[index].content, byKey[text.key] != nil else { return nil }
                    return (index, text.key)
                }
                guard !keyed.isEmpty else { continue }
                outcome.screens += 1
                let locales = Set(keyed.flatMap { byKey[$0.key]!.map(\.locale) }).sorted()
                var screenSeen = Set<String>()
                // The screen's findings with the locale and device they were found at, put back
                // in locale order once the screen is done.
                var screenFindings: [(locale: Int, device: Int, finding: Finding)] = []
                let textsByLocale = locales.map { locale in
                    var texts: [String: String] = [:]
                    for (_, key) in keyed {
                        if let found = byKey[key]!.first(where: { $0.locale == locale }) { texts[key] = result.entries[found.index].text }
                    }
                    return texts
                }
                // One solver for the screen, changed in place for each device and language:
                // devices outside, so that a change of language keeps the device's constraints
                // (a change of device redoes them, once per device instead of once per device
                // and locale).
                var session = solver.session(for: screen, file: document.path)
                for (deviceIndex, device) in devices.enumerated() {
                    for (localeIndex, locale) in locales.enumerated() {
                        let texts = textsByLocale[localeIndex]
                        var failures: [String: (categories: [ContentSizeCategory], width: Double, shown: String, kind: FindingKind)] = [:]
                        let request = ScreenSolver.Request(device: device, language: locale, texts: texts, designDevice: design, reportsAmbiguity: false)
                        let everyCategory = session.solve(request, categories: result.categories)
                        for (category, solved) in zip(result.categories, everyCategory) {
                            outcome.solves += 1
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
                                var failure = failures[key] ?? ([], frame.frame.width, shown.visible, shown.kind)
                                failure.categories.append(category)
                                failures[key] = failure
                            }
                        }
                        for (key, failure) in failures {
                            guard let found = byKey[key]!.first(where: { $0.locale == locale }) else { continue }
                            let entry = result.entries[found.index]
                            let first = failure.categories[0]
                            let view = screen.views[keyed.first { $0.key == key }!.view]
                            let what = failure.kind == .wrappedBeyond ? "needs more lines than it has" : "shows “\(failure.shown)”"
                            outcome.entryFindings[found.index, default: []].append(Finding(
                                kind: failure.kind, severity: spec.severity.severity(at: failure.categories), key: entry.key, locale: entry.locale,
                                variant: entry.variant?.description, location: entry.location, categories: failure.categories,
                                message: "on \(device.name) at \(first.higName) the \(view.element) gets \(NumberText.short(failure.width, decimals: 2)) pt and \(what) (its screen solved with Auto Layout: \(document.path):\(view.line))",
                                visibleText: failure.kind == .wrappedBeyond ? nil : failure.shown,
                                from: SlotOrigin(source: .interfaceBuilder, inferredFrom: "\(document.path):\(view.line)", confidence: "exact")))
                        }
                    }
                }
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
