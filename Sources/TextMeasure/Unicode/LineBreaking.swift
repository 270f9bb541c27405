/// A place where a line may (or must) end: the line ends before the code unit at `offset`.
///
/// From ICU's UAX #14 line breaker for the text's language; ICU finds word boundaries in Thai,
/// Lao, Khmer and Burmese with dictionaries and allows breaks between CJK ideographs except where
/// the rules forbid them (no break before 。 or 、, "kinsoku").
package struct BreakOpportunity: Hashable, Sendable, CustomStringConvertible {
    /// UTF-16 offset of the first code unit of the next line.
    package let offset: Int
    /// A mandatory break (UAX #14 class BK, CR, LF, NL: after \n, U+2028, U+2029, ...): the line
    /// ends here whatever its width. ICU reports it as rule status UBRK_LINE_HARD.
    package let isMandatory: Bool

    package init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }

    package var description: String { isMandatory ? "\(offset)!" : "\(offset)" }
}

/// Finds line-break opportunities with ICU's line break iterator for one language.
///
/// Owns an ICU iterator: create one per language and reuse it; not thread-safe (one per thread
/// or task). `UnicodeAnalyzer` keeps one per language for you.
package final class LineBreaker {
    /// The BCP 47 tag whose ICU tailoring is used ("" for ICU's root rules).
    package let language: String
    private let iterator: BreakIterator

    /// Opens ICU's line break iterator for `language` (BCP 47; unknown languages get the root
    /// rules, see `LanguageTag`).
    package init(language: String) throws(UnicodeAnalysisError) {
        self.language = language
        self.iterator = try BreakIterator(kind: .line, language: language)
    }

    /// The opportunities in `text`, ascending, after offset 0; the last one is the end of the
    /// text (mandatory only when the text ends with a hard break).
    package func opportunities(in text: UTF16Text) throws(UnicodeAnalysisError) -> [BreakOpportunity] {
        try iterator.boundaries(text.units) { BreakOpportunity(offset: $0, isMandatory: $1) }
    }
}

/// Finds extended grapheme cluster boundaries (UAX #29) with ICU's character break iterator.
///
/// A grapheme cluster is what a user sees as one character: an emoji ZWJ sequence, a flag, a
/// letter with its combining marks, a Hangul syllable. With ICU 72's rules a Devanagari conjunct
/// such as क्ष (ka, virama, ssa) is also one cluster (checked in UnicodeAnalysisTests).
/// Truncation cuts only at these boundaries. Not thread-safe: one per thread or task.
package final class GraphemeBreaker {
    private let iterator: BreakIterator

    package init() throws(UnicodeAnalysisError) {
        self.iterator = try BreakIterator(kind: .character, language: "")
    }

    /// The boundaries of `text` after offset 0, ascending, ending with the text's length.
    package func boundaries(in text: UTF16Text) throws(UnicodeAnalysisError) -> [Int] {
        try iterator.boundaries(text.units) { offset, _ in offset }
    }
}
