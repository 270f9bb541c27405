import Catalogs
import Foundation
import TextMeasure
import TextStyles

/// Reads the catalogs at `paths` and checks every entry against `spec` at every category.
///
/// Nothing is dropped silently: every entry read is either checked or skipped with a reason, and
/// every catalog problem is a finding with its file and line. Entries are measured in parallel
/// (`options.concurrency` threads, each but the first with its own copy of `measurer`: see
/// `TextMeasurer.forAnotherThread`) and the result is sorted by key, locale, variant, file and
/// line, so it is the same on every run and for any number of threads.
public func runCheck(paths: [URL], spec: Spec, options: CheckOptions = CheckOptions(), measurer: TextMeasurer) -> CheckResult {
    // Locales the check skips are read without expanding their variables (see
    // CatalogReadingOptions.expandedLocales); with --pseudo only the source language is checked.
    // The reader compares tags as text, which covers fewer spellings than the check's ICU match
    // (`zh-Hans` does not cover `zh-CN` there): an include filter expands every locale, an
    // exclude filter only what it covers as text, which the check excludes too.
    var localeFilter = spec.locales
    if let locales = options.locales { localeFilter.include = locales }
    let set = readCatalogs(at: paths, options: CatalogReadingOptions(
        developmentLanguage: options.developmentLanguage, concurrency: options.concurrency,
        expandedLocales: options.pseudo == nil ? [] : [options.developmentLanguage],
        unexpandedLocales: options.pseudo == nil ? localeFilter.exclude : []))
    return runCheck(catalogs: set, spec: spec, options: options, measurer: measurer)
}

/// Checks catalogs already read (see ``runCheck(paths:spec:options:measurer:)``).
public func runCheck(catalogs set: CatalogSet, spec: Spec, options: CheckOptions = CheckOptions(), measurer: TextMeasurer) -> CheckResult {
    var set = set
    if let base = options.relativeTo { set = set.withPaths(relativeTo: base, concurrency: options.concurrency) }
    let categories = options.categories ?? spec.categories
    var localeFilter = spec.locales
    if let locales = options.locales { localeFilter.include = locales }

    let sourceLengths = spec.slots.contains { $0.sourceLength != nil } ? sourceLengthsByKey(set, options: options) : [:]
    let (items, skipped, entriesRead) = selectEntries(set, spec: spec, options: options, locales: localeFilter,
                                                      sourceLengths: sourceLengths, concurrency: options.concurrency)
    let groupKeys = Set(spec.groups.flatMap { $0.members.map(\.key) })
    var checker = EntryChecker(spec: spec, categories: categories, measurer: measurer,
                               drawings: options.rendersPictures ? DrawingStore() : nil,
                               groupTexts: GroupTexts(set: set, keys: groupKeys, spec: spec, options: options),
                               keepsFittingOutcomes: options.keepsFittingOutcomes)
    checker.keepsOutcomeDetails = options.keepsOutcomeDetails
    checker.borderline = spec.borderline
    if let policy = options.borderline { checker.borderline.policy = policy }
    if let band = options.band { checker.borderline.percentile = band }
    var (entries, tally) = check(items, with: checker, concurrency: options.concurrency, progress: options.progress)
    sortInEntryOrder(&entries, concurrency: options.concurrency)
    let (fonts, entriesOnFontconfigFonts) = FontUse.collect(&entries, counts: tally.entriesByFontFile, library: measurer.library,
                                                            notes: &tally, concurrency: options.concurrency)

    // Catalog issues become findings.
    let findings = set.issues.map(catalogFinding)
    let findingKeys = findings.map { ($0.location.file, $0.location.line, $0.location.column ?? 0, $0.message) }
    let catalogFindings = stablySorted(findings) { lexicographicOrder(findingKeys[$0], findingKeys[$1]) }

    var totals = CheckTotals(filesRead: set.files.count, entriesRead: entriesRead, checked: entries.count)
    tally.write(into: &totals, checked: entries.count)
    for entry in skipped { totals.skippedByReason[entry.reason, default: 0] += 1 }
    for finding in catalogFindings {
        totals.findingsByKind[finding.kind, default: 0] += 1
        totals.findingsBySeverity[finding.severity, default: 0] += 1
    }
    totals.catalogIssues = catalogFindings.count
    totals.inputErrors = countInputsNotRead(set.issues)
    // One outcome per checked entry and category, unmeasurable ones included (counted so, since
    // fitting entries may not keep theirs).
    totals.measurements = entries.count * categories.count
    // A key's slot is the same in every locale: each checked key counts once, for its source.
    // Parts of the items on `--jobs` threads, each with the keys it met (on one thread, hashing
    // every item's key was a thirtieth of `--jobs 2`'s serial time after the check; perf,
    // issue 14).
    let parts = evenParts(items.count, concurrency: options.concurrency)
    let originChecker = checker
    let sourcesOfKeys = items.withUnsafeBufferPointer { buffer in
        // Read in place: `for item in items` copied each item.
        nonisolated(unsafe) let items = buffer
        return parallelMap(parts.count, concurrency: parts.count) { part in
            var sourceOfKey: [String: SlotOrigin.Source] = [:]
            for i in parts[part] where sourceOfKey[items[i].entry.key] == nil {
                sourceOfKey[items[i].entry.key] = originChecker.origin(of: items[i]).source
            }
            return sourceOfKey
        }
    }
    var sourceOfKey = sourcesOfKeys.first ?? [:]
    for other in sourcesOfKeys.dropFirst() { sourceOfKey.merge(other) { first, _ in first } }
    for source in sourceOfKey.values { totals.keysBySlotSource[source, default: 0] += 1 }

    let skippedKeys = skipped.map { ($0.key, $0.locale, $0.location.file, $0.location.line) }
    let sortedSkipped = stablySorted(skipped) { lexicographicOrder(skippedKeys[$0], skippedKeys[$1]) }

    var result = CheckResult(
        platform: spec.platform, categories: categories, specPath: spec.path, files: set.files.map(\.path),
        entries: entries,
        skipped: sortedSkipped,
        catalogFindings: catalogFindings, totals: totals,
        usesBuiltInDefaultSlot: !spec.hasDefaultSlot && items.contains { $0.ruleIndex == nil && $0.memberships.isEmpty })
    result.borderline = checker.borderline
    result.fonts = fonts
    result.entriesOnFontconfigFonts = entriesOnFontconfigFonts
    result.entryNotes = tally.notes
    if let named = spec.systemFont, measurer.systemFont?.files.contains(where: { $0.hasPrefix(named) }) != true {
        result.extraNotes.append("the spec names the system font \(named), but this check measured the system font with \(measurer.systemFont.map { $0.files.joined(separator: ", ") } ?? "the stand-in (Inter)")")
    }
    result.extraNotes += unusedRuleNotes(spec, in: set, sourceLengths: sourceLengths)
    result.extraNotes += localeFilterNotes(localeFilter, fromOption: options.locales != nil, spec: spec, in: set)
    do throws(SpecError) { try spec.checkGroupKeys(in: set) } catch {
        // `typefit check` refuses such a spec before checking; a library caller gets it as a note.
        result.extraNotes.append("\(error.message) (\(error.file):\(error.line)); the group was checked without it")
    }
    freeElsewhere(consume items, concurrency: options.concurrency)
    freeElsewhere(consume set, concurrency: options.concurrency)
    return result
}

/// Frees `value` on another thread when the check may use more than one: the selected items
/// and the catalogs with relative paths, freed on the calling thread, were a twentieth of
/// `--jobs 2`'s serial time after the check on a real app's catalogs (perf; issue 14); so are
/// the measuring threads' copies of the measurer. With one thread, it is freed here.
private func freeElsewhere<Value>(_ value: consuming Value, concurrency: Int) {
    guard concurrency > 1 else { return }
    let held = HeldForFreeing(consume value)
    DispatchQueue.global(qos: .utility).async { held.value = nil }
}

/// What `freeElsewhere` hands to another thread: the last reference to it is let go of there.
private final class HeldForFreeing<Value>: @unchecked Sendable {
    var value: Value?
    init(_ value: consuming Value) { self.value = value }
}

/// Notes on the locale filter's `include`: each tag that selects no locale of `set` (the filter
/// as a whole selecting none is refused by `typefit check`, see `LocaleFilter.selection`), and
/// each that selects locales spelled otherwise (`zh-Hans` selects zh-CN), so the match is seen.
private func localeFilterNotes(_ filter: LocaleFilter, fromOption: Bool, spec: Spec, in set: CatalogSet) -> [String] {
    guard !filter.include.isEmpty, !set.files.isEmpty else { return [] }
    let found = Set(set.files.lazy.flatMap { $0.entries.lazy.map(\.locale) }).sorted()
    let origin = fromOption ? "--locales" : "the spec's locales.include"
    var notes: [String] = []
    for tag in filter.include {
        let selected = found.filter { LocaleFilter.tag(tag, covers: $0) }
        if selected.isEmpty {
            notes.append("\(origin): \"\(tag)\" matches none of the locales read (\(found.joined(separator: ", ")))")
            continue
        }
        let prefix = tag.lowercased().replacingOccurrences(of: "_", with: "-")
        let respelled = selected.filter { locale in
            let spelled = locale.lowercased().replacingOccurrences(of: "_", with: "-")
            return spelled != prefix && !spelled.hasPrefix(prefix + "-")
        }
        if !respelled.isEmpty {
            notes.append("\(origin): \"\(tag)\" selects \(respelled.joined(separator: ", ")) (matched through ICU: CLDR's aliases, likely subtags)")
        }
    }
    return notes
}


/// Checks `items` on `concurrency` threads, in chunks (each thread those of its own part of the
/// items first: see `PartedWorkQueue`); the results in `items`' order, and their counts (each
/// thread counts the results it made). `progress` hears after each chunk how many are done.
///
/// Each result is written straight into its place in the returned array: collecting them as
/// optionals and then dropping the optionals held two arrays of 50,000 results at once at the
/// end of a real app's check, its peak of memory (issue 14).
private func check(_ items: [EntryChecker.Item], with checker: EntryChecker, concurrency: Int,
                   progress: (@Sendable (Int, Int) -> Void)?) -> ([EntryResult], EntryTally) {
    let counter = ProgressCounter()
    // No more threads than cores: `concurrentPerform` runs no more at once, and a thread started
    // after the others would find the items taken and its measurer (fonts, caches) unused.
    let threads = max(1, min(concurrency, items.count, ProcessInfo.processInfo.activeProcessorCount))
    let chunkSize = max(1, min(16, (items.count + threads * 4 - 1) / max(1, threads * 4)))
    let chunks = (items.count + chunkSize - 1) / chunkSize
    var tallies = [EntryTally](repeating: EntryTally(), count: threads)
    let results = [EntryResult](capacity: items.count) { buffer, initialized in
        let places = ResultPlaces(base: buffer.baseAddress)
        // Each thread measures with fonts and caches of its own (the first with the checker's),
        // over its own part of the items: see `TextMeasurer.forAnotherThread`.
        let queue = PartedWorkQueue(count: chunks, parts: threads)
        items.withUnsafeBufferPointer { allItems in
            tallies.withUnsafeMutableBufferPointer { tallyBuffer in
                // Each thread writes its own tally, and each index is written once, by the one
                // chunk that holds it (checking never throws).
                nonisolated(unsafe) let perThread = tallyBuffer
                // Items read in place through the buffer: the array's subscript copied each (its
                // entry's strings retained and released; callgrind).
                nonisolated(unsafe) let itemBuffer = allItems
                let library = checker.measurer.library
                let work: @Sendable (Int) -> Void = { thread in
                    // A copy is made on the thread that measures with it, so its memory is in
                    // that thread's malloc arena; freeing it on the calling thread after the
                    // check took 15 ms there, with the other core idle (perf, a real app's
                    // catalogs with `--jobs 2`). It is freed off the check's path (below).
                    let measurer = thread == 0 ? checker.measurer : checker.measurer.forAnotherThread(of: threads)
                    let checker = threads == 1 ? checker : checker.forOneThread(measurer: measurer)
                    var tally = EntryTally()
                    while let chunk = queue.next(thread) {
                        let range = (chunk * chunkSize)..<min(items.count, (chunk + 1) * chunkSize)
                        for index in range {
                            // Counted before it is moved into its place (`pointee` would copy it).
                            let result = checker.check(itemBuffer[index])
                            tally.add(result)
                            places.base!.advanced(by: index).initialize(to: result)
                        }
                        let done = counter.finished(range.count)
                        progress?(done, items.count)
                    }
                    perThread[thread] = tally
                    // The report's font list asks the checker's library (see `FontUse.collect`).
                    if thread > 0 {
                        library.includeFontconfigFiles(of: measurer.library)
                        // Freed on another thread, not before this one is done: the check waits
                        // for every thread, and the copy's caches took 10 ms to free.
                        freeElsewhere((consume checker, consume measurer), concurrency: threads)
                    }
                }
                if threads == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: threads, execute: work) }
            }
        }
        initialized = items.count
    }
    var tally = EntryTally()
    for part in tallies { tally.add(part) }
    return (results, tally)
}

/// Where the measuring threads write their results (distinct indices of one buffer).
private struct ResultPlaces: @unchecked Sendable {
    let base: UnsafeMutablePointer<EntryResult>?
}

/// Key, locale, variant, file, line: the order of every report.
func entryOrder(_ a: EntryResult, _ b: EntryResult) -> Bool {
    (a.key, a.locale, a.variantDescription, a.location.file, a.location.line)
        < (b.key, b.locale, b.variantDescription, b.location.file, b.location.line)
}

/// Sorts `results` by `entryOrder` in place, ties kept in their input order.
///
/// The sort keys are built once and the positions sorted, not the results: comparing results
/// built each variant's description twice per comparison and moved whole results around
/// (callgrind, the benchmark's full checker: 140M instructions, 8% of `runCheck`). The results
/// are then moved along the permutation's cycles, so no second array of them is made (at the end
/// of a real app's check, the peak of its memory; issue 14).
func sortInEntryOrder(_ results: inout [EntryResult], concurrency: Int = 1) {
    typealias SortKey = (String, String, String, String, Int)
    let count = results.count
    // With more threads, each builds the keys of a part and sorts it, and the parts are merged:
    // the sort was a tenth of `--jobs 2`'s serial time on a real app's catalogs, and building
    // and freeing the keys on one thread a third of what was left of it (perf; issue 14).
    // Positions are unique, so the order is the same for any number of parts.
    let parts = evenParts(count, concurrency: concurrency)
    // Built in place: `map` copied each result whole to build its key (perf, a real app's
    // check: 1.2% of it in copies and releases, on one thread).
    nonisolated(unsafe) let keys = UnsafeMutableBufferPointer<SortKey>.allocate(capacity: count)
    defer {
        _ = parallelMap(parts.count, concurrency: parts.count) { p in
            keys.baseAddress!.advanced(by: parts[p].lowerBound).deinitialize(count: parts[p].count)
        }
        keys.deallocate()
    }
    let precedes: @Sendable (Int, Int) -> Bool = { a, b in
        // Compared in place: copying the two keys out retained and released their strings.
        let (ka, kb) = (keys.baseAddress! + a, keys.baseAddress! + b)
        if ka.pointee.0 != kb.pointee.0 { return ka.pointee.0 < kb.pointee.0 }
        if ka.pointee.1 != kb.pointee.1 { return ka.pointee.1 < kb.pointee.1 }
        if ka.pointee.2 != kb.pointee.2 { return ka.pointee.2 < kb.pointee.2 }
        if ka.pointee.3 != kb.pointee.3 { return ka.pointee.3 < kb.pointee.3 }
        if ka.pointee.4 != kb.pointee.4 { return ka.pointee.4 < kb.pointee.4 }
        return a < b
    }
    let sortedParts = results.withUnsafeBufferPointer { buffer in
        nonisolated(unsafe) let results = buffer
        return parallelMap(parts.count, concurrency: parts.count) { p in
            // A part's sort reads only the keys its own thread built.
            for i in parts[p] {
                keys.baseAddress!.advanced(by: i).initialize(
                    to: (results[i].key, results[i].locale, results[i].variantDescription, results[i].location.file, results[i].location.line))
            }
            return parts[p].sorted(by: precedes)
        }
    }
    let order = sortedParts.dropFirst().reduce(sortedParts.first ?? []) { merged($0, $1, by: precedes) }
    // order[i] is the position of the result that goes to position i. Each swap puts one result
    // in its place, and the one it displaced where the cycle goes next (swaps move results
    // without copying them: no reference counting).
    // Swapped in the buffer: Array's `swapAt` copies both results (their arrays retained and
    // released; perf, a real app's check: 0.6% of it), the buffer's moves their bytes.
    var placed = [Bool](repeating: false, count: order.count)
    results.withUnsafeMutableBufferPointer { buffer in
        for start in order.indices where !placed[start] {
            placed[start] = true
            var position = start
            while order[position] != start {
                let next = order[position]
                buffer.swapAt(position, next)
                placed[next] = true
                position = next
            }
        }
    }
}

/// The elements of `a` and `b` (each sorted by `precedes`) in one sorted array; of equal ones,
/// `a`'s first.
private func merged(_ a: [Int], _ b: [Int], by precedes: (Int, Int) -> Bool) -> [Int] {
    var out: [Int] = []
    out.reserveCapacity(a.count + b.count)
    var (i, j) = (0, 0)
    while i < a.count && j < b.count {
        if precedes(b[j], a[i]) { out.append(b[j]); j += 1 } else { out.append(a[i]); i += 1 }
    }
    out += a[i...]
    out += b[j...]
    return out
}

/// `items` sorted by `precedes(a, b)` over their positions (true: `a` first, false: `b` first,
/// nil: equal, so input order decides). Callers compare keys built once per item: comparing
/// items directly built their keys on every comparison and moved whole items (callgrind: the
/// catalog findings and skipped entries took 34M instructions for 2,000 entries).
func stablySorted<Item>(_ items: [Item], by precedes: (Int, Int) -> Bool?) -> [Item] {
    items.indices.sorted { a, b in precedes(a, b) ?? (a < b) }.map { items[$0] }
}

/// Whether `x` comes before `y` field by field (nil when every field is equal).
func lexicographicOrder<A: Comparable, B: Comparable, C: Comparable, D: Comparable>(_ x: (A, B, C, D), _ y: (A, B, C, D)) -> Bool? {
    if x.0 != y.0 { return x.0 < y.0 }
    if x.1 != y.1 { return x.1 < y.1 }
    if x.2 != y.2 { return x.2 < y.2 }
    if x.3 != y.3 { return x.3 < y.3 }
    return nil
}

/// How many inputs the input errors among `issues` concern: an entry (file, line, key) or a
/// file counts once however many problems it has: an Android string with two input errors (two
/// unescaped apostrophes) gives two issues, and the total of inputs not read counted it twice.
func countInputsNotRead(_ issues: [CatalogIssue]) -> Int {
    struct Input: Hashable { var file: String; var line: Int; var key: String? }
    var inputs = Set<Input>()
    for issue in issues where isInputError(issue.kind) {
        inputs.insert(Input(file: issue.location.file, line: issue.location.line, key: issue.key))
    }
    return inputs.count
}

/// Whether an issue means an input could not be read, fully or in part (exit status 2).
package func isInputError(_ kind: CatalogIssue.Kind) -> Bool {
    switch kind {
    case .malformed, .badEncoding, .unterminatedString, .unreadableFile, .unsupportedFormat: true
    case .duplicateKey, .missingTranslation, .unsafeXML, .invalidEntry, .staleTranslation, .unreadableValue, .notLocalizable,
         .sourceSyntax: false
    }
}

/// A catalog issue as a finding: input errors and unusable entries fail, the rest warn.
func catalogFinding(_ issue: CatalogIssue) -> Finding {
    let severity: Severity = isInputError(issue.kind) || issue.kind == .invalidEntry ? .error : .warning
    return Finding(kind: .catalogIssue, severity: severity, key: issue.key, location: issue.location,
                   message: "[\(issue.kind.rawValue)] \(issue.message)", catalogIssueKind: issue.kind)
}

/// Counts the results the measuring threads have stored.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0

    /// Counts `count` more results stored; returns how many there are.
    func finished(_ count: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        done += count
        return done
    }
}

extension CatalogSet {
    /// The same set with every file path under `base` written relative to it, files on up to
    /// `concurrency` threads (every entry is copied: on one thread, a tenth of `--jobs 2`'s
    /// serial time before the check on a real app's catalogs; perf, issue 14).
    package func withPaths(relativeTo base: URL, concurrency: Int = 1) -> CatalogSet {
        let prefix = base.standardizedFileURL.path.hasSuffix("/") ? base.standardizedFileURL.path : base.standardizedFileURL.path + "/"
        @Sendable func relative(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        @Sendable func relative(_ location: SourceLocation) -> SourceLocation {
            SourceLocation(file: relative(location.file), line: location.line, column: location.column)
        }
        var set = self
        set.pathIssues = pathIssues.map { var issue = $0; issue.location = relative(issue.location); return issue }
        let files = self.files
        set.files = parallelMap(files.count, concurrency: concurrency) { index in
            var file = files[index]
            let (path, shortened) = (file.path, relative(file.path))
            file.path = shortened
            // Entries are almost all in their file's own path: that one is shortened once and
            // shared (one string per entry was a third of this step; issue 14).
            file.entries = file.entries.map { entry in
                var entry = entry
                entry.location.file = entry.location.file == path ? shortened : relative(entry.location.file)
                return entry
            }
            file.issues = file.issues.map { var issue = $0; issue.location = relative(issue.location); return issue }
            return file
        }
        return set
    }
}
