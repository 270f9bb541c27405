import Catalogs

/// The entries to measure, each with its slot (pseudo-localized with `options.pseudo`), and the
/// entries skipped with their reasons; `entriesRead` counts both; in file order, then entry order.
///
/// One thread: selecting runs of files on `--jobs` threads was tried (issue 14, phase 4) and
/// gained nothing measurable on a real app's catalogs, as joining the runs' items (every item's
/// strings retained, the runs freed) cost what the second thread saved.
func selectEntries(
    _ set: CatalogSet, spec: Spec, options: CheckOptions, locales localeFilter: LocaleFilter, sourceLengths: [String: Int]
) -> (items: [EntryChecker.Item], skipped: [SkippedEntry], entriesRead: Int) {
    var selection = EntrySelection(EntrySelection.Context(spec: spec, options: options, localeFilter: localeFilter, sourceLengths: sourceLengths))
    for file in set.files { selection.select(file) }
    return (selection.items, selection.skipped, selection.entriesRead)
}

/// The selection of catalog files' entries, file by file, with memos across files (a key's slot
/// is matched once, a rule's summary written once; see `selectEntries`).
struct EntrySelection {
    /// What every file's selection reads.
    struct Context: Sendable {
        let spec: Spec
        let options: CheckOptions
        let localeFilter: LocaleFilter
        let sourceLengths: [String: Int]
        /// A key's slot is the same in every locale: the spec's rules are matched once per key.
        let matcher: SlotMatcher
        /// A key a group names takes its slot from the group (every group that names it).
        let memberships: [String: [EntryChecker.GroupMembership]]

        init(spec: Spec, options: CheckOptions, localeFilter: LocaleFilter, sourceLengths: [String: Int]) {
            self.spec = spec
            self.options = options
            self.localeFilter = localeFilter
            self.sourceLengths = sourceLengths
            matcher = SlotMatcher(spec)
            var memberships: [String: [EntryChecker.GroupMembership]] = [:]
            for (g, group) in spec.groups.enumerated() {
                for (m, member) in group.members.enumerated() {
                    memberships[member.key, default: []].append(EntryChecker.GroupMembership(group: g, member: m))
                }
            }
            self.memberships = memberships
        }
    }

    private let context: Context
    private(set) var items: [EntryChecker.Item] = []
    private(set) var skipped: [SkippedEntry] = []
    private(set) var entriesRead = 0
    /// A key's slot: its rule (nil: the default slot), one shared copy of the slot per rule,
    /// and the rule's slot described once (callgrind: 5,000 instructions each); nil: no slot.
    /// Found once per key, in one dictionary: a lookup and a store per entry in several (the
    /// slot copied out at each) were 1.9% of a real app's check (issue 14).
    private struct Choice {
        let slot: EntryChecker.SharedSlot
        let rule: Int?
        let summary: String
    }
    private var choiceOfKey: [String: Choice?] = [:]
    /// By rule, -1 for the default slot.
    private var choiceOfRule: [Int: Choice] = [:]
    /// One shared copy of each group member's slot for all its items.
    private var sharedMemberSlots: [EntryChecker.GroupMembership: EntryChecker.SharedSlot] = [:]
    private var allowedLocale: [String: Bool] = [:]
    /// The last locale asked about: a file's entries share one.
    private var lastLocale: (locale: String, allowed: Bool)?

    init(_ context: Context) { self.context = context }

    /// Selects every entry of `file`.
    mutating func select(_ file: CatalogFile) {
        let (spec, options) = (context.spec, context.options)
        let sourceLanguage = file.sourceLanguage ?? options.developmentLanguage
        let products = AndroidProductSelection(file: file, product: spec.androidProduct)
        for entry in file.entries {
            entriesRead += 1
            guard products.selects(entry) else { skip(entry, .otherProduct); continue }
            var entry = entry
            if let mode = options.pseudo {
                guard LocaleFilter.tag(sourceLanguage, covers: entry.locale), !entry.isFallbackToSource else {
                    skip(entry, .notSourceLanguage)
                    continue
                }
                entry.sourceText = entry.text
                entry.text = pseudoLocalize(entry.text, mode: mode, keeping: entry.untranslatableParts)
                entry.locale = options.pseudoLocale ?? mode.defaultLocale
            } else {
                let allowed: Bool
                if let last = lastLocale, last.locale == entry.locale {
                    allowed = last.allowed
                } else {
                    allowed = allowedLocale[entry.locale] ?? context.localeFilter.allows(entry.locale)
                    allowedLocale[entry.locale] = allowed
                    lastLocale = (entry.locale, allowed)
                }
                guard allowed else { skip(entry, .localeExcluded); continue }
                guard !entry.isFallbackToSource else { skip(entry, .fallbackToSource); continue }
            }
            if !context.memberships.isEmpty, let groups = context.memberships[entry.key], let first = groups.first {
                let group = spec.groups[first.group]
                let slot = group.members[first.member].slot
                let more = groups.count > 1 ? " and \(groups.count - 1) more group\(groups.count == 2 ? "" : "s")" : ""
                let shared = sharedMemberSlots[first] ?? EntryChecker.SharedSlot(slot)
                sharedMemberSlots[first] = shared
                items.append(EntryChecker.Item(entry: entry, slot: shared, ruleIndex: nil,
                                               slotSummary: "\(slot.summary) in the \(group.summary)\(more)", memberships: groups))
                continue
            }
            let choice: Choice?
            if let known = choiceOfKey[entry.key] {
                choice = known
            } else {
                choice = context.matcher.slot(forKey: entry.key, sourceLength: context.sourceLengths[entry.key]).map { slot, rule in
                    // The default slot (rule nil) is one slot too: a real app's spec may have no rules.
                    if let known = choiceOfRule[rule ?? -1] { return known }
                    let made = Choice(slot: EntryChecker.SharedSlot(slot), rule: rule, summary: slot.summary)
                    choiceOfRule[rule ?? -1] = made
                    return made
                }
                choiceOfKey[entry.key] = .some(choice)
            }
            guard let choice else { skip(entry, .noSlot); continue }
            items.append(EntryChecker.Item(entry: entry, slot: choice.slot, ruleIndex: choice.rule, slotSummary: choice.summary))
        }
    }

    private mutating func skip(_ entry: CatalogEntry, _ reason: SkipReason) {
        skipped.append(SkippedEntry(key: entry.key, locale: entry.locale, location: entry.location, reason: reason))
    }
}
