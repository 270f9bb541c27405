import Foundation
internal import CFontconfig

/// Finds an installed font for a character no bundled font has, through fontconfig.
///
/// Used only when a `FontLibrary` allows system fallback (the CLI does; tests do not, so they
/// depend on repository fonts alone). Results are cached per character.
final class SystemFontLookup: @unchecked Sendable {
    private let lock = NSLock()
    private var cache: [UInt32: FontDescriptor?] = [:]
    private var config: OpaquePointer?

    init() {}

    deinit {
        if let config { FcConfigDestroy(config) }
    }

    /// A font file whose character map has `scalar`, preferring fonts for `language`.
    func descriptor(for scalar: Unicode.Scalar, language: String) -> FontDescriptor? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[scalar.value] { return cached }
        let found = lookUp(scalar, language: language)
        cache[scalar.value] = found
        return found
    }

    private func lookUp(_ scalar: Unicode.Scalar, language: String) -> FontDescriptor? {
        if config == nil {
            config = FcInitLoadConfigAndFonts()
        }
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        let charset = FcCharSetCreate()
        defer { FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, scalar.value)
        FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        if !language.isEmpty {
            _ = language.withCString { FcPatternAddString(pattern, FC_LANG, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(config, pattern, FcTrue, nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
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
}
