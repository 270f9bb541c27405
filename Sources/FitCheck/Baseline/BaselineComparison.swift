import TextStyles

/// Where a finding stands against the baseline.
public enum BaselineStatus: String, Sendable, Hashable, CaseIterable, Codable {
    /// Not in the baseline: it fails the check (at failing severity).
    case new
    /// In the baseline, but it now happens at a smaller category than recorded: it fails the check.
    case worse
    /// In the baseline, at the recorded category or a larger one: suppressed (counted, not shown).
    case unchanged
}

/// A finding's place against the baseline: its status, and the category the baseline recorded.
public struct BaselineMatch: Sendable, Hashable {
    /// New, worse or unchanged.
    public var status: BaselineStatus
    /// The first category the baseline recorded, for worse and unchanged findings.
    public var recordedCategory: ContentSizeCategory?
}

/// A check's findings sorted into new, worse, unchanged and fixed against a baseline. The
/// exit status follows new and worse findings only.
public struct BaselineComparison: Sendable {
    /// The baseline file, as given.
    public var path: String
    /// Findings not in the baseline.
    public var new = 0
    /// Findings that happen at a smaller category than recorded.
    public var worse = 0
    /// Findings in the baseline at the recorded category or later (suppressed).
    public var unchanged = 0
    /// Records of the baseline that no finding matched any more.
    public var fixed: [BaselineRecord] = []
    /// The records that findings matched (worse and unchanged): the baseline after a ratchet,
    /// which drops what was fixed and never adds what is new.
    public var ratcheted: Baseline

    /// The match of each finding of `result.entries[i]`, by `i`, in the entry's finding order.
    var entryMatches: [Int: [BaselineMatch]] = [:]
    /// The match of each catalog finding, in order.
    var catalogMatches: [BaselineMatch] = []

    /// Compares every finding of `result` with `baseline` (which must apply to it, see
    /// ``Baseline/checkApplies(platform:categories:path:)``).
    public init(_ result: CheckResult, baseline: Baseline, path: String) {
        self.path = path
        var pool = RecordPool(baseline.findings)
        var pending: [(entry: Int, finding: Int, record: BaselineRecord, category: ContentSizeCategory?)] = []
        // Pass 1: a record of the same identity and the same text.
        for (index, entry) in result.entries.enumerated() where !entry.findings.isEmpty {
            var matches: [BaselineMatch] = []
            for (f, finding) in entry.findings.enumerated() {
                let record = BaselineRecord(finding, text: entry.text)
                matches.append(BaselineMatch(status: .new, recordedCategory: nil))
                if let recorded = pool.take(record, sameText: true) {
                    matches[f] = Self.match(finding.firstCategory, recorded, platform: result.platform)
                } else {
                    pending.append((index, f, record, finding.firstCategory))
                }
            }
            entryMatches[index] = matches
        }
        for finding in result.catalogFindings {
            let record = BaselineRecord(finding, text: nil)
            catalogMatches.append(pool.take(record, sameText: true).map { Self.match(finding.firstCategory, $0, platform: result.platform) }
                                  ?? BaselineMatch(status: .new, recordedCategory: nil))
        }
        // Pass 2: a record of the same identity whose text changed.
        for item in pending {
            guard let recorded = pool.take(item.record, sameText: false) else { continue }
            entryMatches[item.entry]![item.finding] = Self.match(item.category, recorded, platform: result.platform)
        }
        for match in entryMatches.values.joined() + catalogMatches {
            switch match.status {
            case .new: new += 1
            case .worse: worse += 1
            case .unchanged: unchanged += 1
            }
        }
        fixed = pool.remaining
        ratcheted = Baseline(platform: result.platform, categories: result.categories, findings: pool.taken)
    }

    /// Worse when the finding starts at a smaller category than recorded; unchanged otherwise.
    private static func match(_ category: ContentSizeCategory?, _ record: BaselineRecord, platform: Platform) -> BaselineMatch {
        let recorded = record.firstCategory.flatMap { ContentSizeCategory.column(named: $0, on: platform) }
        if let category, let recorded, category < recorded {
            return BaselineMatch(status: .worse, recordedCategory: recorded)
        }
        return BaselineMatch(status: .unchanged, recordedCategory: recorded)
    }

    /// `2 new, 1 worse, 30 unchanged (suppressed), 4 fixed`.
    public var sentence: String {
        "\(new) new, \(worse) worse, \(unchanged) unchanged (suppressed), \(fixed.count) fixed"
    }
}

/// The baseline's records by identity, each taken at most once.
private struct RecordPool {
    private var byIdentity: [String: [Int]] = [:]
    private let records: [BaselineRecord]
    private var used: [Bool]

    init(_ records: [BaselineRecord]) {
        self.records = records
        used = Array(repeating: false, count: records.count)
        for (index, record) in records.enumerated() { byIdentity[record.identity, default: []].append(index) }
    }

    /// An unused record with `record`'s identity (and its text, when `sameText`), now used.
    mutating func take(_ record: BaselineRecord, sameText: Bool) -> BaselineRecord? {
        guard let candidates = byIdentity[record.identity] else { return nil }
        for index in candidates where !used[index] && (!sameText || records[index].textHash == record.textHash) {
            used[index] = true
            return records[index]
        }
        return nil
    }

    var remaining: [BaselineRecord] { records.indices.filter { !used[$0] }.map { records[$0] } }
    var taken: [BaselineRecord] { records.indices.filter { used[$0] }.map { records[$0] } }
}
