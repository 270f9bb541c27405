import Foundation

/// The bundled fonts and their fallback order, as `Fonts/fallback.json` lists them.
///
/// The file's schema is documented in `Fonts/README.md`: `families` (name -> CSS weight ->
/// file, `testOnly`), `scripts` (ISO 15924 tag -> families in order), `languages` (BCP 47
/// language -> per-script lists that replace `scripts`).
struct BundledFontIndex: Decodable, Sendable {
    struct Family: Decodable, Sendable {
        var weights: [String: String]
        var testOnly: Bool?
        var standsInFor: String?
        /// True: the family is only ever a primary font asked for by name (Roboto, Android's
        /// system font), never a fallback for another font's missing characters.
        var primaryOnly: Bool?
    }

    var families: [String: Family]
    var scripts: [String: [String]]
    var languages: [String: [String: [String]]]?

    /// The file of `family` closest in weight to `weight` (heavier wins a tie), relative to the
    /// fonts folder.
    func file(family: String, weight: Int) -> String? {
        guard let weights = families[family]?.weights else { return nil }
        let best = weights.compactMap { key, file in Int(key).map { ($0, file) } }.min { a, b in
            let da = abs(a.0 - weight), db = abs(b.0 - weight)
            return da != db ? da < db : a.0 > b.0
        }
        return best?.1
    }

    /// Families to try, in order, for a character of `script` in text of `language`: the
    /// language's list for the script, the script's list, the emoji list, the Common list, then
    /// every other family by name. Test-only families are left out unless `includeTestOnly`.
    func cascade(script: String, language: String, includeTestOnly: Bool) -> [String] {
        let primaryLanguage = String(language.split(separator: "-").first ?? "").lowercased()
        var order: [String] = []
        order += languages?[primaryLanguage]?[script] ?? []
        order += scripts[script] ?? []
        order += scripts["Zsye"] ?? []
        order += scripts["Zyyy"] ?? []
        order += families.keys.sorted()
        var seen = Set<String>()
        return order.filter { name in
            guard let family = families[name], seen.insert(name).inserted else { return false }
            return (includeTestOnly || family.testOnly != true) && family.primaryOnly != true
        }
    }

    /// Reads `fallback.json` from `directory`.
    static func read(from directory: URL) throws -> BundledFontIndex {
        let url = directory.appendingPathComponent("fallback.json")
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw FontLibraryError(path: url.path, reason: "cannot read the bundled fonts' fallback list (\(error.localizedDescription))")
        }
        do {
            return try JSONDecoder().decode(BundledFontIndex.self, from: data)
        } catch {
            throw FontLibraryError(path: url.path, reason: "not a valid fallback list: \(error)")
        }
    }
}
