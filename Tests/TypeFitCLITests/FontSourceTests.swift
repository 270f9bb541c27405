import Foundation
import Testing

/// Which fonts a check used and which results depend on the machine (issue 11, item 10): an app
/// with emoji in its strings, checked where fontconfig supplies the emoji font. The "machine" is
/// a private fontconfig configuration whose only folder is the repository's `Fonts/test`, so the
/// test depends on repository fonts alone.
@Suite("Fonts a check depends on")
struct FontSourceTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// An Android app whose `wave_hello` is `Hello 👋` in en and fr (and nothing else is emoji).
    static let app = repository.appendingPathComponent("Tests/FitCheckTests/Fixtures/AndroidApp/res")

    /// Runs `typefit check` on the app with a private fontconfig that knows only `Fonts/test`.
    func checkWithPrivateFontconfig(_ extra: [String]) throws -> TypeFitBinary.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-fontconfig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = folder.appendingPathComponent("fonts.conf")
        try Data("""
            <?xml version="1.0"?>
            <fontconfig>
              <dir>\(Self.repository.appendingPathComponent("Fonts/test").path)</dir>
              <cachedir>\(folder.appendingPathComponent("cache").path)</cachedir>
            </fontconfig>
            """.utf8).write(to: configuration)
        return try TypeFitBinary.run(["check", Self.app.path] + extra, environment: ["FONTCONFIG_FILE": configuration.path])
    }

    @Test("the JSON report lists every font file and counts the entries set in a font fontconfig found")
    func jsonListsFontsAndFlagsFontconfig() throws {
        let result = try checkWithPrivateFontconfig(["--format", "json", "--include-fitting"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let fonts = try #require(report["fontsUsed"] as? [[String: Any]])
        let emoji = try #require(fonts.first { ($0["file"] as? String)?.hasSuffix("NotoColorEmoji-Subset.ttf") == true })
        #expect(emoji["source"] as? String == "fontconfig")
        #expect(emoji["entries"] as? Int == 2)
        let dependents = try #require(emoji["dependents"] as? [[String: Any]])
        #expect(dependents.map { "\($0["key"] ?? "") \($0["locale"] ?? "") \($0["line"] ?? "")" } == ["wave_hello en 5", "wave_hello fr 3"])
        #expect(fonts.contains { ($0["file"] as? String)?.hasSuffix("Inter/Inter-Regular.otf") == true && $0["source"] as? String == "bundled" })
        let totals = try #require(report["totals"] as? [String: Any])
        #expect(totals["entriesOnFontconfigFonts"] as? Int == 2)
        let notes = try #require(report["notes"] as? [String])
        #expect(notes.contains { $0.contains("NotoColorEmoji-Subset.ttf") && $0.contains("fontconfig found on this machine") })
    }

    @Test("the text summary names the fonts and the entries that depend on this machine")
    func textListsFonts() throws {
        let result = try checkWithPrivateFontconfig([])
        #expect(result.standardOutput.contains("Fonts ("))
        #expect(result.standardOutput.contains("2 entries depend on fonts fontconfig found on this machine"))
        #expect(result.standardOutput.contains("NotoColorEmoji-Subset.ttf (found through fontconfig, 2 entries: their results depend on this machine's fonts)"))
        #expect(result.standardOutput.contains("their results depend on this machine's fonts)\n    set wave_hello [en], wave_hello [fr]\n"))
    }

    @Test("with --no-system-fonts every font is bundled and no entry depends on the machine")
    func bundledOnly() throws {
        let result = try checkWithPrivateFontconfig(["--format", "json", "--no-system-fonts"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let fonts = try #require(report["fontsUsed"] as? [[String: Any]])
        #expect(!fonts.isEmpty && fonts.allSatisfy { $0["source"] as? String == "bundled" })
        #expect((report["totals"] as? [String: Any])?["entriesOnFontconfigFonts"] as? Int == 0)
    }
}
