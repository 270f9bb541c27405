import Foundation
import Testing

/// `--system-font`, `TYPEFIT_SYSTEM_FONT`, the spec's `systemFont`, `--borderline` and `--band`
/// from the outside. `OpticalSizeVF.ttf` (a variable test font with opsz and wght) stands in for
/// SF-Pro.ttf.
@Suite("typefit with SF Pro and borderline answers")
struct SystemFontCLITests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TextMeasureTests/Fixtures/OpticalSizeVF.ttf").path

    func json(_ result: TypeFitBinary.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any], "\(result.standardError)")
    }

    @Test("measure with --system-font: the file is named, no band, a margin; the optical size follows the size")
    func measureWithSystemFont() throws {
        let at17 = try json(TypeFitBinary.run(["measure", "Settings", "--format", "json", "--no-system-fonts", "--system-font", Self.fixture]))
        #expect(at17["fonts"] as? [String] == [Self.fixture])
        #expect(at17["errorBand"] is NSNull && at17["band"] is NSNull && at17["borderline"] as? Bool == false)
        #expect(at17["margin"] as? Double == 10)
        #expect((at17["notes"] as? [String])?.contains { $0.contains("OpticalSizeVF.ttf") && $0.contains("optical size = point size within 17-28 pt") } == true)
        #expect(at17["lineHeight"] as? Double == 20.287109375)
        // Untracked, 24 pt is narrower per point than 17 pt (the fixture's opsz 24 master).
        let at24 = try json(TypeFitBinary.run(["measure", "Settings", "--size", "24", "--format", "json", "--no-system-fonts", "--system-font", Self.fixture]))
        func untracked(_ object: [String: Any]) throws -> Double {
            let width = try #require(((object["lines"] as? [[String: Any]])?.first?["width"]) as? Double)
            return width - 8 * (try #require(object["tracking"] as? Double))
        }
        // hb-shape: 7792 and 7495 units per 2048 em (Tests/TextMeasureTests/Fixtures/README.md).
        #expect(abs(try untracked(at17) - 17 * 7792 / 2048) < 1e-6)
        #expect(abs(try untracked(at24) - 24 * 7495 / 2048) < 1e-6)
    }

    @Test("TYPEFIT_SYSTEM_FONT names SF Pro too; --system-font stand-in overrides it")
    func environment() throws {
        let environment = ["TYPEFIT_SYSTEM_FONT": Self.fixture]
        let viaEnvironment = try json(TypeFitBinary.run(["measure", "Settings", "--format", "json", "--no-system-fonts"], environment: environment))
        #expect(viaEnvironment["fonts"] as? [String] == [Self.fixture])
        let standIn = try json(TypeFitBinary.run(["measure", "Settings", "--format", "json", "--no-system-fonts", "--system-font", "stand-in"], environment: environment))
        #expect((standIn["fonts"] as? [String])?.first?.hasSuffix("Inter-Regular.otf") == true)
        #expect(standIn["band"] as? Double == 2.24)
    }

    @Test("measure shows the margin and the band, and marks a borderline answer")
    func measureMargin() throws {
        let text = try TypeFitBinary.run(["measure", "Einstellungen", "--width", "100", "--no-system-fonts"])
        #expect(text.exitCode == 1)  // truncated by the stand-in: does not fit its slot
        #expect(text.standardOutput.contains("\nmargin  "))
        #expect(text.standardOutput.contains("(borderline: within the stand-in font's error (p95 2.24%): check with SF Pro)"))
        let wide = try TypeFitBinary.run(["measure", "Einstellungen", "--width", "100", "--no-system-fonts", "--band", "p99", "--format", "json"])
        let object = try json(wide)
        #expect(object["band"] as? Double == 3.54 && object["borderline"] as? Bool == true)
        #expect((object["errorBand"] as? [String: Double])?["p95"] == 2.24)
    }

    @Test("a path that holds no SF Pro, and bad --band and --borderline values, are usage errors", arguments: [
        (["measure", "Settings", "--system-font", "/nonexistent/SF-Pro.ttf"], "typefit: error: --system-font: /nonexistent/SF-Pro.ttf: cannot read the font file (no such file or folder)"),
        (["measure", "Settings", "--band", "p90"], "typefit: error: unknown value 'p90' for '--band' (valid: p95, p99)"),
        (["check", "/tmp", "--borderline", "maybe"], "typefit: error: unknown value 'maybe' for '--borderline' (valid: fail, warn, info)"),
        (["table", "--system-font", "/tmp"], "typefit: error: --font, --scale and --system-font go with --heights"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let result = try TypeFitBinary.run(arguments + ["--no-system-fonts"].filter { _ in arguments[0] != "table" })
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
    }

    @Test("table --heights with SF Pro checks its vertical metrics against the measured ones")
    func tableHeights() throws {
        let result = try TypeFitBinary.run(["table", "--heights", "--style", "body", "--category", "Large", "--system-font", Self.fixture])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("Checked against OpticalSizeVF.ttf: its own vertical metrics are the measured ones."))
        let standIn = try TypeFitBinary.run(["table", "--heights", "--style", "body", "--category", "Large"])
        // The heights are UIKit's measured ones either way. (Lines counted first: a run that
        // printed less, such as one that found no fonts, fails here instead of crashing the suite.)
        let standInLines = standIn.standardOutput.split(separator: "\n"), lines = result.standardOutput.split(separator: "\n")
        try #require(standInLines.count > 2 && lines.count > 2, "\(standIn.standardError)\(result.standardError)")
        #expect(standInLines[2] == lines[2])
    }

    @Test("check: the spec's systemFont (relative to the spec), --borderline and --band; JSON names the files")
    func check() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-sf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: root.appendingPathComponent("SF-Pro.ttf").path)
        try Data("\"title\" = \"Einstellungen\";\n".utf8).write(to: root.appendingPathComponent("de.lproj/Main.strings"))
        try Data("{ \"systemFont\": \".\", \"defaultSlot\": { \"width\": 100 } }".utf8).write(to: root.appendingPathComponent("spec.json"))
        let spec = root.appendingPathComponent("spec.json").path
        // No TYPEFIT_SYSTEM_FONT (an empty value counts as none): the spec's systemFont decides.
        let withSF = try json(TypeFitBinary.run(["check", root.path, "--spec", spec, "--format", "json", "--no-system-fonts", "--categories", "Large"],
                                                environment: ["TYPEFIT_SYSTEM_FONT": ""]))
        let entry = try #require((withSF["entries"] as? [[String: Any]])?.first)
        let fontFiles = try #require(withSF["fontFiles"] as? [String])
        #expect((entry["fonts"] as? [Int])?.first.map { fontFiles[$0] }?.hasSuffix("SF-Pro.ttf") == true)
        // JSON schema 2: the finding has its first category's margin; an outcome only where borderline.
        let finding = try #require((entry["findings"] as? [[String: Any]])?.first)
        #expect(finding["margin"] is Double && finding["band"] == nil && finding["borderline"] == nil)

        // The stand-in: "Einstellungen" in 100 pt is cut by about 1%, within the band.
        let standIn = try TypeFitBinary.run(["check", root.path, "--spec", spec, "--no-system-fonts", "--categories", "Large", "--system-font", "stand-in"])
        #expect(standIn.exitCode == 0, "a borderline failure warns by default")
        #expect(standIn.standardOutput.contains("within the stand-in font's error (p95 2.24%): check with SF Pro"))
        // The spec named SF Pro; the command line chose otherwise, and the report says so.
        #expect(standIn.standardOutput.contains("note: the spec names the system font \(root.standardizedFileURL.path), but this check measured the system font with the stand-in (Inter)"))
        let failing = try TypeFitBinary.run(["check", root.path, "--spec", spec, "--no-system-fonts", "--categories", "Large", "--system-font", "stand-in", "--borderline", "fail"])
        #expect(failing.exitCode == 1)
        let p99 = try json(TypeFitBinary.run(["check", root.path, "--spec", spec, "--format", "json", "--no-system-fonts", "--categories", "Large", "--system-font", "stand-in", "--band", "p99"]))
        #expect((p99["borderline"] as? [String: String]) == ["policy": "warn", "band": "p99"])
        #expect((p99["totals"] as? [String: Any])?["borderlineMeasurements"] as? Int == 1)
    }
}
