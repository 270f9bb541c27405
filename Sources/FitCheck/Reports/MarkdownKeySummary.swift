import TextStyles
import TextFormatting

/// A condensed Markdown comment's view of the findings (``MarkdownReportWriter``): how many are
/// errors (the ranked findings' first ones, listed one by one), and the others (warnings and
/// info) grouped by key, worst key first, one table row each.
///
/// "Worst" is, in this order: a key with a warning before a key with only info; then the key with
/// the most findings (the most locales and variants that fail, and kinds); then the key whose
/// findings start at the smallest category (a cut at Large hurts more users than one at AX5);
/// then the check's order. Findings without a key (a catalog problem of a whole file) are
/// grouped by file.
struct MarkdownKeySummary {
    /// One key's warnings and info.
    struct Group {
        /// The key; nil for the findings without one, of `file`.
        let key: String?
        let file: String
        /// Its most urgent finding (the first met in rank order) and its entry.
        let worst: (entry: TriagedEntry?, finding: TriagedFinding)
        let order: Int
        var count = 0
        var hasWarning = false
        var hasInfo = false
        var firstCategory: ContentSizeCategory?
        var kinds: [FindingKind: Int] = [:]
        var locales: [String] = []
        var localeSet: Set<String> = []
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

    /// The shown findings at error severity: the ranked findings' first `errorCount`.
    let errorCount: Int
    /// The other findings by key, worst first.
    let groups: [Group]
    /// The keys (and files, for keyless findings) of the errors, in rank order.
    private let errorKeys: [GroupID]
    private let shown: Int
    private let platform: Platform
    private let writer: MarkdownReportWriter

    private struct GroupID: Hashable {
        let key: String?
        let file: String?
    }

    /// The summary of `findings` (the triage's ranked findings: errors first).
    init(_ findings: some RandomAccessCollection<(entry: TriagedEntry?, finding: TriagedFinding)>, triage: Triage,
         writer: MarkdownReportWriter = MarkdownReportWriter()) {
        var errorKeys: [GroupID] = []
        var index: [GroupID: Int] = [:]
        var groups: [Group] = []
        for (entry, shown) in findings {
            let finding = shown.finding
            let id = GroupID(key: finding.key, file: finding.key == nil ? finding.location.file : nil)
            if finding.severity == .error {
                errorKeys.append(id)
                continue
            }
            let g: Int
            if let known = index[id] {
                g = known
            } else {
                g = groups.count
                index[id] = g
                groups.append(Group(key: finding.key, file: finding.location.file, worst: (entry, shown), order: g))
            }
            groups[g].count += 1
            if finding.severity == .warning { groups[g].hasWarning = true } else { groups[g].hasInfo = true }
            if let first = finding.firstCategory, groups[g].firstCategory.map({ first < $0 }) ?? true { groups[g].firstCategory = first }
            groups[g].kinds[finding.kind, default: 0] += 1
            let locale = entry.map { ReportSummary.localeLabel($0.entry) } ?? finding.locale
            if let locale, groups[g].localeSet.insert(locale).inserted { groups[g].locales.append(locale) }
        }
        self.errorCount = errorKeys.count
        self.errorKeys = errorKeys
        self.groups = groups.sorted(by: Self.worse)
        self.shown = findings.count
        self.platform = triage.result.platform
        self.writer = writer
    }

    /// Whether `a` is a worse key than `b` (see the type's comment).
    static func worse(_ a: Group, _ b: Group) -> Bool {
        if a.hasWarning != b.hasWarning { return a.hasWarning }
        if a.count != b.count { return a.count > b.count }
        let (ca, cb) = (a.firstCategory?.rawValue ?? -1, b.firstCategory?.rawValue ?? -1)
        if ca != cb { return ca < cb }
        return a.order < b.order
    }

    /// What is left out when the first `errorsShown` errors and `groupsShown` groups are shown.
    func leftOut(errorsShown: Int, groupsShown: Int) -> LeftOut {
        var ids = Set(errorKeys.dropFirst(errorsShown))
        var findings = errorCount - errorsShown
        for group in groups.dropFirst(groupsShown) {
            ids.insert(GroupID(key: group.key, file: group.key == nil ? group.file : nil))
            findings += group.count
        }
        let withoutKey = ids.filter { $0.key == nil }.count
        return LeftOut(findings: findings, errors: errorCount - errorsShown, of: shown, keys: ids.count - withoutKey, withoutKey: withoutKey)
    }

    /// `### Warnings by key (120 in 45 keys), worst first` (or `... and info`, `Info ...`).
    var heading: String {
        let count = groups.reduce(0) { $0 + $1.count }
        let warnings = groups.contains(where: \.hasWarning), infos = groups.contains(where: \.hasInfo)
        let what = warnings && infos ? "Warnings and info" : warnings ? "Warnings" : "Info"
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
        let severity = group.hasWarning && group.hasInfo ? "; warning, info" : group.hasWarning ? "" : "; info"
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
