import TextStyles

/// The order in which reports show findings, most urgent first (issue 10: "errors first, then
/// by first failing category, smallest first"):
///
/// 1. severity: errors, then warnings, then info;
/// 2. defects before layout problems: a specifier mismatch, missing glyphs, an entry that cannot
///    be measured and a catalog problem are wrong at every size, so they lead their severity;
/// 3. the first category at which it happens, smallest first (a text cut at xSmall hurts every
///    user; one cut at AX5 hurts the fewest);
/// 4. the kind, in ``FindingKind``'s order.
///
/// Ties keep the check's order (key, locale, variant, file, line).
public struct TriageRank: Sendable, Hashable, Comparable {
    let severity: Severity
    let isDefect: Bool
    /// The first category's raw value; -1 for a problem that does not depend on the size.
    let category: Int
    let kind: FindingKind

    /// The rank of `finding`.
    public init(_ finding: Finding) {
        severity = finding.severity
        isDefect = Self.isDefect(finding.kind)
        category = finding.firstCategory.map(\.rawValue) ?? -1
        kind = finding.kind
    }

    /// The rank of a group of findings: that of its most urgent one (`nil` when empty).
    public static func of(_ findings: [Finding]) -> TriageRank? {
        findings.lazy.map(TriageRank.init).min()
    }

    /// Specifier mismatches, empty translations, missing glyphs, unmeasurable entries and catalog problems.
    static func isDefect(_ kind: FindingKind) -> Bool {
        switch kind {
        case .specifierMismatch, .emptyTranslation, .missingGlyphs, .error, .catalogIssue: true
        case .shrunk, .truncated, .clipped, .wrappedBeyond, .overflow, .replaced, .largeContentViewer, .stacked: false
        }
    }

    public static func < (a: TriageRank, b: TriageRank) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        if a.isDefect != b.isDefect { return a.isDefect }
        if a.category != b.category { return a.category < b.category }
        return a.kind < b.kind
    }
}
