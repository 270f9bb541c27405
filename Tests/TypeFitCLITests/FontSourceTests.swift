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

    @Test("an entry set in a file fontconfig found for another entry carries the note whenever it was checked, on any number of threads")
    func fontconfigNotesInAnyOrder() throws {
        // The spec sets en in the emoji font's file itself, so en's "Hello 👋" is set in it as a
        // named font, checked before fr's, for which fontconfig finds that same file: the file is
        // fontconfig's for the report, and both entries depend on it. A slot too narrow for
        // anything, so that every entry is listed with its notes.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-fontconfig-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let emoji = Self.repository.appendingPathComponent("Fonts/test/NotoColorEmoji-Subset.ttf").path
        let spec = folder.appendingPathComponent("typefit.json")
        try Data(#"{"fontsByLocale": {"en": {"path": "\#(emoji)"}}, "categories": "Large", "defaultSlot": {"style": "body", "width": 20, "lines": 1}}"#.utf8).write(to: spec)
        var reports: Set<String> = []
        for jobs in ["1", "2", "3"] {
            let result = try checkWithPrivateFontconfig(["--spec", spec.path, "--format", "json", "--include-fitting", "--jobs", jobs])
            reports.insert(result.standardOutput)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let fonts = try #require(report["fontsUsed"] as? [[String: Any]])
            let used = try #require(fonts.first { $0["file"] as? String == emoji })
            #expect(used["source"] as? String == "fontconfig")
            let dependents = try #require(used["dependents"] as? [[String: Any]])
            #expect(dependents.map { "\($0["key"] ?? "") \($0["locale"] ?? "")" } == ["wave_hello en", "wave_hello fr"])
            // Every dependent says so in its notes (before, en's did not: it was checked before
            // fontconfig found the file for fr).
            let notes = try #require(report["notes"] as? [String])
            let note = try #require(notes.firstIndex { $0.contains(emoji) && $0.contains("fontconfig found on this machine") })
            let entries = try #require(report["entries"] as? [[String: Any]])
            let noted = entries.filter { ($0["notes"] as? [Int])?.contains(note) == true }
            #expect(noted.map { "\($0["key"] ?? "") \($0["locale"] ?? "")" }.sorted() == ["wave_hello en", "wave_hello fr"], "--jobs \(jobs)")
        }
        #expect(reports.count == 1)
    }
}
