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
/// Ownership: a shaper owns one `hb_buffer_t`, cleared before each call and destroyed in `deinit`.
/// Not thread-safe: preparations borrow one with their `PreparationWorkspace` (a pool, so each
/// thread reuses a buffer whose arrays have already grown).
final class Shaper {
    private let buffer: OpaquePointer

    init() {
        buffer = hb_buffer_create()!
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
    /// edges sees its neighbours) and appends the glyphs, in visual order, to `output`.
    ///
    /// - Parameters:
    ///   - script: ISO 15924 tag (`Latn`, `Arab`); the buffer's script is set explicitly.
    ///   - language: BCP 47 tag; the buffer's language is set explicitly.
    func shape(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: Font, rightToLeft: Bool,
        script: String, language: String, into output: inout [RawGlyph]
    ) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        let hbScript = hb_script_from_iso15924_tag(Self.tag(script))
        hb_buffer_set_script(buffer, hbScript)
        hb_buffer_set_language(buffer, hbLanguage(language, script: hbScript))
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        hb_shape(font.hbFont, buffer, nil, 0)

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        output.reserveCapacity(output.count + Int(count))
        for i in 0..<Int(count) {
            output.append(RawGlyph(
                glyph: infos[i].codepoint, cluster: Int32(infos[i].cluster), advance: positions[i].x_advance,
                xOffset: positions[i].x_offset, yOffset: positions[i].y_offset))
        }
    }
}
