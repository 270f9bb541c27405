import TextFormatting
import TextMeasure

/// How a measurement becomes an outcome, and an outcome a sentence.
extension EntryChecker {
    /// The layout outcome of a measurement (DESIGN.md, "What fits means").
    ///
    /// What the user sees decides: an ellipsis is `truncated`; text in clip mode (a label's) that
    /// does not fit is `clipped` (its last line is cut); otherwise more lines than allowed, or a
    /// view taller than its maximum height, is `wrapped-beyond`.
    static func classify(_ m: FitSummary, slot: Slot, allowedLines: Int) -> LayoutOutcome {
        if m.fits { return m.shrinkScale == nil ? .fits : .shrunk }
        if m.isTruncated { return .truncated }
        if slot.lineLayout.mode == .clipping && !m.exceedsMaximumHeight { return .clipped }
        if (allowedLines > 0 && m.neededLineCount > allowedLines) || m.exceedsMaximumHeight { return .wrappedBeyond }
        if m.isClipped { return .clipped }
        return .wrappedBeyond
    }

    /// The sentence a layout finding of `kind` shows, from its first category's outcome.
    static func message(_ kind: FindingKind, _ outcome: CategoryOutcome, slot: SlotSpec) -> String {
        let at = "at \(outcome.category.higName) (\(NumberText.short(outcome.pointSize, decimals: 2)) pt)"
        switch kind {
        case .truncated:
            return "truncated \(at): shows \u{201C}\(outcome.visibleText)\u{201D}"
        case .clipped:
            return "clipped \(at): shows \u{201C}\(outcome.visibleText)\u{201D}"
        case .wrappedBeyond:
            let allowed = slot.allowedLines
            if allowed > 0 && outcome.neededLineCount > allowed {
                return "wrapped beyond \(allowed) line\(allowed == 1 ? "" : "s") \(at): needs \(outcome.neededLineCount)"
            }
            if let maxHeight = slot.maxHeight {
                return "taller than maxHeight \(NumberText.short(maxHeight, decimals: 2)) pt \(at): \(NumberText.short(outcome.height, decimals: 2)) pt, \(outcome.neededLineCount) lines"
            }
            return "does not fit \(at): needs \(outcome.neededLineCount) lines"
        case .shrunk:
            return "shrunk to \(NumberText.scale(outcome.shrinkScale ?? 1)) \(at) to fit"
        case .error:
            return "could not be measured \(at): \(outcome.errorMessage ?? "unknown reason")"
        case .missingGlyphs, .specifierMismatch, .catalogIssue:
            return kind.title
        }
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
