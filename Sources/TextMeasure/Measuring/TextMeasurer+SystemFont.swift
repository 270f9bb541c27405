import TextStyles

extension TextMeasurer {
    /// The system font at `weight` and `pointSize`: SF Pro when the measurer has its files, else
    /// the stand-in. Either way the profile's semantics hold (DESIGN.md, decision 4): the style's
    /// weight, the HIG's tracking, Apple's measured vertical metrics.
    func resolveSystem(weight: FontWeight, platform: Platform, pointSize: Double) throws(FontLoadingError) -> ResolvedFont {
        let trackingFont = TrackingFont.system(for: platform)
        let font: Font
        var notes: [String] = []
        if let systemFont {
            let descriptor = systemFont.descriptor(weight: weight.numericValue, pointSize: pointSize, displayFrom: systemMetrics.displayCutFromPointSize)
            font = try library.font(descriptor)
            notes.append(systemFont.note)
            if let mismatch = metricsMismatch(font) { notes.append(mismatch) }
        } else {
            let display = pointSize >= systemMetrics.displayCutFromPointSize
            font = try library.bundledFont(family: display ? "Inter Display" : "Inter", weight: weight.numericValue)
        }
        if trackingFont == .sfCompact {
            let glyphs = systemFont == nil ? "the stand-in's (Inter)" : "SF Pro's"
            notes.append("watchOS: tracking is SF Compact's (HIG table); glyph widths are \(glyphs), not SF Compact's, and vertical metrics are SF Pro's measured ones (SF Compact's are not measured)")
        }
        var widthFactors = WidthFactors.identity
        var errorBands: ErrorBands?
        if systemFont == nil {
            let calibration = StandInCalibration.standard
            widthFactors = calibration.factors(weight: weight.numericValue, pointSize: pointSize)
            errorBands = calibration.errorBands(weight: weight.numericValue)
        }
        return ResolvedFont(
            font: font, pointSize: pointSize,
            tracking: Tracking.points(pointSize: pointSize, font: trackingFont, platform: platform),
            metricsOverride: FaceMetrics(
                unitsPerEm: systemMetrics.unitsPerEm, ascender: systemMetrics.ascender,
                descender: systemMetrics.descender, lineGap: systemMetrics.lineGap,
                capHeight: systemMetrics.capHeight, xHeight: systemMetrics.xHeight),
            fallbackWeight: weight.numericValue, note: notes.isEmpty ? nil : notes.joined(separator: "; "),
            widthFactors: widthFactors, errorBands: errorBands)
    }

    /// With real SF Pro the measured vertical metrics must be the font's own (`hhea`); when they
    /// are not, say so (heights keep following UIKit's measured values).
    package func metricsMismatch(_ font: Font) -> String? {
        let own = font.metrics
        let m = systemMetrics
        func em(_ value: Int, _ upem: Int) -> Double { Double(value) / Double(upem) }
        let same = [(own.ascender, m.ascender), (own.descender, m.descender), (own.lineGap, m.lineGap)].allSatisfy {
            abs(em($0.0, own.unitsPerEm) - em($0.1, m.unitsPerEm)) < 0.5 / Double(max(own.unitsPerEm, m.unitsPerEm))
        }
        guard !same else { return nil }
        return "\(font.descriptor.path): its vertical metrics (ascender \(own.ascender), descender \(own.descender), line gap \(own.lineGap) per \(own.unitsPerEm) em) differ from UIKit's measured ones for the system font (\(m.ascender), \(m.descender), \(m.lineGap) per \(m.unitsPerEm)); heights use the measured values"
    }
}
