import Foundation
import Testing

/// `swift package typefit ...` from a consumer package written into a temporary folder, with a
/// path dependency on this checkout: the plugin builds `typefit`, finds the checkout's fonts,
/// passes the package's target folders and forwards the arguments and the exit status.
///
/// The nested build goes to `.build-plugin-consumer` beside this checkout's `.build` (the outer
/// `swift test` holds `.build`'s lock, and a scratch folder of its own is kept between runs): the
/// first run builds `typefit` in debug (the suite took 82 s so on 2 cores), later ones only
/// check that nothing changed (12-20 s: six `swift package` runs of 3-4 s each).
@Suite("SwiftPM command plugin, end to end")
struct PluginEndToEndTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().standardizedFileURL
    static let scratch = checkout.appendingPathComponent(".build-plugin-consumer")

    /// A small app package: one target whose catalog has a German title too long for its slot.
    static func makeConsumer() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-consumer-" + UUID().uuidString)
        let resources = root.appendingPathComponent("Sources/ConsumerApp/Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Consumer",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "\(checkout.path)")],
                targets: [.target(name: "ConsumerApp", resources: [.process("Resources")])]
            )

            """
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "public let title = \"settings.title\"\n".write(to: root.appendingPathComponent("Sources/ConsumerApp/App.swift"), atomically: true, encoding: .utf8)
try SettingsTitleFixture.write(catalog: resources.appendingPathComponent("Localizable.xcstrings"), spec: root.appendingPathComponent("typefit.json"))
        return root
    }

    /// `swift package --scratch-path ... --allow-writing-to-package-directory typefit arguments`
    /// in `package`, with a deadline (a hung nested build fails the test instead of the suite).
    static func swiftPackage(_ arguments: [String], in package: URL, timeout: TimeInterval = 1200) throws -> TypeFitBinary.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", package.path, "--scratch-path", scratch.path,
                             "--allow-writing-to-package-directory", "typefit"] + arguments
        process.currentDirectoryURL = package
        var environment = ProcessInfo.processInfo.environment
        environment["TYPEFIT_FONTS"] = nil  // the plugin must find the checkout's fonts itself
        environment["TYPEFIT_SYSTEM_FONT"] = "stand-in"
        process.environment = environment
        let out = package.appendingPathComponent(".out"), err = package.appendingPathComponent(".err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        if done.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            Issue.record("swift package \(arguments.joined(separator: " ")) took over \(Int(timeout)) s")
            done.wait()
        }
        try outHandle.close()
        try errHandle.close()
        return TypeFitBinary.Result(exitCode: process.terminationStatus,
                                    standardOutput: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                                    standardError: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }

    @Test("check, infer and table run on the consumer's own package; reports are written into it; exit statuses are typefit's")
    func consumer() throws {
        let package = try Self.makeConsumer()
        defer { try? FileManager.default.removeItem(at: package) }

        // No path: the plugin passes the package's target folders. The report goes into the package.
        let check = try Self.swiftPackage(["check", "--spec", "typefit.json", "--format", "sarif", "-o", "report.sarif"], in: package)
        #expect(check.exitCode != 0, "a German title that does not fit fails the command\n\(check.standardError)")
        #expect(check.standardOutput.contains("result: FAIL (exit 1)"), "\(check.standardOutput)\n\(check.standardError.suffix(3000))")
        let sarif = try String(contentsOf: package.appendingPathComponent("report.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"uri\":\"Sources/ConsumerApp/Resources/Localizable.xcstrings\""), "paths relative to the package")
        #expect(sarif.contains("Inter"), "measured with the checkout's bundled fonts")

        // A path given: only it is read (the plugin adds no folder), in Xcode's form.
        let xcode = try Self.swiftPackage(["check", "Sources/ConsumerApp/Resources/Localizable.xcstrings", "--spec", "typefit.json", "--format", "xcode", "--locales", "en"], in: package)
        let lines = xcode.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasSuffix("/Sources/ConsumerApp/Resources/Localizable.xcstrings:6:1: warning: [truncated] settings.title [en]: truncated at AX3 (40 pt): shows “Setti…” [AX3...AX5] (slot from typefit.json:1 (defaultSlot))") && $0.hasPrefix("/") },
                "\(xcode.standardOutput)\n\(xcode.standardError)")
        #expect(lines.last == "note: TypeFit totals: 2 entries read: 1 checked (0 fitting, 1 with findings), 1 skipped (1 locale not selected); findings: 1 truncated; PASS (exit 0)")
        #expect(xcode.exitCode == 0, "English's truncation is a warning (AX3 and up)\n\(xcode.standardError)")

        // --target names the folders; infer reads the same package.
        let infer = try Self.swiftPackage(["infer", "--target", "ConsumerApp"], in: package)
        #expect(infer.exitCode == 0, "\(infer.standardError)")
        #expect(infer.standardOutput.contains("\"settings.title\""), "\(infer.standardOutput)")

        let table = try Self.swiftPackage(["table", "--heights", "--style", "body", "--category", "Large"], in: package)
        #expect(table.exitCode == 0, "\(table.standardError)")
        #expect(table.standardOutput.contains("View heights with the system font"), "\(table.standardOutput)\n\(table.standardError)")

        let help = try Self.swiftPackage(["--help"], in: package)
        #expect(help.exitCode == 0 && help.standardOutput.contains("SUBCOMMANDS"), "\(help.standardOutput)\n\(help.standardError)")

        let unknown = try Self.swiftPackage(["check", "--target", "Nope"], in: package)
        #expect(unknown.exitCode != 0)
        #expect(unknown.standardError.contains("no target named") && unknown.standardError.contains("Nope"), "\(unknown.standardError)")
    }
}
