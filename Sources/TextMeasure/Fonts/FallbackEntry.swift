import Foundation

/// One bundled fallback font, as `Fonts/fallback.json` lists it.
///
/// The file's form:
/// ```json
/// { "fallbacks": [ { "scripts": ["Arab"], "regular": "NotoSansArabic-Regular.ttf",
///                    "bold": "NotoSansArabic-Bold.ttf", "testOnly": false } ] }
/// ```
/// Order is cascade order. `bold` is optional (the regular file serves both).
struct FallbackEntry: Decodable, Sendable {
    var scripts: [String]
    var regular: String
    var bold: String?
    var faceIndex: Int?

    func descriptor(bold wantsBold: Bool, in directory: URL) -> FontDescriptor {
        let name = wantsBold ? (bold ?? regular) : regular
        return FontDescriptor(path: directory.appendingPathComponent(name).path, faceIndex: faceIndex ?? 0)
    }

    private struct File: Decodable {
        var fallbacks: [FallbackEntry]
    }

    /// Reads `fallback.json` from `directory`.
    static func read(from directory: URL) throws -> [FallbackEntry] {
        let url = directory.appendingPathComponent("fallback.json")
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw FontLibraryError(path: url.path, reason: "cannot read the bundled fonts' fallback list (\(error.localizedDescription))")
        }
        do {
            return try JSONDecoder().decode(File.self, from: data).fallbacks
        } catch {
            throw FontLibraryError(path: url.path, reason: "not a valid fallback list: \(error)")
        }
    }
}
