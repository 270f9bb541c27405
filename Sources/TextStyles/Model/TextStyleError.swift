/// Why a text-style question has no answer, in words a user can act on.
///
/// Every message fits on one line, lists the valid values, and suggests the nearest spelling
/// when one is close (see ``Suggestion``).
public enum TextStyleError: Error, CustomStringConvertible, Equatable, Sendable {
    /// No content size category is spelled like this.
    case unknownCategory(String, suggestion: String?)
    /// The platform has no style spelled like this.
    case unknownStyle(String, platform: Platform, valid: [String], suggestion: String?)
    /// No platform is spelled like this.
    case unknownPlatform(String, valid: [String], suggestion: String?)
    /// The platform lacks a category that was named (watchOS has no Medium; macOS has none).
    case unavailableCategory(String, platform: Platform, valid: [String])
    /// The table has no row for this style at this setting; `valid` lists the settings it has.
    case missingCombination(platform: Platform, style: String, category: String, valid: [String])
    /// A category list or range could not be read.
    case invalidSelection(String, reason: String)
    /// An Android font scale could not be read.
    case invalidFontScale(String, reason: String)
    /// No UIFontMetrics measurement exists for this style (only iOS's 11 styles were measured).
    case noMeasuredMultipliers(style: String, valid: [String])
    /// The iOS 7/8 table has no such style (it had six).
    case noLegacySize(style: String, valid: [String])
    /// An embedded table could not be read: a bug in `Tables/`.
    case malformedTable(file: String, line: Int, reason: String)

    public var description: String {
        switch self {
        case .unknownCategory(let text, let suggestion):
            let valid = ContentSizeCategory.allCases.map(\.higName)
            return "unknown category '\(text)' (valid: \(valid.joined(separator: ", ")))" + Self.didYouMean(suggestion)
        case .unknownStyle(let text, let platform, let valid, let suggestion):
            return "unknown \(platform.displayName) style '\(text)' (valid: \(valid.joined(separator: ", ")))" + Self.didYouMean(suggestion)
        case .unknownPlatform(let text, let valid, let suggestion):
            return "unknown platform '\(text)' (valid: \(valid.joined(separator: ", ")))" + Self.didYouMean(suggestion)
        case .unavailableCategory(let text, let platform, let valid):
            if valid.isEmpty {
                return "\(platform.displayName) has no content size categories, so '\(text)' does not apply (its styles have one size)"
            }
            return "\(platform.displayName) has no category '\(text)' (valid: \(valid.joined(separator: ", ")))"
        case .missingCombination(let platform, let style, let category, let valid):
            return "\(platform.displayName) has no size for \(style) at '\(category)' (valid: \(valid.joined(separator: ", ")))"
        case .invalidSelection(let text, let reason):
            return "cannot read category selection '\(text)': \(reason)"
        case .invalidFontScale(let text, let reason):
            return "cannot read font scale '\(text)': \(reason)"
        case .noMeasuredMultipliers(let style, let valid):
            return "no UIFontMetrics measurement for style '\(style)' (measured: \(valid.joined(separator: ", ")))"
        case .noLegacySize(let style, let valid):
            return "iOS 7 had no style '\(style)' (it had: \(valid.joined(separator: ", ")))"
        case .malformedTable(let file, let line, let reason):
            return "Tables/\(file):\(line): \(reason)"
        }
    }

    /// A second line telling the user what to try, when there is one.
    public var hint: String? {
        switch self {
        case .unknownCategory, .invalidSelection:
            "categories go from xSmall to AX5; write a list (xSmall,Large,AX3), a range (Large...AX5) or 'all'"
        case .unavailableCategory(_, let platform, let valid):
            valid.isEmpty ? "leave out --category for \(platform.displayName)" : "use a range such as '\(valid.first!)...\(valid.last!)' to take only the sizes \(platform.displayName) has"
        case .invalidFontScale:
            "Android font scales are numbers such as 1.0, 1.15 or 2.0; a range such as 1.0...1.5 or 'all' works too"
        case .unknownStyle, .noMeasuredMultipliers:
            "styles can be spelled as in the HIG ('Large Title') or as in code (largeTitle)"
        case .noLegacySize:
            "--legacy ios7 covers only the six iOS 7 styles; drop --legacy for the others"
        case .unknownPlatform:
            "iPadOS shares iOS's table; android shows the Material 3 type scale at Android's font scales"
        case .missingCombination, .malformedTable:
            nil
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
