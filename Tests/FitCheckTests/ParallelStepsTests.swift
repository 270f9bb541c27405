import Catalogs
import Testing
import TextStyles
@testable import FitCheck

/// The steps around the check that run on `--jobs` threads (issue 14: sorting the results,
/// counting them, triage, the text report): the same answer for any number of threads.
@Suite("Steps around the check on several threads")
struct ParallelStepsTests {
    typealias Item = SyntheticResults.Item

    @Test("parallelMap keeps index order", arguments: [1, 2, 3, 8])
    func mapInOrder(_ threads: Int) {
        // Uneven work: some indices take far longer than others.
        let values = parallelMap(500, concurrency: threads) { i in (0..<(i % 7 == 0 ? 2_000 : 1)).reduce(i) { $0 &+ $1 } }
        #expect(values == (0..<500).map { i in (0..<(i % 7 == 0 ? 2_000 : 1)).reduce(i) { $0 &+ $1 } })
        #expect(parallelMap(0, concurrency: threads) { $0 }.isEmpty)
    }

    @Test("evenParts cuts 0..<count into contiguous parts of at least the minimum, one per thread at most",
          arguments: [(0, 4, 1), (4_095, 2, 1), (8_192, 2, 2), (8_191, 2, 1), (52_000, 2, 2), (52_000, 3, 3), (52_000, 64, 12), (10, 1, 1)])
    func evenPartsCover(_ count: Int, _ threads: Int, _ expected: Int) {
        let parts = evenParts(count, concurrency: threads)
        #expect(parts.count == expected)
        #expect(parts.first?.lowerBound == 0 && parts.last?.upperBound == count)
        #expect(zip(parts, parts.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        if parts.count > 1 { #expect(parts.allSatisfy { $0.count >= 4_096 }) }
    }

    @Test("the parted queue hands out every position once, each thread starting at its own part",
          arguments: [(0, 1), (1, 2), (5, 1), (7, 2), (100, 2), (101, 3), (3, 8)])
    func partedQueue(_ count: Int, _ parts: Int) {
        let queue = PartedWorkQueue(count: count, parts: parts)
        // The threads of parts with positions take one each: their part's first.
        var taken: [Int] = []
        for part in 0..<parts where count * part / parts < count * (part + 1) / parts {
            let first = queue.next(part)
            #expect(first == count * part / parts)
            if let first { taken.append(first) }
        }
        // Then one thread alone takes the rest (its own part first, then the others' from their backs).
        while let next = queue.next(0) { taken.append(next) }
        #expect(taken.sorted() == Array(0..<count))
        for part in 0..<parts { #expect(queue.next(part) == nil) }
    }

    @Test("the parted queue: a thread done with its part takes from the back of the part with the most left")
    func partedQueueSteals() {
        let two = PartedWorkQueue(count: 10, parts: 2)
        // Part 0 is 0..<5, part 1 5..<10: the first thread takes its own, then part 1 from its back.
        #expect((0..<5).map { _ in two.next(0) } == [0, 1, 2, 3, 4])
        #expect(two.next(0) == 9 && two.next(0) == 8)
        // Part 1's thread still starts at its front.
        #expect(two.next(1) == 5)
        #expect(two.next(0) == 7 && two.next(1) == 6)
        #expect(two.next(0) == nil && two.next(1) == nil)

        // Parts 0..<3, 3..<6, 6..<9: part 0's thread done, part 2 has the most left once part 1
        // has begun.
        let three = PartedWorkQueue(count: 9, parts: 3)
        #expect((0..<3).map { _ in three.next(0) } == [0, 1, 2])
        #expect(three.next(1) == 3)
        #expect(three.next(0) == 8)  // part 2: 3 left, part 1: 2
        #expect(three.next(0) == 5)  // part 1: 2 left, part 2: 2 (the first of the largest)
        #expect(three.next(2) == 6)
    }

    @Test("the parted queue on several threads at once: every position once")
    func partedQueueConcurrently() {
        let queue = PartedWorkQueue(count: 10_000, parts: 4)
        let takenByThread = parallelMap(4, concurrency: 4) { part in
            var taken: [Int] = []
            while let next = queue.next(part) { taken.append(next) }
            return taken
        }
        #expect(takenByThread.flatMap { $0 }.sorted() == Array(0..<10_000))
    }

    /// 10,000 results over 150 keys in three locales, scrambled: enough for the sort to split.
    static func scrambled() -> [EntryResult] {
        (0..<10_000).map { position in
            let index = position * 7_919 % 10_000
            var entry = SyntheticResults.entry(Item(key: "key.\(index % 150)", locale: ["de", "fi", "ja"][index % 3],
                                                    kind: index % 5 == 0 ? .specifierMismatch : .truncated,
                                                    severity: index % 2 == 0 ? .error : .warning,
                                                    first: index % 5 == 0 ? nil : ContentSizeCategory.allCases[index % 12], line: index % 40))
            entry.text = "position \(position)"
            return entry
        }
    }

    @Test("the results are sorted the same on 1, 2 or 3 threads, ties in check order", arguments: [2, 3])
    func sort(_ threads: Int) {
        var one = Self.scrambled()
        var many = one
        sortInEntryOrder(&one)
        sortInEntryOrder(&many, concurrency: threads)
        #expect(many.map(\.text) == one.map(\.text))
        #expect(zip(one, one.dropFirst()).allSatisfy { !entryOrder($0.1, $0.0) })
    }

    static let result: CheckResult = {
        var entries = scrambled()
        sortInEntryOrder(&entries)
        var totals = CheckTotals(filesRead: 1, entriesRead: entries.count, checked: entries.count)
        totals.withFindings = entries.count
        return CheckResult(platform: .ios, categories: SyntheticResults.categories, specPath: nil, files: ["App/Localizable.xcstrings"],
                           entries: entries, skipped: [], catalogFindings: [], totals: totals)
    }()

    @Test("pieces of the triage end where a key ends and cover every entry")
    func pieces() {
        let entries = Self.result.entries
        let pieces = Triage.keyAlignedPieces(entries, size: 1_000)
        #expect(pieces.count > 5)
        #expect(pieces.first?.lowerBound == 0 && pieces.last?.upperBound == entries.count)
        #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(pieces.dropFirst().allSatisfy { entries[$0.lowerBound].key != entries[$0.lowerBound - 1].key })
    }

    @Test("triage and the text report are the same on 1 or 4 threads", arguments: [FindingFilter.all, FindingFilter(minimumSeverity: .error)])
    func triageAndText(_ filter: FindingFilter) {
        let one = Triage(Self.result, filter: filter)
        let many = Triage(Self.result, filter: filter, concurrency: 4)
        #expect(one.counts == many.counts)
        #expect(one.counts.shown > 1_000)
        #expect(one.groups.map(\.key) == many.groups.map(\.key))
        #expect(Set(one.groups.map(\.key)).count == one.groups.count, "one group per key")
        #expect(one.groups.map { $0.entries.map(\.order) } == many.groups.map { $0.entries.map(\.order) })
        let text = TextReportWriter().write(one)
        #expect(TextReportWriter(concurrency: 4).write(many) == text)
        #expect(text.components(separatedBy: "\n").count > 5_000)
    }

    @Test("the check's totals and fonts are the same on 1 or 3 threads")
    func totals() {
        let paths = [Fixtures.url("App/Localizable.xcstrings")]
        var options = CheckOptions(rendersPictures: false, keepsFittingOutcomes: true)
        options.concurrency = 1
        let one = runCheck(paths: paths, spec: Fixtures.appSpec, options: options, measurer: Fixtures.measurer)
        options.concurrency = 3
        let many = runCheck(paths: paths, spec: Fixtures.appSpec, options: options, measurer: Fixtures.measurer)
        #expect(one.totals == many.totals)
        #expect(one.fonts == many.fonts)
        // Each thread measures with plans (and fonts) of its own: every outcome is the same. (The
        // check runs no more measuring threads than cores: on two, 3 asks for 2.)
        #expect(one.entries == many.entries)
        // The counts made where the entries were checked are the entries' own.
        #expect(one.totals.fitting == one.entries.filter(\.fits).count)
        let kinds = Dictionary(grouping: one.entries.flatMap(\.findings) + one.catalogFindings, by: \.kind).mapValues(\.count)
        #expect(one.totals.findingsByKind == kinds)
        #expect(one.totals.borderlineMeasurements == one.entries.flatMap(\.outcomes).filter(\.isBorderline).count)
        #expect(one.totals.borderlineMeasurements > 0)
        #expect(one.fonts.map(\.entries) == one.fonts.map { font in one.entries.filter { $0.fontFiles.contains(font.file) }.count })
    }
}

/// The check's notes are collected where entries are checked; a result changed after it gathers
/// them again.
@Suite("Notes collected by the check")
struct CollectedNotesTests {
    @Test func notesMatchTheEntries() {
        var result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings")], spec: Fixtures.appSpec,
                              options: CheckOptions(rendersPictures: false), measurer: Fixtures.measurer)
        let gathered = Set(result.entries.flatMap(\.notes))
        #expect(!gathered.isEmpty)
        #expect(result.entryNotes == gathered)
        #expect(Set(result.notes).isSuperset(of: gathered))
        // Changing the entries drops what the check collected.
        result.entries[0].notes.append("a note added after the check")
        #expect(result.entryNotes == nil)
        #expect(result.notes.contains("a note added after the check"))
    }
}

/// Entry selection in runs of files on several threads (`selectEntries`): the same items, in the
/// same order, with the same shared slots, as on one thread.
@Suite("Entry selection on several threads")
struct ParallelSelectionTests {
    /// 30 files of uneven size (10,000 entries, enough for several runs): slot rules, a group's
    /// members, keys only the built-in default slot takes, excluded locales and fallbacks to the source.
    static let set: CatalogSet = {
        let locales = ["de", "fr", "ja", "ar", "pt-BR", "xx"]
        var files: [CatalogFile] = []
        for (f, locale) in (0..<30).map({ ($0, locales[$0 % locales.count]) }) {
            let path = "App/\(locale)-\(f).lproj/Localizable.strings"
            let entries = (0..<(f % 3 == 0 ? 700 : 150)).map { i in
                let key = i % 11 == 0 ? "nav.title" : i % 13 == 0 ? "other.key" : i % 2 == 0 ? "title.\(i)" : "body.\(i)"
                return CatalogEntry(key: key, locale: locale, text: "Text \(i)", location: SourceLocation(file: path, line: i + 1),
                                    isFallbackToSource: i % 17 == 0)
            }
            files.append(CatalogFile(path: path, format: .strings, entries: entries))
        }
        return CatalogSet(files: files)
    }()

    static let spec: Spec = {
        do {
            return try Fixtures.spec("""
                { "categories": ["Large"], "locales": { "exclude": ["xx"] },
                  "slots": [ { "match": "title.*", "width": 200, "lines": 1 }, { "match": "body.*", "width": 320, "lines": 3 } ],
                  "groups": [ { "kind": "navigationBar", "width": 375, "title": "nav.title" } ] }
                """)
        } catch { fatalError("\(error)") }
    }()

    static func select(_ concurrency: Int) -> (items: [EntryChecker.Item], skipped: [SkippedEntry], entriesRead: Int) {
        selectEntries(set, spec: spec, options: CheckOptions(), locales: spec.locales, sourceLengths: [:], concurrency: concurrency)
    }

    @Test("runs of files on 2, 3 and 7 threads select what one thread does", arguments: [2, 3, 7])
    func sameAsOneThread(_ threads: Int) {
        let (one, many) = (Self.select(1), Self.select(threads))
        #expect(one.entriesRead == 10_000 && many.entriesRead == 10_000)
        #expect(one.items.count + one.skipped.count == 10_000)
        #expect(!one.skipped.isEmpty && one.items.count > 4_096 * 2)
        #expect(many.items.map(\.entry) == one.items.map(\.entry))
        #expect(many.items.map(\.ruleIndex) == one.items.map(\.ruleIndex))
        #expect(many.items.map(\.slotSummary) == one.items.map(\.slotSummary))
        #expect(many.items.map(\.memberships) == one.items.map(\.memberships))
        #expect(many.skipped.map(\.key) == one.skipped.map(\.key))
        #expect(many.skipped.map(\.location) == one.skipped.map(\.location))
        #expect(many.skipped.map(\.reason) == one.skipped.map(\.reason))
    }

    @Test("every item of a rule or group member shares one slot object, across the runs")
    func oneSlotPerRule() {
        let items = Self.select(3).items
        let slotsByRule = Dictionary(grouping: items.map { item in
            (item.memberships.isEmpty ? "rule \(item.ruleIndex ?? -1)" : "group", ObjectIdentifier(item.sharedSlot))
        }, by: \.0)
        #expect(Set(slotsByRule.keys) == ["rule 0", "rule 1", "rule -1", "group"])
        for (rule, slots) in slotsByRule {
            #expect(Set(slots.map(\.1)).count == 1, "\(rule) has \(Set(slots.map(\.1)).count) slot objects")
        }
    }
}
