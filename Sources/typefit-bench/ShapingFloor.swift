import CHarfBuzz
import TextMeasure
import Foundation

/// W2: the limit. Each corpus string shaped once with HarfBuzz directly, from the same bundled
/// font files, one buffer reused, script, language and direction set explicitly, no layout.
///
/// One call per string with the locale's main font (Inter for Latin, Cyrillic and Greek, the
/// Noto cut or the CJK subset for the others): no itemization, no fallback, no break analysis.
/// That is less than any checker must do, which is what makes it a floor.
///
/// With `perFontInstance`, W2b: the Inter strings are shaped a second time with Inter Display,
/// as the system profile sets them from 20 pt (DESIGN.md decision 4), so each string is shaped
/// once per font instance the check sets it in. Not a target of the issue; it shows how much of
/// W1 / W2 that design decision accounts for.
final class ShapingFloor {
    /// HarfBuzz fonts by file, at units per em (as TextMeasure shapes).
    private var fonts: [String: OpaquePointer] = [:]
    private let fontsDirectory: URL
    private let buffer: OpaquePointer

    /// One prepared job: the bytes, the font and the buffer settings.
    struct Job {
        var utf8: [UInt8]
        var font: OpaquePointer
        var direction: hb_direction_t
        var script: hb_script_t
        var language: hb_language_t
    }

    private(set) var jobs: [Job] = []

    init(entries: [CorpusEntry], fontsDirectory: URL, sizes: StyleSizes, perFontInstance: Bool = false) throws {
        self.fontsDirectory = fontsDirectory
        buffer = hb_buffer_create()!
        var jobs: [Job] = []
        jobs.reserveCapacity(entries.count)
        let defaultIndex = sizes.categories.firstIndex(of: .default) ?? 3
        for entry in entries {
            let weight = sizes.table[entry.style]![defaultIndex].weight.numericValue
            let (file, script, rtl) = ShapingFloor.font(locale: entry.locale, weight: weight)
            var files = [file]
            if perFontInstance && file.hasPrefix("Inter/") {
                files.append(file.replacingOccurrences(of: "Inter/Inter-", with: "Inter/InterDisplay-"))
            }
            for file in files {
                jobs.append(Job(
                    utf8: Array(entry.text.utf8), font: try load(file), direction: rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR,
                    script: hb_script_from_string(script, -1), language: hb_language_from_string(entry.locale, -1)))
            }
        }
        self.jobs = jobs
    }

    deinit {
        hb_buffer_destroy(buffer)
        for font in fonts.values { hb_font_destroy(font) }
    }

    /// The main font file, script and direction of a locale (weight 400 or above -> the cut).
    static func font(locale: String, weight: Int) -> (file: String, script: String, rtl: Bool) {
        let bold = weight >= 600
        switch locale {
        case "ar": return ("Noto/NotoSansArabic-\(bold ? "Bold" : "Regular").ttf", "Arab", true)
        case "he": return ("Noto/NotoSansHebrew-\(bold ? "Bold" : "Regular").ttf", "Hebr", true)
        case "th": return ("Noto/NotoSansThai-\(bold ? "Bold" : "Regular").ttf", "Thai", false)
        case "hi": return ("Noto/NotoSansDevanagari-\(bold ? "Bold" : "Regular").ttf", "Deva", false)
        case "ja": return ("test/NotoSansCJKjp-Subset.otf", "Hani", false)
        case "ru": return (interFile(weight), "Cyrl", false)
        case "el": return (interFile(weight), "Grek", false)
        default: return (interFile(weight), "Latn", false)
        }
    }

    static func interFile(_ weight: Int) -> String {
        switch weight {
        case ..<450: "Inter/Inter-Regular.otf"
        case ..<550: "Inter/Inter-Medium.otf"
        case ..<650: "Inter/Inter-SemiBold.otf"
        default: "Inter/Inter-Bold.otf"
        }
    }

    private func load(_ file: String) throws -> OpaquePointer {
        if let font = fonts[file] { return font }
        let path = fontsDirectory.appendingPathComponent(file).path
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw BenchError("cannot read font \(path)")
        }
        let face = hb_face_create(blob, 0)!
        hb_blob_destroy(blob)
        let font = hb_font_create(face)!
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        hb_face_destroy(face)
        hb_font_make_immutable(font)
        fonts[file] = font
        return font
    }

    /// Shapes every string once; returns the glyph count and the sum of advances (so the work
    /// cannot be optimized away, and runs can be compared).
    func run() -> (glyphs: Int, advance: Int) {
        var glyphs = 0
        var advance = 0
        for job in jobs {
            hb_buffer_clear_contents(buffer)
            job.utf8.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
                }
            }
            hb_buffer_set_direction(buffer, job.direction)
            hb_buffer_set_script(buffer, job.script)
            hb_buffer_set_language(buffer, job.language)
            hb_shape(job.font, buffer, nil, 0)
            var count: UInt32 = 0
            if let positions = hb_buffer_get_glyph_positions(buffer, &count) {
                glyphs += Int(count)
                for i in 0..<Int(count) { advance += Int(positions[i].x_advance) }
            }
        }
        return (glyphs, advance)
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// W2c: W2b plus ICU's analysis of each string once (line breaks with the locale's rules and
/// dictionaries, grapheme clusters, bidi levels, script runs), through the same analyzer the
/// check uses, from the Swift string on. The work a check that analyzes text as TypeFit does
/// cannot skip; not a target of the issue.
final class AnalysisFloor {
    let shaping: ShapingFloor
    let texts: [(text: String, language: String)]
    /// One analyzer for every run, as the check reuses its pooled ones: its ICU break iterators
    /// (and dictionaries) are opened by the first, untimed run, not inside a timed one.
    private let analyzer = UnicodeAnalyzer()

    init(entries: [CorpusEntry], fontsDirectory: URL, sizes: StyleSizes) throws {
        shaping = try ShapingFloor(entries: entries, fontsDirectory: fontsDirectory, sizes: sizes, perFontInstance: true)
        texts = entries.map { ($0.text, $0.locale) }
    }

    /// Analyzes and shapes every string; returns the glyph count and the number of break
    /// opportunities (so neither can be optimized away).
    func run() -> (glyphs: Int, breaks: Int) {
        var breaks = 0
        for (text, language) in texts {
            if let analysis = try? analyzer.analyze(UTF16Text(text), language: language) {
                breaks += analysis.lineBreaks.count
            }
        }
        return (shaping.run().glyphs, breaks)
    }
}
