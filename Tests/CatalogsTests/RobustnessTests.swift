import Foundation
import Testing
@testable import Catalogs

/// Readers must never trap: every prefix of every fixture (a truncated download, a half-saved
/// file) is read, and anything that is not a clean file yields at least one issue or entry.
@Suite("Robustness")
struct RobustnessTests {
    static let fixtures: [(path: String, format: CatalogFormat)] = [
        ("StringCatalog/Localizable.xcstrings", .stringCatalog),
        ("Strings/Localizable.strings", .strings),
        ("StringsDict/Localizable.stringsdict", .stringsdict),
        ("XLIFF/de.xliff", .xliff),
        ("XLIFF/fr.xlf", .xliff),
        ("Android/res/values/strings.xml", .androidStrings),
        ("Unsafe/xxe.xml", .androidStrings),
    ]

    @Test(arguments: fixtures.map(\.path))
    func truncatedFilesNeverTrap(path: String) throws {
        let format = try #require(CatalogFormat(path: path))
        let text = try String(contentsOf: Fixtures.url(path), encoding: .utf8)
        let characters = Array(text)
        for cut in stride(from: 0, to: characters.count, by: 13) {
            let file = readCatalog(text: String(characters[..<cut]), path: path, format: format, locale: "de")
            for issue in file.issues {
                #expect(issue.line >= 1)
            }
        }
    }

    @Test(arguments: ["{", "[", "{\"strings\":", "\"", "\\", "<", "<?xml", "<resources><string name=\"a\">", "/*", "\"a\" = ", String(repeating: "[", count: 10_000)])
    func hostileSnippetsNeverTrap(text: String) {
        for format in CatalogFormat.allCases {
            _ = readCatalog(text: text, path: "snippet", format: format)
        }
    }
}
