/// A check result as reports show it: the findings the filter keeps and the baseline does not
/// suppress, grouped by key and ranked most urgent first (``TriageRank``), with counts of what
/// was left out. Every report format writes a triage; the totals stay those of the whole check.
///
/// Building it costs time in proportion to the findings (and one pass over the entries), not to
/// entries x categories.
public struct Triage: Sendable {
    /// The check.
    public let result: CheckResult
    /// What the reports show.
    public let filter: FindingFilter
    /// The comparison with a baseline, when one was given.
    public let baseline: BaselineComparison?
    /// Keys with shown findings, most urgent first, then by key.
    public let groups: [KeyGroup]
    /// Shown catalog findings, most urgent first, then by file and line.
    public let catalogFindings: [TriagedFinding]
    /// What was shown and what was left out.
    public let counts: TriageCounts

    /// The triage of `result` with `filter`, against `baseline` when given, built on up to
    /// `concurrency` threads (the same for any number).
    public init(_ result: CheckResult, filter: FindingFilter = .all, baseline: BaselineComparison? = nil, concurrency: Int = 1) {
        self.result = result
        self.filter = filter
        self.baseline = baseline
        // Keys in pieces of about 2,000 entries, each piece's groups built apart: on one thread
        // this was a tenth of `--jobs 2`'s serial time on a real app's catalogs (issue 14).
        let pieces = Self.keyAlignedPieces(result.entries, size: 2_000)
        let parts = parallelMap(pieces.count, concurrency: concurrency) { p in
            var counts = TriageCounts()
            let groups = Self.groups(of: result, in: pieces[p], filter: filter, baseline: baseline, counts: &counts)
            return (groups, counts)
        }
        var counts = TriageCounts()
        var groups: [KeyGroup] = []
        for (partGroups, partCounts) in parts {
            groups += partGroups
            counts.add(partCounts)
        }
        // Stable: groups of the same rank stay in key order.
        let ranked = groups.indices.sorted { (groups[$0].rank, $0) < (groups[$1].rank, $1) }.map { groups[$0] }
        self.groups = ranked

        let catalog = result.catalogFindings.indices.compactMap { i in
            Self.triaged(result.catalogFindings[i], baseline?.catalogMatches[i], filter: filter, counts: &counts).map { (finding: $0, order: i) }
        }
        catalogFindings = catalog.sorted { ($0.finding.rank, $0.order) < ($1.finding.rank, $1.order) }.map(\.finding)
        counts.shownEntries = ranked.reduce(0) { $0 + $1.entries.count }
        counts.shownKeys = ranked.count
        self.counts = counts
    }

    /// The finding as shown, or nil (counted) when the filter leaves it out or the baseline
    /// suppresses it.
    private static func triaged(_ finding: Finding, _ match: BaselineMatch?, filter: FindingFilter, counts: inout TriageCounts) -> TriagedFinding? {
        guard filter.shows(finding) else {
            counts.filteredOut += 1
            return nil
        }
        if match?.status == .unchanged {
            counts.suppressed += 1
            return nil
        }
        counts.shown += 1
        if finding.severity == .error { counts.shownErrors += 1 }
        return TriagedFinding(finding: finding, baseline: match)
    }

    /// The key groups of the entries in `range` (whole keys), each group's entries most urgent
    /// first, in key order.
    private static func groups(of result: CheckResult, in range: Range<Int>, filter: FindingFilter, baseline: BaselineComparison?,
                               counts: inout TriageCounts) -> [KeyGroup] {
        var groups: [KeyGroup] = []
        for index in range where !result.entries[index].findings.isEmpty {
            let entry = result.entries[index]
            let matches = baseline?.entryMatches[index]
            let shown = entry.findings.indices.compactMap { triaged(entry.findings[$0], matches?[$0], filter: filter, counts: &counts) }
            guard let rank = TriageRank.of(shown.map(\.finding)) else { continue }
            let item = TriagedEntry(entry: entry, findings: shown, rank: rank, order: index)
            if groups.last?.key == entry.key {
                groups[groups.count - 1].entries.append(item)
                groups[groups.count - 1].rank = min(groups[groups.count - 1].rank, rank)
            } else {
                groups.append(KeyGroup(key: entry.key, entries: [item], rank: rank))
            }
        }
        for g in groups.indices {
            groups[g].entries.sort { ($0.rank, $0.order) < ($1.rank, $1.order) }
        }
        return groups
    }

    /// `entries` (in key order) cut into ranges of about `size`, each ending where a key ends.
    static func keyAlignedPieces(_ entries: [EntryResult], size: Int) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = 0
        while start < entries.count {
            var end = min(entries.count, start + size)
            while end < entries.count && entries[end].key == entries[end - 1].key { end += 1 }
            pieces.append(start..<end)
            start = end
        }
        return pieces
    }

    /// `.inputError` (2) when an input could not be read; `.failing` (1) when a shown finding
    /// (kept by the filter, not suppressed by the baseline) is at failing severity; else `.success`.
    public var exitStatus: ExitStatus {
        if result.totals.inputErrors > 0 { return .inputError }
        return counts.shownErrors > 0 ? .failing : .success
    }

    /// The `count` most urgent shown entries across keys (ties in the check's order).
    ///
    /// Kept as they are met, in order, at most `count` positions: copying every entry into one
    /// array and sorting it took 0.06 s of `typefit check -o`'s summary on a real app's
    /// catalogs (18,000 entries with findings; issue 14). `order` is unique, so the result is
    /// the sorted list's first `count`.
    public func topEntries(_ count: Int) -> [TriagedEntry] {
        guard count > 0 else { return [] }
        var top: [(rank: TriageRank, order: Int, group: Int, entry: Int)] = []
        for (g, group) in groups.enumerated() {
            for e in group.entries.indices {
                let (rank, order) = (group.entries[e].rank, group.entries[e].order)
                if top.count == count, let last = top.last, !((rank, order) < (last.rank, last.order)) { continue }
                let place = top.firstIndex { (rank, order) < ($0.rank, $0.order) } ?? top.count
                top.insert((rank, order, g, e), at: place)
                if top.count > count { top.removeLast() }
            }
        }
        return top.map { groups[$0.group].entries[$0.entry] }
    }

    /// Every shown finding, entries' and catalog ones, most urgent first: the order of formats
    /// that list findings one by one under a size limit (Markdown). Ties keep the check's order,
    /// entries before catalog issues. Sorted as small positions and read lazily: a writer that
    /// stops early (Markdown) copies only the findings it shows.
    public func rankedFindings() -> some RandomAccessCollection<(entry: TriagedEntry?, finding: TriagedFinding)> {
        var positions: [(rank: TriageRank, order: Int, group: Int, entry: Int, finding: Int)] = []
        for (g, group) in groups.enumerated() {
            for (e, entry) in group.entries.enumerated() {
                for (f, finding) in entry.findings.enumerated() { positions.append((finding.rank, entry.order, g, e, f)) }
            }
        }
        let base = result.entries.count
        for (i, finding) in catalogFindings.enumerated() { positions.append((finding.rank, base + i, -1, i, 0)) }
        positions.sort { ($0.rank, $0.order, $0.finding) < ($1.rank, $1.order, $1.finding) }
        let (groups, catalog) = (groups, catalogFindings)
        return positions.lazy.map { p -> (entry: TriagedEntry?, finding: TriagedFinding) in
            p.group < 0 ? (nil, catalog[p.entry]) : (groups[p.group].entries[p.entry], groups[p.group].entries[p.entry].findings[p.finding])
        }
    }
}

/// A key's shown entries, most urgent first.
public struct KeyGroup: Sendable {
    /// The key.
    public let key: String
    /// Its entries (locales, variants) with shown findings, most urgent first.
    public internal(set) var entries: [TriagedEntry]
    /// The rank of its most urgent finding.
    public internal(set) var rank: TriageRank
}

/// A checked entry with the findings a report shows.
public struct TriagedEntry: Sendable {
    /// The entry.
    public let entry: EntryResult
    /// Its shown findings, in the entry's order.
    public let findings: [TriagedFinding]
    /// The rank of its most urgent shown finding.
    public let rank: TriageRank
    /// Its position in the check's order.
    let order: Int
}

/// A shown finding and where it stands against the baseline.
public struct TriagedFinding: Sendable {
    /// The finding.
    public let finding: Finding
    /// Its status against the baseline (new or worse), when one was given.
    public let baseline: BaselineMatch?
    /// Its rank.
    public var rank: TriageRank { TriageRank(finding) }
}

/// What a report shows and what it leaves out; every finding is in exactly one of `shown`,
/// `filteredOut` and `suppressed`.
public struct TriageCounts: Sendable, Hashable {
    /// Findings shown.
    public var shown = 0
    /// Shown findings at failing severity (they decide the exit status).
    public var shownErrors = 0
    /// Findings the filter left out.
    public var filteredOut = 0
    /// Findings the filter kept that the baseline suppressed (unchanged).
    public var suppressed = 0
    /// Entries with shown findings.
    public var shownEntries = 0
    /// Keys with shown findings.
    public var shownKeys = 0

    /// Every finding of the check.
    public var all: Int { shown + filteredOut + suppressed }

    /// Adds `other`'s counts to these.
    mutating func add(_ other: TriageCounts) {
        shown += other.shown
        shownErrors += other.shownErrors
        filteredOut += other.filteredOut
        suppressed += other.suppressed
        shownEntries += other.shownEntries
        shownKeys += other.shownKeys
    }
}
