import Foundation
import Catalogs
import TextMeasure
import TextStyles

/// What to check and how: the platform, the categories, the fonts, and which key lives in which slot.
///
/// Read one from a JSON file with ``Spec/load(from:)`` (schema in README.md, "The slot spec"), or build one in code.
/// `Spec()` is the spec used when none is given: iOS, all twelve categories, @3x, the system
/// font, every key in ``SlotSpec/builtInDefault``.
public struct Spec: Sendable {
    /// The spec file's path, for messages; `nil` for a spec built in code.
    public var path: String?
    /// The platform whose text style table gives the sizes: iOS, iPadOS or watchOS.
    public var platform: Platform
    /// The categories to check, smallest first.
    public var categories: [ContentSizeCategory]
    /// Device scale for pixel rounding: 1, 2 or 3.
    public var displayScale: Int
    /// The font every locale uses unless `fontsByLocale` names another.
    public var font: FontChoice
    /// Font overrides by locale (`ja`, `zh-Hans`); a language tag also covers its regions.
    public var fontsByLocale: [String: FontChoice]
    /// The slot of keys no rule matches (unless `onlySpecified`).
    public var defaultSlot: SlotSpec
    /// The rules, in order; the first whose pattern matches a key gives its slot.
    public var slots: [SlotRule]
    /// Sample values for format specifiers, global and per key.
    public var placeholders: PlaceholderSamples
    /// Which categories fail the run, which only warn.
    public var severity: SeverityPolicy
    /// Which locales to check.
    public var locales: LocaleFilter
    /// When `true`, keys no rule matches are skipped (and counted) instead of taking `defaultSlot`.
    public var onlySpecified: Bool
    /// The spec line that named each custom font, for errors.
    var fontLines: [FontDescriptor: Int] = [:]

    /// Whether `defaultSlot` was given (in the file or in code) rather than left built in.
    public var hasDefaultSlot: Bool { defaultSlot != .builtInDefault || defaultSlotWasGiven }
    var defaultSlotWasGiven = false

    public init(
        path: String? = nil, platform: Platform = .ios,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, displayScale: Int = 3,
        font: FontChoice = .system, fontsByLocale: [String: FontChoice] = [:],
        defaultSlot: SlotSpec = .builtInDefault, slots: [SlotRule] = [],
        placeholders: PlaceholderSamples = .standard, severity: SeverityPolicy = .standard,
        locales: LocaleFilter = LocaleFilter(), onlySpecified: Bool = false
    ) {
        self.path = path
        self.platform = platform
        self.categories = categories
        self.displayScale = displayScale
        self.font = font
        self.fontsByLocale = fontsByLocale
        self.defaultSlot = defaultSlot
        self.slots = slots
        self.placeholders = placeholders
        self.severity = severity
        self.locales = locales
        self.onlySpecified = onlySpecified
    }

    /// The slot for `key`: the first matching rule's, else the default slot (nil when
    /// `onlySpecified` and no rule matches). Also returns the rule's index, if any.
    public func slot(forKey key: String) -> (slot: SlotSpec, rule: Int?)? {
        SlotMatcher(self).slot(forKey: key)
    }

    /// The font for `locale`: an exact `fontsByLocale` entry, then its language
    /// (`zh-Hans-CN` -> `zh-Hans` -> `zh`), then `font`.
    public func font(forLocale locale: String) -> FontChoice {
        guard !fontsByLocale.isEmpty else { return font }
        var tag = locale.contains("_") ? locale.replacingOccurrences(of: "_", with: "-") : locale
        while true {
            if let found = fontsByLocale[tag] ?? fontsByLocale.first(where: { $0.key.caseInsensitiveCompare(tag) == .orderedSame })?.value {
                return found
            }
            guard let dash = tag.lastIndex(of: "-") else { return font }
            tag = String(tag[..<dash])
        }
    }
}

/// One entry of the spec's `slots`: key patterns and the slot they live in.
public struct SlotRule: Sendable {
    /// The patterns; a key matching any of them takes this slot.
    public var patterns: [KeyPattern]
    public var slot: SlotSpec
    /// The spec line the rule starts on, for reports.
    public var line: Int?

    public init(patterns: [KeyPattern], slot: SlotSpec, line: Int? = nil) {
        self.patterns = patterns
        self.slot = slot
        self.line = line
    }
}

/// The font a locale is measured with.
public enum FontChoice: Sendable, Hashable {
    /// The system font (its stand-in, see DESIGN.md decision 4), at the style's weight.
    case system
    /// A font file; its sizes are scaled with `UIFontMetrics` from the style's Large size.
    case custom(FontDescriptor, trackingEm: Double?)

    /// A short name for reports: `system` or the file name.
    public var displayName: String {
        switch self {
        case .system: "system"
        case .custom(let descriptor, _): descriptor.description
        }
    }
}

/// Which locales are checked: all, or those included, minus those excluded.
///
/// A tag matches itself and its regions and scripts (`pt` covers `pt-BR`), case-insensitively.
public struct LocaleFilter: Sendable, Hashable {
    /// Locales to check; empty means all.
    public var include: [String]
    /// Locales never checked.
    public var exclude: [String]

    public init(include: [String] = [], exclude: [String] = []) {
        self.include = include
        self.exclude = exclude
    }

    /// Whether `locale` is checked.
    public func allows(_ locale: String) -> Bool {
        if exclude.contains(where: { Self.tag($0, covers: locale) }) { return false }
        return include.isEmpty || include.contains(where: { Self.tag($0, covers: locale) })
    }

    static func tag(_ tag: String, covers locale: String) -> Bool {
        localeTag(tag, covers: locale)
    }
}
