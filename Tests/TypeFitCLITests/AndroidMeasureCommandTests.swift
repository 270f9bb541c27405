import Foundation
import Testing
@testable import TypeFitCLI

/// `typefit measure --platform android`'s numbers (issue 38): widths are HarfBuzz's advances in
/// the bundled Roboto plus Material 3's letter spacing, sizes follow the font scale's conversion
/// and the device pixel, and a view is as wide as its `layout_width`.
///
/// Reference advances from `hb-shape` (Debian libharfbuzz-bin 6.0.0) on the files in
/// Fonts/Roboto, in font units (2048 per em): `hb-shape Roboto-Regular.ttf Settings` sums to
/// 7478; `hb-shape Roboto-Medium.ttf Einstellu…` to 9292, `OK` to 2705.
@Suite("typefit measure --platform android")
struct AndroidMeasureCommandTests {
    static let unitsPerEm = 2048.0

    func measure(_ arguments: [String]) throws -> (Int32, [String: Any]) {
        let out = Capture(), err = Capture()
        let code = TypeFit.run(["measure"] + arguments + ["--platform", "android", "--format", "json", "--no-system-fonts"], environment: [:],
                               standardOutput: out.output(), standardError: err.output())
        let object = try JSONSerialization.jsonObject(with: Data(out.value.utf8)) as? [String: Any]
        return (code, try #require(object, "\(err.value)"))
    }

    func result(_ json: [String: Any]) throws -> [String: Any] {
        try #require((json["results"] as? [[String: Any]])?.first)
    }

    func lineWidths(_ result: [String: Any]) -> [Double] {
        (result["lines"] as? [[String: Any]] ?? []).compactMap { $0["width"] as? Double }
    }

    @Test("a Title Large text (no letter spacing) at 2.0: 16 sp is 28 dp (Android 14's table), 84 px, and HarfBuzz's width")
    func nonlinearScale() throws {
        let (code, json) = try measure(["Settings", "--style", "titleLarge", "--sp", "16", "--width", "200", "--font-scale", "2.0"])
        #expect(code == 0)
        let r = try result(json)
        #expect(r["textSizePx"] as? Int == 84)
        #expect(r["pointSize"] as? Double == 28)
        #expect(r["tracking"] as? Double == 0)
        let width = try #require(lineWidths(r).first)
        #expect(abs(width - 7478 / Self.unitsPerEm * 28) < 1e-9, "\(width)")
    }

    @Test("linear scaling (Android 13): 16 sp at 2.0 is 32 dp")
    func linearScale() throws {
        let (_, json) = try measure(["Settings", "--style", "titleLarge", "--sp", "16", "--width", "400", "--font-scale", "2.0", "--font-scaling", "linear"])
        let r = try result(json)
        #expect(r["textSizePx"] as? Int == 96)
        let width = try #require(lineWidths(r).first)
        #expect(abs(width - 7478 / Self.unitsPerEm * 32) < 1e-9, "\(width)")
    }

    @Test("Body Medium's letter spacing (0.2 sp at 14 sp, in em) is added after every character")
    func letterSpacing() throws {
        let (_, json) = try measure(["Settings", "--sp", "16", "--width", "200", "--font-scale", "1.0"])
        let r = try result(json)
        let width = try #require(lineWidths(r).first)
        #expect(abs(width - (7478 / Self.unitsPerEm * 16 + 8 * 0.2 / 14 * 16)) < 1e-9, "\(width)")
    }

    @Test("a 120 dp Button: the view is 120 dp wide and 40 dp tall, the text gets 72 dp and ends in an ellipsis")
    func button() throws {
        let (code, json) = try measure(["Einstellungen", "--widget", "button", "--width", "120", "--font-scale", "1.0"])
        #expect(code == 1, "truncated")
        let r = try result(json)
        #expect(r["width"] as? Double == 120)
        #expect(r["height"] as? Double == 40)
        #expect(r["visibleText"] as? String == "Einstellu\u{2026}")
        let width = try #require(lineWidths(r).first)
        // Label Large: Roboto Medium 14 sp, 0.1 sp of letter spacing after each of 10 characters.
        #expect(abs(width - (9292 / Self.unitsPerEm * 14 + 10 * 0.1)) < 1e-9, "\(width)")
        #expect(width <= 72)

        let (okCode, ok) = try measure(["OK", "--widget", "button", "--width", "120", "--font-scale", "1.0"])
        #expect(okCode == 0)
        let okResult = try result(ok)
        #expect(okResult["width"] as? Double == 120, "a fixed layout_width, however short the text")
        let okWidth = try #require(lineWidths(okResult).first)
        #expect(abs(okWidth - (2705 / Self.unitsPerEm * 14 + 2 * 0.1)) < 1e-9, "\(okWidth)")
    }

    @Test("the text output names a scale as check's findings do: 1.3 (130%)")
    func scaleNames() {
        let out = Capture(), err = Capture()
        let code = TypeFit.run(["measure", "Einstellungen", "--platform", "android", "--widget", "button", "--width", "120", "--all-scales", "--no-system-fonts"],
                               environment: [:], standardOutput: out.output(), standardError: err.output())
        #expect(code == 1)
        #expect(out.value.contains("First font scale that does not fit: 0.85 (85%)"), "\(out.value)")
        #expect(out.value.contains("\n1.3 (130%)"), "a row per scale, named in prose")
    }
}
