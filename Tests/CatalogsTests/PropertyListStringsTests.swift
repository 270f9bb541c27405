import Foundation
import Testing
@testable import Catalogs

/// `.strings` tables written as property lists, which Foundation reads like the `"key" = "value";`
/// form: translation platforms export XML plists (pocket-casts-ios's translated tables are), and
/// Xcode compiles tables into binary plists.
@Suite("Strings files as property lists")
struct PropertyListStringsTests {
    static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <!--Warning: Auto-generated file, do not edit.-->
    <plist version="1.0">
      <dict>
        <key>settings.title</key>
        <string>Einstellungen</string>
        <key>multi</key>
        <string>Erste Zeile
    zweite &amp; letzte</string>
        <key>count</key>
        <integer>3</integer>
        <key>repeat</key>
        <string>erster</string>
        <date>2024-01-01T00:00:00Z</date>
        <key>repeat</key>
        <string>zweiter</string>
        <key>format</key>
        <string>%1$@ von %2$d</string>
      </dict>
    </plist>
    """

    @Test func xmlEntriesAtTheirLinesAndEveryProblemSaid() throws {
        let file = readCatalog(text: Self.xml, path: "de.lproj/Localizable.strings", format: .strings, locale: "de")
        #expect(file.entries.map(\.key) == ["settings.title", "multi", "repeat", "format"])
        let title = try #require(file.entries.first { $0.key == "settings.title" })
        #expect(title.text == "Einstellungen" && title.locale == "de" && title.location.line == 7)
        #expect(file.entries.first { $0.key == "multi" }?.text == "Erste Zeile\nzweite & letzte")
        // The last definition wins, as Foundation reads it.
        #expect(file.entries.first { $0.key == "repeat" }?.text == "zweiter")
        #expect(file.entries.first { $0.key == "format" }?.text == "%1$@ von %2$d")
        let issues = file.issues.map { "\($0.kind):\($0.line)" }
        #expect(issues.sorted() == ["duplicateKey:16", "invalidEntry:12", "invalidEntry:15"].sorted(), "\(file.issues.map(\.message))")
        #expect(file.issues.contains { $0.message.contains("\"count\" must be a <string>, not <integer>") })
    }

    @Test func theTextFormStillReadsAsText() {
        #expect(!PropertyListStringsReader.isXMLPropertyList("/* comment */\n\"a\" = \"<b>\";"))
        #expect(PropertyListStringsReader.isXMLPropertyList("\u{FEFF}\n  <?xml version=\"1.0\"?><plist/>"))
        let file = readCatalog(text: "\"a\" = \"<plist>\";", path: "Localizable.strings", format: .strings)
        #expect(file.entries.map(\.text) == ["<plist>"] && file.issues.isEmpty)
    }

    @Test func aTruncatedPropertyListIsAnIssueNotACrash() {
        let cut = String(Self.xml.prefix(260))
        let file = readCatalog(text: cut, path: "fr.lproj/Localizable.strings", format: .strings, locale: "fr")
        #expect(!file.issues.isEmpty)
        #expect(file.issues.allSatisfy { $0.location.file == "fr.lproj/Localizable.strings" && $0.line >= 1 })
        let notADict = readCatalog(text: "<?xml version=\"1.0\"?><plist><array/></plist>", path: "x.strings", format: .strings)
        #expect(notADict.entries.isEmpty && notADict.issues.first?.kind == .malformed)
    }

    @Test func binaryPropertyListFromDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-bplist-\(UUID().uuidString)/ja.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let data = try PropertyListSerialization.data(fromPropertyList: ["b.key": "設定", "a.key": "完了", "n": 4] as [String: Any], format: .binary, options: 0)
        let url = folder.appendingPathComponent("Localizable.strings")
        try data.write(to: url)
        let file = readCatalog(at: url)
        #expect(file.entries.map(\.key) == ["a.key", "b.key"])
        #expect(file.entries.map(\.text) == ["完了", "設定"])
        #expect(file.entries.allSatisfy { $0.locale == "ja" && $0.location.line == 1 })
        #expect(file.issues.map(\.kind) == [.invalidEntry])
        // Cut short: an issue, no entries.
        try data.prefix(20).write(to: url)
        let cut = readCatalog(at: url)
        #expect(cut.entries.isEmpty && cut.issues.first?.kind == .malformed)
    }

    @Test func pseudoLocalizedInItsOwnForm() throws {
        let clean = Self.xml.replacingOccurrences(of: "    <key>count</key>\n    <integer>3</integer>\n", with: "")
            .replacingOccurrences(of: "    <date>2024-01-01T00:00:00Z</date>\n", with: "")
        let written = try pseudoStringsFile(clean, path: "en.lproj/Localizable.strings", mode: .bounded)
        #expect(PropertyListStringsReader.isXMLPropertyList(written))
        let reread = readCatalog(text: written, path: "en-XA.lproj/Localizable.strings", format: .strings, locale: "en-XA")
        #expect(reread.issues.isEmpty, "\(reread.issues.map(\.message))")
        #expect(reread.entries.map(\.key) == ["settings.title", "multi", "repeat", "format"])
        #expect(reread.entries.first { $0.key == "multi" }?.text.contains("zweite & letzte") == true)
        #expect(reread.entries.first { $0.key == "format" }?.text.contains("%1$@") == true)
        // A value that is not a string blocks the writer, naming its line.
        #expect(throws: CatalogError.self) { try pseudoStringsFile(Self.xml, path: "en.lproj/Localizable.strings", mode: .bounded) }
    }
}
