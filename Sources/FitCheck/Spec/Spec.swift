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
    /// The largest length in points a spec may give (a size, a width, a height, an inset): what
    /// writes a spec (`typefit infer`) keeps within it.
    package static let largestLength = 100_000.0

    /// Whether `value` is a length a spec can hold and write back: from 0.001 point (a spec
    /// writes 4 decimals, so 4e-320 was written as 0, which it refuses) to ``largestLength``.
    package static func holdsLength(_ value: Double) -> Bool {
        value.isFinite && value >= 0.001 && value <= largestLength
    }

    /// The spec file's path, for messages; `nil` for a spec built in code.
    public var path: String?
    /// The platform whose text style table gives the sizes: iOS, iPadOS, watchOS, or Android
    /// (Material 3's type scale at Android's font scales, see ``AndroidScaleColumns``).
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
    /// Keys shown together (a bar's items, an alert's parts), each checked in its group's slot
    /// with the others beside it. A key a group names takes its slot from the group, not from
    /// `slots`.
    public var groups: [GroupSpec]
    /// Sample values for format specifiers, global and per key.
    public var placeholders: PlaceholderSamples
    /// Which categories fail the run, which only warn.
    public var severity: SeverityPolicy
    /// Which locales to check.
    public var locales: LocaleFilter
    /// When `true`, keys no rule matches are skipped (and counted) instead of taking `defaultSlot`.
    public var onlySpecified: Bool
    /// Keys (or globs) that `typefit infer` found only as text never drawn (accessibility
    /// labels, hints and values): a key of them that would take the default slot is skipped as
    /// `never-drawn`; one a rule matches is checked as the rule says.
    public var neverDrawn: [KeyPattern] = []
    /// How a borderline failure counts and which band decides it (`"borderline"`, `"band"`).
    public var borderline = BorderlineRule()
    /// SF Pro to measure the system font with instead of its stand-in (`"systemFont"`: a file or
    /// a folder, resolved against the spec's folder); nil for the stand-in. Applied by whoever
    /// makes the `TextMeasurer` (the CLI does; `--system-font` overrides it).
    public var systemFont: String?
    /// The Android `product` to check where a resource has product variants (`"androidProduct"`,
    /// `tablet`); `nil` checks the default product, as aapt2 builds it without `--product`.
    public var androidProduct: String?
    /// On Android: which sp-to-dp rule the font scales follow (`"fontScaling"`): Android 14's
    /// non-linear tables (the default) or the linear scaling of Android 13 and earlier.
    public var fontScaling: AndroidFontScaling = .nonLinear
    /// The spec line that named each custom font, for errors.
    var fontLines: [FontDescriptor: Int] = [:]

    /// Whether `defaultSlot` was given (in the file or in code) rather than left built in.
    public var hasDefaultSlot: Bool { defaultSlot != (platform == .android ? .androidDefault : .builtInDefault) || defaultSlotWasGiven }
    var defaultSlotWasGiven = false
    /// Whether the spec file gave a `defaultSlot` (for the CLI's `--platform`, which cannot
    /// move a slot written for one platform's styles to another).
    public var defaultSlotWasGivenInFile: Bool { defaultSlotWasGiven }
    /// The spec line of `defaultSlot`, when the file gives one.
    var defaultSlotLine: Int?

    /// Where the default slot comes from: the spec's `defaultSlot` line, or the built-in slot.
    public var defaultSlotOrigin: SlotOrigin {
        guard hasDefaultSlot else { return .builtInDefault }
        return SlotOrigin(source: .defaultSlot, specLocation: defaultSlotLine.map { "\(path ?? "spec"):\($0)" })
    }

    /// A spec with the given settings; the defaults are those of a spec file that names nothing.
    public init(
        path: String? = nil, platform: Platform = .ios,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, displayScale: Int = 3,
        font: FontChoice = .system, fontsByLocale: [String: FontChoice] = [:],
        defaultSlot: SlotSpec = .builtInDefault, slots: [SlotRule] = [], groups: [GroupSpec] = [],
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
        self.groups = groups
        self.placeholders = placeholders
        self.severity = severity
        self.locales = locales
        self.onlySpecified = onlySpecified
    }

    /// The slot for `key`: the first matching rule's, else the default slot (nil when
    /// `onlySpecified` and no rule matches). Also returns the rule's index, if any. Rules with a
    /// `sourceLength` match only when `sourceLength` (the key's source text's) is given and in range.
    public func slot(forKey key: String, sourceLength: Int? = nil) -> (slot: SlotSpec, rule: Int?)? {
        SlotMatcher(self).slot(forKey: key, sourceLength: sourceLength)
    }

    /// Checks that every key a group names has an entry in `catalogs` (in any locale): a group
    /// naming a key that does not exist is a spec error at the line that names it.
    /// - Throws: ``SpecError`` naming the spec's file and line, with the nearest existing key.
    public func checkGroupKeys(in catalogs: CatalogSet) throws(SpecError) {
        guard !groups.isEmpty else { return }
        var keys = Set<String>()
        for file in catalogs.files { for entry in file.entries { keys.insert(entry.key) } }
        for (index, group) in groups.enumerated() {
            for member in group.members where !keys.contains(member.key) {
                let suggestion = Suggestion.nearest(to: member.key, among: Array(keys)).map { "; did you mean \"\($0)\"?" } ?? ""
                throw SpecError(.invalidValue, file: path ?? "spec", line: member.line,
                                "groups[\(index)] (\(group.kind.rawValue)) names key \"\(member.key)\", which no catalog has\(suggestion)",
                                hint: "fix the key, or remove it from the group")
            }
        }
    }

    /// The font for `locale`: an exact `fontsByLocale` entry (ignoring case, `_` read as `-`),
    /// else the most specific entry that covers it as a locale filter does (`zh-Hans` covers
    /// `zh-CN`, `zh-Hant` covers `zh-TW` and `zh-HK`, `tl` covers `fil`; see `LocaleFilter`),
    /// else `font`.
    public func font(forLocale locale: String) -> FontChoice {
        guard !fontsByLocale.isEmpty else { return font }
        let tag = locale.contains("_") ? locale.replacingOccurrences(of: "_", with: "-") : locale
        if let found = fontsByLocale[tag] ?? fontsByLocale.first(where: { $0.key.caseInsensitiveCompare(tag) == .orderedSame })?.value {
            return found
        }
        var best: (specificity: Int, key: String)?
        for key in fontsByLocale.keys where LocaleFilter.tag(key, covers: locale) {
            let specificity = LocaleMatch(key)?.specificity ?? 0
            if best == nil || specificity > best!.specificity || (specificity == best!.specificity && key < best!.key) {
                best = (specificity, key)
            }
        }
        return best.map { fontsByLocale[$0.key]! } ?? font
    }
}

/// One entry of the spec's `slots`: key patterns and the slot they live in.
public struct SlotRule: Sendable {
    /// The patterns; a key matching any of them takes this slot.
    public var patterns: [KeyPattern]
    /// The slot of the keys that match.
    public var slot: SlotSpec
    /// The spec line the rule starts on, for reports.
    public var line: Int?
    /// Where the rule came from (the spec's line, or the file inference read it from), which
    /// every finding of a key it places carries.
    public var origin: SlotOrigin
    /// The rule's `"notes"`: what inference assumed when it wrote the rule (kept, not checked).
    public var notes: [String]
    /// The rule's `"sourceLength"`: it selects only keys whose source text is that long (nil: any).
    public var sourceLength: SourceLengthRange?

    /// A rule: keys matching any of `patterns` (and, with `sourceLength`, whose source text is that
    /// long) live in `slot`.
    public init(patterns: [KeyPattern], slot: SlotSpec, line: Int? = nil, origin: SlotOrigin? = nil, notes: [String] = [],
                sourceLength: SourceLengthRange? = nil) {
        self.sourceLength = sourceLength
        self.patterns = patterns
        self.slot = slot
        self.line = line
        self.origin = origin ?? SlotOrigin(source: .spec, specLocation: line.map { "spec:\($0)" })
        self.notes = notes
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
/// Tags are matched through ICU (`LocaleMatch`): CLDR's aliases (`tl` is `fil`, `iw` is `he`),
/// then likely subtags, so `zh-Hans` covers `zh-CN` and `zh-Hans-CN`, `zh-Hant` covers `zh-TW`,
/// and `nb` and `no` cover each other. A language covers its regions and scripts (`pt` covers
/// `pt-BR`); a tag with a script or region covers the locales with the same ones.
public struct LocaleFilter: Sendable, Hashable {
    /// Locales to check; empty means all.
    public var include: [String]
    /// Locales never checked.
    public var exclude: [String]

    /// A filter: `include` (empty: all) minus `exclude`.
    public init(include: [String] = [], exclude: [String] = []) {
        self.include = include
        self.exclude = exclude
    }

    /// Whether `locale` is checked.
    public func allows(_ locale: String) -> Bool {
        if exclude.contains(where: { Self.tag($0, covers: locale) }) { return false }
        return include.isEmpty || include.contains(where: { Self.tag($0, covers: locale) })
    }

    /// Whether `tag` selects `locale` (see the type's documentation; `en` covers `en-GB`).
    package static func tag(_ tag: String, covers locale: String) -> Bool {
        LocaleMatch.tag(tag, covers: locale)
    }

    /// Of `locales` (those found in the catalogs), the ones this filter checks, and the
    /// `include` tags that select none of them.
    public func selection(among locales: [String]) -> (selected: [String], unmatchedIncludes: [String]) {
        let selected = locales.filter(allows)
        let unmatched = include.filter { tag in !locales.contains { Self.tag(tag, covers: $0) } }
        return (selected, unmatched)
    }
}
