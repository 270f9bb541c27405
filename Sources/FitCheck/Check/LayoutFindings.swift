extension CheckResult {
    /// `self` with findings of laid-out screens added (`check --devices`): `entryFindings` on
    /// the entries at their indices, `screenFindings` (about a screen, not one text) with the
    /// catalog findings, and the totals counted again so that they still add up: an entry that
    /// fitted and now has a finding moves from `fitting` to `withFindings`, and every finding is
    /// counted by kind and severity. Screen findings are not catalog issues.
    public func addingLayoutFindings(_ entryFindings: [Int: [Finding]], screenFindings: [Finding]) -> CheckResult {
        var result = self
        for (index, findings) in entryFindings.sorted(by: { $0.key < $1.key }) where result.entries.indices.contains(index) && !findings.isEmpty {
            if result.entries[index].findings.isEmpty {
                result.totals.fitting -= 1
                result.totals.withFindings += 1
            }
            result.entries[index].findings += findings
            for finding in findings {
                result.totals.findingsByKind[finding.kind, default: 0] += 1
                result.totals.findingsBySeverity[finding.severity, default: 0] += 1
            }
        }
        for finding in screenFindings {
            result.totals.findingsByKind[finding.kind, default: 0] += 1
            result.totals.findingsBySeverity[finding.severity, default: 0] += 1
        }
        result.catalogFindings += screenFindings
        return result
    }
}
