import TextStyles

extension TextMeasurer {
    /// Margins are searched up to 10%: the widest error band of the stand-in is 4.42% (p99,
    /// `Tables/system_font_error_band.csv`), so a larger margin never makes an answer borderline,
    /// and stopping there keeps a check's cost bounded. `margin(of:)` returns this value for
    /// "10% or more".
    public static let marginCap = 10.0

    /// By how much (percent, up to `marginCap`) the widths of the primary font's glyphs could
    /// change before the outcome of `fit` changes, from the layouts the fit made:
    /// - it fits at the requested size: how much they could grow and still fit;
    /// - it shrank to fit: the nearer of shrinking until it fits at the requested size and
    ///   growing until it does not fit even at the minimum scale;
    /// - it does not fit (cut, clipped, wrapped beyond): how much they would have to shrink to
    ///   fit at the requested size or, when the label may shrink, at its minimum scale.
    ///
    /// Only the primary font's advances move (the stand-in's error is an error of those);
    /// tracking and fallback fonts stay. No text is shaped again.
    package func margin(of fit: FitResult) -> Double {
        // Nil only when stopped below a bound, and there is none.
        margin(of: fit, stoppingAt: nil) ?? Self.marginCap
    }

    /// The margin of `fit` (as `margin(of:)`) when it is below `band` (percent), else nil: what
    /// deciding whether an outcome is borderline needs (the margin is shown only then). The
    /// search stops as soon as the margin is known to be at least `band`: about 3 layouts in
    /// place of 9 for wrapped text far from its edge (issue 14).
    package func margin(of fit: FitResult, below band: Double) -> Double? {
        guard let margin = margin(of: fit, stoppingAt: band), margin < band else { return nil }
        return margin
    }

    private func margin(of fit: FitResult, stoppingAt band: Double?) -> Double? {
        let slot = fit.slot
        let widthDecides = slot.maximumHeight == nil
        // A fraction a little above the band's: a search stopped there ends at least that far
        // from 1, and times 100 that is still at least `band` after rounding.
        let atLeast = band.map { $0 / 100 * (1 + 1e-9) + 1e-12 } ?? .infinity
        // `fitsNow`: whether the layout fits, when the fit's summary already says (an unshrunk
        // layout of the plain rule, whose summary is this one: working it out again was a third
        // of the margins' instructions; issue 14).
        func margin(_ layout: FitResult.Layout, fitsNow known: Bool? = nil) -> (fits: Bool, margin: Double?) {
            func fits(_ metrics: LayoutMetrics) -> Bool {
                // Without a maximum height the view fits where its text does (see `summary`): the
                // summary, a view's size rounded to pixels, was built for every layout of the
                // search (callgrind, a real app's check: 23M instructions; issue 14).
                guard widthDecides else {
                    return Self.summary(of: metrics, text: layout.prepared, font: layout.font, request: layout.request, slot: slot, shrinkScale: nil).fits
                }
                return metrics.fits
            }
            let fitsNow = known ?? fits(layout.metrics)
            let fraction = layout.prepared.fitMargin(
                layout.request, fitsNow: fitsNow, oneLineNow: layout.metrics.neededLineCount == 1, widthDecides: widthDecides, cap: Self.marginCap / 100, atLeast: atLeast, fits: fits)
            return (fitsNow, fraction.map { min(Self.marginCap, $0 * 100) })
        }
        guard let shrinking = fit.shrinking else {
            return margin(FitResult.Layout(prepared: fit.prepared, font: fit.font, request: fit.request, metrics: fit.metrics),
                          fitsNow: fit.requested == nil ? fit.summary.fits : nil).margin
        }
        // Not fitting even at the minimum scale: only that threshold. Shrunk: either is near.
        let atMinimum = margin(shrinking.atMinimumScale)
        guard atMinimum.fits else { return atMinimum.margin }
        // Nil is a margin of at least the band: the other is the smaller, or both are that far.
        switch (margin(shrinking.fullSize).margin, atMinimum.margin) {
        case let (full?, minimum?): return min(full, minimum)
        case let (one?, nil), let (nil, one?): return band.map { one < $0 } == false ? nil : one
        case (nil, nil): return nil
        }
    }
}

extension FitResult {
    /// The stand-in's error band for the fit's text at its weight (see
    /// `TextMeasurement.errorBand`); nil for custom fonts, SF Pro and uncalibrated scripts.
    package var errorBand: ErrorBand? { font.errorBand(of: prepared) }
}
