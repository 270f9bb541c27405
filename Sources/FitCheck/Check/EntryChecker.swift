import Catalogs
import TextFormatting
import TextMeasure
import TextStyles

/// Measures one entry in its slot at every category and turns the outcomes into findings.
struct EntryChecker: Sendable {
    let spec: Spec
    let categories: [ContentSizeCategory]
    let measurer: TextMeasurer
    let rendersPictures: Bool
    /// What makes an outcome borderline and how a borderline failure counts.
    var borderline = BorderlineRule()
    /// The tables, read once for every entry (see `SlotSizing.make`).
    let scale = TypeScale.standard

    /// One entry to check, with the slot the spec gives its key.
    struct Item: Sendable {
        var entry: CatalogEntry
        var slot: SlotSpec
        var ruleIndex: Int?
        /// `slot.summary`, built once per rule by the caller (nil: built here).
        var slotSummary: String? = nil
    }

    func check(_ item: Item) -> EntryResult {
        let entry = item.entry
        let slot = item.slot
        let measured = substituteSamples(in: entry.text, samples: spec.placeholders, key: entry.key)
        let font = spec.font(forLocale: entry.locale)
        var findings: [Finding] = []

        let mismatches = entry.specifierMismatches
        if !mismatches.isEmpty {
            findings.append(finding(.specifierMismatch, .error, entry: entry,
                                    "format specifiers differ from the source: " + mismatches.map(\.description).joined(separator: "; ")))
        }

        var result = EntryResult(
            key: entry.key, locale: entry.locale, variant: entry.variant, location: entry.location, text: entry.text,
            measuredText: measured, slotSummary: item.slotSummary ?? slot.summary, ruleIndex: item.ruleIndex, font: font.displayName,
            outcomes: [], findings: [])

        guard let width = slot.width ?? entry.maxWidth else {
            findings.append(finding(.error, .error, entry: entry, categories: categories,
                                    "no slot width: the slot gives none and the entry has no XLIFF maxwidth; set \"width\" in the spec's slot for this key"))
            result.outcomes = categories.map { CategoryOutcome(category: $0, outcome: .error, pointSize: 0, errorMessage: "no slot width") }
            result.findings = findings
            return result
        }

        let layouts = measureCategories(measured, entry: entry, slot: slot, width: width, font: font, into: &result)
        findings += layoutFindings(result.outcomes, entry: entry, slot: slot, measurements: layouts.measurements)
        if let missing = missingGlyphsFinding(layouts, entry: entry, slot: slot) { findings.append(missing) }
        result.findings = findings
        return result
    }

    /// What the layouts of an entry at every category leave for its findings: the full
    /// measurements made, and the characters no font has with the categories where they showed.
    private struct Layouts {
        var measurements: [ContentSizeCategory: TextMeasurement] = [:]
        var missing: [Unicode.Scalar] = []
        var missingCategories: [ContentSizeCategory] = []
    }

    /// Lays `measured` out in `slot` at every category: an outcome per category in `result`,
    /// with the fonts and notes of the layouts that were measured in full.
    private func measureCategories(
        _ measured: String, entry: CatalogEntry, slot: SlotSpec, width: Double, font: FontChoice, into result: inout EntryResult
    ) -> Layouts {
        var layouts = Layouts()
        var measuredFonts = Set<ObjectIdentifier>()
        var memo = FitMemo()
        for category in categories {
            let sizing: SlotSizing
            do throws(TextStyleError) {
                sizing = try SlotSizing.make(slot: slot, category: category, font: font, platform: spec.platform,
                                             displayScale: spec.displayScale, scale: scale)
            } catch {
                result.outcomes.append(CategoryOutcome(category: category, outcome: .error, pointSize: 0, errorMessage: error.description))
                continue
            }
            let measuringSlot = slot.measuringSlot(width: width, lineHeight: sizing.lineHeight, displayScale: spec.displayScale)
            do throws(MeasurementError) {
                // The numbers first (no text is built); the full layout only where a report needs
                // it: a category that does not fit, missing glyphs, a font not yet named, AX5's
                // picture. Most categories of most entries fit, so most layouts stay cheap.
                let fit = try measurer.fit(measured, profile: sizing.profile, pointSize: sizing.pointSize,
                                           language: entry.locale, slot: measuringSlot, memo: &memo)
                let summary = fit.summary
                let outcome = Self.classify(summary, slot: measuringSlot, allowedLines: slot.allowedLines)
                let needsLayout = outcome != .fits || summary.hasMissingCharacters
                    || !measuredFonts.contains(ObjectIdentifier(summary.primaryFont))
                    || (rendersPictures && category == .ax5)
                // Every system-font outcome has its margin; the stand-in's also its error band.
                let isSystem = if case .system = sizing.profile { true } else { false }
                let band = isSystem ? fit.errorBand?[borderline.percentile] : nil
                guard needsLayout else {
                    result.outcomes.append(CategoryOutcome(
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
                result.outcomes.append(CategoryOutcome(
                    category: category, outcome: outcome,
                    pointSize: sizing.pointSize, shrinkScale: m.shrinkScale, visibleText: m.visibleText,
                    lineCount: m.lineCount, neededLineCount: m.neededLineCount, height: m.height,
                    margin: isSystem ? m.margin : nil, band: band))
                if !m.missingCharacters.isEmpty {
                    layouts.missingCategories.append(category)
                    for scalar in m.missingCharacters where !layouts.missing.contains(scalar) { layouts.missing.append(scalar) }
                }
            } catch {
                result.outcomes.append(CategoryOutcome(category: category, outcome: .error, pointSize: sizing.pointSize,
                                                       errorMessage: error.description))
            }
        }
        return layouts
    }

    /// One finding per kind of layout problem, with the categories where it occurs, ordered by
    /// the first of them.
    private func layoutFindings(
        _ outcomes: [CategoryOutcome], entry: CatalogEntry, slot: SlotSpec, measurements: [ContentSizeCategory: TextMeasurement]
    ) -> [Finding] {
        let layoutKinds: [(LayoutOutcome, FindingKind)] = [
            (.truncated, .truncated), (.clipped, .clipped), (.wrappedBeyond, .wrappedBeyond), (.shrunk, .shrunk), (.error, .error),
        ]
        var layoutFindings: [Finding] = []
        for (outcome, kind) in layoutKinds {
            let hits = outcomes.filter { $0.outcome == outcome }
            guard let first = hits.first else { continue }
            let hitCategories = hits.map(\.category)
            // A borderline failure counts as `--borderline` says, category by category.
            var severity = hits.map { hit in
                let severity = spec.severity.severity(at: hit.category)
                return hit.isBorderline ? borderline.policy.cap(severity) : severity
            }.max() ?? .info
            if kind == .shrunk { severity = min(severity, .warning) }
            if kind == .error { severity = .error }
            var message = Self.message(kind, first, slot: slot)
            if first.isBorderline, let margin = first.margin, let band = first.band {
                message += " (borderline: margin \(BorderlineRule.marginText(margin)), \(BorderlineRule.note(band: band, percentile: borderline.percentile)))"
            }
            var f = finding(kind, severity, entry: entry, categories: hitCategories, message)
            if kind != .error {
                f.visibleText = first.visibleText
                f.shrinkScale = first.shrinkScale
                f.neededLines = first.neededLineCount
                f.allowedLines = slot.allowedLines
                f.margin = first.margin
                f.band = first.band
            }
            if rendersPictures {
                f.pictures = pictures(at: [first.category, .ax5], from: measurements, entry: entry, slot: slot)
            }
            layoutFindings.append(f)
        }
        return layoutFindings.sorted { ($0.firstCategory?.rawValue ?? 0, $0.kind) < ($1.firstCategory?.rawValue ?? 0, $1.kind) }
    }

    /// The finding for characters no font has, when some showed.
    private func missingGlyphsFinding(_ layouts: Layouts, entry: CatalogEntry, slot: SlotSpec) -> Finding? {
        let missing = layouts.missing
        guard let first = layouts.missingCategories.first else { return nil }
        let names = missing.prefix(8).map { scalar in
            "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + " " + String(Character(scalar))
        }
        var f = finding(.missingGlyphs, spec.severity.severity(at: layouts.missingCategories), entry: entry,
                        categories: layouts.missingCategories,
                        "no available font has \(missing.count == 1 ? "this character" : "these \(missing.count) characters"): "
                            + names.joined(separator: ", ") + (missing.count > 8 ? ", ..." : "")
                            + "; add a font for the script (fontsByLocale) or install one fontconfig can find")
        f.missingCharacters = missing
        f.visibleText = layouts.measurements[first]?.visibleText
        if rendersPictures { f.pictures = pictures(at: [first], from: layouts.measurements, entry: entry, slot: slot) }
        return f
    }

    /// A finding about `entry`.
    private func finding(
        _ kind: FindingKind, _ severity: Severity, entry: CatalogEntry, categories: [ContentSizeCategory] = [], _ message: String
    ) -> Finding {
        Finding(kind: kind, severity: severity, key: entry.key, locale: entry.locale,
                variant: entry.variant?.description, location: entry.location, categories: categories, message: message)
    }

    private func pictures(at wanted: [ContentSizeCategory], from measurements: [ContentSizeCategory: TextMeasurement],
                          entry: CatalogEntry, slot: SlotSpec) -> [FindingPicture] {
        var result: [FindingPicture] = []
        for category in wanted where !result.contains(where: { $0.category == category }) {
            guard let m = measurements[category] else { continue }
            let caption = "\(entry.locale) \u{00B7} \(category.higName) \u{00B7} \(slot.style.name) \(NumberText.short(m.requestedPointSize, decimals: 2)) pt"
            result.append(FindingPicture(category: category, svg: SVGRenderer(caption: caption).render(m)))
        }
        return result
    }
}
