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
        /// The slots the outcomes were measured in: one per context merged (`worst(of:)`), and
        /// for each outcome the index of its slot. A copy of the slot per category (its
        /// strings and arrays retained, by every thread at once: the slot is shared) was 1% of
        /// a real app's check (issue 14).
        private(set) var contextSlots: [SlotSpec] = []
        /// Empty while every outcome is in the first slot (one context: appended straight to
        /// `outcomes`, without a second array to keep in step).
        private(set) var slotIndices: [UInt8] = []
        var measurements: [ContentSizeCategory: TextMeasurement] = [:]
        var missing: [Unicode.Scalar] = []
        var missingCategories: [ContentSizeCategory] = []

        init(slot: SlotSpec? = nil) {
            if let slot { contextSlots = [slot] }
        }

        /// The index into `contextSlots` of the slot of the outcome at `index`.
        private func slotIndex(at index: Int) -> UInt8 { slotIndices.isEmpty ? 0 : slotIndices[index] }

        /// The slot of the outcome at `index`.
        func slot(at index: Int) -> SlotSpec { contextSlots[Int(slotIndex(at: index))] }

        /// The worst outcome at each category of several layouts of one entry (a key shown in
        /// two groups), with the measurement and slot it came from.
        static func worst(of runs: [Layouts]) -> Layouts {
            guard var merged = runs.first else { return Layouts() }
            for run in runs.dropFirst() {
                let slotIndex = UInt8(truncatingIfNeeded: merged.contextSlots.count)
                merged.contextSlots += run.contextSlots
                if merged.slotIndices.isEmpty { merged.slotIndices = Array(repeating: 0, count: merged.outcomes.count) }
                for (i, outcome) in run.outcomes.enumerated() where i < merged.outcomes.count
                    && outcome.outcome.rank > merged.outcomes[i].outcome.rank {
                    merged.outcomes[i] = outcome
                    merged.slotIndices[i] = slotIndex + run.slotIndex(at: i)
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
    ///
    /// A layout is measured in full (its visible text, lines, margin) only where a report needs
    /// it: the first category of each kind of outcome (a finding's text and picture), a layout
    /// change, missing glyphs; every category that does not fit as well when
    /// `keepsOutcomeDetails` or `measuresEveryFailure` (a key in several groups, whose worst
    /// outcomes are merged category by category) says so. The first layout in each font names
    /// the entry's fonts and notes. A margin is kept where it can be borderline (an error band to
    /// compare it with) or with the details. Perf on a real app's catalogs: the full measurements
    /// were 7% of `typefit check`, and most were of categories no report shows (issue 14).
    func measureCategories(
        _ measured: String, entry: CatalogEntry, context: Context, width: Double, font: FontChoice,
        planKey: CategoryPlans.Key?, measuresEveryFailure: Bool, into result: inout EntryResult
    ) -> Layouts {
        let slot = context.slot
        var layouts = Layouts(slot: slot)
        // The primary fonts measured in full so far: one or two (the system font's cuts), so a
        // list (a Set cost 0.6% of a real app's check in hashing and allocation; issue 14).
        var measuredFonts: [ObjectIdentifier] = []
        var measuredOutcomes: [LayoutOutcome] = []
        // The error band of each primary font's layouts (see below).
        var bands: [(font: ObjectIdentifier, weight: Int, band: Double?)] = []
        var memo = FitMemo()
        let groupNote = context.group.map { "in the \($0.summary)" }
        // The closures are passed, not stored: a stored one copied the whole checker per entry.
        let sized = if let planKey {
            plans.plans(for: planKey) {
                categoryPlans(slot: slot, context: context, entry: entry, width: width, font: font)
            }
        } else {
            // A group member's plans carry the other members' texts: made for this entry alone.
            categoryPlans(slot: slot, context: context, entry: entry, width: width, font: font)
        }
        // One outcome per category: grown one at a time, the array was copied four times.
        // Appended straight to `outcomes`: through a method, each outcome was copied once more.
        layouts.outcomes.reserveCapacity(sized.count)
        let allowedLines = slot.allowedLines
        // Through a buffer, by index: binding each plan copied it (its slot's strings and arrays
        // retained, shared by threads; callgrind).
        sized.withUnsafeBufferPointer { plans in
            for index in plans.indices {
                let category = categories[index]
                if let error = plans[index].error {
                    layouts.outcomes.append(CategoryOutcome(category: category, outcome: .error, pointSize: 0, errorMessage: error.description))
                    continue
                }
                let plan = plans[index].fit
                let pointSize = plan.pointSize
                do throws(MeasurementError) {
                    // The numbers first (no text is built); the full layout only where a report needs
                    // it. Most categories of most entries fit, so most layouts stay cheap.
                    // The lines a cut text would need are counted where a report shows them: each
                    // outcome in JSON (the details), else the first of its kind, whose full
                    // measurement below counts them.
                    let fit = try measurer.fit(measured, plan: plan, language: entry.locale, memo: &memo,
                                               exactNeededLines: keepsOutcomeDetails || measuresEveryFailure)
                    // The line break mode read only where it decides (a copy of the plan's slot per
                    // layout otherwise; callgrind).
                    let outcome = Self.classify(fit.summary, lineBreakMode: plan.slot.lineLayout.mode, allowedLines: allowedLines)
                    let needsLayout = outcome != .fits && (keepsOutcomeDetails || measuresEveryFailure || !measuredOutcomes.contains(outcome))
                        || fit.summary.adaptation != nil || fit.summary.hasMissingCharacters
                    let isNewFont = !measuredFonts.contains(ObjectIdentifier(fit.summary.primaryFont))
                    // Every system-font outcome has its margin; the stand-in's also its error band.
                    let systemWeight: Int? = if case .system(let weight, _) = plan.profile { weight.numericValue } else { nil }
                    let isSystem = systemWeight != nil
                    // The band depends on the weight and on the scripts of the text as prepared in
                    // the primary font, not on the size: worked out once per primary font (the
                    // Text and Display cuts) and weight, for layouts of the entry's own text. A
                    // layout change may set another text (a back button's "Back"): its band is
                    // worked out for it.
                    let band: Double?
                    if let systemWeight, fit.summary.adaptation == nil {
                        let font = ObjectIdentifier(fit.summary.primaryFont)
                        if let known = bands.first(where: { $0.font == font && $0.weight == systemWeight }) {
                            band = known.band
                        } else {
                            band = fit.errorBand?[borderline.percentile]
                            bands.append((font, systemWeight, band))
                        }
                    } else {
                        band = isSystem ? fit.errorBand?[borderline.percentile] : nil
                    }
                    if !needsLayout && isNewFont {
                        // The entry's fonts and notes are named from the first layout in each font.
                        measurer.appendFontsAndNotes(of: fit, toFiles: &result.fontFiles, notes: &result.notes)
                        measuredFonts.append(ObjectIdentifier(fit.summary.primaryFont))
                    }
                    guard needsLayout else {
                        // Without the details a margin is shown only where it is borderline: below
                        // the band, where it is searched to the end.
                        let margin = !isSystem ? nil : keepsOutcomeDetails ? measurer.margin(of: fit)
                            : band.flatMap { measurer.margin(of: fit, below: $0) }
                        layouts.outcomes.append(CategoryOutcome(
                            category: category, outcome: outcome, pointSize: pointSize, shrinkScale: fit.summary.shrinkScale,
                            visibleText: outcome == .fits ? measured : "", lineCount: fit.summary.lineCount,
                            neededLineCount: fit.summary.neededLineCount, height: fit.summary.height,
                            margin: margin, band: band))
                        continue
                    }
                    let m = measurer.measurement(of: fit)
                    if isNewFont { measuredFonts.append(ObjectIdentifier(fit.summary.primaryFont)) }
                    if !measuredOutcomes.contains(outcome) { measuredOutcomes.append(outcome) }
                    layouts.measurements[category] = m
                    for file in m.fontFiles where !result.fontFiles.contains(file) { result.fontFiles.append(file) }
                    for note in m.notes where !result.notes.contains(note) { result.notes.append(note) }
                    let detail = Self.detail(outcome, fit.summary, slot: m.slot, visibleText: m.visibleText)
                    layouts.outcomes.append(CategoryOutcome(
                        category: category, outcome: outcome,
                        pointSize: pointSize, shrinkScale: m.shrinkScale, visibleText: m.visibleText,
                        lineCount: m.lineCount, neededLineCount: m.neededLineCount, height: m.height, adaptation: fit.summary.adaptation,
                        detail: [detail, outcome == .fits && fit.summary.adaptation == nil ? nil : groupNote].compactMap { $0 }
                            .joined(separator: "; ").nilIfEmpty, margin: isSystem ? m.margin : nil, band: band))
                    if !m.missingCharacters.isEmpty {
                        layouts.missingCategories.append(category)
                        for scalar in m.missingCharacters where !layouts.missing.contains(scalar) { layouts.missing.append(scalar) }
                    }
                } catch {
                    layouts.outcomes.append(CategoryOutcome(category: category, outcome: .error, pointSize: pointSize,
                                                            errorMessage: error.description))
                }
            }
        }
        return layouts
    }

    /// The slot sized at every category (see `CategoryPlans`).
    private func categoryPlans(
        slot: SlotSpec, context: Context, entry: CatalogEntry, width: Double, font: FontChoice
    ) -> [CategoryPlan] {
        categories.map { category in
            if spec.platform == .android {
                return androidPlan(slot: slot, category: category, font: font, width: width, locale: entry.locale)
            }
            do throws(TextStyleError) {
                let sizing = try SlotSizing.make(slot: slot, category: category, font: font, platform: spec.platform,
                                                 displayScale: spec.displayScale, scale: scale)
                let measuringSlot = slot.measuringSlot(width: width, lineHeight: sizing.lineHeight, displayScale: spec.displayScale,
                                                       category: category, locale: entry.locale, neighbors: context.neighbors)
                return CategoryPlan(sizing: sizing, slot: measuringSlot, measurer: measurer)
            } catch {
                return CategoryPlan(error: error, measurer: measurer)
            }
        }
    }
}

extension String {
    /// nil for an empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
