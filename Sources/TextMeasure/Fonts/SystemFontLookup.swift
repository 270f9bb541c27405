import Foundation
internal import CFontconfig

/// Finds an installed font for a character no bundled font has, through fontconfig.
///
/// Used only when a `FontLibrary` allows system fallback (the CLI does; tests do not, so they
/// depend on repository fonts alone). fontconfig sorts the installed fonts once per language
/// (`FcFontSort` over every installed font, about 2.4M instructions), and each character takes
/// the first font of that order whose character map has it; answers are cached per language and
/// character.
///
/// The first font in the language's order that has the character is the font `FcFontSort` puts
/// first for a pattern of that one character and the language: the character set outranks family
/// and language in fontconfig's match (its matcher ranks the character set above family and language), so the
/// fonts that have the character come first, in the order of the rest of the pattern. Asking
/// once per character cost a real app's check a fontconfig sort for every distinct Chinese,
/// Japanese or Korean character (11% of it in issue 14's first profile).
///
/// The cache is keyed by language as well as character: keyed by character alone, later locales
/// got the font the first asker's language chose, and with `--jobs 2` whichever thread asked
/// first (Noto Sans CJK's collection drew Traditional Chinese in its Japanese face in the HTML
/// report, differently from run to run).
final class SystemFontLookup: @unchecked Sendable {
    private let lock = NSLock()
    private var cache: [String: [UInt32: FontDescriptor?]] = [:]
    /// The installed fonts sorted for each language asked about (nil: fontconfig had none).
    private var sorted: [String: UnsafeMutablePointer<FcFontSet>?] = [:]
    private var config: OpaquePointer?

    init() {}

    deinit {
        for case let set? in sorted.values { FcFontSetDestroy(set) }
        if let config { FcConfigDestroy(config) }
    }

    /// A font file whose character map has `scalar`, preferring fonts for `language`.
    func descriptor(for scalar: Unicode.Scalar, language: String) -> FontDescriptor? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[language]?[scalar.value] { return cached }
        let found = lookUp(scalar, language: language)
        cache[language, default: [:]][scalar.value] = found
        return found
    }

    /// The first font of `language`'s order that has `scalar`. Call with `lock` held.
    private func lookUp(_ scalar: Unicode.Scalar, language: String) -> FontDescriptor? {
        guard let set = fonts(for: language) else { return nil }
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var fontCharset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch,
                  FcCharSetHasChar(fontCharset, scalar.value) != 0 else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
            // fontconfig keeps a named-instance number in the high 16 bits of the index.
            return FontDescriptor(path: path, faceIndex: Int(index & 0xFFFF))
        }
        return nil
    }

    /// Every installed font, in fontconfig's order for `language` (untrimmed: a font that adds
    /// nothing to the ones before it may still be the first to have a character they lack).
    /// Call with `lock` held.
    private func fonts(for language: String) -> UnsafeMutablePointer<FcFontSet>? {
        if let known = sorted[language] { return known }
        if config == nil {
            config = FcInitLoadConfigAndFonts()
        }
        var set: UnsafeMutablePointer<FcFontSet>?
        if let config, let pattern = FcPatternCreate() {
            if !language.isEmpty {
                _ = language.withCString { FcPatternAddString(pattern, FC_LANG, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            }
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            set = FcFontSort(config, pattern, FcFalse, nil, &result)
            FcPatternDestroy(pattern)
        }
        sorted[language] = set
        return set
    }
}
