import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `typefit check` from the outside: exit codes, report files, errors.
@Suite("typefit check end to end")
struct CheckCommandTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/TravelApp")

    /// A fresh folder with `files` (relative path -> contents).
    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-check-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    @Test("The example app overflows: exit 1, findings per key and totals that add up")
    func exampleFails() throws {
        let result = try TypeFitBinary.run(["check", Self.example.path, "--spec", Self.example.appendingPathComponent("typefit.json").path, "--no-system-fonts"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("settings.accessibility"))
        #expect(result.standardOutput.contains("de: stops fitting at AX3"))
        #expect(result.standardOutput.contains("221 entries read: 219 checked"))
        #expect(result.standardOutput.contains("keys: 33 checked, 23 placed by the spec, 10 by the default slot"))
        // The bars, the segmented control and the alert of the example (issue 15).
        #expect(result.standardOutput.contains("info large-content-viewer: does not fit its bar at AX1 (10 pt; this size never changes with Dynamic Type), shows “Gespeicherte Rei…”"))
        #expect(result.standardOutput.contains("info stacked: stacked at xSmall (14 pt): a button title does not fit half the alert on one line; in the alert at spec line 23"))
        #expect(result.standardOutput.contains("warning replaced: replaced at xSmall (17 pt): the back button shows only its chevron"))
        #expect(result.standardOutput.contains("malformed specifier \"٪ d\""))
    }

    @Test("Short strings in a wide slot fit: exit 0")
    func fitsExitsZero() throws {
        let root = try folder(["en.lproj/Main.strings": "\"ok\" = \"OK\";\n\"yes\" = \"Yes\";\n", "de.lproj/Main.strings": "\"ok\" = \"OK\";\n\"yes\" = \"Ja\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TypeFitBinary.run(["check", root.path, "--no-system-fonts"])
        #expect(result.exitCode == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("4 entries read: 4 checked (4 fitting, 0 with findings)"))
    }

    @Test("A malformed catalog is reported with its line; the rest is still checked; exit 2")
    func malformedInputExitsTwo() throws {
        let root = try folder([
            "Broken.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \n",
            "en.lproj/Main.strings": "\"ok\" = \"OK\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TypeFitBinary.run(["check", root.path, "--no-system-fonts"])
        #expect(result.exitCode == 2)
        #expect(result.standardOutput.contains("Broken.xcstrings:5"))
        #expect(result.standardOutput.contains("1 entries read") || result.standardOutput.contains("1 entry read"))
    }

    /// Issue 12, item 9: the help said "repeat for several", the parser took one path.
    @Test("Several paths: files and folders, all read, each file once")
    func severalPaths() throws {
        let root = try folder([
            "A/en.lproj/Main.strings": "\"a\" = \"A\";\n",
            "B/en.lproj/Main.strings": "\"b\" = \"B\";\n",
            "C.strings": "\"c\" = \"C\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = ["A", "B/en.lproj/Main.strings", "C.strings", "A"].map { root.appendingPathComponent($0).path }
        let result = try TypeFitBinary.run(["check"] + paths + ["--no-system-fonts", "--format", "json"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let totals = try #require(document?["totals"] as? [String: Any])
        #expect(totals["filesRead"] as? Int == 3)
        #expect(totals["entriesRead"] as? Int == 3)
    }

    @Test("A folder with no catalogs is an input error, not a silent pass")
    func emptyFolderExitsTwo() throws {
        let root = try folder(["README.md": "no catalogs here\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TypeFitBinary.run(["check", root.path])
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("no localization files found in \(root.path)"))
    }

    @Test("A group naming a key no catalog has is a usage error naming the spec's line, before anything is checked")
    func groupWithMissingKeyExits64() throws {
        let spec = "{\n  \"groups\": [\n    { \"kind\": \"tabBar\", \"width\": 375,\n      \"items\": [\"ok\", \"cancle\"] }\n  ]\n}\n"
        let root = try folder(["spec.json": spec, "en.lproj/Main.strings": "\"ok\" = \"OK\";\n\"cancel\" = \"Cancel\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TypeFitBinary.run(["check", root.appendingPathComponent("en.lproj").path, "--spec", root.appendingPathComponent("spec.json").path])
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("spec.json:4: groups[0] (tabBar) names key \"cancle\", which no catalog has; did you mean \"cancel\"?"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test("A spec error is a usage error naming the spec's line")
    func specErrorExits64() throws {
        let root = try folder(["spec.json": "{\n  \"platform\": \"ios\",\n  \"defaultSlot\": { \"widht\": 200 }\n}\n", "en.lproj/Main.strings": "\"ok\" = \"OK\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TypeFitBinary.run(["check", root.appendingPathComponent("en.lproj").path, "--spec", root.appendingPathComponent("spec.json").path])
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("spec.json:3"))
        #expect(result.standardError.contains("widht"))
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 2 && lines[1].hasPrefix("hint: "))
    }

    @Test("Usage errors: a missing path, an unknown format, bad --jobs", arguments: [
        ["check", "/nonexistent/App"],
        ["check", "EXAMPLE", "--format", "pdf"],
        ["check", "EXAMPLE", "--jobs", "0"],
        ["check", "EXAMPLE", "--categories", "AX9"],
        ["check", "EXAMPLE", "--pseudo", "wobbly"],
    ])
    func usageErrors(arguments: [String]) throws {
        let result = try TypeFitBinary.run(arguments.map { $0 == "EXAMPLE" ? Self.example.path : $0 })
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("typefit: error: "))
    }

    @Test("-o writes the report and prints the summary; JUnit and SARIF parse; output is the same with 1 or 2 jobs")
    func reportFiles() throws {
        let root = try folder([:])
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = Self.example.appendingPathComponent("typefit.json").path
        var reports: [String: Data] = [:]
        for format in ["junit", "sarif", "json", "html"] {
            let out = root.appendingPathComponent("report.\(format)")
            let result = try TypeFitBinary.run(["check", Self.example.path, "--spec", spec, "--format", format, "-o", out.path, "--no-system-fonts"])
            #expect(result.exitCode == 1)
            #expect(result.standardOutput.contains("Totals"))
            reports[format] = try Data(contentsOf: out)
        }
        #expect(XMLParser(data: reports["junit"]!).parse())
        let sarif = try #require(try JSONSerialization.jsonObject(with: reports["sarif"]!) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let json = try #require(try JSONSerialization.jsonObject(with: reports["json"]!) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 2)
        let html = String(decoding: reports["html"]!, as: UTF8.self)
        #expect(html.contains("\"drawings\": [\n\"") && html.contains("\"outlines\": [\n\"M") && !html.contains("src=\"http"))

        let one = try TypeFitBinary.run(["check", Self.example.path, "--spec", spec, "--format", "json", "--jobs", "1", "--no-system-fonts"])
        let two = try TypeFitBinary.run(["check", Self.example.path, "--spec", spec, "--format", "json", "--jobs", "2", "--no-system-fonts"])
        #expect(one.standardOutput == two.standardOutput)
    }

    @Test("--pseudo checks pseudo-localized source strings without writing anything")
    func pseudo() throws {
        let result = try TypeFitBinary.run(["check", Self.example.path, "--spec", Self.example.appendingPathComponent("typefit.json").path, "--pseudo", "expand:1.4", "--no-system-fonts"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("en-XA"))
    }

    /// The FitCheck fixture whose files say `zh-CN`, `zh-TW`, `nb`, `fil` (XLIFF), `iw` and `no` (Android).
    static let locales = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FitCheckTests/Fixtures/Locales")

    @Test("--locales matches through ICU; a filter that selects nothing is a usage error listing the locales found")
    func localeFilter() throws {
        let matched = try TypeFitBinary.run(["check", Self.locales.path, "--locales", "zh-Hans,tl", "--no-system-fonts"])
        #expect(matched.exitCode == 0, "\(matched.standardError)")
        #expect(matched.standardOutput.contains("entries read: 2 checked"))
        let none = try TypeFitBinary.run(["check", Self.locales.path, "--locales", "ko,ja", "--no-system-fonts"])
        #expect(none.exitCode == 64)
        #expect(none.standardError.contains("--locales ko,ja selects none of the locales found: en, fil, iw, nb, no, zh-CN, zh-TW"))
        #expect(none.standardOutput.isEmpty)
        let spec = Self.locales.deletingLastPathComponent().appendingPathComponent("Locales-spec-ko.json").path
        let specNone = try TypeFitBinary.run(["check", Self.locales.path, "--spec", spec, "--no-system-fonts"])
        #expect(specNone.exitCode == 64)
        #expect(specNone.standardError.contains("the spec's locales (\(spec)) selects none of the locales found: en, fil"))
        // --locales replaces the spec's include.
        #expect(try TypeFitBinary.run(["check", Self.locales.path, "--spec", spec, "--locales", "iw", "--no-system-fonts"]).exitCode == 0)
    }
}
