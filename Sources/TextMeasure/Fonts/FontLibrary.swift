import Foundation

/// Loads fonts once and shares them; knows the bundled fonts and the fallback cascade.
///
/// The cascade for a character is: the primary font, then the bundled fallback fonts (in the
/// order `Fonts/fallback.json` lists them, the ones for the character's script first), then,
/// when `usesSystemFallback` is on, whatever fontconfig finds installed. Thread-safe.
public final class FontLibrary: @unchecked Sendable {
    /// The folder of bundled fonts (`Fonts/` in the repository, `share/typefit/Fonts` installed).
    public let fontsDirectory: URL
    /// Whether characters no bundled font has are looked up with fontconfig.
    public let usesSystemFallback: Bool
    /// Bundled fallback fonts, in cascade order.
    let fallbackEntries: [FallbackEntry]

    private let lock = NSLock()
    private var loaded: [FontDescriptor: Result<Font, FontLoadingError>] = [:]
    private let systemLookup = SystemFontLookup()

    /// A library over the bundled fonts in `fontsDirectory`.
    ///
    /// - Throws: `FontLibraryError` when the folder or its `fallback.json` cannot be read.
    public init(fontsDirectory: URL, usesSystemFallback: Bool = true) throws {
        self.fontsDirectory = fontsDirectory
        self.usesSystemFallback = usesSystemFallback
        self.fallbackEntries = try FallbackEntry.read(from: fontsDirectory)
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

    /// A bundled font file by name (for example `Inter-Regular.otf`).
    public func bundledFont(named name: String) throws(FontLoadingError) -> Font {
        try font(FontDescriptor(path: fontsDirectory.appendingPathComponent(name).path))
    }

    /// The first font of the cascade (after the primary) that has every visible character of a
    /// grapheme cluster, or failing that its first character; nil when no font has it.
    func fallbackFont(for cluster: [Unicode.Scalar], script: String, language: String, bold: Bool) -> Font? {
        let needed = cluster.filter { !FontLibrary.isIgnorableForCoverage($0) }
        guard let base = needed.first else { return nil }
        var coversBase: Font?
        // The fonts made for the cluster's script first, then the others, each in listed order.
        let ordered = fallbackEntries.filter { $0.scripts.contains(script) } + fallbackEntries.filter { !$0.scripts.contains(script) }
        for entry in ordered {
            guard let font = try? self.font(entry.descriptor(bold: bold, in: fontsDirectory)) else { continue }
            if needed.allSatisfy(font.covers) { return font }
            if coversBase == nil && font.covers(base) { coversBase = font }
        }
        if let coversBase { return coversBase }
        if usesSystemFallback, let descriptor = systemLookup.descriptor(for: base, language: language),
           let font = try? self.font(descriptor) {
            return font
        }
        return nil
    }

    /// Characters that need no glyph of their own: joiners, variation selectors, controls.
    static func isIgnorableForCoverage(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        if v == 0x200C || v == 0x200D || v == 0x2028 || v == 0x2029 { return true }
        if (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) || (0xE0000...0xE007F).contains(v) { return true }
        return scalar.properties.isDefaultIgnorableCodePoint
    }
}

/// An error reading the bundled fonts' folder.
public struct FontLibraryError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}
