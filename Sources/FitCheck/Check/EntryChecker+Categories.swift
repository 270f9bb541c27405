import Catalogs
import TextFormatting
import TextMeasure
import TextStyles

extension EntryChecker {
    /// What the layouts of an entry at every category leave for its findings: an outcome per
    /// category with the slot it was measured in, the full measurements made, and the characters
    /// no font has with the categories where they showed.
    struct Layouts {
        var outcomes: [CategoryOutcome] = []
        var slots: [SlotSpec] = []
        var measurements: [ContentSizeCategory: TextMeasurement] = [:]
        var missing: [Unicode.Scalar] = []
        var missingCategories: [ContentSizeCategory] = []

        /// The worst outcome at each category of several layouts of one entry (a key shown in
        /// two groups), with the measurement and slot it came from.
        static func worst(of runs: [Layouts]) -> Layouts {
            guard var merged = runs.first else { return Layouts() }
            for run in runs.dropFirst() {
                for (i, outcome) in run.outcomes.enumerated() where i < merged.outcomes.count
                    && outcome.outcome.rank > merged.outcomes[i].outcome.rank {
                    merged.outcomes[i] = outcome
                    merged.slots[i] = run.slots[i]
                    merged.measurements[outcome.category] = run.measurements[outcome.category]
                }
                for scalar in run.missing where !merged.missing.contains(scalar) { merged.missing.append(scalar) }
                for category in run.missingCategories where !merged.missingCategories.contains(category) {
                    merged.missingCategories.append(category)
                }
            }
            merged.missingCategories.sort { $0.rawValue < $1.rawValue }
            return merged
        }
    }

    /// Lays `measured` out in the context's slot at every category: an outcome per category,
    /// with the fonts and notes of the layouts that were measured in full added to `result`.
    func measureCategories(
        _ measured: String, entry: CatalogEntry, context: Context, width: Double, font: FontChoice, into result: inout EntryResult
    ) -> Layouts {
        let slot = context.slot
        var layouts = Layouts()
        var measuredFonts = Set<ObjectIdentifier>()
        var memo = FitMemo()
        let groupNote = context.group.map { "in the \($0.summary)" }
        for category in categories {
            layouts.slots.append(slot)
            let sizing: SlotSizing
            do throws(TextStyleError) {
                sizing = try SlotSizing.make(slot: slot, category: category, font: font, platform: spec.platform,
                                             displayScale: spec.displayScale, scale: scale)
            } catch {
                layouts.outcomes.append(CategoryOutcome(category: category, outcome: .error, pointSize: 0, errorMessage: error.description))
                continue
            }
            let measuringSlot = slot.measuringSlot(width: width, lineHeight: sizing.lineHeight, displayScale: spec.displayScale,
                                                   category: category, locale: entry.locale, neighbors: context.neighbors)
            do throws(MeasurementError) {
                // The numbers first (no text is built); the full layout only where a report needs
                // it: a category that does not fit, missing glyphs, a font not yet named. Most
                // categories of most entries fit, so most layouts stay cheap.
                let fit = try measurer.fit(measured, profile: sizing.profile, pointSize: sizing.pointSize,
                                           language: entry.locale, slot: measuringSlot, memo: &memo)
                let summary = fit.summary
                let outcome = Self.classify(summary, slot: measuringSlot, allowedLines: slot.allowedLines)
                let needsLayout = outcome != .fits || summary.adaptation != nil || summary.hasMissingCharacters
                    || !measuredFonts.contains(ObjectIdentifier(summary.primaryFont))
                // Every system-font outcome has its margin; the stand-in's also its error band.
                let isSystem = if case .system = sizing.profile { true } else { false }
                let band = isSystem ? fit.errorBand?[borderline.percentile] : nil
                guard needsLayout else {
                    layouts.outcomes.append(CategoryOutcome(
                        category: category, outcome: outcome, pointSize: sizing.pointSize, shrinkScale: summary.shrinkScale,
                        visibleText: measured, lineCount: summary.lineCount, neededLineCount: summary.neededLineCount,
                        height: summary.height, margin: isSystem ? measurer.margin(of: fit) : nil, band: band))
                    continue
                }
                let m = measurer.measurement(of: fit)
                measuredFonts.insert(ObjectIdentifier(summary.primaryFont))
                layouts.measurements[category] = m
                for file in m.fontFiles where !result.fontFiles.contains(file) { result.fontFiles.append(file) }
                for note in m.notes where !result.notes.contains(note) { result.notes.append(note) }
                let detail = Self.detail(outcome, summary, slot: m.slot, visibleText: m.visibleText)
                layouts.outcomes.append(CategoryOutcome(
                    category: category, outcome: outcome,
                    pointSize: sizing.pointSize, shrinkScale: m.shrinkScale, visibleText: m.visibleText,
                    lineCount: m.lineCount, neededLineCount: m.neededLineCount, height: m.height, adaptation: summary.adaptation,
                    detail: [detail, outcome == .fits && summary.adaptation == nil ? nil : groupNote].compactMap { $0 }
                        .joined(separator: "; ").nilIfEmpty, margin: isSystem ? m.margin : nil, band: band))
                if !m.missingCharacters.isEmpty {
                    layouts.missingCategories.append(category)
                    for scalar in m.missingCharacters where !layouts.missing.contains(scalar) { layouts.missing.append(scalar) }
                }
            } catch {
                layouts.outcomes.append(CategoryOutcome(category: category, outcome: .error, pointSize: sizing.pointSize,
                                                        errorMessage: error.description))
            }
        }
        return layouts
    }
}

extension String {
    /// nil for an empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
