/// Which findings a report shows (`--kind`, `--min-severity`): every format applies it, and the
/// totals still count every finding and say what the filter left out.
public struct FindingFilter: Sendable, Hashable {
    /// The kinds shown; `nil` shows every kind.
    public var kinds: Set<FindingKind>?
    /// The least severity shown (`info` shows all).
    public var minimumSeverity: Severity

    /// A filter showing `kinds` (nil: all) at `minimumSeverity` or above.
    public init(kinds: Set<FindingKind>? = nil, minimumSeverity: Severity = .info) {
        self.kinds = kinds
        self.minimumSeverity = minimumSeverity
    }

    /// The filter that shows everything.
    public static let all = FindingFilter()

    /// Whether the filter leaves anything out.
    public var isFiltering: Bool { kinds != nil || minimumSeverity != .info }

    /// Whether a report shows `finding`.
    public func shows(_ finding: Finding) -> Bool {
        finding.severity >= minimumSeverity && (kinds?.contains(finding.kind) ?? true)
    }

    /// `kind truncated, wrapped-beyond; severity warning or higher` (empty when not filtering).
    public var description: String {
        var parts: [String] = []
        if let kinds {
            let names = FindingKind.allCases.filter(kinds.contains).map(\.rawValue)
            parts.append((names.count == 1 ? "kind " : "kinds ") + names.joined(separator: ", "))
        }
        if minimumSeverity != .info { parts.append("severity \(minimumSeverity.rawValue) or higher") }
        return parts.joined(separator: "; ")
    }
}
