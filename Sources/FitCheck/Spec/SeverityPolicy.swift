import TextStyles

/// How serious a finding is: failing the run, a warning, or information.
public enum Severity: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Fails the run (exit status 1).
    case error
    /// Reported, does not fail the run.
    case warning
    /// Reported for information: the category is outside both `fail` and `warn`.
    case info

    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .info: 0
        }
    }

    /// `error` > `warning` > `info`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// Which categories fail the run and which only warn; the others are still checked, as info.
///
/// The standard policy fails from xSmall to xxxLarge and warns at AX1-AX5: many apps lay out
/// differently at the accessibility sizes, so an overflow there is worth seeing but not always a
/// release blocker. A category in both sets fails.
public struct SeverityPolicy: Sendable, Hashable {
    /// Categories at which a finding is an error (fails the run).
    public var fail: Set<ContentSizeCategory>
    /// Categories at which a finding is a warning.
    public var warn: Set<ContentSizeCategory>

    /// A policy failing at `fail` and warning at `warn`.
    public init(fail: Set<ContentSizeCategory>, warn: Set<ContentSizeCategory>) {
        self.fail = fail
        self.warn = warn
    }

    /// Fail xSmall...xxxLarge, warn AX1...AX5.
    public static let standard = SeverityPolicy(
        fail: Set(ContentSizeCategory.allCases.filter { !$0.isAccessibility }),
        warn: Set(ContentSizeCategory.allCases.filter(\.isAccessibility)))

    /// The severity of a finding at `category`.
    public func severity(at category: ContentSizeCategory) -> Severity {
        if fail.contains(category) { return .error }
        if warn.contains(category) { return .warning }
        return .info
    }

    /// The highest severity among `categories` (`info` when empty).
    public func severity(at categories: [ContentSizeCategory]) -> Severity {
        categories.map { severity(at: $0) }.max() ?? .info
    }
}
