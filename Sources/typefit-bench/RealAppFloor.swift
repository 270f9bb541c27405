import Catalogs
import CHarfBuzz
import Foundation
import TextMeasure
import TextStyles

/// F, the floor of the real-app workloads (issue 14): W2c's idea on the real-app corpus. One run
/// reads the catalogs (the checker's reader, one thread), fills each checked entry's format
/// specifiers with the checker's samples, analyzes its text once with ICU (the check's own
/// analyzer) and shapes it once per font instance the check sets it in, with HarfBuzz directly.
///
/// The font instances of a locale are the fonts the check itself picks for one of the locale's
/// words at the slot's twelve sizes (found once, untimed, through `TextMeasurer`): Inter and
/// Inter Display for Latin, Cyrillic and Greek text (the two cuts, DESIGN.md decision 4), the
/// script's Noto font for the bundled scripts, and the font fontconfig gives for Chinese,
/// Japanese and Korean. No itemization, no fallback, no layout: less than any check must do.
final class RealAppFloor {
    let resources: URL
    /// HarfBuzz fonts per locale, at units per em.
    private var fontsByLocale: [String: [OpaquePointer]] = [:]
    private var languages: [String: hb_language_t] = [:]
    /// The font files of each locale's instances (for the report).
    private(set) var filesByLocale: [String: [String]] = [:]
    /// Locales whose text is set in the system font (tracked, as the Pango peer must know).
    private(set) var systemFontLocales: Set<String> = []
    private var loaded: [FontDescriptor: OpaquePointer] = [:]
    private let buffer: OpaquePointer
    private let analyzer = UnicodeAnalyzer()

    struct Output {
        var strings: Int
        var shapings: Int
        var glyphs: Int
        var breaks: Int
    }

    /// Finds each locale's font instances with `measurer` (untimed).
    init(corpus: RealAppCorpus, resources: URL, measurer: TextMeasurer, sizes: [(size: Double, weight: FontWeight)]) throws {
        self.resources = resources
        buffer = hb_buffer_create()!
        let slot = Slot.label(width: RealAppCorpusWriter.slotWidth, lines: RealAppCorpusWriter.slotLines, mode: .truncatingTail)
        let interDirectory = measurer.library.fontsDirectory.appendingPathComponent("Inter").path
        for locale in corpus.locales {
            // A word of the locale's own script (the first long enough one).
            let word = locale.vocabulary.words.first { $0.count >= 4 && !$0.contains(" ") } ?? locale.vocabulary.words[0]
            var descriptors: [FontDescriptor] = []
            for setting in sizes {
                let m = try measurer.measure(word, profile: .system(weight: setting.weight), pointSize: setting.size, language: locale.code, slot: slot)
                for file in m.fontFiles {
                    guard let font = m.prepared.fonts.first(where: { $0.descriptor.path == file }) else { continue }
                    if !descriptors.contains(font.descriptor) { descriptors.append(font.descriptor) }
                }
            }
            fontsByLocale[locale.code] = try descriptors.map(load)
            filesByLocale[locale.code] = descriptors.map { $0.faceIndex == 0 ? $0.path : "\($0.path)#\($0.faceIndex)" }
            if descriptors.contains(where: { $0.path.hasPrefix(interDirectory) }) { systemFontLocales.insert(locale.code) }
            languages[locale.code] = hb_language_from_string(locale.code, -1)
        }
    }

    deinit {
        hb_buffer_destroy(buffer)
        for font in loaded.values { hb_font_destroy(font) }
    }

    private func load(_ descriptor: FontDescriptor) throws -> OpaquePointer {
        if let font = loaded[descriptor] { return font }
        guard let blob = hb_blob_create_from_file_or_fail(descriptor.path) else {
            throw BenchError("cannot read font \(descriptor.path)")
        }
        let face = hb_face_create(blob, UInt32(descriptor.faceIndex))!
        hb_blob_destroy(blob)
        let font = hb_font_create(face)!
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        hb_face_destroy(face)
        hb_font_make_immutable(font)
        loaded[descriptor] = font
        return font
    }

    /// One timed run: read, substitute, analyze, shape.
    func run() -> Output {
        let set = readCatalogs(at: [resources], options: CatalogReadingOptions(concurrency: 1))
        var out = Output(strings: 0, shapings: 0, glyphs: 0, breaks: 0)
        for entry in set.entries where !entry.isFallbackToSource {
            let text = substituteSamples(in: entry.text, key: entry.key, syntax: entry.specifierSyntax)
            out.strings += 1
            if let analysis = try? analyzer.analyze(UTF16Text(text), language: entry.locale) {
                out.breaks += analysis.lineBreaks.count
            }
            guard let fonts = fontsByLocale[entry.locale] else { continue }
            for font in fonts {
                out.glyphs += shape(text, font: font, language: languages[entry.locale])
                out.shapings += 1
            }
        }
        return out
    }

    /// Shapes `text` in one call (direction and script guessed from the text, as one run);
    /// returns the glyph count.
    private func shape(_ text: String, font: OpaquePointer, language: hb_language_t?) -> Int {
        hb_buffer_clear_contents(buffer)
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        if let language { hb_buffer_set_language(buffer, language) }
        hb_shape(font, buffer, nil, 0)
        return Int(hb_buffer_get_length(buffer))
    }

    /// The entries the check measures, with their measured texts (samples filled in), read
    /// untimed for the Pango peers.
    static func checkedTexts(resources: URL) -> [(locale: String, text: String)] {
        readCatalogs(at: [resources]).entries.filter { !$0.isFallbackToSource }.map {
            ($0.locale, substituteSamples(in: $0.text, key: $0.key, syntax: $0.specifierSyntax))
        }
    }
}
