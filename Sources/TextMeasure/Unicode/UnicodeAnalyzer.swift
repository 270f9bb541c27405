import Foundation

/// Everything TypeFit needs to know about a text before shaping it: break opportunities,
/// grapheme clusters, bidi levels and script runs, all in UTF-16 offsets.
package struct UnicodeAnalysis: Sendable, Equatable {
    package let text: UTF16Text
    /// The language as ICU understood it (see `LanguageTag.fallbackNote`).
    package let language: LanguageTag
    package let lineBreaks: [BreakOpportunity]
    package let graphemeBoundaries: [Int]
    package let bidi: BidiLevels
    package let scriptRuns: [ScriptRun]
}

/// A caller-owned context that holds ICU's break iterators and bidi object for reuse.
///
/// Opening an ICU iterator costs about as much as running it over a UI string (3.6 µs against
/// 1.5 µs for a 34-character German label, debug build, on this project's 2-core machine), and
/// validating a language tag about as much again (2.5 µs). So one analyzer serves many texts: it
/// keeps one line breaker per language (opened on first use), the validated tags, one grapheme
/// breaker and one bidi object. It is NOT thread-safe; give each thread or task its own, or
/// borrow one from the shared pool with `UnicodeAnalyzer.withShared(_:)`.
package final class UnicodeAnalyzer {
    /// Line breakers by ICU tag; the cap bounds memory when a catalog has many locales.
    private var lineBreakers: [String: LineBreaker] = [:]
    /// Validated tags by the caller's spelling; capped like the line breakers.
    private var languageTags: [String: LanguageTag] = [:]
    private static let cacheLimit = 32
    /// The tag and line breaker asked for last: texts come grouped by language, and comparing
    /// the spelling is a fraction of hashing it (callgrind, issue 14's R1 on 15 locales: the two
    /// dictionary lookups cost 15M instructions in 10,823 analyses).
    private var lastTag: (language: String, tag: LanguageTag)?
    private var lastBreaker: (icuTag: String, breaker: LineBreaker)?
    private var graphemeBreaker: GraphemeBreaker?
    private var bidiAnalyzer: BidiAnalyzer?

    package init() {}

    /// Line-break opportunities for `text` in `language` (a BCP 47 tag; unknown ones use root rules).
    package func lineBreakOpportunities(in text: UTF16Text, language: String) throws(UnicodeAnalysisError) -> [BreakOpportunity] {
        try lineBreaker(for: languageTag(language)).opportunities(in: text)
    }

    /// Extended grapheme cluster boundaries after 0, ending with the text's length.
    package func graphemeBoundaries(in text: UTF16Text) throws(UnicodeAnalysisError) -> [Int] {
        if let boundaries = Self.singleCodePointClusters(text) { return boundaries }
        if graphemeBreaker == nil {
            graphemeBreaker = try GraphemeBreaker()
        }
        return try graphemeBreaker!.boundaries(in: text)
    }

    /// Bidi levels of `text` with the given paragraph direction.
    package func bidiLevels(of text: UTF16Text, direction: ParagraphDirection = .auto) throws(UnicodeAnalysisError) -> BidiLevels {
        if bidiAnalyzer == nil {
            bidiAnalyzer = try BidiAnalyzer()
        }
        return try bidiAnalyzer!.levels(of: text, direction: direction)
    }

    /// Script runs of `text` (see `ScriptItemizer`).
    package func scriptRuns(in text: UTF16Text) throws(UnicodeAnalysisError) -> [ScriptRun] {
        try ScriptItemizer.runs(in: text)
    }

    /// All of the above at once.
    package func analyze(_ text: UTF16Text, language: String, direction: ParagraphDirection = .auto) throws(UnicodeAnalysisError) -> UnicodeAnalysis {
        let tag = languageTag(language)
        return UnicodeAnalysis(
            text: text,
            language: tag,
            lineBreaks: try lineBreaker(for: tag).opportunities(in: text),
            graphemeBoundaries: try graphemeBoundaries(in: text),
            bidi: try bidiLevels(of: text, direction: direction),
            scriptRuns: try scriptRuns(in: text))
    }

    /// The validated tag for `language`, from the cache when this analyzer has seen it.
    package func languageTag(_ language: String) -> LanguageTag {
        if let lastTag, lastTag.language == language {
            return lastTag.tag
        }
        if let tag = languageTags[language] {
            lastTag = (language, tag)
            return tag
        }
        if languageTags.count >= Self.cacheLimit {
            languageTags.removeAll(keepingCapacity: true)
        }
        let tag = LanguageTag(validating: language)
        languageTags[language] = tag
        lastTag = (language, tag)
        return tag
    }

    private func lineBreaker(for tag: LanguageTag) throws(UnicodeAnalysisError) -> LineBreaker {
        let key = tag.icuTag
        if let lastBreaker, lastBreaker.icuTag == key {
            return lastBreaker.breaker
        }
        if let breaker = lineBreakers[key] {
            lastBreaker = (key, breaker)
            return breaker
        }
        if lineBreakers.count >= Self.cacheLimit {
            lineBreakers.removeAll(keepingCapacity: true)
        }
        let breaker = try LineBreaker(language: key)
        lineBreakers[key] = breaker
        lastBreaker = (key, breaker)
        return breaker
    }
}

extension UnicodeAnalyzer {
    /// Runs `body` with an analyzer borrowed from a process-wide pool, and returns it afterwards
    /// (see `ObjectPool`): its break iterators, opened per language, are kept for the next caller.
    package static func withShared<Result>(_ body: (UnicodeAnalyzer) throws -> Result) rethrows -> Result {
        try pool.borrow(body)
    }

    private static let pool = ObjectPool(make: { UnicodeAnalyzer() })
}

extension UnicodeAnalyzer {
    /// The grapheme boundaries of a text in which every code point is a cluster of its own,
    /// without asking ICU; nil when the text has anything else.
    ///
    /// That holds for the blocks below (UAX #29: none of their characters extends, joins or is a
    /// prepended or spacing mark; controls break on both sides; Hangul syllables join only
    /// conjoining jamo, which are not here), except CR LF, one cluster. They hold Latin (with
    /// Vietnamese's precomposed letters), Greek, Cyrillic, Armenian, Georgian, unpointed Hebrew
    /// and Arabic, Chinese, Japanese and Korean UI text, and the common symbols. A test checks
    /// every code point of them against ICU. Half of the texts of issue 14's 15-locale slice
    /// went to ICU before the scripts after Cyrillic were added (51M instructions, callgrind).
    static func singleCodePointClusters(_ text: UTF16Text) -> [Int]? {
        let units = text.units
        for unit in units {
            switch unit {
            case 0x0000...0x000C, 0x000E...0x02FF, 0x0370...0x0482, 0x048A...0x052F, 0x2010...0x2027, 0x2030...0x205E:
                continue
            case 0x0531...0x058F, 0x05D0...0x05F4, 0x0620...0x064A, 0x0660...0x066F, 0x0671...0x06D5, 0x10A0...0x10FF,
                 0x1E00...0x1EFF, 0x2070...0x20CF, 0x2100...0x23FF, 0x2460...0x25FF:
                continue
            case 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
                 0xFF01...0xFF9D:
                continue
            default:
                return nil
            }
        }
        return units.isEmpty ? [] : Array(1...units.count)
    }
}
