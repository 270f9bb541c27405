import TextFormatting
import TextStyles

/// Sentences several report formats share.
enum ReportSummary {
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

    /// What the report shows when it does not show every finding: `shown: 12 of 40 findings
    /// (28 left out by the filter: kind truncated)`; nil when it shows them all.
    static func shownSentence(_ triage: Triage) -> String? {
        let c = triage.counts
        guard triage.filter.isFiltering || triage.baseline != nil else { return nil }
        var parts: [String] = []
        if triage.filter.isFiltering { parts.append("\(c.filteredOut) left out by the filter: \(triage.filter.description)") }
        if triage.baseline != nil { parts.append("\(c.suppressed) unchanged since the baseline, not shown") }
        return "shown: \(c.shown) of \(c.all) \(plural(c.all, "finding", "findings")) (" + parts.joined(separator: "; ") + ")"
    }

    /// `baseline typefit-baseline.json: 2 new, 1 worse, 30 unchanged (suppressed), 4 fixed`.
    static func baselineSentence(_ triage: Triage) -> String? {
        triage.baseline.map { "baseline \($0.path): \($0.sentence)" }
    }

    /// `PASS`, `FAIL` or `INPUT ERROR`, with the exit status.
    static func verdict(_ triage: Triage) -> String {
        let status = triage.exitStatus
        switch status {
        case .success: return "PASS (exit 0)"
        case .failing: return triage.baseline == nil ? "FAIL (exit 1): findings at failing severity" : "FAIL (exit 1): new or worse findings at failing severity"
        case .inputError: return "INPUT ERROR (exit 2): an input could not be read"
        case .usage, .internalError: return "ERROR (exit \(status.rawValue))"  // not a check's: see `Triage.exitStatus`
        }
    }

    /// A one-line description of a finding for formats that show one line per finding.
    static func headline(_ finding: Finding) -> String {
        guard let categories = headlineCategories(finding) else { return finding.message }
        return finding.message + " [\(categories)]"
    }

    /// The categories a headline names after its message (`xxxLarge...AX5`), when it names them:
    /// a finding of layouts at several categories.
    static func headlineCategories(_ finding: Finding) -> String? {
        finding.kind != .catalogIssue && finding.kind != .specifierMismatch && finding.categories.count > 1 ? finding.categorySummary : nil
    }

    /// ` (slot from Main.storyboard:40 (inferred, exact))` for a finding whose slot has an origin,
    /// empty otherwise: the formats with one line per finding (GitHub, JUnit, Markdown) say where
    /// the slot that produced it came from, as text, JSON and SARIF do in their own fields. Not for
    /// findings the slot plays no part in (specifiers, empty translations, catalog problems).
    static func slotFromSuffix(_ finding: Finding) -> String {
        switch finding.kind {
        case .specifierMismatch, .emptyTranslation, .catalogIssue: return ""
        default: return finding.from.map { " (slot from \($0.description))" } ?? ""
        }
    }

    /// `borderline: margin 1.73%, band 1.81%` for a finding whose first category is borderline
    /// (issue 13), nil otherwise: one more badge or field beside the kind and severity.
    static func borderlineTag(_ finding: Finding) -> String? {
        guard finding.isBorderline, let margin = finding.margin, let band = finding.band else { return nil }
        return "borderline: margin \(BorderlineRule.marginText(margin)), band \(NumberText.short(band, decimals: 2))%"
    }

    /// `new`, or `worse (was AX3)`; nil without a baseline.
    static func baselineTag(_ match: BaselineMatch?, platform: Platform = .ios) -> String? {
        guard let match else { return nil }
        if match.status == .worse, let recorded = match.recordedCategory { return "worse (was \(recorded.columnLabel(on: platform)))" }
        return match.status.rawValue
    }

    /// What the user sees, or why the finding is there: `“Einstellungen für Barrierefreih…”`,
    /// with the scale for shrunk text; the message for findings without a visible text.
    static func whatTheUserSees(_ finding: Finding) -> String {
        guard let visible = finding.visibleText, finding.kind != .missingGlyphs else { return finding.message }
        var text = "\u{201C}\(visible)\u{201D}"
        if finding.kind == .shrunk, let scale = finding.shrinkScale { text += " at scale \(NumberText.scale(scale))" }
        return text
    }

    /// `source “%d new messages”, translation “%@ neue Nachrichten”`: the end of a specifier
    /// mismatch's message, each text cut to `limit` characters when given.
    static func sourceAndTranslation(_ source: String, _ translation: String, limit: Int? = nil) -> String {
        let cut = { (text: String) in limit.map { clipped(text, to: $0) } ?? text }
        return "source \u{201C}\(cut(source))\u{201D}, translation \u{201C}\(cut(translation))\u{201D}"
    }

    /// A finding's message in about `limit` characters, keeping both texts of a specifier
    /// mismatch visible: its details and each text are cut instead of the end of the whole.
    static func compactMessage(_ finding: Finding, translation: String?, limit: Int) -> String {
        let message = whatTheUserSees(finding)
        guard message.count > limit, let source = finding.sourceText, let translation else { return message }
        let pair = "; " + sourceAndTranslation(source, translation)
        guard message.hasSuffix(pair) else { return message }
        // The kind column says what the leading clause does.
        var details = String(message.dropLast(pair.count))
        if details.hasPrefix(mismatchLead) { details.removeFirst(mismatchLead.count) }
        if details.count + pair.count <= limit { return details + pair }
        let textLimit = max(limit / 4, 12)
        let short = "; " + sourceAndTranslation(source, translation, limit: textLimit)
        return clipped(details, to: max(limit - short.count, 12)) + short
    }

    /// How a specifier mismatch's message starts.
    static let mismatchLead = "format specifiers differ from the source: "

    /// `de (plural=one)`, or the locale alone.
    static func localeLabel(_ entry: EntryResult) -> String {
        localeLabel(locale: entry.locale, variant: entry.variantDescription)
    }

    /// `localeLabel` of an entry's locale and variant description (read in place by the text
    /// report, which passes the two strings rather than the entry).
    static func localeLabel(locale: String, variant: String) -> String {
        variant.isEmpty ? locale : "\(locale) (\(variant))"
    }

    /// `text` cut to `limit` characters with an ellipsis (a long translation in a one-line row).
    static func clipped(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "\u{2026}"
    }

    static func plural(_ count: Int, _ one: String, _ many: String) -> String { count == 1 ? one : many }

    /// `5 font files; 3 entries depend on fonts fontconfig found on this machine` (or `all bundled`).
    static func fontsSentence(_ result: CheckResult) -> String {
        var sentence = "\(result.fonts.count) font \(plural(result.fonts.count, "file", "files"))"
        let dependent = result.entriesOnFontconfigFonts
        if dependent > 0 {
            sentence += "; \(dependent) \(plural(dependent, "entry depends", "entries depend")) on fonts fontconfig found on this machine"
        } else if result.fonts.allSatisfy({ $0.source == .bundled }) {
            sentence += ", all bundled"
        }
        return sentence
    }

    /// `set greeting [de], wave [fr] and 3 more`: the entries that depend on a fontconfig font
    /// (at most `limit` named); nil for other fonts.
    static func dependentsPhrase(_ font: FontUse, limit: Int = 10) -> String? {
        guard !font.dependents.isEmpty else { return nil }
        let shown = font.dependents.prefix(limit).map(\.label)
        let more = font.dependents.count - shown.count
        return "set " + shown.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
    }

    /// `bundled, 12 entries`, `found through fontconfig, 3 entries: ...`.
    static func fontSourcePhrase(_ font: FontUse) -> String {
        let entries = "\(font.entries) \(plural(font.entries, "entry", "entries"))"
        switch font.source {
        case .bundled: return "bundled, \(entries)"
        case .named: return "named by the spec or a flag, \(entries)"
        case .fontconfig:
            return "found through fontconfig, \(entries): \(plural(font.entries, "its result depends", "their results depend")) on this machine's fonts"
        }
    }

    /// The first borderline fit of `entry` before `category` (anywhere when nil): a size at
    /// which the stand-in fits by less than its error, so SF Pro may not.
    static func borderlineFit(_ entry: EntryResult, before category: ContentSizeCategory?) -> CategoryOutcome? {
        // By index: `first(where:)` would copy each outcome it returns (its strings retained).
        for i in entry.outcomes.indices where entry.outcomes[i].outcome.isFit && entry.outcomes[i].isBorderline {
            if let category, entry.outcomes[i].category >= category { continue }
            return entry.outcomes[i]
        }
        return nil
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

    /// The totals on one line, as the one-line formats (GitHub annotations, Xcode's build log)
    /// end with them: counts, findings by kind, borderline outcomes, what is shown, the
    /// baseline, the verdict.
    static func oneLineTotals(_ triage: Triage) -> String {
        let totals = triage.result.totals
        var summary = totalsSentence(totals) + "; findings: " + kindsSentence(totals)
        if totals.borderlineMeasurements > 0 { summary += "; " + borderlineSentence(totals, rule: triage.result.borderline) }
        if let shown = shownSentence(triage) { summary += "; " + shown }
        if let baseline = baselineSentence(triage) { summary += "; " + baseline }
        return summary + "; " + verdict(triage)
    }

    /// `FILE: found through fontconfig...; N entries set in it`: a font the results depend on
    /// this machine for.
    static func fontconfigMessage(_ font: FontUse) -> String {
        "\(font.file): " + fontSourcePhrase(font) + (dependentsPhrase(font).map { "; " + $0 } ?? "")
    }
}
