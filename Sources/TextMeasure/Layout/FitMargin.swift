/// How close a layout is to another outcome: the margin of its fit.
///
/// The question (DESIGN.md, "What fits means", borderline): by how much could the widths of the
/// primary font's glyphs change before the text stops fitting (or, when it does not fit, starts
/// to)? The stand-in's error band is a relative error of exactly those widths (the untracked
/// advances of clusters set in the stand-in), so the margin is measured the same way: tracking
/// and fallback fonts stay as they are.
extension PreparedText {
    /// The relative change of the primary font's advances, as a fraction (0.012 is 1.2%), at
    /// which `fits` would flip: growth for a text that fits now (`fitsNow`), shrinking for one
    /// that does not. Searched up to `cap`, which is returned when nothing flips within it.
    ///
    /// One line of one paragraph whose outcome depends on width alone (`widthDecides`: no
    /// maximum height) is answered from its width in one pass: it fits exactly while its
    /// content is within the slot. Anything else (several lines, several paragraphs, a maximum
    /// height) is searched by bisection with `measure` (a greedy layout needs no fewer lines when
    /// every width grows), to `resolution`.
    ///
    /// `oneLineNow` says the layout at `request` is one line (a hint: false only makes the
    /// answer slower).
    ///
    /// With `atLeast`, a caller that only asks whether the margin is below `atLeast` (a
    /// borderline test) is answered sooner: the search stops once every step left could only
    /// find a margin of at least `atLeast`, and returns nil. The bisection's steps do not depend
    /// on `atLeast`, so a margin below it is the same value as without it.
    func fitMargin(
        _ request: LayoutRequest, fitsNow: Bool, oneLineNow: Bool = false, widthDecides: Bool, cap: Double,
        resolution: Double = 0.0005, atLeast: Double = .infinity, fits: (LayoutMetrics) -> Bool
    ) -> Double? {
        if request.numberOfLines == 1 && widthDecides,
           let margin = singleLineMargin(request, fitsNow: fitsNow) {
            return min(cap, margin)
        }
        // A text of one paragraph that stays on one line with its primary advances grown by
        // `atLeast` fits at every scale up to there (it is that one line; content widths only
        // grow with the scale), whatever its line limit: its margin is at least `atLeast`, with
        // no layout made. Short texts at the smaller sizes are such a line; this was a layout
        // each (issue 14). `oneLineNow` (the layout at this scale is one line) spares texts of
        // several lines the pass over their units.
        if fitsNow && oneLineNow && widthDecides && atLeast.isFinite, let line = oneLine(request),
           line.content - line.primary + (1 + atLeast) * line.primary <= line.limit {
            return nil
        }
        func fitsAt(_ scale: Double) -> Bool {
            var scaled = request
            scaled.widthScale = request.widthScale * scale
            return fits(measure(scaled, countingNeededLines: false))
        }
        var fitting = fitsNow ? 1.0 : 1 - cap
        var failing = fitsNow ? 1 + cap : 1.0
        if fitsNow ? fitsAt(failing) : !fitsAt(fitting) { return cap }
        while failing - fitting > resolution {
            // The answer lies between `fitting` and `failing`: at least this far from 1.
            if (fitsNow ? fitting - 1 : 1 - failing) >= atLeast { return nil }
            let middle = (fitting + failing) / 2
            if fitsAt(middle) { fitting = middle } else { failing = middle }
        }
        let threshold = (fitting + failing) / 2
        return min(cap, abs(threshold - 1))
    }

    /// The margin of a one-line layout from its paragraph's width: it fits while
    /// `rest + s x primary <= limit`, where `primary` is the primary font's advances on the line
    /// and `rest` its tracking and fallback fonts. Nil when the text has several paragraphs, or
    /// when the width disagrees with `fitsNow` (then the caller searches).
    private func singleLineMargin(_ request: LayoutRequest, fitsNow: Bool) -> Double? {
        guard let line = oneLine(request), (line.content <= line.limit) == fitsNow else { return nil }
        guard line.primary > 0 else { return .infinity }
        let threshold = (line.limit - (line.content - line.primary)) / line.primary
        return max(0, fitsNow ? threshold - 1 : 1 - threshold)
    }

    /// The text's one paragraph set on one line: the width of its content (trailing white space
    /// left out, as a line's fit ignores it), the part of that width that is the primary font's
    /// advances, and the line's limit. Nil when the text has several paragraphs.
    private func oneLine(_ request: LayoutRequest) -> (content: Double, primary: Double, limit: Double)? {
        withExtendedLifetime(storage) {
            let wrapper = LineWrapper(
                advances: storage.buffer(storage.unitAdvancesAt, of: Float.self),
                flags: storage.buffer(storage.unitFlagsAt, of: UnitFlags.self), request: request)
            var width = 0.0, primary = 0.0
            var contentWidth = 0.0, contentPrimary = 0.0
            for i in 0..<wrapper.count {
                let f = wrapper.flags[i]
                if f.contains(.lineSeparator) {
                    if wrapper.hasContent(from: i + 1) { return nil }
                    break
                }
                width += wrapper.width(of: i)
                primary += wrapper.primaryAdvance(of: i)
                if !f.contains(.whitespace) {
                    contentWidth = width
                    contentPrimary = primary
                }
            }
            return (contentWidth, contentPrimary, wrapper.limit)
        }
    }
}
