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
    /// Draw SVG pictures of each finding's slot, which the HTML report shows. Off by default:
    /// drawing triples the time of a check (1,500 entries x 2 locales: 1.8 s without, 6.2 s with,
    /// debug build), so turn it on when writing HTML.
    public var rendersPictures: Bool
    /// How many threads measure at once; 1 measures serially.
    public var concurrency: Int
    /// A folder (usually the working directory) that reported paths are made relative to, so
    /// that GitHub annotations and SARIF results resolve against the repository; `nil` reports
    /// paths as the readers give them (absolute).
    public var relativeTo: URL?
    /// How a borderline failure counts (`--borderline`), replacing the spec's; `nil` keeps it.
    public var borderline: BorderlinePolicy?
    /// The percentile of the stand-in's error band that decides borderline (`--band`),
    /// replacing the spec's; `nil` keeps it.
    public var band: BandPercentile?

    /// Options with the given values; the defaults change nothing the spec says.
    public init(locales: [String]? = nil, categories: [ContentSizeCategory]? = nil, pseudo: PseudoMode? = nil,
                pseudoLocale: String? = nil, developmentLanguage: String = "en", rendersPictures: Bool = false,
                concurrency: Int = ProcessInfo.processInfo.activeProcessorCount, relativeTo: URL? = nil) {
        self.locales = locales
        self.categories = categories
        self.pseudo = pseudo
        self.pseudoLocale = pseudoLocale
        self.developmentLanguage = developmentLanguage
        self.rendersPictures = rendersPictures
        self.concurrency = concurrency
        self.relativeTo = relativeTo
    }
}
