/// The JSON report's schema, version 1; decode a report with `JSONDecoder` into this type.
///
/// Stable within a schema version: fields may be added, none removed or changed in meaning.
/// Categories are HIG names (`xSmall` ... `AX5`); kinds are ``FindingKind`` raw values;
/// lines are 1-based. See README.md, "JSON report".
public struct JSONReportDocument: Codable, Sendable, Equatable {
    /// The current schema version.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var tool: String
    public var platform: String
    public var categories: [String]
    public var spec: String?
    public var files: [String]
    /// Assumptions behind the result (guessed values, approximations), each once.
    public var notes: [String]
    /// 0, 1 or 2 (see ``ExitStatus``).
    public var exitStatus: Int
    public var totals: Totals
    /// Checked entries, in report order; fitting entries included with no findings.
    public var entries: [Entry]
    public var skipped: [Skipped]
    public var catalogIssues: [Finding]

    /// The counts; they add up as in ``CheckTotals``.
    public struct Totals: Codable, Sendable, Equatable {
        public var filesRead: Int
        public var entriesRead: Int
        public var checked: Int
        public var fitting: Int
        public var withFindings: Int
        public var skipped: Int
        public var skippedByReason: [String: Int]
        public var findings: Int
        public var findingsByKind: [String: Int]
        public var findingsBySeverity: [String: Int]
        public var catalogIssues: Int
        public var inputErrors: Int
        public var measurements: Int
    }

    /// One checked entry, fitting or not.
    public struct Entry: Codable, Sendable, Equatable {
        public var key: String
        public var locale: String
        public var variant: String?
        public var file: String
        public var line: Int
        public var text: String
        public var measuredText: String
        public var slot: String
        public var font: String
        public var fontFiles: [String]
        public var notes: [String]
        /// The smallest category at which it stops fitting; absent when it fits everywhere.
        public var firstFailingCategory: String?
        public var outcomes: [Outcome]
        public var findings: [Finding]
    }

    /// The entry at one category.
    public struct Outcome: Codable, Sendable, Equatable {
        public var category: String
        /// `fits`, `shrunk`, `truncated`, `clipped`, `wrapped-beyond` or `error`.
        public var outcome: String
        public var pointSize: Double
        public var shrinkScale: Double?
        public var visibleText: String
        public var lines: Int
        public var neededLines: Int
        public var height: Double
        public var error: String?
    }

    /// One finding (entry findings and catalog issues share this shape).
    public struct Finding: Codable, Sendable, Equatable {
        public var kind: String
        public var severity: String
        public var key: String?
        public var locale: String?
        public var variant: String?
        public var file: String
        public var line: Int
        public var column: Int?
        public var categories: [String]
        public var firstCategory: String?
        public var message: String
        public var visibleText: String?
        public var shrinkScale: Double?
        public var neededLines: Int?
        public var allowedLines: Int?
        /// `U+AC00` style code points.
        public var missingCharacters: [String]?
        public var catalogIssueKind: String?
    }

    /// An entry read but not checked, with the reason.
    public struct Skipped: Codable, Sendable, Equatable {
        public var key: String
        public var locale: String
        public var file: String
        public var line: Int
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
            catalogIssues: t.catalogIssues, inputErrors: t.inputErrors, measurements: t.measurements)
        entries = result.entries.map { entry in
            Entry(key: entry.key, locale: entry.locale, variant: entry.variant?.description, file: entry.location.file,
                  line: entry.location.line, text: entry.text, measuredText: entry.measuredText, slot: entry.slotSummary,
                  font: entry.font, fontFiles: entry.fontFiles, notes: entry.notes, firstFailingCategory: entry.firstFailingCategory?.higName,
                  outcomes: entry.outcomes.map { o in
                      Outcome(category: o.category.higName, outcome: o.outcome.rawValue, pointSize: o.pointSize,
                              shrinkScale: o.shrinkScale, visibleText: o.visibleText, lines: o.lineCount,
                              neededLines: o.neededLineCount, height: o.height, error: o.errorMessage)
                  },
                  findings: entry.findings.map(Finding.init))
        }
        skipped = result.skipped.map {
            Skipped(key: $0.key, locale: $0.locale, file: $0.location.file, line: $0.location.line, reason: $0.reason.rawValue)
        }
        catalogIssues = result.catalogFindings.map(Finding.init)
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
            catalogIssueKind: f.catalogIssueKind?.rawValue)
    }
}

/// `U+AC00`.
func codePointName(_ scalar: Unicode.Scalar) -> String {
    "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
}
