/// What the totals count of checked entries, counted by the thread that checked them and added
/// up after: counted on the main thread once the check was done, these counts and the fonts'
/// were a tenth of `--jobs 2`'s serial time on a real app's catalogs (issue 14).
struct EntryTally: Sendable {
    /// Entries with no finding.
    var fitting = 0
    var findingsByKind: [FindingKind: Int] = [:]
    var findingsBySeverity: [Severity: Int] = [:]
    /// Borderline measurements, those of them that do not fit, entries with one, findings whose
    /// first category is borderline (`CheckTotals` says what each means).
    var borderlineMeasurements = 0
    var borderlineFailures = 0
    var borderlineEntries = 0
    var borderlineFindings = 0
    /// Entries set (in whole or in part) in each font file.
    var entriesByFontFile: [String: Int] {
        var counts = countedByFontFile
        for file in runFiles { counts[file, default: 0] += runLength }
        return counts
    }
    /// The entries' notes, each once.
    private(set) var notes: Set<String> = []

    /// The font files of the entries counted so far but for the last run of entries set in the
    /// same files (`runFiles`, `runLength` entries long): the entries of a locale mostly are,
    /// and hashing each file's path for each entry, and each note into the set, was 0.7% of a
    /// real app's check (issue 14).
    private var countedByFontFile: [String: Int] = [:]
    private var runFiles: [String] = []
    private var runLength = 0
    /// The notes of the last entry with notes, already in `notes`.
    private var lastNotes: [String] = []

    /// Counts `entry`.
    mutating func add(_ entry: EntryResult) {
        if entry.fits { fitting += 1 }
        for finding in entry.findings {
            findingsByKind[finding.kind, default: 0] += 1
            findingsBySeverity[finding.severity, default: 0] += 1
            if finding.isBorderline { borderlineFindings += 1 }
        }
        var any = false
        for outcome in entry.outcomes where outcome.isBorderline {
            any = true
            borderlineMeasurements += 1
            if outcome.outcome != .fits { borderlineFailures += 1 }
        }
        if any { borderlineEntries += 1 }
        if entry.fontFiles == runFiles {
            runLength += 1
        } else {
            for file in runFiles { countedByFontFile[file, default: 0] += runLength }
            runFiles = entry.fontFiles
            runLength = 1
        }
        if !entry.notes.isEmpty && entry.notes != lastNotes {
            notes.formUnion(entry.notes)
            lastNotes = entry.notes
        }
    }

    /// Counts `note` as one of the entries' notes (written on an entry after it was counted).
    mutating func addNote(_ note: String) {
        notes.insert(note)
    }

    /// Adds `other`'s counts to these.
    mutating func add(_ other: EntryTally) {
        fitting += other.fitting
        findingsByKind.merge(other.findingsByKind, uniquingKeysWith: +)
        findingsBySeverity.merge(other.findingsBySeverity, uniquingKeysWith: +)
        borderlineMeasurements += other.borderlineMeasurements
        borderlineFailures += other.borderlineFailures
        borderlineEntries += other.borderlineEntries
        borderlineFindings += other.borderlineFindings
        for file in runFiles { countedByFontFile[file, default: 0] += runLength }
        runFiles = []
        runLength = 0
        countedByFontFile.merge(other.entriesByFontFile, uniquingKeysWith: +)
        notes.formUnion(other.notes)
    }

    /// Writes the entries' counts into `totals` (whose catalog findings are counted apart).
    func write(into totals: inout CheckTotals, checked: Int) {
        totals.fitting = fitting
        totals.withFindings = checked - fitting
        totals.findingsByKind.merge(findingsByKind, uniquingKeysWith: +)
        totals.findingsBySeverity.merge(findingsBySeverity, uniquingKeysWith: +)
        totals.borderlineMeasurements = borderlineMeasurements
        totals.borderlineFailures = borderlineFailures
        totals.borderlineEntries = borderlineEntries
        totals.borderlineFindings = borderlineFindings
    }
}
