import TextFormatting

/// Solved frames against the frames Xcode saved: the oracle for the solver.
///
/// Xcode stores in every storyboard and xib the frame its own Auto Layout computed for each
/// view at the document's design device and the default category. Solving the same screen on
/// that device must give those frames back; a view that differs is listed with why it may
/// (a custom font TypeFit does not have, a system font width the stand-in misses, a misplaced
/// frame Xcode warned about).
public struct SavedFrameComparison: Sendable {
    public struct Difference: Sendable {
        public var screen: String
        public var file: String
        public var view: ViewFrame
        /// Solved minus saved, in points.
        public var dx: Double
        public var dwidth: Double
        /// Why it may differ, when the view says: its font, or text near it.
        public var likelyCause: String?
        /// Whether the cause was checked: solved again with the single-line texts as wide as
        /// Xcode saved them (SF Pro's widths), the view matched.
        public var confirmed = false
        var inContradictingScreen = false
        /// Xcode marked the view or a superview misplaced or ambiguous, or TypeFit finds its x
        /// or width free: the saved frame is one of many (or none) the constraints allow.
        var isUnderdetermined = false
        var byEmptyLabel = false
    }

    /// Of the differences, those that match when the texts are as wide as Xcode saved them
    /// (the system font's stand-in explains them), and those in screens whose constraints
    /// contradict each other.
    public var confirmedByTextWidths: Int { differences.count { $0.confirmed } }
    /// Of those, the ones a view without text explains (an empty label, button or field): Xcode
    /// saved it wider than 0 (a frame left from an earlier text), and with that width the view
    /// matches.
    public var confirmedByEmptyLabels: Int { differences.count { $0.confirmed && $0.byEmptyLabel } }
    public var inContradictingScreens: Int { differences.count { !$0.confirmed && $0.inContradictingScreen } }
    /// Differences in views Xcode marked misplaced or ambiguous, or whose x or width the
    /// constraints leave free (and not otherwise explained).
    public var underdetermined: Int { differences.count { !$0.confirmed && !$0.inContradictingScreen && $0.isUnderdetermined } }
    /// Differences with no cause named.
    public var unexplained: Int { differences.count { $0.likelyCause == nil } }

    /// Constrained views with a saved frame that were compared.
    public var compared = 0
    /// Of those, x and width within the tolerance.
    public var matched = 0
    public var differences: [Difference] = []

    public init() {}

    /// Compares the constrained views of `result` (the screen solved at its design device and
    /// the default category), x and width, in the superview's coordinates.
    ///
    /// `withSavedTextWidths` is the same screen solved with its single-line texts as wide as
    /// Xcode saved them: a view that differs here and matches there differs because of the
    /// stand-in font's widths, and says so.
    public mutating func add(_ result: ScreenLayoutResult, screen: LayoutScreen, withSavedTextWidths: ScreenLayoutResult? = nil,
                             tolerance: Double = 1) {
        for (index, frame) in result.frames.enumerated() where frame.source == .constraints {
            guard let saved = frame.savedFrame, !screen.views[index].isHidden else { continue }
            let conflict = result.findings.first { $0.kind == .unsatisfiable }
            compared += 1
            let dx = frame.frame.x - saved.x, dwidth = frame.frame.width - saved.width
            if abs(dx) <= tolerance && abs(dwidth) <= tolerance {
                matched += 1
            } else {
                var difference = Difference(screen: result.screen, file: result.file, view: frame, dx: dx, dwidth: dwidth,
                                            likelyCause: conflict.map { "the screen's constraints contradict each other (line \($0.line)): Xcode and TypeFit may break different ones" }
                                                ?? Self.cause(index: index, screen: screen))
                difference.inContradictingScreen = conflict != nil
                if conflict == nil, let why = Self.underdetermination(index: index, screen: screen, result: result) {
                    difference.likelyCause = why
                    difference.isUnderdetermined = true
                }
                if let second = withSavedTextWidths, second.frames.indices.contains(index) {
                    let again = second.frames[index].frame
                    if abs(again.x - saved.x) <= tolerance && abs(again.width - saved.width) <= tolerance {
                        difference.confirmed = true
                        if let empty = Self.savedEmptyLabel(index: index, screen: screen), Self.cause(index: index, screen: screen) == nil
                            || Self.textCauseIsEmptyLabelOnly(index: index, screen: screen) {
                            difference.byEmptyLabel = true
                            difference.likelyCause = "a stale frame: \(empty) (most likely left from an earlier text; at run time its width is its content's); with it as wide as saved it matches"
                        } else {
                            difference.likelyCause = "the system font's stand-in: with the texts as wide as Xcode saved them (SF Pro's widths) it matches"
                                + (Self.cause(index: index, screen: screen).map { " (\($0))" } ?? "")
                        }
                    }
                }
                differences.append(difference)
            }
        }
    }

    /// The share matched, 0 to 1 (1 when nothing was compared).
    public var matchedShare: Double { compared == 0 ? 1 : Double(matched) / Double(compared) }

    /// Why the saved frame need not be the solution: Xcode's own warning on the view or a
    /// superview (`misplaced="YES"`, `ambiguous="YES"`), or the solver's finding that the
    /// constraints leave its x or width free.
    static func underdetermination(index: Int, screen: LayoutScreen, result: ScreenLayoutResult) -> String? {
        var cursor: Int? = index
        while let current = cursor {
            let view = screen.views[current]
            // A superview's `misplaced` may be vertical only; `ambiguous` is inherited.
            if let warning = view.xcodeWarning, current == index || warning == "ambiguous" {
                let whose = current == index ? "it" : "its superview \(view.name)"
                return "Xcode marked \(whose) \(warning) (line \(view.line)): the frame it saved is not the one the constraints give"
            }
            cursor = view.parent
        }
        let view = screen.views[index]
        let free = result.findings.first { finding in
            finding.kind == .ambiguous && finding.line == view.line && finding.message.hasPrefix(view.name + ": its ")
                && (finding.message.contains("its x") || finding.message.contains("width"))
        }
        return free.map { _ in "its x or width is not fixed by its constraints (ambiguous): any frame they allow is Xcode's as much as TypeFit's" }
    }

    /// A label, button or field without text (`text=""`) Xcode saved wider than 0: the view
    /// itself, one inside it or one beside it, named with its saved width.
    static func savedEmptyLabel(index: Int, screen: LayoutScreen) -> String? {
        func empty(_ candidate: Int) -> String? {
            let view = screen.views[candidate]
            guard case .text(let text) = view.content, text.text.isEmpty, let saved = view.savedFrame, saved.width > 0.5 else { return nil }
            let whose = candidate == index ? "it has" : "\(view.name) (line \(view.line)) has"
            return "\(whose) no text, but Xcode saved it \(NumberText.short(saved.width, decimals: 2)) pt wide"
        }
        return nearest(index: index, screen: screen, empty)?.found
    }

    enum Nearness { case own, inside, beside }

    /// The first of the view itself, the views inside it (nearest first) and the views beside
    /// it for which `pick` says something, and where that view is.
    static func nearest(index: Int, screen: LayoutScreen, _ pick: (Int) -> String?) -> (found: String, place: Nearness)? {
        let view = screen.views[index]
        if let own = pick(index) { return (own, .own) }
        var queue = view.children[...]
        while let next = queue.popFirst() {
            if let found = pick(next) { return (found, .inside) }
            queue += screen.views[next].children
        }
        if let parent = view.parent {
            for sibling in screen.views[parent].children where sibling != index {
                if let found = pick(sibling) { return (found, .beside) }
            }
        }
        return nil
    }

    /// Whether the view holds no text of its own but an empty one: the texts near it that
    /// `cause` names are then not what moved it.
    static func textCauseIsEmptyLabelOnly(index: Int, screen: LayoutScreen) -> Bool {
        guard case .text(let text) = screen.views[index].content else { return false }
        return text.text.isEmpty
    }

    /// A text in the view, or a text among its siblings: its measured width decides the frames
    /// around it, so a font that is not SF Pro moves them.
    static func cause(index: Int, screen: LayoutScreen) -> String? {
        func textCause(_ candidate: Int) -> String? {
            guard case .text(let text) = screen.views[candidate].content, !text.text.isEmpty else { return nil }
            if case .custom(let name)? = text.font?.face { return "custom font \"\(name)\" (not TypeFit's: measured in the system font)" }
            return "the width of \"\(text.text.prefix(30))\" in the system font's stand-in"
        }
        guard let (cause, place) = nearest(index: index, screen: screen, textCause) else { return nil }
        switch place {
        case .own: return cause
        case .inside: return "inside it, " + cause
        case .beside: return "beside it, " + cause
        }
    }
}
