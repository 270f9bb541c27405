import Catalogs
import Foundation

/// The entries to measure, each with its slot (pseudo-localized with `options.pseudo`), and the
/// entries skipped with their reasons; `entriesRead` counts both; in file order, then entry order.
///
/// With `concurrency` above 1, runs of files with about as many entries each are selected on
/// their own threads, each straight into its place in the one array of items: the run that
/// starts at a file writes from the number of entries before it (no file selects more items
/// than it has entries), and the runs are then moved together. Joining arrays made by each run
/// instead (issue 14, phase 4) retained every item's strings and freed the runs on one thread,
/// which cost what the second thread saved. The items, their order and their shared slots are
/// the same for any `concurrency` (see `EntrySelection.SharedChoices`).
func selectEntries(
    _ set: CatalogSet, spec: Spec, options: CheckOptions, locales localeFilter: LocaleFilter, sourceLengths: [String: Int],
    concurrency: Int = 1
) -> (items: [EntryChecker.Item], skipped: [SkippedEntry], entriesRead: Int) {
    let context = EntrySelection.Context(spec: spec, options: options, localeFilter: localeFilter, sourceLengths: sourceLengths)
    let choices = EntrySelection.SharedChoices()
    let files = set.files
    // Where each file's items may start: the entries of the files before it.
    var firstEntry = [0]
    for file in files { firstEntry.append(firstEntry.last! + file.entries.count) }
    let entryCount = firstEntry.last!
    // Runs of files with about as many entries each; one run below a few thousand entries.
    let runCount = max(1, min(concurrency, files.count, entryCount / 4_096))
    var runStarts = [0]
    for run in 1..<runCount {
        let target = entryCount * run / runCount
        let start = max(runStarts.last!, firstEntry.firstIndex { $0 >= target } ?? files.count)
        runStarts.append(min(start, files.count))
    }
    runStarts.append(files.count)
    var runs: [(skipped: [SkippedEntry], entriesRead: Int, written: Int)] = []
    let (starts, firsts) = (runStarts, firstEntry)
    let items = [EntryChecker.Item](capacity: entryCount) { buffer, initialized in
        nonisolated(unsafe) let base = buffer.baseAddress
        runs = parallelMap(runCount, concurrency: runCount) { run in
            let (first, end) = (starts[run], starts[run + 1])
            var selection = EntrySelection(context, choices: choices, output: base.map { $0 + firsts[first] })
            for file in files[first..<end] { selection.select(file) }
            return (selection.skipped, selection.entriesRead, selection.written)
        }
        // Each run's items moved down to follow the previous run's (the regions may overlap).
        var count = 0
        for (run, written) in runs.map(\.written).enumerated() {
            let from = firstEntry[runStarts[run]]
            if from != count { (base! + count).moveInitialize(from: base! + from, count: written) }
            count += written
        }
        initialized = count
    }
    return (items, runs.flatMap(\.skipped), runs.reduce(0) { $0 + $1.entriesRead })
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
        /// The spec's `neverDrawn` keys and globs, matched as the rules are (by literal prefix);
        /// nil when there are none.
        let neverDrawn: SlotMatcher?

        init(spec: Spec, options: CheckOptions, localeFilter: LocaleFilter, sourceLengths: [String: Int]) {
            self.spec = spec
            self.options = options
            self.localeFilter = localeFilter
            self.sourceLengths = sourceLengths
            matcher = SlotMatcher(spec)
            neverDrawn = spec.neverDrawn.isEmpty ? nil
                : SlotMatcher(Spec(slots: spec.neverDrawn.map { SlotRule(patterns: [$0], slot: .builtInDefault) }, onlySpecified: true))
            var memberships: [String: [EntryChecker.GroupMembership]] = [:]
            for (g, group) in spec.groups.enumerated() {
                for (m, member) in group.members.enumerated() {
                    memberships[member.key, default: []].append(EntryChecker.GroupMembership(group: g, member: m))
                }
            }
            self.memberships = memberships
        }
    }

    /// The slots shared by the items of a rule or group member, for every run of files (the
    /// checker's caches key on a shared slot's identity, so each rule has one for the whole check).
    final class SharedChoices: @unchecked Sendable {
        private let lock = NSLock()
        private var byRule: [Int: Choice] = [:]
        private var memberSlots: [EntryChecker.GroupMembership: EntryChecker.SharedSlot] = [:]

        /// The rule's choice (-1: the default slot), made by `make` the first time.
        func choice(rule: Int, make: () -> Choice) -> Choice {
            lock.lock()
            defer { lock.unlock() }
            if let known = byRule[rule] { return known }
            let made = make()
            byRule[rule] = made
            return made
        }

        /// The member's shared slot, made the first time.
        func slot(of member: EntryChecker.GroupMembership, _ slot: SlotSpec) -> EntryChecker.SharedSlot {
            lock.lock()
            defer { lock.unlock() }
            if let known = memberSlots[member] { return known }
            let made = EntryChecker.SharedSlot(slot)
            memberSlots[member] = made
            return made
        }
    }

    private let context: Context
    private let choices: SharedChoices
    /// Where the next item goes: the items are written in place, one after another.
    private let output: UnsafeMutablePointer<EntryChecker.Item>?
    /// How many items were written at `output`.
    private(set) var written = 0
    private(set) var skipped: [SkippedEntry] = []
    private(set) var entriesRead = 0
    /// A key's slot: its rule (nil: the default slot), one shared copy of the slot per rule,
    /// and the rule's slot described once (callgrind: 5,000 instructions each); nil: no slot.
    /// Found once per key, in one dictionary: a lookup and a store per entry in several (the
    /// slot copied out at each) were 1.9% of a real app's check (issue 14).
    struct Choice {
        let slot: EntryChecker.SharedSlot
        let rule: Int?
        let summary: String
    }
    private var choiceOfKey: [String: Choice?] = [:]
    /// Whether a key taking the default slot is one of the spec's `neverDrawn`, found once.
    private var neverDrawnOfKey: [String: Bool] = [:]
    /// The shared slots this selection met (see `SharedChoices`), asked for without a lock.
    private var sharedMemberSlots: [EntryChecker.GroupMembership: EntryChecker.SharedSlot] = [:]
    private var allowedLocale: [String: Bool] = [:]
    /// The last locale asked about: a file's entries share one.
    private var lastLocale: (locale: String, allowed: Bool)?

    /// A selection writing its items at `output`, which has room for every entry it selects from.
    init(_ context: Context, choices: SharedChoices, output: UnsafeMutablePointer<EntryChecker.Item>?) {
        self.context = context
        self.choices = choices
        self.output = output
    }

    private mutating func emit(_ item: EntryChecker.Item) {
        (output! + written).initialize(to: item)
        written += 1
    }

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
                let shared = sharedMemberSlots[first] ?? choices.slot(of: first, slot)
                sharedMemberSlots[first] = shared
                emit(EntryChecker.Item(entry: entry, slot: shared, ruleIndex: nil,
                                       slotSummary: "\(slot.summary(on: spec.platform)) in the \(group.summary)\(more)", memberships: groups))
                continue
            }
            let choice: Choice?
            if let known = choiceOfKey[entry.key] {
                choice = known
            } else {
                choice = context.matcher.slot(forKey: entry.key, sourceLength: context.sourceLengths[entry.key]).map { slot, rule in
                    // The default slot (rule nil) is one slot too: a real app's spec may have no rules.
                    choices.choice(rule: rule ?? -1) { Choice(slot: EntryChecker.SharedSlot(slot), rule: rule, summary: slot.summary(on: spec.platform)) }
                }
                choiceOfKey[entry.key] = .some(choice)
            }
            guard let choice else { skip(entry, .noSlot); continue }
            if choice.rule == nil, let neverDrawn = context.neverDrawn {
                let never: Bool
                if let known = neverDrawnOfKey[entry.key] {
                    never = known
                } else {
                    never = neverDrawn.slot(forKey: entry.key) != nil
                    neverDrawnOfKey[entry.key] = never
                }
                if never { skip(entry, .neverDrawn); continue }
            }
            emit(EntryChecker.Item(entry: entry, slot: choice.slot, ruleIndex: choice.rule, slotSummary: choice.summary))
        }
    }

    private mutating func skip(_ entry: CatalogEntry, _ reason: SkipReason) {
        skipped.append(SkippedEntry(key: entry.key, locale: entry.locale, location: entry.location, reason: reason))
    }
}
