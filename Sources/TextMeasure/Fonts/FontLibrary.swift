import Foundation

/// Loads fonts once and shares them between its callers (a check's threads each have a library
/// of their own: see `independentCopy()`); knows the bundled fonts and the fallback cascade.
///
/// The cascade for a character is: the primary font, then the bundled fonts `Fonts/fallback.json`
/// lists for the character's script (and the text's language), then the other bundled fonts,
/// then, when `usesSystemFallback` is on, whatever fontconfig finds installed. Thread-safe.
public final class FontLibrary: @unchecked Sendable {
    /// The folder of bundled fonts (`Fonts/` in the repository, `share/typefit/Fonts` installed).
    public let fontsDirectory: URL
    /// Whether characters no bundled font has are looked up with fontconfig.
    public let usesSystemFallback: Bool
    /// Whether the test-only font subsets (CJK, emoji) take part in fallback in their listed
    /// place; when false they are still tried last, after fontconfig, before a glyph is missing.
    package let usesTestFonts: Bool
    /// The bundled fonts and their order per script.
    let index: BundledFontIndex

    private let lock = CacheLock()
    private var loaded: [FontDescriptor: Result<Font, FontLoadingError>] = [:]
    private var cascades: [String: [String]] = [:]
    /// Bundled fonts by family and weight: fallback asks for each cascade family per cluster it
    /// places, and building the file's URL each time was 0.5% of a real app's check (issue 14).
    private var bundled: [BundledKey: Result<Font, FontLoadingError>] = [:]
    private let systemLookup: SystemFontLookup
    /// The files fontconfig found for characters no bundled font has.
    private var systemFallbackPaths: Set<String> = []

    /// A library over the bundled fonts in `fontsDirectory`.
    ///
    /// - Throws: `FontLibraryError` when the folder or its `fallback.json` cannot be read.
    ///
    /// - Parameters:
    ///   - usesSystemFallback: look characters no bundled font has up with fontconfig (the CLI
    ///     does; tests turn it off so they depend on repository fonts alone).
    public convenience init(fontsDirectory: URL, usesSystemFallback: Bool = true) throws {
        try self.init(fontsDirectory: fontsDirectory, usesSystemFallback: usesSystemFallback, usesTestFonts: false)
    }

    /// `init(fontsDirectory:usesSystemFallback:)`, and with `usesTestFonts` the small CJK and
    /// emoji subsets made for the tests (and the benchmark) take part.
    package convenience init(fontsDirectory: URL, usesSystemFallback: Bool, usesTestFonts: Bool) throws {
        self.init(fontsDirectory: fontsDirectory, usesSystemFallback: usesSystemFallback, usesTestFonts: usesTestFonts,
                  index: try BundledFontIndex.read(from: fontsDirectory), systemLookup: SystemFontLookup())
    }

    private init(fontsDirectory: URL, usesSystemFallback: Bool, usesTestFonts: Bool, index: BundledFontIndex,
                 systemLookup: SystemFontLookup) {
        self.fontsDirectory = fontsDirectory
        self.usesSystemFallback = usesSystemFallback
        self.usesTestFonts = usesTestFonts
        self.index = index
        self.systemLookup = systemLookup
    }

    /// A library over the same fonts and settings that loads its own `Font` objects (see
    /// `TextMeasurer.forAnotherThread`). Only fontconfig's lookup is shared (its configuration
    /// is read once; fallback asks it only for characters no bundled font has).
    package func independentCopy() -> FontLibrary {
        FontLibrary(fontsDirectory: fontsDirectory, usesSystemFallback: usesSystemFallback, usesTestFonts: usesTestFonts,
                    index: index, systemLookup: systemLookup)
    }

    /// Counts the files `other` found through fontconfig as found by this library too (the
    /// check asks the library it was given, after its threads measured with copies).
    package func includeFontconfigFiles(of other: FontLibrary) {
        other.lock.lock()
        let paths = other.systemFallbackPaths
        other.lock.unlock()
        lock.lock()
        systemFallbackPaths.formUnion(paths)
        lock.unlock()
    }

    /// The font `descriptor` names, loaded on first use and shared afterwards.
    public func font(_ descriptor: FontDescriptor) throws(FontLoadingError) -> Font {
        lock.lock()
        if let cached = loaded[descriptor] {
            lock.unlock()
            return try cached.get()
        }
        lock.unlock()
        let result: Result<Font, FontLoadingError>
        do throws(FontLoadingError) {
            result = .success(try Font(descriptor))
        } catch {
            result = .failure(error)
        }
        lock.lock()
        // Another thread may have loaded it meanwhile; keep the first so fonts stay shared.
        let kept = loaded[descriptor] ?? result
        loaded[descriptor] = kept
        lock.unlock()
        return try kept.get()
    }

    /// A bundled font file by its path relative to the fonts folder (`Inter/Inter-Regular.otf`).
    public func bundledFont(named name: String) throws(FontLoadingError) -> Font {
        try font(FontDescriptor(path: fontsDirectory.appendingPathComponent(name).path))
    }

    /// The bundled family `family` at the weight closest to `weight`.
    public func bundledFont(family: String, weight: Int) throws(FontLoadingError) -> Font {
        let key = BundledKey(family: family, weight: weight)
        lock.lock()
        if let known = bundled[key] {
            lock.unlock()
            return try known.get()
        }
        lock.unlock()
        let result: Result<Font, FontLoadingError>
        do throws(FontLoadingError) {
            guard let file = index.file(family: family, weight: weight) else {
                throw FontLoadingError(.unreadable, path: fontsDirectory.appendingPathComponent("fallback.json").path,
                                       reason: "the bundled fonts list no family '\(family)'")
            }
            result = .success(try bundledFont(named: file))
        } catch {
            result = .failure(error)
        }
        lock.lock()
        bundled[key] = result
        lock.unlock()
        return try result.get()
    }

    private struct BundledKey: Hashable {
        var family: String
        var weight: Int
    }

    /// The first font of the cascade (after the primary) that has every visible character of a
    /// grapheme cluster, or failing that its first character; nil when no font has it.
    func fallbackFont(for cluster: [Unicode.Scalar], script: String, language: String, weight: Int) -> Font? {
        let needed = cluster.filter { !FontLibrary.isIgnorableForCoverage($0) }
        guard let base = needed.first else { return nil }
        var coversBase: Font?
        for family in cascade(script: script, language: language) {
            guard let font = try? bundledFont(family: family, weight: weight) else { continue }
            if needed.allSatisfy(font.covers) { return font }
            if coversBase == nil && font.covers(base) { coversBase = font }
        }
        if let coversBase { return coversBase }
        if usesSystemFallback, let descriptor = systemLookup.descriptor(for: base, language: language),
           let font = try? self.font(descriptor) {
            lock.lock()
            systemFallbackPaths.insert(descriptor.path)
            lock.unlock()
            return font
        }
        // Last resort before a missing glyph: the small CJK and emoji subsets made for the tests
        // (real Noto files, cut down), when the machine has nothing better.
        if !usesTestFonts {
            for family in index.cascade(script: script, language: language, includeTestOnly: true)
            where index.families[family]?.testOnly == true {
                guard let font = try? bundledFont(family: family, weight: weight) else { continue }
                if needed.allSatisfy(font.covers) || font.covers(base) { return font }
            }
        }
        return nil
    }

    /// Whether the font file at `path` was found through fontconfig, for a character no bundled
    /// font has: a result measured with it depends on the fonts installed where TypeFit runs.
    public func wasFoundThroughFontconfig(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return systemFallbackPaths.contains(path)
    }

    /// Whether `path` is one of the bundled fonts (in `fontsDirectory`).
    public func isBundled(_ path: String) -> Bool {
        path.hasPrefix(fontsDirectory.standardizedFileURL.path + "/") || path.hasPrefix(fontsDirectory.path + "/")
    }

    private func cascade(script: String, language: String) -> [String] {
        let key = script + "|" + language
        lock.lock()
        defer { lock.unlock() }
        if let cached = cascades[key] { return cached }
        let order = index.cascade(script: script, language: language, includeTestOnly: usesTestFonts)
        cascades[key] = order
        return order
    }

    /// Characters that need no glyph of their own: joiners, variation selectors, controls.
    static func isIgnorableForCoverage(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        // Blocks with no default-ignorable code point (DerivedCoreProperties.txt; a test compares
        // every code point with the property), answered without the property lookup, which was
        // 0.7% of a real app's check (issue 14): ASCII and Latin-1 up to U+00AC, Greek and
        // Cyrillic, Hebrew, Arabic but U+061C, Devanagari to Sinhala, Thai, kana, CJK ideographs,
        // Hangul syllables.
        if v < 0xAD || (0x0370...0x058F).contains(v) || (0x0590...0x061B).contains(v) || (0x061D...0x06FF).contains(v)
            || (0x0900...0x0DFF).contains(v) || (0x0E00...0x0E7F).contains(v) || (0x3040...0x30FF).contains(v)
            || (0x4E00...0x9FFF).contains(v) || (0xAC00...0xD7A3).contains(v) {
            return false
        }
        if v == 0x200C || v == 0x200D || v == 0x2028 || v == 0x2029 { return true }
        if (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) || (0xE0000...0xE007F).contains(v) { return true }
        return scalar.properties.isDefaultIgnorableCodePoint
    }
}

/// An error reading the bundled fonts' folder.
public struct FontLibraryError: Error, CustomStringConvertible, Sendable {
    /// The file or folder that could not be read.
    public let path: String
    /// Why.
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}
