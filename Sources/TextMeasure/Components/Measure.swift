import TextFormatting

extension TextMeasurer {
    /// Lays `text` out in `slot` as UIKit would, at `pointSize` with the font of `profile`.
    ///
    /// The component's definition (`slot.component.definition`) gives its lines and line break
    /// mode, whether it shrinks, its insets, the room its text has and how wide and tall its
    /// view is; each component's file says where those values come from.
    ///
    /// Sizes round up to the device pixel, `ceil(x * scale) / scale`.
    public func measure(
        _ text: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot
    ) throws(MeasurementError) -> TextMeasurement {
        measurement(of: try fit(text, profile: profile, pointSize: pointSize, language: language, slot: slot))
    }

    /// The full measurement (lines, visible text) of a fit that `fit` found, without laying the
    /// text out again: a checker asks for the numbers first and for this only when they fail.
    package func measurement(of fit: FitResult) -> TextMeasurement {
        let slot = fit.slot
        let pointSize = fit.requestedPointSize
        let layout = fit.prepared.layout(fit.request)
        var summary = fit.summary
        // A fit that did not count (see `fit(_:plan:language:memo:exactNeededLines:)`): the full
        // layout did, with the same request.
        if !fit.neededLinesAreExact { summary.neededLineCount = layout.metrics.neededLineCount }
        let (files, notes) = fontsAndNotes(of: fit)
        return TextMeasurement(
            slot: slot, summary: summary, fontFiles: files, requestedPointSize: pointSize,
            visibleText: layout.visibleText, lines: layout.lines, missingCharacters: fit.prepared.missingCharacters,
            notes: notes, layout: layout, prepared: fit.prepared, font: fit.font, margin: margin(of: fit),
            neighbors: neighborMeasurements(of: fit))
    }

    /// The font files that set a fit's text and the notes its measurement gives (the
    /// `fontFiles` and `notes` of `measurement(of:)`), without laying the text out. Each file is
    /// listed once, even when two of its faces (a `.ttc`'s) set the text.
    package func fontsAndNotes(of fit: FitResult) -> (fontFiles: [String], notes: [String]) {
        var files: [String] = [], notes: [String] = []
        appendFontsAndNotes(of: fit, toFiles: &files, notes: &notes)
        return (files, notes)
    }

    /// `fontsAndNotes(of:)` appended to `files` and `notes`, each file and note that is not there
    /// yet, in their order: a checker names each entry's fonts and notes from the first layout
    /// in each font, most of which fit. Appended in place: two arrays made per call, then
    /// merged, were a third of its 2,600 instructions a call (callgrind, issue 14's R1 on 15
    /// locales).
    package func appendFontsAndNotes(of fit: FitResult, toFiles files: inout [String], notes: inout [String]) {
        func add(_ note: String) { if !notes.contains(note) { notes.append(note) } }
        for note in fit.prepared.notes { add(note) }
        if let note = fit.font.note { add(note) }
        Self.forEachCalibrationNote(fit.prepared, font: fit.font, add)
        let requested = fit.requested?.slot ?? fit.slot
        for note in requested.component.definition.approximations(requested) { add(note) }
        // The fonts some unit is set in: a flag per font slot, on the stack (a Set cost 1% of the
        // full checker; an array of flags and filtered copies of the fonts an allocation each).
        let fonts = fit.prepared.fonts
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: fonts.count) { used in
            used.initialize(repeating: false)
            var anyUsed = false
            for fontSlot in fit.prepared.unitFonts where Int(fontSlot) < used.count {
                used[Int(fontSlot)] = true
                anyUsed = true
            }
            for slot in fonts.indices where used[slot] || slot == 0 && !anyUsed {
                let path = fonts[slot].descriptor.path
                if !files.contains(path) { files.append(path) }
            }
        }
    }

    /// The numbers of `measure` without building any text: what a checker needs for the many
    /// layouts that fit. Allocation-free once the text is prepared.
    public func summary(
        _ text: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot
    ) throws(MeasurementError) -> FitSummary {
        try fit(text, profile: profile, pointSize: pointSize, language: language, slot: slot).summary
    }

    /// `summary` with a memo (see `fit(_:profile:pointSize:language:slot:memo:)`).
    package func summary(
        _ text: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot, memo: inout FitMemo
    ) throws(MeasurementError) -> FitSummary {
        try fit(text, profile: profile, pointSize: pointSize, language: language, slot: slot, memo: &memo).summary
    }

    /// Prepares, lays out (shrinking when allowed) and sizes the view: the work `measure` and
    /// `summary` share. Its `summary` is the numbers; `measurement(of:)` builds the rest.
    package func fit(
        _ text: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot
    ) throws(MeasurementError) -> FitResult {
        var memo = FitMemo()
        return try fit(text, profile: profile, pointSize: pointSize, language: language, slot: slot, memo: &memo)
    }

    /// `fit`, for a caller that lays one text out many times (a checker, at every category):
    /// pass the same `memo` to each call, and the fonts and preparations found by earlier calls
    /// are reused without the shared cache's lock and hash.
    ///
    /// The component's rule (`ComponentDefinition.rule`) decides what is laid out: most
    /// components lay the text out once in its frame; bars, alerts and cells also measure the
    /// texts beside it. A text that does not fit an item whose size never changes is shown by
    /// the Large Content Viewer at the accessibility sizes, and the summary says so (see
    /// `summary(of:...)`).
    package func fit(
        _ text: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot, memo: inout FitMemo
    ) throws(MeasurementError) -> FitResult {
        let definition = slot.component.definition
        if let problem = definition.problems(slot) { throw .invalidArgument(problem) }
        var result: FitResult
        switch definition.rule {
        case .plain:
            // Laid out in `slot` itself (returned directly: copying the result cost the
            // measuring loop 3% of its instructions).
            return try fitPlain(text, profile: profile, pointSize: pointSize, language: language, slot: slot, memo: &memo)
        case .widestWeight(let weight):
            result = try fitWidestWeight(weight, text, profile: profile, pointSize: pointSize, language: language, slot: slot, memo: &memo)
        case .navigationTitle:
            result = try fitNavigationTitle(text, profile: profile, pointSize: pointSize, language: language, slot: slot, memo: &memo)
        case .backButton:
            result = try fitBackButton(text, profile: profile, pointSize: pointSize, language: language, slot: slot, memo: &memo)
        case .sharedRow:
            result = try fitSharedRow(text, profile: profile, pointSize: pointSize, language: language, slot: slot, memo: &memo)
        case .alertButton:
            result = try fitAlertButton(text, profile: profile, pointSize: pointSize, language: language, slot: slot, memo: &memo)
        case .cellText:
            result = try fitCellText(text, profile: profile, pointSize: pointSize, language: language, slot: slot, memo: &memo)
        }
        result.requested = FitRequest(slot: slot, profile: profile, language: language)
        result.slot.neighbors = slot.neighbors
        return result
    }

    /// What `fit` works out from a slot and a size before it sees any text, worked out once: a
    /// checker lays thousands of texts out in the same slot at the same twelve sizes.
    package func plan(profile: FontProfile, pointSize: Double, slot: Slot) -> FitPlan {
        let definition = slot.component.definition
        guard case .plain = definition.rule, definition.problems(slot) == nil,
              let (request, minimumScale) = try? Self.request(for: slot, pointSize: pointSize),
              let font = try? resolve(profile, pointSize: pointSize)
        else {
            // `fit` finds the problem again and throws it.
            return FitPlan(profile: profile, pointSize: pointSize, slot: slot, font: nil, request: nil, minimumScale: nil)
        }
        return FitPlan(profile: profile, pointSize: pointSize, slot: slot, font: font, request: request, minimumScale: minimumScale)
    }

    /// `fit` at a plan's size in its slot: the same result as
    /// `fit(text, profile: plan.profile, pointSize: plan.pointSize, language:, slot: plan.slot, memo:)`.
    ///
    /// With `exactNeededLines` false, a text a truncating slot cuts is not wrapped to its end:
    /// its `neededLineCount` is then a lower bound (`lineCount + 1`; its outcome, truncated, does
    /// not depend on it) and `measurement(of:)` counts the lines exactly. A checker asks for the
    /// count only where a report shows it (counting was 1.2% of a real app's check; issue 14).
    package func fit(
        _ text: String, plan: FitPlan, language: String, memo: inout FitMemo, exactNeededLines: Bool = true
    ) throws(MeasurementError) -> FitResult {
        guard plan.font != nil else {
            return try fit(text, profile: plan.profile, pointSize: plan.pointSize, language: language, slot: plan.slot, memo: &memo)
        }
        return try fitPlain(text, profile: plan.profile, pointSize: plan.pointSize, language: language, slot: plan.slot,
                            memo: &memo, planned: plan, exactNeededLines: exactNeededLines)
    }

    /// The width of `text` on one line, rounded up to the device pixel: what a bar item or an
    /// alert button takes beside the text being measured.
    func naturalWidth(_ text: String, profile: FontProfile, pointSize: Double, language: String, displayScale: Int) throws(MeasurementError) -> Double {
        var memo = FitMemo()
        let slot = Slot(component: .label, width: Self.unboundedWidth, lineBreakMode: .clipping, displayScale: displayScale)
        return try fitPlain(text, profile: profile, pointSize: pointSize, language: language, slot: slot, memo: &memo).summary.textWidth
    }

    /// The width of a neighbor's text on one line, in its state's weight (Semibold when
    /// emphasized) of `profile`'s font.
    func naturalWidth(of neighbor: NeighborText, profile: FontProfile, pointSize: Double, language: String,
                      displayScale: Int) throws(MeasurementError) -> Double {
        try naturalWidth(neighbor.text, profile: profile.withWeight(neighbor.weight), pointSize: pointSize, language: language,
                         displayScale: displayScale)
    }

    /// A width no UI text reaches, for laying a text out on one line.
    static let unboundedWidth = 1e7

    /// One layout of `text` in the slot's text frame, shrinking it when the component and the
    /// slot allow: the rule of most components, and the step every other rule ends with.
    /// Inlined into `fit`: the call returned its large result through one more copy (callgrind,
    /// the benchmark's W1: 2% of the instructions).
    @inline(__always)
    func fitPlain(
        _ text: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot, memo: inout FitMemo,
        planned: FitPlan? = nil, exactNeededLines: Bool = true
    ) throws(MeasurementError) -> FitResult {
        var request: LayoutRequest
        let minimumScale: Double?
        if let planned, let plannedRequest = planned.request {
            request = plannedRequest
            minimumScale = planned.minimumScale
        } else {
            (request, minimumScale) = try Self.request(for: slot, pointSize: pointSize)
        }
        let canShrink = minimumScale != nil

        func prepared(at size: Double) throws(MeasurementError) -> (PreparedText, ResolvedFont) {
            let font: ResolvedFont
            do throws(FontLoadingError) {
                font = try resolve(profile, pointSize: size)
            } catch {
                throw .font(error)
            }
            return (prepare(text, with: font, language: language, memo: &memo), font)
        }

        var text0: PreparedText
        var font0: ResolvedFont
        if let font = planned?.font {
            font0 = font
            text0 = prepare(text, with: font0, language: language, memo: &memo)
        } else {
            (text0, font0) = try prepared(at: pointSize)
        }
        request.apply(font0)
        let countsNeededLines = exactNeededLines || !request.lineBreakMode.truncates
        var metrics = text0.measure(request, countingNeededLines: countsNeededLines)
        guard !metrics.fits && canShrink else {
            // Most layouts: no shrinking. Returned from here, the values are not carried through
            // the shrinking's variables (copied twice per layout; callgrind).
            let summary = Self.summary(of: metrics, text: text0, font: font0, request: request, slot: slot, shrinkScale: nil)
            return FitResult(
                summary: summary, prepared: text0, font: font0, request: request, slot: slot, requestedPointSize: pointSize,
                metrics: metrics, shrinking: nil, neededLinesAreExact: countsNeededLines || !metrics.isTruncated)
        }
        // Auto-shrink: the largest scale in [minimumScaleFactor, 1] at which the text fits,
        // by bisection to within 0.5% of the size.
        // A trial that fits needs all its lines and so counts them; one that does not is
        // dropped, except the one at the minimum scale, which is the answer when nothing fits.
        func attempt(_ scale: Double, countingNeededLines: Bool = false) throws(MeasurementError) -> (LayoutMetrics, PreparedText, ResolvedFont, LayoutRequest) {
            let (p, f) = try prepared(at: pointSize * scale)
            var r = request
            r.apply(f)
            return (p.measure(r, countingNeededLines: countingNeededLines), p, f, r)
        }
        var low = minimumScale ?? 1
        var high = 1.0
        var best = try attempt(low, countingNeededLines: true)
        let shrinking = FitResult.Shrinking(
            fullSize: FitResult.Layout(prepared: text0, font: font0, request: request, metrics: metrics),
            atMinimumScale: FitResult.Layout(prepared: best.1, font: best.2, request: best.3, metrics: best.0))
        if best.0.fits {
            while high - low > 0.005 {
                let mid = (low + high) / 2
                let trial = try attempt(mid)
                if trial.0.fits {
                    low = mid
                    best = trial
                } else {
                    high = mid
                }
            }
        }
        (metrics, text0, font0, request) = best

        let summary = Self.summary(of: metrics, text: text0, font: font0, request: request, slot: slot, shrinkScale: low)
        return FitResult(
            summary: summary, prepared: text0, font: font0, request: request, slot: slot, requestedPointSize: pointSize,
            metrics: metrics, shrinking: shrinking)
    }

    /// Checks `slot` and `pointSize`, and makes the layout request the component implies: its
    /// lines and line break mode, and the smallest scale it may shrink to (nil: it does not).
    /// The component's own settings were checked by `fit` (`ComponentDefinition.problems`).
    static func request(for slot: Slot, pointSize: Double) throws(MeasurementError) -> (request: LayoutRequest, minimumScale: Double?) {
        guard slot.width.isFinite, slot.width > 0 else {
            throw .invalidArgument("width must be a positive number of points (got \(slot.width))")
        }
        guard pointSize.isFinite, pointSize > 0 else {
            throw .invalidArgument("point size must be a positive number (got \(pointSize))")
        }
        guard [1, 2, 3].contains(slot.displayScale) else {
            throw .invalidArgument("display scale must be 1, 2 or 3 (got \(slot.displayScale))")
        }
        guard slot.minimumScaleFactor.isFinite, (0...1).contains(slot.minimumScaleFactor) else {
            throw .invalidArgument("minimum scale factor must be between 0 and 1 (got \(slot.minimumScaleFactor))")
        }
        let definition = slot.component.definition
        let textWidth = definition.textFrame(slot, slot.insets ?? definition.defaultInsets(slot)).width
        guard textWidth > 0 else {
            throw .invalidArgument("the slot's insets and side views leave no room for text (\(NumberText.short(textWidth, decimals: 4)) pt of \(NumberText.short(slot.width, decimals: 4)) pt)")
        }

        var request = LayoutRequest(width: textWidth, pointSize: pointSize, lineHeight: slot.lineHeight)
        (request.numberOfLines, request.lineBreakMode) = definition.lines.resolved(for: slot)
        guard definition.shrinks else { return (request, nil) }
        if slot.minimumScaleFactor > 0 { return (request, slot.minimumScaleFactor < 1 ? slot.minimumScaleFactor : nil) }
        // The component's own shrinking (alert buttons to 10 pt), at the regular sizes only.
        if let smallest = definition.minimumFontSize, slot.category?.isAccessibility != true, smallest < pointSize {
            return (request, smallest / pointSize)
        }
        return (request, nil)
    }

    /// The view around text laid out as `metrics` says: its size rounded up to the device pixel,
    /// as wide as the component's width rule says, at least its minimum height; and whether it
    /// is taller than the slot's maximum height.
    static func summary(
        of metrics: LayoutMetrics, text text0: PreparedText, font font0: ResolvedFont, request: LayoutRequest, slot: Slot,
        shrinkScale: Double?
    ) -> FitSummary {
        let scale = slot.displayScale
        let insets = slot.effectiveInsets
        let lineHeight: Double
        if case .fixed(let value) = request.lineHeight { lineHeight = value } else { lineHeight = font0.lineHeight }

        let definition = slot.component.definition
        var textHeight = metrics.height
        if definition.emptyKeepsOneLine {
            textHeight = max(textHeight, lineHeight)  // an empty field or button still has a line
        }
        let height = max(roundUpToPixel(textHeight + insets.vertical, scale: scale),
                         slot.minimumHeight ?? definition.defaultMinimumHeight(slot))
        let width: Double
        switch definition.viewWidth {
        case .hugsText: width = roundUpToPixel(metrics.width, scale: scale)
        case .textPlusInsets: width = roundUpToPixel(metrics.width + insets.horizontal, scale: scale)
        case .slotWidth: width = definition.boxWidth(slot)
        }
        let exceedsHeight = slot.maximumHeight.map { height > $0 + 1e-9 } ?? false
        let fits = metrics.fits && !exceedsHeight
        // A title that never grows and does not fit at an accessibility size: the Large Content
        // Viewer shows it (a tab bar's, a segment's).
        var adaptation: LayoutAdaptation?
        if !fits, slot.category?.isAccessibility == true, case .fixed(largeContentViewer: true) = definition.dynamicType(with: slot.options) {
            adaptation = .largeContentViewer
        }
        return FitSummary(
            pointSize: request.pointSize, shrinkScale: shrinkScale, lineHeight: lineHeight,
            width: width, height: height,
            textWidth: roundUpToPixel(metrics.width, scale: scale), textHeight: roundUpToPixel(textHeight, scale: scale),
            lineCount: metrics.lineCount, neededLineCount: metrics.neededLineCount,
            fits: fits, isTruncated: metrics.isTruncated, isClipped: metrics.isClipped,
            exceedsMaximumHeight: exceedsHeight, hasMissingCharacters: !text0.missingCharacters.isEmpty,
            primaryFont: font0.font, adaptation: adaptation)
    }
}

/// The numbers of a measurement, without its text.
public struct FitSummary: Sendable, Equatable {
    /// The size used (smaller than requested after auto-shrink).
    public var pointSize: Double
    /// The auto-shrink scale, when the text was shrunk.
    public var shrinkScale: Double?
    /// The height of one line, in points.
    public var lineHeight: Double
    /// The view's size, rounded up to the device pixel.
    public var width: Double
    /// The view's height, rounded up to the device pixel.
    public var height: Double
    /// The text's width (its widest line), rounded up to the device pixel.
    public var textWidth: Double
    /// The text's height (its lines), rounded up to the device pixel.
    public var textHeight: Double
    /// Lines shown.
    public var lineCount: Int
    /// Lines the text needs to show in full.
    public var neededLineCount: Int
    /// Everything is shown: no truncation, no clipping, within the line limit and maximum height.
    public var fits: Bool
    /// Whether an ellipsis replaced part of the text.
    public var isTruncated: Bool
    /// Whether text was cut off without an ellipsis.
    public var isClipped: Bool
    /// Whether the view is taller than the slot's maximum height.
    public var exceedsMaximumHeight: Bool
    /// Whether some character has no glyph in any font (it shows as a box).
    public var hasMissingCharacters: Bool
    /// The primary font the text was set in (the system profile switches cut at 20 pt).
    public var primaryFont: Font
    /// How the component changed its layout for this text, if it did (stacked alert buttons, a
    /// back button's fallback, the Large Content Viewer, a bar's items overflowing).
    public var adaptation: LayoutAdaptation? = nil
    /// For `overflow`: the width the bar's items need together, in points.
    public var neededWidth: Double? = nil
}

/// The slot, profile and language a caller gave `fit`: what the notes and the neighbors of a
/// drawing are measured from.
///
/// A class, like `FitResult.Shrinking`, so a `FitResult` holds a reference, not 248 bytes: the
/// results are copied several times per layout, and at 1,616 bytes the copies were 2% of a
/// real app's check (callgrind, issue 14).
package final class FitRequest: Sendable {
    let slot: Slot
    let profile: FontProfile
    let language: String

    init(slot: Slot, profile: FontProfile, language: String) {
        self.slot = slot
        self.profile = profile
        self.language = language
    }
}

/// What `TextMeasurer.fit` found: the numbers, and what `measurement(of:)` needs to build the
/// lines and the visible text without laying the text out again.
package struct FitResult: Sendable {
    package var summary: FitSummary
    var prepared: PreparedText
    var font: ResolvedFont
    var request: LayoutRequest
    /// The slot as laid out: the component's decisions filled in (the room a title's items
    /// left, whether alert buttons stack), with the neighbors the caller gave.
    var slot: Slot
    var requestedPointSize: Double
    /// The numbers of the layout the fit ended with (`prepared`, `font`, `request`).
    var metrics: LayoutMetrics
    /// When the text did not fit and the label may shrink, its layouts at the requested size and
    /// at the minimum scale: the two thresholds of `margin(of:)`. Nil otherwise, when the fit's
    /// own layout is the one at the requested size.
    var shrinking: Shrinking?
    /// What the caller asked for, when a component's rule laid the text out in another slot
    /// than it gave (nil for a plain layout: `slot` is the caller's).
    var requested: FitRequest? = nil
    /// A navigation bar title's back button as shown beside it ("" for the chevron alone).
    var backTitleShown: String? = nil
    /// False when `summary.neededLineCount` (and `metrics`') is only a lower bound: a cut text
    /// the fit was asked not to wrap to its end (see `fit(_:plan:language:memo:exactNeededLines:)`).
    var neededLinesAreExact = true

    /// One layout a fit made.
    struct Layout: Sendable {
        var prepared: PreparedText
        var font: ResolvedFont
        var request: LayoutRequest
        var metrics: LayoutMetrics
    }

    /// The layouts of a label that tried to shrink (a class: see `FitRequest`).
    final class Shrinking: Sendable {
        let fullSize: Layout
        let atMinimumScale: Layout

        init(fullSize: Layout, atMinimumScale: Layout) {
            self.fullSize = fullSize
            self.atMinimumScale = atMinimumScale
        }
    }
}

/// A slot at one size, with what `fit` works out from them before it sees any text (see
/// `TextMeasurer.plan(profile:pointSize:slot:)`). A class: a caller keeps one per category and
/// passes it to every layout, and as a struct (a slot, a font, a request) it was copied at
/// each (callgrind).
package final class FitPlan: Sendable {
    package let profile: FontProfile
    package let pointSize: Double
    package let slot: Slot
    /// For a component laid out in its own slot (`ComponentRule.plain`) whose slot, size and
    /// font are all good: the font at the size, the first layout request and the smallest scale
    /// it may shrink to. The font and request are nil otherwise, and `fit` works them out (and
    /// throws their error). Fields, not an optional struct: reading that out copied it twice.
    let font: ResolvedFont?
    let request: LayoutRequest?
    let minimumScale: Double?

    init(profile: FontProfile, pointSize: Double, slot: Slot, font: ResolvedFont?, request: LayoutRequest?, minimumScale: Double?) {
        self.profile = profile
        self.pointSize = pointSize
        self.slot = slot
        self.font = font
        self.request = request
        self.minimumScale = minimumScale
    }
}
