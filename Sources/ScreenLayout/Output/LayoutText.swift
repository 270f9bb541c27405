import TextFormatting

/// The text report of `typefit layout`: per screen, device and category, each view's frame and
/// what is wrong, with file:line.
public enum LayoutText {
    public static func render(_ documents: [(document: LayoutDocument, results: [ScreenLayoutResult])], comparison: SavedFrameComparison?) -> String {
        var out = ""
        for (document, results) in documents {
            for issue in document.issues { out += "\(issue)\n" }
            for result in results {
                out += "\(document.path):\(result.screenLine): \(result.screen) (\(result.kind.rawValue)) on \(result.device.summary), \(result.category.higName)\n"
                let depth = depths(result)
                for (index, frame) in result.frames.enumerated() {
                    let f = frame.frame
                    var line = String(repeating: "  ", count: depth[index] + 1) + "\(frame.viewClass) \(frame.id)"
                    line += "  x \(n(f.x)) y \(n(f.y)) \(n(f.width)) x \(n(f.height))"
                    if frame.source != .constraints { line += " (\(frame.source.rawValue))" }
                    if comparison != nil, let saved = frame.savedFrame, frame.source == .constraints,
                       abs(saved.x - f.x) > 1 || abs(saved.width - f.width) > 1 {
                        line += "  saved x \(n(saved.x)) width \(n(saved.width))"
                    }
                    if let text = frame.text, !text.text.isEmpty {
                        let quoted = text.text.count > 40 ? String(text.text.prefix(39)) + "…" : text.text
                        line += "  \"\(terminalEscaped(quoted))\""
                        if text.lines == 1 && text.neededWidth > f.width + 0.01 && frame.viewClass.hasPrefix("label") {
                            line += " needs \(n(text.neededWidth)) pt: truncated"
                        }
                    }
                    out += line + "\n"
                }
                for finding in result.findings { out += "  \(terminalEscaped(finding.description))\n" }
            }
        }
        if let comparison {
            out += "verified against the frames Xcode saved (design device, Large): \(comparison.matched) of \(comparison.compared) constrained views"
                + " within 1 pt in x and width (\(NumberText.short(comparison.matchedShare * 100, decimals: 1))%)\n"
            if !comparison.differences.isEmpty {
                let other = comparison.differences.count - comparison.confirmedByTextWidths - comparison.inContradictingScreens - comparison.underdetermined
                    - comparison.unexplained
                let byEmpty = comparison.confirmedByEmptyLabels
                out += "of the \(comparison.differences.count) that differ: \(comparison.confirmedByTextWidths - byEmpty) match with the texts as wide as Xcode saved them (the stand-in font's widths),"
                    + " \(byEmpty) match with the views without text as wide as Xcode saved them (stale frames),"
                    + " \(comparison.inContradictingScreens) are in screens whose constraints contradict each other,"
                    + " \(comparison.underdetermined) are left free by their constraints or marked misplaced or ambiguous by Xcode,"
                    + " \(other) have a text near them that may explain them (not confirmed),"
                    + " \(comparison.unexplained) have no cause named\n"
            }
            for difference in comparison.differences {
                out += "  \(difference.file):\(difference.view.line): \(difference.view.viewClass) \(difference.view.id): x \(signed(difference.dx)), width \(signed(difference.dwidth))"
                    + (difference.likelyCause.map { "; \($0)" } ?? "") + "\n"
            }
        }
        return out
    }

    static func depths(_ result: ScreenLayoutResult) -> [Int] {
        var depth: [Int] = []
        for frame in result.frames { depth.append(frame.parent.map { depth[$0] + 1 } ?? 0) }
        return depth
    }

    static func n(_ value: Double) -> String { NumberText.short(value, decimals: 3) }
    static func signed(_ value: Double) -> String { (value >= 0 ? "+" : "") + NumberText.short(value, decimals: 2) }
}
