import TextFormatting

extension TextMeasurer {
    /// Lays `text` out in `slot` as UIKit would, at `pointSize` with the font of `profile`.
    ///
    /// Per component:
    /// - label: `numberOfLines`, the line break mode, auto-shrink down to `minimumScaleFactor`;
    /// - text field: one line, truncating the tail (as a field that is not being edited shows it),
    ///   border-style insets, room for a clear button and side views;
    /// - text view: unlimited lines, word wrapping, `textContainerInset` 8/8 and
    ///   `lineFragmentPadding` 5;
    /// - button: one title line truncating in the middle (UIButton's default), title insets.
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
        let summary = fit.summary
        var notes = fit.prepared.notes
        if let note = fit.font.note { notes.append(note) }
        notes += Self.calibrationNotes(fit.prepared, font: fit.font)
        if slot.component == .textField && slot.insets == nil {
            notes.append("text field insets for border style '\(slot.borderStyle.rawValue)' are approximations (no measured source); override them in the slot")
        }
        if slot.component == .button && slot.insets == nil {
            notes.append("button title insets are approximations (no measured source); override them in the slot")
        }
        // The fonts some unit is set in (a flag per font slot; a Set cost 1% of the full checker).
        var used = [Bool](repeating: false, count: fit.prepared.fonts.count)
        for fontSlot in fit.prepared.unitFonts where Int(fontSlot) < used.count { used[Int(fontSlot)] = true }
        let anyUsed = used.contains(true)
        let files = fit.prepared.fonts.enumerated().filter { used[$0.offset] || $0.offset == 0 && !anyUsed }.map(\.element.descriptor.path)
        return TextMeasurement(
            slot: slot, summary: summary, fontFiles: files, requestedPointSize: pointSize,
            visibleText: layout.visibleText, lines: layout.lines, missingCharacters: fit.prepared.missingCharacters,
            notes: notes, layout: layout, prepared: fit.prepared, font: fit.font, margin: margin(of: fit))
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
    package func fit(
        _ text: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot, memo: inout FitMemo
    ) throws(MeasurementError) -> FitResult {
        var (request, canShrink) = try Self.request(for: slot, pointSize: pointSize)

        func prepared(at size: Double) throws(MeasurementError) -> (PreparedText, ResolvedFont) {
            let font: ResolvedFont
            do throws(FontLoadingError) {
                font = try resolve(profile, pointSize: size)
            } catch {
                throw .font(error)
            }
            return (prepare(text, with: font, language: language, memo: &memo), font)
        }

        var (text0, font0) = try prepared(at: pointSize)
        request.apply(font0)
        var metrics = text0.measure(request)
        var shrinkScale: Double?
        var shrinking: FitResult.Shrinking?

        if !metrics.fits && canShrink {
            // Auto-shrink: the largest scale in [minimumScaleFactor, 1] at which the text fits,
            // by bisection to within 0.5% of the size.
            func attempt(_ scale: Double) throws(MeasurementError) -> (LayoutMetrics, PreparedText, ResolvedFont, LayoutRequest) {
                let (p, f) = try prepared(at: pointSize * scale)
                var r = request
                r.apply(f)
                return (p.measure(r), p, f, r)
            }
            var low = slot.minimumScaleFactor
            var high = 1.0
            var best = try attempt(low)
            shrinking = FitResult.Shrinking(
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
            shrinkScale = low
        }

        let summary = Self.summary(of: metrics, text: text0, font: font0, request: request, slot: slot, shrinkScale: shrinkScale)
        return FitResult(
            summary: summary, prepared: text0, font: font0, request: request, slot: slot, requestedPointSize: pointSize,
            metrics: metrics, shrinking: shrinking)
    }

    /// Checks `slot` and `pointSize`, and makes the layout request the component implies: its
    /// lines and line break mode, and whether it may shrink.
    static func request(for slot: Slot, pointSize: Double) throws(MeasurementError) -> (request: LayoutRequest, canShrink: Bool) {
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
        let textWidth = slot.textWidth
        guard textWidth > 0 else {
            throw .invalidArgument("the slot's insets and side views leave no room for text (\(NumberText.short(textWidth, decimals: 4)) pt of \(NumberText.short(slot.width, decimals: 4)) pt)")
        }

        var request = LayoutRequest(width: textWidth, pointSize: pointSize, lineHeight: slot.lineHeight)
        let canShrink: Bool
        switch slot.component {
        case .label:
            request.numberOfLines = max(0, slot.numberOfLines)
            request.lineBreakMode = slot.lineBreakMode
            canShrink = slot.minimumScaleFactor > 0
        case .textField:
            request.numberOfLines = 1
            request.lineBreakMode = .truncatingTail
            canShrink = slot.minimumScaleFactor > 0
        case .textView:
            request.numberOfLines = 0
            request.lineBreakMode = .wordWrapping
            canShrink = false
        case .button:
            request.numberOfLines = 1
            request.lineBreakMode = .truncatingMiddle
            canShrink = slot.minimumScaleFactor > 0
        }
        return (request, canShrink)
    }

    /// The view around text laid out as `metrics` says: its size rounded up to the device pixel
    /// (labels hug the text, buttons add their insets, fields and text views keep the slot's
    /// width), a field's minimum height, the maximum height.
    static func summary(
        of metrics: LayoutMetrics, text text0: PreparedText, font font0: ResolvedFont, request: LayoutRequest, slot: Slot,
        shrinkScale: Double?
    ) -> FitSummary {
        let scale = slot.displayScale
        let insets = slot.effectiveInsets
        let lineHeight: Double
        if case .fixed(let value) = request.lineHeight { lineHeight = value } else { lineHeight = font0.lineHeight }

        var textHeight = metrics.height
        if slot.component != .label && slot.component != .textView {
            textHeight = max(textHeight, lineHeight)  // an empty field or button still has a line
        }
        var height = roundUpToPixel(textHeight + insets.vertical, scale: scale)
        let width: Double
        switch slot.component {
        case .label: width = roundUpToPixel(metrics.width, scale: scale)
        case .button: width = roundUpToPixel(metrics.width + insets.horizontal, scale: scale)
        case .textField, .textView: width = slot.width
        }
        if slot.component == .textField {
            height = max(height, slot.minimumHeight ?? slot.borderStyle.defaultMinimumHeight)
        }
        let exceedsHeight = slot.maximumHeight.map { height > $0 + 1e-9 } ?? false
        return FitSummary(
            pointSize: request.pointSize, shrinkScale: shrinkScale, lineHeight: lineHeight,
            width: width, height: height,
            textWidth: roundUpToPixel(metrics.width, scale: scale), textHeight: roundUpToPixel(textHeight, scale: scale),
            lineCount: metrics.lineCount, neededLineCount: metrics.neededLineCount,
            fits: metrics.fits && !exceedsHeight, isTruncated: metrics.isTruncated, isClipped: metrics.isClipped,
            exceedsMaximumHeight: exceedsHeight, hasMissingCharacters: !text0.missingCharacters.isEmpty,
            primaryFont: font0.font)
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
}

/// What `TextMeasurer.fit` found: the numbers, and what `measurement(of:)` needs to build the
/// lines and the visible text without laying the text out again.
package struct FitResult: Sendable {
    package var summary: FitSummary
    var prepared: PreparedText
    var font: ResolvedFont
    var request: LayoutRequest
    var slot: Slot
    var requestedPointSize: Double
    /// The numbers of the layout the fit ended with (`prepared`, `font`, `request`).
    var metrics: LayoutMetrics
    /// When the text did not fit and the label may shrink, its layouts at the requested size and
    /// at the minimum scale: the two thresholds of `margin(of:)`. Nil otherwise, when the fit's
    /// own layout is the one at the requested size.
    var shrinking: Shrinking?

    /// One layout a fit made.
    struct Layout {
        var prepared: PreparedText
        var font: ResolvedFont
        var request: LayoutRequest
        var metrics: LayoutMetrics
    }

    /// The layouts of a label that tried to shrink.
    struct Shrinking {
        var fullSize: Layout
        var atMinimumScale: Layout
    }
}
