import TextFormatting
import TextStyles

extension TextMeasurer {
    /// What a measurement set in `font` must say about the stand-in's calibration, note by note
    /// (no array made): scripts it does not cover, and a weight outside the calibrated ones.
    /// None for any other font.
    static func forEachCalibrationNote(_ prepared: PreparedText, font: ResolvedFont, _ body: (String) -> Void) {
        guard font.hasErrorBands else { return }
        let scripts = prepared.storage.calibration.uncalibratedScripts
        if !scripts.isEmpty { body(uncalibratedNote(scripts)) }
        if let note = font.calibrationWeightNote { body(note) }
    }

    /// The note for text in scripts the stand-in is not calibrated for, made once per set of
    /// scripts and thread: every entry of a language asks for the same one (building it each
    /// time was 1.3% of issue 14's check; a memo under one lock for all threads was taken as
    /// often as a measurement, and made `--jobs 2` slower).
    private static func uncalibratedNote(_ scripts: [String]) -> String {
        let memo = uncalibratedNotes.object
        if let known = memo.notes[scripts] { return known }
        let names = scripts.map { ScriptItemizer.name(of: $0) }.joinedAsProse("and")
        let note = "\(names) text is not calibrated: the stand-in's widths were measured against SF Pro for Latin, Cyrillic and Greek only (iOS sets other scripts in other system fonts), so its widths are the bundled fonts' own and carry no error band"
        // Bounded: a catalog has a few script sets, a hostile one could have many.
        if memo.notes.count >= 1024 { memo.notes.removeAll() }
        memo.notes[scripts] = note
        return note
    }

    private static let uncalibratedNotes = PerThread { UncalibratedNotes() }
}

/// A thread's notes by set of scripts (see `TextMeasurer.uncalibratedNote`).
private final class UncalibratedNotes {
    var notes: [[String]: String] = [:]
}
