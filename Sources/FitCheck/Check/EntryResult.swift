import Catalogs
import TextMeasure
import TextStyles

/// What happened to one catalog entry in its slot at one category.
public enum LayoutOutcome: String, Sendable, Hashable, Codable {
    case fits, shrunk, truncated, clipped
    case wrappedBeyond = "wrapped-beyond"
    /// A back button shows "Back" or only its chevron instead of the text.
    case replaced
    /// A bar item that never grows does not fit at an accessibility size; the Large Content
    /// Viewer shows it in full (long press).
    case largeContentViewer = "large-content-viewer"
    /// The items of a bar need more room together than the bar has.
    case overflow
    /// The entry could not be measured at this category.
    case error

    /// Whether the user sees the whole text at the size they chose.
    public var isFit: Bool {
        if case .fits = self { true } else { false }
    }

    /// How bad the outcome is, to pick the worst of several layouts of one entry (a key shown in
    /// two groups): 0 for `fits`, highest for `error`.
    var rank: Int {
        switch self {
        case .fits: 0
        case .largeContentViewer: 2
        case .shrunk: 3
        case .replaced: 4
        case .overflow: 5
        case .truncated, .clipped, .wrappedBeyond: 6
        case .error: 7
        }
    }
}

/// The measurement of one entry at one category, as the reports need it.
public struct CategoryOutcome: Sendable, Hashable {
    /// The category.
    public var category: ContentSizeCategory
    // `pointSize` is declared before `outcome`, unlike the public initializer's order: the
    // synthesized memberwise initializer then never matches a call of the public one, which
    // calls it (see the extension).
    /// The point size asked for at this category (before any shrink).
    public var pointSize: Double
    /// What the user sees there: fits, shrunk, truncated, clipped, wrapped beyond, or an error.
    public var outcome: LayoutOutcome
    /// The auto-shrink scale, when the text was shrunk.
    public var shrinkScale: Double?
    /// The text the user sees (truncated text ends in an ellipsis). Empty at a category that
    /// does not fit after the first of its outcome when the check did not keep every outcome's
    /// details (``CheckOptions/keepsOutcomeDetails``): only the JSON report shows those.
    public var visibleText: String
    /// Lines shown.
    public var lineCount: Int
    /// Lines the text needs to show in full. At a truncated category after the first when the
    /// check did not keep every outcome's details (``CheckOptions/keepsOutcomeDetails``), only
    /// a lower bound (the lines shown plus one): no report shows those.
    public var neededLineCount: Int
    /// The view's height, in points.
    public var height: Double
    /// Why it could not be measured, for `.error`.
    public var errorMessage: String?
    /// How the component changed its layout at this category, whatever the outcome (alert
    /// buttons stacked: reported as information of its own, besides a truncation).
    public var adaptation: LayoutAdaptation?
    /// What the layout change or the overflow was, in words, for the outcomes that have one
    /// (`shows only the chevron`, `the 3 items need 412 pt of 343 pt`); also names the group the
    /// entry was measured in, when it was.
    public var detail: String?
    /// By how much (percent, up to `TextMeasurer.marginCap`) the widths of the text's glyphs
    /// could change before the outcome changes; nil when not measured (a custom font, an error,
    /// or, without ``CheckOptions/keepsOutcomeDetails``, an outcome after the first of its kind
    /// whose margin is not borderline: no report shows those).
    public var margin: Double?
    /// The stand-in's error band (percent, at the check's percentile) the margin is compared
    /// with; nil when there is none (a custom font, SF Pro itself, an uncalibrated script).
    public var band: Double?

    /// Whether the outcome would change if the text's width moved by less than the stand-in's
    /// error band: SF Pro may give the other answer (DESIGN.md, "What fits means").
    public var isBorderline: Bool {
        guard let margin, let band else { return false }
        if case .error = outcome { return false }
        return margin < band
    }
}

extension CategoryOutcome {
    /// An outcome with the given values.
    ///
    /// It calls the synthesized memberwise initializer instead of setting each property: an
    /// initializer that sets them builds the outcome on the stack and copies it to where it goes
    /// (retaining its strings) before destroying the first (Swift 6.3 with -O; 154,116 copies on
    /// issue 14's slice, one per layout). A call of the memberwise one builds it in place.
    public init(category: ContentSizeCategory, outcome: LayoutOutcome, pointSize: Double, shrinkScale: Double? = nil,
                visibleText: String = "", lineCount: Int = 0, neededLineCount: Int = 0, height: Double = 0,
                errorMessage: String? = nil, adaptation: LayoutAdaptation? = nil, detail: String? = nil,
                margin: Double? = nil, band: Double? = nil) {
        self.init(category: category, pointSize: pointSize, outcome: outcome, shrinkScale: shrinkScale, visibleText: visibleText,
                  lineCount: lineCount, neededLineCount: neededLineCount, height: height, errorMessage: errorMessage,
                  adaptation: adaptation, detail: detail, margin: margin, band: band)
    }
}

/// One checked entry: its identity, the text measured, its slot, every category, and its findings.
public struct EntryResult: Sendable, Hashable {
    /// The entry's key.
    public var key: String
    /// The entry's locale (BCP 47).
    public var locale: String
    /// The plural, device or width variant, when the entry is one.
    public var variant: EntryVariant?
    /// Where the entry's text is in its catalog.
    public var location: SourceLocation
    /// The text as in the catalog.
    public var text: String
    /// The text measured: format specifiers replaced by samples.
    public var measuredText: String
    /// The slot it was measured in, described (`label Body 343pt wide 1 line tail`).
    public var slotSummary: String
    /// The spec rule that gave the slot (index into `slots`), `nil` for the default slot.
    public var ruleIndex: Int?
    /// Where the slot came from: a spec rule or group, an inferred one, or the default slot.
    public var slotOrigin: SlotOrigin
    /// The font it was measured with (`system` or a file).
    public var font: String
    /// The font files that set the text at any category, primary first (fallback fonts included).
    public var fontFiles: [String]
    /// Assumptions and replacements the measurement made (approximate insets, a language
    /// without its own line-break rules, control characters), each once.
    public var notes: [String]
    // `findings` is declared before `outcomes`, unlike the public initializer's order: the
    // synthesized memberwise initializer then never matches a call of the public one, which
    // calls it (see the extension, and `CategoryOutcome`'s).
    /// What is wrong with it; empty when it fits at every category.
    public var findings: [Finding]
    /// The entry at each category checked, smallest first; empty for an entry that fits
    /// everywhere when the check did not keep those (``CheckOptions/keepsFittingOutcomes``).
    public var outcomes: [CategoryOutcome]

    /// The smallest category at which the text stops fitting (is shrunk, cut, wrapped beyond or
    /// not measurable), or `nil` when it fits at every checked category.
    public var firstFailingCategory: ContentSizeCategory? {
        // By index: `first(where:)` would copy the whole outcome out (its strings retained).
        for i in outcomes.indices where !outcomes[i].outcome.isFit { return outcomes[i].category }
        return nil
    }

    /// Whether the entry has no findings at all.
    public var fits: Bool { findings.isEmpty }

    /// The outcomes that are borderline (fitting or not), in category order.
    public var borderlineOutcomes: [CategoryOutcome] { outcomes.filter(\.isBorderline) }

    /// The variant as text (`plural=one`), empty for a plain entry.
    public var variantDescription: String { variant?.description ?? "" }
}

extension EntryResult {
    /// A checked entry with the given values (`runCheck` makes these).
    ///
    /// It calls the synthesized memberwise initializer, which builds the result in place; one
    /// that sets each property copies it once more (see `CategoryOutcome.init`).
    public init(key: String, locale: String, variant: EntryVariant?, location: SourceLocation, text: String,
                measuredText: String, slotSummary: String, ruleIndex: Int?, slotOrigin: SlotOrigin = .builtInDefault,
                font: String, fontFiles: [String] = [], notes: [String] = [], outcomes: [CategoryOutcome], findings: [Finding]) {
        self.init(key: key, locale: locale, variant: variant, location: location, text: text, measuredText: measuredText,
                  slotSummary: slotSummary, ruleIndex: ruleIndex, slotOrigin: slotOrigin, font: font, fontFiles: fontFiles,
                  notes: notes, findings: findings, outcomes: outcomes)
    }
}

/// Why an entry was read but not checked.
public enum SkipReason: String, Sendable, Hashable, CaseIterable, Codable {
    /// The locale is excluded by the spec or `--locales`.
    case localeExcluded = "locale-excluded"
    /// `onlySpecified` is on and no slot rule matches the key.
    case noSlot = "no-slot"
    /// The translation is missing and the app shows the source text, which is checked once, as
    /// the source language's entry (the missing translation is reported as a catalog issue).
    case fallbackToSource = "fallback-to-source"
    /// Pseudo-localization checks source-language entries only.
    case notSourceLanguage = "pseudo-not-source-language"
    /// An Android `product` variant other than the one checked (the default, or the spec's
    /// `androidProduct`): the app is built with one product per resource.
    case otherProduct = "other-product"
    /// `typefit infer` found the key only as an accessibility text (VoiceOver reads it; it is
    /// never drawn), and no rule of the spec matches it.
    case neverDrawn = "never-drawn"

    /// A phrase for reports.
    public var explanation: String {
        switch self {
        case .localeExcluded: "locale not selected"
        case .noSlot: "no slot matches the key, onlySpecified"
        case .fallbackToSource: "missing translation: the app shows the source text, checked once as the source language's entry"
        case .notSourceLanguage: "not a source-language entry: pseudo-localization checks source texts"
        case .otherProduct: "other Android product: only the spec's androidProduct, else the default, is checked"
        case .neverDrawn: "accessibility text, never drawn (found so by --infer; a spec rule for the key checks it)"
        }
    }
}

/// An entry that was read and deliberately not checked.
public struct SkippedEntry: Sendable, Hashable {
    /// The entry's key.
    public var key: String
    /// The entry's locale (BCP 47).
    public var locale: String
    /// Where the entry's text is in its catalog.
    public var location: SourceLocation
    /// Why it was not checked.
    public var reason: SkipReason

    /// A skipped entry with the given values.
    public init(key: String, locale: String, location: SourceLocation, reason: SkipReason) {
        self.key = key
        self.locale = locale
        self.location = location
        self.reason = reason
    }
}
