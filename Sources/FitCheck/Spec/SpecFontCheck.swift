import TextMeasure

extension Spec {
    /// The custom fonts the spec names: `font` and every `fontsByLocale` entry.
    public var customFonts: [FontDescriptor] {
        var result: [FontDescriptor] = []
        for choice in [font] + fontsByLocale.keys.sorted().map({ fontsByLocale[$0]! }) {
            if case .custom(let descriptor, _) = choice, !result.contains(descriptor) { result.append(descriptor) }
        }
        return result
    }

    /// Loads every custom font the spec names, so that a file that is not a font (or a bad face
    /// index or variation) is a usage error at the spec's line rather than an error per entry.
    /// - Throws: ``SpecError`` of kind `missingFont` with FreeType's reason.
    public func checkFonts(with library: FontLibrary) throws(SpecError) {
        for descriptor in customFonts {
            do throws(FontLoadingError) {
                _ = try library.font(descriptor)
            } catch {
                throw SpecError(.missingFont, file: path ?? "spec", line: fontLines[descriptor] ?? 1,
                                "cannot use the font: \(error.description)",
                                hint: "point the spec at a TTF, OTF or TTC file, or write \"system\"")
            }
        }
    }
}
