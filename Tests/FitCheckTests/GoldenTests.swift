import Foundation
import Testing
@testable import FitCheck

/// Reports of the example app compared with files in `Goldens/`, with fixture paths made
/// relative so the files do not depend on where the repository is checked out.
///
/// Regenerate after an intended change: `TYPEFIT_UPDATE_GOLDENS=1 swift test --filter GoldenTests`.
@Suite("Golden reports")
struct GoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static let result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings"), Fixtures.url("Broken/Broken.xcstrings")],
                                 spec: Fixtures.appSpec, options: CheckOptions(rendersPictures: false), measurer: Fixtures.measurer)

    @Test("reports match their golden files", arguments: [ReportFormat.text, .markdown, .github, .xcode, .junit, .json])
    func golden(_ format: ReportFormat) throws {
        let output = writeReport(Self.result, format: format)
            .replacingOccurrences(of: Fixtures.directory.path + "/", with: "Fixtures/")
            .replacingOccurrences(of: Fixtures.fontsDirectory.path + "/", with: "Fonts/")
        let file = Self.goldens.appendingPathComponent("app.\(format.rawValue).\(format.fileExtension)")
        if ProcessInfo.processInfo.environment["TYPEFIT_UPDATE_GOLDENS"] != nil {
            try output.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(output == expected, "regenerate with TYPEFIT_UPDATE_GOLDENS=1 if the change is intended")
        #expect(!output.contains(Fixtures.fontsDirectory.deletingLastPathComponent().path + "/"), "a checkout path leaked into a golden")
    }
}
