internal import CHarfBuzz

/// One glyph of a shaping call, with its cluster (a UTF-16 offset into the whole text).
struct RawGlyph {
    var glyph: UInt32
    var cluster: Int32
    var advance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

/// Shapes runs of a text with HarfBuzz, at the font's units per em and without hinting, so that
/// advances scale linearly with the point size.
///
/// A run is shaped word by word where that gives the same glyphs as shaping it whole (see
/// `SpaceSeparation`: cut after each space, when no lookup of the font reaches across a space
/// to the run's characters), and each word's glyphs are kept: a catalog says the same words
/// again and again ("Settings", "your", "Einstellungen") in its entries of a language, and
/// HarfBuzz was a third of a real app's check (issue 14; Android's Minikin and Blink's word
/// shaper cache words for the same reason).
///
/// Ownership: a shaper owns one `hb_buffer_t`, cleared before each call and destroyed in `deinit`.
/// Not thread-safe: preparations borrow one with their `PreparationWorkspace` (a pool, so each
/// thread reuses a buffer whose arrays have already grown). The words are kept by the analysis
/// (`SpaceSeparation`), for every thread that shapes with the same font.
final class Shaper {
    private let buffer: OpaquePointer
    /// Whether runs are shaped word by word (false: always whole, for tests that compare).
    let shapesWords: Bool

    init(shapesWords: Bool = true) {
        buffer = hb_buffer_create()!
        self.shapesWords = shapesWords
    }

    deinit {
        hb_buffer_destroy(buffer)
    }

    /// The last language and script asked for and the handle to shape them with (see
    /// `ShapingLanguages`): a text's runs all have its language, and looking the handle up
    /// each time cost more than shaping a short run's bookkeeping (callgrind).
    private var language: (tag: String, script: hb_script_t, handle: hb_language_t?)?

    private func hbLanguage(_ tag: String, script: hb_script_t) -> hb_language_t? {
        if let language, language.tag == tag, language.script == script { return language.handle }
        let handle = ShapingLanguages.handle(for: tag, script: script)
        language = (tag, script, handle)
        return handle
    }

    /// An ISO 15924 code packed as HarfBuzz's tag (`HB_TAG`), padded with spaces as
    /// `hb_tag_from_string` does (and, like it, 0 for an empty code).
    static func tag(_ code: String) -> hb_tag_t {
        if code.isEmpty { return 0 }
        var tag: hb_tag_t = 0
        var count = 0
        for byte in code.utf8.prefix(4) {
            tag = tag << 8 | hb_tag_t(byte)
            count += 1
        }
        while count < 4 {
            tag = tag << 8 | 0x20
            count += 1
        }
        return tag
    }

    /// Shapes `range` of `text` (the whole text is passed as context, so shaping at the run's
    /// edges sees its neighbours) and appends the glyphs, in visual order, to `output`. Each
    /// paragraph of the range is shaped on its own, and each paragraph separator alone.
    ///
    /// - Parameters:
    ///   - script: ISO 15924 tag (`Latn`, `Arab`); the buffer's script is set explicitly.
    ///   - language: BCP 47 tag; the buffer's language is set explicitly.
    func shape(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: Font, rightToLeft: Bool,
        script: String, language: String, into output: inout [RawGlyph]
    ) {
        let hbScript = hb_script_from_iso15924_tag(Self.tag(script))
        let handle = hbLanguage(language, script: hbScript)
        guard !range.isEmpty else { return }
        // Each paragraph on its own: a paragraph separator ends shaping, as in Pango and Blink
        // (no lookup reaches across a forced break). Pieces: a paragraph's text, a separator
        // alone; in visual order, so a right-to-left run's last piece first.
        // Taken out of the property while in use, so its storage is not shared (and copied).
        var pieceStarts = paragraphPieces
        paragraphPieces = []
        pieceStarts.removeAll(keepingCapacity: true)
        pieceStarts.append(range.lowerBound)
        for i in range where Self.isParagraphSeparator(text[i]) {
            if i > pieceStarts[pieceStarts.count - 1] { pieceStarts.append(i) }
            if i + 1 < range.upperBound { pieceStarts.append(i + 1) }
        }
        pieceStarts.append(range.upperBound)
        defer { paragraphPieces = pieceStarts }
        let count = pieceStarts.count - 1
        for n in 0..<count {
            let k = rightToLeft ? count - 1 - n : n
            let piece = pieceStarts[k]..<pieceStarts[k + 1]
            if shapesWords && !Self.isParagraphSeparator(text[piece.lowerBound])
                && shapeWords(text, range: piece, font: font, rightToLeft: rightToLeft, script: hbScript, language: handle, into: &output) {
                continue
            }
            shape(text, range: piece, font: font, rightToLeft: rightToLeft, script: hbScript, language: handle, into: &output)
        }
    }

    /// Where the pieces of the run being shaped start (kept to reuse its storage).
    private var paragraphPieces: [Int] = []

    /// Whether `unit` ends a paragraph: the characters of bidi class B (UAX #9), LF, CR, the
    /// information separators U+001C-U+001E, NEL and U+2029 PARAGRAPH SEPARATOR.
    @inline(__always)
    static func isParagraphSeparator(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0A, 0x0D, 0x1C, 0x1D, 0x1E, 0x85, 0x2029: return true
        default: return false
        }
    }

    /// One HarfBuzz call: `range` of `text`, the rest of `text` as context; clusters are offsets
    /// into `text` plus `clusterOffset`.
    private func shape(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: Font, rightToLeft: Bool,
        script: hb_script_t, language: hb_language_t?, clusterOffset: Int32 = 0, into output: inout [RawGlyph]
    ) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, language)
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        hb_shape(font.hbFont, buffer, nil, 0)

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        output.reserveCapacity(output.count + Int(count))
        for i in 0..<Int(count) {
            output.append(RawGlyph(
                glyph: infos[i].codepoint, cluster: Int32(infos[i].cluster) + clusterOffset, advance: positions[i].x_advance,
                xOffset: positions[i].x_offset, yOffset: positions[i].y_offset))
        }
    }

    // MARK: Word by word

    private struct SeparationKey: Hashable {
        var font: ObjectIdentifier
        var script: hb_script_t
        var language: UnsafeRawPointer?
        var rightToLeft: Bool
    }

    /// Each font, script, language and direction's analysis, as this shaper's table of its
    /// answers (one table per analysis: languages with the same lookups share it). The tables
    /// keep their analyses and those their fonts alive, so the identities in the keys stay theirs.
    private var separations: [SeparationKey: SpaceSeparation.Kinds] = [:]
    private var tables: [ObjectIdentifier: SpaceSeparation.Kinds] = [:]
    /// Where each word of the run being shaped starts (kept to reuse its storage).
    private var wordStarts: [Int] = []
    /// The words of the run being shaped with a sensitive character, and where each piece of it
    /// ends (a word index): kept to reuse their storage.
    private var sensitiveWords: [(word: Int, reach: Int, first: Int, last: Int, rules: UInt64)] = []
    private var pieceEnds: [Int] = []
    private var blockedCuts: [Bool] = []
    /// Runs this shaper shaped word by word, and runs it shaped in pieces of several words
    /// around sensitive characters (for tests).
    private(set) var runsShapedAsWords = 0
    private(set) var runsShapedInPieces = 0
    /// Pieces of more than one word this shaper shaped (words kept together around sensitive
    /// characters; for tests).
    private(set) var piecesOfSeveralWords = 0

    private func separation(_ font: Font, script: hb_script_t, language: hb_language_t?, rightToLeft: Bool) -> SpaceSeparation.Kinds {
        let key = SeparationKey(font: ObjectIdentifier(font), script: script, language: UnsafeRawPointer(language), rightToLeft: rightToLeft)
        if let known = separations[key] { return known }
        if separations.count >= 256 {
            separations.removeAll()
            tables.removeAll()
        }
        let analysis = SpaceSeparation.analysis(font: font, script: script, language: language, rightToLeft: rightToLeft)
        let table = tables[ObjectIdentifier(analysis)] ?? SpaceSeparation.Kinds(analysis)
        tables[ObjectIdentifier(analysis)] = table
        separations[key] = table
        return table
    }

    /// Shapes `range` word by word when `SpaceSeparation` allows it, appending what shaping it
    /// whole would have; false (nothing appended) when it does not.
    ///
    /// A word runs to just after a space that a starter follows. A word with a space, a
    /// paragraph separator or the text's edge on both sides is shaped alone and kept (with
    /// those neighbours, the text around it changes nothing: see `SpaceSeparation`); one at a
    /// run's edge inside a word (a change of font or script) is shaped with the whole text as
    /// context, as before.
    ///
    /// A word with a character that a lookup looking across spaces may act on (Inter's `x`
    /// between numbers, its brackets before capitals) is shaped together with the words within
    /// the lookups' reach on either side, as one piece: no such lookup can match across a cut
    /// that many spaces away (each word ends in a space, and a match that crosses a cut holds
    /// the character, every space between and a glyph beyond the cut), nor across one with a
    /// character between that none of the rules acting on the character can hold (the `t` of
    /// "next" stops the rules that make its `x` a multiplication sign: `SpaceSeparation.Masks`).
    /// Before, one such character made the whole run be shaped whole: a third of a real app's
    /// Latin text.
    private func shapeWords(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: Font, rightToLeft: Bool,
        script: hb_script_t, language: hb_language_t?, into output: inout [RawGlyph]
    ) -> Bool {
        let table = separation(font, script: script, language: language, rightToLeft: rightToLeft)
        guard table.separation.cuts else { return false }
        wordStarts.removeAll(keepingCapacity: true)
        sensitiveWords.removeAll(keepingCapacity: true)
        wordStarts.append(range.lowerBound)
        for i in range {
            let kind = table.kind(of: text[i])
            switch kind {
            case .starter, .sensitiveStarter:
                if i > range.lowerBound && text[i - 1] == 0x20 { wordStarts.append(i) }
            case .continuing, .sensitiveContinuing:
                break
            case .unsafe, .unknown:
                return false
            }
            if kind == .sensitiveStarter || kind == .sensitiveContinuing {
                let word = wordStarts.count - 1, reach = table.reach(of: text[i]), rules = table.masks(of: text[i]).input
                if sensitiveWords.last?.word == word {
                    let last = sensitiveWords.count - 1
                    sensitiveWords[last].reach = max(reach, sensitiveWords[last].reach)
                    sensitiveWords[last].last = i
                    sensitiveWords[last].rules |= rules
                } else {
                    sensitiveWords.append((word, reach, i, i, rules))
                }
            }
        }
        wordStarts.append(range.upperBound)
        let count = wordStarts.count - 1
        // The pieces, as the word each ends before. The cut after word `w` stays unless a
        // sensitive word `j` is within its reach `r` (spaces) of it and one of the rules its
        // characters can be the input of can hold everything between: a match that crosses the
        // cut holds the character, the space ending each word between, w - j + 1 spaces
        // (j <= w) or j - w (j > w), at most `r`, and every glyph from the character to the far
        // side of the cut (from the word's last sensitive character to the first unit after the
        // cut; from the cut's space to its first one).
        pieceEnds.removeAll(keepingCapacity: true)
        if sensitiveWords.isEmpty {
            for w in 1...count { pieceEnds.append(w) }
            runsShapedAsWords += 1
        } else {
            blockedCuts.removeAll(keepingCapacity: true)
            blockedCuts.append(contentsOf: repeatElement(false, count: count))
            for (j, r, first, last, rules) in sensitiveWords {
                // Right: where the last rule that could go on from `last` stops (none: past it all).
                var stop = Int.max
                var alive = rules
                var i = last + 1
                let rightmost = wordStarts[min(count, j + r + 1)]
                while i < range.upperBound && i <= rightmost {
                    alive &= table.masks(of: text[i]).held
                    if alive == 0 {
                        stop = i
                        break
                    }
                    i += 1
                }
                var w = j
                while w <= min(count - 1, j + r) && (w == count - 1 || stop > wordStarts[w + 1]) {
                    blockedCuts[w] = true
                    w += 1
                }
                // Left: the same, back from `first` (the cut's space is held by every rule).
                var start = -1
                alive = rules
                i = first - 1
                let leftmost = wordStarts[max(0, j - r) + 1]
                while i >= leftmost {
                    alive &= table.masks(of: text[i]).held
                    if alive == 0 {
                        start = i
                        break
                    }
                    i -= 1
                }
                w = j - 1
                while w >= max(0, j - r) && start < wordStarts[w + 1] {
                    blockedCuts[w] = true
                    w -= 1
                }
            }
            for w in 0..<(count - 1) where !blockedCuts[w] { pieceEnds.append(w + 1) }
            pieceEnds.append(count)
            guard pieceEnds.count > 1 else { return false }  // one piece: the run whole
            runsShapedInPieces += 1
        }
        let separation = table.separation
        // Glyphs come in visual order: a right-to-left run's last piece first.
        let pieceCount = pieceEnds.count
        for n in 0..<pieceCount {
            let k = rightToLeft ? pieceCount - 1 - n : n
            let start = wordStarts[k == 0 ? 0 : pieceEnds[k - 1]], end = wordStarts[pieceEnds[k]]
            // A paragraph's edge is an edge of shaping, as the text's is.
            let alone = (start == 0 || text[start - 1] == 0x20 || Self.isParagraphSeparator(text[start - 1]))
                && (end == text.count || text[end - 1] == 0x20 || Self.isParagraphSeparator(text[end]))
            let oneWord = pieceEnds[k] - (k == 0 ? 0 : pieceEnds[k - 1]) == 1
            guard alone && oneWord else {
                if !oneWord { piecesOfSeveralWords += 1 }
                shape(text, range: start..<end, font: font, rightToLeft: rightToLeft, script: script, language: language, into: &output)
                continue
            }
            let key = SpaceSeparation.WordKey(script: script, language: UnsafeRawPointer(language), units: Array(text[start..<end]))
            let glyphs = separation.word(key) ?? {
                var shaped: [RawGlyph] = []
                shape(UnsafeBufferPointer(rebasing: text[start..<end]), range: 0..<(end - start), font: font,
                      rightToLeft: rightToLeft, script: script, language: language, into: &shaped)
                separation.keep(shaped, for: key)
                return shaped
            }()
            let offset = Int32(start)
            output.reserveCapacity(output.count + glyphs.count)
            for glyph in glyphs {
                var placed = glyph
                placed.cluster += offset
                output.append(placed)
            }
        }
        return true
    }
}
