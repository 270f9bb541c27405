import TextFormatting
import TextStyles

extension TextMeasurer {
    /// What a measurement set in `font` must say about the stand-in's calibration: scripts it
    /// does not cover, and a weight outside the calibrated ones. Empty for any other font.
    static func calibrationNotes(_ prepared: PreparedText, font: ResolvedFont) -> [String] {
        guard font.errorBands != nil else { return [] }
        var notes: [String] = []
        let scripts = prepared.storage.calibration.uncalibratedScripts
        if !scripts.isEmpty {
            let names = scripts.map { ScriptItemizer.name(of: $0) }.joinedAsProse("and")
            notes.append("\(names) text is not calibrated: the stand-in's widths were measured against SF Pro for Latin, Cyrillic and Greek only (iOS sets other scripts in other system fonts), so its widths are the bundled fonts' own and carry no error band")
        }
        if let note = StandInCalibration.standard.note(weight: font.fallbackWeight) { notes.append(note) }
        return notes
    }
}
