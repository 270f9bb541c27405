import TextStyles

/// Sentences and groupings several report formats share.
enum ReportSummary {
    /// The findings of `result` grouped by key, keys sorted, catalog issues excluded.
    static func entriesByKey(_ result: CheckResult) -> [(key: String, entries: [EntryResult])] {
        var groups: [(key: String, entries: [EntryResult])] = []
        for entry in result.entries where !entry.findings.isEmpty {
            if groups.last?.key == entry.key {
                groups[groups.count - 1].entries.append(entry)
            } else {
                groups.append((entry.key, [entry]))
            }
        }
        return groups
    }

    /// `12 entries read: 10 checked (7 fitting, 3 with findings), 2 skipped (...)`.
    static func totalsSentence(_ totals: CheckTotals) -> String {
        var text = "\(totals.entriesRead) \(plural(totals.entriesRead, "entry", "entries")) read: \(totals.checked) checked (\(totals.fitting) fitting, \(totals.withFindings) with findings), \(totals.skipped) skipped"
        let reasons = SkipReason.allCases.compactMap { reason -> String? in
            guard let count = totals.skippedByReason[reason], count > 0 else { return nil }
            return "\(count) \(reason.explanation)"
        }
        if !reasons.isEmpty { text += " (" + reasons.joined(separator: "; ") + ")" }
        return text
    }

    /// `keys: 20 checked, 12 placed by the spec, 8 by the default slot`: who placed the keys.
    static func keysSentence(_ totals: CheckTotals) -> String {
        let parts = SlotOrigin.Source.allCases.compactMap { source -> String? in
            guard let count = totals.keysBySlotSource[source], count > 0 else { return nil }
            return "\(count) \(source == .spec ? "placed by the spec" : source.phrase)"
        }
        return "keys: \(totals.keysChecked) checked" + (parts.isEmpty ? "" : ", " + parts.joined(separator: ", "))
    }

    /// `2 truncated, 1 wrapped-beyond` (or `none`).
    static func kindsSentence(_ totals: CheckTotals) -> String {
        let parts = FindingKind.allCases.compactMap { kind -> String? in
            guard let count = totals.findingsByKind[kind], count > 0 else { return nil }
            return "\(count) \(kind.rawValue)"
        }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }

    /// `3 errors, 1 warning, 0 info`.
    static func severitySentence(_ totals: CheckTotals) -> String {
        let errors = totals.findingsBySeverity[.error, default: 0]
        let warnings = totals.findingsBySeverity[.warning, default: 0]
        let infos = totals.findingsBySeverity[.info, default: 0]
        return "\(errors) \(plural(errors, "error", "errors")), \(warnings) \(plural(warnings, "warning", "warnings")), \(infos) info"
    }

    /// `PASS`, `FAIL` or `INPUT ERROR`, with the exit status.
    static func verdict(_ result: CheckResult) -> String {
        switch result.exitStatus {
        case .success: "PASS (exit 0)"
        case .failing: "FAIL (exit 1): findings at failing severity"
        case .inputError: "INPUT ERROR (exit 2): an input could not be read"
        case .usage, .internalError: "ERROR (exit \(result.exitStatus.rawValue))"  // not a check's: see `CheckResult.exitStatus`
        }
    }

    /// A one-line description of a finding for formats that show one line per finding.
    static func headline(_ finding: Finding) -> String {
        var text = finding.message
        if finding.kind != .catalogIssue && finding.kind != .specifierMismatch && finding.categories.count > 1 {
            text += " [\(finding.categorySummary)]"
        }
        return text
    }

    static func plural(_ count: Int, _ one: String, _ many: String) -> String { count == 1 ? one : many }

    /// The first borderline fit of `entry` before `category` (anywhere when nil): a size at
    /// which the stand-in fits by less than its error, so SF Pro may not.
    static func borderlineFit(_ entry: EntryResult, before category: ContentSizeCategory?) -> CategoryOutcome? {
        entry.outcomes.first { $0.outcome == .fits && $0.isBorderline && (category == nil || $0.category < category!) }
    }

    /// `fits at xxLarge by 0.93%, within the stand-in font's error (p95 2.24%): check with SF Pro`.
    static func borderlineFitPhrase(_ outcome: CategoryOutcome, rule: BorderlineRule) -> String {
        "fits at \(outcome.category.higName) by \(BorderlineRule.marginText(outcome.margin ?? 0)), "
            + BorderlineRule.note(band: outcome.band ?? 0, percentile: rule.percentile)
    }

    /// `borderline: 5 measurements in 3 entries (2 failures, 3 fits) within the stand-in font's
    /// error band (p95); borderline failures count as warnings (--borderline warn)`.
    static func borderlineSentence(_ totals: CheckTotals, rule: BorderlineRule) -> String {
        let n = totals.borderlineMeasurements
        let fits = n - totals.borderlineFailures
        let counting: String
        switch rule.policy {
        case .fail: counting = "borderline failures count as failures"
        case .warn: counting = "borderline failures count as warnings at most"
        case .info: counting = "borderline failures count as information"
        }
        return "borderline: \(n) \(plural(n, "measurement", "measurements")) in \(totals.borderlineEntries) \(plural(totals.borderlineEntries, "entry", "entries")) (\(totals.borderlineFailures) \(plural(totals.borderlineFailures, "failure", "failures")), \(fits) \(plural(fits, "fit", "fits"))) within the stand-in font's error band (\(rule.percentile.rawValue)); \(counting) (--borderline \(rule.policy.rawValue))"
    }
}
