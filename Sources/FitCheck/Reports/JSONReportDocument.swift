/// The JSON report's schema, version 1; decode a report with `JSONDecoder` into this type.
///
/// Stable within a schema version: fields may be added, none removed or changed in meaning.
/// Categories are HIG names (`xSmall` ... `AX5`); kinds are ``FindingKind`` raw values;
/// lines are 1-based. See README.md, "JSON report".
public struct JSONReportDocument: Codable, Sendable, Equatable {
    /// The current schema version.
    public static let currentSchemaVersion = 1

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
    /// 0, 1 or 2 (see ``CheckResult/exitStatus``).
    public var exitStatus: Int
    /// The counts of the run.
    public var totals: Totals
    /// Checked entries, in report order; fitting entries included with no findings.
    public var entries: [Entry]
    /// Entries read but not checked.
    public var skipped: [Skipped]
    /// Problems in the catalogs themselves (a file that cannot be read, a bad entry).
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

    /// The counts; they add up as in ``CheckTotals``.
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
        /// Findings on entries.
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
    }

    /// One checked entry, fitting or not.
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
        /// The text laid out: format specifiers replaced by their samples.
        public var measuredText: String
        /// The slot it was measured in, described (`label Body 343pt wide 1 line tail`).
        public var slot: String
        /// Where the slot came from (`typefit.json:8`, `Main.storyboard:40`, `built-in default slot`).
        public var from: String?
        /// The font the entry was measured with.
        public var font: String
        /// The font files used, fallbacks included.
        public var fontFiles: [String]
        /// Assumptions behind this entry's measurement.
        public var notes: [String]
        /// The smallest category at which it stops fitting; absent when it fits everywhere.
        public var firstFailingCategory: String?
        /// The entry at each category, in category order.
        public var outcomes: [Outcome]
        /// What is wrong with the entry; empty when it fits everywhere.
        public var findings: [Finding]
    }

    /// The entry at one category.
    public struct Outcome: Codable, Sendable, Equatable {
        /// The category (HIG name).
        public var category: String
        /// `fits`, `shrunk`, `truncated`, `clipped`, `wrapped-beyond`, `overflow`, `replaced`,
        /// `large-content-viewer` or `error`.
        public var outcome: String
        /// The point size at the category.
        public var pointSize: Double
        /// The auto-shrink scale, when the text was shrunk.
        public var shrinkScale: Double?
        /// What the user sees (truncated text ends in an ellipsis).
        public var visibleText: String
        /// Lines shown.
        public var lines: Int
        /// Lines the text needs to show in full.
        public var neededLines: Int
        /// The view's height in points.
        public var height: Double
        /// Why the entry could not be measured at this category.
        public var error: String?
        /// How the component changed its layout here (`stacked`, `generic-back-title`,
        /// `chevron-only`, `large-content-viewer`, `overflow`); absent when it did not.
        public var layout: String?
        /// The layout change or overflow in words, and the group the entry was measured in.
        public var detail: String?
        /// By how much (percent) the text's glyph widths could change before the outcome does,
        /// up to 10 (meaning 10 or more); system font only.
        public var margin: Double?
        /// The stand-in's error band (percent) at the check's percentile; absent for custom fonts,
        /// SF Pro itself and uncalibrated scripts.
        public var band: Double?
        /// `margin < band`: SF Pro may give the other answer; present when `margin` is.
        public var borderline: Bool?
    }

    /// One finding (entry findings and catalog issues share this shape).
    public struct Finding: Codable, Sendable, Equatable {
        /// The finding's kind (a `FindingKind` raw value).
        public var kind: String
        /// `error`, `warning` or `info`.
        public var severity: String
        /// The entry's key.
        public var key: String?
        /// The entry's locale (BCP 47).
        public var locale: String?
        /// The plural, device or width variant, when the entry is one (`plural=one`).
        public var variant: String?
        /// The catalog file, as given.
        public var file: String
        /// The 1-based line of the text in `file`.
        public var line: Int
        /// The 1-based column, when known.
        public var column: Int?
        /// The categories checked, in order (HIG names).
        public var categories: [String]
        /// The smallest of them.
        public var firstCategory: String?
        /// One line saying what is wrong.
        public var message: String
        /// What the user sees (truncated text ends in an ellipsis).
        public var visibleText: String?
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
        /// The margin (percent) at the first category, for layout findings with the system font.
        public var margin: Double?
        /// The error band (percent) it is compared with, when there is one.
        public var band: Double?
        /// Whether the first category's outcome is borderline; present when `margin` is.
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

extension JSONReportDocument {
    /// The document for `result`.
    public init(_ result: CheckResult) {
        let t = result.totals
        schemaVersion = Self.currentSchemaVersion
        tool = "typefit"
        platform = result.platform.rawValue
        categories = result.categories.map(\.higName)
        spec = result.specPath
        files = result.files
        notes = result.notes
        exitStatus = Int(result.exitStatus.rawValue)
        totals = Totals(
            filesRead: t.filesRead, entriesRead: t.entriesRead, checked: t.checked, fitting: t.fitting,
            withFindings: t.withFindings, skipped: t.skipped,
            skippedByReason: Dictionary(uniqueKeysWithValues: t.skippedByReason.map { ($0.key.rawValue, $0.value) }),
            findings: t.findings,
            findingsByKind: Dictionary(uniqueKeysWithValues: t.findingsByKind.map { ($0.key.rawValue, $0.value) }),
            findingsBySeverity: Dictionary(uniqueKeysWithValues: t.findingsBySeverity.map { ($0.key.rawValue, $0.value) }),
            catalogIssues: t.catalogIssues, inputErrors: t.inputErrors, measurements: t.measurements,
            borderlineMeasurements: t.borderlineMeasurements, borderlineFailures: t.borderlineFailures,
            borderlineEntries: t.borderlineEntries, borderlineFindings: t.borderlineFindings, keysChecked: t.keysChecked,
            keysBySlotSource: Dictionary(uniqueKeysWithValues: t.keysBySlotSource.map { ($0.key.rawValue, $0.value) }))
        entries = result.entries.map { entry in
            Entry(key: entry.key, locale: entry.locale, variant: entry.variant?.description, file: entry.location.file,
                  line: entry.location.line, text: entry.text, measuredText: entry.measuredText, slot: entry.slotSummary,
                  from: entry.slotOrigin.from,
                  font: entry.font, fontFiles: entry.fontFiles, notes: entry.notes, firstFailingCategory: entry.firstFailingCategory?.higName,
                  outcomes: entry.outcomes.map { o in
                      Outcome(category: o.category.higName, outcome: o.outcome.rawValue, pointSize: o.pointSize,
                              shrinkScale: o.shrinkScale, visibleText: o.visibleText, lines: o.lineCount,
                              neededLines: o.neededLineCount, height: o.height, error: o.errorMessage,
                              layout: o.adaptation?.rawValue, detail: o.detail,
                              margin: o.margin, band: o.band, borderline: o.margin == nil ? nil : o.isBorderline)
                  },
                  findings: entry.findings.map(Finding.init))
        }
        skipped = result.skipped.map {
            Skipped(key: $0.key, locale: $0.locale, file: $0.location.file, line: $0.location.line, reason: $0.reason.rawValue)
        }
        catalogIssues = result.catalogFindings.map(Finding.init)
        borderline = Borderline(policy: result.borderline.policy.rawValue, band: result.borderline.percentile.rawValue)
    }
}

extension JSONReportDocument.Finding {
    init(_ f: FitCheck.Finding) {
        self.init(
            kind: f.kind.rawValue, severity: f.severity.rawValue, key: f.key, locale: f.locale, variant: f.variant,
            file: f.location.file, line: f.location.line, column: f.location.column, categories: f.categories.map(\.higName),
            firstCategory: f.firstCategory?.higName, message: f.message, visibleText: f.visibleText, shrinkScale: f.shrinkScale,
            neededLines: f.neededLines, allowedLines: f.allowedLines,
            missingCharacters: f.missingCharacters.isEmpty ? nil : f.missingCharacters.map(codePointName),
            catalogIssueKind: f.catalogIssueKind?.rawValue, margin: f.margin, band: f.band,
            borderline: f.margin == nil ? nil : f.isBorderline, from: f.from?.from, slotSource: f.from?.source.rawValue,
            confidence: f.from?.confidence, rule: f.from?.inferredFrom == nil ? nil : f.from?.specLocation)
    }
}

/// `U+AC00`.
func codePointName(_ scalar: Unicode.Scalar) -> String {
    "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
}
