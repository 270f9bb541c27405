import Foundation
import Testing

/// `typefit infer` and `typefit check --infer` from the outside: the spec written, where each
/// slot came from, a person's rule winning, the totals, bad input.
@Suite("typefit infer end to end")
struct InferCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A fresh folder with `files` (relative path -> contents).
    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-infer-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    @Test("infer Examples/TravelApp: the spec on stdout, its summary on stderr (golden)")
    func exampleGolden() throws {
        let arguments = ["infer", "Examples/TravelApp"]
        let result = try TypeFitBinary.run(arguments, directory: Self.repository)
        #expect(result.exitCode == 0)
        try Golden.check(Golden.transcript(arguments, result), name: "infer-travelapp")
        // Twice the same: the output is deterministic.
        #expect(try TypeFitBinary.run(arguments, directory: Self.repository).standardOutput == result.standardOutput)
    }

    @Test("infer -o writes the spec; check --spec reads it back, its findings carry each rule's from")
    func writtenSpecChecks() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-infer-\(UUID().uuidString)/typefit.json")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let app = Self.repository.appendingPathComponent("Examples/TravelApp").path
        let infer = try TypeFitBinary.run(["infer", app, "-o", output.path])
        #expect(infer.exitCode == 0)
        #expect(infer.standardOutput.hasPrefix("wrote \(output.path): 8 rules and 7 groups place 27 keys (10 from Interface Builder, 17 from Swift); 6 keys uninferred"))
        let spec = try String(contentsOf: output, encoding: .utf8)
        #expect(spec.contains("\"from\": \"\(app)/Base.lproj/Booking.storyboard:28\""))
        let check = try TypeFitBinary.run(["check", app, "--spec", output.path, "--locales", "de", "--no-system-fonts", "--format", "json"])
        #expect(check.exitCode == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any])
        let entries = try #require(report["entries"] as? [[String: Any]])
        let label = try #require(entries.first { $0["key"] as? String == "Bkg-lb-001.text" })
        // JSON schema 2: an entry's findings share its origin, a number into the report's origins.
        let finding = try #require((label["findings"] as? [[String: Any]])?.first)
        #expect(finding["from"] == nil)
        let origins = try #require(report["origins"] as? [[String: Any]])
        let origin = try #require((label["origin"] as? Int).map { origins[$0] })
        #expect(origin["from"] as? String == "\(app)/Base.lproj/Booking.storyboard:28")
        #expect(origin["confidence"] as? String == "exact")
        #expect(origin["slotSource"] as? String == "spec")
        // The rule's own line in the spec file (its object opens on line 3).
        #expect(origin["rule"] as? String == "\(output.path):3")
    }

    /// A small app: two keys in a catalog, a SwiftUI view that shows both, and a spec that
    /// places one of them.
    func smallApp() throws -> URL {
        try folder([
            "en.lproj/Localizable.strings": "\"title\" = \"Welcome to the trip planner\";\n\"go\" = \"Continue to payment\";\n",
            "de.lproj/Localizable.strings": "\"title\" = \"Willkommen beim Reiseplaner\";\n\"go\" = \"Weiter zur Zahlung\";\n",
            "Sources/HomeView.swift": """
                import SwiftUI

                struct HomeView: View {
                    var body: some View {
                        VStack {
                            Text("title")
                                .font(.largeTitle)
                                .lineLimit(1)
                                .frame(width: 60)
                            Button("go") {}
                                .frame(width: 50)
                        }
                    }
                }

                """,
            "spec.json": "{\n  \"defaultSlot\": { \"width\": 320 },\n  \"slots\": [\n    { \"match\": \"title\", \"style\": \"body\", \"width\": 300 }\n  ]\n}\n",
        ])
    }

    @Test("check --infer: the spec's rule wins over the inferred one; the totals say who placed each key")
    func personsRuleWins() throws {
        let root = try smallApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = root.appendingPathComponent("spec.json").path
        let json = try TypeFitBinary.run(["check", root.path, "--spec", spec, "--infer", root.path, "--no-system-fonts", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let entries = try #require(report["entries"] as? [[String: Any]])
        // "title" fits in the spec's 300 pt Body label; inferred alone (60 pt, Large Title) it would not.
        let origins = try #require(report["origins"] as? [[String: Any]])
        let title = try #require(entries.first { $0["key"] as? String == "title" && $0["locale"] as? String == "de" })
        #expect((title["origin"] as? Int).map { origins[$0]["from"] as? String } == "\(spec):4")
        #expect((title["slot"] as? String)?.hasPrefix("label Body 300pt wide") == true)
        let go = try #require(entries.first { $0["key"] as? String == "go" && $0["locale"] as? String == "de" })
        let goOrigin = try #require((go["origin"] as? Int).map { origins[$0] })
        #expect(goOrigin["from"] as? String == "\(root.path)/Sources/HomeView.swift:10")
        #expect(goOrigin["slotSource"] as? String == "sources")
        #expect(goOrigin["confidence"] as? String == "likely")
        let totals = try #require(report["totals"] as? [String: Any])
        #expect(totals["keysChecked"] as? Int == 2)
        #expect(totals["keysBySlotSource"] as? [String: Int] == ["spec": 1, "sources": 1])

        let text = try TypeFitBinary.run(["check", root.path, "--spec", spec, "--infer", root.path, "--no-system-fonts"])
        #expect(text.standardOutput.contains("keys: 2 checked, 1 placed by the spec, 1 inferred from sources"))
        #expect(text.standardOutput.contains("slot from \(root.path)/Sources/HomeView.swift:10 (inferred, likely)"))
        // Without the spec, inference places both.
        let alone = try TypeFitBinary.run(["check", root.path, "--infer", root.path, "--no-system-fonts"])
        #expect(alone.standardOutput.contains("keys: 2 checked, 2 inferred from sources"))
        #expect(alone.standardOutput.contains("title\n  de: stops fitting at xSmall"))
        // SARIF carries the origin in each result's properties.
        let sarif = try TypeFitBinary.run(["check", root.path, "--infer", root.path, "--no-system-fonts", "--format", "sarif"])
        #expect(sarif.standardOutput.contains("\"slotSource\":\"sources\"") || sarif.standardOutput.contains("\"slotSource\" : \"sources\""))
    }

    @Test("check --infer: a storyboard with no development-language table has its Base texts checked as the source")
    func baseTextsAreChecked() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <objects>
                    <label text="An unusually long English label text" id="lbl-aa-001">
                        <rect key="frame" x="16" y="20" width="120" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <label text="Hello" id="lbl-aa-002">
                        <rect key="frame" x="16" y="50" width="200" height="21"/>
                    </label>
                </objects>
            </document>
            """
        let root = try folder(["Base.lproj/Main.storyboard": storyboard, "de.lproj/Main.strings": "\"lbl-aa-002.text\" = \"Hallo\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TypeFitBinary.run(["check", root.path, "--infer", root.path, "--no-system-fonts"])
        #expect(result.exitCode == 1)
        let out = result.standardOutput
        #expect(out.contains("lbl-aa-001.text\n  en: stops fitting at xSmall  \(root.path)/Base.lproj/Main.storyboard:4, slot from \(root.path)/Base.lproj/Main.storyboard:4 (inferred, exact)"))
        #expect(out.contains("Main.storyboard:4: warning [missingTranslation] \"lbl-aa-001.text\""))
        #expect(out.contains("3 entries read: 3 checked"))
    }

    @Test("A malformed storyboard: the issue at its file and line, the rest still inferred; infer and check --infer exit 2")
    func malformedStoryboard() throws {
        let root = try folder([
            "Base.lproj/Broken.storyboard": "<?xml version=\"1.0\"?>\n<document>\n  <objects>\n    <label text=\"Hi\" id=\"x\">\n  </objects>\n",
            "Sources/HomeView.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"title\").lineLimit(1) } }\n",
            "en.lproj/Localizable.strings": "\"title\" = \"Welcome\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let infer = try TypeFitBinary.run(["infer", root.path])
        #expect(infer.exitCode == 2)
        #expect(infer.standardError.contains("\(root.path)/Base.lproj/Broken.storyboard:"))
        #expect(infer.standardError.contains("[malformed]"))
        #expect(infer.standardOutput.contains("\"match\": \"title\""))
        let check = try TypeFitBinary.run(["check", root.path, "--infer", root.path, "--no-system-fonts"])
        #expect(check.exitCode == 2)
        #expect(check.standardOutput.contains("Broken.storyboard:"))
        // The label read before the error is still inferred (and its Base text checked).
        #expect(check.standardOutput.contains("keys: 2 checked, 1 inferred from Interface Builder, 1 inferred from sources"))
    }

    @Test("infer with nothing to read is an input error; a missing path a usage error")
    func nothingToRead() throws {
        let root = try folder(["en.lproj/Localizable.strings": "\"a\" = \"A\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let empty = try TypeFitBinary.run(["infer", root.path])
        #expect(empty.exitCode == 2)
        #expect(empty.standardError.contains("no storyboards, xibs, Swift/Objective-C sources, Android resources or Kotlin/Java sources found in \(root.path)"))
        #expect(empty.standardOutput.isEmpty)
        let missing = try TypeFitBinary.run(["infer", "/nonexistent/App"])
        #expect(missing.exitCode == 64)
        let missingInfer = try TypeFitBinary.run(["check", root.path, "--infer", "/nonexistent/App"])
        #expect(missingInfer.exitCode == 64)
        #expect(missingInfer.standardError.contains("'/nonexistent/App' (--infer) does not exist"))
    }

    @Test("infer --explain KEY: every place the key was seen, and why its slot was chosen (text and JSON)")
    func explainKey() throws {
        let app = "Tests/SlotInferenceTests/Fixtures/Followed"
        let text = try TypeFitBinary.run(["infer", app, "--explain", "followed.done"], directory: Self.repository)
        #expect(text.exitCode == 0)
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "followed.done")
        #expect(lines.contains("  * \(app)/EditorViewController.swift:9  UIBarButtonItem  barButton prominent  (likely)"))
        #expect(lines.contains("      note: the key reaches here through `Strings.doneTitle` (\(app)/Strings.swift:5)"))
        #expect(lines.contains { $0.hasPrefix("  - \(app)/ShareView.swift:10  .navigationTitle  largeTitle  (likely)") })
        #expect(lines.contains { $0.hasPrefix("  chosen: barButton prominent (\(app)/EditorViewController.swift:9): 2 components; the tighter slot (barButton prominent) kept.") })

        let json = try TypeFitBinary.run(["infer", app, "--explain", "followed.*", "--format", "json"], directory: Self.repository)
        #expect(json.exitCode == 0)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(items.count == 10)
        let unused = try #require(items.first { $0["key"] as? String == "followed.unused" })
        #expect((unused["uses"] as? [Any])?.isEmpty == true)
        #expect(((unused["unplaced"] as? [[String: Any]])?.first?["from"] as? String) == "\(app)/Strings.swift:8")
        let share = try #require(items.first { $0["key"] as? String == "followed.share" })
        #expect(share["table"] as? String == "Sharing")
        #expect((share["uses"] as? [[String: Any]])?.map { $0["component"] as? String } == ["alertButton", "button"])

        let missing = try TypeFitBinary.run(["infer", app, "--explain", "no.such.key"], directory: Self.repository)
        #expect(missing.exitCode == 1)
        #expect(missing.standardError.contains("no file read mentions 'no.such.key'"))
        let misuse = try TypeFitBinary.run(["infer", app, "--format", "json"], directory: Self.repository)
        #expect(misuse.exitCode == 64)
        #expect(misuse.standardError.contains("--format applies to --explain only"))
    }
}
