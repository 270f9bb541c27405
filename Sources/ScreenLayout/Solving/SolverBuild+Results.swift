import Cassowary
import TextFormatting
import TextMeasure

/// Frames out of the solution, and what the solved screen shows wrong.
extension SolverBuild {
    func frameResults() -> [ViewFrame] {
        var absolute: [Rect] = []
        var results: [ViewFrame] = []
        results.reserveCapacity(screen.views.count)
        absolute.reserveCapacity(screen.views.count)
        // By index, each view read in place (a copy of every view for every solve was a
        // quarter of this).
        for index in screen.views.indices {
            let f = frames[index]
            // The variables of a view placed by constraints are its alignment rectangle; its
            // frame is that, outset by the control's alignment insets.
            let insets = modes[index] == .constraints ? Self.alignmentInsets(of: screen.views[index]) : EdgeInsets()
            let rect = Rect(x: clean(solver.value(of: f.left) - insets.left), y: clean(solver.value(of: f.top) - insets.top),
                            width: clean(solver.value(of: f.width) + insets.left + insets.right),
                            height: clean(solver.value(of: f.height) + insets.top + insets.bottom))
            absolute.append(rect)
            var relative = rect
            let parent = screen.views[index].parent
            if let parent {
                relative.x = clean(rect.x - absolute[parent].x)
                relative.y = clean(rect.y - absolute[parent].y)
            }
            var fit: TextFit?
            if let text = texts[index] {
                fit = TextFit(key: text.content.key, text: text.text, neededWidth: text.singleLine, lines: text.content.lines)
            }
            results.append(ViewFrame(id: screen.views[index].id, viewClass: viewClasses[index],
                                     line: screen.views[index].line, parent: parent, frame: relative, absolute: rect,
                                     savedFrame: screen.views[index].savedFrame,
                                     source: modes[index], text: fit))
        }
        return results
    }

    /// What a control's frame reaches beyond its alignment rectangle, the rectangle constraints
    /// place (UIView's `alignmentRectInsets`): a switch's frame is 2 pt wider on the right (51
    /// pt for a 49 pt alignment width), a slider's 2 pt on each side and 1 pt below. Measured,
    /// not documented: every one of the 18 switches and 2 sliders in the four apps of
    /// docs/layout.md has its saved frame so against its constraints.
    static func alignmentInsets(of view: LayoutView) -> EdgeInsets {
        switch view.element {
        case "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        default: EdgeInsets()
        }
    }

    /// Values within a thousandth of a point of a whole thousandth, as that (the simplex's
    /// rounding noise, -0.0000001, is not a position).
    func clean(_ value: Double) -> Double {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == 0 ? 0 : rounded
    }

    /// Views the constraints leave free: a position or size that another solution with the same
    /// error moves (Auto Layout's "ambiguous layout"). One finding per view, naming the axis.
    mutating func reportAmbiguity() {
        guard request.reportsAmbiguity else { return }
        // One analysis of the tableau for every view's variables (made per call).
        let constrained = screen.views.indices.filter { modes[$0] == .constraints }
        let free = Set(solver.ambiguousVariables(among: constrained.flatMap { [frames[$0].left, frames[$0].width, frames[$0].top, frames[$0].height] }))
        guard !free.isEmpty else { return }
        for index in constrained {
            let view = screen.views[index], f = frames[index]
            guard free.contains(f.left) || free.contains(f.width) || free.contains(f.top) || free.contains(f.height) else { continue }
            var parts: [String] = []
            if free.contains(f.left) { parts.append("x") }
            if free.contains(f.width) { parts.append("width") }
            if free.contains(f.top) { parts.append("y") }
            if free.contains(f.height) { parts.append("height") }
            findings.append(LayoutFinding(kind: .ambiguous, file: file, line: view.line,
                                          message: "\(view.name): its \(parts.joinedAsProse("and")) \(parts.count == 1 ? "is" : "are") not fixed by its constraints (ambiguous layout: UIKit places it anywhere the constraints allow)"))
        }
    }

    /// Views beyond the screen's sides, and content below its bottom outside any scroll view:
    /// the outermost such view only (its subviews go with it).
    mutating func reportGeometry(_ results: [ViewFrame]) {
        guard effectiveKind == .screen, let height = rootSize.height else { return }
        let width = rootSize.width
        var reported = Set<Int>()
        func insideScroll(_ index: Int) -> Bool {
            var parent = screen.views[index].parent
            while let p = parent {
                if screen.views[p].isScrollView { return true }
                parent = screen.views[p].parent
            }
            return false
        }
        func hasReportedAncestor(_ index: Int) -> Bool {
            var parent = screen.views[index].parent
            while let p = parent {
                if reported.contains(p) { return true }
                parent = screen.views[p].parent
            }
            return false
        }
        for index in screen.views.indices where index > 0 && !screen.views[index].isHidden && !insideScroll(index) && !hasReportedAncestor(index) {
            let rect = results[index].absolute
            guard rect.width > 0, rect.height > 0 else { continue }
            let offSides = rect.x < -0.5 || rect.maxX > width + 0.5
            guard offSides || rect.maxY > height + 0.5 else { continue }
            let view = screen.views[index]
            let where_ = "on \(device.name) at \(Self.categoryName)"
            if offSides {
                reported.insert(index)
                findings.append(LayoutFinding(kind: .offScreen, file: file, line: view.line,
                                              message: "\(view.name) is pushed off the screen \(where_): x \(NumberText.short(rect.x)) to \(NumberText.short(rect.maxX)) on a screen \(NumberText.short(width)) pt wide"))
            } else if rect.maxY > height + 0.5 {
                reported.insert(index)
                findings.append(LayoutFinding(kind: .clipped, file: file, line: view.line,
                                              message: "\(view.name) ends \(NumberText.short(rect.maxY - height)) pt below the bottom of the screen \(where_) and is in no scroll view: the user never sees that part"))
            }
        }
    }
}
