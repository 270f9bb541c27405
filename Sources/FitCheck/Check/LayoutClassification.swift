import TextStyles
import TextFormatting
import TextMeasure

/// How a measurement becomes an outcome, and an outcome a sentence.
extension EntryChecker {
    /// The layout outcome of a measurement (DESIGN.md, "What fits means").
    ///
    /// What the user sees decides: an ellipsis is `truncated`; text in clip mode (a label's) that
    /// does not fit is `clipped` (its last line is cut); otherwise more lines than allowed, or a
    /// view taller than its maximum height, is `wrapped-beyond`. A component's own layout change
    /// comes first where it is what the user gets: the Large Content Viewer for a bar title that
    /// never grows, a back button's shorter form; items that fit alone but not together
    /// `overflow`. Stacked buttons are classified by what they show (the stacking itself is
    /// reported from the outcome's `adaptation`).
    static func classify(_ m: FitSummary, lineBreakMode: @autoclosure () -> LineBreakMode, allowedLines: Int) -> LayoutOutcome {
        switch m.adaptation {
        case .largeContentViewer: return .largeContentViewer
        case .genericBackTitle, .chevronOnly: return .replaced
        case .overflow where !m.isTruncated && !m.isClipped: return .overflow
        case .stacked, .overflow, nil: break
        }
        if m.fits { return m.shrinkScale == nil ? .fits : .shrunk }
        if m.isTruncated { return .truncated }
        if !m.exceedsMaximumHeight && lineBreakMode() == .clipping { return .clipped }
        if (allowedLines > 0 && m.neededLineCount > allowedLines) || m.exceedsMaximumHeight { return .wrappedBeyond }
        if m.isClipped { return .clipped }
        return .wrappedBeyond
    }

    /// What a layout change or an overflow was, in words, for the outcome's `detail`.
    static func detail(_ outcome: LayoutOutcome, _ m: FitSummary, slot: Slot, visibleText: String) -> String? {
        if m.adaptation == .stacked && (outcome == .fits || outcome == .shrunk) {
            switch slot.component {
            case .cellText, .cellSecondaryText: return "the value cell's texts do not fit side by side"
            default: return "a button title does not fit half the alert on one line"
            }
        }
        switch outcome {
        case .replaced:
            return m.adaptation == .chevronOnly
                ? "the back button shows only its chevron"
                : "the back button shows \u{201C}\(visibleText)\u{201D} instead"
        case .largeContentViewer:
            return "the Large Content Viewer shows it in full on a long press"
        case .overflow:
            let room = slot.textWidth + slot.effectiveInsets.horizontal
            let count = slot.neighbors.others.count + 1
            return "the \(count) items need \(NumberText.short(m.neededWidth ?? 0, decimals: 1)) pt together, the bar has \(NumberText.short(room, decimals: 1)) pt"
        case .fits, .shrunk, .truncated, .clipped, .wrappedBeyond, .error:
            return nil
        }
    }

    /// The sentence a layout finding of `kind` shows, from its first category's outcome.
    static func message(_ kind: FindingKind, _ outcome: CategoryOutcome, slot: SlotSpec, platform: Platform = .ios) -> String {
        let fixed: String
        if case .fixed = slot.component.definition.dynamicType(with: slot.options) {
            fixed = "; this size never changes with Dynamic Type"
        } else {
            fixed = ""
        }
        let unit = platform == .android ? "dp" : "pt"
        let at = "at \(outcome.category.columnLabel(on: platform)) (\(NumberText.short(outcome.pointSize, decimals: 2)) \(unit)\(fixed))"
        let detail = outcome.detail.map { ": \($0)" } ?? ""
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
        case .overflow:
            return "overflows its bar \(at)\(detail)"
        case .replaced:
            return "replaced \(at)\(detail)"
        case .largeContentViewer:
            return "does not fit its bar \(at), shows \u{201C}\(outcome.visibleText)\u{201D}\(detail)"
        case .stacked:
            return "stacked \(at)\(detail)"
        case .error:
            return "could not be measured \(at): \(outcome.errorMessage ?? "unknown reason")"
        case .missingGlyphs, .specifierMismatch, .emptyTranslation, .catalogIssue:
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
