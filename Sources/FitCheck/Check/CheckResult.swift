import Catalogs
import TextFormatting
import TextStyles

/// Everything a check found, in a deterministic order: the input to every report writer.
public struct CheckResult: Sendable {
    /// The platform and the categories checked.
    public var platform: Platform
    /// The categories checked, smallest first.
    public var categories: [ContentSizeCategory]
    /// The spec file, when one was given.
    public var specPath: String?
    /// The catalog files read, sorted.
    public var files: [String]
    /// Checked entries, sorted by key, locale, variant, file and line.
    public var entries: [EntryResult] {
        didSet { entryNotes = nil }
    }
    /// The entries' notes, each once, as the check collected them where it checked each entry;
    /// nil (then `notes` gathers them from `entries`) for a result built otherwise or changed
    /// since. Gathering them on one thread was 0.3% of a real app's check, once per report
    /// (issue 14).
    var entryNotes: Set<String>?
    /// Entries read but not checked, sorted like `entries`.
    public var skipped: [SkippedEntry]
    /// Catalog problems, as findings, sorted by file and line.
    public var catalogFindings: [Finding]
    /// The counts; they add up (see `CheckTotals`).
    public var totals: CheckTotals

    /// A result with the given parts (`runCheck` makes these; report writers take them).
    public init(platform: Platform, categories: [ContentSizeCategory], specPath: String?, files: [String],
                entries: [EntryResult], skipped: [SkippedEntry], catalogFindings: [Finding], totals: CheckTotals,
                usesBuiltInDefaultSlot: Bool = false) {
        self.platform = platform
        self.categories = categories
        self.specPath = specPath
        self.files = files
        self.entries = entries
        self.skipped = skipped
        self.catalogFindings = catalogFindings
        self.totals = totals
        self.usesBuiltInDefaultSlot = usesBuiltInDefaultSlot
    }

    /// The assumptions behind the result, each once, sorted (numbers by value: `slots[2]`
    /// before `slots[10]`): measurement notes of every entry, and the built-in default slot
    /// when a key used it (it is a guess).
    public var notes: [String] {
        var notes = (entryNotes ?? Set(entries.flatMap(\.notes))).union(extraNotes)
        if usesBuiltInDefaultSlot {
            notes.insert("keys without a slot in the spec were measured in the built-in default slot (\((platform == .android ? SlotSpec.androidDefault : SlotSpec.builtInDefault).summary(on: platform))), a guess; give the spec a defaultSlot")
        }
        return notes.sorted { $0.naturallyPrecedes($1) }
    }

    /// Whether some entry was measured in ``SlotSpec/builtInDefault`` because the spec has no `defaultSlot`.
    public var usesBuiltInDefaultSlot: Bool
    /// How borderline outcomes were decided and how borderline failures counted.
    public var borderline = BorderlineRule()

    /// Every font file the checked entries were measured with, bundled first (see ``FontUse``).
    public var fonts: [FontUse] = []

    /// How many checked entries were set in part in a font fontconfig found on this machine
    /// (counted by `runCheck` as it lists the fonts: counting it from the entries each time a
    /// report asked was 17 ms on one thread after a real app's check; issue 14).
    public var entriesOnFontconfigFonts = 0

    /// Notes about the check itself (a group naming a key no catalog has), besides the
    /// measurements' notes.
    public var extraNotes: [String] = []

    /// Every finding: entry findings in entry order, then catalog findings.
    public var findings: [Finding] { entries.flatMap(\.findings) + catalogFindings }

    /// `.success` (0) when nothing reaches failing severity, `.failing` (1) when something does,
    /// `.inputError` (2) when an input could not be read (which wins: the report is complete but
    /// the input was not).
    public var exitStatus: ExitStatus {
        if totals.inputErrors > 0 { return .inputError }
        if totals.findingsBySeverity[.error, default: 0] > 0 { return .failing }
        return .success
    }
}

/// The counts of a check, which add up: `entriesRead == checked + skipped` and
/// `checked == fitting + withFindings`.
public struct CheckTotals: Sendable, Hashable, Codable {
    /// Catalog files read.
    public var filesRead: Int
    /// Entries the readers produced.
    public var entriesRead: Int
    /// Entries measured (or found unmeasurable).
    public var checked: Int
    /// Checked entries with no finding.
    public var fitting: Int
    /// Checked entries with at least one finding.
    public var withFindings: Int
    /// Entries not checked, by reason.
    public var skippedByReason: [SkipReason: Int]
    /// Findings by kind (catalog issues included); an entry can have several.
    public var findingsByKind: [FindingKind: Int]
    /// Findings by severity (catalog issues included).
    public var findingsBySeverity: [Severity: Int]
    /// Catalog issues (each also counted under `catalogIssue` in `findingsByKind`).
    public var catalogIssues: Int
    /// Inputs that could not be read, fully or partly (unreadable, malformed, bad encoding...):
    /// entries and files, each once however many input errors it has (`catalogIssues` counts
    /// the issues).
    public var inputErrors: Int
    /// Category outcomes computed (checked entries x categories, unmeasurable ones included).
    public var measurements: Int
    /// Of `measurements`, those within the stand-in's error band (borderline, fitting or not).
    public var borderlineMeasurements: Int = 0
    /// Of `borderlineMeasurements`, those that do not fit (the rest fit, but SF Pro may not).
    public var borderlineFailures: Int = 0
    /// Checked entries with at least one borderline measurement.
    public var borderlineEntries: Int = 0
    /// Findings whose first category is borderline (counted in `findingsBySeverity` at the
    /// severity `--borderline` gave them).
    public var borderlineFindings: Int = 0
    /// The keys checked, by who placed them: the spec, inference (Interface Builder, sources),
    /// the default slot. Each key counts once; they add up to `keysChecked`.
    public var keysBySlotSource: [SlotOrigin.Source: Int] = [:]

    /// Totals with the given counts.
    public init(filesRead: Int = 0, entriesRead: Int = 0, checked: Int = 0, fitting: Int = 0, withFindings: Int = 0,
                skippedByReason: [SkipReason: Int] = [:], findingsByKind: [FindingKind: Int] = [:],
                findingsBySeverity: [Severity: Int] = [:], catalogIssues: Int = 0, inputErrors: Int = 0, measurements: Int = 0) {
        self.filesRead = filesRead
        self.entriesRead = entriesRead
        self.checked = checked
        self.fitting = fitting
        self.withFindings = withFindings
        self.skippedByReason = skippedByReason
        self.findingsByKind = findingsByKind
        self.findingsBySeverity = findingsBySeverity
        self.catalogIssues = catalogIssues
        self.inputErrors = inputErrors
        self.measurements = measurements
    }

    /// All skipped entries.
    public var skipped: Int { skippedByReason.values.reduce(0, +) }

    /// All findings.
    public var findings: Int { findingsByKind.values.reduce(0, +) }

    /// The distinct keys of the entries checked.
    public var keysChecked: Int { keysBySlotSource.values.reduce(0, +) }

    /// Whether the counts add up (they always should; tests and reports check it).
    public var addsUp: Bool {
        entriesRead == checked + skipped && checked == fitting + withFindings
    }
}
