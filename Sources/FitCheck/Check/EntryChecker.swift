import Catalogs
import TextFormatting
import TextMeasure
import TextStyles

/// Measures one entry in its slot at every category and turns the outcomes into findings.
struct EntryChecker: Sendable {
    let spec: Spec
    let categories: [ContentSizeCategory]
    private(set) var measurer: TextMeasurer
    /// Where drawings of findings go; nil draws none.
    let drawings: DrawingStore?
    /// The texts of group members, for the neighbors of an entry a group names.
    var groupTexts: GroupTexts? = nil
    /// Keep the outcomes of entries that fit everywhere (``CheckOptions/keepsFittingOutcomes``).
    var keepsFittingOutcomes = true
    /// What makes an outcome borderline and how a borderline failure counts.
    var borderline = BorderlineRule()
    /// Measure every category that does not fit in full (visible text, detail) and every system
    /// font outcome's margin (``CheckOptions/keepsOutcomeDetails``); off, only what reports show.
    var keepsOutcomeDetails = true
    /// The tables, read once for every entry (see `SlotSizing.make`).
    let scale = TypeScale.standard
    /// Each rule's slot sized at every category, shared by the entries of a locale (of one
    /// measuring thread: see `forOneThread(measurer:)`).
    private(set) var plans = CategoryPlans()
    /// `spec.defaultSlotOrigin`, described once (building it for every entry was 0.6% of a real
    /// app's check; issue 14).
    private let defaultSlotOrigin: SlotOrigin

    init(spec: Spec, categories: [ContentSizeCategory], measurer: TextMeasurer, drawings: DrawingStore?,
         groupTexts: GroupTexts? = nil, keepsFittingOutcomes: Bool = true) {
        self.spec = spec
        self.categories = categories
        self.measurer = measurer
        self.drawings = drawings
        self.groupTexts = groupTexts
        self.keepsFittingOutcomes = keepsFittingOutcomes
        defaultSlotOrigin = spec.defaultSlotOrigin
    }

    /// This checker for one of several measuring threads, measuring with `measurer` (made by
    /// `TextMeasurer.forAnotherThread`, or the checker's own for one of the threads) and with
    /// plans of its own: a plan's font is read and retained at every layout, and an object two
    /// threads write made each write stale the other's copy of its memory (perf, a real app's
    /// check with `--jobs 2`; issue 14).
    func forOneThread(measurer: TextMeasurer) -> EntryChecker {
        var copy = self
        copy.measurer = measurer
        copy.plans = CategoryPlans()
        return copy
    }

    /// The note of an Android value that is a reference to another string (one sentence for
    /// all of them, so a report lists it once).
    static let androidReferenceNote = "Android values that are @string/ references were measured as the text of the string they name (the same locale's, else the default values/ one)"

    /// One entry to check, with the slot the spec gives its key.
    struct Item: Sendable {
        var entry: CatalogEntry
        /// The slot, one copy shared by the items of a rule or group member: a `SlotSpec` is
        /// several hundred bytes, and an item each made the items of a real app's check 50 MB,
        /// held for the whole check (issue 14).
        private(set) var sharedSlot: SharedSlot
        var slot: SlotSpec { sharedSlot.slot }
        var ruleIndex: Int?
        /// `slot.summary`, built once per rule by the caller (nil: built here).
        var slotSummary: String? = nil
        /// The groups that name the key (it is measured in each, the worst outcome kept); empty
        /// for a key only slot rules place.
        var memberships: [GroupMembership] = []

        init(entry: CatalogEntry, slot: SharedSlot, ruleIndex: Int?, slotSummary: String? = nil, memberships: [GroupMembership] = []) {
            self.entry = entry
            self.sharedSlot = slot
            self.ruleIndex = ruleIndex
            self.slotSummary = slotSummary
            self.memberships = memberships
        }
    }

    /// A slot shared by many items (see `Item.slot`).
    final class SharedSlot: Sendable {
        let slot: SlotSpec
        init(_ slot: SlotSpec) { self.slot = slot }
    }

    /// A key's place in a group: the group's index in the spec and the member's in the group.
    struct GroupMembership: Sendable, Hashable {
        var group: Int
        var member: Int
    }

    /// Where an entry is measured: a slot and the texts beside it.
    struct Context {
        var slot: SlotSpec
        var neighbors: SlotNeighbors
        /// The group, when the entry is measured as one of its members.
        var group: GroupSpec?
    }

    func check(_ item: Item) -> EntryResult {
        let entry = item.entry
        let slot = item.slot
        let substituted = substituteSamples(in: entry.text, samples: spec.placeholders, key: entry.key, syntax: entry.specifierSyntax)
        let measured = slot.textCase.apply(to: substituted, locale: entry.locale)
        let font = spec.font(forLocale: entry.locale)
        var findings = translationFindings(entry)

        let origin = origin(of: item)
        var result = EntryResult(
            key: entry.key, locale: entry.locale, variant: entry.variant, location: entry.location, text: entry.text,
            measuredText: measured, slotSummary: item.slotSummary ?? slot.summary(on: spec.platform), ruleIndex: item.ruleIndex, slotOrigin: origin,
            font: font.displayName, outcomes: [], findings: [])
        if entry.androidReference != nil { result.notes.append(Self.androidReferenceNote) }

        let contexts = contexts(of: item)
        guard contexts.allSatisfy({ width(of: $0.slot, entry: entry) != nil }) else {
            findings.append(finding(.error, .error, entry: entry, categories: categories,
                                    "no slot width: the slot gives none and the entry has no XLIFF maxwidth; set \"width\" in the spec's slot for this key"))
            result.outcomes = categories.map { CategoryOutcome(category: $0, outcome: .error, pointSize: 0, errorMessage: "no slot width") }
            for i in findings.indices { findings[i].from = origin }
            result.findings = findings
            return result
        }

        var runs: [Layouts] = []
        for context in contexts {
            let width = width(of: context.slot, entry: entry)!
            // A slot alone (no group's texts beside it) is sized once per rule and locale.
            let planKey = context.group == nil ? CategoryPlans.Key(rule: item.ruleIndex ?? -1, locale: entry.locale, width: width) : nil
            // A group member's slot may case the text otherwise than the key's rule.
            let shown = context.slot.textCase == slot.textCase ? measured : context.slot.textCase.apply(to: substituted, locale: entry.locale)
            runs.append(measureCategories(shown, entry: entry, context: context, width: width, font: font, planKey: planKey,
                                          measuresEveryFailure: contexts.count > 1, into: &result))
        }
        let layouts = Layouts.worst(of: runs)
        result.outcomes = layouts.outcomes
        findings += layoutFindings(layouts, entry: entry)
        if let missing = missingGlyphsFinding(layouts, entry: entry) { findings.append(missing) }
        // Set in place: `map` copied every finding (a dozen strings retained each; callgrind).
        for i in findings.indices { findings[i].from = origin }
        result.findings = findings
        // No report shows a fitting entry's categories (it fits at every one): not kept unless
        // asked, a third of a real app's check in memory (issue 10).
        // A borderline fit is kept: the text report lists those (SF Pro may not fit them).
        if findings.isEmpty && !keepsFittingOutcomes && !result.outcomes.contains(where: \.isBorderline) { result.outcomes = [] }
        return result
    }

    /// Where an item's slot came from: its first group, its rule, or the default slot.
    func origin(of item: Item) -> SlotOrigin {
        if let membership = item.memberships.first { return spec.groups[membership.group].origin }
        if let rule = item.ruleIndex { return spec.slots[rule].origin }
        return defaultSlotOrigin
    }

    /// The slot's width: its own, else its component's (an alert's 270 pt), else the entry's
    /// XLIFF `maxwidth`.
    private func width(of slot: SlotSpec, entry: CatalogEntry) -> Double? {
        slot.width ?? slot.component.definition.defaultWidth ?? entry.maxWidth
    }

    /// The contexts the entry is measured in: its slot alone, or each group that names its key
    /// with the other members' texts in its locale.
    private func contexts(of item: Item) -> [Context] {
        guard !item.memberships.isEmpty else { return [Context(slot: item.slot, neighbors: SlotNeighbors())] }
        return item.memberships.map { membership in
            let group = spec.groups[membership.group]
            let neighbors = group.neighbors(of: membership.member, locale: item.entry.locale) { key in groupTexts?.text(key, locale: item.entry.locale) }
            return Context(slot: group.members[membership.member].slot, neighbors: neighbors, group: group)
        }
    }

    /// One finding per kind of layout problem, with the categories where it occurs, ordered by
    /// the first of them.
    private func layoutFindings(_ layouts: Layouts, entry: CatalogEntry) -> [Finding] {
        // Most entries fit at every category without a layout change: nothing to look for.
        // Each outcome's kind and adaptation read in place: `outcomes[i].outcome` copied the
        // whole outcome (its strings retained) for each of the nine passes below (callgrind).
        let (kinds, stackedAt) = layouts.outcomes.withUnsafeBufferPointer { p in
            (p.indices.map { p[$0].outcome }, p.indices.filter { p[$0].adaptation == .stacked && p[$0].outcome != .error })
        }
        let adapted = layouts.outcomes.withUnsafeBufferPointer { p in p.indices.contains { p[$0].adaptation != nil } }
        guard adapted || kinds.contains(where: { !$0.isFit }) else { return [] }
        let layoutKinds: [(LayoutOutcome, FindingKind)] = [
            (.truncated, .truncated), (.clipped, .clipped), (.wrappedBeyond, .wrappedBeyond), (.overflow, .overflow),
            (.replaced, .replaced), (.largeContentViewer, .largeContentViewer), (.shrunk, .shrunk), (.error, .error),
        ]
        var layoutFindings: [Finding] = []
        for (outcome, kind) in layoutKinds {
            let hits = kinds.indices.filter { kinds[$0] == outcome }
            if let f = layoutFinding(kind, at: hits, layouts: layouts, entry: entry) { layoutFindings.append(f) }
        }
        // Stacking is a layout change of its own, reported wherever it happens, whatever the
        // text then shows (a title can still truncate, or shrink, once stacked).
        if let f = layoutFinding(.stacked, at: stackedAt, layouts: layouts, entry: entry) { layoutFindings.append(f) }
        // Sorted in place: `sorted` copied every finding into a new array.
        layoutFindings.sort { ($0.firstCategory?.rawValue ?? 0, $0.kind) < ($1.firstCategory?.rawValue ?? 0, $1.kind) }
        return layoutFindings
    }

    /// The finding of `kind` for the outcomes at `hits` (indices into `layouts.outcomes`), when
    /// there are any.
    private func layoutFinding(_ kind: FindingKind, at hits: [Int], layouts: Layouts, entry: CatalogEntry) -> Finding? {
        guard let firstIndex = hits.first else { return nil }
        var first = layouts.outcomes[firstIndex]
        let slot = layouts.slot(at: firstIndex)
        if kind == .stacked && first.outcome != .fits && first.outcome != .shrunk {
            // The stacking sentence, also where the text truncates once stacked.
            first.detail = slot.component == .alertButton
                ? "a button title does not fit half the alert on one line" : "the value cell's texts do not fit side by side"
        }
        let hitCategories = hits.map { layouts.outcomes[$0].category }
        // A borderline failure counts as `--borderline` says, category by category.
        let severity = hits.map { index in
            let outcome = layouts.outcomes[index]
            let severity = Self.severity(of: kind, at: [outcome.category], policy: spec.severity)
            return outcome.isBorderline && kind != .error ? borderline.policy.cap(severity) : severity
        }.max() ?? .info
        var message = Self.message(kind, first, slot: slot, platform: spec.platform)
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
        f.pictures = picture(at: first.category, from: layouts)
        return f
    }

    /// A layout finding's severity: the policy's at its categories, except that a layout change
    /// the user is given all the text in (`stacked`, the Large Content Viewer) is information,
    /// a shrunk text or a back button's shorter form at most a warning, and an unmeasurable
    /// entry always fails.
    static func severity(of kind: FindingKind, at categories: [ContentSizeCategory], policy: SeverityPolicy) -> Severity {
        switch kind {
        case .stacked, .largeContentViewer: .info
        case .shrunk, .replaced: min(policy.severity(at: categories), .warning)
        case .error: .error
        default: policy.severity(at: categories)
        }
    }

    /// The finding for characters no font has, when some showed.
    private func missingGlyphsFinding(_ layouts: Layouts, entry: CatalogEntry) -> Finding? {
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
        f.pictures = picture(at: first, from: layouts)
        return f
    }

    /// What is wrong with the translation itself, whatever its size: it is empty, or its format
    /// specifiers differ from the source's (a plural form judged by CLDR's rules for its
    /// language, from ICU). Both name the source text next to the translation (issue 11, item 6).
    func translationFindings(_ entry: CatalogEntry) -> [Finding] {
        if entry.isEmptyTranslation {
            var f = finding(.emptyTranslation, .error, entry: entry,
                            "the translation is empty: the app shows nothing where the source shows \u{201C}\(entry.sourceText ?? "")\u{201D}")
            f.sourceText = entry.sourceText
            return [f]
        }
        let mismatches = entry.specifierMismatches { category, locale in
            PluralRules.integers(in: category.rawValue, language: locale)
        }
        guard !mismatches.isEmpty else { return [] }
        let undefinedOnly = mismatches.allSatisfy { $0.kind == .substitutionUndefined }
        var message = (undefinedOnly ? "" : ReportSummary.mismatchLead) + mismatches.map(\.description).joined(separator: "; ")
        if let source = entry.sourceText, source != entry.text {
            message += "; " + ReportSummary.sourceAndTranslation(source, entry.text)
        }
        var f = finding(.specifierMismatch, .error, entry: entry, message)
        f.sourceText = entry.sourceText
        return [f]
    }

    /// A finding about `entry`.
    func finding(
        _ kind: FindingKind, _ severity: Severity, entry: CatalogEntry, categories: [ContentSizeCategory] = [], _ message: String
    ) -> Finding {
        var finding = Finding(kind: kind, severity: severity, key: entry.key, locale: entry.locale,
                              variant: entry.variant?.description, location: entry.location, categories: categories, message: message)
        finding.platform = spec.platform
        return finding
    }

    /// The drawing of the slot at `category`, when drawings are made and it was measured in full
    /// (every category that does not fit is). No caption: reports say the locale and category.
    private func picture(at category: ContentSizeCategory, from layouts: Layouts) -> [FindingPicture] {
        guard let drawings, let m = layouts.measurements[category] else { return [] }
        var recorder = DrawingRecorder(store: drawings)
        SVGRenderer().draw(m, on: &recorder)
        return [FindingPicture(category: category, drawing: recorder.drawing)]
    }
}
