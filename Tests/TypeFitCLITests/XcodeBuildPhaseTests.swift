import Foundation
import Testing

/// The Run Script build phase docs/integrations.md tells a team to paste into Xcode, run here as
/// Xcode would run it (with `SRCROOT` and `DERIVED_FILE_DIR` set, the built `typefit` on PATH),
/// and the command there that writes its input file list.
@Suite("Xcode build phase from the docs")
struct XcodeBuildPhaseTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/integrations.md")

    /// The docs' `sh` code block that starts with `firstLine`.
    static func block(startingWith firstLine: String) throws -> String {
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = try #require(text.range(of: "```sh\n" + firstLine))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return String(text[text.index(start.lowerBound, offsetBy: 6)..<end.lowerBound]) + "\n"
    }

    /// A project folder: `MyApp/Localizable.xcstrings` with a German title, and a spec whose
    /// label is `width` points wide.
    static func project(width: Int) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-xcode-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("MyApp"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Derived"), withIntermediateDirectories: true)
try SettingsTitleFixture.write(catalog: root.appendingPathComponent("MyApp/Localizable.xcstrings"), spec: root.appendingPathComponent("typefit.json"),
                                       german: "Einstellungen", width: width)
        return root
    }

    /// Runs the phase's script in `root` as Xcode would.
    static func runPhase(in root: URL) throws -> TypeFitBinary.Result {
        let binary = try #require(TypeFitBinary.url)
        let script = root.appendingPathComponent("phase.sh")
        try block(startingWith: "# TypeFit: every localized string").write(to: script, atomically: true, encoding: .utf8)
        let path = binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try TypeFitBinary.run(executable: URL(fileURLWithPath: "/bin/bash"), [script.path],
                                     environment: ["SRCROOT": root.path, "DERIVED_FILE_DIR": root.appendingPathComponent("Derived").path, "PATH": path],
                                     directory: root)
    }

    @Test("a German title too long for its label: error lines at the catalog's absolute path, the phase fails, no stamp")
    func failing() throws {
        let root = try Self.project(width: 60)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Self.runPhase(in: root)
        #expect(result.exitCode == 1, "\(result.standardOutput)\n\(result.standardError)")
        let catalog = root.appendingPathComponent("MyApp/Localizable.xcstrings").path
        #expect(result.standardOutput.split(separator: "\n").contains { $0.hasPrefix(catalog + ":7:1: error: [truncated] settings.title [de]: truncated at xSmall") },
                "\(result.standardOutput)")
        #expect(result.standardOutput.contains("\nnote: TypeFit totals: 2 entries read"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Derived/typefit.stamp").path), "a failing check runs again next build")
    }

    @Test("everything fits: the phase passes and writes its output, the stamp")
    func passing() throws {
        let root = try Self.project(width: 1000)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Self.runPhase(in: root)
        #expect(result.exitCode == 0, "\(result.standardOutput)\n\(result.standardError)")
        #expect(!result.standardOutput.contains(": error:"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Derived/typefit.stamp").path))
    }

    @Test("the input file list names the spec and every catalog, in Xcode's $(SRCROOT) form")
    func inputList() throws {
        let root = try Self.project(width: 60)
        defer { try? FileManager.default.removeItem(at: root) }
        try "\"a\" = \"b\";\n".write(to: root.appendingPathComponent("MyApp/InfoPlist.strings"), atomically: true, encoding: .utf8)
        let script = root.appendingPathComponent("list.sh")
        try Self.block(startingWith: "{ echo '$(SRCROOT)/typefit.json'").write(to: script, atomically: true, encoding: .utf8)
        let result = try TypeFitBinary.run(executable: URL(fileURLWithPath: "/bin/bash"), [script.path], directory: root)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let list = try String(contentsOf: root.appendingPathComponent("typefit-inputs.xcfilelist"), encoding: .utf8)
        #expect(Set(list.split(separator: "\n")) == ["$(SRCROOT)/typefit.json", "$(SRCROOT)/MyApp/Localizable.xcstrings", "$(SRCROOT)/MyApp/InfoPlist.strings"])
    }
}
