import Cassowary
import Foundation
import TextMeasure
import TextStyles

/// One solve of one screen: the variables, the constraints made for it, and the results.
struct SolverBuild {
    let screen: LayoutScreen
    let file: String
    var request: ScreenSolver.Request
    let sizer: TextSizer
    let solver = Solver()

    /// Each view's left, top, width and height.
    var frames: [(left: Variable, top: Variable, width: Variable, height: Variable)] = []
    var modes: [FrameSource] = []
    /// Layout margins and safe-area insets of each view, for this device.
    var margins: [EdgeInsets] = []
    var safeInsets: [EdgeInsets] = []
    /// Scroll views' content areas (their content layout guide, or the area edge constraints
    /// to a scroll view mean), by view index.
    var contentAreas: [Int: (left: Variable, top: Variable, width: Variable, height: Variable)] = [:]
    /// A dry run's content areas: those of the build it checks, taken (with their constraints
    /// recorded again) where that build made them.
    var reusableContentAreas: [Int: (left: Variable, top: Variable, width: Variable, height: Variable)] = [:]
    /// The intrinsic size of each view with content, for this category and language, by view
    /// index (nil: no content). These per-view tables are arrays, not dictionaries keyed by the
    /// index: hashing those keys was a tenth of a real app's solve (callgrind).
    var intrinsic: [(width: Double?, height: Double?)?]
    /// Texts shown, by view index: the text and its single-line width.
    var texts: [ShownText?]
    typealias ShownText = (content: TextContent, text: String, singleLine: Double, lineHeight: Double)
    /// Each text view's last measurement, kept from one category (and device) to the next: a
    /// text in a fixed font measures the same at every category, and is not looked up again.
    var lastMeasured: [TextMeasurement?]
    struct TextMeasurement {
        var profile: FontProfile
        var pointSize: Double
        var language: String
        var text: String
        var scale: Int
        var size: (width: Double, height: Double)
        var line: (width: Double, lineHeight: Double)
    }
    /// The intrinsic-size constraints in the solver, by `4 x view index + slot` (slots: width's
    /// hugging and compression resistance, then height's): kept from one category to the next
    /// with their constants changed in place (``Solver/setConstant(_:of:)``), not removed and
    /// added again (which was a third of a screen's solve).
    var sizeConstraints: [ConstraintID?]
    var pendingSizes: [(key: Int, constraint: Constraint, priority: Double)] = []
    var findings: [LayoutFinding] = []
    var rootSize: (width: Double, height: Double?) = (0, nil)
    /// What `prepare` found (the document's constraints that break), in every category's result.
    var baseFindings: [LayoutFinding] = []
    /// The constraints of one category (intrinsic sizes, proportions), removed before the next.
    var categoryConstraints: [ConstraintID] = []
    /// The last category laid out: what its content measured, and its result with findings
    /// whose messages still hold ``categoryName``.
    /// (Three properties, not one optional tuple: reading a tuple's member through the
    /// optional copied the whole result for every category.)
    var lastContent: MeasuredContent?
    var lastResult: ScreenLayoutResult?
    var lastSolvedIntrinsic: [(width: Double?, height: Double?)?] = []
    /// Whether the last result's findings hold ``categoryName`` (most hold none).
    var lastNamesCategory = false

    /// What a category's texts measured: equal for two categories (fixed fonts, or none that
    /// scale) means the same constraints, so the same solution.
    struct MeasuredContent {
        var intrinsic: [(width: Double?, height: Double?)?]
        var texts: [ShownText?]
        var messages: [String]

        /// The same sizes, texts and findings (a text's content is its view's, so the same index
        /// means the same content).
        func matches(_ intrinsic: [(width: Double?, height: Double?)?], _ texts: [ShownText?], _ findings: [LayoutFinding]) -> Bool {
            guard intrinsic.count == self.intrinsic.count, texts.count == self.texts.count, findings.count == messages.count else { return false }
            for index in intrinsic.indices {
                switch (intrinsic[index], self.intrinsic[index]) {
                case (nil, nil): break
                case let (a?, b?): if a.width != b.width || a.height != b.height { return false }
                default: return false
                }
                switch (texts[index], self.texts[index]) {
                case (nil, nil): break
                case let (a?, b?): if a.singleLine != b.singleLine || a.lineHeight != b.lineHeight || a.text != b.text { return false }
                default: return false
                }
            }
            for (finding, message) in zip(findings, messages) where finding.message != message { return false }
            return true
        }
    }

    /// The constraints `prepare` added, in order (for ``retarget(to:)``); whether all went in.
    var prepared: [(id: ConstraintID, constraint: Constraint)] = []
    var preparedCleanly = true
    var preparing = false
    /// A dry run of `prepare`: constraints are recorded, not added.
    var recordsOnly = false
    var recorded: [Constraint] = []

    /// Stands in a finding's message for the category until the result is made (a solution
    /// reused at another category names that one).
    static let categoryName = "\u{1}category\u{1}"

    init(screen: LayoutScreen, file: String, request: ScreenSolver.Request, sizer: TextSizer) {
        // The views and constraints installed for the device's size classes.
        var screen = screen.installed(for: request.device.sizeClasses)
        if request.asInterfaceBuilderCanvas {
            for index in screen.views.indices where screen.views[index].isStoppedActivityIndicator && screen.views[index].isInstalled { screen.views[index].isHidden = false }
        }
        self.screen = screen
        self.file = file
        self.request = request
        self.sizer = sizer
        intrinsic = Array(repeating: nil, count: screen.views.count)
        texts = Array(repeating: nil, count: screen.views.count)
        lastMeasured = Array(repeating: nil, count: screen.views.count)
        sizeConstraints = Array(repeating: nil, count: 4 * screen.views.count)
        viewClasses = screen.views.map { view in view.customClass.map { "\(view.element) (\($0))" } ?? view.element }
        changesWithCategory = screen.views.contains { view in
            if case .text(let content) = view.content { return sizer.scalesWithCategory(content) }
            return false
        }
    }

    /// Whether any text on the screen is in a font that scales with the category. When none
    /// is, every category lays out as the first one did (the same sizes, the same constraints),
    /// and its solution is the answer without reading the views again.
    let changesWithCategory: Bool

    /// Each view's class as results name it (`button (PCButton)`), made once per screen, not
    /// once per solve.
    let viewClasses: [String]

    var device: Device { request.device }

    mutating func run() -> ScreenLayoutResult {
        guard prepare() else { return emptyResult }
        return layout(at: request.category)
    }

    var emptyResult: ScreenLayoutResult {
        ScreenLayoutResult(screen: screen.name, file: file, screenLine: screen.line, kind: screen.kind, device: device,
                           category: request.category, frames: [], findings: [])
    }

    /// What does not change with the category: the variables, the roots, the autoresizing
    /// masks, the stack views and the document's constraints, added once; each category then
    /// only swaps the intrinsic sizes (Cassowary is incremental). False for an empty screen.
    mutating func prepare() -> Bool {
        guard !screen.views.isEmpty else { return false }
        preparing = true
        defer { preparing = false }
        // A dry run for another device takes the variables and modes of the build it checks
        // (the same views, so the same ones): made again, they were a quarter of retargeting.
        if frames.isEmpty { makeVariables() }
        if modes.isEmpty { decideModes() }
        computeInsets()
        constrainRoot()
        for index in screen.views.indices where index > 0 {
            switch modes[index] {
            case .autoresizing, .savedFrame, .notInstalled: constrainByAutoresizing(index)
            case .constraints: break
            case .root: constrainCellContent(index)
            }
        }
        for index in screen.views.indices where screen.views[index].stack != nil { constrainStack(index) }
        for constraint in screen.constraints { add(constraint) }
        baseFindings = findings
        return true
    }

    /// The screen at `category`: the texts measured there, their sizes constrained, solved.
    /// When the texts measure as they did at the last category, that solution is the answer
    /// (the same constraints), named for this category: fixed fonts are solved once, not 12 times.
    mutating func layout(at category: ContentSizeCategory) -> ScreenLayoutResult {
        request.category = category
        if !changesWithCategory, var result = lastResult {
            result.category = category
            return lastNamesCategory ? named(result) : result
        }
        for index in intrinsic.indices {
            intrinsic[index] = nil
            texts[index] = nil
        }
        findings = baseFindings
        measureContent()
        if lastContent?.matches(intrinsic, texts, findings) == true, var result = lastResult {
            // The same content: the same solution, with the sizes it was solved with (multi-line
            // labels' heights wrapped at their widths).
            intrinsic = lastSolvedIntrinsic
            result.category = category
            return lastNamesCategory ? named(result) : result
        }
        let content = MeasuredContent(intrinsic: intrinsic, texts: texts, messages: findings.map(\.message))
        for id in categoryConstraints { try? solver.remove(id) }
        categoryConstraints = []
        dropSizeConstraintsWithoutContent()
        for index in screen.views.indices where index > 0 && modes[index] == .constraints { constrainIntrinsic(index) }
        addPendingSizes()
        for index in screen.views.indices where screen.views[index].stack?.distribution == .fillProportionally { constrainStackProportions(index) }
        relayMultilineLabels()
        reportAmbiguity()
        let result = frameResults()
        reportGeometry(result)
        let solved = ScreenLayoutResult(screen: screen.name, file: file, screenLine: screen.line, kind: effectiveKind, device: device,
                                        category: request.category, frames: result, findings: findings)
        lastContent = content
        lastResult = solved
        lastSolvedIntrinsic = intrinsic
        lastNamesCategory = solved.findings.contains { $0.message.utf8.contains(1) }
        return lastNamesCategory ? named(solved) : solved
    }

    /// Forgets the last category's solution (the constraints or texts changed).
    mutating func forgetLastLayout() {
        lastContent = nil
        lastResult = nil
        lastSolvedIntrinsic = []
        lastNamesCategory = false
    }

    /// The result with its findings' messages naming its category.
    func named(_ result: ScreenLayoutResult) -> ScreenLayoutResult {
        var result = result
        let name = result.category.higName
        for index in result.findings.indices where result.findings[index].message.utf8.contains(1) {
            result.findings[index].message = Self.replacingCategoryName(in: result.findings[index].message, with: name)
        }
        return result
    }

    /// `message` with each ``categoryName`` replaced by `name`, byte by byte (the generic
    /// `replacing(_:with:)` took 100,000 instructions a result on screens with many findings).
    static func replacingCategoryName(in message: String, with name: String) -> String {
        let bytes = Array(message.utf8), placeholder = Array(categoryName.utf8), replacement = Array(name.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + replacement.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 1, i + placeholder.count <= bytes.count, bytes[i..<(i + placeholder.count)].elementsEqual(placeholder) {
                out.append(contentsOf: replacement)
                i += placeholder.count
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: - Variables and modes

    /// A dry run's variables go unnamed: its solver only numbers them (the names, made four
    /// per view for every device a session retargets to, were a tenth of ``retarget(to:)``).
    mutating func makeVariables() {
        for view in screen.views {
            if recordsOnly {
                frames.append((solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable()))
                continue
            }
            frames.append((solver.makeVariable("\(view.id).left"), solver.makeVariable("\(view.id).top"),
                           solver.makeVariable("\(view.id).width"), solver.makeVariable("\(view.id).height")))
        }
    }

    /// The views the document's constraints name (as either item), the arranged subviews of
    /// stack views, and the cells' content views, set by their cell.
    mutating func decideModes() {
        var named = Set<String>()
        for constraint in screen.constraints {
            named.insert(constraint.firstItem)
            if let second = constraint.secondItem { named.insert(second) }
        }
        modes = screen.views.indices.map { index in
            let view = screen.views[index]
            if index == 0 { return .root }
            if !view.isInstalled { return .notInstalled }
            if let parent = view.parent, screen.views[parent].stack != nil, !view.isHidden { return .constraints }
            if view.isCellContent { return .root }
            if let translates = view.translatesAutoresizingMask {
                if translates { return .autoresizing }
                return named.contains(view.id) ? .constraints : .savedFrame
            }
            if view.autoresizing != nil { return .autoresizing }
            return named.contains(view.id) ? .constraints : .autoresizing
        }
    }

    /// The kind the screen is laid out as: a freeform view exactly as large as the design
    /// device's screen is a screen (a view controller's xib).
    var effectiveKind: LayoutScreen.Kind {
        if screen.kind == .freeform, let design = request.designDevice, let saved = screen.views.first?.savedFrame,
           abs(saved.width - design.width) < 0.5, abs(saved.height - design.height) < 0.5 {
            return .screen
        }
        // On the canvas, a scene saved wider than its design device (an iPad app's form sheet
        // in a document whose device is an iPhone: artsy/eidolon's 815 pt bid screen) was laid
        // out at its saved size, as a freeform one.
        if screen.kind == .screen, request.asInterfaceBuilderCanvas, let design = request.designDevice,
           let saved = screen.views.first?.savedFrame, saved.width > design.width + 0.5 {
            return .freeform
        }
        return screen.kind
    }

    mutating func constrainRoot() {
        let root = frames[0]
        require(root.left == 0, "the root's origin")
        require(root.top == 0, "the root's origin")
        let saved = screen.views[0].savedFrame
        switch effectiveKind {
        case .screen:
            // The screen, less what its saved frame leaves to opaque bars at the design device
            // (a root view 623 pt high on a 667 pt screen sits below a navigation bar).
            var size = (width: device.width, height: device.height)
            if let design = request.designDevice, let saved {
                size.width -= max(0, design.width - saved.width)
                size.height -= max(0, design.height - saved.height)
            }
            rootSize = (size.width, size.height)
            require(root.width == size.width, "the screen's width")
            require(root.height == size.height, "the screen's height")
        case .tableCell:
            // As wide as the table (the screen) less the insets its saved frame shows (an
            // inset-grouped table's), at the design device its saved width; as tall as its
            // content, else its saved height (a self-sizing cell is fitted at UIKit's fitting
            // priority, 50).
            var width = device.width
            if let saved {
                if let design = request.designDevice, design == device {
                    width = saved.width
                } else if screen.isPrototype, let design = request.designDevice, saved.width < design.width {
                    width = device.width - (design.width - saved.width)
                }
            }
            rootSize = (width, nil)
            require(root.width == width, "the table's width")
            require(root.height >= 0, "a height")
            // Interface Builder's canvas shows the cell at the height it was given (its row
            // height): Xcode's saved frames keep it even where the content is shorter.
            prefer(root.height == (saved?.height ?? 44), priority: request.asInterfaceBuilderCanvas && saved != nil ? 999 : 50,
                   "the cell's fitting height")
        case .freeform, .collectionCell:
            rootSize = (saved?.width ?? device.width, saved?.height)
            require(root.width == (saved?.width ?? device.width), "the view's saved width")
            if let height = saved?.height { require(root.height == height, "the view's saved height") }
        }
    }

    // MARK: - Margins and safe areas

    mutating func computeInsets() {
        let savedOrigins = absoluteSavedOrigins()
        var rootSafe = EdgeInsets()
        if effectiveKind == .screen {
            rootSafe = device.safeArea
            rootSafe.top += screen.topBarHeight
            rootSafe.bottom += screen.bottomBarHeight
        } else if screen.isControllerRoot {
            // A controller of its own size has no status bar or home indicator of the device,
            // only the bars it is shown with (openfoodfacts' 2000 pt scene below a navigation
            // bar: its scroll view saved at y 44).
            rootSafe.top = screen.topBarHeight
            rootSafe.bottom = screen.bottomBarHeight
        }
        for (index, view) in screen.views.enumerated() {
            // The safe area of a view inside the root: what of the root's insets reaches it
            // (measured from its saved position; none in the width on a portrait phone).
            var safe = rootSafe
            if index > 0 {
                let origin = savedOrigins[index]
                let size = view.savedFrame ?? Rect()
                let rootSaved = screen.views[0].savedFrame ?? Rect(width: device.width, height: device.height)
                safe = EdgeInsets(top: max(0, rootSafe.top - origin.y), left: max(0, rootSafe.left - origin.x),
                              bottom: max(0, rootSafe.bottom - (rootSaved.height - origin.y - size.height)),
                              right: max(0, rootSafe.right - (rootSaved.width - origin.x - size.width)))
            }
            safeInsets.append(safe)
            var margin: EdgeInsets
            if let explicit = view.layoutMargins {
                margin = explicit
            } else if index == 0 && effectiveKind == .screen {
                // A view controller's root: the system minimum margins (16 or 20 pt at the
                // sides, none above and below).
                margin = EdgeInsets(top: 0, left: device.rootLayoutMargin, bottom: 0, right: device.rootLayoutMargin)
            } else if index == 0 && (screen.isControllerRoot || request.asInterfaceBuilderCanvas) && effectiveKind != .tableCell {
                // A controller's root of its own size (a freeform scene, a controller's xib
                // view): the system minimum margins by its width. Interface Builder's canvas
                // shows every top-level view of a xib so, cells and reusable views too (the
                // frames Xcode saved: 16 pt at 343 to 375 pt wide, 20 pt at 402 to 600 pt, in 30
                // files of five apps, none at 8 pt); at run time a plain view or a cell has 8.
                let width = screen.views[0].savedFrame?.width ?? device.width
                let side = device.isRegularWidth || width >= 400 ? 20.0 : 16.0
                margin = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            } else if view.isCellContent && screen.views[0].element == "tableViewCell" {
                // A table cell's content view: the table's side margins (16 or 20 pt by the
                // table's width, as a root view's), 11 pt above and below (UNVERIFIED: the
                // default seen in Xcode's saved frames of cells). A cell of its own xib laid out
                // at its saved width, as Interface Builder shows it, has the margins of a table
                // that wide (a 320 pt cell on a 414 pt design device: 16 pt).
                var side = device.rootLayoutMargin
                if !screen.isPrototype, let saved = screen.views[0].savedFrame, let design = request.designDevice, design == device,
                   !device.isRegularWidth {
                    side = saved.width >= 400 ? 20 : 16
                }
                margin = EdgeInsets(top: 11, left: side, bottom: 11, right: side)
            } else if view.element == "stackView" {
                // A stack view's margins are none unless set (the frames Xcode saved beside a
                // stack's `leadingMargin` or `trailingMargin`: 2 of 2 views, in pocket-casts
                // and Rocket.Chat).
                margin = EdgeInsets()
            } else {
                margin = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)  // UIView's default layoutMargins
            }
            if view.insetsLayoutMarginsFromSafeArea {
                margin.top += safe.top
                margin.left += safe.left
                margin.bottom += safe.bottom
                margin.right += safe.right
            }
            if view.preservesSuperviewLayoutMargins, let parent = view.parent, let frame = view.savedFrame,
               let parentFrame = screen.views[parent].savedFrame {
                let up = margins[parent]
                margin.left = max(margin.left, up.left - frame.x)
                margin.right = max(margin.right, up.right - (parentFrame.width - frame.maxX))
                margin.top = max(margin.top, up.top - frame.y)
                margin.bottom = max(margin.bottom, up.bottom - (parentFrame.height - frame.maxY))
            }
            margins.append(margin)
        }
    }

    /// Each view's saved origin in the root's coordinates.
    func absoluteSavedOrigins() -> [(x: Double, y: Double)] {
        var origins: [(x: Double, y: Double)] = []
        for view in screen.views {
            let base: (x: Double, y: Double) = view.parent.map { origins[$0] } ?? (0, 0)
            let frame = view.parent == nil ? Rect() : (view.savedFrame ?? Rect())
            origins.append((base.x + frame.x, base.y + frame.y))
        }
        return origins
    }

    // MARK: - Adding constraints

    /// Adds a required constraint made by the solver itself (never in conflict by design; if
    /// it is, the document's own constraints say why, so it is reported like them).
    /// `what` is made only when the constraint fails (most never do).
    mutating func require(_ constraint: Constraint, _ what: @autoclosure () -> String) {
        do { _ = try addToSolver(constraint) } catch {
            findings.append(LayoutFinding(kind: .unsatisfiable, file: file, line: screen.line,
                                          message: "\(what()) cannot be kept: the constraints contradict it"))
        }
    }

    /// Adds a constraint at `priority`; a required one (a priority of 1000 on a hugging or
    /// compression resistance) that contradicts the others is reported, as UIKit breaks one.
    @discardableResult
    mutating func prefer(_ constraint: Constraint, priority: Double, _ what: String) -> ConstraintID? {
        prefer(constraint, priority: priority, named: .text(what))
    }

    /// What a constraint of `prefer` is, for its message: named only when it fails (most never
    /// do; the names, made for every view at every category, were a tenth of a solve).
    enum ConstraintName {
        case text(String)
        /// The hugging or compression resistance of ``SolverBuild/sizeConstraints`` `key`.
        case size(key: Int)
        /// The proportions of a fill-proportionally stack view.
        case proportions(stack: Int)
    }

    func describe(_ name: ConstraintName) -> String {
        switch name {
        case .text(let text): return text
        case .size(let key): return sizeConstraintName(key)
        case .proportions(let stack): return "\(screen.views[stack].name)'s proportions"
        }
    }

    @discardableResult
    mutating func prefer(_ constraint: Constraint, priority: Double, named what: ConstraintName) -> ConstraintID? {
        do {
            return try addToSolver(constraint.with(Self.strength(priority)))
        } catch {
            findings.append(LayoutFinding(kind: .unsatisfiable, file: file, line: screen.line,
                                          message: "\(describe(what)) (priority \(Int(priority))) contradicts the required constraints on \(device.name) at \(Self.categoryName): UIKit breaks one of them"))
            return nil
        }
    }

    /// Every constraint goes in here. While the screen is prepared, the constraint is kept
    /// with its ID (``retarget(to:)`` changes their constants for another device); in a dry
    /// run it is only recorded (nil, nothing thrown).
    mutating func addToSolver(_ constraint: Constraint) throws(SolverError) -> ConstraintID? {
        if recordsOnly {
            recorded.append(constraint)
            return nil
        }
        do {
            let id = try solver.add(constraint)
            if preparing { prepared.append((id, constraint)) }
            return id
        } catch {
            if preparing { preparedCleanly = false }
            throw error
        }
    }

    /// The screen's constraints changed in place for another device (or texts), instead of
    /// a new solver: a dry run of `prepare` for the request's device makes the same constraints
    /// in the same order, and those whose constant differs get the new one. False, with the
    /// solver to be thrown away, when the constraints differ in more than their constants, a
    /// constraint broke while preparing, or a changed one no longer holds.
    mutating func retarget(to request: ScreenSolver.Request) -> Bool {
        // Another size class may install other views and constraints: solved anew.
        guard preparedCleanly, request.device.sizeClasses == device.sizeClasses || !screen.hasSizeClassVariations else { return false }
        var dry = SolverBuild(screen: screen, file: file, request: request, sizer: sizer)
        dry.recordsOnly = true
        dry.frames = frames
        dry.modes = modes
        dry.reusableContentAreas = contentAreas
        guard dry.prepare(), dry.recorded.count == prepared.count, dry.findings.count == baseFindings.count else { return false }
        for (index, (id, old)) in prepared.enumerated() {
            let new = dry.recorded[index]
            guard new.relation == old.relation, new.strength.value == old.strength.value,
                  new.expression.terms.count == old.expression.terms.count,
                  zip(new.expression.terms, old.expression.terms).allSatisfy({ $0.variable == $1.variable && $0.coefficient == $1.coefficient })
            else { return false }
            if new.expression.constant != old.expression.constant {
                do throws(SolverError) { try solver.setConstant(new.expression.constant, of: id) } catch { return false }
                prepared[index].constraint = new
            }
        }
        self.request = request
        margins = dry.margins
        safeInsets = dry.safeInsets
        rootSize = dry.rootSize
        baseFindings = dry.findings
        forgetLastLayout()
        return true
    }

    /// Auto Layout's priority as a Cassowary strength: 1000 is required; below, ten times
    /// stronger every 125 steps (250 -> 100, 750 -> 1e6, 999 -> 1e8).
    static func strength(_ priority: Double) -> Strength {
        priority >= 1000 ? .required : Strength(pow(10, priority / 125))
    }
}
