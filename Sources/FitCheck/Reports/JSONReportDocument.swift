/// The JSON report's schema, version 2; decode a report with `JSONDecoder` into this type.
///
/// Stable within a schema version: fields may be added, none removed or changed in meaning.
/// Categories are HIG names (`xSmall` ... `AX5`); kinds are ``FindingKind`` raw values;
/// lines are 1-based. See README.md, "JSON report".
///
/// Version 2 (issue 10) scales with what is wrong, not with what was read: `entries` holds the
/// entries with shown findings only, in report order (most urgent first), each with the outcomes
/// of the categories at which it does not fit (the others fit: the point sizes and heights of
/// version 1 are left out), font files by number; fitting entries are counted, and
/// listed compactly in `fitting` only with `--include-fitting`; findings inside an entry leave
/// out the entry's key, locale and place; `filter` and `baseline` say what was left out.
public struct JSONReportDocument: Codable, Sendable, Equatable {
    /// The current schema version.
    public static let currentSchemaVersion = 2

    /// The schema version of this document (see `currentSchemaVersion`).
    public var schemaVersion: Int
    /// Always `typefit`.
    public var tool: String
    /// The platform checked (`ios`, `watchos`...).
    public var platform: String
    /// The categories checked, in order (HIG names).
    public var categories: [String]
    /// The spec file's path as given; absent when none was.
    public var spec: String?
    /// The catalog files read, sorted.
    public var files: [String]
    /// Assumptions behind the result (guessed values, approximations), each once.
    public var notes: [String]
    /// 0, 1 or 2 (see ``Triage/exitStatus``).
    public var exitStatus: Int
    /// The filter (`--kind`, `--min-severity`); absent when every finding is shown.
    public var filter: Filter?
    /// The counts of the run: every entry and finding, shown or not.
    public var totals: Totals
    /// The comparison with a baseline (`--baseline`); absent without one.
    public var baseline: BaselineCounts?
    /// Entries with shown findings, in report order.
    public var entries: [Entry]
    /// The font files that measured the shown entries; entries refer to them by number.
    public var fontFiles: [String]
    /// Every font file the checked entries were measured with, and where it came from
    /// (`bundled`, `named`, `fontconfig`); absent from reports that predate it.
    public var fontsUsed: [FontUsed]?
    /// Where the shown entries' slots came from; entries refer to them by number.
    public var origins: [Origin]
    /// Fitting entries, compactly; present only with `--include-fitting`.
    public var fitting: [Place]?
    /// Entries read but not checked.
    public var skipped: [Skipped]
    /// Shown problems in the catalogs themselves (a file that cannot be read, a bad entry).
    public var catalogIssues: [Finding]
    /// How borderline outcomes were decided and counted: `{"policy": "warn", "band": "p95"}`.
    /// Absent in reports written before borderline answers existed.
    public var borderline: Borderline?

    /// The check's borderline rule (`--borderline`, `--band`).
    public struct Borderline: Codable, Sendable, Equatable {
        /// `fail`, `warn` or `info`: how a borderline failure counts.
        public var policy: String
        /// `p95` or `p99`: the percentile of the stand-in's error band margins are compared with.
        public var band: String
    }

    /// The filter a report was written with.
    public struct Filter: Codable, Sendable, Equatable {
        /// The kinds shown; absent when every kind is.
        public var kinds: [String]?
        /// The least severity shown.
        public var minimumSeverity: String
    }

    /// The counts; they add up as in ``CheckTotals``, and `findings` = `findingsShown` +
    /// `findingsFilteredOut` + `findingsSuppressed`.
    public struct Totals: Codable, Sendable, Equatable {
        /// Catalog files read.
        public var filesRead: Int
        /// Entries read from them (checked + skipped).
        public var entriesRead: Int
        /// Entries checked (fitting + withFindings).
        public var checked: Int
        /// Checked entries without findings.
        public var fitting: Int
        /// Checked entries with at least one finding.
        public var withFindings: Int
        /// Entries read but not checked.
        public var skipped: Int
        /// `skipped` by reason (raw values of `SkipReason`).
        public var skippedByReason: [String: Int]
        /// Findings, catalog issues included.
        public var findings: Int
        /// `findings` by kind (raw values of `FindingKind`).
        public var findingsByKind: [String: Int]
        /// `findings` by severity (`error`, `warning`, `info`).
        public var findingsBySeverity: [String: Int]
        /// Catalog issues found.
        public var catalogIssues: Int
        /// Inputs that could not be read, fully or partly (exit status 2).
        public var inputErrors: Int
        /// Category outcomes computed (checked entries x categories, unmeasurable ones included).
        public var measurements: Int
        /// Findings this report shows.
        public var findingsShown: Int
        /// Findings the filter left out.
        public var findingsFilteredOut: Int
        /// Findings the baseline suppressed (unchanged).
        public var findingsSuppressed: Int
        /// Entries in `entries`.
        public var entriesShown: Int
        /// Of `measurements`, those within the stand-in font's error band (fitting or not).
        public var borderlineMeasurements: Int?
        /// Of those, the ones that do not fit.
        public var borderlineFailures: Int?
        /// Checked entries with a borderline measurement.
        public var borderlineEntries: Int?
        /// Findings whose first category is borderline.
        public var borderlineFindings: Int?
        /// The distinct keys checked (absent from reports that predate it).
        public var keysChecked: Int?
        /// `keysChecked` by who placed them: `spec`, `interfaceBuilder`, `sources`, `defaultSlot`.
        public var keysBySlotSource: [String: Int]?
        /// Checked entries set in part in a font fontconfig found on the machine that ran the
        /// check (their results depend on its fonts); absent from reports that predate it.
        public var entriesOnFontconfigFonts: Int?
    }

    /// A font file of the run (``FontUse``).
    public struct FontUsed: Codable, Sendable, Equatable {
        /// The file's path.
        public var file: String
        /// `bundled`, `named` (by the spec or a flag) or `fontconfig`.
        public var source: String
        /// Checked entries it set, in whole or in part.
        public var entries: Int
        /// For a `fontconfig` font, those entries: their results depend on the machine.
        public var dependents: [Place]?
    }

    /// How the findings compare with the baseline.
    public struct BaselineCounts: Codable, Sendable, Equatable {
        /// The baseline file, as given.
        public var file: String
        /// Findings not in the baseline.
        public var new: Int
        /// Findings at a smaller category than recorded.
        public var worse: Int
        /// Findings as recorded or better (suppressed).
        public var unchanged: Int
        /// Records no finding matched any more.
        public var fixed: Int
        /// Those records.
        public var fixedFindings: [BaselineRecord]
    }

    /// One entry with findings.
    public struct Entry: Codable, Sendable, Equatable {
        /// The entry's key.
        public var key: String
        /// The entry's locale (BCP 47).
        public var locale: String
        /// The plural, device or width variant, when the entry is one (`plural=one`).
        public var variant: String?
        /// The catalog file, as given.
        public var file: String
        /// The 1-based line of the text in `file`.
        public var line: Int
        /// The text as written in the catalog.
        public var text: String
        /// The text laid out, when it differs from `text` (format specifiers replaced by samples).
        public var measuredText: String?
        /// The slot it was measured in, described (`label Body 343pt wide 1 line tail`).
        public var slot: String
        /// Where the slot came from: a number into the document's `origins` (its findings share it).
        public var origin: Int?
        /// The font the entry was measured with.
        public var font: String
        /// The font files used, fallbacks included: numbers into the document's `fontFiles`.
        public var fonts: [Int]
        /// Assumptions behind this entry's measurement, by number in the document's `notes`;
        /// absent when none.
        public var notes: [Int]?
        /// The smallest category at which it stops fitting; absent when it fits everywhere.
        public var firstFailingCategory: String?
        /// The entry at each category where it does not fit or its component changes layout, in
        /// category order (at the others it fits as laid out normally).
        public var outcomes: [Outcome]
        /// Its shown findings.
        public var findings: [Finding]
    }

    /// The entry at one category where it does not fit, or where its component changed layout.
    public struct Outcome: Codable, Sendable, Equatable {
        /// The category (HIG name).
        public var category: String
        /// `shrunk`, `truncated`, `clipped`, `wrapped-beyond`, `overflow`, `replaced`,
        /// `large-content-viewer` or `error`; `fits` where only the layout changed (`layout`).
        public var outcome: String
        /// What the user sees (truncated text ends in an ellipsis); absent when it is the whole
        /// measured text (shrunk) and for `error`.
        public var visibleText: String?
        /// Lines the text needs to show in full; absent for `error`.
        public var neededLines: Int?
        /// The auto-shrink scale, when the text was shrunk.
        public var shrinkScale: Double?
        /// Why the entry could not be measured at this category.
        public var error: String?
        /// How the component changed its layout here (`stacked`, `generic-back-title`,
        /// `chevron-only`, `large-content-viewer`, `overflow`); absent when it did not.
        public var layout: String?
        /// The layout change or overflow in words, and the group the entry was measured in.
        public var detail: String?
        /// By how much (percent) the text's glyph widths could change before the outcome does, up
        /// to 10 (meaning 10 or more); only where the outcome is borderline (the finding has the
        /// first category's margin in any case).
        public var margin: Double?
        /// The stand-in's error band (percent) at the check's percentile, where borderline.
        public var band: Double?
        /// `true` where `margin < band`: SF Pro may give the other answer; absent otherwise.
        public var borderline: Bool?
    }

    /// One finding. In an entry's `findings`, `key`, `locale`, `variant`, `file` and `line` are
    /// the entry's and left out; a catalog issue has them (those it knows).
    public struct Finding: Codable, Sendable, Equatable {
        /// The finding's kind (a `FindingKind` raw value).
        public var kind: String
        /// `error`, `warning` or `info`.
        public var severity: String
        /// The key, for a catalog issue about one.
        public var key: String?
        /// The locale.
        public var locale: String?
        /// The variant.
        public var variant: String?
        /// The catalog file, for a catalog issue.
        public var file: String?
        /// The 1-based line, for a catalog issue.
        public var line: Int?
        /// The 1-based column, when known.
        public var column: Int?
        /// The categories at which it happens, in order (HIG names; the first is the smallest).
        public var categories: [String]
        /// One line saying what is wrong.
        public var message: String
        /// What the user sees (truncated text ends in an ellipsis).
        public var visibleText: String?
        /// The source-language text, for `specifier-mismatch` and `empty-translation`.
        public var sourceText: String?
        /// The auto-shrink scale, when the text was shrunk.
        public var shrinkScale: Double?
        /// Lines the text needs to show in full.
        public var neededLines: Int?
        /// Lines the slot allows, for findings about lines.
        public var allowedLines: Int?
        /// `U+AC00` style code points.
        public var missingCharacters: [String]?
        /// The `CatalogIssue.Kind` raw value, for catalog issues.
        public var catalogIssueKind: String?
        /// `new` or `worse`, against a baseline.
        public var baseline: String?
        /// The first category the baseline recorded, for a worse finding.
        public var recordedCategory: String?
        /// The margin (percent) at the first category, for layout findings with the system font.
        public var margin: Double?
        /// The error band (percent) it is compared with, when there is one.
        public var band: Double?
        /// `true` when the first category's outcome is borderline; absent otherwise.
        public var borderline: Bool?
        /// Where the slot came from: the file and line inference read the key from, else the
        /// spec's line, else `built-in default slot`; absent for catalog issues.
        public var from: String?
        /// Who placed the key: `spec`, `interfaceBuilder`, `sources` or `defaultSlot`.
        public var slotSource: String?
        /// `exact`, `likely` or `guess`, for inferred slots.
        public var confidence: String?
        /// The spec's rule or group (`typefit.json:8`) when it is not `from`: a rule `typefit
        /// infer` wrote, whose `from` is where the key was inferred.
        public var rule: String?
    }

    /// Where a slot came from (a rule or group of the spec, an inference, the default slot).
    public struct Origin: Codable, Sendable, Equatable {
        /// `typefit.json:8`, `Main.storyboard:40` (where inference read the key), or
        /// `built-in default slot`.
        public var from: String
        /// Who placed the key: `spec`, `interfaceBuilder`, `sources` or `defaultSlot`.
        public var slotSource: String
        /// `exact`, `likely` or `guess`, for an inferred slot.
        public var confidence: String?
        /// The spec's rule or group (`typefit.json:8`) when it is not `from`.
        public var rule: String?
    }

    /// Where a fitting entry is.
    public struct Place: Codable, Sendable, Equatable {
        /// The entry's key.
        public var key: String
        /// The entry's locale.
        public var locale: String
        /// Its variant, when it has one.
        public var variant: String?
        /// The catalog file.
        public var file: String
        /// The 1-based line.
        public var line: Int
    }

    /// An entry read but not checked, with the reason.
    public struct Skipped: Codable, Sendable, Equatable {
        /// The entry's key.
        public var key: String
        /// The entry's locale (BCP 47).
        public var locale: String
        /// The catalog file, as given.
        public var file: String
        /// The 1-based line of the text in `file`.
        public var line: Int
        /// Why it was skipped (a `SkipReason` raw value).
        public var reason: String
    }
}

/// `U+AC00`.
func codePointName(_ scalar: Unicode.Scalar) -> String {
    "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
}
