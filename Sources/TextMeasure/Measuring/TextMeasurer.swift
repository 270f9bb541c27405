import Foundation
import TextStyles

/// Measures text: resolves fonts, prepares (shapes) each text once, and lays it out in slots.
///
/// A `PreparedText` is cached by text, font instance and language, so checking one string at
/// twelve categories and several slots shapes it once per font instance (the system profile
/// has two: the Text and Display cuts). Thread-safe.
public final class TextMeasurer: @unchecked Sendable {
    /// Where fonts come from.
    public let library: FontLibrary
    /// Vertical metrics of the system font, in font units (from `Tables/system_font_metrics.csv`).
    public let systemMetrics: SystemFontMetrics
    /// Apple's SF Pro, when the user has it: the system profile then measures with it instead
    /// of the stand-in (no calibration, no error band); nil measures with the stand-in.
    public let systemFont: AppleSystemFont?

    /// Guards `analyses`.
    private let lock = CacheLock()
    /// Guards `resolved` (a separate lock: every check takes both, one after the other).
    private let resolveLock = CacheLock()
    /// Prepared texts, at most `cacheLimit` (about 1.8 KB each for a UI string, measured by the
    /// benchmark: 20,000 is about 36 MB). A text checked in many slots stays; a catalog of 100k
    /// strings does not fill memory (see `GenerationalCache`).
    private let cache: GenerationalCache<PreparationKey, PreparedText>
    /// Resolved fonts by profile and size: a checker asks for the same dozen sizes millions of
    /// times, and resolving builds a file path and interpolates the tracking table (callgrind:
    /// a quarter of a check's instructions before this cache).
    private var resolved: [ResolutionKey: ResolvedFont] = [:]
    /// Unicode analyses of recent texts: a text is prepared once per font instance (the system
    /// profile's Text and Display cuts), and its analysis (ICU) is the same for both.
    private var analyses: [AnalysisKey: AnalyzedText] = [:]
    private static let analysisLimit = 4096
    /// Fallback decisions shared by every preparation (see `FallbackMemo`).
    let fallbacks = FallbackMemo()

    /// A measurer over `library`.
    ///
    /// - Parameters:
    ///   - systemMetrics: the system font's vertical metrics (`.ios`, or watchOS's).
    ///   - cacheLimit: at most this many prepared texts are kept (about 1.8 KB each).
    ///   - systemFont: SF Pro's files to measure the system profile with (see `AppleSystemFont`);
    ///     nil for the bundled stand-in.
    public init(library: FontLibrary, systemMetrics: SystemFontMetrics = .ios, cacheLimit: Int = 20_000, systemFont: AppleSystemFont? = nil) {
        self.library = library
        self.systemMetrics = systemMetrics
        cache = GenerationalCache(limit: cacheLimit)
        self.systemFont = systemFont
        self.cacheLimit = cacheLimit
    }

    /// The most prepared texts `cache` keeps.
    private let cacheLimit: Int

    /// A measurer with the same fonts, tables and system font that shares no font or cache with
    /// this one, for one of `threads` threads measuring at once: its own `Font` objects (FreeType
    /// faces, HarfBuzz fonts, the space analyses and their shaped words), resolved fonts,
    /// fallback decisions, analyses and prepared texts (at most this one's limit divided by
    /// `threads`). Its measurements are the same as this one's. What it still shares: fontconfig's
    /// lookup (see `FontLibrary.independentCopy`) and what the process keeps once for all fonts
    /// (FreeType's library, the registry of space analyses, each behind its lock). Which files
    /// it found through fontconfig it knows for itself (`FontLibrary.includeFontconfigFiles`
    /// tells the original).
    ///
    /// Two threads measuring with one measurer write the same objects' memory at every layout
    /// (the fonts' reference counts, the caches' locks and tables, HarfBuzz's caches of the
    /// faces), and each write makes the other core's copy stale: with `--jobs 2` a real app's
    /// check used 1.31x the CPU time of one thread where two separate processes used 1.10x
    /// each. A measurer per thread took 5-6% off `--jobs 2`'s time there (alternating rounds;
    /// issue 14, phase 14). Each thread then shapes the words it meets itself; a check hands
    /// each thread its own part of the entries (the locales follow one another there) so that
    /// few words are shaped twice.
    package func forAnotherThread(of threads: Int) -> TextMeasurer {
        TextMeasurer(library: library.independentCopy(), systemMetrics: systemMetrics,
                     cacheLimit: max(1, cacheLimit / max(1, threads)), systemFont: systemFont)
    }

    /// The font `profile` gives at `pointSize`.
    public func resolve(_ profile: FontProfile, pointSize: Double) throws(FontLoadingError) -> ResolvedFont {
        let key = ResolutionKey(profile: profile, pointSize: pointSize)
        resolveLock.lock()
        if let cached = resolved[key] {
            resolveLock.unlock()
            return cached
        }
        resolveLock.unlock()
        // Errors are not cached: a font that failed to load reports its error every time.
        let font = try resolveUncached(profile, pointSize: pointSize)
        resolveLock.lock()
        if resolved.count >= 4096 { resolved.removeAll(keepingCapacity: true) }
        resolved[key] = font
        resolveLock.unlock()
        return font
    }

    func resolveUncached(_ profile: FontProfile, pointSize: Double) throws(FontLoadingError) -> ResolvedFont {
        switch profile {
        case .system(let weight, let platform):
            return try resolveSystem(weight: weight, platform: platform, pointSize: pointSize)
        case .custom(let descriptor, let trackingEm):
            let font = try library.font(descriptor)
            return ResolvedFont(
                font: font, pointSize: pointSize, tracking: (trackingEm ?? 0) * pointSize,
                metricsOverride: nil, fallbackWeight: 400)
        }
    }

    /// `text` prepared with `font`'s primary face for `language`, shaped on first use.
    public func prepare(_ text: String, with font: ResolvedFont, language: String) -> PreparedText {
        prepareShared(text, with: font, language: language, memo: nil)
    }

    /// `prepare`, asking `memo` first and remembering the answer there.
    func prepare(_ text: String, with font: ResolvedFont, language: String, memo: inout FitMemo) -> PreparedText {
        if let known = memo.prepared(text, font: font, language: language) { return known }
        return prepareShared(text, with: font, language: language, memo: &memo)
    }

    /// The prepared-text cache, shared by the threads that measure with this measurer (a check
    /// gives each of its threads a measurer of its own: see `forAnotherThread`).
    ///
    /// The Unicode analysis a preparation needs comes from `memo` when the caller passes one (the
    /// other font instance of the same entry analyzed the text already), else from the shared
    /// `analyses`. Keeping it in the memo spares the shared dictionary a lock, a hash of the text
    /// and a copy of the analysis in and out for every entry (perf: 3% of the core check).
    private func prepareShared(_ text: String, with font: ResolvedFont, language: String, memo: UnsafeMutablePointer<FitMemo>?) -> PreparedText {
        let key = PreparationKey(
            text: text, font: ObjectIdentifier(font.font), language: language,
            metricsOverride: font.metricsOverride, fallbackWeight: font.fallbackWeight)
        if let cached = cache.value(for: key) {
            memo?.pointee.remember(cached, text: text, font: font, language: language)
            return cached
        }
        if let memo {
            // The text in another font instance (the system font's other cut): prepared on the
            // memo's analysis in place, which keeps any fallback runs the preparation adds.
            // Copied out and back, the analysis's arrays were retained and released each time
            // (callgrind, issue 14's slice: 7% of the check's retains).
            if let (prepared, _) = memo.pointee.withAnalysis(of: text, language: language, { analyzed in
                TextPreparer.prepare(key, primary: font.font, library: library, fallbacks: fallbacks, analyzed: &analyzed)
            }) {
                cache.keep(prepared, for: key)
                memo.pointee.remember(prepared, text: text, font: font, language: language)
                return prepared
            }
            var analyzed = TextPreparer.analyze(text, language: language)
            let (prepared, _) = TextPreparer.prepare(key, primary: font.font, library: library, fallbacks: fallbacks, analyzed: &analyzed)
            cache.keep(prepared, for: key)
            memo.pointee.remember(prepared, text: text, font: font, language: language)
            memo.pointee.remember(consume analyzed)
            return prepared
        }
        let analysisKey = AnalysisKey(text: text, language: language)
        lock.lock()
        let known = analyses[analysisKey]
        lock.unlock()
        var analyzed = known ?? TextPreparer.analyze(text, language: language)
        let (prepared, shapedNewRuns) = TextPreparer.prepare(key, primary: font.font, library: library, fallbacks: fallbacks, analyzed: &analyzed)
        cache.keep(prepared, for: key)
        // The analysis is kept again when it is new or when the preparation left new fallback runs in it.
        if known == nil || shapedNewRuns {
            lock.lock()
            if analyses.count >= Self.analysisLimit { analyses.removeAll(keepingCapacity: true) }
            analyses[analysisKey] = analyzed
            lock.unlock()
        }
        return prepared
    }

    private func prepareShared(_ text: String, with font: ResolvedFont, language: String, memo: inout FitMemo) -> PreparedText {
        withUnsafeMutablePointer(to: &memo) { prepareShared(text, with: font, language: language, memo: $0) }
    }

    /// Empties the prepared-text cache.
    public func clearCache() {
        cache.removeAll()
        lock.lock()
        analyses.removeAll()
        lock.unlock()
        resolveLock.lock()
        resolved.removeAll()
        resolveLock.unlock()
        fallbacks.removeAll()
    }
}

/// What a resolved font depends on.
///
/// Hashed and compared by the weight's number and the platform's position rather than through
/// their raw-value strings (the synthesized conformance of a `String` enum hashes the string):
/// every check looks its font up here (callgrind: 1,600 instructions per lookup, half of it
/// string hashing).
private struct ResolutionKey: Hashable {
    var profile: FontProfile
    var pointSize: Double

    static func == (a: ResolutionKey, b: ResolutionKey) -> Bool {
        guard a.pointSize == b.pointSize else { return false }
        switch (a.profile, b.profile) {
        case (.system(let weightA, let platformA), .system(let weightB, let platformB)):
            return weightA.numericValue == weightB.numericValue && position(of: platformA) == position(of: platformB)
        case (.custom, .custom):
            return a.profile == b.profile
        default:
            return false
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        switch profile {
        case .system(let weight, let platform):
            hasher.combine(weight.numericValue)
            hasher.combine(Self.position(of: platform))
        case .custom(let descriptor, let trackingEm):
            hasher.combine(descriptor)
            hasher.combine(trackingEm)
        }
    }

    private static func position(of platform: Platform) -> Int {
        switch platform {
        case .ios: 0
        case .ipados: 1
        case .watchos: 2
        case .macos: 3
        case .tvos: 4
        case .android: 5
        }
    }
}

/// The preparations of one text that one caller's layouts have already found.
///
/// A checker lays an entry out at twelve categories, and every layout used to find its prepared
/// text in the shared cache: a lock and a hash of the whole text each time (callgrind: 4% of a
/// check). Pass one memo to every `fit` of the same entry; it keeps the text prepared with each
/// font instance (two for the system profile) and is searched linearly. Reused for another
/// text or language, it forgets what it held.
package struct FitMemo: Sendable {
    private var text = ""
    private var language = ""
    private var texts: [(font: ObjectIdentifier, fallbackWeight: Int, metricsOverride: FaceMetrics?, prepared: PreparedText)] = []
    /// The Unicode analysis of `text` (the same for every font instance).
    private var analyzed: AnalyzedText?
    private static let limit = 4

    package init() {}

    func prepared(_ text: String, font: ResolvedFont, language: String) -> PreparedText? {
        guard !texts.isEmpty, isFor(text, language) else { return nil }
        let id = ObjectIdentifier(font.font)
        for i in texts.indices where texts[i].font == id && texts[i].fallbackWeight == font.fallbackWeight
            && texts[i].metricsOverride == font.metricsOverride {
            return texts[i].prepared
        }
        return nil
    }

    /// `body` run on the memo's analysis of `text` in place (without copying it), or nil when
    /// the memo holds none of it.
    mutating func withAnalysis<Result>(
        of text: String, language: String, _ body: (inout AnalyzedText) -> Result
    ) -> Result? {
        guard analyzed != nil, isFor(text, language) else { return nil }
        return body(&analyzed!)
    }

    /// Keeps the analysis of the text the memo holds (call after `remember(_:text:font:language:)`).
    mutating func remember(_ analysis: consuming AnalyzedText) {
        analyzed = analysis
    }

    mutating func remember(_ prepared: PreparedText, text: String, font: ResolvedFont, language: String) {
        if !isFor(text, language) {
            texts.removeAll(keepingCapacity: true)
            analyzed = nil
            self.text = text
            self.language = language
        }
        if texts.count >= Self.limit { texts.removeFirst() }
        // Room for all at once: a checker's memo holds the system font's two cuts, and the
        // second append grew the array (an allocation per entry; callgrind).
        if texts.capacity == 0 { texts.reserveCapacity(Self.limit) }
        texts.append((ObjectIdentifier(font.font), font.fallbackWeight, font.metricsOverride, prepared))
    }

    private func isFor(_ text: String, _ language: String) -> Bool {
        language == self.language && sameCodeUnits(text, self.text)
    }
}
