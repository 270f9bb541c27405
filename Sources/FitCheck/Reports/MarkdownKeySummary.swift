import TextStyles
import TextFormatting

/// A condensed Markdown comment's view of the findings (``MarkdownReportWriter``), in three
/// parts: the error-severity defects (specifier mismatches, missing placeholders, empty
/// translations, missing glyphs, unreadable catalogs: wrong at every size), listed one by one in
/// rank order; the other errors (text cut, clipped or overflowing at some size) grouped by key;
/// and the warnings and info grouped by key. Each group is one table row, worst key first.
///
/// "Worst" is, in this order: a key with a warning before a key with only info; then the key with
/// the most findings (the most locales and variants that fail, and kinds); then the key whose
/// findings start at the smallest category (a cut at Large hurts more users than one at AX5);
/// then the check's order. Findings without a key (a catalog problem of a whole file) are
/// grouped by file.
struct MarkdownKeySummary {
    typealias Shown = (entry: TriagedEntry?, finding: TriagedFinding)

    /// One key's findings of one part.
    struct Group {
        /// The key; nil for the findings without one, of `file`.
        let key: String?
        let file: String
        /// Its most urgent finding (the first met in rank order) and its entry.
        let worst: Shown
        let order: Int
        var count = 0
        var hasError = false
        var hasWarning = false
        var hasInfo = false
        var firstCategory: ContentSizeCategory?
        var kinds: [FindingKind: Int] = [:]
        var locales: [String] = []
        var localeSet: Set<String> = []

        var id: GroupID { GroupID(key: key, file: key == nil ? file : nil) }
    }

    /// What a condensed comment left out.
    struct LeftOut: Equatable {
        /// Findings not shown, errors among them, of all shown by the triage.
        var findings: Int
        var errors: Int
        var of: Int
        /// Keys with a finding not shown, and files with a keyless finding not shown.
        var keys: Int
        var withoutKey: Int
    }

    /// How much of each part a comment shows.
    struct Listed: Equatable {
        var defects = 0
        var errorGroups = 0
        var groups = 0
    }

    /// The error-severity defects, in rank order.
    let defects: [Shown]
    /// The other errors by key, worst first.
    let errorGroups: [Group]
    /// The warnings and info by key, worst first.
    let groups: [Group]
    /// Every shown finding at error severity: the defects and the errors of `errorGroups`.
    let errorCount: Int
    private let shown: Int
    private let platform: Platform
    private let writer: MarkdownReportWriter

    struct GroupID: Hashable {
        let key: String?
        let file: String?
    }

    /// The summary of `findings` (the triage's ranked findings: errors first).
    init(_ findings: some RandomAccessCollection<Shown>, triage: Triage, writer: MarkdownReportWriter = MarkdownReportWriter()) {
        var defects: [Shown] = []
        var errors = Grouping(), others = Grouping()
        for item in findings {
            let finding = item.finding.finding
            if finding.severity == .error && TriageRank.isDefect(finding.kind) {
                defects.append(item)
            } else if finding.severity == .error {
                errors.add(item)
            } else {
                others.add(item)
            }
        }
        self.defects = defects
        self.errorGroups = errors.groups.sorted(by: Self.worse)
        self.groups = others.groups.sorted(by: Self.worse)
        self.errorCount = defects.count + errors.count
        self.shown = findings.count
        self.platform = triage.result.platform
        self.writer = writer
    }

    /// Findings grouped by key in the order first met.
    private struct Grouping {
        var groups: [Group] = []
        var count = 0
        private var index: [GroupID: Int] = [:]

        mutating func add(_ item: Shown) {
            let finding = item.finding.finding
            let id = GroupID(key: finding.key, file: finding.key == nil ? finding.location.file : nil)
            let g: Int
            if let known = index[id] {
                g = known
            } else {
                g = groups.count
                index[id] = g
                groups.append(Group(key: finding.key, file: finding.location.file, worst: item, order: g))
            }
            count += 1
            groups[g].count += 1
            switch finding.severity {
            case .error: groups[g].hasError = true
            case .warning: groups[g].hasWarning = true
            case .info: groups[g].hasInfo = true
            }
            if let first = finding.firstCategory, groups[g].firstCategory.map({ first < $0 }) ?? true { groups[g].firstCategory = first }
            groups[g].kinds[finding.kind, default: 0] += 1
            let locale = item.entry.map { ReportSummary.localeLabel($0.entry) } ?? finding.locale
            if let locale, groups[g].localeSet.insert(locale).inserted { groups[g].locales.append(locale) }
        }
    }

    /// Whether `a` is a worse key than `b` (see the type's comment).
    static func worse(_ a: Group, _ b: Group) -> Bool {
        if a.hasError != b.hasError { return a.hasError }
        if a.hasWarning != b.hasWarning { return a.hasWarning }
        if a.count != b.count { return a.count > b.count }
        let (ca, cb) = (a.firstCategory?.rawValue ?? -1, b.firstCategory?.rawValue ?? -1)
        if ca != cb { return ca < cb }
        return a.order < b.order
    }

    /// What is left out when the first `listed.defects` defects, `listed.errorGroups` error groups
    /// and `listed.groups` groups of warnings and info are shown.
    func leftOut(_ listed: Listed) -> LeftOut {
        var ids: Set<GroupID> = []
        for (_, item) in defects.dropFirst(listed.defects) {
            ids.insert(GroupID(key: item.finding.key, file: item.finding.key == nil ? item.finding.location.file : nil))
        }
        var findings = defects.count - min(defects.count, listed.defects)
        var errors = findings
        for group in errorGroups.dropFirst(listed.errorGroups) {
            ids.insert(group.id)
            findings += group.count
            errors += group.count
        }
        for group in groups.dropFirst(listed.groups) {
            ids.insert(group.id)
            findings += group.count
        }
        let withoutKey = ids.filter { $0.key == nil }.count
        return LeftOut(findings: findings, errors: errors, of: shown, keys: ids.count - withoutKey, withoutKey: withoutKey)
    }

    /// `### Errors wrong at every size (12), a row each`.
    var defectsHeading: String {
        "### Errors wrong at every size (\(defects.count)), a row each"
    }

    /// `### Layout errors by key (300 in 45 keys), worst first ...`.
    var errorsHeading: String {
        Self.heading("Layout errors", errorGroups)
    }

    /// `### Warnings by key (120 in 45 keys), worst first` (or `... and info`, `Info ...`).
    var heading: String {
        let warnings = groups.contains(where: \.hasWarning), infos = groups.contains(where: \.hasInfo)
        return Self.heading(warnings && infos ? "Warnings and info" : warnings ? "Warnings" : "Info", groups)
    }

    private static func heading(_ what: String, _ groups: [Group]) -> String {
        let count = groups.reduce(0) { $0 + $1.count }
        return "### \(what) by key (\(count) in \(groups.count) \(ReportSummary.plural(groups.count, "key", "keys"))), worst first"
            + " (most findings, then the smallest first failing category)"
    }

    static let tableHead = "| Key | Findings | Locales | From | Kinds | The worst: the user sees / why | Where |\n|---|---:|---|---|---|---|---|\n"

    /// A group's row: `| settings.title | 14 | 12: de, fi, ... | AX1 | truncated 12, ... | de: “...” | file:line |`.
    func row(_ group: Group) -> String {
        let key = group.key.map { writer.cell($0) } ?? "(no key: \(markdownEscaped(group.file)))"
        let named = group.locales.prefix(Self.localesNamed).joined(separator: ", ")
        let more = group.locales.count - min(group.locales.count, Self.localesNamed)
        let locales = group.locales.isEmpty ? "" : "\(group.locales.count): " + writer.cell(named) + (more > 0 ? " \u{2026} +\(more)" : "")
        let kinds = FindingKind.allCases.compactMap { kind in group.kinds[kind].map { "\(kind.rawValue) \($0)" } }.joined(separator: ", ")
        let severity = group.hasWarning && group.hasInfo ? "; warning, info" : group.hasWarning || group.hasError ? "" : "; info"
        let (entry, worst) = group.worst
        let locale = entry.map { ReportSummary.localeLabel($0.entry) + ": " } ?? ""
        let message = ReportSummary.compactMessage(worst.finding, translation: entry?.entry.text, limit: MarkdownReportWriter.cellLimit)
        return "| \(key) | \(group.count) | \(locales) | \(group.firstCategory?.columnLabel(on: platform) ?? "all") | \(kinds)\(severity) "
            + "| \(writer.cell(locale + message)) "
            + "| \(markdownEscaped(worst.finding.location.description + ReportSummary.slotFromSuffix(worst.finding))) |\n"
    }

    /// Locales a row names; it counts the others.
    static let localesNamed = 6
}
