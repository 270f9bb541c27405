import Foundation
import TextStyles

/// Measures text: resolves fonts, prepares (shapes) each text once, and lays it out in slots.
///
/// A `PreparedText` is cached by text, font instance and language, so checking one string at
/// twelve categories and several slots shapes it once per font instance (the system profile
/// has two: the Text and Display cuts). Thread-safe.
public final class TextMeasurer: @unchecked Sendable {
    public let library: FontLibrary
    /// Vertical metrics of the system font, in font units (from `Tables/system_font_metrics.csv`).
    public let systemMetrics: SystemFontMetrics

    private let lock = NSLock()
    private var cache: [PreparationKey: PreparedText] = [:]
    /// Bounds the cache's memory on huge inputs; the cache is cleared when it is reached.
    private let cacheLimit: Int

    public init(library: FontLibrary, systemMetrics: SystemFontMetrics = .ios, cacheLimit: Int = 200_000) {
        self.library = library
        self.systemMetrics = systemMetrics
        self.cacheLimit = cacheLimit
    }

    /// The font `profile` gives at `pointSize`.
    public func resolve(_ profile: FontProfile, pointSize: Double) throws(FontLoadingError) -> ResolvedFont {
        switch profile {
        case .system(let weight):
            let display = pointSize >= systemMetrics.displayCutFromPointSize
            let font = try library.bundledFont(family: display ? "Inter Display" : "Inter", weight: weight.numericValue)
            let override = FaceMetrics(
                unitsPerEm: systemMetrics.unitsPerEm, ascender: systemMetrics.ascender,
                descender: systemMetrics.descender, lineGap: systemMetrics.lineGap,
                capHeight: systemMetrics.capHeight, xHeight: systemMetrics.xHeight)
            return ResolvedFont(
                font: font, pointSize: pointSize, tracking: Tracking.points(pointSize: pointSize),
                metricsOverride: override, fallbackWeight: weight.numericValue)
        case .custom(let descriptor, let trackingEm):
            let font = try library.font(descriptor)
            return ResolvedFont(
                font: font, pointSize: pointSize, tracking: (trackingEm ?? 0) * pointSize,
                metricsOverride: nil, fallbackWeight: 400)
        }
    }

    /// `text` prepared with `font`'s primary face for `language`, shaped on first use.
    public func prepare(_ text: String, with font: ResolvedFont, language: String) -> PreparedText {
        let key = PreparationKey(
            text: text, font: font.font.descriptor, language: language,
            metricsOverride: font.metricsOverride, fallbackWeight: font.fallbackWeight)
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let prepared = TextPreparer.prepare(key, primary: font.font, library: library)
        lock.lock()
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = prepared
        lock.unlock()
        return prepared
    }

    /// Empties the prepared-text cache.
    public func clearCache() {
        lock.lock()
        cache.removeAll()
        lock.unlock()
    }
}
