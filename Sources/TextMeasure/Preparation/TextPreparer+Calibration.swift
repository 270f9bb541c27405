/// After step 4 of a preparation: which units the system font's width calibration applies to.
extension TextPreparer {
    /// What a text holds for the stand-in's calibration (see `markCalibrationGroups`).
    struct CalibrationSummary {
        /// Bit `1 << group` for each calibrated group some unit of the primary font is in.
        var groups: UInt8 = 0
        /// The group most units of the primary font are in (the ellipsis takes its factor); 0 for none.
        var dominantGroup: UInt8 = 0
        /// ISO 15924 codes of the scripts of visible units the calibration does not cover: set in
        /// a fallback font, or in the primary font but in another script. In order of appearance.
        var uncalibratedScripts: [String] = []
    }

    /// Puts each tracked unit's calibrated script group (its run's) into its flags, and sums up
    /// the groups and the uncalibrated scripts of the text.
    ///
    /// A unit is calibrated when it is set in the primary font (tracked) in a run of a
    /// calibrated script (reference: the factors were measured for text set in the stand-in, by
    /// script group). `rawRuns` and `units.runs` are the same runs (steps 3 and 4), in the same
    /// order. The counts by group are four locals and the runs are read in place: an array of
    /// counts and copies of each `RawRun` were most of its 57M instructions (callgrind, issue
    /// 14's R1 on 15 locales, 21,646 calls).
    static func markCalibrationGroups(_ rawRuns: [RawRun], units: Units) -> CalibrationSummary {
        var summary = CalibrationSummary()
        var counts: (Int, Int, Int, Int) = (0, 0, 0, 0)
        let flags = units.flags
        let advances = units.advances
        for r in rawRuns.indices {
            let group = rawRuns[r].font == 0 ? rawRuns[r].calibrationGroup : 0
            var visible = false
            for u in units.runs[r].units {
                let f = flags[u]
                if advances[u] != 0 && !f.contains(.whitespace) {
                    visible = true
                    // A run of no calibrated group only needs to know that it has a visible unit.
                    if group == 0 { break }
                }
                guard group != 0, f.contains(.tracked) else { continue }
                flags[u] = f.withCalibrationGroup(group)
                switch group {
                case 1: counts.1 += 1
                case 2: counts.2 += 1
                default: counts.3 += 1
                }
            }
            if group != 0 {
                summary.groups |= 1 << group
            } else if visible && !summary.uncalibratedScripts.contains(rawRuns[r].script) {
                summary.uncalibratedScripts.append(rawRuns[r].script)
            }
        }
        // The first of the most frequent groups, as `max(by:)` over groups 1...3 picks it.
        var most: UInt8 = 1
        var mostCount = counts.1
        if counts.2 > mostCount { (most, mostCount) = (2, counts.2) }
        if counts.3 > mostCount { (most, mostCount) = (3, counts.3) }
        if mostCount > 0 { summary.dominantGroup = most }
        return summary
    }
}

extension UnitFlags {
    /// Where the calibrated script group lives in the flags: bits 6 and 7.
    private static let groupShift: UInt8 = 6

    /// The calibrated script group of a unit set in the primary font (`CalibratedScript` raw
    /// value), 0 when it has none (another script, a fallback font, zero width).
    @inline(__always)
    var calibrationGroup: Int { Int(rawValue >> Self.groupShift) }

    /// The same flags with `group` (0-3) as the calibrated script group.
    func withCalibrationGroup(_ group: UInt8) -> UnitFlags {
        UnitFlags(rawValue: rawValue & ~(3 << Self.groupShift) | (group & 3) << Self.groupShift)
    }
}
