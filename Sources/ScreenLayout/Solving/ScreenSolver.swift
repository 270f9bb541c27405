import Cassowary
import TextMeasure
import TextStyles

/// Solves a screen's Auto Layout on a device at a content size category, as UIKit would.
///
/// Every view gets four variables (left, top, width, height, in the root's coordinates). Its
/// frame comes from one of three places:
/// - the root: the device's screen (a view controller's view), the table's width (a table
///   cell), or its saved size (a freeform view or a collection cell);
/// - its autoresizing mask (`translatesAutoresizingMaskIntoConstraints`, the default for a view
///   no constraint names): its saved frame, followed as its superview changes size;
/// - constraints: the document's, a stack view's for its arranged subviews, and its intrinsic
///   content size (hugging and compression resistance) measured by TypeFit's core at the
///   category, in the language's text.
/// Priorities become Cassowary strengths (1000 is required; below, each step of 125 is ten
/// times stronger, so a higher priority outweighs any few lower ones, as in Auto Layout). A
/// multi-line label is solved twice: for its width first, then with its height wrapped at that
/// width (UIKit's automatic `preferredMaxLayoutWidth`).
public struct ScreenSolver: Sendable {
    public let sizer: TextSizer

    public init(sizer: TextSizer) {
        self.sizer = sizer
    }

    /// What the screen is laid out with.
    public struct Request: Sendable {
        public var device: Device
        public var category: ContentSizeCategory
        /// The language of `texts` (shaping and line breaking follow it).
        public var language: String
        /// The texts to show by `.strings` key (`<id>.text`); a key not given shows the
        /// document's own text.
        public var texts: [String: String]
        /// The design device of the document, when it names one: a freeform view as large as
        /// its screen is laid out as a screen.
        public var designDevice: Device?
        /// Whether views the constraints leave free are found and reported (an analysis of the
        /// solved tableau: a fifth of a solve; `check --devices` needs only the frames).
        public var reportsAmbiguity: Bool
        /// Single-line texts as wide as the frames Xcode saved for them (SF Pro's widths, at
        /// the design device) instead of as measured: `--verify`'s second look, which tells a
        /// difference the stand-in font's widths make from one the solving makes.
        public var usesSavedTextWidths = false
        /// Laid out as Interface Builder's canvas, as Xcode did for the frames it saved
        /// (`--verify`): views with a placeholder intrinsic size take it instead of their
        /// content's, and stopped activity indicators keep their place in stack views. Run-time
        /// solves (false) use the content; a view with none takes its canvas size either way.
        public var asInterfaceBuilderCanvas = false

        public init(device: Device, category: ContentSizeCategory = .large, language: String = "en",
                    texts: [String: String] = [:], designDevice: Device? = nil, reportsAmbiguity: Bool = true) {
            self.reportsAmbiguity = reportsAmbiguity
            self.device = device
            self.category = category
            self.language = language
            self.texts = texts
            self.designDevice = designDevice
        }
    }

    public func solve(_ screen: LayoutScreen, file: String, request: Request) -> ScreenLayoutResult {
        var build = SolverBuild(screen: screen, file: file, request: request, sizer: sizer)
        return build.run()
    }

    /// The screen at each of `categories` (the request's category is not used): the constraints
    /// that do not change with the category are added once, and each category swaps only the
    /// intrinsic sizes, as Auto Layout does when the category changes. The same frames as
    /// `solve` at each category (tested).
    public func solve(_ screen: LayoutScreen, file: String, request: Request, categories: [ContentSizeCategory]) -> [ScreenLayoutResult] {
        var build = SolverBuild(screen: screen, file: file, request: request, sizer: sizer)
        guard build.prepare() else { return categories.map { _ in build.emptyResult } }
        return categories.map { build.layout(at: $0) }
    }

    /// One screen solved for many requests (devices, languages, texts) and categories, as
    /// `check --devices` does: the solver is made once and changed in place (another device's
    /// constants, another language's intrinsic sizes) instead of made again for each request.
    /// The same frames as solving each request on its own (tested).
    public func session(for screen: LayoutScreen, file: String) -> Session {
        Session(solver: self, screen: screen, file: file)
    }

    public struct Session {
        let solver: ScreenSolver
        let screen: LayoutScreen
        let file: String
        var build: SolverBuild?
        /// How many requests were answered by changing the solver in place, and how many
        /// needed a new one (the first, and any whose constraints differ in shape).
        public private(set) var retargeted = 0
        public private(set) var rebuilt = 0

        public mutating func solve(_ request: Request, categories: [ContentSizeCategory]) -> [ScreenLayoutResult] {
            if var build, build.device == request.device {
                self.build = nil  // keep the build uniquely referenced while it changes
                build.request.language = request.language
                build.request.texts = request.texts
                build.request.reportsAmbiguity = request.reportsAmbiguity
                build.forgetLastLayout()
                let results = categories.map { build.layout(at: $0) }
                self.build = build
                retargeted += 1
                return results
            }
            if var build {
                self.build = nil
                if build.retarget(to: request) {
                    let results = categories.map { build.layout(at: $0) }
                    self.build = build
                    retargeted += 1
                    return results
                }
            }
            var fresh = SolverBuild(screen: screen, file: file, request: request, sizer: solver.sizer)
            rebuilt += 1
            guard fresh.prepare() else { return categories.map { _ in fresh.emptyResult } }
            let results = categories.map { fresh.layout(at: $0) }
            build = fresh
            return results
        }
    }
}
