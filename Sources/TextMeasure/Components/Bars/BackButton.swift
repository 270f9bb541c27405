import TextStyles

extension ComponentDefinition {
    /// A navigation bar's back button: the previous screen's title if it fits the room left of
    /// the current title, else the generic "Back" (localized; the slot gives the word), else the
    /// chevron alone (`UINavigationItem.BackButtonDisplayMode.default`). 17 pt Regular, scaled
    /// as the title. The slot's `width` is the bar's; the current title is `titleWidth` points
    /// or the text `SlotNeighbors.title`, measured as the title.
    static let backButton = ComponentDefinition(
        name: "backButton", uikitName: "UINavigationItem.backButtonTitle", font: ComponentFont(size: 17, weight: .regular),
        dynamicType: .capped(maximumScale: BarMetrics.maximumTitleScale), lines: .fixed(lines: 1, mode: .truncatingTail),
        shrinks: false, viewWidth: .slotWidth, emptyKeepsOneLine: true, rule: .backButton, scene: .backButton,
        facts: [
            ComponentFact("fallback", "the previous title if it fits; else \"Back\"; else the chevron alone",
                          source: "Apple docs (UINavigationItem.BackButtonDisplayMode.default)", confidence: .high),
            ComponentFact("font", "17 pt Regular, scaled as the title", source: "blog measurement", confidence: .medium),
            ComponentFact("chevron", "28 pt from the bar's edge to the back title (8 pt margin, chevron, 6 pt gap)",
                          source: "Flutter's back button paddings; the chevron's width is not measured", confidence: .unverified),
        ],
        textFrame: { slot, _ in
            TextFrame(left: slot.options.chevronWidth ?? BarMetrics.backTitleOffset, width: max(1, BarMetrics.backTitleRoom(slot)))
        },
        defaultMinimumHeight: { _ in BarMetrics.height },
        approximations: { slot in
            var notes = BarMetrics.capNote(slot, "the back button")
            if slot.options.chevronWidth == nil {
                notes.append("a back button's title starts 28 pt from the bar's edge (UNVERIFIED: the chevron is not measured); set \"chevronWidth\" to override")
            }
            if slot.options.genericBackTitle == nil {
                notes.append("the back button falls back to the English \"Back\" (UIKit shows the system's localized word); give \"backTitle\" per locale")
            }
            return notes
        },
        problems: BarMetrics.problems)
}

/// The form a back button takes beside a title.
struct BackButtonForm: Sendable {
    /// The layout UIKit chose.
    var adaptation: LayoutAdaptation?
    /// The text shown (empty for the chevron alone).
    var text: String
    /// Points from the bar's leading edge to the button's trailing edge.
    var extent: Double
}

extension BarMetrics {
    /// The room for a back button's title: left of the current title (centred in the bar),
    /// after the chevron, with a gap before the title. May be 0 or less: then only the chevron
    /// shows.
    static func backTitleRoom(_ slot: Slot) -> Double {
        let offset = slot.options.chevronWidth ?? backTitleOffset
        let gap = slot.options.spacing ?? titleGap
        let title = min(slot.options.titleWidth ?? 0, max(0, slot.width - 2 * margin(slot)))
        return (slot.width - title) / 2 - offset - gap
    }
}

extension TextMeasurer {
    /// A back button, in the form it takes beside the current title (see `backButtonForm`).
    func fitBackButton(
        _ text: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot, memo: inout FitMemo
    ) throws(MeasurementError) -> FitResult {
        let resolved = try backButtonSlot(slot, profile: profile, pointSize: pointSize, language: language)
        if BarMetrics.backTitleRoom(resolved) >= 1 {
            let previous = try fitPlain(text, profile: profile, pointSize: pointSize, language: language, slot: resolved, memo: &memo)
            if previous.summary.fits { return previous }
            var local = FitMemo()
            var generic = try fitPlain(slot.options.genericBackTitle ?? BarMetrics.genericBackTitle, profile: profile,
                                       pointSize: pointSize, language: language, slot: resolved, memo: &local)
            if generic.summary.fits {
                generic.summary.adaptation = .genericBackTitle
                return generic
            }
        }
        var local = FitMemo()
        var chevron = try fitPlain("", profile: profile, pointSize: pointSize, language: language, slot: resolved, memo: &local)
        chevron.summary.adaptation = .chevronOnly
        return chevron
    }

    /// The form a back button titled `previous` takes: its extent from the bar's edge, and
    /// whether it falls back to "Back" or the chevron.
    func backButtonForm(
        _ previous: String, profile: FontProfile, pointSize: Double, language: String, slot: Slot
    ) throws(MeasurementError) -> BackButtonForm {
        var memo = FitMemo()
        let fit = try fitBackButton(previous, profile: profile, pointSize: pointSize, language: language, slot: slot, memo: &memo)
        let offset = slot.options.chevronWidth ?? BarMetrics.backTitleOffset
        let gap = slot.options.spacing ?? BarMetrics.titleGap
        switch fit.summary.adaptation {
        case .chevronOnly: return BackButtonForm(adaptation: .chevronOnly, text: "", extent: offset - gap)
        case .genericBackTitle:
            return BackButtonForm(adaptation: .genericBackTitle, text: slot.options.genericBackTitle ?? BarMetrics.genericBackTitle,
                                  extent: offset + fit.summary.textWidth)
        default: return BackButtonForm(adaptation: nil, text: previous, extent: offset + fit.summary.textWidth)
        }
    }

    /// `slot` with the current title's width measured from `SlotNeighbors.title` (as the title
    /// is set: Semibold, at the same size) added to its `titleWidth`.
    func backButtonSlot(_ slot: Slot, profile: FontProfile, pointSize: Double, language: String) throws(MeasurementError) -> Slot {
        var resolved = slot
        if let title = slot.neighbors.title {
            resolved.options.titleWidth = (slot.options.titleWidth ?? 0)
                + (try naturalWidth(title, profile: profile.withWeight(.semibold), pointSize: pointSize, language: language,
                                    displayScale: slot.displayScale))
        }
        resolved.neighbors = SlotNeighbors()
        return resolved
    }
}
