/// How many issues of one kind a file lists; the rest are counted in one last issue.
///
/// A damaged or generated file can yield an issue per line: 700,000 lines of `\"` gave 1.4
/// million, and writing them out took most of a minute. As compilers stop listing errors after
/// a limit, a file lists the first ``perKind`` issues of each kind, then one issue of the same
/// kind (so the same severity) at the first one not listed, saying how many more there are.
/// Nothing goes unmentioned, and a report's size stays bounded by the number of files.
enum IssueLimit {
    static let perKind = 1_000

    /// `issues` with at most ``perKind`` of each kind, plus one issue per kind counting the rest.
    static func cap(_ issues: [CatalogIssue]) -> [CatalogIssue] {
        guard issues.count > perKind else { return issues }
        var counts: [CatalogIssue.Kind: Int] = [:]
        var firstOmitted: [CatalogIssue.Kind: CatalogIssue] = [:]
        var kept: [CatalogIssue] = []
        for issue in issues {
            let count = counts[issue.kind, default: 0] + 1
            counts[issue.kind] = count
            if count <= perKind {
                kept.append(issue)
            } else if count == perKind + 1 {
                firstOmitted[issue.kind] = issue
            }
        }
        for kind in CatalogIssue.Kind.allCases {
            guard let first = firstOmitted[kind], let count = counts[kind] else { continue }
            kept.append(CatalogIssue(
                kind: kind, location: first.location,
                message: "and \(count - perKind) more \(kind.rawValue) issues in this file from here on, not listed (the first \(perKind) are); fix those and check again"))
        }
        return kept
    }
}
