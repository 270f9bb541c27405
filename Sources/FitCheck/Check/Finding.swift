import Catalogs
import TextStyles

/// One problem to report: what, for which key and locale, from which category, and where.
public struct Finding: Sendable, Hashable {
    /// What is wrong.
    public var kind: FindingKind
    /// How bad it is, from the spec's severity policy.
    public var severity: Severity
    /// The key, when the finding is about an entry (catalog issues may have none).
    public var key: String?
    /// The locale, when the finding is about an entry.
    public var locale: String?
    /// The entry's variant (`plural=one`, `device=ipad`), when it has one.
    public var variant: String?
    /// The catalog file and line of the entry or issue.
    public var location: SourceLocation
    /// The categories at which this kind of problem occurs, smallest first (empty when the
    /// problem does not depend on the size, such as a specifier mismatch).
    public var categories: [ContentSizeCategory]
    /// A sentence saying what is wrong.
    public var message: String
    /// What the user sees at the first category (truncated, clipped, wrapped-beyond, shrunk).
    public var visibleText: String?
    /// The scale auto-shrink chose at the first category.
    public var shrinkScale: Double?
    /// Lines needed at the first category, and lines the slot allows (0 = unlimited).
    public var neededLines: Int?
    /// Lines the slot allows (0 = unlimited).
    public var allowedLines: Int?
    /// Characters no font has, for `missingGlyphs`.
    public var missingCharacters: [Unicode.Scalar]
    /// The source-language text, for findings about a translation (`specifierMismatch`,
    /// `emptyTranslation`), shown next to it in every report.
    public var sourceText: String?
    /// The catalog issue kind, for `catalogIssue`.
    public var catalogIssueKind: CatalogIssue.Kind?
    /// A picture of the slot at the finding's first category, when the check drew them.
    public var pictures: [FindingPicture]
    /// Where the slot the entry was measured in came from (the spec's rule, an inferred rule,
    /// the default slot); nil for catalog issues.
    public var from: SlotOrigin?
    /// The margin (percent) of the outcome at the first category, for layout findings measured
    /// with the system font (see ``CategoryOutcome/margin``).
    public var margin: Double?
    /// The error band (percent) that margin is compared with, when there is one.
    public var band: Double?

    /// Whether the outcome at the first category is within the stand-in's error band: SF Pro
    /// may fit there (the message says so; `--borderline` decides the severity).
    public var isBorderline: Bool {
        guard let margin, let band else { return false }
        return margin < band
    }

    /// A finding with the given values (`runCheck` makes these).
    public init(
        kind: FindingKind, severity: Severity, key: String? = nil, locale: String? = nil, variant: String? = nil,
        location: SourceLocation, categories: [ContentSizeCategory] = [], message: String, visibleText: String? = nil,
        shrinkScale: Double? = nil, neededLines: Int? = nil, allowedLines: Int? = nil,
        missingCharacters: [Unicode.Scalar] = [], catalogIssueKind: CatalogIssue.Kind? = nil, pictures: [FindingPicture] = [],
        from: SlotOrigin? = nil
    ) {
        self.kind = kind
        self.severity = severity
        self.key = key
        self.locale = locale
        self.variant = variant
        self.location = location
        self.categories = categories
        self.message = message
        self.visibleText = visibleText
        self.shrinkScale = shrinkScale
        self.neededLines = neededLines
        self.allowedLines = allowedLines
        self.missingCharacters = missingCharacters
        self.catalogIssueKind = catalogIssueKind
        self.pictures = pictures
        self.from = from
    }

    /// The smallest category at which the problem occurs.
    public var firstCategory: ContentSizeCategory? { categories.first }

    /// The platform the finding was measured for: it names the categories (Android's are font
    /// scales, see ``AndroidScaleColumns``).
    public var platform: Platform = .ios

    /// A compact list of the categories: `AX1...AX5`, or `L, AX2` when they are not contiguous;
    /// on Android `1.3 (130%)...2.0 (200%)`.
    public var categorySummary: String { summarizeCategories(categories, platform: platform) }
}

/// A drawing of a finding's slot at one category (the first at which the finding happens).
public struct FindingPicture: Sendable, Hashable {
    /// The category drawn.
    public var category: ContentSizeCategory
    /// The drawing, kept compactly (see ``Drawing``).
    public var drawing: Drawing

    /// A picture of the slot at `category`.
    public init(category: ContentSizeCategory, drawing: Drawing) {
        self.category = category
        self.drawing = drawing
    }

    /// A complete `<svg>` element (text escaped by the renderer).
    public var svg: String { drawing.svg }
}

/// `xSmall...xxxLarge` for a contiguous run of categories, a comma list otherwise.
func summarizeCategories(_ categories: [ContentSizeCategory], platform: Platform = .ios) -> String {
    guard let first = categories.first, let last = categories.last else { return "" }
    if categories.count == 1 { return first.columnLabel(on: platform) }
    let contiguous = zip(categories, categories.dropFirst()).allSatisfy { $1.rawValue == $0.rawValue + 1 }
    if contiguous { return "\(first.columnLabel(on: platform))...\(last.columnLabel(on: platform))" }
    return categories.map { $0.columnLabel(on: platform) }.joined(separator: ", ")
}
