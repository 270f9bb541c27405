import Foundation
import Testing

/// The DocC catalogs of the library products (issue 39) build with the toolchain's docc from the
/// modules the tests were built with (`scripts/build-docs.sh`, which `make docs` runs), and every
/// ``symbol`` link in them and in the modules' doc comments names a symbol that exists.
@Suite("DocC catalogs")
struct DocumentationCatalogTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("every catalog converts with no link to a missing symbol and no error")
    func catalogsBuild() throws {
        // The build folder holding the modules: where typefit-bench was built, beside the tests.
        let bin = try #require(BenchmarkSmokeTests.binary, "the built products not found next to the tests").deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.checkout.appendingPathComponent("scripts/build-docs.sh").path]
        process.environment = ProcessInfo.processInfo.environment.merging(["TYPEFIT_DOCS_BIN": bin.path]) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)\n\(problems)")
        for module in ["TextMeasure", "FitCheck"] {
            #expect(text.contains("\(module): .build/docs/\(module).doccarchive; 0 links to missing symbols, 0 errors"), "\(text)")
        }
    }
}
