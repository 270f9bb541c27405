import Foundation
import Testing
@testable import TypeFitCLI

/// `typefit check --platform android` and its options (issue 38), on the FitCheck tests' fixture.
@Suite("typefit check --platform android")
struct AndroidCheckCommandTests {
    static let res = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FitCheckTests/Fixtures/AndroidCheck/res").path

    func run(_ arguments: [String]) -> (Int32, String, String) {
        let out = Capture(), err = Capture()
        let code = TypeFit.run(["check", Self.res, "--no-system-fonts"] + arguments, environment: [:],
                               standardOutput: out.output(), standardError: err.output())
        return (code, out.value, err.value)
    }

    @Test("checks at the font scales and names them; --font-scales narrows them")
    func checksAtFontScales() {
        let (code, out, _) = run(["--platform", "android"])
        #expect(code == 1)
        #expect(out.contains("categories: 0.85 (85%)...2.0 (200%), measurements: 35"), "\(out)")
        #expect(out.contains("stops fitting at 1.15 (115%)"))
        #expect(out.contains("Roboto-Regular.ttf (bundled"))
        let (_, some, _) = run(["--platform", "android", "--font-scales", "1.0,1.3"])
        #expect(some.contains("categories: 1.0 (100%), 1.3 (130%), measurements: 10"), "\(some)")
    }

    @Test("Android options are refused on iOS, and bad values are named", arguments: [
        (["--font-scales", "1.3"], "--font-scales is for Android"),
        (["--platform", "android", "--font-scales", "1.1"], "not one of the font scales"),
        (["--platform", "android", "--font-scaling", "cubic"], "--font-scaling must be nonlinear or linear"),
        (["--platform", "android", "--density", "2.625"], "--density must be 1, 2 or 3"),
        (["--platform", "macos"], "no text size setting"),
    ])
    func refusals(_ arguments: [String], _ words: String) {
        let (code, _, err) = run(arguments)
        #expect(code == 64 || code == 2, "\(code)")
        #expect(err.contains(words), "\(err)")
    }

    /// The SlotInference tests' Android app (layouts, menus, preferences, Compose).
    static let inferredApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SlotInferenceTests/Fixtures/Android/app/src/main").path

    @Test("--infer on an Android app: each finding's slot comes from its layout, menu, preference or Compose line")
    func infersFromLayoutsAndCompose() {
        let out = Capture(), err = Capture()
        let code = TypeFit.run(["check", Self.inferredApp + "/res", "--platform", "android", "--infer", Self.inferredApp, "--no-system-fonts"],
                               environment: [:], standardOutput: out.output(), standardError: err.output())
        #expect(code == 1, "\(err.value)")
        let text = out.value
        // A German label in a 120 dp Button (24 dp padding each side, android:textAllCaps) is cut
        // at the smallest scale, shown upper-cased.
        #expect(text.contains("slot from ") && text.contains("res/layout/activity_player.xml:54 (inferred, exact)"), "\(text)")
        #expect(text.contains("shows \u{201C}EINVERSTA\u{2026}\u{201D}"), "\(text)")
        // A preference's one-line title clips; a Compose Text with maxLines 2 is cut at 1.3.
        #expect(text.contains("res/xml/player_settings.xml:12 (inferred, exact)"))
        #expect(text.contains("stops fitting at 1.3 (130%)") && text.contains("SettingsScreen.kt:26 (inferred, likely)"))
        #expect(text.contains("keys: 16 checked, 16 inferred from sources"), "\(text)")
    }
}
