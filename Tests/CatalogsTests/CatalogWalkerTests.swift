import Foundation
import Testing
@testable import Catalogs

@Suite("Directory walking")
struct CatalogWalkerTests {
    @Test func walksLprojFoldersCatalogsAndXLIFFInSortedOrder() throws {
        let app = try Fixtures.materialize("App")
        defer { Fixtures.cleanUp(app.deletingLastPathComponent()) }
        let set = readCatalogs(at: [app])
        let relative = set.files.map { String($0.path.dropFirst(app.path.count + 1)) }
        #expect(relative == ["Base.lproj/Main.strings", "Broken.xcstrings", "de.lproj/Localizable.strings",
                             "en.lproj/Localizable.strings", "fr.xlf"])
        #expect(!set.entries.contains { $0.text == "build output" || $0.text == "hidden" })
    }

    @Test("Reading files on several threads gives the same set, in the same order")
    func concurrentReadingIsIdentical() throws {
        let app = try Fixtures.materialize("App")
        defer { Fixtures.cleanUp(app.deletingLastPathComponent()) }
        let one = readCatalogs(at: [app])
        for threads in [2, 3, 16] {
            #expect(readCatalogs(at: [app], options: CatalogReadingOptions(concurrency: threads)) == one)
        }
        #expect(one.files.count == 5)
    }

    @Test("Tables paired across 24 locales on several threads: the same sources, fallbacks and issues")
    func concurrentPairingIsIdentical() throws {
        // 500 source keys in 24 locales (enough for the pairing to use threads), each locale
        // missing a different tenth of them, with a Base.lproj beside en.lproj (source text too).
        let root = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(root) }
        let fileManager = FileManager.default
        func write(_ folder: String, _ keys: [Int], _ text: (Int) -> String) throws {
            let directory = root.appendingPathComponent(folder)
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            let body = keys.map { "\"key.\($0)\" = \"\(text($0))\";\n" }.joined()
            try body.write(to: directory.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        try write("en.lproj", Array(0..<500)) { "Source %@ \($0)" }
        try write("Base.lproj", Array(0..<480)) { "Base %@ \($0)" }
        for l in 0..<24 {
            try write("l\(l).lproj", (0..<500).filter { $0 % 10 != l % 10 }) { "Text %d \($0) \(l)" }
        }
        let one = readCatalogs(at: [root], options: CatalogReadingOptions(developmentLanguage: "en", concurrency: 1))
        #expect(one.files.count == 26)
        #expect(one.issues.filter { $0.kind == .missingTranslation }.count == 24 * 50)
        #expect(one.files.flatMap(\.entries).filter(\.isFallbackToSource).count == 24 * 50)
        // Every translation found its source text (fallbacks are the source entries as read).
        #expect(one.files.flatMap(\.entries).allSatisfy { $0.isFallbackToSource || $0.sourceText != nil })
        for threads in [2, 3] {
            #expect(readCatalogs(at: [root], options: CatalogReadingOptions(developmentLanguage: "en", concurrency: threads)) == one)
        }
    }

    @Test func localeComesFromTheFolderAndBaseIsTheDevelopmentLanguage() throws {
        let app = try Fixtures.materialize("App")
        defer { Fixtures.cleanUp(app.deletingLastPathComponent()) }
        let set = readCatalogs(at: [app], options: CatalogReadingOptions(developmentLanguage: "en"))
        let base = try #require(set.files.first { $0.path.hasSuffix("Main.strings") })
        #expect(base.entries.first?.locale == "en")
        let german = try #require(set.files.first { $0.path.contains("de.lproj") })
        #expect(german.entries.allSatisfy { $0.locale == "de" })
        #expect(set.locales == ["de", "en", "fr"])
    }

    @Test func pairsLprojTablesForSourceTextAndMissingKeys() throws {
        let app = try Fixtures.materialize("App")
        defer { Fixtures.cleanUp(app.deletingLastPathComponent()) }
        let set = readCatalogs(at: [app])
        let german = try #require(set.files.first { $0.path.contains("de.lproj") })
        #expect(german.entry("title", "de")?.sourceText == "Settings")
        let fallback = try #require(german.entry("only.en", "de"))
        #expect(fallback.isFallbackToSource)
        #expect(fallback.text == "Only English")
        #expect(fallback.location.file.hasSuffix("en.lproj/Localizable.strings"))
        #expect(fallback.location.line == 4)
        #expect(german.issues.map(\.kind) == [.missingTranslation])
    }

    @Test func oneBrokenFileDoesNotStopTheOthers() throws {
        let app = try Fixtures.materialize("App")
        defer { Fixtures.cleanUp(app.deletingLastPathComponent()) }
        let set = readCatalogs(at: [app])
        let broken = try #require(set.files.first { $0.path.hasSuffix("Broken.xcstrings") })
        #expect(broken.issues.map(\.kind) == [.malformed])
        #expect(broken.issues.first?.line == 14)
        #expect(set.entries.count == 1 + 3 + 3 + 2 + 2, "Main, de (with one fallback), en, fr.xlf, and fr.xlf's two source texts in en")
        #expect(set.entries.filter { $0.location.file.hasSuffix("fr.xlf") && $0.locale == "en" }.map(\.key).sorted() == ["missing", "welcome"])
    }

    @Test func androidValuesFoldersArePairedAndNamed() throws {
        let set = readCatalogs(at: [Fixtures.url("Android/res")])
        #expect(set.locales == ["de", "en", "pt-BR", "sr-Latn"])
        let german = try #require(set.files.first { $0.path.contains("values-de/") })
        #expect(german.entry("apostrophe", "de")?.sourceText == "Don't stop")
        #expect(german.entry("songs", "de", EntryVariant(plural: .one))?.sourceText == "%d song")
        #expect(german.entry("app_name", "de") == nil, "translatable=false resources are not expected in translations")
        #expect(german.entry("only_default", "de")?.isFallbackToSource == true)
    }

    @Test func xclocBundlesContributeOnlyTheirLocalizedContents() throws {
        let root = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(root) }
        let bundle = root.appendingPathComponent("de.xcloc")
        let localized = bundle.appendingPathComponent("Localized Contents")
        let source = bundle.appendingPathComponent("Source Contents/App/en.lproj")
        try FileManager.default.createDirectory(at: localized, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.url("XLIFF/de.xliff"), to: localized.appendingPathComponent("de.xliff"))
        try "\"a\" = \"b\";".write(to: source.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        let set = readCatalogs(at: [root])
        #expect(set.files.map(\.format) == [.xliff])
    }

    @Test func missingPathsAndUnknownFilesAreIssues() {
        let set = readCatalogs(at: [Fixtures.url("does-not-exist"), Fixtures.url("App/README.txt")])
        #expect(set.pathIssues.map(\.kind) == [.unreadableFile])
        #expect(set.files.map { $0.issues.map(\.kind) } == [[.unsupportedFormat]])
    }

    @Test(arguments: [
        ("App/de.lproj/Localizable.strings", "de"),
        ("App/pt-BR.lproj/Localizable.strings", "pt-BR"),
        ("App/zh_Hans.lproj/Localizable.strings", "zh-Hans"),
        ("App/Base.lproj/Main.strings", "en"),
        ("App/English.lproj/Main.strings", "en"),
        ("res/values/strings.xml", "en"),
        ("res/values-de/strings.xml", "de"),
        ("res/values-pt-rBR/strings.xml", "pt-BR"),
        ("res/values-b+sr+Latn/strings.xml", "sr-Latn"),
        ("res/values-mcc310-fr-rCA-night/strings.xml", "fr-CA"),
        ("res/values-night/strings.xml", "en"),
    ])
    func localeFromPaths(path: String, locale: String) {
        #expect(localeFromPath(path) == locale)
    }

    @Test func noLocaleInPath() {
        #expect(localeFromPath("/tmp/Localizable.strings") == nil)
    }
}
