import Catalogs
import Foundation
import TextStyles

/// Choices for one check run that the command line makes, on top of the spec.
public struct CheckOptions: Sendable {
    /// Locales to check, replacing the spec's `locales.include` (`--locales`); `nil` keeps the spec's.
    public var locales: [String]?
    /// Categories to check, replacing the spec's (`--categories`); `nil` keeps the spec's.
    public var categories: [ContentSizeCategory]?
    /// Check pseudo-localized source texts instead of the translations (`--pseudo`).
    public var pseudo: PseudoMode?
    /// The locale pseudo entries get; `nil` takes the mode's default (`en-XA`, `ar-XB`).
    public var pseudoLocale: String?
    /// The development language of catalogs that do not say theirs.
    public var developmentLanguage: String
    /// Draw each finding's slot at its first category, which the HTML report shows. Off by
    /// default, since no other format needs them; drawings keep each glyph outline once
    /// (``DrawingStore``).
    public var rendersPictures: Bool
    /// How many threads measure at once (at most as many as the machine has cores: see
    /// `check(_:with:concurrency:progress:)`); 1 measures serially.
    public var concurrency: Int
    /// A folder (usually the working directory) that reported paths are made relative to, so
    /// that GitHub annotations and SARIF results resolve against the repository; `nil` reports
    /// paths as the readers give them (absolute).
    public var relativeTo: URL?
    /// Keep each fitting entry's outcome at every category in ``EntryResult/outcomes``. No report
    /// shows them (an entry that fits, fits everywhere), and on a real app they are a third of
    /// the check's memory: `typefit check` turns this off; fitting entries then have no outcomes
    /// (their findings and first failing category are unchanged: none), unless one is borderline
    /// (the text report lists borderline fits).
    public var keepsFittingOutcomes: Bool
    /// Measure every category that does not fit in full (its visible text and detail) and keep
    /// every system-font outcome's margin. Only the JSON report writes each category's text and
    /// detail; the other reports show a finding's first category of each kind, and other margins
    /// only where they are borderline (below the error band). Off, the check builds only those,
    /// and searches a margin only as far as deciding "borderline" needs: on a real app's
    /// catalogs the full measurements of the other failing categories were 7% of `typefit check`
    /// and the margins 5% (issue 14); nor does it wrap a truncated text to its end to count the
    /// lines it would need at those categories (1.2%). Findings, totals and every report other
    /// than JSON are the same either way.
    public var keepsOutcomeDetails: Bool = true
    /// Called as entries are checked, with how many are done of how many (from the measuring
    /// threads, every few entries); the command line shows it on a terminal.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// How a borderline failure counts (`--borderline`), replacing the spec's; `nil` keeps it.
    public var borderline: BorderlinePolicy?
    /// The percentile of the stand-in's error band that decides borderline (`--band`),
    /// replacing the spec's; `nil` keeps it.
    public var band: BandPercentile?

    /// Options with the given values; the defaults change nothing the spec says.
    public init(locales: [String]? = nil, categories: [ContentSizeCategory]? = nil, pseudo: PseudoMode? = nil,
                pseudoLocale: String? = nil, developmentLanguage: String = "en", rendersPictures: Bool = false,
                concurrency: Int = ProcessInfo.processInfo.activeProcessorCount, relativeTo: URL? = nil,
                keepsFittingOutcomes: Bool = true, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) {
        self.locales = locales
        self.categories = categories
        self.pseudo = pseudo
        self.pseudoLocale = pseudoLocale
        self.developmentLanguage = developmentLanguage
        self.rendersPictures = rendersPictures
        self.concurrency = concurrency
        self.relativeTo = relativeTo
        self.keepsFittingOutcomes = keepsFittingOutcomes
        self.progress = progress
    }
}
